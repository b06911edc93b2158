import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db';
import { dialectOf, keptStatement } from '../../platform/db';
import type { BillingCustomersTable, BillingSubscriptionsTable, BillingTables } from './tables';

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

const CUSTOMER_COLUMNS = ['user_id', 'stripe_customer_id', 'trial_used_at', 'created_at'] as const satisfies readonly (keyof CustomerRow)[];
const SUBSCRIPTION_COLUMNS = [
  'user_id', 'stripe_subscription_id', 'stripe_customer_id', 'tier', 'status', 'price_id', 'current_period_end', 'cancel_at_period_end', 'trial_end', 'updated_at',
] as const satisfies readonly (keyof SubscriptionRow)[];

/**
 * The member's customer and subscription in one round trip (GET /api/user/subscription is read on every billing
 * screen): one row of two left joins, either side empty when the member has none.
 */
const accountStatement = keptStatement((db, userId: string) =>
  db
    .selectFrom(db.selectNoFrom(sql<number>`1`.as('one')).as('one'))
    .leftJoin('billing_customers as c', (join) => join.on('c.user_id', '=', userId))
    .leftJoin('billing_subscriptions as s', (join) => join.on('s.user_id', '=', userId))
    .select([...CUSTOMER_COLUMNS.map((c) => `c.${c} as c_${c}` as const), ...SUBSCRIPTION_COLUMNS.map((c) => `s.${c} as s_${c}` as const)]),
);

export async function findAccount(db: Db, userId: string): Promise<{ customer: CustomerRow | undefined; subscription: SubscriptionRow | undefined }> {
  // One row always: the left joins hang off a one-row select.
  const row = (await accountStatement(db, userId))[0]!;
  const side = <T>(prefix: string, columns: readonly string[]): T | undefined => {
    const r = row as Record<string, unknown>;
    return r[`${prefix}user_id`] == null ? undefined : (Object.fromEntries(columns.map((c) => [c, r[`${prefix}${c}`]])) as T);
  };
  return { customer: side<CustomerRow>('c_', CUSTOMER_COLUMNS), subscription: side<SubscriptionRow>('s_', SUBSCRIPTION_COLUMNS) };
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

/**
 * The member's claims, one row per member in each table: `billing_trial_claims` (their one trial) and
 * `billing_checkout_claims` (their one open checkout, with the tier and trial it is for). A claim is inserted before
 * its Checkout Session exists (the primary key decides between racing requests), records the session once made, is
 * given back when it could not be made, and is taken over by a conditional update when it is over.
 */
export type ClaimTable = 'billing_trial_claims' | 'billing_checkout_claims';
/** What every claim holds: whose it is, when it was taken, the checkout it was made for (null while being made). */
type ClaimKey = { user_id: string; checkout_session_id: string | null; claimed_at: string };
export type ClaimRow<T extends ClaimTable> = Selectable<BillingTables[T]> & ClaimKey;
/** A claim's own columns beyond the key (the checkout claim's tier and trial flag). */
export type ClaimExtra<T extends ClaimTable> = Omit<Selectable<BillingTables[T]>, keyof ClaimKey>;

// Both tables share the key's columns: statements on those are written once, against one of the two names.
const asTable = (table: ClaimTable) => table as 'billing_trial_claims';

export function findClaim<T extends ClaimTable>(db: Db, table: T, userId: string): Promise<ClaimRow<T> | undefined> {
  return db.selectFrom(asTable(table)).selectAll().where('user_id', '=', userId).executeTakeFirst() as Promise<ClaimRow<T> | undefined>;
}

/** Claims for the member; false when they hold a claim already. */
export async function insertClaim<T extends ClaimTable>(db: Db, table: T, userId: string, at: string, extra: ClaimExtra<T>): Promise<boolean> {
  const result = await db
    .insertInto(asTable(table))
    .values({ ...extra, user_id: userId, checkout_session_id: null, claimed_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes over a claim exactly as it was read (same checkout, same claim time) for a new checkout: of two requests that
 * read the same finished claim, one updates it and the other finds nothing to update.
 */
export async function takeOverClaim<T extends ClaimTable>(db: Db, table: T, held: ClaimKey, at: string, extra: ClaimExtra<T>): Promise<boolean> {
  let q = db
    .updateTable(asTable(table))
    .set({ ...extra, checkout_session_id: null, claimed_at: at })
    .where('user_id', '=', held.user_id)
    .where('claimed_at', '=', held.claimed_at);
  q = held.checkout_session_id === null ? q.where('checkout_session_id', 'is', null) : q.where('checkout_session_id', '=', held.checkout_session_id);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the checkout a claim was made for (only the claim this request holds). */
export async function setClaimSession(db: Db, table: ClaimTable, userId: string, claimedAt: string, sessionId: string): Promise<void> {
  await db
    .updateTable(asTable(table))
    .set({ checkout_session_id: sessionId })
    .where('user_id', '=', userId)
    .where('claimed_at', '=', claimedAt)
    .where('checkout_session_id', 'is', null)
    .execute();
}

/** Gives a claim back when its checkout could not be made, so the member can try again. */
export async function releaseClaim(db: Db, table: ClaimTable, userId: string, claimedAt: string): Promise<void> {
  await db.deleteFrom(asTable(table)).where('user_id', '=', userId).where('claimed_at', '=', claimedAt).where('checkout_session_id', 'is', null).execute();
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
