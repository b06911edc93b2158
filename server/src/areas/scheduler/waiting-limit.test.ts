import { planFor } from 'shared/constants';
import { describeEachDb } from '../../test/db';
import { type TestApp, createTestApp } from '../../test/app';
import { setMemberSubscription } from '../auth/index';
import { type Member, call, connectedMember, inMs } from './test-helpers';

/**
 * How many posts a member may have waiting (scheduled, publishing or failed) is their plan's `scheduled_posts`
 * (shared/constants PLANS): GET /api/scheduler/posts lists every waiting post, so without it that list grew without end.
 */
describeEachDb('scheduler: posts waiting per plan', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const at = (minutes: number) => new Date(Date.now() + 86_400_000 + minutes * 60_000).toISOString();
  let seq = 0;
  const rows = (member: Member, n: number, status: 'scheduled' | 'failed' | 'published' | 'publishing') =>
    Array.from({ length: n }, (_, i) => {
      seq += 1;
      return {
        id: `00000000-0000-4000-a000-${String(seq).padStart(12, '0')}`, user_id: member.userId, content: `Waiting ${seq}`, scheduled_at: at(i), timezone: 'UTC',
        platform: 'linkedin', status, linkedin_urn: null, linkedin_url: null, error: status === 'failed' ? 'LinkedIn refused it' : null, library_post_id: null,
        rate_limited_since: null, published_at: status === 'published' ? at(i) : null, created_at: at(0), updated_at: at(0),
      };
    });
  const insert = async (values: ReturnType<typeof rows>) => {
    for (let i = 0; i < values.length; i += 100) await t.db.insertInto('scheduled_posts').values(values.slice(i, i + 100)).execute();
  };
  const schedule = (member: Member, content = 'One more') =>
    call(t.app, 'POST', '/api/scheduler/schedule', member.token, { content, scheduled_time: inMs(3600_000), timezone: 'UTC', platform: 'linkedin' });
  const waiting = async (member: Member) =>
    (await t.db.selectFrom('scheduled_posts').select('id').where('user_id', '=', member.userId).where('status', '!=', 'published').execute()).length;

  it('every plan has a limit, growing with the plan', () => {
    const limits = ['free', 'comet', 'star', 'nova'].map((tier) => planFor(tier).limits.scheduled_posts);
    for (const n of limits) expect(Number.isInteger(n) && n > 0).toBe(true);
    expect([...limits].sort((a, b) => a - b)).toEqual(limits);
  });

  it("refuses a post past the free plan's limit with 409 {detail}, counting failed and publishing posts but not published ones", async () => {
    const limit = planFor('free').limits.scheduled_posts;
    const member = await connectedMember(t, 'Fay Full');
    await insert([...rows(member, limit - 2, 'scheduled'), ...rows(member, 1, 'failed'), ...rows(member, 1, 'publishing'), ...rows(member, 30, 'published')]);
    const refused = await schedule(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: `You have ${limit} posts waiting to publish, the most the Free plan allows. Delete one, or upgrade your plan, to schedule another.`,
    });
    expect(await waiting(member)).toBe(limit);
    // One deleted: there is room for one again.
    const list = (await call(t.app, 'GET', '/api/scheduler/posts', member.token)).json().posts as { id: string; status: string }[];
    const failed = list.find((p) => p.status === 'failed')!;
    expect((await call(t.app, 'DELETE', `/api/scheduler/posts/${failed.id}`, member.token)).statusCode).toBe(200);
    expect((await schedule(member)).statusCode).toBe(200);
    expect((await schedule(member)).statusCode).toBe(409);
  });

  it('a paid plan has room for more; after a downgrade the posts already waiting stay, and new ones wait for room', async () => {
    const free = planFor('free').limits.scheduled_posts;
    const member = await connectedMember(t, 'Uma Upgrade');
    await insert(rows(member, free, 'scheduled'));
    expect((await schedule(member)).statusCode).toBe(409);
    expect((await call(t.app, 'GET', '/api/scheduler/posts', member.token)).json().waiting_limit).toBe(free);
    await setMemberSubscription({ db: t.db, userId: member.userId, tier: 'comet', status: 'active' });
    expect((await schedule(member)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/scheduler/posts', member.token)).json().waiting_limit).toBe(planFor('comet').limits.scheduled_posts);
    await setMemberSubscription({ db: t.db, userId: member.userId, tier: 'free', status: 'canceled' });
    const listed = (await call(t.app, 'GET', '/api/scheduler/posts', member.token)).json();
    expect(listed.posts).toHaveLength(free + 1);
    expect(listed.waiting_limit).toBe(free);
    const refused = await schedule(member);
    expect([refused.statusCode, refused.json().detail]).toEqual([409, expect.stringContaining(`You have ${free + 1} posts waiting`)]);
  });

  it('simultaneous requests for the last free place schedule one post, never more than the plan allows', async () => {
    const limit = planFor('free').limits.scheduled_posts;
    const member = await connectedMember(t, 'Rae Race');
    await insert(rows(member, limit - 1, 'scheduled'));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => schedule(member, `Racing ${i}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await waiting(member)).toBe(limit);
  });
});
