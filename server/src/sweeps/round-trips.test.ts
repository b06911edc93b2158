import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { buildApp } from '../app';
import { areas } from '../areas/index';
import { ensureSampleCorpus } from '../areas/discovery/viral/corpus';
import { createContext } from '../context';
import type { ApiInstance } from '../platform/http';
import { createTestDb, describeEachDb, type TestDb } from '../test/db';
import { createSession, createUser } from '../test/factories';
import { signInWithLinkedIn } from '../areas/auth/test-helpers';

/**
 * Database round trips per read, on both engines: the reads of the load bench (bench/load.mjs: one or more of
 * every area, the calls a member's screens make) for a member with data in every area, each made twice and the
 * second counted (the session lookup is cached per process, SESSION_CACHE_MS). Under load on PostgreSQL the
 * round trips are the cost (README: load), so a change that adds one to these reads should be a deliberate one:
 * this table changes with it.
 */
const ROUND_TRIPS: Record<string, number> = {
  '/api/auth/me': 1, // the member with their LinkedIn grant
  '/api/user/usage': 1, // credit counter + history counts (the plan came with the session)
  '/api/user/persona': 1,
  '/api/user/notification-preferences': 1,
  '/api/templates/frameworks': 0, // the catalogue is code; the plan came with the session
  '/api/content/posts': 1, // the page with its total
  '/api/user/content-history': 2, // the page with its total; the stats and template names
  '/api/scheduler/posts': 2, // the posts; the LinkedIn grant's expiry (the auth area's), as one is still waiting
  '/api/linkedin/connection-status': 1,
  '/api/user/subscription': 1, // customer + subscription (the plan came with the session)
  '/api/authentic-viral/posts': 1, // the page with authors and images
  '/api/creators/rising': 2, // the creators; which of them the member follows
};

/** Counts the statements a database handle executes (a plugin sees each one's result once; subqueries are not counted). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return result;
  }
}

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
    await call('POST', '/api/user/persona', { job_title: 'Engineer', industry: 'Payments', audience: 'Engineering managers', tone: 'Professional', self_description: 'I build payment systems.' });
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

  it('each read costs the round trips of the table, answered from data', async () => {
    const counted: Record<string, number> = {};
    for (const url of Object.keys(ROUND_TRIPS)) {
      expect([url, (await app.inject({ method: 'GET', url, headers })).statusCode]).toEqual([url, 200]);
      counter.count = 0;
      const res = await app.inject({ method: 'GET', url, headers });
      counted[url] = counter.count;
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    expect(counted).toEqual(ROUND_TRIPS);
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
