import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../../platform/db';
import type { AuthorMark } from '../viral/corpus';

/** The only code that touches `creator_follows`. Functions take a Db or a transaction of it. */
type Executor = Kysely<Database> | Transaction<Database>;

/** Adds the follow; following twice keeps the first row (and its date). */
export async function insertFollow(db: Executor, row: { userId: string; creatorId: string; now: string }): Promise<void> {
  await db
    .insertInto('creator_follows')
    .values({ user_id: row.userId, creator_id: row.creatorId, created_at: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'creator_id']).doNothing())
    .execute();
}

/** How many creators the member follows. */
export async function countFollows(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('creator_follows').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the member follows this creator. */
export async function isFollowing(db: Executor, { userId, creatorId }: { userId: string; creatorId: string }): Promise<boolean> {
  const row = await db.selectFrom('creator_follows').select('creator_id').where('user_id', '=', userId).where('creator_id', '=', creatorId).executeTakeFirst();
  return row !== undefined;
}

/** Removes the follow; true when there was one. */
export async function deleteFollow(db: Executor, { userId, creatorId }: { userId: string; creatorId: string }): Promise<boolean> {
  const result = await db.deleteFrom('creator_follows').where('user_id', '=', userId).where('creator_id', '=', creatorId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** "Does this member follow the author?", asked inside a listing of corpus authors (one statement, not two). */
export function followedBy(userId: string): AuthorMark {
  return (eb) =>
    eb.exists(
      eb
        .selectFrom('creator_follows')
        .select(sql.lit(1).as('one'))
        .where('creator_follows.user_id', '=', userId)
        .whereRef('creator_follows.creator_id', '=', 'viral_authors.id'),
    );
}

/** The member's follows, most recent first. */
export async function listFollows(db: Executor, userId: string): Promise<{ creator_id: string; created_at: string }[]> {
  return db
    .selectFrom('creator_follows')
    .select(['creator_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('creator_id')
    .execute();
}

export async function deleteAllFollows(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('creator_follows').where('user_id', '=', userId).execute();
}
