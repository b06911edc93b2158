import type { Kysely } from 'kysely';

/**
 * A send's `Idempotency-Key` now also records what it was sent with, and is taken before the model is called:
 * - `request_hash`: SHA-256 of the route and the canonical JSON body (`request-keys.ts#requestHashOf`); the same key
 *   with another request answers 422 instead of the other request's reply. Null for the keys recorded before this
 *   migration (they answer their reply again, as they did).
 * - A key taken by a send still being written has `response = ''` and `session_id = ''` (the columns stay NOT NULL,
 *   which SQLite could not change without rebuilding the table): a second send with it then answers 409.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_request_keys').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_request_keys').dropColumn('request_hash').execute();
}
