import { SaveViralPostResponse, ViralPost, ViralPostsResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { createSession, createUser } from '../../../test/factories';
import { ensureSampleCorpus } from './corpus';
import { viralJobs } from './jobs';
import { REFRESH_JOB, REFRESH_STARTS, requestRefresh } from './service';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describeEachDb('GET /api/authentic-viral/posts', (dialect) => {
  let t: TestApp;
  /** A Creator member's bearer: paid plans search without a cap (the free plan's cap has its own test). */
  let paid: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    await ensureSampleCorpus({ db: t.db, now: NOW });
    const { user } = await createUser(t.db, { subscription_tier: 'comet' });
    paid = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
  }, 120_000);
  afterAll(() => t.close());

  const get = async (query: Record<string, string | number | boolean>, headers: Record<string, string> | null = paid) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.app.inject({ method: 'GET', url: `/api/authentic-viral/posts${qs ? `?${qs}` : ''}`, headers: headers ?? {} });
  };
  const posts = async (query: Record<string, string | number | boolean>) => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return ViralPostsResponse.parse(res.json());
  };
  /** Every page of a query, following next_cursor. */
  const all = async (query: Record<string, string | number | boolean>) => {
    const out: ViralPost[] = [];
    let cursor: string | null = null;
    do {
      const page: ViralPostsResponse = await posts({ ...query, ...(cursor ? { cursor } : {}) });
      out.push(...page.posts);
      cursor = page.next_cursor;
    } while (cursor);
    return out;
  };

  it('answers 30 posts by quality by default, in the shape of SPEC §3, media and avatars ours', async () => {
    const page = await posts({});
    expect(page.success).toBe(true);
    expect(page.posts).toHaveLength(30);
    expect(page.next_cursor).toEqual(expect.any(String));
    expect(page.message).toBe('Found 30 posts');
    // One post is 'Found 1 post', not '1 posts'.
    expect((await posts({ limit: 1 })).message).toBe('Found 1 post');
    const scores = page.posts.map((p) => p.engagement.viral_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const p of page.posts) {
      expect(p.author.profile_image).toMatch(/^\/api\/authentic-viral\/avatars\/va_[0-9a-f]{16}\.svg$/);
      for (const url of p.media.urls) expect(url).toMatch(/^\/api\/authentic-viral\/media\/\d+\/\d+\.svg$/);
      expect(p.media.has_media).toBe(p.media.urls.length > 0);
    }
  });

  it('reads an empty parameter as absent, as rising creators do (limit=, min_quality_score=, max_followers=, …)', async () => {
    const ids = (page: ViralPostsResponse) => page.posts.map((p) => p.id);
    const byDefault = ids(await posts({}));
    expect(byDefault).toHaveLength(30);
    for (const name of ['limit', 'min_quality_score', 'max_followers', 'has_media', 'trending_topic', 'q', 'creator', 'sort', 'cursor']) {
      expect(ids(await posts({ [name]: '' }))).toEqual(byDefault);
      expect(ids(await posts({ [name]: ' ' }))).toEqual(byDefault);
    }
  });

  it('filters by quality, followers, media, topic and creator, alone and combined', async () => {
    expect((await all({ min_quality_score: 60, limit: 100 })).every((p) => p.engagement.viral_score >= 60)).toBe(true);
    const small = await all({ max_followers: 5000, limit: 100 });
    expect(small.length).toBeGreaterThan(0);
    expect(small.every((p) => p.author.followers <= 5000)).toBe(true);
    const withMedia = await posts({ has_media: true, limit: 100 });
    expect(withMedia.posts.every((p) => p.media.urls.length > 0)).toBe(true);
    expect((await posts({ has_media: false, limit: 100 })).posts.every((p) => p.media.urls.length === 0)).toBe(true);

    const topic = (await t.app.inject({ method: 'GET', url: '/api/authentic-viral/trending-topics' })).json().trending_topics[0].topic as string;
    const ofTopic = await all({ trending_topic: topic, limit: 100 });
    expect(ofTopic.length).toBeGreaterThan(3);
    expect(ofTopic.every((p) => p.trending_topics.includes(topic))).toBe(true);
    const scores = ofTopic.map((p) => p.engagement.viral_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const handle = withMedia.posts[0]!.author.handle;
    const byCreator = await all({ creator: `@${handle}` });
    expect(byCreator.length).toBeGreaterThan(0);
    expect(byCreator.every((p) => p.author.handle === handle)).toBe(true);
    expect((await posts({ creator: 'nobody-here' })).posts).toEqual([]);
    expect((await posts({ trending_topic: 'No Such Topic' })).posts).toEqual([]);

    const combined = await all({ min_quality_score: 30, max_followers: 50_000, has_media: true, trending_topic: topic, limit: 100 });
    expect(combined.every((p) => p.engagement.viral_score >= 30 && p.author.followers <= 50_000 && p.media.has_media && p.trending_topics.includes(topic))).toBe(true);
    expect(combined.length).toBe(ofTopic.filter((p) => p.engagement.viral_score >= 30 && p.author.followers <= 50_000 && p.media.has_media).length);
  });

  it('searches the text: words in any order, the last one a prefix, with filters', async () => {
    const one = await all({ q: 'customers', limit: 100 });
    expect(one.length).toBeGreaterThan(5);
    expect(one.every((p) => /customers/i.test(p.content))).toBe(true);
    const two = await all({ q: 'customers first', limit: 100 });
    const swapped = await all({ q: 'first customers', limit: 100 });
    expect(two.length).toBeGreaterThan(0);
    // Any order: a post holding both whole words is found either way (the last word is also a prefix).
    const both = (p: ViralPost) => /\bcustomers\b/i.test(p.content) && /\bfirst\b/i.test(p.content);
    expect(two.filter(both).map((p) => p.id)).toEqual(swapped.filter(both).map((p) => p.id));
    expect(two.filter(both).length).toBeGreaterThan(0);
    expect(two.every((p) => /\bcustomers\b/i.test(p.content) && /\bfirst/i.test(p.content))).toBe(true);
    expect(swapped.every((p) => /\bfirst\b/i.test(p.content) && /\bcustomers/i.test(p.content))).toBe(true);
    const prefix = await all({ q: 'custom', limit: 100 });
    expect(prefix.length).toBeGreaterThanOrEqual(one.length);
    const filtered = await all({ q: 'customers', min_quality_score: 50, limit: 100 });
    expect(filtered.every((p) => p.engagement.viral_score >= 50 && /customers/i.test(p.content))).toBe(true);
    expect(filtered.length).toBe(one.filter((p) => p.engagement.viral_score >= 50).length);
    expect((await posts({ q: 'qqxxzzyy' })).posts).toEqual([]);
    // FTS5 and tsquery syntax is read as words, never as operators (nor a 500).
    const ids = (list: ViralPost[]) => list.map((p) => p.id);
    for (const q of ['"customers"', 'customers*', '-customers', 'customers)', "customers'"]) expect([q, ids(await all({ q, limit: 100 }))]).toEqual([q, ids(one)]);
    // Eight words are taken whole.
    expect((await get({ q: 'customers customers customers customers customers customers customers customers' })).statusCode).toBe(200);
  });

  it('free plan (and no sign-in): a search shows its first 20 posts, says so with the upgrade path, refuses further pages', async () => {
    const { user } = await createUser(t.db, { subscription_tier: 'free' });
    const free = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const full = ViralPostsResponse.parse((await get({ limit: 30 })).json());
    expect(full.posts).toHaveLength(30);
    expect(full.plan_limit).toBeNull();
    const message = 'The Free plan shows up to 20 viral posts per search. Upgrade to Creator ($19/month) for unlimited viral searches.';
    for (const headers of [free, null]) {
      const res = await get({ limit: 30 }, headers);
      expect(res.statusCode).toBe(200);
      const page = ViralPostsResponse.parse(res.json());
      // The same first 20 a paid member sees, and no way past them.
      expect(page.posts.map((p) => p.id)).toEqual(full.posts.slice(0, 20).map((p) => p.id));
      expect(page.next_cursor).toBeNull();
      expect(page.plan_limit).toEqual({ limit: 20, more: true, upgrade_tier: 'comet', upgrade_plan: 'Creator', message });
      expect((await get({ limit: 100, q: 'customers' }, headers)).json().posts.length).toBeLessThanOrEqual(20);
      // A cursor (from a paid member's page, or made up) is refused with the plan that lifts the cap.
      const next = await get({ limit: 30, cursor: full.next_cursor! }, headers);
      expect(next.statusCode).toBe(403);
      expect(next.json()).toEqual({ detail: message });
    }
    // A search with fewer matches than the cap says nothing more is hidden.
    const handle = full.posts[0]!.author.handle;
    const mine = ViralPostsResponse.parse((await get({ creator: handle, limit: 100 })).json());
    expect(mine.posts.length).toBeLessThan(20);
    const few = ViralPostsResponse.parse((await get({ creator: handle }, free)).json());
    expect(few.posts.map((p) => p.id)).toEqual(mine.posts.map((p) => p.id));
    expect(few.plan_limit).toMatchObject({ limit: 20, more: false });
    // Upgrading lifts the cap at once.
    await t.db.updateTable('users').set({ subscription_tier: 'star' }).where('id', '=', user.id).execute();
    const after = ViralPostsResponse.parse((await get({ limit: 30 }, free)).json());
    expect(after.posts).toHaveLength(30);
    expect(after.plan_limit).toBeNull();
    expect((await get({ limit: 30, cursor: full.next_cursor! }, free)).statusCode).toBe(200);
  });

  it("saves a post to the member's content library (a draft, source 'viral'); signed in only; unknown posts 404", async () => {
    const post = (await posts({ limit: 1 })).posts[0]!;
    const url = `/api/authentic-viral/posts/${post.id}/save`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const { user } = await createUser(t.db, { subscription_tier: 'free' });
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const res = await t.app.inject({ method: 'POST', url, headers });
    expect(res.statusCode).toBe(201);
    const saved = SaveViralPostResponse.parse(res.json());
    expect(saved).toMatchObject({ success: true, message: 'Saved to My Content Library' });
    expect(saved.post).toMatchObject({ content: post.content.trim(), source: 'viral', status: 'draft', content_type: 'linkedin_post' });
    // It is in this member's library (read through the library's API), and in no one else's.
    const mine = await t.app.inject({ method: 'GET', url: '/api/content/posts', headers });
    expect(mine.json().posts.map((p: { id: string; source: string }) => [p.id, p.source])).toEqual([[saved.post.id, 'viral']]);
    // Saving it again (a second click, or after a reload) answers the copy already there: no duplicate.
    const again = await t.app.inject({ method: 'POST', url, headers });
    expect(again.statusCode).toBe(200);
    expect(SaveViralPostResponse.parse(again.json())).toMatchObject({ success: true, message: 'Already in My Content Library', post: { id: saved.post.id } });
    expect((await t.app.inject({ method: 'GET', url: '/api/content/posts', headers })).json().total).toBe(1);
    const other = { authorization: `Bearer ${await createSession(t.db, (await createUser(t.db)).user.id)}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/content/posts', headers: other })).json().posts).toEqual([]);
    // Another member saving the same post gets a copy of their own.
    expect((await t.app.inject({ method: 'POST', url, headers: other })).statusCode).toBe(201);
    // A copy edited since is the member's own text: saving the original again adds it anew.
    await t.app.inject({ method: 'POST', url: '/api/content/save', headers, payload: { id: saved.post.id, content: `${saved.post.content}\n\nMy take.` } });
    expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/posts', headers })).json().total).toBe(2);
    for (const id of ['999999999', 'abc', '-1']) {
      const missing = await t.app.inject({ method: 'POST', url: `/api/authentic-viral/posts/${id}/save`, headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Viral post not found' });
    }
  });

  it('pages by cursor without repeats or gaps, in both orders', async () => {
    for (const sort of ['quality', 'recent'] as const) {
      const paged = await all({ sort, limit: 100, max_followers: 20_000 });
      const ids = paged.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      const expected = await t.db.selectFrom('viral_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('author_followers', '<=', 20_000).executeTakeFirstOrThrow();
      expect(ids.length).toBe(Number(expected.n));
      if (sort === 'recent') {
        const dates = paged.map((p) => p.timestamps.posted_at);
        expect([...dates].sort().reverse()).toEqual(dates);
      }
    }
  });

  it.each([
    [{ limit: 0 }, 'Limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'Limit must be a whole number from 1 to 100'],
    [{ limit: 'ten' }, 'Limit must be a whole number from 1 to 100'],
    [{ min_quality_score: 101 }, 'Quality score must be a number from 0 to 100'],
    [{ min_quality_score: -1 }, 'Quality score must be a number from 0 to 100'],
    [{ max_followers: -5 }, 'Max followers must be a whole number of 0 or more'],
    [{ max_followers: '1e9' }, 'Max followers must be a whole number of 0 or more'],
    [{ has_media: 'maybe' }, 'Media must be true or false'],
    [{ sort: 'best' }, 'Sort must be quality or recent'],
    [{ cursor: 'not-a-cursor' }, 'Cursor is not valid: load the first page again'],
    [{ q: 'x'.repeat(201) }, 'Search text must be at most 200 characters'],
    [{ trending_topic: '!!!' }, 'Trending topic must name a topic: letters or digits, e.g. remote-work'],
    // Punctuation alone (FTS syntax included) is no search: refused, not read as no search at all (every post).
    [{ q: '"' }, 'Search text must hold a word: letters or digits'],
    [{ q: '*' }, 'Search text must hold a word: letters or digits'],
    [{ q: "' -- ( )" }, 'Search text must hold a word: letters or digits'],
    // A ninth word is refused, not dropped (posts without it would be answered as matches).
    [{ q: 'one two three four five six seven eight nine' }, 'Search text must be at most 8 words'],
    // '@' alone names no creator: refused, not read as no filter.
    [{ creator: '@' }, 'Creator must be a handle, e.g. @name'],
    [{ creator: ' @ ' }, 'Creator must be a handle, e.g. @name'],
    [{ creator: 'x'.repeat(101) }, 'Creator must be a handle of at most 100 characters'],
  ])('answers 400 with a detail for %j', async (query, detail) => {
    const res = await get(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('names a parameter given twice in words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/authentic-viral/posts?min_quality_score=1&min_quality_score=2' });
    expect([res.statusCode, res.json()]).toEqual([400, { detail: 'Quality score must be given once' }]);
  });

  it.each([
    ['a NUL after the date', ['r', '2026-01-01\u0000', 5]],
    ['a date in words', ['r', 'x 2026', 5]],
    ['a bare number', ['r', '1', 5]],
  ])('refuses a forged cursor with %s (400, not a 500 or a page out of order)', async (_what, forged) => {
    const cursor = Buffer.from(JSON.stringify(forged)).toString('base64url');
    for (const headers of [paid, null]) {
      const res = await get({ sort: 'recent', cursor }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Cursor is not valid: load the first page again' });
    }
  });

  it('takes a fractional quality and a follower cap beyond any stored count (both engines answer, no 500)', async () => {
    const fractional = await get({ min_quality_score: '50.5', limit: 100 });
    expect(fractional.statusCode).toBe(200);
    const above = ViralPostsResponse.parse(fractional.json()).posts;
    expect(above.length).toBeGreaterThan(0);
    expect(above.every((p) => p.engagement.viral_score >= 50.5)).toBe(true);
    expect(above.map((p) => p.id)).toEqual((await posts({ min_quality_score: 51, limit: 100 })).posts.map((p) => p.id));
    for (const max of ['2147483648', '99999999999999999999']) {
      const huge = await get({ max_followers: max, limit: 5 });
      expect(huge.statusCode).toBe(200);
      expect(ViralPostsResponse.parse(huge.json()).posts.map((p) => p.id)).toEqual((await posts({ limit: 5 })).posts.map((p) => p.id));
    }
  });

  it('refuses a cursor of the other order', async () => {
    const page = await posts({ sort: 'recent' });
    const res = await get({ sort: 'quality', cursor: page.next_cursor! });
    expect(res.statusCode).toBe(400);
  });

  it('serves post images and avatars as SVG, 404 for unknown ones', async () => {
    const page = await posts({ has_media: true, limit: 1 });
    const image = await t.app.inject({ method: 'GET', url: page.posts[0]!.media.urls[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(image.body).not.toMatch(/<script|href=/i);
    const avatar = await t.app.inject({ method: 'GET', url: page.posts[0]!.author.profile_image });
    expect(avatar.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/authentic-viral/media/999999999/0.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/authentic-viral/avatars/va_0000000000000000.svg' })).statusCode).toBe(404);
  });

  it('lists 10 trending topics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/authentic-viral/trending-topics' });
    expect(res.statusCode).toBe(200);
    const topics = res.json().trending_topics;
    expect(topics).toHaveLength(10);
    expect(topics[0]).toEqual({ id: expect.any(String), topic: expect.any(String), posts_count: expect.any(Number), trending_score: expect.any(Number) });
  });

  it('refresh: signed in only, enqueues one job, answers at once, rate-limited; the job finishes it', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/authentic-viral/refresh' })).statusCode).toBe(401);
    const { user } = await createUser(t.db);
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const first = await t.app.inject({ method: 'POST', url: '/api/authentic-viral/refresh', headers });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ success: true, refreshing: true });
    for (let i = 0; i < 4; i++) expect((await t.app.inject({ method: 'POST', url: '/api/authentic-viral/refresh', headers })).statusCode).toBe(202);
    const limited = await t.app.inject({ method: 'POST', url: '/api/authentic-viral/refresh', headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/try again/);
    const jobs = await t.db.selectFrom('jobs').select(['kind', 'status']).where('kind', '=', REFRESH_JOB).execute();
    expect(jobs).toEqual([{ kind: REFRESH_JOB, status: 'pending' }]);

    const job = viralJobs.find((j) => j.kind === REFRESH_JOB)!;
    await job.handler({}, t.ctx, { signal: new AbortController().signal } as never);
    const status = (await t.app.inject({ method: 'GET', url: '/api/authentic-viral/refresh/status' })).json();
    expect(status).toMatchObject({ refreshing: false, last_refreshed_at: expect.any(String) });
  });

  it('refresh: the job starts at most REFRESH_STARTS times in 10 minutes whoever asks; accounts taking turns start nothing more', async () => {
    // The limit scaled down to 6 (RATE_LIMIT_MULTIPLIER 0.3), so the test runs the job six times, not twenty.
    const config = { rateLimitMultiplier: 0.3 };
    expect(Math.round(REFRESH_STARTS.limit * config.rateLimitMultiplier)).toBe(6);
    await t.db.deleteFrom('rate_limits').where('key', '=', 'viral-refresh:starts').execute();
    const job = viralJobs.find((j) => j.kind === REFRESH_JOB)!;
    const pending = () => t.db.selectFrom('jobs').select('id').where('kind', '=', REFRESH_JOB).where('status', '=', 'pending').execute();
    // All seven requests in one 10-minute window of the limit: start early enough in it.
    const left = 600_000 - (Date.now() % 600_000);
    if (left < 30_000) await new Promise((r) => setTimeout(r, left + 50));
    for (let i = 0; i < 7; i++) {
      const { user } = await createUser(t.db);
      const status = await requestRefresh({ db: t.db, config, userId: user.id });
      if (i < 6) {
        expect(status.refreshing).toBe(true);
        expect(await pending()).toHaveLength(1);
        await job.handler({}, t.ctx, { signal: new AbortController().signal } as never);
        await t.db.deleteFrom('jobs').where('kind', '=', REFRESH_JOB).execute();
      } else {
        expect(status.refreshing).toBe(false);
        expect(await pending()).toEqual([]);
      }
    }
  }, 60_000);
});
