import fastifySwagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from 'shared/constants';
import { optionalUser, requireUser, visitorOrUser } from './auth-guard';
import type { Config } from './config';
import { MAX_URL_LENGTH } from './http';
import { VERSION } from './version';

/**
 * A route's `config.screenRead`: it is one of the reads members' screens make on every visit, costing `roundTrips`
 * database statements for a member with data (the session lookup, cached per process, not counted).
 */
export interface ScreenRead {
  roundTrips: number;
}

/**
 * How an operation treats the session, read from its `onRequest` hooks: required (requireUser), optional (optionalUser:
 * any token or none), optional-valid (visitorOrUser: none, or a valid one).
 */
export type SessionUse = 'required' | 'optional' | 'optional-valid' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route guarded other than by requireUser / optionalUser says how here (sessionUse). */
    session?: SessionUse;
    screenRead?: ScreenRead;
    /** Error statuses this route answers beyond the platform's own (errorStatuses below), each with what it means. */
    errors?: RouteErrors;
    /** What a route answers on success when that is not a JSON body its schema's `response` describes. */
    success?: RouteSuccess;
  }
}

/**
 * The success of a route without a JSON response schema, for its OpenAPI entry: a redirect (3xx, a Location header,
 * no body) or a body of another media type (an SVG image), e.g. `{ status: 302, description: 'To the sign-in page' }`.
 */
export type RouteSuccess =
  | { status: 301 | 302 | 303 | 307 | 308; description: string }
  | { status: 200; description: string; contentType: string };

/** A route's own error statuses for its OpenAPI entry, e.g. `{ 409: 'This post is being published' }`. */
export type RouteErrors = Partial<Record<400 | 402 | 403 | 404 | 409 | 410 | 422 | 502 | 503 | 504, string>>;

/**
 * The OpenAPI document at GET /api/docs, generated from the zod schemas of every route. Must be registered
 * before any route: @fastify/swagger collects routes as they are added.
 *
 * On top of the schemas, every operation gets, without its area doing anything:
 * - `security`: bearer or the session cookie where `requireUser` guards it, optional where `optionalUser` does;
 * - every error status the platform itself can answer, each as `{ detail }` (below), plus the route's own: those its
 *   schema's `response` declares and those its `config: { errors }` names (409 conflicts, 502/504 from a provider);
 * - the success of a route that answers no JSON body (a redirect, an image), from its `config: { success }`: with error
 *   statuses added, @fastify/swagger's own 'Default Response' 200 would otherwise be left out;
 * - `x-screen-read` where the route declares `config: { screenRead: { roundTrips } }`: a read a member's screen makes
 *   on every visit, and the database statements it costs. The load bench reads these operations from the document
 *   and `sweeps/round-trips.test.ts` holds each to its count, so an area adds a read to both by declaring it.
 */
export async function registerDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: VERSION },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'auth_token',
            description: 'The session cookie; unsafe methods also need a same-origin Origin header (or X-Requested-With).',
          },
        },
      },
    },
    transform: (document) => {
      const out = jsonSchemaTransform(document);
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (schema.hide) return out;
      const route = document.route as RouteOptions;
      const session = sessionUse(route);
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      const own = (route.config as FastifyContextConfig | undefined)?.errors ?? {};
      const success = (route.config as FastifyContextConfig | undefined)?.success;
      if (success) response[success.status] ??= successBody(success);
      for (const [status, description] of Object.entries(own)) response[status] ??= { description, ...ERROR_BODY };
      for (const [status, description] of errorStatuses({ session, method, url: document.url, hasBody: Boolean(schema.body), hasQuery: Boolean(schema.querystring) })) {
        response[status] ??= { description, ...ERROR_BODY };
      }
      if (session === 'required') schema.security = [{ bearer: [] }, { cookie: [] }];
      if (session === 'optional' || session === 'optional-valid') schema.security = [{}, { bearer: [] }, { cookie: [] }];
      const screenRead = (route.config as FastifyContextConfig | undefined)?.screenRead;
      if (screenRead) schema['x-screen-read'] = { round_trips: screenRead.roundTrips };
      return { ...out, schema: { ...schema, response } };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

const ERROR_BODY = {
  type: 'object',
  properties: { detail: { type: 'string', description: 'A short sentence for the member' } },
  required: ['detail'],
};

/** A RouteSuccess as @fastify/swagger takes a response: a redirect has a Location and no content. */
function successBody(success: RouteSuccess): Record<string, unknown> {
  if ('contentType' in success) return { description: success.description, content: { [success.contentType]: { schema: { type: 'string' } } } };
  return { description: success.description, type: 'null', headers: { location: { type: 'string', description: 'Where the browser is sent' } } };
}

/** Reads the route's onRequest hooks. A route guarded another way must say so with `config: { session }`. */
export function sessionUse(route: Pick<RouteOptions, 'onRequest' | 'config'>): SessionUse {
  const declared = (route.config as { session?: SessionUse } | undefined)?.session;
  if (declared) return declared;
  const hooks = [route.onRequest ?? []].flat();
  if (hooks.includes(requireUser as never)) return 'required';
  if (hooks.includes(optionalUser as never)) return 'optional';
  if (hooks.includes(visitorOrUser as never)) return 'optional-valid';
  return 'none';
}

/** The error statuses any operation of this kind can answer, whatever its area. */
function errorStatuses({
  session,
  method,
  url,
  hasBody,
  hasQuery,
}: {
  session: SessionUse;
  method: string;
  url: string;
  hasBody: boolean;
  hasQuery: boolean;
}): [string, string][] {
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const statuses: [string, string][] = [];
  if (hasBody || hasQuery || url.includes(':') || unsafe) {
    statuses.push(['400', 'Invalid input: a field missing, of the wrong type, too long, or with control characters']);
  }
  if (session === 'required') statuses.push(['401', 'No valid session']);
  if (session === 'optional-valid') statuses.push(['401', 'A session token was sent that no longer opens a session']);
  if (unsafe) statuses.push(['403', 'Refused: a cross-site call carrying the session cookie, or not allowed for this member']);
  else if (session !== 'none') statuses.push(['403', 'Not allowed for this member']);
  statuses.push(['404', url.includes(':') ? 'No such resource for this member' : 'Not found']);
  if (hasBody) {
    statuses.push(['413', 'Request body over 1 MB']);
    statuses.push(['415', 'Unsupported content type (send application/json)']);
  }
  statuses.push(['414', `Request URL over ${MAX_URL_LENGTH / 1024} KB`]);
  statuses.push(['431', 'Request headers too large']);
  statuses.push(['429', 'Too many requests (Retry-After says when to try again)']);
  statuses.push(['500', 'Unexpected server error (details are logged, never sent)']);
  statuses.push(['503', 'A dependency (database, LinkedIn, the model) is unavailable']);
  return statuses;
}
