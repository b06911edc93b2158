import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Socket } from 'node:net';
import { SPEC_VALIDATION_MESSAGES } from 'shared/constants';
import { isDatabaseUnavailable } from './db';
import { badRequest, isAppError, serviceUnavailable } from './errors';
import { issueSentence } from './validation-message';

/** Longest request URL (path and query) the API reads; longer ones answer 414. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Longest address of a page the browser loads (a GET outside /api): a page may carry a whole post to prefill
 * (`/app/scheduler?content=…`, SPEC §2; `/generate?edit=…&content=…`), and reloading it must work. 3,000 characters
 * of any script URL-encoded are at most ~27 KB (9 bytes for a character of three UTF-8 bytes).
 */
export const MAX_PAGE_URL_LENGTH = 40 * 1024;

/** Node's limit on a request line and its headers together (its default is 16 KB): a page's address as long as
 * MAX_PAGE_URL_LENGTH and the usual headers fit; past it Node answers 431 (clientErrorHandler keeps `{detail}`). */
export const MAX_HEADER_BYTES = 64 * 1024;

/** The Fastify instance every area receives: zod schemas type `request.body` and the reply. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Handles a request no route matched (static.ts uses it for the SPA fallback). Returns true when it has
 * answered; otherwise the JSON 404 is sent.
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;

/**
 * Sends a JSON text the route has already checked against its response schema and serialized (an answer that is the
 * same for many requests, kept serialized): Fastify sends a string with a JSON content type as it is. A route's
 * reply is typed for the object its schema describes, hence the loose parameter.
 */
export function sendSerialized(reply: { type(contentType: string): unknown }, json: string): FastifyReply {
  return (reply.type('application/json; charset=utf-8') as FastifyReply).send(json);
}

/**
 * An answer checked against its response schema and serialized, as the route's serializer would (unknown keys
 * dropped), for `sendSerialized`.
 */
export function serializeAnswer<T>(schema: { parse(value: unknown): T }, value: T): string {
  return JSON.stringify(schema.parse(value));
}

const PROTOTYPE_KEY_DETAIL = 'Request body must not contain a __proto__ or constructor.prototype key';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON bodies through Fastify's own (prototype-poisoning-safe) parser, except that an empty body with a JSON
 * content type counts as no body: clients often send the header on a bodiless POST or DELETE (logout, delete),
 * and routes that need a body still answer 'Request body is required' from their schema.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    parse(request, body as string, (error, value) => {
      // Fastify's parser refuses a key that would set an object's prototype with the same error as broken JSON;
      // a body that is valid JSON was refused for that key, and the detail says so.
      if (error && isJson(body as string)) return done(badRequest(PROTOTYPE_KEY_DETAIL), undefined);
      done(error, value);
    });
  });
}

/**
 * Every error leaves as `{ detail }` (the shape SPEC.md's client reads): typed AppErrors with their status,
 * validation failures as a readable 400 naming the first bad field, Fastify's own 4xx with their message, a
 * database that cannot be reached as 503 with Retry-After (platform/db.ts isDatabaseUnavailable), and anything
 * else as a logged 500 whose internals never reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ detail: validationDetail(error, request) });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: clientErrorDetail(error, request) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Database unavailable');
      const unavailable = serviceUnavailable();
      return reply.code(unavailable.status).headers(unavailable.headers).send({ detail: unavailable.detail });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
}

/** Fastify's default `maxParamLength`: a path parameter longer than this matches no route. */
export const MAX_PARAM_LENGTH = 100;

/**
 * The `{detail}` of an error Fastify raises before routing. Its own messages say the caller's path back in quotes
 * ("'/api/posts/999…' is exceeding the max param length"): up to 8 KB of anyone's text and no sentence for a member.
 */
function frameworkErrorAnswer(error: FastifyError): [number, string] {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return [400, 'The request URL is not valid'];
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // An id (or a file name) longer than any the API hands out: bad input, like any other field over its limit.
      return [400, `A value in the request path is too long (at most ${MAX_PARAM_LENGTH} characters)`];
    default: {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      return [status, status === 500 ? 'Internal server error' : 'The request is not valid'];
    }
  }
}

/**
 * The Fastify constructor options that keep errors raised before routing `{ detail }`: a URL Fastify cannot
 * decode (FST_ERR_BAD_URL), a path parameter over MAX_PARAM_LENGTH, and what Node refuses on the socket (431 headers
 * too large, 400 malformed, 408).
 */
export const edgeErrorOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const [status, detail] = frameworkErrorAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'Framework error before routing');
    reply.code(status).send({ detail });
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, label, detail] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request URL or headers are too long']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'The request took too long to arrive']
          : [400, 'Bad Request', 'The request is not valid HTTP'];
    const body = JSON.stringify({ detail });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};

/** Refuses over-long URLs with 414 before any route or parser looks at them (a page's address may be longer). */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const page = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/api?');
    const limit = page ? MAX_PAGE_URL_LENGTH : MAX_URL_LENGTH;
    if (request.url.length > limit) {
      return reply.code(414).send({ detail: `The request URL is too long (at most ${limit / 1024} KB)` });
    }
  });
}

/** Unknown paths answer JSON `Not found: GET /api/xyz`, after the fallback (the SPA) had its chance. */
export function createNotFoundHandler(fallback?: NotFoundFallback) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    const path = request.url.split('?')[0];
    // The path is said back to help a caller see a typo, not echoed whole: up to 8 KB of anyone's text otherwise.
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    return reply.code(404).send({ detail: `Not found: ${request.method} ${shown}` });
  };
}

type ValidationError = FastifyError & {
  validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[];
};

function validationDetail(error: ValidationError, request: FastifyRequest): string {
  const issue = error.validation[0];
  const context = error.validationContext ?? 'body';
  // SPEC.md §5's texts are whole sentences for the member: answered as they are, like the spec's screens show them.
  if (issue.message && SPEC_VALIDATION_MESSAGES.includes(issue.message)) return issue.message;
  if (!issue.instancePath.replace(/^\//, '') && context === 'body') {
    if (request.body === undefined || request.body === null) return 'Request body is required';
    if (issue.keyword === 'invalid_type') return 'Request body must be a JSON object';
  }
  // Everything else is one plain sentence naming the field in words (validation-message.ts), never 'field: message'.
  // The route's schema of that part names the field as the member's form does (its title: field-titles.ts).
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  return issueSentence(issue, context, schema?.[context]);
}

function clientErrorDetail(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is required';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large (at most 1 MB)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // Fastify's message names no type; the request's header does.
      return `Unsupported content type: ${request.headers['content-type']?.split(';')[0].trim() || 'none'} (send application/json)`;
    default:
      return error.message;
  }
}
