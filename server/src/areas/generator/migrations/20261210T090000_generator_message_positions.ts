import type { Kysely } from 'kysely';

/**
 * A message's position is unique within its chat: (session_id, position) becomes a unique index (it replaces the
 * plain index on the same columns, which served the same reads). Before it, two continues of one chat recorded at
 * once by two API processes could both take the next position, and the chat was then ordered by time, silently.
 * Chats that already have such twins are renumbered first: their replies (a request and its answer share their
 * `created_at`) by their first position, then time, each reply's messages in their own order, so a request stays
 * before its answer and nothing is dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await renumberCollidingPositions(db);
  await db.schema.dropIndex('chat_messages_session_idx').execute();
  await db.schema.createIndex('chat_messages_session_position_key').on('chat_messages').columns(['session_id', 'position']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chat_messages_session_position_key').execute();
  await db.schema.createIndex('chat_messages_session_idx').on('chat_messages').columns(['session_id', 'position']).execute();
}

/** Renumbers 1, 2, … the messages of every chat where two share a position; returns how many chats it renumbered. */
export async function renumberCollidingPositions(db: Kysely<any>): Promise<number> {
  const twins: { session_id: string }[] = await db
    .selectFrom('chat_messages')
    .select('session_id')
    .groupBy(['session_id', 'position'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const sessions = [...new Set(twins.map((r) => r.session_id))].sort();
  for (const sessionId of sessions) {
    const rows: { id: string; position: number | string; created_at: string }[] = await db
      .selectFrom('chat_messages')
      .select(['id', 'position', 'created_at'])
      .where('session_id', '=', sessionId)
      .execute();
    const replies = new Map<string, { first: number; at: string; rows: { id: string; position: number }[] }>();
    for (const row of rows) {
      const position = Number(row.position);
      const reply = replies.get(row.created_at) ?? { first: position, at: row.created_at, rows: [] };
      reply.first = Math.min(reply.first, position);
      reply.rows.push({ id: row.id, position });
      replies.set(row.created_at, reply);
    }
    const ordered = [...replies.values()]
      .sort((a, b) => a.first - b.first || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
      .flatMap((reply) => reply.rows.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1)));
    for (const [i, row] of ordered.entries()) {
      if (row.position !== i + 1) await db.updateTable('chat_messages').set({ position: i + 1 }).where('id', '=', row.id).execute();
    }
  }
  return sessions.length;
}
