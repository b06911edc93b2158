import type { Db } from '../../platform/db';
import { DAY_MS, isoIn, nowIso } from './tokens';

/**
 * Deletes what can no longer be used: expired sessions, mail tokens a week past expiry, and expired OAuth
 * states. Safe to run from any process at any time; the worker calls it now and then.
 */
export async function pruneExpiredAuthData(db: Db): Promise<{ sessions: number; tokens: number; states: number }> {
  const now = nowIso();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  const tokens = await db.deleteFrom('auth_tokens').where('expires_at', '<', isoIn(-7 * DAY_MS)).executeTakeFirst();
  const states = await db.deleteFrom('oauth_states').where('expires_at', '<', now).executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), tokens: Number(tokens.numDeletedRows), states: Number(states.numDeletedRows) };
}
