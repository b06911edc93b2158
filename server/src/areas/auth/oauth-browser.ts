import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config';

/**
 * Binds a LinkedIn sign-in to the browser that started it. Starting sets a short-lived `pp_oauth` cookie holding a
 * random browser id, and the OAuth `state` carries a MAC of that id: a code and state brought back in another
 * browser (a link sent to a victim, a replayed callback) fail the check before the state is spent, so the browser
 * that started the flow can still finish it. Several tabs of one browser share the id.
 */

export const OAUTH_BROWSER_COOKIE = 'pp_oauth';
const PATH = '/api/auth/linkedin';
const TTL_S = 10 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

const mac = (secret: string, browserId: string, nonce: string) =>
  createHmac('sha256', secret).update(`oauth|${browserId}|${nonce}`).digest('base64url').slice(0, 22);

/** The browser id to use: the one of a valid cookie, else a new one. */
export function browserIdFrom(cookie: string | null): string {
  return cookie && ID.test(cookie) ? cookie : randomBytes(16).toString('base64url');
}

/** A fresh `state` bound to this browser. */
export function boundState(config: Pick<Config, 'appSecret'>, browserId: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${mac(config.appSecret, browserId, nonce)}`;
}

/** Did this browser (its cookie) start the flow this state belongs to? */
export function isStateFromBrowser(config: Pick<Config, 'appSecret'>, state: string, cookie: string | null): boolean {
  const dot = state.lastIndexOf('.');
  if (dot <= 0 || !cookie || !ID.test(cookie)) return false;
  const expected = Buffer.from(mac(config.appSecret, cookie, state.slice(0, dot)));
  const given = Buffer.from(state.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The Set-Cookie value for the browser id (renewed at each start). */
export function oauthBrowserCookieHeader(browserId: string, config: Pick<Config, 'publicUrl'>): string {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  // Lax: LinkedIn sends the browser back with a top-level GET, and the SPA then POSTs from this origin.
  return `${OAUTH_BROWSER_COOKIE}=${browserId}; Path=${PATH}; Max-Age=${TTL_S}; HttpOnly; SameSite=Lax${secure}`;
}
