import { ContentHistoryResponse, Usage } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { getUsage } from './credits-service';
import { createMember } from './test-support';

/**
 * The Profile Settings tiles 'Posts generated' and 'Templates used' sit under 'how much you've used this month'
 * beside 'AI credits this month': they count the posts delivered in the credits' month (UTC) and the templates
 * they were written with, from the month's ledger, so deleting a history item or a chat changes neither.
 */
describeEachDb('profile usage tiles', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function generate(headers: Record<string, string>, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers, payload });
    expect(res.statusCode).toBe(200);
    return res.json() as { session_id: string };
  }
  async function usage(headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/usage', headers });
    expect(res.statusCode).toBe(200);
    return Usage.parse(res.json());
  }
  async function history(headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers });
    return ContentHistoryResponse.parse(res.json());
  }

  it('match the credits spent this month and stay put when history items and chats are deleted', async () => {
    const m = await createMember(t.db, { tier: 'comet' });
    const chats = [
      await generate(m.headers, { user_input: 'Write about hiring a first salesperson', template: 'Personal Journey' }),
      await generate(m.headers, { user_input: 'Write about losing a big deal', template: 'Personal Journey' }),
      await generate(m.headers, { user_input: 'Write about the mistakes founders make when they hire', template: 'Top Mistakes' }),
      await generate(m.headers, { user_input: 'Write about pricing a new product' }),
    ];
    const before = await usage(m.headers);
    expect(before).toMatchObject({ ai_credits_used: 4, posts_generated: 4, templates_accessed: 2 });

    for (const item of (await history(m.headers)).history) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/user/content-history/${item.id}`, headers: m.headers });
      expect(res.statusCode).toBe(200);
    }
    expect((await history(m.headers)).total).toBe(0);
    expect(await usage(m.headers)).toEqual(before);

    for (const chat of chats) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/linkedin-gpt/sessions/${chat.session_id}`, headers: m.headers });
      expect(res.statusCode).toBe(200);
    }
    expect(await usage(m.headers)).toEqual(before);
  });

  it("count only the month's posts: last month's are not counted", async () => {
    const m = await createMember(t.db, { tier: 'comet' });
    await generate(m.headers, { user_input: 'Write about hiring a first salesperson', template: 'Personal Journey' });
    await generate(m.headers, { user_input: 'Write about onboarding new hires' });
    const now = new Date();
    expect(await getUsage({ db: t.db, userId: m.userId, now })).toMatchObject({ ai_credits_used: 2, posts_generated: 2, templates_accessed: 1 });
    // A month later the same posts are last month's.
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12));
    expect(await getUsage({ db: t.db, userId: m.userId, now: nextMonth })).toMatchObject({ ai_credits_used: 0, posts_generated: 0, templates_accessed: 0 });
  });
});
