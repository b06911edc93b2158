import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../../../platform/db';
import type { ViralAuthorsTable } from '../viral/tables';

/**
 * The creators part's reads of the corpus authors (`viral_authors`, owned by the viral part of this same area):
 * rising creators are the corpus authors, ranked by `rising_score` (follower growth and engagement, recomputed by
 * the viral refresh). Read only: the viral part writes them.
 */
type Executor = Kysely<Database> | Transaction<Database>;

export type AuthorRow = Pick<
  Selectable<ViralAuthorsTable>,
  'id' | 'platform' | 'handle' | 'name' | 'bio' | 'profile_image_url' | 'follower_count' | 'follower_growth_pct' | 'domain' | 'engagement_rate' | 'is_verified' | 'rising_score'
>;

const COLUMNS = [
  'viral_authors.id',
  'viral_authors.platform',
  'viral_authors.handle',
  'viral_authors.name',
  'viral_authors.bio',
  'viral_authors.profile_image_url',
  'viral_authors.follower_count',
  'viral_authors.follower_growth_pct',
  'viral_authors.domain',
  'viral_authors.engagement_rate',
  'viral_authors.is_verified',
  'viral_authors.rising_score',
] as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The best-ranked authors of a domain (null: every domain) whose name, handle or bio holds every word of `words`
 * (lower case, any order). A name or handle starting with the first word comes first; then rising score, then id,
 * so equal scores always list in the same order.
 */
export async function listRisingAuthors(
  db: Executor,
  { domain, words, limit }: { domain: string | null; words: readonly string[]; limit: number },
): Promise<AuthorRow[]> {
  let query = db.selectFrom('viral_authors').select([...COLUMNS]);
  if (domain) query = query.where('viral_authors.domain', '=', domain);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    query = query.where(sql<boolean>`lower(viral_authors.name || ' ' || viral_authors.handle || ' ' || viral_authors.bio) like ${pattern} escape '\\'`);
  }
  if (words.length > 0) {
    const prefix = `${escapeLike(words[0])}%`;
    query = query.orderBy(
      sql`case when viral_authors.handle like ${prefix} escape '\\' or lower(viral_authors.name) like ${prefix} escape '\\' then 0 else 1 end`,
    );
  }
  return query.orderBy('viral_authors.rising_score', 'desc').orderBy('viral_authors.id').limit(limit).execute();
}

/** The author with this id, if the corpus has it. */
export async function findAuthor(db: Executor, id: string): Promise<AuthorRow | undefined> {
  return db.selectFrom('viral_authors').select([...COLUMNS]).where('viral_authors.id', '=', id).executeTakeFirst();
}

/** The member's followed creators that are still in the corpus, most recently followed first. */
export async function listFollowedAuthors(db: Executor, userId: string): Promise<AuthorRow[]> {
  return db
    .selectFrom('creator_follows')
    .innerJoin('viral_authors', 'viral_authors.id', 'creator_follows.creator_id')
    .select([...COLUMNS])
    .where('creator_follows.user_id', '=', userId)
    .orderBy('creator_follows.created_at', 'desc')
    .orderBy('viral_authors.id')
    .execute();
}
