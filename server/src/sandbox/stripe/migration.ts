import type { Kysely } from 'kysely';

/** The Stripe sandbox's object store (tables.ts). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_stripe_objects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('customer', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_stripe_objects_customer_idx').on('sandbox_stripe_objects').columns(['customer', 'type', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_stripe_objects').execute();
}
