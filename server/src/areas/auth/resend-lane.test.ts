import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createUser } from '../../test/factories';
import { rateLimitKey } from './rate-limits';
import { awayFromMinuteBoundary, readOutbox } from './test-helpers';

/**
 * The confirmation mail's resend lane (known-devices.ts, `pp_signup`): the browser that signed up keeps a way to get
 * its link when a stranger has spent the address's resend caps; the cookie tells nobody whether an address is known,
 * and opens nothing else.
 */
describeEachDb('auth: the resend lane of the browser that signed up', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const COOKIE_SHAPE = /^pp_signup=[\w-]{22}\.[\w-]{32}; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/;
  const signUp = (email: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'long enough 1', full_name: 'Sig Nup' }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const resend = (email: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');
  const fillDailyCap = (email: string) => t.db.updateTable('rate_limits').set({ count: 10 }).where('key', '=', rateLimitKey('mailDaily', email)).execute();

  it("a stranger who spends an unconfirmed address's resend caps does not keep the person who signed up from getting their link", async () => {
    const email = 'pending-member@example.com';
    await awayFromMinuteBoundary(15_000);
    const signup = await signUp(email, '198.51.100.30');
    expect(signup.statusCode).toBe(200);
    expect(cookieOf(signup)).toMatch(COOKIE_SHAPE);
    const browser = cookieOf(signup).split(';')[0];

    // The stranger: the address's per-minute lane, then (a day's worth, set directly) its daily one.
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await resend(email, `192.0.2.${i + 70}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    await fillDailyCap(email);
    expect((await resend(email, '192.0.2.80')).statusCode).toBe(429);
    const before = (await readOutbox(t.app, email)).length;

    // The browser that signed up: its own lane, a fresh link mailed.
    const own = await resend(email, '198.51.100.30', browser);
    expect([own.statusCode, own.json()]).toEqual([200, { message: 'Verification email sent! Please check your inbox.' }]);
    expect(await readOutbox(t.app, email)).toHaveLength(before + 1);

    // A forged cookie is the public lane (still closed); the sign-up cookie is no known device (no reset lane).
    expect((await resend(email, '198.51.100.30', 'pp_signup=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB')).statusCode).toBe(429);
    const asDevice = browser.replace(/^pp_signup=/, 'pp_device=');
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: '198.51.100.30', headers: { cookie: asDevice } });
    expect(forgot.statusCode).toBe(429);

    // The lane is small: five a day.
    const more: number[] = [];
    for (let i = 0; i < 5; i += 1) more.push((await resend(email, '198.51.100.30', browser)).statusCode);
    expect(more).toEqual([200, 200, 200, 200, 429]);
    expect(await readOutbox(t.app, email)).toHaveLength(before + 5);
  });

  it('every sign-up answer sets a cookie of one shape; only the browser that created the account gets a lane', async () => {
    await createUser(t.db, { email: 'confirmed-owner@example.com' });
    const created = await signUp('lane-owner@example.com', '198.51.100.41');
    const known = await signUp('confirmed-owner@example.com', '198.51.100.42');
    // Someone else signs the pending address up again: same answer, a cookie that opens nothing.
    const newcomer = await signUp('lane-owner@example.com', '198.51.100.43');
    for (const res of [created, known, newcomer]) {
      expect([res.statusCode, res.json()]).toEqual([created.statusCode, created.json()]);
      expect(cookieOf(res)).toMatch(COOKIE_SHAPE);
    }
    // The creator signs up again from its browser (no mail came): it keeps its lane, cookie unchanged.
    const creator = cookieOf(created).split(';')[0];
    const again = await signUp('lane-owner@example.com', '198.51.100.41', creator);
    expect(cookieOf(again).split(';')[0]).toBe(creator);

    await awayFromMinuteBoundary(10_000);
    await fillDailyCap('lane-owner@example.com');
    expect((await resend('lane-owner@example.com', '198.51.100.43', cookieOf(newcomer).split(';')[0])).statusCode).toBe(429);
    expect((await resend('lane-owner@example.com', '198.51.100.41', creator)).statusCode).toBe(200);
    // The lane is for an unconfirmed account's link: a confirmed address still answers 400, a cookie or not.
    const confirmed = await resend('confirmed-owner@example.com', '198.51.100.42', cookieOf(known).split(';')[0]);
    expect([confirmed.statusCode, confirmed.json()]).toEqual([400, { detail: 'This email is already confirmed' }]);
  });
});
