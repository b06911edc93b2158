import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db';

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

/** Removes the follow; true when there was one. */
export async function deleteFollow(db: Executor, { userId, creatorId }: { userId: string; creatorId: string }): Promise<boolean> {
  const result = await db.deleteFrom('creator_follows').where('user_id', '=', userId).where('creator_id', '=', creatorId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of `creatorIds` the member follows. */
export async function followedAmong(db: Executor, { userId, creatorIds }: { userId: string; creatorIds: readonly string[] }): Promise<Set<string>> {
  if (creatorIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('creator_follows')
    .select('creator_id')
    .where('user_id', '=', userId)
    .where('creator_id', 'in', [...creatorIds])
    .execute();
  return new Set(rows.map((r) => r.creator_id));
}

/** Every follow of the member with the creator's handle when the corpus still has them (the data export). */
export async function listFollowsForExport(db: Executor, userId: string): Promise<{ creator_id: string; created_at: string; handle: string | null }[]> {
  return db
    .selectFrom('creator_follows')
    .leftJoin('viral_authors', 'viral_authors.id', 'creator_follows.creator_id')
    .select(['creator_follows.creator_id', 'creator_follows.created_at', 'viral_authors.handle'])
    .where('creator_follows.user_id', '=', userId)
    .orderBy('creator_follows.created_at', 'desc')
    .orderBy('creator_follows.creator_id')
    .execute();
}

export async function deleteAllFollows(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('creator_follows').where('user_id', '=', userId).execute();
}
