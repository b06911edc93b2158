/**
 * One batch of an import, from records to rows: `prepareBatch` (plain JavaScript: authors, topics, posts with their
 * scores, topic and media rows) is shared by both engines; on SQLite `sqliteBatch` turns it into the JSON values its
 * statements unpack and `writeSqliteBatch` runs them in one transaction — in the importing thread, or in the
 * import's writer thread (import-thread.ts), which is why this module imports no database code: it runs on any
 * connection that answers `SqlRunner`.
 */
import { createHash } from 'node:crypto';
import type { ViralRecord } from './record';
import { isRising, scorePost, topicSlug } from './scoring';
import type { ViralAuthorsTable, ViralPostsTable } from './tables';

const authorIds = new Map<string, string>();

/** 'va_' + 16 hex of sha256(platform:handle), remembered for the authors an import meets again and again. */
export function authorId(platform: string, handle: string): string {
  const key = `${platform}:${handle}`;
  let id = authorIds.get(key);
  if (id === undefined) {
    id = `va_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
    if (authorIds.size >= 200_000) authorIds.clear();
    authorIds.set(key, id);
  }
  return id;
}

const slugs = new Map<string, string>();

/** topicSlug, remembered: an import meets the same few thousand labels in batch after batch. */
function slugOf(label: string): string {
  let slug = slugs.get(label);
  if (slug === undefined) {
    slug = topicSlug(label);
    if (slugs.size >= 100_000) slugs.clear();
    slugs.set(label, slug);
  }
  return slug;
}

export type PostInsert = Omit<ViralPostsTable, 'id'>;

export const POST_COLUMNS = [
  ['platform', 'text'], ['external_id', 'text'], ['author_id', 'text'], ['content', 'text'], ['likes', 'integer'], ['comments', 'integer'],
  ['shares', 'integer'], ['viral_score', 'integer'], ['author_followers', 'integer'], ['has_media', 'integer'], ['topics', 'text'],
  ['post_url', 'text'], ['posted_at', 'text'], ['scraped_at', 'text'], ['updated_at', 'text'],
] as const;
/** What an upsert of a post overwrites: everything but its key. */
export const POST_UPDATED = POST_COLUMNS.map(([c]) => c).filter((c) => c !== 'platform' && c !== 'external_id');

export const AUTHOR_COLUMNS = [
  ['id', 'text'], ['platform', 'text'], ['handle', 'text'], ['name', 'text'], ['bio', 'text'], ['profile_image_url', 'text'],
  ['follower_count', 'integer'], ['follower_growth_pct', 'real'], ['domain', 'text'], ['engagement_rate', 'real'], ['is_verified', 'integer'],
  ['is_rising', 'integer'], ['rising_score', 'real'], ['post_count', 'integer'], ['created_at', 'text'], ['updated_at', 'text'],
] as const;
/** What an upsert of an author always overwrites; domain and growth only when the record gives them. */
const AUTHOR_UPDATED = ['name', 'bio', 'profile_image_url', 'follower_count', 'is_verified'];

export const TOPIC_ROW_COLUMNS = [['topic_id', 'text'], ['post_id', 'bigint'], ['viral_score', 'integer'], ['posted_at', 'text']] as const;
export const MEDIA_COLUMNS = [['post_id', 'bigint'], ['position', 'integer'], ['kind', 'text'], ['source_url', 'text'], ['alt', 'text']] as const;

/** A topic row with the index of its post in `PreparedBatch.posts` where the post's id will be. */
export type TopicRow = [post: number, topicId: string, viralScore: number, postedAt: string];
/** A media row, likewise. */
export type MediaRow = [post: number, position: number, kind: string, sourceUrl: string | null, alt: string];

export interface PreparedBatch {
  stamp: string;
  /** Authors in groups by what their upsert overwrites (domain and growth only when a record gives them). */
  authorGroups: { updated: string[]; rows: ViralAuthorsTable[] }[];
  topics: { id: string; label: string }[];
  /** One per (platform, external id), the last record winning, in the order first met. */
  posts: PostInsert[];
  topicRows: TopicRow[];
  mediaRows: MediaRow[];
}

/** `platform\0external_id`: how a batch finds a post's id among the rows its upsert returned. */
export const postKey = (platform: string, externalId: string) => `${platform}\u0000${externalId}`;

/**
 * The authors an import has written, so that a later batch leaves out the ones it would not change (an import meets
 * the same author in batch after batch; the upsert would find each unchanged but still look it up and compare):
 * `<columns group>\0<author id>` → the values written. One per import, never shared between imports.
 */
export type WrittenAuthors = Map<string, string>;

/** A batch of records as the rows it writes, each post scored at `now`. */
export function prepareBatch(records: ViralRecord[], now: number, written?: WrittenAuthors): PreparedBatch {
  const stamp = new Date(now).toISOString();
  const ids = records.map((r) => authorId(r.platform, r.author.handle));
  // Authors: the last record of the batch wins for each author, except for domain and growth, which a record that
  // does not give them leaves as they were: the last ones given win, and only authors given them update them.
  // The last record of each author, with the domain and growth it ends with; each author's row is built once.
  const authors = new Map<string, { last: number; domain: string | null; growth: number | null }>();
  for (let i = 0; i < records.length; i++) {
    const { author } = records[i]!;
    const id = ids[i]!;
    const before = authors.get(id);
    if (before) {
      before.last = i;
      if (author.domain != null) before.domain = author.domain;
      if (author.growth_pct != null) before.growth = author.growth_pct;
    } else authors.set(id, { last: i, domain: author.domain ?? null, growth: author.growth_pct ?? null });
  }
  const authorRow = (id: string, r: ViralRecord, domain: string | null, growth: number | null): ViralAuthorsTable => ({
    id,
    platform: r.platform,
    handle: r.author.handle,
    name: r.author.name,
    bio: r.author.bio,
    profile_image_url: r.author.profile_image_url,
    follower_count: r.author.followers,
    follower_growth_pct: growth ?? 0,
    domain: domain ?? 'business',
    engagement_rate: 0,
    is_verified: r.author.is_verified ? 1 : 0,
    is_rising: isRising({ growthPct: growth ?? 0, followers: r.author.followers }) ? 1 : 0,
    rising_score: 0,
    post_count: 0,
    created_at: stamp,
    updated_at: stamp,
  });
  // One statement per combination of what is overwritten, each writing its authors in the order of their ids, as
  // everything that writes several authors in one transaction does (recomputeAuthors): two such transactions then
  // wait for each other rather than deadlock.
  const groups = new Map<string, ViralAuthorsTable[]>();
  for (const [id, { last, domain, growth }] of [...authors].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const row = authorRow(id, records[last]!, domain, growth);
    const key = `${domain !== null ? 'd' : ''}${growth !== null ? 'g' : ''}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  if (written && written.size > 200_000) written.clear();
  const authorGroups = [...groups].flatMap(([key, group]) => {
    const updated = [...AUTHOR_UPDATED, ...(key.includes('d') ? ['domain'] : []), ...(key.includes('g') ? ['follower_growth_pct', 'is_rising'] : [])];
    let rows = group;
    if (written) {
      rows = rows.filter((a) => {
        const values = `${a.name}\u0000${a.bio}\u0000${a.profile_image_url}\u0000${a.follower_count}\u0000${a.is_verified}\u0000${a.domain}\u0000${a.follower_growth_pct}\u0000${a.is_rising}`;
        const memo = `${key}\u0000${a.id}`;
        if (written.get(memo) === values) return false;
        written.set(memo, values);
        return true;
      });
    }
    return rows.length ? [{ updated, rows }] : [];
  });

  const topicLabels = new Map<string, string>();
  for (const r of records) for (const label of r.topics) topicLabels.set(slugOf(label), label);
  topicLabels.delete('');

  // Posts (the last record wins for a repeated external id).
  const posts = new Map<string, { record: ViralRecord; topics: string[]; row: PostInsert }>();
  records.forEach((r, i) => {
    const topics = [...new Set(r.topics.map(slugOf).filter(Boolean))];
    const key = postKey(r.platform, r.external_id);
    posts.set(key, {
      record: r,
      topics,
      row: {
        platform: r.platform,
        external_id: r.external_id,
        author_id: ids[i]!,
        content: r.content,
        likes: r.likes,
        comments: r.comments,
        shares: r.shares,
        viral_score: scorePost({ likes: r.likes, comments: r.comments, shares: r.shares, followers: r.author.followers, postedAt: r.posted_at }, now),
        author_followers: r.author.followers,
        has_media: r.media.length > 0 ? 1 : 0,
        topics: topics.map((slug) => topicLabels.get(slug)!).join('|'),
        post_url: r.post_url,
        posted_at: r.posted_at,
        scraped_at: r.scraped_at,
        updated_at: stamp,
      },
    });
  });
  const rows: PostInsert[] = [];
  const topicRows: TopicRow[] = [];
  const mediaRows: MediaRow[] = [];
  for (const { record, topics, row } of posts.values()) {
    const index = rows.push(row) - 1;
    for (const slug of topics) topicRows.push([index, slug, row.viral_score, row.posted_at]);
    record.media.forEach((m, position) => mediaRows.push([index, position, m.kind, m.source_url, m.alt]));
  }
  return { stamp, authorGroups, topics: [...topicLabels].map(([id, label]) => ({ id, label })), posts: rows, topicRows, mediaRows };
}

// ---- SQLite ----------------------------------------------------------------------------------------------------

/**
 * A prepared batch as SQLite's statements take it: each set of rows one JSON array of arrays (unpacked by
 * `jsonb_each`, its fastest form: each row read in the binary form, not parsed again per column). Plain strings, so
 * it crosses to the writer thread as one copy of each (a structured clone of the topic and media rows as arrays of
 * arrays cost more than the JSON text of the posts).
 */
export interface SqliteBatch {
  stamp: string;
  bulk: boolean;
  authors: { updated: string[]; json: string }[];
  topics: string | null;
  /** [[platform, external id], …] of the posts, in order. */
  keys: string;
  /**
   * The posts' JSON as UTF-8 bytes in a buffer of their own: handed to the writer thread without a copy (transferred)
   * and bound as they are. As a string it was cloned into the thread (twice its length in bytes when it holds a
   * character beyond Latin-1, which real posts do) and converted to UTF-8 again to be bound.
   */
  posts: Uint8Array;
  /** How many posts. */
  count: number;
  /** TopicRow and MediaRow lists as JSON: each row with its post's index in `posts` where the post's id will be. */
  topicRows: string | null;
  mediaRows: string | null;
}

const arrays = (columns: readonly (readonly [string, string])[], rows: readonly object[]) =>
  JSON.stringify(rows.map((r) => columns.map(([c]) => (r as Record<string, unknown>)[c] ?? null)));

const utf8 = new TextEncoder();
const utf8Text = new TextDecoder();
/** Where a post's viral_score is in its row of POST_COLUMNS. */
const SCORE_AT = POST_COLUMNS.findIndex(([c]) => c === 'viral_score');

export function sqliteBatch(batch: PreparedBatch, bulk: boolean): SqliteBatch {
  return {
    stamp: batch.stamp,
    bulk,
    authors: batch.authorGroups.map((g) => ({ updated: g.updated, json: arrays(AUTHOR_COLUMNS, g.rows) })),
    topics: batch.topics.length ? JSON.stringify(batch.topics.map((t) => [t.id, t.label])) : null,
    keys: JSON.stringify(batch.posts.map((p) => [p.platform, p.external_id])),
    posts: utf8.encode(arrays(POST_COLUMNS, batch.posts)),
    count: batch.posts.length,
    topicRows: batch.topicRows.length ? JSON.stringify(batch.topicRows) : null,
    mediaRows: batch.mediaRows.length ? JSON.stringify(batch.mediaRows) : null,
  };
}

/** The statements a batch runs on; `all` for those that return rows. Synchronous (better-sqlite3) or not (Kysely). */
export interface SqlRunner {
  all<T>(sqlText: string, params: unknown[]): T[] | Promise<T[]>;
  run(sqlText: string, params: unknown[]): unknown;
}

const names = (columns: readonly (readonly [string, string])[]) => columns.map(([c]) => c).join(', ');
/** `select value->>0 as a, value->>1 as b, … from jsonb_each(jsonb(?))`; `where true` lets an upsert follow it. */
const fromJson = (columns: readonly (readonly [string, string])[]) =>
  `select ${columns.map(([c], i) => `value->>${i} as ${c}`).join(', ')} from jsonb_each(jsonb(?)) where true`;
const fromExcluded = (columns: readonly string[]) => columns.map((c) => `${c} = excluded.${c}`).join(', ');

const SQL = {
  ftsBatch: `insert into viral_state (key, value) values ('fts_batch', ?) on conflict (key) do nothing`,
  ftsBatchEnd: `delete from viral_state where key = 'fts_batch'`,
  bulkMark: `insert into viral_state (key, value) values ('bulk_load', ?) on conflict (key) do update set value = excluded.value`,
  topics: `insert into viral_topics (id, label) select value->>0, value->>1 from jsonb_each(jsonb(?)) where true on conflict (id) do nothing`,
  existing: `select k.key as i, p.id as id from jsonb_each(jsonb(?)) as k join viral_posts as p on p.platform = k.value->>0 and p.external_id = k.value->>1`,
  nextId: `select coalesce(max(id), 0) + 1 as next from viral_posts`,
  // Each post proposed with the id `next + its index`: a new post takes it, one that exists keeps its own (the
  // update leaves id alone), so every id is known without reading them back.
  posts: `insert into viral_posts (id, ${names(POST_COLUMNS)}) select ? + key, ${POST_COLUMNS.map(([c], i) => `value->>${i} as ${c}`).join(', ')}
    from jsonb_each(jsonb(cast(? as text))) where true on conflict (platform, external_id) do update set ${fromExcluded(POST_UPDATED)}`,
  // SQLite's FTS5 index for a batch, set-based (the triggers stand aside while `viral_state('fts_batch')` exists,
  // see migration 20261123T170000): 'delete' entries from the stored text before posts change, inserts after.
  ftsForget: `insert into viral_posts_fts(viral_posts_fts, rowid, content, topics)
    select 'delete', id, content, replace(topics, '|', ' ') from viral_posts where id in (select value from json_each(?))`,
  ftsIndex: `insert into viral_posts_fts(rowid, content, topics)
    select id, content, replace(topics, '|', ' ') from viral_posts where id in (select value from json_each(?))`,
  ftsIndexNew: `insert into viral_posts_fts(rowid, content, topics)
    select id, content, replace(topics, '|', ' ') from viral_posts where id >= ? and id < ?`,
  // The scores a batch replaces, logged under the current generation (README: paging across a refresh): [[id, new score], …].
  logScores: `insert into viral_score_log (generation, post_id, score)
    select coalesce((select cast(value as integer) from viral_state where key = 'score_generation'), 0), p.id, p.viral_score
    from json_each(?) as e join viral_posts as p on p.id = e.value->>0 where p.viral_score <> e.value->>1
    on conflict (post_id, generation) do nothing`,
  forgetTopics: `delete from viral_post_topics where post_id in (select value from json_each(?))`,
  forgetMedia: `delete from viral_media where post_id in (select value from json_each(?))`,
  topicRows: `insert into viral_post_topics (${names(TOPIC_ROW_COLUMNS)}) ${fromJson(TOPIC_ROW_COLUMNS)}`,
  mediaRows: `insert into viral_media (${names(MEDIA_COLUMNS)}) ${fromJson(MEDIA_COLUMNS)}`,
  // The same from the rows as sqliteBatch sends them (TopicRow, MediaRow: the post's index first) when every post of
  // the batch is new: its id is then \`next + index\`.
  topicRowsNew: `insert into viral_post_topics (${names(TOPIC_ROW_COLUMNS)})
    select value->>1, ? + (value->>0), value->>2, value->>3 from jsonb_each(jsonb(?))`,
  mediaRowsNew: `insert into viral_media (${names(MEDIA_COLUMNS)})
    select ? + (value->>0), value->>1, value->>2, value->>3, value->>4 from jsonb_each(jsonb(?))`,
};

const authorSql = new Map<string, string>();
/** Authors upserted by (platform, handle); one whose stored fields would not change is not rewritten. */
function upsertAuthorsSql(updated: string[]): string {
  const key = updated.join();
  let text = authorSql.get(key);
  if (!text) {
    const changes = `(${updated.map((c) => `viral_authors.${c}`).join(', ')}) is distinct from (${updated.map((c) => `excluded.${c}`).join(', ')})`;
    text = `insert into viral_authors (${names(AUTHOR_COLUMNS)}) ${fromJson(AUTHOR_COLUMNS)}
      on conflict (platform, handle) do update set ${fromExcluded([...updated, 'updated_at'])} where ${changes}`;
    authorSql.set(key, text);
  }
  return text;
}

/**
 * Writes a batch on SQLite, inside the caller's transaction: authors and topics upserted, then the posts; only
 * posts that already existed have their old topics, media and search entries removed. The batch's search entries
 * are written with it, in a bulk load too (FTS5 takes a batch's entries in one segment; its own merges cost about
 * 1.5 times a rebuild at the end, but in the writer thread they run while the importing thread parses, where the
 * rebuild ran alone). Ids: a new post gets `next + its index in the batch` (next = max(id) + 1, read inside this
 * write transaction, so no other writer can take it), a post that exists keeps its own, so nothing is read back and
 * when every post is new the topic and media rows go in as sqliteBatch sent them. Returns how many posts were new.
 */
export async function writeSqliteBatch(db: SqlRunner, batch: SqliteBatch): Promise<{ inserted: number; updated: number }> {
  await db.run(SQL.ftsBatch, [batch.stamp]);
  for (const group of batch.authors) await db.run(upsertAuthorsSql(group.updated), [group.json]);
  if (batch.topics) await db.run(SQL.topics, [batch.topics]);
  const existing = (await db.all<{ i: number; id: number }>(SQL.existing, [batch.keys])).map((r) => [Number(r.i), Number(r.id)] as const);
  const next = Number((await db.all<{ next: number }>(SQL.nextId, []))[0]!.next);
  const existingIds = JSON.stringify(existing.map(([, id]) => id));
  if (existing.length) {
    await db.run(SQL.ftsForget, [existingIds]);
    // Posts stored before whose score this batch changes: their score in the generation the library is read in is logged.
    const posts = JSON.parse(utf8Text.decode(batch.posts)) as unknown[][];
    await db.run(SQL.logScores, [JSON.stringify(existing.map(([i, id]) => [id, posts[i]![SCORE_AT]]))]);
  }
  await db.run(SQL.posts, [next, batch.posts]);
  // Ids next … next + count - 1 are the new posts (those of updated posts stay unused); then the updated ones.
  await db.run(SQL.ftsIndexNew, [next, next + batch.count]);
  if (existing.length) await db.run(SQL.ftsIndex, [existingIds]);
  if (batch.bulk) await db.run(SQL.bulkMark, [new Date().toISOString()]);
  await db.run(SQL.ftsBatchEnd, []);
  if (existing.length === 0) {
    if (batch.topicRows) await db.run(SQL.topicRowsNew, [next, batch.topicRows]);
    if (batch.mediaRows) await db.run(SQL.mediaRowsNew, [next, batch.mediaRows]);
    return { inserted: batch.count, updated: 0 };
  }
  // New posts have no topics or media yet: only the existing ones are cleared.
  await db.run(SQL.forgetTopics, [existingIds]);
  await db.run(SQL.forgetMedia, [existingIds]);
  const ids = Array.from({ length: batch.count }, (_, i) => next + i);
  for (const [i, id] of existing) ids[i] = id;
  if (batch.topicRows) {
    const rows = (JSON.parse(batch.topicRows) as TopicRow[]).map(([i, topic, score, at]) => [topic, ids[i], score, at]);
    await db.run(SQL.topicRows, [JSON.stringify(rows)]);
  }
  if (batch.mediaRows) {
    const rows = (JSON.parse(batch.mediaRows) as MediaRow[]).map(([i, position, kind, url, alt]) => [ids[i], position, kind, url, alt]);
    await db.run(SQL.mediaRows, [JSON.stringify(rows)]);
  }
  return { inserted: batch.count - existing.length, updated: existing.length };
}
