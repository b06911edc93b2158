import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { OutboxTable } from './tables';

export type OutboxRow = Selectable<OutboxTable>;

export async function insertOutboxMessage(
  db: Db,
  message: { to: string; subject: string; text: string; html: string | null; links: string[] },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: sortableId(),
      to_address: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: JSON.stringify(message.links),
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Newest first; all recipients when `to` is omitted. */
export function listOutboxMessages(db: Db, { to, limit = 50 }: { to?: string; limit?: number }): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (to) query = query.where('to_address', '=', to.toLowerCase());
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

let counter = 0;

/** Ids that sort in insertion order within a process, so two mails of the same millisecond keep their order. */
function sortableId(): string {
  counter = (counter + 1) % 0xffffff;
  return `${Date.now().toString(16).padStart(12, '0')}-${counter.toString(16).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
}
