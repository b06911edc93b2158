import { TEMPLATE_COUNTS } from 'shared/constants';
import { TemplatesResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { createSession, createUser } from '../../../test/factories';

describeEachDb('templates API', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function member(tier: string) {
    const { user } = await createUser(t.db, { subscription_tier: tier });
    return { authorization: `Bearer ${await createSession(t.db, user.id)}` };
  }
  async function list(headers: Record<string, string> = {}, url = '/api/templates/frameworks') {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    return TemplatesResponse.parse(res.json()).templates;
  }

  it('lists the whole catalogue to a visitor, without locks', async () => {
    const templates = await list();
    expect(templates).toHaveLength(TEMPLATE_COUNTS.all);
    expect(templates.every((x) => x.locked === undefined)).toBe(true);
    expect(templates.filter((x) => x.premium)).toHaveLength(TEMPLATE_COUNTS.all - TEMPLATE_COUNTS.free);
    const hotTake = templates.find((x) => x.name === 'Hot Take')!;
    expect(hotTake).toMatchObject({ id: 'hot-take', category: 'controversial', premium: true, required_tier: 'comet' });
    expect(hotTake.structure.length).toBeGreaterThan(2);
    expect(hotTake.preview.length).toBeGreaterThan(2);
  });

  it('locks exactly the premium templates for a free member', async () => {
    const templates = await list(await member('free'));
    expect(templates.every((x) => x.locked === x.premium)).toBe(true);
    expect(templates.filter((x) => x.locked)).toHaveLength(TEMPLATE_COUNTS.all - TEMPLATE_COUNTS.free);
  });

  it.each(['comet', 'star', 'nova'])('opens every template on the paid tier %s', async (tier) => {
    const templates = await list(await member(tier));
    expect(templates).toHaveLength(TEMPLATE_COUNTS.all);
    expect(templates.every((x) => x.locked === false)).toBe(true);
  });

  it('follows the plan the member is on now (a downgrade locks again)', async () => {
    const { user } = await createUser(t.db, { subscription_tier: 'star' });
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    expect((await list(headers)).some((x) => x.locked)).toBe(false);
    await t.db.updateTable('users').set({ subscription_tier: 'free' }).where('id', '=', user.id).execute();
    expect((await list(headers)).filter((x) => x.locked)).toHaveLength(TEMPLATE_COUNTS.all - TEMPLATE_COUNTS.free);
  });

  it('answers GET /api/content/templates with the same list', async () => {
    const headers = await member('free');
    expect(await list(headers, '/api/content/templates')).toEqual(await list(headers));
  });

  it('the bearer is optional, but a token that opens no session is 401 (an expired session signs in again instead of seeing every template locked)', async () => {
    for (const url of ['/api/templates/frameworks', '/api/content/templates']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-real-token' } });
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { detail: 'Not authenticated' }]);
      expect((await list({}, url)).every((x) => x.locked === undefined)).toBe(true);
    }
  });
});
