/** Every statement of the viral corpus (the only Kysely code of the viral part; an import's SQLite batch is in batch.ts). */
import { CompiledQuery, type Kysely, type Transaction, sql } from 'kysely';
import { type Database, type Db, copyRows, copyText, dialectOf, isUniqueViolation, jsonArrayOf, parseJsonArray } from '../../../platform/db';
import { AUTHOR_COLUMNS, MEDIA_COLUMNS, POST_COLUMNS, POST_UPDATED, type PreparedBatch, type SqlRunner, TOPIC_ROW_COLUMNS, type WrittenAuthors, postKey, prepareBatch, sqliteBatch, writeSqliteBatch } from './batch';
import { forgetSharedAnswers } from '../../../platform/shared-answers';
import type { ViralRecord } from './record';
import { isRising, risingScore, scorePost } from './scoring';

export { authorId } from './batch';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The answers kept per process (platform/shared-answers.ts) that show the corpus: the viral part's pages and trending
 * topics, and the rising creators' rankings (the corpus authors: corpus.ts CORPUS_AUTHOR_ANSWERS).
 */
export const SHARED_ANSWERS = { posts: 'discovery.viral.posts', trending: 'discovery.viral.trending', authors: 'discovery.viral.authors' } as const;

/** The corpus (posts, authors, scores, trending topics) has changed: this process forgets the answers it kept. */
export function corpusChanged(db: Db): void {
  for (const name of Object.values(SHARED_ANSWERS)) forgetSharedAnswers(db, name);
}

const chunk = <T>(list: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

const names = (columns: readonly (readonly [string, string])[]) => sql.raw(columns.map(([c]) => c).join(', '));
/** `col = excluded.col, …`: an upsert's update. */
const fromExcluded = (columns: readonly string[]) => sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '));
/** True when an upsert would change any of these columns of `table` (unchanged rows are not rewritten). */
const changes = (table: string, columns: readonly string[]) =>
  sql.raw<boolean>(`(${columns.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${columns.map((c) => `excluded.${c}`).join(', ')})`);

/**
 * PostgreSQL: `select <columns> from unnest($1::text[], $2::integer[], …)`, one array parameter per column, for an
 * `insert … select`: a statement of a few parameters whatever the batch's size, parsed once per connection (named
 * statements), and the server reads each array in one pass (it costs the backend less than unpacking the same rows
 * from one JSON value with `json_to_recordset`, and the backend, at a full core tokenizing the search text, is the
 * bottleneck: README, importing). `values` are the columns, each as long as the batch.
 */
function unnestRows(columns: readonly (readonly [string, string])[], values: readonly unknown[][]) {
  const arrays = columns.map(([, type], i) => sql`${values[i]}::${sql.raw(type)}[]`);
  return sql`select * from unnest(${sql.join(arrays)}) as r(${names(columns)})`;
}

/** The columns of `rows` (objects with those columns' names) as unnestRows takes them. */
const columnsOf = (columns: readonly (readonly [string, string])[], rows: readonly object[]) =>
  columns.map(([c]) => rows.map((r) => (r as Record<string, unknown>)[c] ?? null));

/** A Kysely connection (in a transaction) as batch.ts's SqlRunner. */
export const kyselyRunner = (q: Q): SqlRunner => ({
  all: async <T>(text: string, params: unknown[]) => (await q.executeQuery<T>(CompiledQuery.raw(text, params))).rows,
  run: (text: string, params: unknown[]) => q.executeQuery(CompiledQuery.raw(text, params)),
});

/**
 * PostgreSQL, a bulk load: whether a lane's batches still try `COPY` for their posts (see upsertRecords). One per
 * lane of an import; the first batch that meets a post already stored turns it off for the rest of the lane.
 */
export interface CopyPosts {
  on: boolean;
}

/**
 * Stores a batch of records in one transaction: authors upserted by (platform, handle), posts by (platform,
 * external_id) with their score computed at `now`, each post's topics and media replaced. Running it twice with
 * the same records changes nothing. Returns how many posts were new. (An import on SQLite may write its batches
 * in a thread of its own instead: import-thread.ts, the same writeSqliteBatch.)
 *
 * PostgreSQL, given `copy` (a bulk load: `copy.on` while no batch of the lane has met a stored post): the posts are
 * first copied in as new rows (`COPY`, ids taken from the table's sequence), which costs the backend ~10 % less than
 * the upsert; a batch holding a post that is already stored fails on the unique key, is rolled back whole and
 * written again with the upsert, and the lane upserts from then on. Topic and media rows are always copied in.
 */
export async function upsertRecords(
  db: Db,
  records: ViralRecord[],
  now = Date.now(),
  { bulk = false, written, copy }: { bulk?: boolean; written?: WrittenAuthors; copy?: CopyPosts } = {},
): Promise<{ inserted: number; updated: number }> {
  if (records.length === 0) return { inserted: 0, updated: 0 };
  try {
    return await writeRecords(db, records, now, { bulk, written, copy });
  } finally {
    corpusChanged(db);
  }
}

async function writeRecords(db: Db, records: ViralRecord[], now: number, { bulk, written, copy }: { bulk: boolean; written?: WrittenAuthors; copy?: CopyPosts }) {
  const batch = prepareBatch(records, now, written);
  if (dialectOf(db) === 'sqlite') {
    const rows = sqliteBatch(batch, bulk);
    return db.transaction().execute((trx) => writeSqliteBatch(kyselyRunner(trx), rows));
  }
  // The bulk load's mark outside the batch's transaction: batches written on two connections at once would
  // otherwise wait for each other on its row.
  if (bulk) await writeState(db, BULK_LOAD_KEY, new Date().toISOString());
  if (copy?.on) {
    try {
      return await db.transaction().execute((trx) => writePgBatch(trx, batch, true));
    } catch (error) {
      // A post already stored (or one the other lane is writing: a deadlock between the two COPYs is possible).
      if (!isUniqueViolation(error) && (error as { code?: unknown }).code !== '40P01') throw error;
      copy.on = false;
    }
  }
  return db.transaction().execute((trx) => writePgBatch(trx, batch, false));
}

const POST_COLUMN_NAMES = POST_COLUMNS.map(([c]) => c);

/** A prepared batch on PostgreSQL, in the caller's transaction; `copyPosts`: the posts are all new (see upsertRecords). */
async function writePgBatch(trx: Transaction<Database>, batch: PreparedBatch, copyPosts: boolean): Promise<{ inserted: number; updated: number }> {
  // A lost batch on a crash is imported again by the next run (upserts): no need to wait for the WAL flush.
  await sql`set local synchronous_commit = off`.execute(trx);
  for (const group of batch.authorGroups) {
    await sql`insert into viral_authors (${names(AUTHOR_COLUMNS)}) ${unnestRows(AUTHOR_COLUMNS, columnsOf(AUTHOR_COLUMNS, group.rows))}
      on conflict (platform, handle) do update set ${fromExcluded([...group.updated, 'updated_at'])} where ${changes('viral_authors', group.updated)}`.execute(trx);
  }
  // New topics in one order, so that two batches written at once wait for each other rather than deadlock.
  const topics = [...batch.topics].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const rows of chunk(topics, 400)) {
    await trx.insertInto('viral_topics').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  let ids: number[];
  const existingIds: number[] = [];
  if (copyPosts) {
    // Ids from the identity's sequence (as the upsert's inserts take them), then the rows copied in with them. The
    // sequence is looked up once (`pg_get_serial_sequence` per row cost the backend 2.6 µs a post against 0.6) and
    // the ids come back as one text value (a row each cost node a row object each).
    const taken = await sql<{ ids: string }>`select string_agg(nextval((select pg_get_serial_sequence('viral_posts', 'id'))::regclass)::text, ',') as ids
      from generate_series(1, ${batch.posts.length}::integer)`.execute(trx);
    ids = taken.rows[0]!.ids.split(',').map(Number);
    const rows = batch.posts.map((p, i) => [ids[i], ...POST_COLUMN_NAMES.map((c) => (p as unknown as Record<string, unknown>)[c])]);
    await copyRows(trx, 'viral_posts', ['id', ...POST_COLUMN_NAMES], copyText(rows));
  } else {
    // Posts stored before whose score this batch changes: the score they had in the generation the library is read
    // in is logged first (README: paging across a refresh). A probe of the posts' key per row of the batch.
    await sql`insert into viral_score_log (generation, post_id, score)
      select ${CURRENT_GENERATION}, p.id, p.viral_score
      from unnest(${batch.posts.map((p) => p.platform)}::text[], ${batch.posts.map((p) => p.external_id)}::text[], ${batch.posts.map((p) => p.viral_score)}::integer[]) as r(platform, external_id, score)
      join viral_posts as p on p.platform = r.platform and p.external_id = r.external_id
      where p.viral_score <> r.score
      on conflict (post_id, generation) do nothing`.execute(trx);
    // Posts upserted in one statement; `xmax = 0` marks the rows it inserted (an updated row carries the updating
    // transaction's id), so nothing is looked up first.
    const upserted = await sql<{ id: number | string; platform: string; external_id: string; inserted: boolean }>`
      insert into viral_posts (${names(POST_COLUMNS)}) ${unnestRows(POST_COLUMNS, columnsOf(POST_COLUMNS, batch.posts))}
      on conflict (platform, external_id) do update set ${fromExcluded(POST_UPDATED)}
      returning id, platform, external_id, (xmax = 0) as inserted`.execute(trx);
    const byKey = new Map<string, number>();
    for (const f of upserted.rows) {
      byKey.set(postKey(f.platform, f.external_id), Number(f.id));
      if (!f.inserted) existingIds.push(Number(f.id));
    }
    ids = batch.posts.map((p) => byKey.get(postKey(p.platform, p.external_id))!);
  }
  // New posts have no topics or media yet: only the existing ones are cleared.
  if (existingIds.length) {
    await sql`delete from viral_post_topics where post_id = any(${existingIds}::bigint[])`.execute(trx);
    await sql`delete from viral_media where post_id = any(${existingIds}::bigint[])`.execute(trx);
  }
  // TopicRow [post, topic, score, posted_at] → (topic_id, post_id, viral_score, posted_at); MediaRow [post, position,
  // kind, url, alt] → (post_id, position, kind, source_url, alt). Plain inserts: copied in.
  const { topicRows: t, mediaRows: m } = batch;
  if (t.length) await copyRows(trx, 'viral_post_topics', TOPIC_ROW_COLUMNS.map(([c]) => c), copyText(t.map((r) => [r[1], ids[r[0]], r[2], r[3]])));
  if (m.length) await copyRows(trx, 'viral_media', MEDIA_COLUMNS.map(([c]) => c), copyText(m.map((r) => [ids[r[0]], r[1], r[2], r[3], r[4]])));
  return { inserted: ids.length - existingIds.length, updated: existingIds.length };
}

/**
 * Runs a bulk write (an import) with a larger SQLite page cache (128 MB instead of 2 MB): at a million posts the
 * indexes no longer fit the default cache and every batch would re-read their pages. Restored afterwards.
 */
export async function withBulkWrites<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return fn();
  const before = Number((await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size ?? -2000);
  await sql`pragma cache_size = -131072`.execute(db);
  try {
    return await fn();
  } finally {
    await sql.raw(`pragma cache_size = ${Number.isFinite(before) ? before : -2000}`).execute(db);
  }
}

// ---- bulk loads ------------------------------------------------------------------------------------------------

/** `viral_state` key present while a bulk load runs; its value is the time of the load's last batch. */
export const BULK_LOAD_KEY = 'bulk_load';

/**
 * The secondary indexes a bulk load builds once at its end instead of row by row, as the migrations define them
 * (importer.test checks that a bulk load leaves the schema exactly as migrated). Kept live: the keys the upserts
 * look rows up by (platform + external id, the topics' primary key) and `viral_post_topics_post_idx`, which a
 * repeated post's topics are deleted through.
 */
const DEFERRED_INDEXES: { name: string; on: string; engine?: 'postgres' }[] = [
  { name: 'viral_posts_quality_idx', on: 'viral_posts (viral_score desc, id desc)' },
  { name: 'viral_posts_recent_idx', on: 'viral_posts (posted_at desc, id desc)' },
  { name: 'viral_posts_author_idx', on: 'viral_posts (author_id, viral_score desc, id desc)' },
  { name: 'viral_post_topics_quality_idx', on: 'viral_post_topics (topic_id, viral_score desc, post_id desc)' },
  { name: 'viral_post_topics_recent_idx', on: 'viral_post_topics (topic_id, posted_at desc, post_id desc)' },
  { name: 'viral_post_topics_posted_idx', on: 'viral_post_topics (posted_at, topic_id)' },
  { name: 'viral_posts_search_idx', on: 'viral_posts using gin (search)', engine: 'postgres' },
];

/**
 * PostgreSQL checks each foreign key row by row (a lookup and a row lock per post, topic row and media row); a bulk
 * load drops them and adds them back at its end, where each is checked in one join. Nothing deletes posts, authors
 * or topics meanwhile, and every batch writes an author and a topic before what refers to it. (SQLite's checks are
 * index probes in process and cost little; `PRAGMA foreign_keys` is per connection, which a server shares.)
 */
const DEFERRED_FOREIGN_KEYS = [
  { table: 'viral_posts', name: 'viral_posts_author_id_fkey', def: 'foreign key (author_id) references viral_authors (id) on delete cascade' },
  { table: 'viral_post_topics', name: 'viral_post_topics_topic_id_fkey', def: 'foreign key (topic_id) references viral_topics (id) on delete cascade' },
  { table: 'viral_post_topics', name: 'viral_post_topics_post_id_fkey', def: 'foreign key (post_id) references viral_posts (id) on delete cascade' },
  { table: 'viral_media', name: 'viral_media_post_id_fkey', def: 'foreign key (post_id) references viral_posts (id) on delete cascade' },
];

/**
 * Starts a bulk load: the secondary indexes are dropped (on PostgreSQL the corpus's foreign keys too; SQLite's FTS
 * index is still written batch by batch, see writeSqliteBatch), so each batch only appends rows; `finishBulkLoad` builds them once, sorted, which
 * costs a fraction of keeping them up to date row by row. Queries stay correct meanwhile (slower: no order index),
 * and a load that dies half-way is finished by the next import or by the hourly refresh once its last batch is older
 * than BULK_LOAD_STALE_MS.
 */
export async function beginBulkLoad(db: Db): Promise<void> {
  await writeState(db, BULK_LOAD_KEY, new Date().toISOString());
  const pg = dialectOf(db) === 'postgres';
  for (const index of DEFERRED_INDEXES) if (!index.engine || pg) await sql.raw(`drop index if exists ${index.name}`).execute(db);
  if (pg) for (const key of DEFERRED_FOREIGN_KEYS) await sql.raw(`alter table ${key.table} drop constraint if exists ${key.name}`).execute(db);
}

/** A bulk load whose last batch is older than this is taken to have died (the refresh finishes it). */
export const BULK_LOAD_STALE_MS = 10 * 60_000;

/**
 * Builds what a bulk load deferred (the indexes, PostgreSQL's foreign keys; SQLite's FTS index from the stored posts
 * when the load was abandoned) and ends it. Does nothing when no bulk load is on record, or when `olderThanMs` is given and the load's last
 * batch is more recent (a load still running). Returns whether it finished one.
 */
export async function finishBulkLoad(db: Db, { olderThanMs }: { olderThanMs?: number } = {}): Promise<boolean> {
  const mark = await readState(db, BULK_LOAD_KEY);
  if (mark === null) return false;
  if (olderThanMs !== undefined && Date.now() - Date.parse(mark) < olderThanMs) return false;
  const pg = dialectOf(db) === 'postgres';
  if (pg) {
    // One index build may use more memory than a query (PostgreSQL's default 64 MB spills a 1M-row GIN build).
    const onConnection = (fn: (conn: Kysely<Database>) => Promise<void>) =>
      db.connection().execute(async (conn) => {
        await sql`set maintenance_work_mem = '256MB'`.execute(conn);
        try {
          await fn(conn);
        } finally {
          await sql`reset maintenance_work_mem`.execute(conn);
        }
      });
    const build = async (conn: Kysely<Database>, indexes: typeof DEFERRED_INDEXES) => {
      for (const index of indexes) await sql.raw(`create index if not exists ${index.name} on ${index.on}`).execute(conn);
    };
    const on = (table: string) => DEFERRED_INDEXES.filter((i) => i.on.startsWith(`${table} `));
    // The foreign keys come back NOT VALID first (a moment's lock, nothing read), then each is validated, which
    // locks its own table against writes and only shares the one it refers to, so the checks of the topic and
    // media rows run beside the work on viral_posts. Same end state as adding them valid (importer.test).
    const tables = [...new Set(DEFERRED_FOREIGN_KEYS.map((k) => k.table))];
    const keys = await sql<{ name: string; valid: boolean }>`select conname as name, convalidated as valid from pg_constraint
      where contype = 'f' and conrelid = any(${tables}::regclass[])`.execute(db);
    for (const key of DEFERRED_FOREIGN_KEYS) {
      if (!keys.rows.some((k) => k.name === key.name)) await sql.raw(`alter table ${key.table} add constraint ${key.name} ${key.def} not valid`).execute(db);
    }
    const validate = async (conn: Kysely<Database>, table: string) => {
      for (const key of DEFERRED_FOREIGN_KEYS.filter((k) => k.table === table)) {
        if (!keys.rows.some((k) => k.name === key.name && k.valid)) await sql.raw(`alter table ${key.table} validate constraint ${key.name}`).execute(conn);
      }
    };
    // Two connections. viral_posts: its key checked, its statistics, then the search index (GIN over a tsvector per
    // post, the longest build, on one core): each of these locks out the next (`analyze` and an index build of one
    // table conflict), so `analyze` goes before the builds rather than after them. Beside it, the topic rows'
    // indexes, the topic and media keys, their statistics, then viral_posts' b-trees (they wait for its `analyze`,
    // then build beside the GIN index: index builds share their lock).
    const search = DEFERRED_INDEXES.filter((i) => i.name === 'viral_posts_search_idx');
    await Promise.all([
      onConnection(async (conn) => {
        await validate(conn, 'viral_posts');
        // The search column's statistics target (1000, migration 20261123T175000) makes `analyze` read 300,000 rows;
        // the other columns, at the default 100, are analyzed apart from 30,000 (over 300,000 their sorts of the
        // posts' text cost more than the search column's statistics).
        await sql`analyze viral_posts (search)`.execute(conn);
        const others = await sql<{ name: string }>`select attname as name from pg_attribute
          where attrelid = 'viral_posts'::regclass and attnum > 0 and not attisdropped and attname <> 'search' order by attnum`.execute(conn);
        await sql.raw(`analyze viral_posts (${others.rows.map((r) => `"${r.name}"`).join(', ')})`).execute(conn);
        await build(conn, search);
      }),
      onConnection(async (conn) => {
        await build(conn, on('viral_post_topics'));
        await validate(conn, 'viral_post_topics');
        await validate(conn, 'viral_media');
        await sql`analyze viral_post_topics`.execute(conn);
        await build(conn, on('viral_posts').filter((i) => !search.includes(i)));
      }),
    ]);
  } else {
    for (const index of DEFERRED_INDEXES) if (!index.engine) await sql.raw(`create index if not exists ${index.name} on ${index.on}`).execute(db);
    // Each batch writes its posts' search entries in its own transaction (batch.ts), so the FTS index is in step
    // with every batch committed; it is rebuilt only when finishing a load found abandoned, which may have been
    // begun by an importer that left it to the end.
    if (olderThanMs !== undefined) await sql`insert into viral_posts_fts(viral_posts_fts) values ('rebuild')`.execute(db);
  }
  await db.deleteFrom('viral_state').where('key', '=', BULK_LOAD_KEY).execute();
  return true;
}

export type PostSort = 'quality' | 'recent';

export interface PostQuery {
  limit: number;
  minQuality: number | null;
  maxFollowers: number | null;
  hasMedia: boolean | null;
  topicId: string | null;
  authorId: string | null;
  sort: PostSort;
  /** Keyset of the last post of the previous page: its score (quality) or posted_at (recent), and its id. */
  after: { key: number | string; id: number } | null;
  /** Words of a text search (already split and lower-cased); the last one is a prefix. */
  words: string[] | null;
  /**
   * Text search: how many matches are sorted — SQLite: the newest that many (SQLITE_SEARCH_CANDIDATES); PostgreSQL:
   * all of them when no more match, else the order index is walked (PG_SEARCH_SORT_MAX). Tests make it small.
   */
  candidates?: number;
  /**
   * Quality order only: the score generation to read the order as of (README: paging across a refresh), when a
   * refresh has changed scores since it; null or absent: the stored scores.
   */
  asOf?: number | null;
  /**
   * With `asOf`: the last generation whose log the caller expects (the current one as it read it, or the one before
   * when no rescore was under way); the log is read one generation at a time up to it, and each row says whether the
   * log holds a later one (`pending`: a rescore began meanwhile, read again). Absent: every generation since `asOf`,
   * any begun meanwhile included (one more read, which PostgreSQL may plan in parallel: the last resort).
   */
  through?: number;
  /**
   * With `asOf` null: each row also says, as the page's statement read the table, the current score generation and
   * whether a rescore was under way (`generation`, `pending`), so a first page costs one statement.
   */
  withGeneration?: boolean;
}

/** At most this many of the newest text matches are ranked on SQLite (see the README: search at scale). */
export const SQLITE_SEARCH_CANDIDATES = 5_000;

export interface PostRow {
  id: number;
  platform: string;
  content: string;
  likes: number;
  comments: number;
  shares: number;
  viral_score: number;
  has_media: number;
  topics: string;
  post_url: string | null;
  posted_at: string;
  scraped_at: string;
  author_id: string;
  author_name: string;
  author_handle: string;
  author_bio: string;
  author_followers: number;
  author_image: string | null;
  author_rising: number;
  author_verified: number;
}

/** A post with its author, as PostRow reads it (`viral_posts as p` joined to `viral_authors as a`). */
export interface MediaItem {
  position: number;
  kind: string;
  alt: string;
}

/** A post of a page: the post, its author and its images. */
export interface PageRow extends PostRow {
  media: MediaItem[];
  /** The post's place in the order: its score (as of the generation read) or posted_at. */
  order_key: number | string;
  /** With `withGeneration`: the score generation and whether a rescore was under way as the page was read. */
  generation?: number | string;
  pending?: number | string;
}

const POST_ROW_COLUMNS = [
  'p.id', 'p.platform', 'p.content', 'p.likes', 'p.comments', 'p.shares', 'p.viral_score', 'p.has_media', 'p.topics',
  'p.post_url', 'p.posted_at', 'p.scraped_at', 'p.author_id', 'p.author_followers',
  'a.name as author_name', 'a.handle as author_handle', 'a.bio as author_bio', 'a.profile_image_url as author_image',
  'a.is_rising as author_rising', 'a.is_verified as author_verified',
] as const;

/**
 * One page (limit + 1 rows, so the caller knows whether there is a next page) with authors and media, in one
 * statement: the page's ids are cut first, in a subquery, and only those rows are joined to their posts, authors
 * and media (joining the authors before the page is cut lets PostgreSQL hash all 25,000 of them when it expects a
 * few thousand matches). A text search first asks its index for candidates (see pgCandidates / sqliteCandidates).
 */
export async function queryPosts(db: Db, query: PostQuery): Promise<PageRow[]> {
  const byTopic = query.topicId !== null;
  const keyCol = query.sort === 'quality' ? (byTopic ? 't.viral_score' : 'p.viral_score') : byTopic ? 't.posted_at' : 'p.posted_at';
  const idCol = byTopic ? 't.post_id' : 'p.id';
  const scoreCol = byTopic ? 't.viral_score' : 'p.viral_score';
  // A text search first asks its index for candidates (the same for both halves of a page as of a generation).
  let search: ((q: any) => any) | null = null;
  let sortCandidates = false;
  if (query.words?.length) {
    if (dialectOf(db) === 'postgres') {
      const candidates = await pgCandidates(db, query.words, query.candidates ?? PG_SEARCH_SORT_MAX);
      if (candidates === null) search = (q) => q.where(sql<boolean>`p.search @@ to_tsquery('simple', ${pgTsQuery(query.words!)})`);
      else if (candidates.length === 0) return [];
      else {
        search = (q) => q.where(sql<boolean>`p.id = any(${sql.val(candidates)}::bigint[])`);
        sortCandidates = true;
      }
    } else {
      const candidates = await sqliteCandidates(db, query.words, query.candidates ?? SQLITE_SEARCH_CANDIDATES);
      if (candidates.length === 0) return [];
      search = (q) => q.where('p.id', 'in', sql<number>`(select value from json_each(${JSON.stringify(candidates)}))`);
    }
  }
  /** The filters other than the order's key (the same on both halves of a page as of a generation). */
  const filtered = (q: any, score: string) => {
    if (byTopic) q = q.innerJoin('viral_post_topics as t', (j: any) => j.onRef('t.post_id', '=', 'p.id').on('t.topic_id', '=', query.topicId!));
    if (query.minQuality !== null && query.minQuality > 0) q = q.where(sql<boolean>`${sql.ref(score)} >= ${query.minQuality}`);
    if (query.maxFollowers !== null) q = q.where('p.author_followers', '<=', query.maxFollowers);
    if (query.hasMedia !== null) q = q.where('p.has_media', '=', query.hasMedia ? 1 : 0);
    if (query.authorId !== null) q = q.where('p.author_id', '=', query.authorId);
    return search ? search(q) : q;
  };
  const asOf = query.sort === 'quality' ? (query.asOf ?? null) : null;
  let q = filtered(db.selectFrom('viral_posts as p').select(['p.id', sql.ref(keyCol).as('k')]), scoreCol);
  if (query.after) q = q.where(sql<boolean>`(${sql.ref(keyCol)}, ${sql.ref(idCol)}) < (${query.after.key}, ${query.after.id})`);
  // When the matches of a text search are few, they are the candidates and are sorted: ordering by an expression
  // (`+ 0`, `|| ''`) keeps the planner from walking the order index instead, hoping to meet them early.
  const ordered = (qb: any, key: any, id: string) => qb.orderBy(key, 'desc').orderBy(sql.ref(id), 'desc').limit(query.limit + 1);
  let page: any;
  if (asOf === null) {
    if (withGeneration(query)) q = q.select([sql<number>`${CURRENT_GENERATION}`.as('generation'), sql<number>`${PENDING}`.as('pending')]);
    page = ordered(q, sortCandidates ? (query.sort === 'quality' ? sql`${sql.ref(keyCol)} + 0` : sql`${sql.ref(keyCol)} || ''`) : sql.ref(keyCol), idCol);
  } else {
    // The order as of generation `asOf` (README: paging across a refresh): the posts whose score no refresh has
    // changed since, along the order index as usual, and beside them the changed ones with the score they had then
    // (the earliest logged from that generation on), each half cut to the page and the two merged.
    const n = query.limit + 1;
    const unchanged = ordered(
      q.where(sql<boolean>`not exists (select 1 from viral_score_log as l where l.post_id = ${sql.ref(idCol)} and l.generation >= ${asOf})`),
      sortCandidates ? sql`${sql.ref(keyCol)} + 0` : sql.ref(keyCol),
      idCol,
    );
    // A changed post scored below the unchanged half's last row cannot make the page when that half is full: each
    // read of the log stops at that floor (scores are 0-100; -1 when the half is short), so it walks the band of
    // scores the page spans instead of every match of the filters in the log (PostgreSQL hashed all 77,604 rows a
    // refresh logged at 1M posts for combined filters: 114 ms p95).
    const floor = sql<number>`(select case when count(*) >= ${n} then min(u.k) else -1 end from unchanged_half as u)`;
    const logRead = (generation: (q: any) => any) => {
      let c = filtered(generation(db.selectFrom('viral_score_log as g').innerJoin('viral_posts as p', 'p.id', 'g.post_id').select(['g.post_id as id', 'g.score as k'])), 'g.score');
      c = c.where(sql<boolean>`g.score >= ${floor}`);
      if (query.after) c = c.where(sql<boolean>`(g.score, g.post_id) < (${query.after.key}, ${query.after.id})`);
      return ordered(c, sql.ref('g.score'), 'g.post_id');
    };
    // 'Not logged earlier' is asked of each candidate along the log's primary key (post, generation), as it walks
    // the band: PostgreSQL, free to plan it as an anti-join, hashed every row logged since `asOf` first (a parallel
    // seq scan of the log: page 2 after two refreshes 17-30 ms p50 at 1M posts, 100+ ms under load, against ~1 ms
    // probed). `offset 0` keeps the subquery a per-row probe (PostgreSQL does not pull a subquery with an OFFSET up
    // into a join); SQLite probes per row anyway and has no OFFSET without a LIMIT.
    const probe = dialectOf(db) === 'postgres' ? sql` offset 0` : sql``;
    /** The posts whose earliest log from `asOf` on is of generation `gen` (none logged in [asOf, gen)). */
    const firstLoggedIn = (gen: number) => (c: any) =>
      gen === asOf
        ? c.where('g.generation', '=', gen)
        : c.where('g.generation', '=', gen).where(sql<boolean>`not exists (select 1 from viral_score_log as l where l.post_id = g.post_id and l.generation >= ${asOf} and l.generation < ${gen}${probe})`);
    // Each generation's log along its own index (generation, score, post): one read per generation from `asOf` to
    // `through`, and without it one more for any generation after (normally empty, but planned from statistics that may
    // predate the refresh: PostgreSQL launched two parallel workers for it, ~30 ms at 1M posts). Reading all of them
    // as one range had to sort every row they logged (two refreshes at 1M posts: 302 ms p50 on SQLite).
    const last = Math.max(asOf, Math.min(query.through ?? asOf, asOf + MAX_GENERATION_READS));
    const reads = Array.from({ length: last - asOf + 1 }, (_, i) => logRead(firstLoggedIn(asOf + i)));
    if (query.through === undefined || last < query.through) {
      reads.push(
        logRead((c: any) =>
          c.where('g.generation', '>', last).where(sql<boolean>`not exists (select 1 from viral_score_log as l where l.post_id = g.post_id and l.generation >= ${asOf} and l.generation < g.generation${probe})`),
        ),
      );
    }
    let halves: any = (db as any).with('unchanged_half', () => unchanged).selectFrom('unchanged_half as a').select(['a.id', 'a.k']);
    reads.forEach((read, i) => (halves = halves.unionAll(db.selectFrom(read.as(`b${i}`)).select([`b${i}.id as id`, `b${i}.k as k`]))));
    page = db.selectFrom(halves.as('h')).select(['h.id', 'h.k']).orderBy('h.k', 'desc').orderBy('h.id', 'desc').limit(n);
  }
  const rows = await db
    .selectFrom(page.as('page'))
    .innerJoin('viral_posts as p', 'p.id', 'page.id')
    .innerJoin('viral_authors as a', 'a.id', 'p.author_id')
    .select([...POST_ROW_COLUMNS, mediaJson(db).as('media'), sql<number | string>`page.k`.as('order_key'), ...(asOf === null && withGeneration(query) ? [sql<number>`page.generation`.as('generation'), sql<number>`page.pending`.as('pending')] : []),
      // Read up to `through`: whether the log holds a later generation (a rescore began meanwhile: read again).
      ...(asOf !== null && query.through !== undefined ? [sql<number>`(select case when max(generation) > ${query.through} then 1 else 0 end from viral_score_log)`.as('pending')] : [])])
    .orderBy('page.k', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  return rows.map(({ media, ...r }: any) => ({ ...r, id: Number(r.id), media: parseJsonArray<MediaItem>(media) }) as PageRow);
}

/** At most this many generations' logs are read one by one; any after them in one read (README: paging across a refresh). */
const MAX_GENERATION_READS = 48;

const withGeneration = (query: PostQuery) => query.sort === 'quality' && query.withGeneration === true;
/** The generation the stored scores belong to (0 before the first refresh that changed one). */
const CURRENT_GENERATION = sql`coalesce((select cast(value as integer) from viral_state where key = 'score_generation'), 0)`;
/** 1 when a rescore has changed a score since the current generation began (it is under way), else 0. */
// As the log's highest generation (one step down its generation index on both engines): 'any row with generation ≥ X,
// limit 1' was planned by PostgreSQL as a sequential scan of the whole log when its statistics were older than the
// refresh that wrote it (93,302 rows read to find none at 1M posts).
const PENDING = sql`(select case when max(generation) >= ${CURRENT_GENERATION} then 1 else 0 end from viral_score_log)`;

/** A post's images in order, as a JSON array of { position, kind, alt } ('[]' when it has none). */
function mediaJson(db: Db) {
  return jsonArrayOf(db, {
    fields: { position: sql`m.position`, kind: sql`m.kind`, alt: sql`m.alt` },
    rows: sql`viral_media as m where m.post_id = p.id`,
    orderBy: sql`m.position`,
  });
}

/** FTS5: every word, in any order, the last one as a prefix (unless `prefix` is false). Words are letters and digits only. */
export function ftsQuery(words: string[], prefix = true): string {
  return words.map((w, i) => `"${w.replace(/"/g, '""')}"${prefix && i === words.length - 1 ? '*' : ''}`).join(' ');
}

/**
 * The posts a SQLite text search ranks: the newest SQLITE_SEARCH_CANDIDATES matches. FTS5 reads one word's list
 * lazily, newest first, and stops there; a prefix (`team*`: team, teams, teamwork…) makes it merge every list of
 * the prefix first, which at a million posts costs 5-20 times more. So the whole words are asked first: when they
 * alone fill the candidate set, those are the candidates (the prefix could only add more matches than are ranked
 * anyway); otherwise the prefix query gives them, and it is then cheap, its lists being short.
 */
async function sqliteCandidates(db: Db, words: string[], max: number): Promise<number[]> {
  const newest = async (match: string) =>
    (await sql<{ rowid: number }>`select rowid from viral_posts_fts where viral_posts_fts match ${match} order by rowid desc limit ${max}`.execute(db)).rows.map((r) => Number(r.rowid));
  const whole = await newest(ftsQuery(words, false));
  if (whole.length >= max) return whole;
  return newest(ftsQuery(words));
}

/** Above this many matches, a PostgreSQL text search walks the order index instead of sorting its matches. */
export const PG_SEARCH_SORT_MAX = 5_000;
/** The GIN index is asked for the matches only when the planner expects at most this many (see pgCandidates). */
const PG_SEARCH_PROBE_ESTIMATE_MAX = 10_000;

/**
 * The posts a PostgreSQL text search sorts, or null when more than PG_SEARCH_SORT_MAX posts match. The planner
 * cannot estimate a prefix (`zorania:*`) below its statistics' floor, so left alone it walks the score index
 * checking every row for a word that 0.15 % of posts hold (seconds at a million posts). The GIN index answers
 * "which posts" in milliseconds: when they are few they are all fetched and sorted; when they are many, the score
 * order meets the page's matches early and the index walk is the fast plan.
 */
async function pgCandidates(db: Db, words: string[], max: number): Promise<number[] | null> {
  const match = sql`search @@ to_tsquery('simple', ${pgTsQuery(words)})`;
  // Asking the index costs as much as the matches it must gather (a common prefix such as `first:*` expands to
  // many words: 150 ms at a million posts), so it is asked only when the planner's own estimate says few match —
  // its floor for words below its statistics included. Words it knows to be common walk the order at once.
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`explain (format json) select 1 from viral_posts where ${match}`.execute(db);
  const estimate = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Infinity;
  if (estimate > PG_SEARCH_PROBE_ESTIMATE_MAX && estimate > max) return null;
  const { rows } = await sql<{ id: string | number }>`select id from viral_posts where ${match} limit ${max + 1}`.execute(db);
  return rows.length > max ? null : rows.map((r) => Number(r.id));
}

/** to_tsquery('simple', …): every word, the last as a prefix. Words are letters and digits only. */
export function pgTsQuery(words: string[]): string {
  return words.map((w, i) => `'${w.replace(/'/g, "''")}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** One post with its author, or undefined. */
export async function postById(db: Db, id: number): Promise<PostRow | undefined> {
  const row = await db.selectFrom('viral_posts as p').innerJoin('viral_authors as a', 'a.id', 'p.author_id').select(POST_ROW_COLUMNS).where('p.id', '=', id).executeTakeFirst();
  return row && ({ ...row, id: Number(row.id) } as PostRow);
}

export async function mediaItem(db: Db, postId: number, position: number) {
  return db
    .selectFrom('viral_media as m')
    .innerJoin('viral_posts as p', 'p.id', 'm.post_id')
    .select(['m.kind', 'm.alt', 'm.position', 'p.topics', 'p.viral_score'])
    .where('m.post_id', '=', postId)
    .where('m.position', '=', position)
    .executeTakeFirst();
}

export async function authorByHandle(db: Db, handle: string) {
  return db.selectFrom('viral_authors').selectAll().where('handle', '=', handle).orderBy('follower_count', 'desc').executeTakeFirst();
}

export async function authorById(db: Db, id: string) {
  return db.selectFrom('viral_authors').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function topicExists(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('viral_topics').select('id').where('id', '=', id).executeTakeFirst());
}

export async function countPosts(db: Db): Promise<number> {
  const row = await db.selectFrom('viral_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasAnyPost(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('viral_posts').select('id').limit(1).executeTakeFirst());
}

export async function trendingTopics(db: Db) {
  return db.selectFrom('viral_trending_topics').selectAll().orderBy('rank').execute();
}

export async function readState(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('viral_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeState(db: Q, key: string, value: string): Promise<void> {
  await db
    .insertInto('viral_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

// ---- the refresh's recomputations ----------------------------------------------------------------------------

// ---- score generations (README: paging across a refresh) ------------------------------------------------------

/** How long the scores a refresh replaced are kept: a cursor made longer ago than this before a refresh is refused. */
export const SCORE_LOG_KEEP_MS = 24 * 3_600_000;

export interface ScoreGenerations {
  /** The generation the stored scores belong to (0 before the first refresh that changed one). */
  current: number;
  /** The oldest generation whose order can still be continued (older logs were pruned). */
  oldest: number;
  /** A rescore is under way: some stored scores are already the next generation's. */
  pending: boolean;
}

/** The score generations, in one statement. */
export async function scoreGenerations(db: Db): Promise<ScoreGenerations> {
  const row = (
    await sql<{ current: number | string; oldest: number | string; pending: number | string }>`select ${CURRENT_GENERATION} as current,
      coalesce((select cast(value as integer) from viral_state where key = 'score_log_from'), 0) as oldest, ${PENDING} as pending`.execute(db)
  ).rows[0]!;
  return { current: Number(row.current), oldest: Number(row.oldest), pending: Number(row.pending) > 0 };
}

/** Whether the log holds a generation after `generation` (a rescore began since it was read). */
export async function laterLog(db: Db, generation: number): Promise<boolean> {
  const row = (await sql<{ g: number | string | null }>`select max(generation) as g from viral_score_log`.execute(db)).rows[0];
  return row?.g !== null && row?.g !== undefined && Number(row.g) > generation;
}

/**
 * Copies each author's follower count onto their posts, then rescores every post whose score changed. Each change
 * is made with a log of the score it replaces under the current generation, in the same transaction; at the end the
 * generation moves on (scores changed: its order is the log plus the unchanged posts) and logs more than
 * SCORE_LOG_KEEP_MS past their generation's end are pruned. Nothing else changes a stored post's score.
 */
export async function rescorePosts(db: Db, now: number, signal?: AbortSignal): Promise<number> {
  await sql`update viral_posts set author_followers = (select follower_count from viral_authors a where a.id = viral_posts.author_id)
    where author_followers <> (select follower_count from viral_authors a where a.id = viral_posts.author_id)`.execute(db);
  const generation = (await scoreGenerations(db)).current;
  let changed = 0;
  let after = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await db
      .selectFrom('viral_posts')
      .select(['id', 'likes', 'comments', 'shares', 'author_followers', 'posted_at', 'viral_score'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(5_000)
      .execute();
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]!.id);
    const updates = rows
      .map((r) => ({ id: Number(r.id), score: scorePost({ ...r, followers: r.author_followers, postedAt: r.posted_at }, now), old: r.viral_score }))
      .filter((u) => u.score !== u.old);
    if (updates.length === 0) continue;
    changed += updates.length;
    await db.transaction().execute(async (trx) => {
      for (const part of chunk(updates, 400)) {
        // The score the post had in this generation: kept when a rescore stopped half-way already logged it.
        await trx
          .insertInto('viral_score_log')
          .values(part.map((u) => ({ generation, post_id: u.id, score: u.old })))
          .onConflict((oc) => oc.columns(['post_id', 'generation']).doNothing())
          .execute();
        const values = sql.join(part.map((u) => sql`(${u.id}, ${u.score})`));
        const cast = dialectOf(trx) === 'postgres' ? sql`::bigint` : sql``;
        const castScore = dialectOf(trx) === 'postgres' ? sql`::integer` : sql``;
        await sql`with v(id, score) as (values ${values})
          update viral_posts set viral_score = (select v.score${castScore} from v where v.id${cast} = viral_posts.id)
          where id in (select id${cast} from v)`.execute(trx);
        await sql`with v(id, score) as (values ${values})
          update viral_post_topics set viral_score = (select v.score${castScore} from v where v.id${cast} = viral_post_topics.post_id)
          where post_id in (select id${cast} from v)`.execute(trx);
      }
    });
  }
  // Kept for a day of the wall clock (`now` is the time the scores are computed for).
  await endScoreGeneration(db, generation);
  if (changed) corpusChanged(db);
  return changed;
}

/**
 * Ends `generation` when a rescore logged changes under it (a rescore that changed nothing keeps it), then prunes
 * the logs of generations that ended more than SCORE_LOG_KEEP_MS ago.
 */
async function endScoreGeneration(db: Db, generation: number, now = Date.now()): Promise<void> {
  const logged = await db.selectFrom('viral_score_log').select('post_id').where('generation', '=', generation).limit(1).executeTakeFirst();
  if (logged) {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('viral_score_generations').values({ generation, ended_at: new Date(now).toISOString() }).onConflict((oc) => oc.column('generation').doNothing()).execute();
      await writeState(trx, 'score_generation', String(generation + 1));
    });
    // PostgreSQL plans the pages read as of a generation from the log's statistics: fresh ones, now that it has
    // grown by a refresh, not autovacuum's in a while (at 1M posts, page 2 after two refreshes 17 / 29 ms p50 / p95
    // right after them with the old ones). SQLite reads the log along its indexes without statistics.
    if (dialectOf(db) === 'postgres') await sql`analyze viral_score_log`.execute(db);
  }
  const cutoff = new Date(now - SCORE_LOG_KEEP_MS).toISOString();
  const expired = await db.selectFrom('viral_score_generations').select((eb) => eb.fn.max('generation').as('g')).where('ended_at', '<', cutoff).executeTakeFirst();
  if (expired?.g !== null && expired?.g !== undefined) {
    const last = Number(expired.g);
    await db.transaction().execute(async (trx) => {
      await writeState(trx, 'score_log_from', String(last + 1));
      await trx.deleteFrom('viral_score_log').where('generation', '<=', last).execute();
      await trx.deleteFrom('viral_score_generations').where('generation', '<=', last).execute();
    });
  }
}

/** Each author's post count, engagement rate and rising score from their posts. */
export async function recomputeAuthors(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('viral_posts')
    .select((eb) => [
      'author_id',
      eb.fn.countAll<number>().as('n'),
      sql<number>`avg(cast(likes + comments + shares as real) / (case when author_followers < 1 then 1 else author_followers end))`.as('rate'),
    ])
    .groupBy('author_id')
    .execute();
  // In the order of their ids, as an import's batch writes them (prepareBatch): the two wait rather than deadlock.
  const authors = await db.selectFrom('viral_authors').select(['id', 'follower_count', 'follower_growth_pct', 'engagement_rate', 'post_count', 'rising_score', 'is_rising']).orderBy('id').execute();
  const stats = new Map(rows.map((r) => [r.author_id, r]));
  const updates = authors
    .map((a) => {
      const s = stats.get(a.id);
      const rate = Math.round(Number(s?.rate ?? 0) * 10_000) / 100;
      return {
        id: a.id,
        post_count: Number(s?.n ?? 0),
        engagement_rate: rate,
        rising_score: risingScore({ growthPct: a.follower_growth_pct, engagementRate: rate }),
        is_rising: isRising({ growthPct: a.follower_growth_pct, followers: a.follower_count }) ? 1 : 0,
        before: a,
      };
    })
    .filter((u) => u.post_count !== u.before.post_count || u.engagement_rate !== u.before.engagement_rate || u.rising_score !== u.before.rising_score || u.is_rising !== u.before.is_rising);
  await db.transaction().execute(async (trx) => {
    for (const u of updates) {
      await trx
        .updateTable('viral_authors')
        .set({ post_count: u.post_count, engagement_rate: u.engagement_rate, rising_score: u.rising_score, is_rising: u.is_rising })
        .where('id', '=', u.id)
        .execute();
    }
  });
  if (updates.length) corpusChanged(db);
}

/** Recent and weekly baseline counts per topic, the window ending at the newest post. */
export async function topicCounts(db: Db, windowDays: number, baselineWeeks: number): Promise<TopicCountsResult> {
  const newest = await db.selectFrom('viral_posts').select((eb) => eb.fn.max('posted_at').as('at')).executeTakeFirst();
  if (!newest?.at) return { anchor: null, counts: [] };
  const anchor = Date.parse(String(newest.at));
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const ranges: [string, string][] = [[iso(anchor - windowDays * DAY), iso(anchor + 1)]];
  for (let w = 0; w < baselineWeeks; w++) {
    const end = anchor - windowDays * DAY - w * 7 * DAY;
    ranges.push([iso(end - 7 * DAY), iso(end)]);
  }
  const labels = new Map((await db.selectFrom('viral_topics').select(['id', 'label']).execute()).map((t) => [t.id, t.label]));
  const counts = new Map<string, { recent: number; weeks: number[] }>();
  for (const [index, [from, to]] of ranges.entries()) {
    const rows = await db
      .selectFrom('viral_post_topics')
      .select((eb) => ['topic_id', eb.fn.countAll<number>().as('n')])
      .where('posted_at', '>', from)
      .where('posted_at', '<=', to)
      .groupBy('topic_id')
      .execute();
    for (const r of rows) {
      const entry = counts.get(r.topic_id) ?? { recent: 0, weeks: Array(baselineWeeks).fill(0) };
      if (index === 0) entry.recent = Number(r.n);
      else entry.weeks[index - 1] = Number(r.n);
      counts.set(r.topic_id, entry);
    }
  }
  return {
    anchor: iso(anchor),
    counts: [...counts].map(([topicId, c]) => ({ topicId, label: labels.get(topicId) ?? topicId, recent: c.recent, weeks: c.weeks })),
  };
}

export interface TopicCountsResult {
  anchor: string | null;
  counts: { topicId: string; label: string; recent: number; weeks: number[] }[];
}

export async function replaceTrending(db: Db, rows: { topicId: string; label: string; postsCount: number; baselineMean: number; trendingScore: number }[], computedAt: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('viral_trending_topics').execute();
    if (rows.length) {
      await trx
        .insertInto('viral_trending_topics')
        .values(rows.map((t, i) => ({ topic_id: t.topicId, label: t.label, rank: i + 1, posts_count: t.postsCount, baseline_mean: t.baselineMean, trending_score: t.trendingScore, computed_at: computedAt })))
        .execute();
    }
  });
  corpusChanged(db);
}
