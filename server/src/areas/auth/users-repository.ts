import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, dialectOf } from '../../platform/db';
import type { UsersTable } from './tables';

export type UserRow = Selectable<UsersTable>;

/** Pass a transaction as `db` to run inside it. */
export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be lower-cased (the contracts do it). */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByLinkedInSub(db: Db, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('linkedin_sub', '=', sub).executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: string, values: Updateable<UsersTable>): Promise<UserRow | undefined> {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Sets the member's zone; a row that already has it is left alone (no write, `updated_at` kept). */
export async function updateUserTimezone(db: Db, id: string, timezone: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ timezone, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('timezone', 'is', null), eb('timezone', '!=', timezone)]))
    .execute();
}

/**
 * Inside a transaction: locks the member's row for an update of it (PostgreSQL's FOR NO KEY UPDATE; SQLite runs one
 * write transaction at a time already). False when the member is gone.
 */
export async function lockUser(db: Db, id: string): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('id', '=', id);
  if (dialectOf(db) === 'postgres') q = q.forNoKeyUpdate();
  return (await q.executeTakeFirst()) !== undefined;
}

/** Deletes the member; every member-owned table cascades. True when a row was deleted. */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
