import type { AccountExport } from 'shared/contracts';
import type { LinkedInProvider } from '../../integrations/linkedin/index';
import type { Config } from '../../platform/config';
import { type Db, isTransientConflict } from '../../platform/db';
import { badRequest, serviceUnavailable, unauthorized } from '../../platform/errors';
import type { MemberData } from '../../context';
import { disconnectLinkedIn } from './linkedin-connection-service';
import { findLinkedInAccount } from './linkedin-repository';
import { findPersona, findPreferences } from './member-repository';
import { MSG } from './messages';
import { presentConnectionForExport, presentPersona, presentPreferences } from './presenters';
import { verifyCurrentPassword } from './password-service';
import { getCurrentUser } from './user-view';
import { forgetSessions } from './session-cache';
import { deleteUser, findUserById } from './users-repository';

/**
 * Everything kept about a member as one JSON document: every area's part (the manifests' member-data hooks,
 * this area's first). Never tokens or hashes: each part is presented.
 */
export async function exportAccount({ members, userId }: { members: MemberData; userId: string }): Promise<AccountExport> {
  return { exported_at: new Date().toISOString(), ...(await members.export(userId)) };
}

/** The accounts area's part of the export: profile, persona, notification preferences, LinkedIn connection. */
export async function exportAuthData({ db, userId }: { db: Db; userId: string }): Promise<Record<string, unknown>> {
  const profile = await getCurrentUser({ db, userId });
  const [persona, preferences, connection] = await Promise.all([
    findPersona(db, userId),
    findPreferences(db, userId),
    findLinkedInAccount(db, userId),
  ]);
  return {
    profile,
    persona: presentPersona(persona),
    notification_preferences: presentPreferences(preferences),
    linkedin_connection: presentConnectionForExport(connection),
  };
}

/**
 * Deletes the member and, by cascade, everything they own, sessions included. Accounts with a password must
 * confirm it (400 when wrong, so the client does not take it for an expired session). Every area's pre-deletion
 * hook runs first (what a cascade cannot do), then the LinkedIn token is revoked at the provider; the member's row
 * goes last, in one statement that is run again when PostgreSQL ends it to break a deadlock (deleteUserRetrying).
 */
export async function deleteAccount({
  db,
  config,
  members,
  provider,
  userId,
  password,
  log,
}: {
  db: Db;
  config: Config;
  members: MemberData;
  provider: LinkedInProvider | null;
  userId: string;
  password?: string;
  log?: (message: string) => void;
}): Promise<{ message: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(MSG.userGone);
  if (user.password_hash) {
    if (!password) throw badRequest(MSG.passwordRequiredToDelete);
    if (!(await verifyCurrentPassword({ db, config, userId, passwordHash: user.password_hash, password }))) {
      throw badRequest(MSG.passwordWrongToDelete);
    }
  }
  await members.beforeDelete(userId);
  await disconnectLinkedIn({ db, config, provider, userId, log });
  // The member's sessions go with the row (cascade): this process forgets them at once (session-cache.ts).
  forgetSessions({ userId });
  await deleteUserRetrying(db, userId);
  return { message: MSG.accountDeleted };
}

/** How many times the member's DELETE runs when PostgreSQL ends it to break a deadlock. */
const DELETE_ATTEMPTS = 3;

/**
 * The member's row and, by cascade, everything they own, in one statement: all or nothing. A transaction that holds
 * one of their rows and then waits for the member's row (a mailed link being spent, another area's write) deadlocks
 * with it on PostgreSQL, which ends one of the two; the deletion, rolled back whole, runs again (and waits
 * for the other's commit this time). Still refused after DELETE_ATTEMPTS: 503 `{detail}` with Retry-After and the account still there,
 * its data whole (what the pre-deletion hooks ended outside stays ended: a subscription cancelled at Stripe, which
 * trying again does not cancel twice; the LinkedIn connection).
 */
async function deleteUserRetrying(db: Db, userId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await deleteUser(db, userId);
      return;
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      if (attempt >= DELETE_ATTEMPTS) throw serviceUnavailable(5, MSG.accountBusyToDelete);
    }
  }
}
