import type { Kysely } from 'kysely';

/**
 * The member's one free trial, claimed by a row under their id (primary key) before any trial checkout exists:
 * two simultaneous 'Start Free Trial' requests cannot both insert it, so a member never has two trial checkouts
 * to complete. The row names the checkout it was claimed for; only when that checkout has expired unpaid may the
 * claim be taken over (a conditional update) for a new one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_trial_claims')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('checkout_session_id', 'text')
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_trial_claims').execute();
}
