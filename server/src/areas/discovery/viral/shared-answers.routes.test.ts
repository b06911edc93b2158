import { sql } from 'kysely';
import { TrendingTopicsResponse, ViralPostsResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { createSession, createUser } from '../../../test/factories';
import { ensureSampleCorpus, storeRecords } from './corpus';
import { viralJobs } from './jobs';
import { sampleCorpus } from './sample-corpus';
import { REFRESH_JOB } from './service';

const NOW = Date.parse('2026-11-20T12:00:00Z');

/**
 * The library's pages and trending topics kept per process (SHARED_ANSWER_CACHE_MS, here a minute so that nothing
 * ages out during the test): what this process changes shows at once, each plan gets its own answer.
 */
describeEachDb('viral library: answers kept per process', (dialect) => {
  let t: TestApp;
  let paid: Record<string, string>;
  let free: Record<string, string>;
  const record = [...sampleCorpus({ posts: 200, now: Math.floor(NOW / 3_600_000) * 3_600_000 })][0]!;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { SHARED_ANSWER_CACHE_MS: '60000' } });
    await ensureSampleCorpus({ db: t.db, posts: 200, now: NOW });
    const comet = (await createUser(t.db, { subscription_tier: 'comet' })).user;
    paid = { authorization: `Bearer ${await createSession(t.db, comet.id)}` };
    const member = (await createUser(t.db)).user;
    free = { authorization: `Bearer ${await createSession(t.db, member.id)}` };
  }, 120_000);
  afterAll(() => t.close());

  const page = async (url: string, headers: Record<string, string> = paid) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return ViralPostsResponse.parse(res.json());
  };
  const byAuthor = `/api/authentic-viral/posts?creator=${record.author.handle}&limit=100`;
  const contentOf = async () => (await page(byAuthor)).posts.find((p) => p.id === String(postId))?.content;
  let postId = 0;
  /** What another process (the import command, a `pnpm worker`) would write: a statement this process does not see. */
  const rewriteElsewhere = (content: string) => sql`update viral_posts set content = ${content} where id = ${postId}`.execute(t.db);

  it('keeps a page: a change made elsewhere is not read again at once', async () => {
    const row = await t.db.selectFrom('viral_posts').select('id').where('external_id', '=', record.external_id).executeTakeFirstOrThrow();
    postId = Number(row.id);
    expect(await contentOf()).toBe(record.content);
    await rewriteElsewhere('Written by another process');
    expect(await contentOf()).toBe(record.content);
  });

  it('an import or a stored post in this process shows at once', async () => {
    await storeRecords(t.db, [{ ...record, content: 'Imported again with new words' }], NOW);
    expect(await contentOf()).toBe('Imported again with new words');
  });

  it('the refresh job shows at once: pages and trending topics', async () => {
    const trending = async () => TrendingTopicsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/authentic-viral/trending-topics' })).json()).trending_topics;
    const before = await trending();
    expect(before.length).toBeGreaterThan(0);
    await rewriteElsewhere('Changed before the refresh');
    await t.db.deleteFrom('viral_trending_topics').execute();
    expect(await contentOf()).toBe('Imported again with new words');
    expect(await trending()).toEqual(before);
    const job = viralJobs.find((j) => j.kind === REFRESH_JOB)!;
    await job.handler({}, t.ctx, { signal: new AbortController().signal } as never);
    expect(await contentOf()).toBe('Changed before the refresh');
    expect(await trending()).toEqual(before);
    expect((await t.db.selectFrom('viral_trending_topics').select('topic_id').execute()).length).toBe(before.length);
  });

  it('each plan gets its own answer to the same query: the free cap never reaches a paid member, nor the reverse', async () => {
    const url = '/api/authentic-viral/posts?limit=30';
    const asPaid = await page(url, paid);
    const asFree = await page(url, free);
    const asVisitor = await page(url, {});
    expect(asPaid.posts).toHaveLength(30);
    expect(asPaid.plan_limit).toBeNull();
    expect(asPaid.next_cursor).toEqual(expect.any(String));
    for (const capped of [asFree, asVisitor]) {
      expect(capped.posts).toHaveLength(20);
      expect(capped.plan_limit).toMatchObject({ limit: 20, more: true });
      expect(capped.next_cursor).toBeNull();
    }
    expect((await page(url, paid)).plan_limit).toBeNull();
    expect((await page(url, free)).posts).toHaveLength(20);
  });

  it('a bad query is answered 400 every time, never kept as a page', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/authentic-viral/posts?sort=sideways', headers: paid });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Sort must be quality or recent' });
    }
  });
});
