import type { Selectable } from 'kysely';
import { type Db, keptStatement } from '../../platform/db';
import type { NotificationPreferencesTable, PersonasTable } from './tables';

export type PersonaRow = Selectable<PersonasTable>;
export type PreferencesRow = Selectable<NotificationPreferencesTable>;

const personaStatement = keptStatement((db, userId: string) => db.selectFrom('personas').selectAll().where('user_id', '=', userId));

export async function findPersona(db: Db, userId: string): Promise<PersonaRow | undefined> {
  return (await personaStatement(db, userId))[0];
}

/** The member's tier and persona columns (null when no persona is saved); undefined when there is no member. */
// Read before every chat reply: built and compiled once per database handle.
const tierAndPersonaStatement = keptStatement((db, userId: string) =>
  db
    .selectFrom('users')
    .leftJoin('personas', 'personas.user_id', 'users.id')
    .select(['users.subscription_tier', 'personas.job_title', 'personas.industry', 'personas.audience', 'personas.tone', 'personas.self_description'])
    .where('users.id', '=', userId),
);

export async function findTierAndPersona(db: Db, userId: string) {
  return (await tierAndPersonaStatement(db, userId))[0];
}

/** Inserts or replaces the member's persona. */
export async function upsertPersona(db: Db, row: PersonaRow): Promise<PersonaRow> {
  const { user_id: _userId, ...changes } = row;
  return db
    .insertInto('personas')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

const preferencesStatement = keptStatement((db, userId: string) => db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId));

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  return (await preferencesStatement(db, userId))[0];
}

export async function upsertPreferences(db: Db, row: PreferencesRow): Promise<PreferencesRow> {
  const { user_id: _userId, ...changes } = row;
  return db
    .insertInto('notification_preferences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}
