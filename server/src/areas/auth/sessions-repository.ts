import type { Selectable } from 'kysely';
import { type Db, keptStatement } from '../../platform/db';
import type { SessionsTable } from './tables';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Db, values: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

// Every signed-in request runs it (unless the session cache answers): built and compiled once per database handle.
const liveSessionStatement = keptStatement((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select(['users.subscription_tier', 'users.subscription_status'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/** The session with this token hash if it has not expired at `now`, with its member's plan. */
export async function findLiveSession(db: Db, tokenHash: string, now: string): Promise<(SessionRow & { subscription_tier: string; subscription_status: string | null }) | undefined> {
  return (await liveSessionStatement(db, tokenHash, now))[0];
}

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Revokes every session of a member except, optionally, the one with `keepHash`. */
export async function deleteUserSessions(db: Db, userId: string, keepHash?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepHash) query = query.where('token_hash', '!=', keepHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
