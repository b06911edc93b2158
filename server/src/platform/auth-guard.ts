import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/**
 * The seam between the platform and the auth area. The platform knows how a token travels (Authorization:
 * Bearer, else the `auth_token` cookie SPEC.md §3 sets); the auth area knows what a token means and plugs
 * that in with `setSessionResolver`. Until it does, every guarded route answers 401.
 */

export interface SessionIdentity {
  userId: string;
}

export type SessionResolver = (token: string) => Promise<SessionIdentity | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every plugin context of one app, so the auth area can set it from inside its plugin. */
    sessionResolverSlot: { resolve: SessionResolver | null };
  }
  interface FastifyRequest {
    /** The signed-in member. Only on routes guarded by `requireUser`; reading it elsewhere is a bug and throws. */
    readonly userId: string;
    /** The member if a valid token came with the request, else null. Set by `requireUser` and `optionalUser`. */
    maybeUserId: string | null;
  }
}

const USER_ID = Symbol('userId');
type WithUserId = FastifyRequest & { [USER_ID]?: string };

/** Adds the decorations; buildApp calls it once per app. */
export function registerAuthGuard(app: FastifyInstance): void {
  app.decorate('sessionResolverSlot', { resolve: null });
  app.decorateRequest('maybeUserId', null);
  app.decorateRequest('userId', {
    getter(this: WithUserId): string {
      const id = this[USER_ID];
      // A programming error: surface it as a logged 500 rather than letting an empty id reach a query.
      if (!id) throw new Error('request.userId read on a route without the requireUser hook');
      return id;
    },
  });
}

/**
 * Installs what a session token means for this app (the auth area calls it while registering its routes).
 * Per app rather than global, because tests run several apps on different databases in one process.
 */
export function setSessionResolver(app: FastifyInstance, resolve: SessionResolver): void {
  app.sessionResolverSlot.resolve = resolve;
}

/**
 * Hook for protected routes: `{ onRequest: requireUser }` (onRequest, so a stranger gets 401 before the
 * body is even parsed or validated). Afterwards `request.userId` is the member's id.
 */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const identity = await resolveSession(request);
  if (!identity) throw unauthorized('Not authenticated');
  (request as WithUserId)[USER_ID] = identity.userId;
  request.maybeUserId = identity.userId;
}

/** Hook for routes where the bearer is optional (SPEC.md §7): sets `request.maybeUserId`, never rejects. */
export async function optionalUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const identity = await resolveSession(request);
  request.maybeUserId = identity?.userId ?? null;
}

/**
 * Hook for a member's read where SPEC.md §7 makes the bearer optional (the content history): without a token the
 * caller is a visitor (`request.maybeUserId` null, and the route answers what a visitor has: nothing); a token that
 * no longer opens a session is 401, as with requireUser, so an expired session signs in again rather than being
 * shown a visitor's empty page.
 */
export async function visitorOrUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (!readSessionToken(request)) {
    request.maybeUserId = null;
    return;
  }
  await requireUser(request);
}

/** The session token of a request: the Bearer token, else the `auth_token` cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1] : null;
  }
  return readCookie(request.headers.cookie, 'auth_token');
}

async function resolveSession(request: FastifyRequest): Promise<SessionIdentity | null> {
  const resolve = request.server.sessionResolverSlot.resolve;
  const token = readSessionToken(request);
  if (!resolve || !token) return null;
  return resolve(token);
}

/** The value of one cookie of a Cookie header (URL-decoded), else null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
