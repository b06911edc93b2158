import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/db';
import { createSession, createUser } from '../../../test/factories';
import type { AuthorRow } from './corpus-authors';

/** Test helpers of the creators suites: corpus authors written straight into the corpus table, and members. */

let sequence = 0;

export type TestAuthor = Partial<AuthorRow> & Pick<AuthorRow, 'handle'>;

/** Inserts a corpus author (id derived from the handle, like the corpus does); returns its id. */
export async function insertAuthor(db: Db, author: TestAuthor): Promise<string> {
  sequence += 1;
  const now = new Date().toISOString();
  const id = author.id ?? `va_${createHash('sha256').update(`linkedin:${author.handle}`).digest('hex').slice(0, 16)}`;
  await db
    .insertInto('viral_authors')
    .values({
      id,
      platform: author.platform ?? 'linkedin',
      handle: author.handle,
      name: author.name ?? `Author ${sequence}`,
      bio: author.bio ?? 'Writes about work.',
      profile_image_url: author.profile_image_url ?? null,
      follower_count: author.follower_count ?? 5000,
      follower_growth_pct: author.follower_growth_pct ?? 5,
      domain: author.domain ?? 'tech',
      engagement_rate: author.engagement_rate ?? 2,
      is_verified: author.is_verified ?? 0,
      is_rising: 1,
      rising_score: author.rising_score ?? 1,
      post_count: 3,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Empties the corpus (its posts go by cascade), so a suite sees only the authors it writes. */
export async function clearCorpus(db: Db): Promise<void> {
  await db.deleteFrom('viral_authors').execute();
}

export async function createMember(db: Db): Promise<{ userId: string; password: string; headers: Record<string, string> }> {
  const { user, password } = await createUser(db);
  const token = await createSession(db, user.id);
  return { userId: user.id, password, headers: { authorization: `Bearer ${token}` } };
}
