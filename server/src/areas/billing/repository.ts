import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { BillingCustomersTable, BillingSubscriptionsTable } from './tables';

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
