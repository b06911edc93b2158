import { pruneExpiredAuthData } from '../areas/auth/prune';
import type { Db } from '../platform/db';
import { pruneRateLimits } from '../platform/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingResult {
  rateLimitWindows: number;
  sessions: number;
  tokens: number;
  states: number;
}

/**
 * One pass of housekeeping: forget rate-limit windows older than a day and expired sessions, single-use tokens
 * and OAuth states. Safe to run from several processes at once (plain deletes of expired rows).
 */
export async function runHousekeeping(db: Db, now: number = Date.now()): Promise<HousekeepingResult> {
  const rateLimitWindows = await pruneRateLimits(db, { before: now - DAY_MS });
  const auth = await pruneExpiredAuthData(db);
  return { rateLimitWindows, ...auth };
}
