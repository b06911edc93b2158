import { ViralPostsResponse } from 'shared/contracts';
import { sql } from 'kysely';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { createSession, createUser } from '../../../test/factories';
import { ensureSampleCorpus, recomputeCorpus, storeRecords } from './corpus';
import { laterLog, queryPosts, scoreGenerations } from './repository';
import { sampleCorpus } from './sample-corpus';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;

/**
 * The refresh rescores every post (a score depends on the post's age): a member who loaded page 1 before it and
 * page 2 after must still see each post of the order they started in exactly once (issue 8: no repeats or gaps).
 */
describeEachDb('viral posts: paging across a refresh', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    await ensureSampleCorpus({ db: t.db, posts: 300, now: NOW });
    const { user } = await createUser(t.db, { subscription_tier: 'comet' });
    headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
  }, 120_000);
  afterAll(() => t.close());

  const page = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?${qs}`, headers });
    expect([res.statusCode, res.json().detail]).toEqual([200, undefined]);
    return ViralPostsResponse.parse(res.json());
  };
  /** The whole order as stored now: (score desc, id desc), optionally within one topic. */
  const order = async (topic?: string) => {
    const rows = topic
      ? await sql<{ id: number }>`select post_id as id from viral_post_topics where topic_id = ${topic} order by viral_score desc, post_id desc`.execute(t.db)
      : await sql<{ id: number }>`select id from viral_posts order by viral_score desc, id desc`.execute(t.db);
    return rows.rows.map((r) => String(r.id));
  };

  it.each([
    ['every post', {}],
    ['one topic', { topic: true }],
    ['a quality floor', { min_quality_score: 30 }],
  ])('follows the order page 1 was read in when the scores change between pages (%s)', async (_what, filter) => {
    let clock = NOW + 5 * HOUR;
    await recomputeCorpus({ db: t.db, now: clock });
    const query: Record<string, string | number> = { limit: 30 };
    let topic: string | undefined;
    if ('topic' in filter) {
      topic = (await sql<{ topic_id: string }>`select topic_id from viral_post_topics group by topic_id order by count(*) desc limit 1`.execute(t.db)).rows[0]!.topic_id;
      query.trending_topic = topic;
    }
    if ('min_quality_score' in filter) query.min_quality_score = filter.min_quality_score as number;
    const floor = (query.min_quality_score as number | undefined) ?? 0;
    const scores = async () => new Map((await sql<{ id: number; s: number }>`select id, viral_score as s from viral_posts`.execute(t.db)).rows.map((r) => [String(r.id), Number(r.s)]));
    const before = await scores();
    const expected = (await order(topic)).filter((id) => before.get(id)! >= floor);
    const seen: string[] = [];
    let moved = 0;
    let next: string | null = null;
    do {
      const p: ViralPostsResponse = await page({ ...query, ...(next ? { cursor: next } : {}) });
      seen.push(...p.posts.map((x) => x.id));
      next = p.next_cursor ?? null;
      // A refresh between every two pages, each a day later: the young posts' scores fall, the order changes.
      const was = await order(topic);
      clock += 24 * HOUR;
      await recomputeCorpus({ db: t.db, now: clock });
      if ((await order(topic)).join() !== was.join()) moved++;
    } while (next);
    expect(moved).toBeGreaterThan(0);
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen).toEqual(expected);
  }, 120_000);

  it('a first page read while a rescore is half-way pages in the order before it', async () => {
    await recomputeCorpus({ db: t.db, now: NOW + 90 * 24 * HOUR });
    const expected = await order();
    const generation = Number((await sql<{ value: string }>`select value from viral_state where key = 'score_generation'`.execute(t.db)).rows[0]?.value ?? 0);
    // What a rescore's first transaction leaves: the last post's score raised to the top, its old one logged.
    const last = Number(expected[expected.length - 1]);
    const old = Number((await sql<{ s: number }>`select viral_score as s from viral_posts where id = ${last}`.execute(t.db)).rows[0]!.s);
    await t.db.transaction().execute(async (trx) => {
      await sql`insert into viral_score_log (generation, post_id, score) values (${generation}, ${last}, ${old})`.execute(trx);
      await sql`update viral_posts set viral_score = 100 where id = ${last}`.execute(trx);
    });
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const p: ViralPostsResponse = await page({ limit: 100, ...(next ? { cursor: next } : {}) });
      seen.push(...p.posts.map((x) => x.id));
      next = p.next_cursor ?? null;
    } while (next);
    expect(seen).toEqual(expected);
    // The rescore ends: its generation moves on, and a first page now shows the new score first.
    await sql`update viral_state set value = ${String(generation + 1)} where key = 'score_generation'`.execute(t.db);
    await sql`insert into viral_state (key, value) select 'score_generation', ${String(generation + 1)} where not exists (select 1 from viral_state where key = 'score_generation')`.execute(t.db);
    expect((await page({ limit: 1 })).posts[0]!.id).toBe(String(last));
  });

  it('refuses a cursor of a generation not made yet (400) or whose log was pruned a day after (409)', async () => {
    const first = await page({ limit: 5 });
    const [kind, key, id, generation] = JSON.parse(Buffer.from(first.next_cursor!, 'base64url').toString()) as [string, number, number, number];
    const forge = (g: number) => Buffer.from(JSON.stringify([kind, key, id, g])).toString('base64url');
    const ahead = await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?limit=5&cursor=${forge(generation + 1)}`, headers });
    expect([ahead.statusCode, ahead.json()]).toEqual([400, { detail: 'Cursor is not valid: load the first page again' }]);
    // A refresh that changes scores, its generation ended more than a day ago: the next refresh prunes its log.
    await recomputeCorpus({ db: t.db, now: NOW + 900 * 24 * HOUR });
    await sql`update viral_score_generations set ended_at = ${new Date(Date.now() - 25 * HOUR).toISOString()}`.execute(t.db);
    await recomputeCorpus({ db: t.db, now: NOW + 901 * 24 * HOUR });
    const pruned = await t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts?limit=5&cursor=${forge(generation)}`, headers });
    expect([pruned.statusCode, pruned.json()]).toEqual([409, { detail: 'The library was refreshed since this list was loaded: load it again from the top' }]);
    expect(Number((await sql<{ n: number }>`select count(*) as n from viral_score_log where generation <= ${generation}`.execute(t.db)).rows[0]!.n)).toBe(0);
  });

  it('an import that changes stored posts between pages keeps them where page 1 had them', async () => {
    const expected = await order();
    const first = await page({ limit: 40 });
    expect(first.posts.map((p) => p.id)).toEqual(expected.slice(0, 40));
    // The same records again (the feed pulled by a refresh, or an import): the last post now goes viral, the first one's
    // engagement is gone (corrected), so their scores change as the batch is written.
    const records = [...sampleCorpus({ posts: 300, now: Math.floor(NOW / HOUR) * HOUR })];
    const keyOf = async (id: string) => (await sql<{ k: string }>`select external_id as k from viral_posts where id = ${Number(id)}`.execute(t.db)).rows[0]!.k;
    const [top, bottom] = [await keyOf(expected[0]!), await keyOf(expected[expected.length - 1]!)];
    const changed = records
      .filter((r) => r.external_id === top || r.external_id === bottom)
      .map((r) => (r.external_id === top ? { ...r, likes: 0, comments: 0, shares: 0 } : { ...r, likes: 10_000_000, comments: 100_000, shares: 100_000 }));
    expect(changed).toHaveLength(2);
    await storeRecords(t.db, changed, NOW + 901 * 24 * HOUR);
    const moved = await order();
    expect(moved[0]).toBe(expected[expected.length - 1]);
    const seen = first.posts.map((p) => p.id);
    let next = first.next_cursor;
    while (next) {
      const p = await page({ limit: 40, cursor: next });
      seen.push(...p.posts.map((x) => x.id));
      next = p.next_cursor;
    }
    expect(seen).toEqual(expected);
    // The next refresh ends the generation: a first page shows the new order.
    await recomputeCorpus({ db: t.db, now: NOW + 901 * 24 * HOUR });
    expect((await page({ limit: 1 })).posts[0]!.id).toBe(expected[expected.length - 1]);
  });
  it('posts tied on the score at a page’s last row: none skipped when some of them changed since page 1', async () => {
    // Every post scored 50, page 1 read; then a refresh (two, so each generation's log is read apart) moves the
    // even ids: each page's unchanged posts end on 50 and the changed ones with 50 as of page 1 must still come.
    const state = (value: number) =>
      sql`insert into viral_state (key, value) values ('score_generation', ${String(value)}) on conflict (key) do update set value = excluded.value`.execute(t.db);
    await recomputeCorpus({ db: t.db, now: NOW + 950 * 24 * HOUR });
    await sql`update viral_posts set viral_score = 50`.execute(t.db);
    await sql`update viral_post_topics set viral_score = 50`.execute(t.db);
    const generation = Number((await sql<{ value: string }>`select value from viral_state where key = 'score_generation'`.execute(t.db)).rows[0]?.value ?? 0);
    const expected = await order();
    const first = await page({ limit: 25 });
    expect(first.posts.map((p) => p.id)).toEqual(expected.slice(0, 25));
    const ids = expected.map(Number);
    for (const [gen, pick, score] of [[generation, (id: number) => id % 2 === 0, 40], [generation + 1, (id: number) => id % 3 === 0, 60]] as const) {
      const moved = ids.filter(pick);
      await t.db.transaction().execute(async (trx) => {
        for (const id of moved) {
          const old = Number((await sql<{ s: number }>`select viral_score as s from viral_posts where id = ${id}`.execute(trx)).rows[0]!.s);
          await sql`insert into viral_score_log (generation, post_id, score) values (${gen}, ${id}, ${old})`.execute(trx);
          await sql`update viral_posts set viral_score = ${score} where id = ${id}`.execute(trx);
        }
        await sql`insert into viral_score_generations (generation, ended_at) values (${gen}, ${new Date().toISOString()})`.execute(trx);
      });
      await state(gen + 1);
    }
    const seen = first.posts.map((p) => p.id);
    let next = first.next_cursor;
    while (next) {
      const p = await page({ limit: 25, cursor: next });
      seen.push(...p.posts.map((x) => x.id));
      next = p.next_cursor;
    }
    expect(seen).toEqual(expected);
  }, 120_000);
  it('a page read up to a generation says when the log already holds a later one (a rescore began meanwhile)', async () => {
    const { current } = await scoreGenerations(t.db);
    const [post] = await order();
    const query = { limit: 5, minQuality: null, maxFollowers: null, hasMedia: null, topicId: null, authorId: null, sort: 'quality' as const, after: null, words: null };
    const read = () => queryPosts(t.db, { ...query, asOf: current, through: current });
    expect((await read()).map((r) => Number(r.pending))).toEqual([0, 0, 0, 0, 0, 0]);
    await sql`insert into viral_score_log (generation, post_id, score) values (${current + 1}, ${Number(post)}, 50)`.execute(t.db);
    expect((await read()).every((r) => Number(r.pending) === 1)).toBe(true);
    expect(await laterLog(t.db, current)).toBe(true);
    await sql`delete from viral_score_log where generation = ${current + 1}`.execute(t.db);
    expect(await laterLog(t.db, current)).toBe(false);
  });
});
