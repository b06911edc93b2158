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
import { isAppError } from './errors';

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
 * Every error leaves as `{ detail }` (the shape SPEC.md's client reads): typed AppErrors with their status,
 * validation failures as a readable 400 naming the first bad field, Fastify's own 4xx with their message,
 * and anything else as a logged 500 whose internals never reach the client.
 */
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
    parse(request, body as string, done);
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ detail: validationDetail(error, request) });
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: clientErrorDetail(error) });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
}

/** Unknown paths answer JSON `Not found: GET /api/xyz`, after the fallback (the SPA) had its chance. */
export function createNotFoundHandler(fallback?: NotFoundFallback) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    const path = request.url.split('?')[0];
    return reply.code(404).send({ detail: `Not found: ${request.method} ${path}` });
  };
}

type ValidationError = FastifyError & {
  validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[];
};

function validationDetail(error: ValidationError, request: FastifyRequest): string {
  const issue = error.validation[0];
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const context = error.validationContext ?? 'body';
  // A missing field reads 'is required', never zod's '... received undefined' (DECISIONS.md: no 'undefined').
  if (field && issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')) return `${field} is required`;
  if (field) return `${field}: ${issue.message}`;
  if (context === 'body') {
    if (request.body === undefined || request.body === null) return 'Request body is required';
    if (issue.keyword === 'invalid_type') return 'Request body must be a JSON object';
    return `Request body: ${issue.message}`;
  }
  return `${context}: ${issue.message}`;
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is required';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large (at most 1 MB)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type: ${error.message.replace(/^Unsupported Media Type:?\s*/i, '') || 'unknown'}`;
    default:
      return error.message;
  }
}
