import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config';

/**
 * Known devices: after a successful password sign-in the browser gets a `pp_device` cookie, signed for that member.
 * Its sign-ins then count in a lane of their own (RATE_LIMITS.loginDevice), so someone guessing at the account from
 * elsewhere, who fills the per-account lane, does not lock the member out of the browsers they already use; so do
 * its password-reset requests (RATE_LIMITS.resetDevice), so a stranger who spends the address's daily mail cap does
 * not keep the member from resetting. HttpOnly, SameSite=Strict and only sent to the /api/auth calls.
 */

export const DEVICE_COOKIE = 'pp_device';
const PATH = '/api/auth';
const MAX_AGE_S = 365 * 24 * 3600;

function sign(secret: string, userId: string, id: string): string {
  return createHmac('sha256', secret).update(`device|${userId}|${id}`).digest('base64url').slice(0, 32);
}

/** The device id of a cookie signed for this member, else null. */
export function knownDeviceId(cookie: string | null, userId: string, config: Pick<Config, 'appSecret'>): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/.exec(cookie ?? '');
  if (!match) return null;
  const expected = Buffer.from(sign(config.appSecret, userId, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** The Set-Cookie value remembering this browser for this member (keeps the device id it already had). */
export function deviceCookieHeader(userId: string, config: Pick<Config, 'appSecret' | 'publicUrl'>, existingId?: string | null): string {
  const id = existingId ?? randomBytes(16).toString('base64url');
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${id}.${sign(config.appSecret, userId, id)}; Path=${PATH}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`;
}
