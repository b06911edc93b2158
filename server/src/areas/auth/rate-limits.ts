import { createHash } from 'node:crypto';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { tooManyRequests } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import { MSG } from './messages';

/** Hits per minute for each guarded call (before RATE_LIMIT_MULTIPLIER). */
export const RATE_LIMITS = {
  login: 10, // per IP + e-mail
  signup: 5, // per IP
  resend: 3, // per e-mail
  resendIp: 20, // per IP, so addresses cannot be probed in bulk
  forgot: 3, // per e-mail
  forgotIp: 20, // per IP
  currentPassword: 10, // per member: a signed-in member's password re-checks (change password, delete account)
} as const;

const WINDOW_MS = 60_000;

/**
 * Counts a hit for each key and throws 429 with Retry-After when any is over its limit. The counters live in
 * the database, so the limit holds across several API processes on PostgreSQL.
 */
export async function enforceRateLimits(
  { db, config }: { db: Db; config: Pick<Config, 'rateLimitMultiplier'> },
  checks: { rule: keyof typeof RATE_LIMITS; subject: string }[],
): Promise<void> {
  for (const { rule, subject } of checks) {
    const limit = Math.max(1, Math.round(RATE_LIMITS[rule] * config.rateLimitMultiplier));
    const result = await hitRateLimit(db, { key: `auth:${rule}:${digest(subject)}`, limit, windowMs: WINDOW_MS });
    if (!result.allowed) throw tooManyRequests(result.retryAfterSec, MSG.tooManyAttempts);
  }
}

/** Counters are keyed by a digest, so the table holds no e-mail addresses or IPs in clear. */
function digest(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 32);
}
