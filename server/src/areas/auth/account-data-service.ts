import type { LinkedInProvider } from '../../integrations/linkedin/index';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { badRequest, unauthorized } from '../../platform/errors';
import { exportMemberData } from '../../platform/member-data';
import { disconnectLinkedIn } from './linkedin-connection-service';
import { findLinkedInAccount } from './linkedin-repository';
import { findPersona, findPreferences } from './member-repository';
import { MSG } from './messages';
import { presentConnectionForExport, presentPersona, presentPreferences } from './presenters';
import { verifyCurrentPassword } from './password-service';
import { getCurrentUser } from './user-view';
import { deleteUser, findUserById } from './users-repository';

/**
 * Everything kept about a member as one JSON document: the account's own data plus whatever every other
 * area registered in platform/member-data.ts (history, library, schedule, ...). Never tokens or hashes.
 */
export async function exportAccount({ db, userId }: { db: Db; userId: string }): Promise<Record<string, unknown>> {
  const profile = await getCurrentUser({ db, userId });
  const [persona, preferences, connection, areas] = await Promise.all([
    findPersona(db, userId),
    findPreferences(db, userId),
    findLinkedInAccount(db, userId),
    exportMemberData(db, userId),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile,
    persona: presentPersona(persona),
    notification_preferences: presentPreferences(preferences),
    linkedin_connection: presentConnectionForExport(connection),
    ...areas,
  };
}

/**
 * Deletes the member and, by cascade, everything they own, sessions included. Accounts with a password must
 * confirm it (400 when wrong, so the client does not take it for an expired session). The LinkedIn token is
 * revoked at the provider first.
 */
export async function deleteAccount({
  db,
  config,
  provider,
  userId,
  password,
  log,
}: {
  db: Db;
  config: Config;
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
  await disconnectLinkedIn({ db, config, provider, userId, log });
  await deleteUser(db, userId);
  return { message: MSG.accountDeleted };
}
