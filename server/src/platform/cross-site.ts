import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { forbidden } from './errors';

/**
 * Cross-site request forgery guard, for every route of the app (every area's included, since it is a hook on the
 * root instance). The browser client sends the session as `Authorization: Bearer`, which no other site can make a
 * browser send; but SPEC.md §3 also keeps the token in the `auth_token` cookie, which the browser attaches to any
 * request, a form posted from another site included. So an unsafe call (anything but GET, HEAD, OPTIONS) that
 * carries that cookie and no Authorization header must prove it comes from this origin: a same-origin `Origin`
 * header, or, when the browser sent none, `Sec-Fetch-Site: same-origin` or the custom `X-Requested-With` header
 * (which another site cannot add without a CORS preflight this server never grants).
 */

export const SESSION_COOKIE = 'auth_token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_DETAIL = 'Cross-site request refused: this call must come from the PostPilot app itself.';

export function registerCrossSiteGuard(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!isCrossSiteCookieCall(request, publicOrigin)) return;
    throw forbidden(CROSS_SITE_DETAIL);
  });
}

/** True for an unsafe call authenticated only by the session cookie that does not show it comes from this origin. */
export function isCrossSiteCookieCall(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const { headers } = request;
  if (headers.authorization) return false; // the cookie is not read when an Authorization header came
  if (!hasCookie(headers.cookie, SESSION_COOKIE)) return false;
  const origin = headers.origin;
  if (origin !== undefined) return !isSameOrigin(origin, request, publicOrigin);
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return false;
  if (headers['x-requested-with']) return false;
  return true;
}

function isSameOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    const url = new URL(origin);
    // The host the browser addressed (behind a trusted proxy, the forwarded one), default ports normalised alike.
    const own = new URL(`${url.protocol}//${request.host}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === own.host;
  } catch {
    return false; // 'null' (sandboxed frames, file://) and garbage
  }
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name && part.slice(eq + 1).trim() !== '';
  });
}
