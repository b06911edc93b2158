import { type Kysely, type Selectable, type Transaction, type Updateable, sql } from 'kysely';
import type { ContentType, PostSort, PostStatus } from 'shared/contracts';
import { type Database, dialectOf, keptStatementByShape, lowerText } from '../../platform/db';
import type { LibraryPostsTable } from './tables';

/** The only library code that touches Kysely. Functions take a Db or a transaction of it. */
type Executor = Kysely<Database> | Transaction<Database>;

export type LibraryPostRow = Selectable<LibraryPostsTable>;

/** Where a page starts: the sort value and id of the last post of the previous page. */
export interface PostsCursor {
  value: string;
  id: string;
}

export async function insertPost(db: Executor, row: LibraryPostRow): Promise<void> {
  await db.insertInto('library_posts').values(row).execute();
}

/** The member's post, or undefined when it does not exist or belongs to someone else. */
export function findPost(db: Executor, { id, userId }: { id: string; userId: string }) {
  return db.selectFrom('library_posts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The member's most recent post with exactly this content from one of these sources, or undefined. */
export function findPostByContent(db: Executor, { userId, sources, content }: { userId: string; sources: readonly LibraryPostRow['source'][]; content: string }) {
  return db
    .selectFrom('library_posts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', 'in', sources)
    .where('content', '=', content)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Inside a transaction: makes the member's copy-saves take turns until it ends, so two saves of one text sent
 * together (a double-click, two tabs) cannot both find no copy and both add one. PostgreSQL: a transaction-scoped
 * advisory lock on the member; SQLite runs one transaction at a time already.
 */
export async function lockMemberCopies(trx: Transaction<Database>, userId: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`library.copy:${userId}`}))`.execute(trx);
}

/** Updates the member's post; false when it is not theirs or does not exist. */
export async function updatePost(
  db: Executor,
  { id, userId, set }: { id: string; userId: string; set: Updateable<LibraryPostsTable> },
): Promise<boolean> {
  const result = await db.updateTable('library_posts').set(set).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the post scheduled by this scheduled post unless it is published or another scheduled post holds it, in one
 * statement (a compare-and-set): of two schedules at once, the second finds the first's and changes nothing.
 */
export async function markScheduledIfFree(
  db: Executor,
  { id, userId, scheduledPostId, set }: { id: string; userId: string; scheduledPostId: string; set: Updateable<LibraryPostsTable> },
): Promise<boolean> {
  const result = await db
    .updateTable('library_posts')
    .set(set)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '!=', 'published')
    .where((eb) => eb.or([eb('status', '!=', 'scheduled'), eb('scheduled_post_id', 'is', null), eb('scheduled_post_id', '=', scheduledPostId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePost(db: Executor, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  const result = await db.deleteFrom('library_posts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a search, lower-cased (at most 8: a longer text narrows no further in practice). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

const SORT_COLUMN = { created: 'created_at', updated: 'updated_at', title: 'title_sort' } as const;

/** The value a post sorts by, which the next page's cursor carries. */
export function sortValue(row: LibraryPostRow, sort: PostSort): string {
  return row[SORT_COLUMN[sort]];
}

/**
 * One page of the member's posts (keyset pagination: the sort column then id, so no post is repeated or skipped
 * between pages), plus how many match the filters, in one statement whatever the page holds: a one-row select of the
 * count (an uncorrelated subquery, evaluated once) left-joined to the page. Dates sort newest first, titles A-Z.
 * Compiled once per shape (the sort, which filters, how many words, whether a cursor).
 */
export async function listPosts(
  db: Executor,
  {
    userId,
    status,
    contentType,
    q,
    sort,
    after,
    limit,
  }: { userId: string; status?: PostStatus; contentType?: ContentType; q?: string; sort: PostSort; after?: PostsCursor; limit: number },
): Promise<{ rows: LibraryPostRow[]; total: number }> {
  // Every word, in any order, in the title or the content.
  const patterns = searchWords(q).map((word) => `%${escapeLike(word)}%`);
  const found = await postsPageStatement(db, sort, userId, status, contentType, patterns, after?.value, after?.id, limit);
  return {
    rows: found.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as LibraryPostRow),
    total: Number(found[0]?.total ?? 0),
  };
}

const postsPageStatement = keptStatementByShape(
  (
    db,
    sort: PostSort,
    userId: string,
    status: PostStatus | undefined,
    contentType: ContentType | undefined,
    patterns: string[],
    afterValue: string | undefined,
    afterId: string | undefined,
    limit: number,
  ) => {
    let query = db.selectFrom('library_posts').where('user_id', '=', userId);
    if (status !== undefined) query = query.where('status', '=', status);
    if (contentType !== undefined) query = query.where('content_type', '=', contentType);
    for (const pattern of patterns) {
      query = query.where(({ or }) =>
        or([sql<boolean>`title_key like ${pattern} escape '\\'`, sql<boolean>`${lowerText(db, sql.ref('content'))} like ${pattern} escape '\\'`]),
      );
    }
    const column = SORT_COLUMN[sort];
    const direction = sort === 'title' ? 'asc' : 'desc';
    const beyond = sort === 'title' ? '>' : '<';
    let page = query.selectAll();
    if (afterValue !== undefined && afterId !== undefined) {
      page = page.where(({ eb, or, and }) => or([eb(column, beyond, afterValue), and([eb(column, '=', afterValue), eb('id', beyond, afterId)])]));
    }
    const count = query.select((eb) => eb.fn.countAll<number>().as('n'));
    return db
      .selectFrom(db.selectNoFrom(count.as('total')).as('o'))
      .leftJoin(page.orderBy(column, direction).orderBy('id', direction).limit(limit).as('p'), (join) => join.onTrue())
      .selectAll('p')
      .select('o.total')
      .orderBy(`p.${column}`, direction)
      .orderBy('p.id', direction);
  },
);

export function listPostsForExport(db: Executor, userId: string) {
  return db.selectFrom('library_posts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}
