import { type Kysely, sql } from 'kysely';

/**
 * Generator: chat sessions and their messages, the content history of delivered replies, and AI credits
 * (a counter per member and month plus the reservations of replies being written). Every table cascades from
 * users, so deleting a member deletes their chats, history and credits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_name', 'text')
    .addColumn('template_text', 'text')
    .addColumn('viral_context', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_sessions_user_id_idx').on('chat_sessions').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_session_idx').on('chat_messages').columns(['session_id', 'position']).execute();
  await db.schema.createIndex('chat_messages_user_id_idx').on('chat_messages').column('user_id').execute();

  await db.schema
    .createTable('content_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.references('chat_sessions.id').onDelete('set null'))
    .addColumn('template_name', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('additional_context', 'text')
    .addColumn('model', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_history_user_created_idx').on('content_history').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('credit_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_usage_pk', ['user_id', 'period'])
    .addCheckConstraint('credit_usage_non_negative', sql`used >= 0 and reserved >= 0`)
    .execute();

  await db.schema
    .createTable('credit_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_reservations_user_idx').on('credit_reservations').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['credit_reservations', 'credit_usage', 'content_history', 'chat_messages', 'chat_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
