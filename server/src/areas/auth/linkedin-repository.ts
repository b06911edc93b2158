import { type Selectable, sql } from 'kysely';
import { type Db, keptStatement } from '../../platform/db';
import type { LinkedInAccountsTable, OAuthStatesTable } from './tables';
import type { UserRow } from './users-repository';

export type LinkedInAccountRow = Selectable<LinkedInAccountsTable>;
export type OAuthStateRow = Selectable<OAuthStatesTable>;

const accountStatement = keptStatement((db, userId: string) => db.selectFrom('linkedin_accounts').selectAll().where('user_id', '=', userId));

export async function findLinkedInAccount(db: Db, userId: string): Promise<LinkedInAccountRow | undefined> {
  return (await accountStatement(db, userId))[0];
}

/** A LinkedIn grant that has not expired at `now` (no expiry, or one still ahead). */
const grantIsLive = (now: string) => sql<boolean>`(linkedin_accounts.expires_at is null or linkedin_accounts.expires_at > ${now})`;

const userWithLinkedInStatement = keptStatement((db, userId: string, now: string) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('linkedin_accounts')
            .select('linkedin_accounts.user_id')
            .whereRef('linkedin_accounts.user_id', '=', 'users.id')
            .where(grantIsLive(now)),
        )
        .as('linkedin_connected'),
    )
    .where('users.id', '=', userId),
);

/** The member and whether they hold a LinkedIn grant that has not expired, in one round trip (GET /api/auth/me). */
export async function findUserWithLinkedIn(db: Db, userId: string): Promise<{ user: UserRow; linkedinConnected: boolean } | undefined> {
  const [row] = await userWithLinkedInStatement(db, userId, new Date().toISOString());
  if (!row) return undefined;
  const { linkedin_connected, ...user } = row;
  // SQLite answers 0/1, PostgreSQL a boolean.
  return { user, linkedinConnected: Boolean(Number(linkedin_connected)) };
}

/** True when the member has a LinkedIn grant that has not expired. */
export async function hasLinkedInAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('linkedin_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where(grantIsLive(new Date().toISOString()))
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores (or replaces) the member's LinkedIn grant; tokens arrive already encrypted. */
export async function upsertLinkedInAccount(db: Db, row: LinkedInAccountRow): Promise<void> {
  const { user_id: _userId, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('linkedin_accounts')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Ends the grant now (the provider refused the token); a later expiry never moves earlier ones later. */
export async function markLinkedInAccountExpired(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('linkedin_accounts')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
}

export async function deleteLinkedInAccount(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('linkedin_accounts').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertOAuthState(db: Db, row: OAuthStateRow): Promise<void> {
  await db.insertInto('oauth_states').values(row).execute();
}

export function findOAuthState(db: Db, state: string): Promise<OAuthStateRow | undefined> {
  return db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirst();
}

/**
 * Marks a pending, unexpired state as used and returns it; undefined when it is unknown, expired or already
 * used. One conditional UPDATE, so two concurrent callbacks with the same state cannot both proceed.
 */
export function consumeOAuthState(db: Db, state: string, now: string): Promise<OAuthStateRow | undefined> {
  return db
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Drops states that expired before `before` (ISO), keeping the table small; returns how many. */
export async function deleteExpiredOAuthStates(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('oauth_states').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
