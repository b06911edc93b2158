import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { hashPassword } from '../areas/auth/passwords';
import { startSession } from '../areas/auth/sessions';
import type { UsersTable } from '../areas/auth/tables';
import type { Db } from '../platform/db';

/**
 * Test factories (outline's buildUser style): real rows through the real code paths, so a test can sign in
 * with what they return. Every value can be overridden.
 */

export const DEFAULT_TEST_PASSWORD = 'correct horse battery 42';

export type TestUser = Selectable<UsersTable>;

export interface CreateUserOverrides extends Partial<Omit<TestUser, 'password_hash'>> {
  /** Plain password to hash; null for a LinkedIn-only account. Default DEFAULT_TEST_PASSWORD. */
  password?: string | null;
}

// argon2 costs ~50 ms a hash: hash the default password once per test process.
let defaultHash: Promise<string> | null = null;
function passwordHashFor(password: string): Promise<string> {
  if (password !== DEFAULT_TEST_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
  return defaultHash;
}

let sequence = 0;

/** Inserts a member, confirmed and on the free tier unless overridden. Returns the row and the plain password. */
export async function createUser(db: Db, overrides: CreateUserOverrides = {}): Promise<{ user: TestUser; password: string }> {
  const { password: plain = DEFAULT_TEST_PASSWORD, ...fields } = overrides;
  const now = new Date().toISOString();
  sequence += 1;
  const id = fields.id ?? randomUUID();
  const user = await db
    .insertInto('users')
    .values({
      id,
      email: (fields.email ?? `member${sequence}-${id.slice(0, 8)}@example.com`).toLowerCase(),
      full_name: fields.full_name === undefined ? `Test Member ${sequence}` : fields.full_name,
      password_hash: plain === null ? null : await passwordHashFor(plain),
      email_confirmed_at: fields.email_confirmed_at === undefined ? now : fields.email_confirmed_at,
      subscription_tier: fields.subscription_tier ?? 'free',
      subscription_status: fields.subscription_status ?? null,
      timezone: fields.timezone ?? null,
      linkedin_sub: fields.linkedin_sub ?? null,
      created_at: fields.created_at ?? now,
      updated_at: fields.updated_at ?? now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, password: plain ?? '' };
}

/** A real session token for the member, usable as `Authorization: Bearer <token>`. */
export function createSession(db: Db, userId: string): Promise<string> {
  return startSession({ db, userId });
}

/** `{ authorization: 'Bearer <token>' }` for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
