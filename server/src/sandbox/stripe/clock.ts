import type { Db } from '../../platform/db';
import { advanceToPeriodEnd } from './account';
import { type StripeObject, emitEvent, getObjectForUpdate, listObjects, nowSeconds, putObject, readClock, sandboxNow } from './store';

/**
 * The sandbox's test clock (Stripe's test clocks, one for the whole sandbox account). Its time is real time plus an
 * offset, so it keeps running; `advance` moves it forward. Whenever its time passes a subscription's period end (a
 * trial's end included) the sandbox does what Stripe does then (account.ts advanceToPeriodEnd: the first invoice
 * after a trial, a renewal, a cancellation at period end, a declined card → past_due), with the events and signed
 * webhooks Stripe sends; open Checkout Sessions past `expires_at` expire. `processDue` runs after each advance and,
 * for time that simply passes, every minute from the `billing.sandbox-stripe-clock` job (jobs.ts).
 */

/** Periods one subscription may be moved through in one pass (a clock moved years ahead stops there; the next pass goes on). */
const MAX_PERIODS_PER_PASS = 36;

const RUNNING = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/** Moves the clock to `frozenTime` (unix seconds; only forward) and processes what fell due. */
export async function advanceClock(db: Db, frozenTime: number): Promise<StripeObject> {
  const clock = await readClock(db);
  if (!Number.isInteger(frozenTime) || frozenTime <= clock.frozen_time) {
    throw new RangeError(`The clock can only be advanced: frozen_time must be after its current time (${clock.frozen_time}).`);
  }
  await putObject(db, { ...clock, _offset: frozenTime - nowSeconds() }, null);
  await processDue(db);
  return readClock(db);
}

/** A subscription's period end has passed on the clock. */
const isDue = (sub: StripeObject, now: number) => RUNNING.has(sub.status) && Number(sub.items?.data?.[0]?.current_period_end ?? Infinity) <= now;

/**
 * Everything the clock's time has passed: each due subscription moved through its period ends, one transaction per
 * subscription (locked on PostgreSQL, so the clock job and an advance never both renew it), and expired checkouts.
 * Returns how many subscriptions moved.
 */
export async function processDue(db: Db): Promise<number> {
  const now = await sandboxNow(db);
  let moved = 0;
  for (const candidate of await listObjects(db, { type: 'subscription', limit: 100_000 })) {
    if (!isDue(candidate, now)) continue;
    await db.transaction().execute(async (trx) => {
      const tdb = trx as unknown as Db;
      let sub = await getObjectForUpdate(tdb, candidate.id, 'subscription');
      for (let i = 0; sub && isDue(sub, now) && i < MAX_PERIODS_PER_PASS; i++) {
        sub = await advanceToPeriodEnd(tdb, sub);
      }
    });
    moved++;
  }
  for (const session of await listObjects(db, { type: 'checkout.session', limit: 100_000 })) {
    if (session.status !== 'open' || session.expires_at > now) continue;
    await db.transaction().execute(async (trx) => {
      const locked = await getObjectForUpdate(trx as unknown as Db, session.id, 'checkout.session');
      if (locked) await expireIfDue(trx as unknown as Db, locked, now);
    });
  }
  return moved;
}

/** Marks an open Checkout Session expired once the clock passed its `expires_at` (the caller's transaction). */
export async function expireIfDue(db: Db, session: StripeObject, now?: number): Promise<StripeObject> {
  if (session.status !== 'open' || session.expires_at > (now ?? (await sandboxNow(db)))) return session;
  return expireSession(db, session);
}

/** Expires an open Checkout Session now (POST /v1/checkout/sessions/:id/expire): it can no longer be completed. */
export async function expireSession(db: Db, session: StripeObject): Promise<StripeObject> {
  if (session.status !== 'open') return session;
  session.status = 'expired';
  await putObject(db, session);
  await emitEvent(db, 'checkout.session.expired', session);
  return session;
}
