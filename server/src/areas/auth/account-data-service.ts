import type { AccountExport } from 'shared/contracts';
import type { LinkedInProvider } from '../../integrations/linkedin/index';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { badRequest, unauthorized } from '../../platform/errors';
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
 * hook runs first (what a cascade cannot do), then the LinkedIn token is revoked at the provider.
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
  await deleteUser(db, userId);
  return { message: MSG.accountDeleted };
}
