import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database, type Db, dialectOf, keptStatement } from '../../../platform/db';

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

/**
 * Which of these creators the member follows: one small statement on the follows' key, compiled once, the ids as one
 * parameter (PostgreSQL an array, SQLite a JSON array), so any number of ids is the same statement.
 */
export async function followedAmong(db: Db, userId: string, creatorIds: readonly string[]): Promise<Set<string>> {
  if (creatorIds.length === 0) return new Set();
  const rows = await followedAmongStatement(db, userId, dialectOf(db) === 'postgres' ? [...creatorIds] : JSON.stringify(creatorIds));
  return new Set(rows.map((r) => r.creator_id));
}

const followedAmongStatement = keptStatement((db, userId: string, ids: string[] | string) =>
  db
    .selectFrom('creator_follows')
    .select('creator_id')
    .where('user_id', '=', userId)
    .where(dialectOf(db) === 'postgres' ? sql<boolean>`creator_id = any(${ids})` : sql<boolean>`creator_id in (select value from json_each(${ids}))`),
);

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
