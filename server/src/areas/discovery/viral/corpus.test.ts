import { sql } from 'kysely';
import { createTestDb, describeEachDb, type TestDb } from '../../../test/db';
import { ensureSampleCorpus, listCorpusAuthors, storeRecords, VIRAL_DOMAINS } from './corpus';
import { type PostQuery, countPosts, queryPosts, trendingTopics } from './repository';
import { sampleCorpus } from './sample-corpus';
import { topicSlug } from './scoring';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describeEachDb('viral corpus', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
    expect(await ensureSampleCorpus({ db: t.db, now: NOW })).toBe(true);
  }, 120_000);
  afterAll(() => t.destroy());

  it('stores at least 2,000 sample posts, 20+ authors in each of the 10 domains, once', async () => {
    expect(await countPosts(t.db)).toBe(2_400);
    for (const domain of VIRAL_DOMAINS) {
      const authors = await listCorpusAuthors({ db: t.db, domain, limit: 100 });
      expect(authors.length).toBeGreaterThanOrEqual(20);
      expect(authors.every((a) => a.domain === domain)).toBe(true);
    }
    expect(await ensureSampleCorpus({ db: t.db, now: NOW })).toBe(false);
    expect(await countPosts(t.db)).toBe(2_400);
  });

  it('has a heavy-tailed engagement: the top 1% of posts hold far more than 1% of the likes', async () => {
    const rows = await t.db.selectFrom('viral_posts').select(['likes', 'viral_score']).orderBy('likes', 'desc').execute();
    const total = rows.reduce((a, r) => a + r.likes, 0);
    const top = rows.slice(0, rows.length / 100).reduce((a, r) => a + r.likes, 0);
    expect(top / total).toBeGreaterThan(0.08);
    const scores = rows.map((r) => r.viral_score);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...scores)).toBeLessThanOrEqual(100);
    expect(new Set(scores).size).toBeGreaterThan(40);
  });

  it('ranks authors by rising score and searches name, handle and bio', async () => {
    const all = await listCorpusAuthors({ db: t.db, limit: 1000 });
    expect(all.length).toBe(240);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.rising_score).toBeGreaterThanOrEqual(all[i]!.rising_score);
    expect(all.some((a) => a.engagement_rate > 0 && a.post_count > 0)).toBe(true);
    const one = all[7]!;
    const [first] = one.name.split(' ');
    const found = await listCorpusAuthors({ db: t.db, search: first!.toUpperCase(), limit: 1000 });
    expect(found.map((a) => a.id)).toContain(one.id);
    expect(found.every((a) => `${a.name} ${a.handle} ${a.bio}`.toLowerCase().includes(first!.toLowerCase()))).toBe(true);
    expect(await listCorpusAuthors({ db: t.db, search: 'zz%_none', limit: 10 })).toEqual([]);
  });

  it('computes up to 10 trending topics with counts and scores', async () => {
    const topics = await trendingTopics(t.db);
    expect(topics.length).toBe(10);
    expect(topics[0]!.trending_score).toBeGreaterThanOrEqual(topics[9]!.trending_score);
    expect(topics.every((x) => x.posts_count >= 3)).toBe(true);
  });

  it('text search: PostgreSQL sorts few matches and walks the order for many; SQLite ranks the newest, whole words first', async () => {
    const query = (words: string[], candidates?: number): PostQuery => ({ limit: 100_000, minQuality: null, maxFollowers: null, hasMedia: null, topicId: null, authorId: null, sort: 'quality', after: null, words, candidates });
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((x, y) => y - x);
    const all = await queryPosts(t.db, query(['customer']));
    const isWhole = (p: { content: string; topics: string }) => /\bcustomer\b/i.test(`${p.content} ${p.topics}`);
    const whole = ids(all.filter(isWhole));
    // The seeded corpus has both: 'customer' itself and longer words ('customers') that only the prefix finds.
    expect(whole.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeGreaterThan(whole.length);
    if (dialect === 'postgres') {
      // The planner knows rare words from common ones (migration 20261123T175000): a rare prefix reads the GIN index.
      const target = await sql<{ n: number }>`select attstattarget as n from pg_attribute where attrelid = 'viral_posts'::regclass and attname = 'search'`.execute(t.db);
      expect(Number(target.rows[0]?.n)).toBe(1000);
      // Few matches are fetched and sorted, many walk the order index: both give every match, in the same order.
      const variants: Partial<PostQuery>[] = [{}, { sort: 'recent' }, { minQuality: 30, hasMedia: true }, { topicId: topicSlug(all[0]!.topics.split('|')[0]!) }];
      for (const variant of variants) {
        const sorted = await queryPosts(t.db, { ...query(['customer'], all.length), ...variant });
        const walked = await queryPosts(t.db, { ...query(['customer'], 1), ...variant });
        expect(sorted.length).toBeGreaterThan(0);
        expect(sorted.map((r) => r.id)).toEqual(walked.map((r) => r.id));
        // A page after the first from the sorted matches continues exactly where the walk does.
        const cut = sorted[Math.floor(sorted.length / 2)]!;
        const after = { key: variant.sort === 'recent' ? cut.posted_at : cut.viral_score, id: cut.id };
        const next = await queryPosts(t.db, { ...query(['customer'], all.length), ...variant, after });
        expect(next.map((r) => r.id)).toEqual(sorted.slice(Math.floor(sorted.length / 2) + 1).map((r) => r.id));
      }
      expect(await queryPosts(t.db, query(['zzqqxnone'], 10))).toEqual([]);
      return;
    }
    // A set of 3 is filled by whole-word matches: exactly the 3 newest of them are ranked.
    expect(ids(await queryPosts(t.db, query(['customer'], 3)))).toEqual(whole.slice(0, 3));
    // A set larger than the whole-word matches: the prefix gives the candidates, all of them here.
    expect(ids(await queryPosts(t.db, query(['customer'], whole.length + all.length)))).toEqual(ids(all));
  });

  it('upserts idempotently by (platform, external id)', async () => {
    const records = [...sampleCorpus({ posts: 5, seed: 7, now: NOW })];
    expect(await storeRecords(t.db, records, NOW)).toEqual({ inserted: 5, updated: 0 });
    const changed = records.map((r) => ({ ...r, likes: r.likes + 1 }));
    expect(await storeRecords(t.db, changed, NOW)).toEqual({ inserted: 0, updated: 5 });
    expect(await countPosts(t.db)).toBe(2_405);
  });
});

describeEachDb('viral sample corpus on a first start shared by several processes', (dialect) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb({ dialect });
  }, 60_000);
  afterEach(() => t.destroy());

  it('is stored once when three servers start on one empty database at the same moment', async () => {
    // All three find the library empty before any of them writes (the checks are awaited side by side).
    const seeded = await Promise.all([1, 2, 3].map(() => ensureSampleCorpus({ db: t.db, posts: 300, now: NOW })));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await countPosts(t.db)).toBe(300);
    const marks = await t.db.selectFrom('viral_state').select('key').where('key', '=', 'sample_seeded_at').execute();
    expect(marks).toHaveLength(1);
    const authors = await t.db.selectFrom('viral_authors').select(['platform', 'handle']).execute();
    expect(new Set(authors.map((a) => `${a.platform}/${a.handle}`)).size).toBe(authors.length);
    expect(authors.length).toBeGreaterThan(0);
  }, 120_000);

  it('is finished by the next start when a start stopped half-way through storing it, and never stored over imported posts', async () => {
    const hour = Math.floor(NOW / 3_600_000) * 3_600_000;
    const records = [...sampleCorpus({ posts: 300, now: hour })];
    // A start that was killed after its first batch: the mark it leaves first, then 100 of the 300 posts.
    await t.db.insertInto('viral_state').values({ key: 'sample_seeding_since', value: new Date(NOW).toISOString() }).execute();
    await storeRecords(t.db, records.slice(0, 100), NOW);
    expect(await ensureSampleCorpus({ db: t.db, posts: 300, now: NOW + 60_000 })).toBe(true);
    expect(await countPosts(t.db)).toBe(300);
    expect(await ensureSampleCorpus({ db: t.db, posts: 300, now: NOW + 120_000 })).toBe(false);
    expect(await countPosts(t.db)).toBe(300);

    // Posts imported into an empty library (no start began the sample): nothing is added to them.
    const other = await createTestDb({ dialect });
    try {
      await storeRecords(other.db, records.slice(0, 10), NOW);
      expect(await ensureSampleCorpus({ db: other.db, posts: 300, now: NOW })).toBe(false);
      expect(await countPosts(other.db)).toBe(10);
    } finally {
      await other.destroy();
    }
  }, 120_000);
});
