import type { Kysely } from 'kysely';

/**
 * The replies of sends that carried an `Idempotency-Key` header: the same key from the same member within a day
 * answers the recorded reply again instead of writing (and charging) a second one. Written in the transaction that
 * records the reply; keys older than a day are forgotten by the `generator.release-stale-holds` job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_request_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_request_keys_pk', ['user_id', 'request_key'])
    .execute();
  await db.schema.createIndex('chat_request_keys_created_idx').on('chat_request_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_request_keys').execute();
}
