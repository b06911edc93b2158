import type { Kysely } from 'kysely';

/**
 * A member's one open checkout (paid or trial), claimed by a row under their id (primary key) before the Checkout
 * Session exists: of simultaneous requests one holds the claim, so a member never has two checkouts to complete and
 * never pays for two subscriptions. The row names the checkout it was claimed for; another checkout takes it over
 * only once that one can no longer be completed (expired at Stripe, or completed into a subscription that ended).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_checkout_claims')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('checkout_session_id', 'text')
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_checkout_claims').execute();
}
