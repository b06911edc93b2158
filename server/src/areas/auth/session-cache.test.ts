import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createUser } from '../../test/factories';
import { getMemberPlan, setMemberSubscription } from './member-facts-service';
import { cachedPlan, cachedSession, forgetPlan, rememberSession } from './session-cache';
import { get, post } from './test-helpers';
import { hashToken } from './tokens';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// SESSION_CACHE_MS (off in the other tests): a token looked up a moment ago is answered from the process's memory,
// and every revocation this process makes still takes effect at once.
describeEachDb('session cache', (dialect) => {
  let t: TestApp;
  let short: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { SESSION_CACHE_MS: '60000', RATE_LIMIT_MULTIPLIER: '100' } });
    short = await createTestApp({ dialect, env: { SESSION_CACHE_MS: '300', RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(async () => {
    await t.close();
    await short.close();
  });

  const signIn = async (app: TestApp, email: string, password: string) => (await post(app.app, '/api/auth/login', { email, password })).json().access_token as string;
  const me = async (app: TestApp, token: string) => (await get(app.app, '/api/auth/me', token)).statusCode;
  const dropRow = (app: TestApp, token: string) => app.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();

  it('answers a token looked up a moment ago from memory, until the entry ages out', async () => {
    const { user, password } = await createUser(t.db);
    const token = await signIn(t, user.email, password);
    expect(await me(t, token)).toBe(200);
    // Removed behind the process's back (another process's revocation would look like this): still answered.
    await dropRow(t, token);
    expect(await me(t, token)).toBe(200);

    const other = await createUser(short.db);
    const brief = await signIn(short, other.user.email, other.password);
    expect(await me(short, brief)).toBe(200);
    await dropRow(short, brief);
    await sleep(450);
    expect(await me(short, brief)).toBe(401);
  });

  it('logout, a password change and account deletion take effect at once in this process', async () => {
    const { user, password } = await createUser(t.db);
    const [a, b, c] = [await signIn(t, user.email, password), await signIn(t, user.email, password), await signIn(t, user.email, password)];
    for (const token of [a, b, c]) expect(await me(t, token)).toBe(200);

    expect((await post(t.app, '/api/auth/logout', undefined, a)).statusCode).toBe(200);
    expect(await me(t, a)).toBe(401);
    expect(await me(t, b)).toBe(200);

    // A password change signs out every other session, at once.
    expect((await post(t.app, '/api/auth/change-password', { current_password: password, new_password: 'another password 42' }, b)).statusCode).toBe(200);
    expect(await me(t, c)).toBe(401);
    expect(await me(t, b)).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { authorization: `Bearer ${b}` }, payload: { password: 'another password 42' } });
    expect(deleted.statusCode).toBe(200);
    expect(await me(t, b)).toBe(401);
  });

  it("the member's plan read with the session serves the reads that only show it; a change made here shows at once", async () => {
    const { user, password } = await createUser(t.db);
    const token = await signIn(t, user.email, password);
    const shown = async () => {
      const [usage, subscription, templates] = await Promise.all([get(t.app, '/api/user/usage', token), get(t.app, '/api/user/subscription', token), get(t.app, '/api/templates/frameworks', token)]);
      const locked = (templates.json().templates as { locked: boolean }[]).filter((x) => x.locked).length;
      return { usage: usage.json().subscription_tier, subscription: subscription.json().subscription_tier, locked };
    };
    const free = await shown();
    expect(free).toMatchObject({ usage: 'free', subscription: 'free' });
    expect(free.locked).toBeGreaterThan(0);

    // Changed behind the process's back (another process recording a payment would look like this): the reads
    // that only show the plan keep the one read with the session, a read that enforces it sees the change.
    await t.db.updateTable('users').set({ subscription_tier: 'nova' }).where('id', '=', user.id).execute();
    expect(await shown()).toEqual(free);
    expect((await getMemberPlan({ db: t.db, userId: user.id })).tier).toBe('nova');
    expect((await getMemberPlan({ db: t.db, userId: user.id, recent: true })).tier).toBe('free');

    // Recorded by this process (the billing area does it when Stripe says so): every read sees it at once.
    await setMemberSubscription({ db: t.db, userId: user.id, tier: 'comet', status: 'active' });
    const comet = await shown();
    expect(comet).toMatchObject({ usage: 'comet', subscription: 'comet' });
    expect(comet.locked).toBeLessThan(free.locked);
  });

  it('a session lookup that read the plan before it changed does not put the old plan back', () => {
    const startedAt = Date.now();
    forgetPlan('member-racing');
    rememberSession('hash-racing', 'member-racing', { tier: 'free', status: null }, { ttlMs: 60_000, expiresAt: startedAt + 3_600_000, startedAt });
    expect(cachedSession('hash-racing')).toBe('member-racing');
    expect(cachedPlan('member-racing')).toBeUndefined();
    rememberSession('hash-calm', 'member-calm', { tier: 'nova', status: 'active' }, { ttlMs: 60_000, expiresAt: startedAt + 3_600_000, startedAt });
    expect(cachedPlan('member-calm')).toEqual({ tier: 'nova', status: 'active' });
  });

  it('an entry never outlives its session', async () => {
    const { user, password } = await createUser(t.db);
    const token = await signIn(t, user.email, password);
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 1_500).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    expect(await me(t, token)).toBe(200);
    await sleep(1_700);
    expect(await me(t, token)).toBe(401);
  });
});
