import type { NotificationPreferences, Persona, PersonaResponse, User } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { badRequest, unauthorized } from '../../platform/errors';
import { hasLinkedInAccount } from './linkedin-repository';
import { findPersona, findPreferences, upsertPersona, upsertPreferences } from './member-repository';
import { MSG } from './messages';
import { presentPersona, presentPreferences, presentUser } from './presenters';
import { nowIso } from './tokens';
import { findUserById, updateUser } from './users-repository';

export async function getPersona({ db, userId }: { db: Db; userId: string }): Promise<PersonaResponse> {
  return { success: true, persona: presentPersona(await findPersona(db, userId)) };
}

/** Saves the profile-setup answers (replacing earlier ones). */
export async function savePersona({ db, userId, persona }: { db: Db; userId: string; persona: Persona }): Promise<PersonaResponse> {
  const row = await upsertPersona(db, { user_id: userId, ...persona, updated_at: nowIso() });
  return { success: true, message: MSG.personaSaved, persona: presentPersona(row) };
}

/**
 * Updates the profile. Only the full name is editable; sending a different e-mail is refused (SPEC.md §5),
 * sending the current one (the form posts both) is fine.
 */
export async function updateProfile({
  db,
  userId,
  fullName,
  email,
}: {
  db: Db;
  userId: string;
  fullName: string;
  email?: string;
}): Promise<{ success: true; user: User }> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(MSG.userGone);
  if (email !== undefined && email.trim() !== '' && email.trim().toLowerCase() !== user.email) throw badRequest(MSG.emailImmutable);
  const updated = await updateUser(db, userId, { full_name: fullName, updated_at: nowIso() });
  if (!updated) throw unauthorized(MSG.userGone);
  return { success: true, user: presentUser(updated, { linkedinConnected: await hasLinkedInAccount(db, userId) }) };
}

export async function getPreferences({ db, userId }: { db: Db; userId: string }): Promise<NotificationPreferences> {
  return presentPreferences(await findPreferences(db, userId));
}

export async function savePreferences({
  db,
  userId,
  preferences,
}: {
  db: Db;
  userId: string;
  preferences: NotificationPreferences;
}): Promise<NotificationPreferences> {
  const row = await upsertPreferences(db, {
    user_id: userId,
    email: preferences.email ? 1 : 0,
    trending_topics: preferences.trendingTopics ? 1 : 0,
    latest_ideas: preferences.latestIdeas ? 1 : 0,
    updates: preferences.updates ? 1 : 0,
    updated_at: nowIso(),
  });
  return presentPreferences(row);
}
