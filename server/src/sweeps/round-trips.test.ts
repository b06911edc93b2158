import { StatementCounter } from '../test/statement-counter';
import { buildApp } from '../app';
import { areas } from '../areas/index';
import { ensureSampleCorpus } from '../areas/discovery/viral/corpus';
import { createContext } from '../context';
import type { ApiInstance } from '../platform/http';
import { createTestDb, describeEachDb, type TestDb } from '../test/db';
import { listOperations } from './openapi';
import { createSession, createUser } from '../test/factories';
import { signInWithLinkedIn } from '../areas/auth/test-helpers';

/**
 * Database round trips per read, on both engines: every read a route declares as a screen read
 * (`config: { screenRead: { roundTrips } }`, in the OpenAPI document as `x-screen-read`; the load bench takes the
 * same list) for a member with data in every area, each made twice and the second counted (the session lookup is
 * cached per process, SESSION_CACHE_MS). Under load on PostgreSQL the round trips are the cost (README: load), so a
 * change that adds one to these reads should be a deliberate one: the route's declaration changes with it.
 */
describeEachDb('database round trips of the reads every screen makes', (dialect) => {
  let t: TestDb;
  let app: ApiInstance;
  const counter = new StatementCounter();
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb({ dialect, env: { SESSION_CACHE_MS: '60000', LOG_LEVEL: 'fatal' } });
    await ensureSampleCorpus({ db: t.db, posts: 300 });
    const ctx = await createContext({ config: t.config, db: t.db.withPlugin(counter), areas });
    app = await buildApp({ ctx, areas });
    const { user } = await createUser(t.db, { subscription_tier: 'comet' });
    const token = await createSession(t.db, user.id);
    headers = { authorization: `Bearer ${token}` };
    // Data in every area the reads show: a persona, a reply (history, credits), library posts, a follow.
    const call = async (method: 'POST', url: string, payload: object) => {
      const res = await app.inject({ method, url, headers, payload });
      expect([url, res.statusCode]).toEqual([url, expect.any(Number)]);
      expect(res.statusCode).toBeLessThan(300);
      return res;
    };
    await call('POST', '/api/user/persona', { job_title: 'Engineer', industry: 'Payments', audience: 'Engineering managers', tone: 'Professional and authoritative', self_description: 'I build payment systems.' });
    await call('POST', '/api/linkedin-gpt/generate', { user_input: 'Write about code reviews', template: 'Personal Journey' });
    for (const content of ['A first draft about hiring.', 'A second draft about payouts.']) await call('POST', '/api/content/save', { content });
    const creators = (await app.inject({ method: 'GET', url: '/api/creators/rising', headers })).json().creators as { id: string }[];
    await call('POST', `/api/creators/${creators[0]!.id}/follow`, {});
    // LinkedIn connected through the sandbox, and a post scheduled for tomorrow.
    const connect = await signInWithLinkedIn(app, { intent: 'connect', token, choice: { identity: 'custom', custom_name: 'Round Trip', custom_email: 'round-trip@linkedin.example', custom_email_verified: '1' } });
    expect(connect.statusCode).toBe(200);
    await call('POST', '/api/scheduler/schedule', { content: 'Tomorrow, on LinkedIn.', scheduled_time: new Date(Date.now() + 86_400_000).toISOString(), platform: 'linkedin' });
  });
  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  it('each screen read costs the round trips its route declares, answered from data', async () => {
    const reads = (await listOperations(app)).filter((op) => op.screenReadRoundTrips !== null);
    // At least these, one or more of every area (auth, generator, discovery, library, scheduler, billing); an area
    // adds one by declaring it, and it is counted here and loaded by the bench without editing either.
    expect(reads.map((op) => op.key)).toEqual(
      expect.arrayContaining(
        [
          '/api/auth/me', '/api/user/usage', '/api/user/persona', '/api/user/notification-preferences', '/api/templates/frameworks', '/api/content/posts',
          '/api/user/content-history', '/api/scheduler/posts', '/api/linkedin/connection-status', '/api/user/subscription', '/api/authentic-viral/posts', '/api/creators/rising',
        ].map((path) => `GET ${path}`),
      ),
    );
    for (const op of reads) expect([op.key, op.method, op.pathParams]).toEqual([op.key, 'GET', []]);
    const declared: Record<string, number> = {};
    const counted: Record<string, number> = {};
    for (const { path, screenReadRoundTrips } of reads) {
      expect([path, (await app.inject({ method: 'GET', url: path, headers })).statusCode]).toEqual([path, 200]);
      counter.count = 0;
      const res = await app.inject({ method: 'GET', url: path, headers });
      expect([path, res.statusCode]).toEqual([path, 200]);
      counted[path] = counter.count;
      declared[path] = screenReadRoundTrips!;
    }
    expect(counted).toEqual(declared);
  });

  it('the reads show the data they were counted on', async () => {
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json();
    expect((await get('/api/content/posts')).total).toBe(2);
    expect((await get('/api/user/content-history')).total).toBe(1);
    expect((await get('/api/user/usage')).subscription_tier).toBe('comet');
    expect((await get('/api/scheduler/posts')).posts).toHaveLength(1);
    expect((await get('/api/linkedin/connection-status')).connected).toBe(true);
    expect((await get('/api/creators/rising')).creators.filter((c: { is_following: boolean }) => c.is_following)).toHaveLength(1);
    const viral = await get('/api/authentic-viral/posts?has_media=true&limit=5');
    expect(viral.posts).toHaveLength(5);
    for (const post of viral.posts) expect(post.media.items.length).toBeGreaterThan(0);
  });
});
