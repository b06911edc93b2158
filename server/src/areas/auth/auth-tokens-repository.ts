import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { AuthTokenKind, AuthTokensTable } from './tables';

export type AuthTokenRow = Selectable<AuthTokensTable>;

export async function insertAuthToken(db: Db, values: AuthTokenRow): Promise<void> {
  await db.insertInto('auth_tokens').values(values).execute();
}

/**
 * Marks an unused, unexpired token of this kind as used and returns it, or undefined when there is none.
 * One conditional UPDATE, so of two concurrent redemptions exactly one sees a row.
 */
export async function consumeAuthToken(
  db: Db,
  { tokenHash, kind, now }: { tokenHash: string; kind: AuthTokenKind; now: string },
): Promise<AuthTokenRow | undefined> {
  return db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** An unused, unexpired token of this kind, without spending it (a cheap check before costly work). */
export async function findOpenAuthToken(
  db: Db,
  { tokenHash, kind, now }: { tokenHash: string; kind: AuthTokenKind; now: string },
): Promise<AuthTokenRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends every open token of a kind (a new reset link voids the older ones). */
export async function expireOpenAuthTokens(db: Db, userId: string, kind: AuthTokenKind, now: string): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes tokens that expired before `before` (ISO); returns how many. */
export async function deleteExpiredAuthTokens(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('auth_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
