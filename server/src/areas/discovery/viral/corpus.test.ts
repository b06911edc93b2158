import { createTestDb, describeEachDb, type TestDb } from '../../../test/db';
import { ensureSampleCorpus, listCorpusAuthors, storeRecords, VIRAL_DOMAINS } from './corpus';
import { countPosts, trendingTopics } from './repository';
import { sampleCorpus } from './sample-corpus';

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

  it('upserts idempotently by (platform, external id)', async () => {
    const records = [...sampleCorpus({ posts: 5, seed: 7, now: NOW })];
    expect(await storeRecords(t.db, records, NOW)).toEqual({ inserted: 5, updated: 0 });
    const changed = records.map((r) => ({ ...r, likes: r.likes + 1 }));
    expect(await storeRecords(t.db, changed, NOW)).toEqual({ inserted: 0, updated: 5 });
    expect(await countPosts(t.db)).toBe(2_405);
  });
});
