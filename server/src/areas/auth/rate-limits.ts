import { createHash } from 'node:crypto';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { tooManyRequests } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import { MSG } from './messages';

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;

/** Hits allowed per window for each guarded call (limits before RATE_LIMIT_MULTIPLIER). */
export const RATE_LIMITS = {
  login: { limit: 10, windowMs: MINUTE }, // per IP + e-mail
  loginIp: { limit: 30, windowMs: MINUTE }, // per IP, across addresses: one client cannot spray a password over many accounts
  // Per account, across clients, from browsers the account has not signed in from: a distributed guess at one
  // account slows to this. The member's own known devices have their own lane (loginDevice), so an attacker
  // filling this one does not lock the member out.
  loginAccount: { limit: 20, windowMs: QUARTER_HOUR },
  loginDevice: { limit: 10, windowMs: MINUTE }, // per known device + account
  signup: { limit: 5, windowMs: MINUTE }, // per IP
  resend: { limit: 3, windowMs: MINUTE }, // per e-mail
  resendIp: { limit: 20, windowMs: MINUTE }, // per IP, so addresses cannot be probed in bulk
  forgot: { limit: 3, windowMs: MINUTE }, // per e-mail
  forgotIp: { limit: 20, windowMs: MINUTE }, // per IP
  // Per address and day, every account mail a stranger can trigger (sign-up, resend, reset): the product cannot be
  // made to flood a mailbox, however slowly it is asked.
  mailDaily: { limit: 10, windowMs: DAY },
  // A reset asked for from a browser the member has signed in from (known-devices.ts), per device and address,
  // instead of `forgot` and `mailDaily`, which a stranger can fill.
  resetDevice: { limit: 5, windowMs: DAY },
  // A confirmation mail asked again from the browser that signed the account up (its `pp_signup` cookie), per browser
  // and address, instead of `resend` and `mailDaily`, which a stranger can fill.
  resendDevice: { limit: 5, windowMs: DAY },
  // Per IP, the links a mail carries (reset, confirmation): their tokens cannot be guessed, but made-up ones cost a
  // database lookup each and would otherwise come as fast as a client can send them.
  resetIp: { limit: 20, windowMs: MINUTE },
  confirmIp: { limit: 20, windowMs: MINUTE },
  currentPassword: { limit: 10, windowMs: MINUTE }, // per member: a signed-in member's password re-checks (change password, delete account)
} as const satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitRuleName = keyof typeof RATE_LIMITS;

/**
 * Counts a hit for each key and throws 429 with Retry-After when any is over its limit. The counters live in
 * the database, so the limit holds across several API processes on PostgreSQL.
 */
export async function enforceRateLimits(
  { db, config }: { db: Db; config: Pick<Config, 'rateLimitMultiplier'> },
  checks: { rule: RateLimitRuleName; subject: string }[],
): Promise<void> {
  for (const { rule, subject } of checks) {
    const { limit: base, windowMs } = RATE_LIMITS[rule];
    const limit = Math.max(1, Math.round(base * config.rateLimitMultiplier));
    const result = await hitRateLimit(db, { key: rateLimitKey(rule, subject), limit, windowMs });
    if (!result.allowed) throw tooManyRequests(result.retryAfterSec, windowMs > MINUTE ? MSG.tooManyLater : MSG.tooManyAttempts);
  }
}

/** The counter's key for a rule and subject (tests set counters through it). */
export function rateLimitKey(rule: RateLimitRuleName, subject: string): string {
  return `auth:${rule}:${digest(subject)}`;
}

/** Counters are keyed by a digest, so the table holds no e-mail addresses or IPs in clear. */
function digest(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 32);
}
