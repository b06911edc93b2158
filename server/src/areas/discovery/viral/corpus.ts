/**
 * The viral corpus, for the rest of the discovery area (exported from ../index.ts).
 *
 * ── For the rising-creators part ──────────────────────────────────────────────────────────────────────────
 * Table `viral_authors` (row type `ViralAuthorsTable` in tables.ts), one row per author of the corpus:
 *   id text 'va_…' (stable: sha256 of platform:handle) · platform · handle (no '@') · name · bio ·
 *   profile_image_url (null for invented authors: show `creatorImageUrl(author)`, which is always ours) ·
 *   follower_count · follower_growth_pct (growth over 30 days, %) · domain (one of VIRAL_DOMAINS, the 10 of
 *   SPEC §9 without 'all') · engagement_rate (% , mean of (likes+comments+shares)/followers of their posts) ·
 *   is_verified 0/1 · is_rising 0/1 · rising_score (growth and engagement, scoring.ts) · post_count.
 * The sample corpus has 24 invented authors per domain (240); imports add more.
 *   listCorpusAuthors({ db, domain?, search?, limit?, offset?, ids? }) → rows ranked by rising_score desc, id
 *     (search: every word in name, handle or bio, case-insensitive)
 *   corpusAuthor({ db, id }) → row | undefined
 *   creatorImageUrl(row) → the avatar URL to send (served by GET /api/authentic-viral/avatars/{id}.svg)
 *   CORPUS_AUTHOR_ANSWERS → the name to keep a listing of authors under with platform/shared-answers: whatever
 *     changes the corpus in this process forgets it (corpusChanged)
 * Follows may reference viral_authors(id) (on delete cascade).
 * ──────────────────────────────────────────────────────────────────────────────────────────────────────────
 */
import { sql } from 'kysely';
import { type Database, type Db, lowerText } from '../../../platform/db';
import { runExclusive } from '../../../platform/exclusive';
import { type ViralDomain, VIRAL_DOMAINS, type ViralRecord, isOwnImagePath } from './record';
import { SHARED_ANSWERS, hasAnyPost, readState, recomputeAuthors, replaceTrending, rescorePosts, topicCounts, upsertRecords, writeState } from './repository';
import { SAMPLE_POSTS, sampleCorpus } from './sample-corpus';
import { TRENDING_BASELINE_WEEKS, TRENDING_WINDOW_DAYS, rankTrending } from './scoring';
import type { ViralAuthorsTable } from './tables';

export { VIRAL_DOMAINS, type ViralDomain };
export type { ViralAuthorsTable };

/** Listings of corpus authors kept per process (platform/shared-answers.ts) go under this name: a corpus change forgets them. */
export const CORPUS_AUTHOR_ANSWERS = SHARED_ANSWERS.authors;

export interface ListAuthorsOptions {
  db: Db;
  domain?: string | null;
  search?: string | null;
  limit?: number;
  offset?: number;
  ids?: string[];
}

export async function listCorpusAuthors({ db, domain, search, limit = 20, offset = 0, ids }: ListAuthorsOptions): Promise<ViralAuthorsTable[]> {
  let q = db.selectFrom('viral_authors').selectAll();
  if (domain && domain !== 'all') q = q.where('domain', '=', domain);
  if (ids) q = ids.length ? q.where('id', 'in', ids) : q.where(sql<boolean>`1 = 0`);
  for (const word of (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const lower = (column: string) => lowerText(db, sql.ref(column), word);
    q = q.where(
      sql<boolean>`(${lower('name')} like ${like} escape '\\' or ${lower('handle')} like ${like} escape '\\' or ${lower('bio')} like ${like} escape '\\')`,
    );
  }
  return q.orderBy('rising_score', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

export async function corpusAuthor({ db, id }: { db: Db; id: string }): Promise<ViralAuthorsTable | undefined> {
  return db.selectFrom('viral_authors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Images are ours (the CSP allows no third-party host): a stored path of ours, else the generated avatar. */
export function creatorImageUrl(author: { id: string; profile_image_url: string | null }): string {
  const stored = author.profile_image_url;
  return isOwnImagePath(stored) ? stored : `/api/authentic-viral/avatars/${author.id}.svg`;
}

/** Stores records in batches (importer, feed, sample); returns new and updated post counts. */
export async function storeRecords(db: Db, records: ViralRecord[], now = Date.now()) {
  return upsertRecords(db, records, now);
}

/** Post counts, author figures and trending topics from what is stored (the refresh's second half). */
export async function recomputeCorpus({ db, now = Date.now(), signal }: { db: Db; now?: number; signal?: AbortSignal }) {
  const rescored = await rescorePosts(db, now, signal);
  await recomputeAuthors(db);
  const { anchor, counts } = await topicCounts(db, TRENDING_WINDOW_DAYS, TRENDING_BASELINE_WEEKS);
  await replaceTrending(db, rankTrending(counts), new Date(now).toISOString());
  await writeState(db, 'last_refreshed_at', new Date(now).toISOString());
  return { rescored, anchor };
}

/**
 * The sample corpus, stored once: on the first start in local mode with an empty library (never over imported
 * posts, never twice, even after the posts were deleted). A start that stopped half-way through storing it (the
 * process killed) is finished by the next start: the records are upserted by their ids, so the posts already
 * stored are written again, not twice.
 */
export async function ensureSampleCorpus({ db, posts = SAMPLE_POSTS, now = Date.now() }: { db: Db; posts?: number; now?: number }): Promise<boolean> {
  if (!(await sampleCorpusDue(db))) return false;
  // Processes started together on a fresh database each find it empty: one stores the corpus, the others then
  // find it stored (their upserts of the same authors and the rescoring of them would otherwise deadlock).
  return runExclusive(db, CORPUS_LOCK, () => storeSampleCorpus(db, posts, now));
}

/**
 * The name of the lock under which the corpus is written at start and refreshed (runExclusive): one process at a
 * time, so a server's own hourly refresh never rescores authors while its first start stores them.
 */
export const CORPUS_LOCK = 'discovery.viral.corpus';

/** Not stored yet: the library is empty, or a start began storing the sample and did not finish. */
async function sampleCorpusDue(db: Db): Promise<boolean> {
  if (await readState(db, 'sample_seeded_at')) return false;
  return !(await hasAnyPost(db)) || Boolean(await readState(db, 'sample_seeding_since'));
}

async function storeSampleCorpus(db: Db, posts: number, now: number): Promise<boolean> {
  if (!(await sampleCorpusDue(db))) return false;
  if (!(await readState(db, 'sample_seeding_since'))) await writeState(db, 'sample_seeding_since', new Date(now).toISOString());
  let batch: ViralRecord[] = [];
  for (const record of sampleCorpus({ posts, now: Math.floor(now / 3_600_000) * 3_600_000 })) {
    batch.push(record);
    if (batch.length === 500) {
      await upsertRecords(db, batch, now);
      batch = [];
    }
  }
  await upsertRecords(db, batch, now);
  await writeState(db, 'sample_seeded_at', new Date(now).toISOString());
  await recomputeCorpus({ db, now });
  return true;
}
