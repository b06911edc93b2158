import type { Db } from './db';

export interface RateLimitRule {
  /** What is being limited, e.g. `login:ip:1.2.3.4` or `signup:email:a@b.co`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** Epoch milliseconds; tests pass it to move between windows. */
  now?: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSec: number;
  /** Hits left in this window after this one. */
  remaining: number;
}

/**
 * Counts one hit against a fixed window and says whether it is within the limit. The counter lives in the
 * database and is bumped by a single INSERT ... ON CONFLICT DO UPDATE ... RETURNING, so concurrent hits from
 * several API processes on PostgreSQL each see a distinct count and exactly `limit` of them are allowed.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = rule.now ?? Date.now();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const { count } = await db
    .insertInto('rate_limits')
    .values({ key: rule.key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();

  const allowed = count <= rule.limit;
  return {
    allowed,
    retryAfterSec: allowed ? 0 : Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
    remaining: Math.max(0, rule.limit - count),
  };
}

/** Deletes windows that started before `before` (epoch ms); the worker calls it now and then. */
export async function pruneRateLimits(db: Db, { before }: { before: number }): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
