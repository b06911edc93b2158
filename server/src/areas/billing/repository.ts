import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import { dialectOf } from '../../platform/db';
import type { BillingCheckoutClaimsTable, BillingCustomersTable, BillingSubscriptionsTable, BillingTrialClaimsTable } from './tables';

/** Every statement of the billing area. Pass a transaction as `db` to join it. */

export type CustomerRow = Selectable<BillingCustomersTable>;
export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;

export function findCustomer(db: Db, userId: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('billing_customers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findCustomerByStripeId(db: Db, stripeCustomerId: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('billing_customers').selectAll().where('stripe_customer_id', '=', stripeCustomerId).executeTakeFirst();
}

/** Stores the member's customer unless they already have one; returns the one that is stored. */
export async function insertCustomer(db: Db, row: Insertable<BillingCustomersTable>): Promise<CustomerRow> {
  await db.insertInto('billing_customers').values(row).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return db.selectFrom('billing_customers').selectAll().where('user_id', '=', row.user_id).executeTakeFirstOrThrow();
}

export async function markTrialUsed(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('billing_customers').set({ trial_used_at: at }).where('user_id', '=', userId).where('trial_used_at', 'is', null).execute();
}

export function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('billing_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertSubscription(db: Db, row: SubscriptionRow): Promise<void> {
  const { user_id: _u, ...changes } = row;
  await db.insertInto('billing_subscriptions').values(row).onConflict((oc) => oc.column('user_id').doUpdateSet(changes)).execute();
}

/** Records a webhook event id; false when it was already recorded (a redelivery). */
export async function recordWebhookEvent(db: Db, event: { id: string; type: string }, at: string): Promise<boolean> {
  const result = await db
    .insertInto('billing_webhook_events')
    .values({ event_id: event.id, type: event.type, received_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type TrialClaimRow = Selectable<BillingTrialClaimsTable>;

export function findTrialClaim(db: Db, userId: string): Promise<TrialClaimRow | undefined> {
  return db.selectFrom('billing_trial_claims').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Claims the member's trial; false when it is already claimed (the primary key decides between racing requests). */
export async function insertTrialClaim(db: Db, userId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('billing_trial_claims')
    .values({ user_id: userId, checkout_session_id: null, claimed_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes over a claim exactly as it was read (same checkout, same claim time), for a new checkout: of two requests that
 * read the same expired claim, one updates it and the other finds nothing to update.
 */
export async function takeOverTrialClaim(db: Db, claim: TrialClaimRow, at: string): Promise<boolean> {
  let q = db.updateTable('billing_trial_claims').set({ checkout_session_id: null, claimed_at: at }).where('user_id', '=', claim.user_id).where('claimed_at', '=', claim.claimed_at);
  q = claim.checkout_session_id === null ? q.where('checkout_session_id', 'is', null) : q.where('checkout_session_id', '=', claim.checkout_session_id);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the checkout a claim was made for (only the claim this request holds). */
export async function setTrialClaimSession(db: Db, userId: string, claimedAt: string, sessionId: string): Promise<void> {
  await db
    .updateTable('billing_trial_claims')
    .set({ checkout_session_id: sessionId })
    .where('user_id', '=', userId)
    .where('claimed_at', '=', claimedAt)
    .where('checkout_session_id', 'is', null)
    .execute();
}

/** Gives a claim back when its checkout could not be made, so the member can try again. */
export async function releaseTrialClaim(db: Db, userId: string, claimedAt: string): Promise<void> {
  await db.deleteFrom('billing_trial_claims').where('user_id', '=', userId).where('claimed_at', '=', claimedAt).where('checkout_session_id', 'is', null).execute();
}

export type CheckoutClaimRow = Selectable<BillingCheckoutClaimsTable>;

export function findCheckoutClaim(db: Db, userId: string): Promise<CheckoutClaimRow | undefined> {
  return db.selectFrom('billing_checkout_claims').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Claims the member's one open checkout; false when it is already claimed (the primary key decides between racers). */
export async function insertCheckoutClaim(db: Db, claim: { userId: string; tier: string; trial: boolean; at: string }): Promise<boolean> {
  const result = await db
    .insertInto('billing_checkout_claims')
    .values({ user_id: claim.userId, checkout_session_id: null, tier: claim.tier, trial: claim.trial ? 1 : 0, claimed_at: claim.at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes over a claim exactly as it was read (same checkout, same claim time) for a new checkout: of two requests that
 * read the same finished claim, one updates it and the other finds nothing to update.
 */
export async function takeOverCheckoutClaim(db: Db, held: CheckoutClaimRow, claim: { tier: string; trial: boolean; at: string }): Promise<boolean> {
  let q = db
    .updateTable('billing_checkout_claims')
    .set({ checkout_session_id: null, tier: claim.tier, trial: claim.trial ? 1 : 0, claimed_at: claim.at })
    .where('user_id', '=', held.user_id)
    .where('claimed_at', '=', held.claimed_at);
  q = held.checkout_session_id === null ? q.where('checkout_session_id', 'is', null) : q.where('checkout_session_id', '=', held.checkout_session_id);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the checkout a claim was made for (only the claim this request holds). */
export async function setCheckoutClaimSession(db: Db, userId: string, claimedAt: string, sessionId: string): Promise<void> {
  await db
    .updateTable('billing_checkout_claims')
    .set({ checkout_session_id: sessionId })
    .where('user_id', '=', userId)
    .where('claimed_at', '=', claimedAt)
    .where('checkout_session_id', 'is', null)
    .execute();
}

/** Gives a claim back when its checkout could not be made. */
export async function releaseCheckoutClaim(db: Db, userId: string, claimedAt: string): Promise<void> {
  await db.deleteFrom('billing_checkout_claims').where('user_id', '=', userId).where('claimed_at', '=', claimedAt).where('checkout_session_id', 'is', null).execute();
}

/**
 * Inside a transaction: locks the member's customer row (PostgreSQL), so two webhook deliveries about that member's
 * subscriptions are decided one after the other. SQLite runs one write transaction at a time already.
 */
export async function lockCustomer(db: Db, userId: string): Promise<void> {
  let q = db.selectFrom('billing_customers').select('user_id').where('user_id', '=', userId);
  if (dialectOf(db) === 'postgres') q = q.forUpdate();
  await q.executeTakeFirst();
}
