import type { Db } from '../../platform/db';
import { deleteExpiredAuthTokens } from './auth-tokens-repository';
import { deleteExpiredOAuthStates } from './linkedin-repository';
import { deleteExpiredSessions } from './sessions-repository';
import { DAY_MS, isoIn, nowIso } from './tokens';

/**
 * Deletes what can no longer be used: expired sessions, mail tokens a week past expiry, and expired OAuth
 * states. Safe to run from any process at any time; the worker calls it now and then.
 */
export async function pruneExpiredAuthData(db: Db): Promise<{ sessions: number; tokens: number; states: number }> {
  const now = nowIso();
  return {
    sessions: await deleteExpiredSessions(db, now),
    tokens: await deleteExpiredAuthTokens(db, isoIn(-7 * DAY_MS)),
    states: await deleteExpiredOAuthStates(db, now),
  };
}
