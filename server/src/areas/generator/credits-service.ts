import { randomUUID } from 'node:crypto';
import { planFor } from 'shared/constants';
import type { Usage } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { getMemberPlan, getMemberTier } from '../auth/index';
import * as repo from './repository';
import { releaseCredit, reserveCredit } from './writes';

/**
 * AI credits (DECISIONS.md): a monthly allowance per tier, counted per calendar month in UTC, one credit per
 * delivered reply. A credit is held before the model is called and spent only when the reply is delivered;
 * a failed or abandoned reply gives it back. The hold is a conditional UPDATE, so concurrent requests can
 * never spend more than the allowance.
 */

/** A hold older than this belongs to a request that died without giving it back (longest LLM call is 10 min). */
export const STALE_HOLD_MS = 15 * 60 * 1000;

/** 'YYYY-MM' of a UTC instant. */
export function creditPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The first instant of the month and of the next one (UTC), as ISO strings. */
export function periodBounds(now: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

/** The monthly allowance of a tier (-1 = unlimited), from the one plan catalogue; unknown tiers get free's. */
export function creditLimitFor(tier: string | null | undefined): number {
  return planFor(tier).limits.ai_credits;
}

export function limitExceededMessage(limit: number): string {
  return `Monthly limit exceeded. You have used all ${limit} AI credits for this month. Upgrade your plan for more.`;
}

export interface CreditHold {
  id: string;
  userId: string;
  period: string;
}

/**
 * Holds one credit for a reply about to be written; 403 'Monthly limit exceeded ...' when none is left.
 * `tier`: the member's, when the caller has already read it. Holds left by a request that died only matter
 * when they stand in the way, so they are given back here only then (and by the `generator.release-stale-holds`
 * job), which keeps a reply's hold to one statement on PostgreSQL.
 */
export async function holdCredit({ db, userId, tier, now = new Date() }: { db: Db; userId: string; tier?: string; now?: Date }): Promise<CreditHold> {
  const period = creditPeriod(now);
  const limit = creditLimitFor(tier ?? (await getMemberTier({ db, userId })));
  const hold = { id: randomUUID(), userId, period };
  const at = now.toISOString();
  let ok = await reserveCredit(db, { ...hold, limit, now: at });
  if (!ok && limit > 0 && (await releaseStaleHolds({ db, userId, now })) > 0) ok = await reserveCredit(db, { ...hold, limit, now: at });
  if (!ok) throw new AppError(403, limitExceededMessage(limit));
  return hold;
}

/** Gives back the holds of requests that died mid-reply (older than STALE_HOLD_MS): one member's, or all. */
export async function releaseStaleHolds({ db, userId, now = new Date() }: { db: Db; userId?: string; now?: Date }): Promise<number> {
  const stale = await repo.listStaleReservations(db, { userId, before: new Date(now.getTime() - STALE_HOLD_MS).toISOString() });
  for (const id of stale) await releaseCredit(db, { id, now: now.toISOString() });
  return stale.length;
}

/** Gives a held credit back. Never throws: a failure here must not hide the original error. */
export async function releaseHold({ db, hold, now = new Date() }: { db: Db; hold: CreditHold; now?: Date }): Promise<void> {
  await releaseCredit(db, { id: hold.id, now: now.toISOString() }).catch(() => undefined);
}

/** Every field of GET /api/user/usage for the current month. */
export async function getUsage({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<Usage> {
  const { tier, status } = await getMemberPlan({ db, userId, recent: true });
  const limit = creditLimitFor(tier);
  const { used, reserved, ...stats } = await repo.usageCounts(db, { userId, period: creditPeriod(now) });
  const remaining = limit < 0 ? -1 : Math.max(0, limit - used);
  const { start, end } = periodBounds(now);
  return {
    ai_credits_used: used,
    ai_credits_limit: limit,
    remaining_credits: remaining,
    can_generate: limit < 0 || used + reserved < limit,
    posts_generated: stats.posts,
    templates_accessed: stats.templates,
    subscription_tier: tier,
    subscription_status: status,
    period_start: start,
    period_end: end,
  };
}
