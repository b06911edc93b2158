import { createTestApp, type TestApp } from '../../test/app';
import { rateLimitKey } from './rate-limits';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { hashToken } from './tokens';
import { awayFromMinuteBoundary, get, post, readOutbox } from './test-helpers';

describeEachDb('login, session and logout', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  it('signs in with the right password and the token works as a bearer and as the auth_token cookie', async () => {
    const { user, password } = await createUser(t.db, { email: 'Pat@Example.com', full_name: 'Pat Lee' });
    const res = await post(t.app, '/api/auth/login', { email: ' PAT@example.com ', password, remember_me: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      user: {
        id: user.id,
        email: 'pat@example.com',
        full_name: 'Pat Lee',
        subscription_tier: 'free',
        subscription_status: null,
        email_confirmed_at: user.email_confirmed_at,
        linkedin_connected: false,
        has_password: true,
        timezone: null,
        created_at: user.created_at,
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(hashToken(body.access_token));
    expect(JSON.stringify(stored)).not.toContain(body.access_token);

    expect((await get(t.app, '/api/auth/me', body.access_token)).json().id).toBe(user.id);
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `auth_token=${body.access_token}` } });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown e-mail, a wrong password and a LinkedIn-only account', async () => {
    await createUser(t.db, { email: 'known@example.com' });
    await createUser(t.db, { email: 'nopass@example.com', password: null });
    for (const body of [
      { email: 'unknown@example.com', password: 'whatever 123' },
      { email: 'known@example.com', password: 'wrong password' },
      { email: 'nopass@example.com', password: 'anything at all' },
    ]) {
      const res = await post(t.app, '/api/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid email or password' });
    }
  });

  it('validates login input', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'Email is required'],
      [{ email: '', password: 'x' }, 'Email is required'],
      [{ email: 'a@example.com' }, 'Password is required'],
      [{ email: 'a@example.com', password: '' }, 'Password is required'],
      [{ email: 42, password: 'x' }, 'Email must be text'],
      [{ email: 'a@example.com', password: 'x'.repeat(257) }, 'Password is too long'],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, '/api/auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(message);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(none.statusCode).toBe(400);
  });

  it('rejects missing, malformed, unknown and expired tokens with 401', async () => {
    const { user } = await createUser(t.db);
    const token = await createSession(t.db, user.id);
    expect((await get(t.app, '/api/auth/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', 'x'.repeat(43))).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', 'y'.repeat(5000))).statusCode).toBe(401);
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    const expired = await get(t.app, '/api/auth/me', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('logout revokes only this session', async () => {
    const { user, password } = await createUser(t.db);
    const a = (await post(t.app, '/api/auth/login', { email: user.email, password })).json().access_token;
    const b = (await post(t.app, '/api/auth/login', { email: user.email, password })).json().access_token;
    const out = await post(t.app, '/api/auth/logout', undefined, a);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect((await get(t.app, '/api/auth/me', a)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', b)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/logout', undefined, a)).statusCode).toBe(401);
  });

  it('shortens the session without remember me', async () => {
    const { user, password } = await createUser(t.db);
    const short = (await post(t.app, '/api/auth/login', { email: user.email, password, remember_me: false })).json().access_token;
    const row = await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(short)).executeTakeFirstOrThrow();
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });
});

describeEachDb('auth rate limits', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('allows 10 login attempts a minute per IP and e-mail, then 429 with Retry-After', async () => {
    const { user } = await createUser(t.db, { email: 'limited@example.com' });
    await awayFromMinuteBoundary();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => post(t.app, '/api/auth/login', { email: user.email, password: 'wrong password' })),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    const limited = attempts.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0].json()).toEqual({ detail: 'Too many attempts. Please wait a minute and try again.' });
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address from the same IP is counted separately.
    expect((await post(t.app, '/api/auth/login', { email: 'other@example.com', password: 'x' })).statusCode).toBe(401);
  });

  it('limits sign-up to 5 a minute per IP', async () => {
    await awayFromMinuteBoundary();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post(t.app, '/api/auth/signup', { email: `burst${i}@example.com`, password: 'long enough 1', full_name: 'Bur St' });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits resend and forgot-password to 3 a minute per e-mail', async () => {
    await createUser(t.db, { email: 'forgetful@example.com' });
    await awayFromMinuteBoundary();
    const forgot = [];
    for (let i = 0; i < 4; i += 1) forgot.push((await post(t.app, '/api/auth/forgot-password', { email: 'forgetful@example.com' })).statusCode);
    expect(forgot).toEqual([200, 200, 200, 429]);
    const resend = [];
    for (let i = 0; i < 4; i += 1) resend.push((await post(t.app, '/api/auth/resend-confirmation', { email: 'ghost@example.com' })).statusCode);
    expect(resend).toEqual([404, 404, 404, 429]);
  });
});

describeEachDb('password spraying and mail floods', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });

  it('limits one client to 30 sign-in attempts a minute across any number of addresses', async () => {
    await awayFromMinuteBoundary(25_000);
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await login(`sprayed${i}@example.com`, 'Summer2026!', '203.0.113.7')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another client is not affected.
    expect((await login('sprayed0@example.com', 'Summer2026!', '203.0.113.8')).statusCode).toBe(401);
  });

  it('limits guesses at one account across clients, but not from a device the member already signed in from', async () => {
    const { user, password } = await createUser(t.db, { email: 'targeted@example.com' });
    await awayFromMinuteBoundary(20_000, 15 * 60_000);
    // The member signed in from this browser before: it got a known-device cookie.
    const earlier = await login(user.email, password, '198.51.100.1');
    expect(earlier.statusCode).toBe(200);
    const device = String(earlier.headers['set-cookie']).split(';')[0];
    expect(String(earlier.headers['set-cookie'])).toMatch(/^pp_device=[\w-]{22}\.[\w-]{32}; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/);

    // A botnet: one guess per address, 20 in the account's window, then the account's public lane is closed.
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1) codes.push((await login(user.email, `guess ${i}`, `192.0.2.${i + 10}`)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(19); // the member's own sign-in above counted too
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
    const blocked = await login(user.email, password, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many attempts. Please try again later.' });
    // The right password from a new place waits too; but the member's known device signs in.
    const fromDevice = await login(user.email, password, '198.51.100.1', device);
    expect(fromDevice.statusCode).toBe(200);
    // A device cookie signed for another member, or forged, is no key.
    const { user: other, password: otherPassword } = await createUser(t.db);
    const otherDevice = String((await login(other.email, otherPassword, '198.51.100.9')).headers['set-cookie']).split(';')[0];
    for (const cookie of [otherDevice, 'pp_device=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB']) {
      expect((await login(user.email, password, '198.51.100.1', cookie)).statusCode).toBe(429);
    }
  });

  it('caps the account mails one address can be sent per day (sign-up, resend, reset), on top of the per-minute limits', async () => {
    await createUser(t.db, { email: 'flooded@example.com', email_confirmed_at: null });
    // Today's counter for the address is already at the cap.
    await t.db
      .insertInto('rate_limits')
      .values({ key: rateLimitKey('mailDaily', 'flooded@example.com'), window_start: Math.floor(Date.now() / 86_400_000) * 86_400_000, count: 10 })
      .execute();
    const calls = [
      post(t.app, '/api/auth/resend-confirmation', { email: 'flooded@example.com' }),
      post(t.app, '/api/auth/forgot-password', { email: 'flooded@example.com' }),
      post(t.app, '/api/auth/signup', { email: 'flooded@example.com', password: 'long enough 1', full_name: 'Flo Oded' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json()]).toEqual([429, { detail: 'Too many attempts. Please try again later.' }]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    }
    expect(await readOutbox(t.app, 'flooded@example.com')).toEqual([]);
  });

  it("a stranger who spends an address's mail cap does not keep the member from resetting from a browser they signed in from", async () => {
    const { user, password } = await createUser(t.db, { email: 'locked-out@example.com' });
    await awayFromMinuteBoundary(15_000);
    const device = String((await login(user.email, password, '198.51.100.20')).headers['set-cookie']).split(';')[0];
    const forgot = (ip: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
    // The stranger: the per-minute lane, then (a day's worth, set directly) the daily one.
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await forgot(`192.0.2.${i + 50}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    await t.db
      .updateTable('rate_limits')
      .set({ count: 10 })
      .where('key', '=', rateLimitKey('mailDaily', user.email))
      .execute();
    expect((await forgot('192.0.2.60')).statusCode).toBe(429);
    const before = (await readOutbox(t.app, user.email)).length;
    // The member, from their browser: its own lane, a mail sent.
    const own = await forgot('198.51.100.20', device);
    expect([own.statusCode, own.json()]).toEqual([200, { message: expect.any(String) }]);
    expect(await readOutbox(t.app, user.email)).toHaveLength(before + 1);
    // A forged cookie or another member's is the public lane (still closed).
    expect((await forgot('198.51.100.20', 'pp_device=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB')).statusCode).toBe(429);
    // The device's lane is bounded too: five a day.
    const more: number[] = [];
    for (let i = 0; i < 5; i += 1) more.push((await forgot('198.51.100.20', device)).statusCode);
    expect(more).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales the limits', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '2' } });
    try {
      await awayFromMinuteBoundary();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await post(t.app, '/api/auth/signup', { email: `scaled${i}@example.com`, password: 'long enough 1', full_name: 'Sca Led' });
        codes.push(res.statusCode);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
