import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database, type Db, dialectOf, keptStatement } from '../../../platform/db';

/** The only code that touches `creator_follows`. Functions take a Db or a transaction of it. */
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Adds the follow unless the member already follows `limit` creators; true when a row was added (false: at the
 * limit, or following already, which keeps the first row and its date). The count and the insert are one statement,
 * so no follow can slip in between them: on SQLite a statement runs alone; on PostgreSQL, where two statements'
 * snapshots could each count 999, the member's follows take turns on a transaction-scoped advisory lock first.
 */
export async function insertFollowWithin(db: Db, row: { userId: string; creatorId: string; now: string; limit: number }): Promise<boolean> {
  const insert = async (q: Executor) => {
    const result = await q
      .insertInto('creator_follows')
      .columns(['user_id', 'creator_id', 'created_at'])
      .expression(
        q
          .selectNoFrom((eb) => [eb.val(row.userId).as('user_id'), eb.val(row.creatorId).as('creator_id'), eb.val(row.now).as('created_at')])
          // SQLite needs the WHERE to read the ON CONFLICT below as the upsert's, not a join's.
          .where((eb) => eb(eb.selectFrom('creator_follows').select((c) => c.fn.countAll().as('n')).where('user_id', '=', row.userId), '<', row.limit)),
      )
      .onConflict((oc) => oc.columns(['user_id', 'creator_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  };
  if (dialectOf(db) !== 'postgres') return insert(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`discovery.follows:${row.userId}`}))`.execute(trx);
    return insert(trx);
  });
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
