import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { type Db, keptStatement } from '../../platform/db';
import type { ScheduledPostsTable } from './tables';

/** Every statement of the scheduler area. */

export type ScheduledPostRow = Selectable<ScheduledPostsTable>;
type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** How many published posts the Scheduler screen lists: the most recent (the library and the export keep them all). */
export const RECENT_PUBLISHED = 50;

/**
 * The member's posts for the Scheduler screen, by time: every one still waiting, publishing or failed (each needs the
 * member or the worker), and the RECENT_PUBLISHED most recently published, so a long history does not make the screen's
 * list (polled while a post is due) grow without end; each row also carries how many the member has published in all
 * (`published_total`, what 'Published Posts (n)' counts). One statement.
 */
export const listPostsOf: (db: Db, userId: string) => Promise<(ScheduledPostRow & { published_total: number | string | bigint | null })[]> = keptStatement((db, userId: string) =>
  db
    .selectFrom('scheduled_posts')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('scheduled_posts as counted')
        .select((c) => c.fn.countAll().as('n'))
        .where('counted.user_id', '=', userId)
        .where('counted.status', '=', 'published')
        .as('published_total'),
    )
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'published'),
        eb(
          'id',
          'in',
          eb
            .selectFrom('scheduled_posts as recent')
            .select('recent.id')
            .where('recent.user_id', '=', userId)
            .where('recent.status', '=', 'published')
            .orderBy('recent.published_at', 'desc')
            .orderBy('recent.id', 'desc')
            .limit(RECENT_PUBLISHED),
        ),
      ]),
    )
    .orderBy('scheduled_at')
    .orderBy('id'),
);

/** Every post of the member, by time: the data export keeps them all (the screen's list stops at RECENT_PUBLISHED). */
export function allPostsOf(db: Executor, userId: string): Promise<ScheduledPostRow[]> {
  return db.selectFrom('scheduled_posts').selectAll().where('user_id', '=', userId).orderBy('scheduled_at').orderBy('id').execute();
}

/**
 * How many of the member's posts are waiting: scheduled, publishing or failed (all of them the Scheduler lists). Inside
 * the scheduling transaction, after the member's row was taken, so two requests never both take the last place.
 */
export async function countWaitingOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('scheduled_posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('status', '!=', 'published')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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

/**
 * The atomic claim of many due posts at once: each becomes `publishing` only if it is still `scheduled` for the time
 * its job was made for, in one statement (so two workers never both get a post). Returns the rows claimed.
 */
export function claimForPublishing(db: Executor, items: { postId: string; scheduledAt: string }[], now: string): Promise<ScheduledPostRow[]> {
  if (items.length === 0) return Promise.resolve([]);
  return db
    .updateTable('scheduled_posts')
    .set({ status: 'publishing', updated_at: now })
    .where('status', '=', 'scheduled')
    .where('id', 'in', items.map((i) => i.postId))
    .where((eb) => eb.or(items.map((i) => eb.and([eb('id', '=', i.postId), eb('scheduled_at', '=', i.scheduledAt)]))))
    .returningAll()
    .execute();
}

/** Many posts LinkedIn accepted, recorded in one statement (each only while still `publishing`). Returns the rows changed. */
export function markPublishedMany(db: Executor, items: { id: string; urn: string; url: string }[], publishedAt: string): Promise<ScheduledPostRow[]> {
  if (items.length === 0) return Promise.resolve([]);
  const byId = (pick: (i: (typeof items)[number]) => string) => sql<string>`case id ${sql.join(items.map((i) => sql`when ${i.id} then ${pick(i)}`), sql` `)} end`;
  return db
    .updateTable('scheduled_posts')
    .set({
      status: 'published',
      linkedin_urn: byId((i) => i.urn),
      linkedin_url: byId((i) => i.url),
      error: null,
      rate_limited_since: null,
      published_at: publishedAt,
      updated_at: publishedAt,
    })
    .where('status', '=', 'publishing')
    .where('id', 'in', items.map((i) => i.id))
    .returningAll()
    .execute();
}

/** Deletes the member's post unless it is being published right now; returns what was deleted. */
export function deletePostUnlessPublishing(db: Executor, userId: string, id: string): Promise<ScheduledPostRow | undefined> {
  return db.deleteFrom('scheduled_posts').where('id', '=', id).where('user_id', '=', userId).where('status', '!=', 'publishing').returningAll().executeTakeFirst();
}

/** Forgets a deleted library post: the member's scheduled posts that name it no longer do. */
export async function unlinkLibraryPost(db: Executor, userId: string, libraryPostId: string): Promise<void> {
  await db.updateTable('scheduled_posts').set({ library_post_id: null }).where('user_id', '=', userId).where('library_post_id', '=', libraryPostId).execute();
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
