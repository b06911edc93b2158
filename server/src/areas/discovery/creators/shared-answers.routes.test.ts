import { sql } from 'kysely';
import { CreatorsResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { StatementCounter } from '../../../test/statement-counter';
import { recomputeCorpus } from '../viral/corpus';
import { risingCreatorsJson } from './service';
import { clearCorpus, createMember, insertAuthor } from './test-support';

/**
 * The rising creators' ranking kept per process (SHARED_ANSWER_CACHE_MS, here a minute so that nothing ages out
 * during the test), whom each member follows read on every call: a follow shows on the member's next read, whichever
 * process made it; a change of the corpus in this process shows at once, one made elsewhere within the minute.
 */
describeEachDb('rising creators: the ranking kept per process, the follows never', (dialect) => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { SHARED_ANSWER_CACHE_MS: '60000' } });
    await clearCorpus(t.db);
    for (let i = 0; i < 5; i++) ids.push(await insertAuthor(t.db, { handle: `kept${i}`, name: `Kept Person ${i}`, domain: i < 3 ? 'tech' : 'sales', rising_score: 10 - i }));
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return CreatorsResponse.parse(res.json()).creators;
  };
  const following = (list: { handle: string; is_following?: boolean }[]) => list.filter((c) => c.is_following).map((c) => c.handle);
  const follow = async (headers: Record<string, string>, id: string, on = true) =>
    expect((await t.app.inject({ method: on ? 'POST' : 'DELETE', url: `/api/creators/${id}/follow`, headers })).statusCode).toBe(200);

  it("a member's follow and unfollow show on their next read, to them only; a visitor sees no is_following", async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const before = await get('/api/creators/rising', a.headers);
    expect(before.map((c) => [c.handle, c.is_following])).toEqual(['kept0', 'kept1', 'kept2', 'kept3', 'kept4'].map((h) => [h, false]));
    await follow(a.headers, ids[1]!);
    await follow(a.headers, ids[3]!);
    expect(following(await get('/api/creators/rising', a.headers))).toEqual(['kept1', 'kept3']);
    expect(following(await get('/api/creators/rising?domain=tech', a.headers))).toEqual(['kept1']);
    expect(following(await get('/api/creators/rising', b.headers))).toEqual([]);
    const visitor = await get('/api/creators/rising');
    expect(visitor.map((c) => c.handle)).toEqual(['kept0', 'kept1', 'kept2', 'kept3', 'kept4']);
    expect(visitor.every((c) => !('is_following' in c))).toBe(true);
    await follow(a.headers, ids[1]!, false);
    expect(following(await get('/api/creators/rising', a.headers))).toEqual(['kept3']);
    // A follow written by another process (the other API process, behind a load balancer) shows too: never kept.
    await t.db.insertInto('creator_follows').values({ user_id: b.userId, creator_id: ids[0]!, created_at: new Date().toISOString() }).execute();
    expect(following(await get('/api/creators/rising', b.headers))).toEqual(['kept0']);
  });

  it('answers what the ranking read itself answers, field for field', async () => {
    const m = await createMember(t.db);
    await follow(m.headers, ids[2]!);
    const kept = await get('/api/creators/rising?limit=4', m.headers);
    const fresh = CreatorsResponse.parse(JSON.parse(await risingCreatorsJson({ db: t.db, userId: m.userId, domain: 'all', search: '', limit: 4, ttlMs: 0 }))).creators;
    expect(kept).toEqual(fresh);
    expect(kept[2]).toEqual({
      id: ids[2],
      name: 'Kept Person 2',
      handle: 'kept2',
      platform: 'linkedin',
      profile_image_url: `/api/authentic-viral/avatars/${ids[2]}.svg`,
      follower_count: 5000,
      bio: 'Writes about work.',
      category: 'tech',
      engagement_rate: 2,
      growth_rate: 5,
      is_verified: false,
      is_following: true,
    });
  });

  it('keeps the ranking: a change made elsewhere is not read again at once; a corpus change in this process shows at once', async () => {
    const handles = async (url: string) => (await get(url)).map((c) => c.handle);
    expect(await handles('/api/creators/rising?domain=sales')).toEqual(['kept3', 'kept4']);
    // Another process rescoring (a `pnpm worker`'s refresh): this process keeps its ranking for the moment.
    await sql`update viral_authors set rising_score = 100 where id = ${ids[4]!}`.execute(t.db);
    expect(await handles('/api/creators/rising?domain=sales')).toEqual(['kept3', 'kept4']);
    // Each query has its own ranking: one not asked before reads the change.
    expect(await handles('/api/creators/rising?domain=sales&limit=1')).toEqual(['kept4']);
    expect(await handles('/api/creators/rising?search=person%204')).toEqual(['kept4']);
    // The refresh's recomputing in this process forgets the kept rankings (the scores come from the posts again).
    await sql`update viral_authors set rising_score = 100 where id = ${ids[3]!}`.execute(t.db);
    await recomputeCorpus({ db: t.db });
    const after = await t.db.selectFrom('viral_authors').select(['handle', 'rising_score']).where('domain', '=', 'sales').orderBy('rising_score', 'desc').orderBy('id').execute();
    // (the recomputed order differs from the kept one, so the answer below is read anew)
    expect(after.map((a) => a.handle)).not.toEqual(['kept3', 'kept4']);
    expect(await handles('/api/creators/rising?domain=sales')).toEqual(after.map((a) => a.handle));
  });

  it('a kept ranking costs a member one statement, a visitor none', async () => {
    const counter = new StatementCounter();
    const db = t.db.withPlugin(counter);
    const m = await createMember(t.db);
    const read = async (userId: string | null) => {
      counter.count = 0;
      await risingCreatorsJson({ db, userId, domain: 'tech', search: '', limit: 20, ttlMs: 60_000 });
      return counter.count;
    };
    expect(await read(m.userId)).toBe(2);
    expect(await read(m.userId)).toBe(1);
    expect(await read(null)).toBe(0);
    // An empty ranking asks nothing about follows.
    counter.count = 0;
    await risingCreatorsJson({ db, userId: m.userId, domain: 'healthcare', search: '', limit: 20, ttlMs: 60_000 });
    await risingCreatorsJson({ db, userId: m.userId, domain: 'healthcare', search: '', limit: 20, ttlMs: 60_000 });
    expect(counter.count).toBe(1);
  });
});
