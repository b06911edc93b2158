import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { type TestApp, createTestApp } from '../../../test/app';
import { makeTempDir, testConfig } from '../../../test/config';
import { TEST_DATABASE_URL, createTestDb, describeEachDb } from '../../../test/db';
import { createSession, createUser } from '../../../test/factories';
import { csvRows, jsonLines, toRecord } from './import-format';
import { importRows } from './importer';
import { refreshViralLibrary } from './jobs';
import { BULK_LOAD_KEY, BULK_LOAD_STALE_MS, authorId, countPosts, upsertRecords, writeState } from './repository';
import { topicSlug } from './scoring';

async function* chunks(text: string, size = 7) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

const GOOD = {
  platform: 'linkedin',
  id: 'urn:li:activity:1',
  author: { name: 'Mira Holloway', handle: 'mira-holloway', bio: 'Product lead', followers: 12_000 },
  content: 'Shipping weekly taught our team more than any roadmap. #Product #Shipping',
  engagement: { likes: 340, comments: 41, shares: 12 },
  media: { urls: ['https://media.example.com/a.jpg', 'https://media.example.com/b.jpg'] },
  trending_topics: ['Product Management'],
  post_url: 'https://www.linkedin.com/feed/update/urn:li:activity:1',
  timestamps: { posted_at: '2026-11-18T09:00:00Z', scraped_at: '2026-11-19T09:00:00Z' },
};
/** A scraper export's flat names. */
const FLAT = {
  postUrn: 'urn:li:activity:2',
  authorName: 'Tomas Quill',
  author_profile_url: 'https://www.linkedin.com/in/tomas-quill/',
  authorHeadline: 'Sales coach',
  authorFollowers: '8,400',
  text: 'Cold outreach is a conversation, not a campaign. #Sales',
  numLikes: 90,
  numComments: '7',
  repostsCount: 3,
  images: 'https://media.example.com/c.jpg',
  postedAt: 1763456400000,
};

describe('import format', () => {
  it('reads JSON lines and CSV (quoted commas, quotes, newlines) with their line numbers', async () => {
    const jsonl = `${JSON.stringify(GOOD)}\n\n{oops\n[1]\n${JSON.stringify(FLAT)}`;
    const rows = [];
    for await (const r of jsonLines(chunks(jsonl))) rows.push(r);
    expect(rows.map((r) => [r.line, r.error ?? 'ok'])).toEqual([[1, 'ok'], [3, 'not valid JSON'], [4, 'not a JSON object'], [5, 'ok']]);
    // Windows line ends (the '\r' before each '\n'; an empty line is only '\r'): the same rows and line numbers.
    const crlf = [];
    for await (const r of jsonLines(chunks(`${jsonl.replaceAll('\n', '\r\n')}\r\n`))) crlf.push(r);
    expect(crlf).toEqual(rows);

    const csv = 'id,author_name,author_handle,content,likes,posted_at\r\n1,Ada Vane,ada,"Hello, ""world""\nsecond line",5,2026-11-01\r\n2,Bo,bo,short\r\n3,Cy,cy,text,7,2026-11-02\n';
    const out = [];
    for await (const r of csvRows(chunks(csv, 5))) out.push(r);
    expect(out[0]).toEqual({ line: 2, value: { id: '1', author_name: 'Ada Vane', author_handle: 'ada', content: 'Hello, "world"\nsecond line', likes: '5', posted_at: '2026-11-01' } });
    expect(out[1]).toEqual({ line: 4, error: 'has 4 fields, the header has 6' });
    expect(out[2]!.line).toBe(5);
  });
});

describe('toRecord', () => {
  it('reads media as URLs or as objects, and a record written as JSON reads back the same', () => {
    const r = toRecord({ ...GOOD, media: [{ kind: 'chart', alt: 'Results' }, { url: 'https://media.example.com/v.mp4' }] });
    expect(r.media).toEqual([
      { kind: 'chart', source_url: null, alt: 'Results' },
      { kind: 'video', source_url: 'https://media.example.com/v.mp4', alt: 'An image from the original post' },
    ]);
    const again = toRecord(JSON.parse(JSON.stringify(r)) as Record<string, unknown>);
    expect(again).toEqual(r);
  });
});

/** Every index of the viral tables with its columns and their order, as the database reports it. */
async function viralIndexes(db: TestApp['db'], dialect: string): Promise<string[]> {
  if (dialect === 'postgres') {
    const r = await sql<{ d: string }>`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename like 'viral%' order by indexname`.execute(db);
    // And the foreign keys, which a bulk load drops on PostgreSQL.
    const keys = await sql<{ d: string }>`select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d from pg_constraint
      where connamespace = current_schema()::regnamespace and contype = 'f' and conrelid::regclass::text like 'viral%' order by conname`.execute(db);
    return [...r.rows.map((x) => x.d), ...keys.rows.map((x) => x.d)];
  }
  const names = await sql<{ name: string; tbl: string }>`select name, tbl_name as tbl from sqlite_master where type = 'index' and tbl_name like 'viral%' order by name`.execute(db);
  const out: string[] = [];
  for (const { name, tbl } of names.rows) {
    const cols = await sql<{ name: string | null; desc: number; key: number }>`select name, desc, key from pragma_index_xinfo(${name})`.execute(db);
    out.push(`${tbl}.${name}(${cols.rows.filter((c) => c.key).map((c) => `${c.name}${c.desc ? ' desc' : ''}`).join(', ')})`);
  }
  return out;
}

describeEachDb('viral importer', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('imports good rows, skips bad ones with their line numbers, and is idempotent', async () => {
    const lines = [
      JSON.stringify(GOOD),
      JSON.stringify({ ...GOOD, id: 'x1', content: '' }),
      JSON.stringify(FLAT),
      'not json',
      JSON.stringify({ ...GOOD, id: 'x2', engagement: { likes: -4 } }),
      JSON.stringify({ ...GOOD, id: 'x3', timestamps: { posted_at: 'yesterday' } }),
      JSON.stringify({ ...GOOD, id: 'x4', author: {} }),
      JSON.stringify({ ...GOOD, id: 'x5', author: { ...GOOD.author, followers: 3e9 } }),
    ].join('\n');
    const bad: [number, string][] = [];
    const run = () => importRows({ db: t.db, rows: jsonLines(chunks(lines, 64)), onBadRow: (line, reason) => bad.push([line, reason]) });
    expect(await run()).toMatchObject({ rows: 8, inserted: 2, updated: 0, skipped: 6 });
    expect(bad).toEqual([
      [2, 'content is missing (content, text or commentary)'],
      [4, 'not valid JSON'],
      [5, 'likes must be a number of 0 or more (got -4)'],
      [6, 'posted_at is not a date (got "yesterday")'],
      [7, 'the author is missing (author.handle, author_handle or author_name)'],
      [8, 'author followers is larger than 2,147,483,647 (got 3000000000)'],
    ]);
    expect(await run()).toMatchObject({ inserted: 0, updated: 2, skipped: 6 });
    expect(await countPosts(t.db)).toBe(2);

    const res = await t.app.inject({ method: 'GET', url: '/api/authentic-viral/posts?creator=tomas-quill' });
    const [post] = res.json().posts;
    expect(post).toMatchObject({
      author: { name: 'Tomas Quill', handle: 'tomas-quill', bio: 'Sales coach', followers: 8400 },
      engagement: { likes: 90, comments: 7, shares: 3 },
      trending_topics: ['Sales'],
      timestamps: { posted_at: '2025-11-18T09:00:00.000Z' },
    });
    // The original image is never sent: our drawing stands in for it.
    expect(post.media.urls).toEqual([expect.stringMatching(/^\/api\/authentic-viral\/media\/\d+\/0\.svg$/)]);
  });

  it('skips, by line, a row whose text field is an object, a list or a yes/no, and stores no "[object Object]"', async () => {
    const author = GOOD.author;
    const rows = [
      { ...GOOD, id: 't1', content: { text: 'nested' } },
      { ...GOOD, id: 't2', content: [{ text: 'a' }, { text: 'b' }] },
      { ...GOOD, id: 't3', content: ['two', 'parts'] },
      { ...GOOD, id: 't4', author: { ...author, name: { first: 'Mira' } } },
      { ...GOOD, id: 't5', author: { ...author, bio: ['Product', 'lead'] } },
      { ...GOOD, id: 't6', author: { ...author, handle: { value: 'mira' } } },
      { ...GOOD, id: 't7', platform: ['linkedin'] },
      { ...GOOD, id: { urn: 'x' } },
      { ...GOOD, id: 't9', post_url: { href: 'https://example.com/p' } },
      { ...GOOD, id: 't10', author: { ...author, domain: { name: 'tech' } } },
      { ...GOOD, id: 't11', trending_topics: [{ name: { label: 'x' } }] },
      { ...GOOD, id: 't12', media: [{ url: 'https://media.example.com/x.jpg', alt: { text: 'x' } }] },
      { ...GOOD, id: 't13', content: true },
      { ...GOOD, id: 't14', engagement: { likes: [5] } },
      // A number is text where the format allows it: an id, a handle.
      { ...GOOD, id: 12345, author: { ...author, handle: 4242 } },
    ];
    const bad: [number, string][] = [];
    const summary = await importRows({ db: t.db, rows: jsonLines(chunks(rows.map((r) => JSON.stringify(r)).join('\n'), 64)), onBadRow: (line, reason) => bad.push([line, reason]) });
    expect(bad).toEqual([
      [1, 'content must be text (got an object)'],
      [2, 'content must be text (got a list)'],
      [3, 'content must be text (got a list)'],
      [4, 'author name must be text (got an object)'],
      [5, 'author bio must be text (got a list)'],
      [6, 'author handle must be text or a number (got an object)'],
      [7, 'platform must be text (got a list)'],
      [8, 'external id must be text or a number (got an object)'],
      [9, 'post_url must be text (got an object)'],
      [10, 'author domain must be text (got an object)'],
      [11, 'each topic must be text (got an object)'],
      [12, 'each media alt must be text (got an object)'],
      [13, 'content must be text (got true)'],
      [14, 'likes must be a number of 0 or more (got [5])'],
    ]);
    expect(summary).toMatchObject({ rows: 15, inserted: 1, skipped: 14 });
    const texts = await t.db.selectFrom('viral_posts').select(['content', 'topics', 'external_id']).execute();
    expect(texts.filter((p) => `${p.content}|${p.topics}|${p.external_id}`.includes('[object'))).toEqual([]);
    const authors = await t.db.selectFrom('viral_authors').select(['name', 'bio', 'handle', 'platform']).execute();
    expect(authors.filter((a) => `${a.name}|${a.bio}|${a.handle}|${a.platform}`.includes('[object'))).toEqual([]);
    expect(await t.db.selectFrom('viral_posts').select('id').where('external_id', '=', '12345').execute()).toHaveLength(1);
  });

  it('holds every stored text to its documented limit: names and alt texts cut, keys and links refused', async () => {
    const author = GOOD.author;
    const long = (n: number) => 'x'.repeat(n);
    const rows = [
      { ...GOOD, id: 'L1', author: { ...author, handle: 'long-name', name: `Ann ${long(400)}`, bio: long(900) }, media: [{ url: 'https://media.example.com/a.jpg', alt: long(900) }] },
      { ...GOOD, id: 'L2', platform: long(51) },
      { ...GOOD, id: long(201) },
      { ...GOOD, id: 'L4', post_url: `https://example.com/${long(2100)}` },
      { ...GOOD, id: 'L5', author: { ...author, handle: long(101) } },
      { ...GOOD, id: 'L6', author: { ...author, handle: 'long-image', profile_image: `/api/authentic-viral/avatars/${long(600)}.svg` } },
      { ...GOOD, id: 'L7', platform: long(50), author: { ...author, handle: 'long-platform' } },
    ];
    const bad: [number, string][] = [];
    await importRows({ db: t.db, rows: jsonLines(chunks(rows.map((r) => JSON.stringify(r)).join('\n'), 64)), onBadRow: (line, reason) => bad.push([line, reason]) });
    expect(bad).toEqual([
      [2, 'platform is longer than 50 characters'],
      [3, 'the external id is longer than 200 characters'],
      [4, 'post_url is longer than 2,000 characters'],
      [5, 'the author handle is longer than 100 characters'],
    ]);
    const named = await t.db.selectFrom('viral_authors').select(['name', 'bio']).where('handle', '=', 'long-name').executeTakeFirstOrThrow();
    expect([named.name.length, named.bio.length]).toEqual([200, 500]);
    const alt = await t.db.selectFrom('viral_media').innerJoin('viral_posts', 'viral_posts.id', 'viral_media.post_id').select('viral_media.alt').where('viral_posts.external_id', '=', 'L1').executeTakeFirstOrThrow();
    expect(alt.alt.length).toBe(500);
    const image = await t.db.selectFrom('viral_authors').select('profile_image_url').where('handle', '=', 'long-image').executeTakeFirstOrThrow();
    expect(image.profile_image_url).toBeNull();
    expect(await t.db.selectFrom('viral_authors').select('platform').where('handle', '=', 'long-platform').executeTakeFirstOrThrow()).toEqual({ platform: long(50) });
  });

  it('skips, by line, a row whose profile URL is badly escaped or whose growth no column holds, and imports the rest', async () => {
    const lines = [
      JSON.stringify({ ...FLAT, postUrn: 'urn:li:activity:g1', author_profile_url: 'https://www.linkedin.com/in/%E0%A4%A/' }),
      JSON.stringify({ ...GOOD, id: 'g2', author: { ...GOOD.author, handle: 'grower', follower_growth_pct: 1e39 } }),
      JSON.stringify({ ...GOOD, id: 'g3', author: { ...GOOD.author, handle: 'shrinker', follower_growth_pct: -250 } }),
      JSON.stringify({ ...GOOD, id: 'g4', author: { ...GOOD.author, handle: 'steady', follower_growth_pct: 12.5 } }),
    ].join('\n');
    const bad: [number, string][] = [];
    const summary = await importRows({ db: t.db, rows: jsonLines(chunks(lines, 64)), onBadRow: (line, reason) => bad.push([line, reason]) });
    expect(bad).toEqual([
      [1, 'author_profile_url is not a valid URL (got "https://www.linkedin.com/in/%E0%A4%A/")'],
      [2, 'author follower growth must be a percentage from -100 to 1,000,000 (got 1e+39)'],
      [3, 'author follower growth must be a percentage from -100 to 1,000,000 (got -250)'],
    ]);
    expect(summary).toMatchObject({ rows: 4, skipped: 3 });
    const res = await t.app.inject({ method: 'GET', url: '/api/creators/rising?search=steady' });
    expect(res.json().creators).toEqual([expect.objectContaining({ handle: 'steady', growth_rate: 12.5 })]);
  });

  it("keeps each topic a tag that filters: a '|' inside one does not split it, and a 'topic' longer than the filter takes is left out", async () => {
    const line = JSON.stringify({ ...GOOD, id: 'tags-1', author: { ...GOOD.author, handle: 'tagger' }, trending_topics: ['Remote|Work', 'x'.repeat(101), 'Design'] });
    await importRows({ db: t.db, rows: jsonLines(chunks(line, 64)) });
    const [post] = (await t.app.inject({ method: 'GET', url: '/api/authentic-viral/posts?creator=tagger' })).json().posts;
    expect(post.trending_topics).toEqual(['Remote Work', 'Design']);
    // Each tag on the card filters by its topic (the screen sends the label as trending_topic) and finds the post.
    for (const tag of post.trending_topics as string[]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?creator=tagger&trending_topic=${encodeURIComponent(tag)}` });
      expect([tag, res.statusCode, res.json().posts.length]).toEqual([tag, 200, 1]);
    }
  });

  it("keeps an author image path only when it is ours: '/\\host/x.png' is another host to a browser", async () => {
    const line = JSON.stringify({ ...GOOD, id: 'img-1', author: { ...GOOD.author, handle: 'imager', profile_image: '/\\evil.example/x.png' } });
    await importRows({ db: t.db, rows: jsonLines(chunks(line, 64)) });
    const [post] = (await t.app.inject({ method: 'GET', url: '/api/authentic-viral/posts?creator=imager' })).json().posts;
    expect(post.author.profile_image).toMatch(/^\/api\/authentic-viral\/avatars\/va_[0-9a-f]{16}\.svg$/);
  });

  it('keeps the text search in step with what is stored: new posts, changed text, topics and media, in large batches', async () => {
    const { user } = await createUser(t.db, { subscription_tier: 'comet' });
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const search = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?q=${q}&creator=wren-okafor&limit=100`, headers })).json().posts as { id: string; content: string; trending_topics: string[]; media: { urls: string[] } }[];
    const row = (i: number, word: string, topic: string) =>
      JSON.stringify({ ...GOOD, id: `fts-${i}`, author: { name: 'Wren Okafor', handle: 'wren-okafor', followers: 900 }, content: `Post ${i} about ${word} and teams.`, trending_topics: [topic] });
    const file = (word: string, topic: string) => Array.from({ length: 30 }, (_, i) => row(i, word, topic)).join('\n');
    expect(await importRows({ db: t.db, rows: jsonLines(chunks(file('quokkas', 'Wildlife'), 4096)), batchSize: 7 })).toMatchObject({ inserted: 30, updated: 0 });
    expect(await search('quokkas')).toHaveLength(30);
    // The same posts with new text and topics: the old words are gone from the index, the new ones found, no duplicates.
    expect(await importRows({ db: t.db, rows: jsonLines(chunks(file('pangolins', 'Conservation'), 4096)), batchSize: 11 })).toMatchObject({ inserted: 0, updated: 30 });
    expect(await search('quokkas')).toEqual([]);
    const found = await search('pangolins');
    expect(found).toHaveLength(30);
    expect(found.every((p) => p.content.includes('pangolins') && p.trending_topics.join() === 'Conservation' && p.media.urls.length === 2)).toBe(true);
    expect(await search('conservation')).toHaveLength(30);
    // A post written one by one (the triggers' path) is found too, and the index is consistent.
    expect(await importRows({ db: t.db, rows: jsonLines(chunks(row(99, 'pangolins', 'Wildlife'), 4096)), batchSize: 1 })).toMatchObject({ inserted: 1 });
    expect(await search('pangolins')).toHaveLength(31);
    if (dialect === 'sqlite') await sql`insert into viral_posts_fts(viral_posts_fts) values ('integrity-check')`.execute(t.db);
    expect((await t.db.selectFrom('viral_state').select('key').where('key', '=', 'fts_batch').execute())).toEqual([]);
  });

  it('stores every field exactly as given, whatever its characters, and each post keeps its own topics and media when a batch mixes new and known posts', async () => {
    // Characters an array literal (PostgreSQL's unnest parameters) or a JSON text (SQLite's batches) must carry
    // untouched: quotes, backslashes, braces, commas, the word NULL, empty strings, tabs, newlines, accents, emoji.
    const odd = ['say "hi" \\ then {go}', 'a,b,{c,d}', 'NULL', 'tab\there\nnew line\r\nünïcödé 🚀', '\\"', "it's {} [] ()", 'x'];
    const row = (i: number, version: string) => ({
      platform: 'linkedin',
      id: `chars-${i}`,
      author: { name: `Nïna ${odd[i % odd.length]}`, handle: `chars-author-${i % 3}`, bio: i % 4 === 0 ? '' : odd[(i + 1) % odd.length], followers: 100 + i },
      content: `Post ${i} ${version}: ${odd[i % odd.length]} platypus${version}`,
      engagement: { likes: i, comments: 0, shares: 1 },
      media: i % 3 === 2 ? [] : [{ url: `https://media.example.com/${i}.jpg?q="${version}"&r={s}`, alt: `${version} ${odd[(i + 2) % odd.length]}` }, { kind: 'chart', alt: `${version} chart ${i}` }],
      trending_topics: [`Topic "${version}" {${i % 4}}`, `Shared, ${version}`],
      post_url: i % 2 ? null : `https://www.linkedin.com/feed/update/chars-${i}`,
      timestamps: { posted_at: `2026-11-1${i % 9}T0${i % 10}:00:00Z`, scraped_at: '2026-11-19T09:00:00Z' },
    });
    const stored = async () => {
      const posts = await sql<{ external_id: string; content: string; topics: string; post_url: string | null; author_id: string; has_media: number }>`
        select external_id, content, topics, post_url, author_id, has_media from viral_posts where external_id like 'chars-%' order by external_id`.execute(t.db);
      const topics = await sql<{ external_id: string; topic_id: string }>`select p.external_id, t.topic_id from viral_post_topics t join viral_posts p on p.id = t.post_id
        where p.external_id like 'chars-%' order by p.external_id, t.topic_id`.execute(t.db);
      const media = await sql<{ external_id: string; position: number; kind: string; source_url: string | null; alt: string }>`
        select p.external_id, m.position, m.kind, m.source_url, m.alt from viral_media m join viral_posts p on p.id = m.post_id
        where p.external_id like 'chars-%' order by p.external_id, m.position`.execute(t.db);
      const authors = await sql<{ handle: string; name: string; bio: string }>`select handle, name, bio from viral_authors where handle like 'chars-author-%' order by handle`.execute(t.db);
      return { posts: posts.rows.map((p) => ({ ...p, has_media: Number(p.has_media) })), topics: topics.rows, media: media.rows.map((m) => ({ ...m, position: Number(m.position) })), authors: authors.rows };
    };
    // What the records say, through the same reading of the row (toRecord).
    const expected = (rows: ReturnType<typeof row>[]) => {
      const last = new Map(rows.map((r) => [r.id, toRecord(r)]));
      const records = [...last.values()].sort((a, b) => (a.external_id < b.external_id ? -1 : 1));
      const authors = new Map(rows.map((r) => toRecord(r)).map((r) => [r.author.handle, { handle: r.author.handle, name: r.author.name, bio: r.author.bio }]));
      return {
        posts: records.map((r) => ({ external_id: r.external_id, content: r.content, topics: r.topics.join('|'), post_url: r.post_url, author_id: authorId('linkedin', r.author.handle), has_media: r.media.length ? 1 : 0 })),
        topics: records.flatMap((r) => r.topics.map((label) => ({ external_id: r.external_id, topic_id: topicSlug(label) })).sort((a, b) => (a.topic_id < b.topic_id ? -1 : 1))),
        media: records.flatMap((r) => r.media.map((m, position) => ({ external_id: r.external_id, position, kind: m.kind, source_url: m.source_url, alt: m.alt }))),
        authors: [...authors.values()].sort((a, b) => (a.handle < b.handle ? -1 : 1)),
      };
    };
    const file = (rows: ReturnType<typeof row>[]) => jsonLines(chunks(rows.map((r) => JSON.stringify(r)).join('\n'), 4096));
    const first = Array.from({ length: 10 }, (_, i) => row(i, 'one'));
    expect(await importRows({ db: t.db, rows: file(first), batchSize: 4 })).toMatchObject({ inserted: 10, updated: 0, skipped: 0 });
    expect(await stored()).toEqual(expected(first));
    // Known posts changed and new ones, interleaved so that every batch holds both (their ids come from different
    // places), and one post twice in a batch (the last wins).
    const second = [10, 0, 11, 1, 12, 2, 13, 3, 14, 4, 4].map((i) => row(i, i === 4 ? 'three' : 'two'));
    second[9] = row(4, 'two');
    expect(await importRows({ db: t.db, rows: file(second), batchSize: 6 })).toMatchObject({ inserted: 5, updated: 5 });
    const after = expected([...first, ...second]);
    expect(await stored()).toEqual(after);
    // Again: nothing changes.
    expect(await importRows({ db: t.db, rows: file(second), batchSize: 3 })).toMatchObject({ inserted: 0, updated: 10 });
    expect(await stored()).toEqual(after);
    // The search index holds the new words of the changed posts, not their old ones.
    const { user } = await createUser(t.db, { subscription_tier: 'comet' });
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const search = async (q: string) => ((await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?q=${q}&limit=100`, headers })).json().posts as { content: string }[]).length;
    expect([await search('platypusone'), await search('platypustwo'), await search('platypusthree')]).toEqual([5, 9, 1]);
    if (dialect === 'sqlite') await sql`insert into viral_posts_fts(viral_posts_fts) values ('integrity-check')`.execute(t.db);
  });

  it('a bulk load drops the order indexes while it runs, builds them once at the end exactly as migrated, and everything it loaded is found', async () => {
    const migrated = await viralIndexes(t.db, dialect);
    const { user } = await createUser(t.db, { subscription_tier: 'comet' });
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const get = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?creator=ivo-brandt&limit=100&${query}`, headers })).json().posts as { id: string; content: string }[];
    const row = (i: number, word: string) =>
      JSON.stringify({ ...GOOD, id: `bulk-${i}`, author: { name: 'Ivo Brandt', handle: 'ivo-brandt', followers: 700 }, content: `Note ${i} on ${word} and hiring.`, trending_topics: ['Axolotl Care'] });
    // 40 posts, the first five again at the end with new text (an upsert inside the load).
    const lines = [...Array.from({ length: 40 }, (_, i) => row(i, 'axolotls')), ...Array.from({ length: 5 }, (_, i) => row(i, 'salamanders'))].join('\n');
    const during: string[][] = [];
    async function* rows() {
      // Read once the load has begun: its indexes are already gone.
      during.push(await viralIndexes(t.db, dialect));
      yield* jsonLines(chunks(lines, 4096));
    }
    const summary = await importRows({ db: t.db, rows: rows(), batchSize: 9, bulk: true });
    expect(summary).toMatchObject({ inserted: 40, updated: 5, bulk: true });
    // While it ran the order indexes were gone; now every index is back as the migrations made it.
    expect(during).toHaveLength(1);
    expect(during[0]!.some((d) => d.includes('viral_posts_quality_idx'))).toBe(false);
    expect(await viralIndexes(t.db, dialect)).toEqual(migrated);
    expect(await t.db.selectFrom('viral_state').select('key').where('key', 'in', [BULK_LOAD_KEY, 'fts_batch']).execute()).toEqual([]);
    // Text search (SQLite's FTS index rebuilt from the stored posts), the topic filter and the order all see it.
    expect(await get('q=axolotls')).toHaveLength(35);
    expect((await get('q=salamanders')).map((p) => p.content).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Note ${i} on salamanders and hiring.`).sort());
    expect(await get('topic=Axolotl%20Care')).toHaveLength(40);
    if (dialect === 'sqlite') await sql`insert into viral_posts_fts(viral_posts_fts) values ('integrity-check')`.execute(t.db);
  });

  it('a bulk load that fails half-way still builds its indexes, keeps what it stored, and an abandoned one is finished by the refresh', async () => {
    const migrated = await viralIndexes(t.db, dialect);
    async function* failing() {
      for (let i = 0; i < 12; i++) yield { line: i + 1, value: { ...GOOD, id: `half-${i}`, content: `Half load ${i} about narwhals.` } };
      throw new Error('disk went away');
    }
    const before = await countPosts(t.db);
    await expect(importRows({ db: t.db, rows: failing(), batchSize: 5, bulk: true })).rejects.toThrow('disk went away');
    expect(await viralIndexes(t.db, dialect)).toEqual(migrated);
    expect(await countPosts(t.db)).toBe(before + 10);

    // A load killed outright: its mark stays and the indexes are missing. A fresh mark is a load still running
    // (left alone); once it is older than BULK_LOAD_STALE_MS the refresh builds the indexes.
    await sql`drop index viral_posts_quality_idx`.execute(t.db);
    await writeState(t.db, BULK_LOAD_KEY, new Date().toISOString());
    await refreshViralLibrary(t.ctx);
    expect(await viralIndexes(t.db, dialect)).not.toEqual(migrated);
    await writeState(t.db, BULK_LOAD_KEY, new Date(Date.now() - BULK_LOAD_STALE_MS - 1_000).toISOString());
    await refreshViralLibrary(t.ctx);
    expect(await viralIndexes(t.db, dialect)).toEqual(migrated);
    expect(await t.db.selectFrom('viral_state').select('key').where('key', '=', BULK_LOAD_KEY).execute()).toEqual([]);
  });

  it('auto loads in bulk only while the corpus is small', async () => {
    const one = (id: string) => jsonLines(chunks(JSON.stringify({ ...GOOD, id }), 4096));
    expect(await importRows({ db: t.db, rows: one('auto-1'), bulk: 'auto' })).toMatchObject({ inserted: 1, bulk: true });
    expect(await importRows({ db: t.db, rows: one('auto-2') })).toMatchObject({ inserted: 1, bulk: false });
  });

  it('the refresh job pulls VIRAL_FEED_URL', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/x-ndjson');
      res.end(`${JSON.stringify({ ...GOOD, id: 'feed-1' })}\n${JSON.stringify({ ...GOOD, id: 'feed-2', content: 'Another one from the feed' })}\nbroken\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const before = await countPosts(t.db);
      const ctx = { ...t.ctx, config: testConfig({ VIRAL_FEED_URL: `http://127.0.0.1:${port}/feed.jsonl` }) };
      const result = await refreshViralLibrary(ctx);
      expect(result.feed).toMatchObject({ rows: 3, inserted: 2, skipped: 1 });
      expect(await countPosts(t.db)).toBe(before + 2);
    } finally {
      server.close();
    }
  });
});

/** Every row of the viral tables (ids included) and the FTS index's answer to a few words, for comparing two imports. */
async function corpusDump(db: TestApp['db']) {
  const rows = async (table: string, order: string) => (await sql.raw<Record<string, unknown>>(`select * from ${table} order by ${order}`).execute(db)).rows;
  const fts = async (word: string) => (await sql<{ rowid: number }>`select rowid from viral_posts_fts where viral_posts_fts match ${word} order by rowid`.execute(db)).rows.map((r) => r.rowid);
  await sql`insert into viral_posts_fts(viral_posts_fts) values ('integrity-check')`.execute(db);
  return {
    authors: await rows('viral_authors', 'handle'),
    posts: await rows('viral_posts', 'id'),
    topics: await rows('viral_topics', 'id'),
    postTopics: await rows('viral_post_topics', 'post_id, topic_id'),
    media: await rows('viral_media', 'post_id, position'),
    state: await rows('viral_state', 'key'),
    search: { otters: await fts('otters'), herons: await fts('herons'), river: await fts('river'), wetlands: await fts('wetlands') },
  };
}

/** A file with repeats: posts that come back with new text, topics and media, authors whose fields change, bad rows. */
function mixedFile(): string {
  const lines: string[] = [];
  for (let i = 0; i < 60; i++) {
    const author = (i % 45) % 6;
    lines.push(
      JSON.stringify({
        ...GOOD,
        id: `mix-${i % 45}`,
        author: { name: `Author ${author}`, handle: `mix-author-${author}`, followers: 1_000 + (i >= 30 ? 500 * author : 0), ...(i % 4 === 0 ? { domain: 'tech', follower_growth_pct: 3 + author } : {}) },
        content: `${i >= 45 ? 'Herons on the wetlands' : 'Otters by the river'}, note ${i}.`,
        trending_topics: i >= 45 ? ['Wetlands', 'Birds'] : ['River Life'],
        media: i % 3 === 0 ? { urls: ['https://media.example.com/x.jpg'] } : [],
      }),
    );
    if (i % 17 === 5) lines.push('{broken');
  }
  return lines.join('\n');
}

describe('viral importer, the writer thread [sqlite]', () => {
  it('stores exactly what the importing thread stores (rows, ids, search index), bulk or not', async () => {
    for (const bulk of [false, true]) {
      const dumps = [];
      for (const writerThread of [false, true]) {
        const t = await createTestDb({ dialect: 'sqlite' });
        try {
          const bad: number[] = [];
          const summary = await importRows({ db: t.db, rows: jsonLines(chunks(mixedFile(), 512)), batchSize: 7, bulk, writerThread, now: Date.parse('2026-11-20T12:00:00Z'), onBadRow: (line) => bad.push(line) });
          // And a second run over the first: every post already there.
          const again = await importRows({ db: t.db, rows: jsonLines(chunks(mixedFile(), 512)), batchSize: 11, bulk, writerThread, now: Date.parse('2026-11-20T12:00:00Z') });
          dumps.push({ summary: { ...summary, ms: 0 }, again: { ...again, ms: 0 }, bad, ...(await corpusDump(t.db)) });
        } finally {
          await t.destroy();
        }
      }
      expect(dumps[0]!.summary).toEqual({ rows: 64, inserted: 45, updated: 15, skipped: 4, ms: 0, bulk });
      expect(dumps[0]!.again).toMatchObject({ inserted: 0, updated: 60 });
      expect(dumps[0]!.search.herons.length).toBe(15);
      expect(dumps[0]!.search.otters.length).toBe(30);
      expect(dumps[0]!.authors.map((a) => a.follower_count)).toEqual([1000, 1500, 2000, 2500, 3000, 3500]);
      expect(dumps[1]).toEqual(dumps[0]);
    }
  });

  it('a batch that fails in the writer thread is rolled back whole and ends the import with its reason', async () => {
    const t = await createTestDb({ dialect: 'sqlite' });
    try {
      // A failure half-way through a batch: after its authors and posts are written, at its media.
      await sql`create trigger refuse_media before insert on viral_media when new.alt = 'boom' begin select raise(abort, 'media refused'); end`.execute(t.db);
      const lines = Array.from({ length: 12 }, (_, i) =>
        JSON.stringify({ ...GOOD, id: `fail-${i}`, content: `Kingfishers ${i}.`, media: i === 8 ? [{ url: 'https://media.example.com/k.jpg', alt: 'boom' }] : [] }),
      ).join('\n');
      for (const bulk of [false, true]) {
        await expect(importRows({ db: t.db, rows: jsonLines(chunks(lines, 512)), batchSize: 5, bulk, writerThread: true })).rejects.toThrow(
          "the import's writer thread could not write a batch (rolled back): media refused",
        );
        // The first batch (posts 0-4) is stored; nothing of the second (5-9), which failed, nor of the third.
        expect((await t.db.selectFrom('viral_posts').select('external_id').orderBy('id').execute()).map((p) => p.external_id)).toEqual(['fail-0', 'fail-1', 'fail-2', 'fail-3', 'fail-4']);
        expect(await t.db.selectFrom('viral_state').select('key').execute()).toEqual([]);
        const found = await sql<{ rowid: number }>`select rowid from viral_posts_fts where viral_posts_fts match 'kingfishers'`.execute(t.db);
        expect(found.rows).toHaveLength(5);
        await sql`insert into viral_posts_fts(viral_posts_fts) values ('integrity-check')`.execute(t.db);
      }
    } finally {
      await t.destroy();
    }
  });
});

/** The corpus by external ids and handles (not ids: batches written at once number their posts in another order). */
async function corpusByKeys(db: TestApp['db']) {
  const rows = async (text: string) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;
  return {
    authors: await rows('select * from viral_authors order by handle'),
    posts: await rows(`select p.platform, p.external_id, a.handle, p.content, p.likes, p.viral_score, p.author_followers, p.has_media, p.topics, p.posted_at, p.search::text as search
      from viral_posts p join viral_authors a on a.id = p.author_id order by p.external_id`),
    topics: await rows('select * from viral_topics order by id'),
    postTopics: await rows('select p.external_id, t.topic_id, t.viral_score, t.posted_at from viral_post_topics t join viral_posts p on p.id = t.post_id order by 1, 2'),
    media: await rows('select p.external_id, m.position, m.kind, m.source_url, m.alt from viral_media m join viral_posts p on p.id = m.post_id order by 1, 2'),
    state: await rows('select * from viral_state order by key'),
    herons: await rows(`select external_id from viral_posts where search @@ to_tsquery('simple', 'herons') order by 1`),
  };
}

(TEST_DATABASE_URL ? describe : describe.skip)('viral importer, two connections [postgres]', () => {
  it('stores what one connection stores, bulk or not, and reports the same counts', async () => {
    for (const bulk of [false, true]) {
      const dumps = [];
      for (const connections of [1, 2]) {
        const t = await createTestDb({ dialect: 'postgres' });
        try {
          const bad: number[] = [];
          const summary = await importRows({ db: t.db, rows: jsonLines(chunks(mixedFile(), 512)), batchSize: 4, bulk, connections, now: Date.parse('2026-11-20T12:00:00Z'), onBadRow: (line) => bad.push(line) });
          const again = await importRows({ db: t.db, rows: jsonLines(chunks(mixedFile(), 512)), batchSize: 5, bulk, connections, now: Date.parse('2026-11-20T12:00:00Z') });
          dumps.push({ summary: { ...summary, ms: 0 }, again: { ...again, ms: 0 }, bad, ...(await corpusByKeys(t.db)) });
        } finally {
          await t.destroy();
        }
      }
      expect(dumps[0]!.summary).toEqual({ rows: 64, inserted: 45, updated: 15, skipped: 4, ms: 0, bulk });
      expect(dumps[0]!.herons).toHaveLength(15);
      expect(dumps[1]).toEqual(dumps[0]);
    }
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('viral importer, posts copied in [postgres]', () => {
  it("copies new posts in with every character as given (what the upsert stores), and a batch with a stored post falls back to the upsert, which then changes nothing", async () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    // What COPY's text format must escape (tab, newline, carriage return, backslash) or could misread (`\N`, NULL).
    const odd = ['tab\there', 'back\\slash \\N \\t \\\\ end\\', 'line\nbreak\r\nand\rreturn', '\\N', 'NULL', 'ünïcödé 🚀 — “quotes” 中文 𝔘', '', `{a,b} "q" 's'`];
    const records = odd.map((text, i) =>
      toRecord(
        {
          ...GOOD,
          id: `copy-${i}`,
          author: { name: `Nïna ${text}`, handle: `copy-author-${i % 3}`, bio: text, followers: 100 + i },
          content: `Post ${i}: ${text} quokka`,
          media: i === 6 ? [] : [{ url: `https://media.example.com/${i}.jpg?t=${text.replace(/\s/g, '')}`, alt: text }],
          trending_topics: [`Topic ${text} ${i}`],
          post_url: i % 3 ? null : `https://www.linkedin.com/feed/update/copy-${i}?${text.replace(/\s/g, '')}`,
        },
        now,
      ),
    );
    const copied = await createTestDb({ dialect: 'postgres' });
    const upserted = await createTestDb({ dialect: 'postgres' });
    try {
      const copy = { on: true };
      expect(await upsertRecords(copied.db, records, now, { copy })).toEqual({ inserted: odd.length, updated: 0 });
      expect(copy.on).toBe(true);
      expect(await upsertRecords(upserted.db, records, now)).toEqual({ inserted: odd.length, updated: 0 });
      const stored = await corpusByKeys(copied.db);
      expect(stored).toEqual(await corpusByKeys(upserted.db));
      expect(stored.posts.map((p) => p.content)).toEqual(odd.map((text, i) => `Post ${i}: ${text} quokka`));
      expect(stored.media.map((m) => m.alt)).toEqual(records.flatMap((r) => r.media.map((m) => m.alt)));
      expect(stored.media.map((m) => m.alt)).toEqual(expect.arrayContaining([odd[0], odd[1], odd[2], odd[3], odd[5]]));
      // The same records again, with a new one: the COPY meets stored posts, the batch is written by the upsert.
      const again = [...records, toRecord({ ...GOOD, id: 'copy-new', content: 'A new quokka' }, now)];
      expect(await upsertRecords(copied.db, again, now, { copy })).toEqual({ inserted: 1, updated: odd.length });
      expect(copy.on).toBe(false);
      await upsertRecords(upserted.db, again, now);
      expect(await corpusByKeys(copied.db)).toEqual(await corpusByKeys(upserted.db));
      const quokkas = await sql<{ n: number }>`select count(*)::int as n from viral_posts where search @@ to_tsquery('simple', 'quokka')`.execute(copied.db);
      expect(quokkas.rows[0]!.n).toBe(odd.length + 1);
    } finally {
      await copied.destroy();
      await upserted.destroy();
    }
  });
});

describe('pnpm --filter server import-viral', () => {
  it('imports a CSV file, reports bad rows by line and prints a summary', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'posts.csv');
    writeFileSync(
      file,
      'post_id,author_name,author_handle,author_followers,content,likes,comments,shares,posted_at,hashtags\n' +
        'p1,Ada Vane,ada,1200,"A post, with a comma",50,4,1,2026-11-01T10:00:00Z,Leadership|Teams\n' +
        'p2,Bo Lark,bo,900,,3,0,0,2026-11-02T10:00:00Z,\n' +
        'p3,Cy Moor,cy,4000,Third post,12,1,0,2026-11-03T10:00:00Z,Hiring\n',
    );
    const run = promisify(execFile);
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/areas/discovery/viral/import-cli.ts', file], {
      cwd: path.resolve(__dirname, '../../../..'),
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: '', INIT_CWD: dir },
    });
    expect(stderr).toContain('line 3: content is missing (content, text or commentary) (skipped)');
    expect(stderr).toMatch(/100\.0%\s+3 rows/);
    expect(stdout).toMatch(/3 rows, 2 new posts, 0 updated, 1 skipped/);
    // An empty corpus is loaded in bulk: the indexes are built once, at the end.
    expect(stderr).toContain('Building the indexes…');
    expect(stdout).toContain('indexes built at the end');
  }, 60_000);
});
