import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db';
import type { ScheduledPostsTable } from './tables';

/** Every statement of the scheduler area. */

export type ScheduledPostRow = Selectable<ScheduledPostsTable>;
type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export function listPostsOf(db: Db, userId: string): Promise<ScheduledPostRow[]> {
  return db.selectFrom('scheduled_posts').selectAll().where('user_id', '=', userId).orderBy('scheduled_at').orderBy('id').execute();
}

/** The member's post, or undefined (another member's id reads as not found). */
export function findPostOf(db: Executor, userId: string, id: string): Promise<ScheduledPostRow | undefined> {
  return db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findPost(db: Executor, id: string): Promise<ScheduledPostRow | undefined> {
  return db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPost(db: Executor, row: Insertable<ScheduledPostsTable>): Promise<void> {
  await db.insertInto('scheduled_posts').values(row).execute();
}

/** Changes the post only while it has one of `statuses`; returns the row after, or undefined when it did not. */
export function updatePostIf(
  db: Executor,
  { id, userId, statuses, scheduledAt }: { id: string; userId?: string; statuses: ScheduledPostsTable['status'][]; scheduledAt?: string },
  changes: Updateable<ScheduledPostsTable>,
): Promise<ScheduledPostRow | undefined> {
  let query = db.updateTable('scheduled_posts').set(changes).where('id', '=', id).where('status', 'in', statuses);
  if (userId) query = query.where('user_id', '=', userId);
  if (scheduledAt) query = query.where('scheduled_at', '=', scheduledAt);
  return query.returningAll().executeTakeFirst();
}

/** Deletes the member's post unless it is being published right now; returns what was deleted. */
export function deletePostUnlessPublishing(db: Executor, userId: string, id: string): Promise<ScheduledPostRow | undefined> {
  return db.deleteFrom('scheduled_posts').where('id', '=', id).where('user_id', '=', userId).where('status', '!=', 'publishing').returningAll().executeTakeFirst();
}

/** Members who have posts still to publish (for the token-expiry reminder). */
export async function membersWithScheduledPosts(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('scheduled_posts').select('user_id').distinct().where('status', '=', 'scheduled').execute();
  return rows.map((r) => r.user_id);
}

/** Records a reminder; false when it had already been sent. */
export async function recordReminder(db: Db, row: { user_id: string; kind: string; key: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('scheduler_reminders')
    .values({ ...row, sent_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
