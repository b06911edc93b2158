import type { Kysely } from 'kysely';

/**
 * Billing: the member's Stripe customer, their subscription as Stripe last described it, and the webhook events
 * already handled. Member rows cascade from users; handled event ids are kept (they hold no member data).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('trial_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_subscription_id', 'text', (c) => c.notNull())
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_end', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_subscriptions_stripe_idx').on('billing_subscriptions').column('stripe_subscription_id').execute();
  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_webhook_events').execute();
  await db.schema.dropTable('billing_subscriptions').execute();
  await db.schema.dropTable('billing_customers').execute();
}
