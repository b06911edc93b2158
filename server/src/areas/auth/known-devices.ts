import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config';

/**
 * Known devices: after a successful password sign-in the browser gets a `pp_device` cookie, signed for that member.
 * Its sign-ins then count in a lane of their own (RATE_LIMITS.loginDevice), so someone guessing at the account from
 * elsewhere, who fills the per-account lane, does not lock the member out of the browsers they already use; so do
 * its password-reset requests (RATE_LIMITS.resetDevice), so a stranger who spends the address's daily mail cap does
 * not keep the member from resetting. HttpOnly, SameSite=Strict and only sent to the /api/auth calls.
 *
 * The browser that signed up gets a cookie of its own, `pp_signup`, signed for the account it created: its requests
 * for another confirmation mail count in their own lane (RATE_LIMITS.resendDevice), so a stranger who spends an
 * unconfirmed address's resend and mail caps does not keep the person who signed up from getting their link. It is
 * not a known device: typing an address proves nothing about the account, so it opens no sign-in or reset lane.
 */

export const DEVICE_COOKIE = 'pp_device';
const PATH = '/api/auth';
const MAX_AGE_S = 365 * 24 * 3600;

export const SIGNUP_COOKIE = 'pp_signup';

/** What a cookie was signed for: the purposes never stand in for each other. */
type Purpose = 'device' | 'signup';

function sign(secret: string, purpose: Purpose, userId: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${userId}|${id}`).digest('base64url').slice(0, 32);
}

const COOKIE_VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/;

function verifiedId(purpose: Purpose, cookie: string | null, userId: string, config: Pick<Config, 'appSecret'>): string | null {
  const match = COOKIE_VALUE.exec(cookie ?? '');
  if (!match) return null;
  const expected = Buffer.from(sign(config.appSecret, purpose, userId, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

function cookieHeader(name: string, value: string, config: Pick<Config, 'publicUrl'>): string {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${name}=${value}; Path=${PATH}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`;
}

/** The device id of a cookie signed for this member, else null. */
export function knownDeviceId(cookie: string | null, userId: string, config: Pick<Config, 'appSecret'>): string | null {
  return verifiedId('device', cookie, userId, config);
}

/** The Set-Cookie value remembering this browser for this member (keeps the device id it already had). */
export function deviceCookieHeader(userId: string, config: Pick<Config, 'appSecret' | 'publicUrl'>, existingId?: string | null): string {
  const id = existingId ?? randomBytes(16).toString('base64url');
  return cookieHeader(DEVICE_COOKIE, `${id}.${sign(config.appSecret, 'device', userId, id)}`, config);
}

/** The id of a `pp_signup` cookie signed for the account this browser created, else null. */
export function signupDeviceId(cookie: string | null, userId: string, config: Pick<Config, 'appSecret'>): string | null {
  return verifiedId('signup', cookie, userId, config);
}

/**
 * The Set-Cookie of every sign-up answer, whatever the address (the answer must not tell a new address from a known
 * one): signed for `userId` when this sign-up created the account, or when the browser already held this account's
 * lane (it signed up before and is asking again); otherwise signed for nobody, which looks the same and opens nothing.
 * The browser's id is kept when its cookie has one.
 */
export function signupCookieHeader(userId: string | null, config: Pick<Config, 'appSecret' | 'publicUrl'>, sentCookie: string | null): string {
  const id = COOKIE_VALUE.exec(sentCookie ?? '')?.[1] ?? randomBytes(16).toString('base64url');
  return cookieHeader(SIGNUP_COOKIE, `${id}.${sign(config.appSecret, 'signup', userId ?? randomBytes(16).toString('hex'), id)}`, config);
}
