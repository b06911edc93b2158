import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { nameFromLinkedIn } from './linkedin-sign-in-service';
import { createSecretBox } from './secret-box';
import { consentInSandbox, get, linkedInCallback, post, signInWithLinkedIn } from './test-helpers';

const PUBLIC_URL = 'http://postpilot.local:4555';

describeEachDb('LinkedIn sign-in through the sandbox', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  it('gives an authorization URL with state, nonce, the four scopes and the registered redirect URI', async () => {
    const res = await get(t.app, '/api/auth/linkedin/url');
    expect(res.statusCode).toBe(200);
    const { auth_url, sandbox } = res.json();
    expect(sandbox).toBe(true);
    const url = new URL(auth_url);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/sandbox/linkedin/oauth/v2/authorization`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('postpilot-sandbox');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/linkedin/callback`);
    expect(url.searchParams.get('scope')).toBe('openid profile email w_member_social');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}\.[\w-]{22}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{32}$/);
    const stored = await t.db.selectFrom('oauth_states').selectAll().where('state', '=', url.searchParams.get('state')!).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ intent: 'login', user_id: null, nonce: url.searchParams.get('nonce'), used_at: null });
  });

  it('shows a consent page with three test members, a custom form and Allow/Cancel', async () => {
    const { page } = await consentInSandbox(t.app, { action: 'cancel' });
    expect(page).toContain('<title>LinkedIn Sandbox</title>');
    for (const id of ['identity-ada', 'identity-grace', 'identity-alan', 'identity-custom', 'custom-name', 'custom-email', 'allow', 'cancel']) {
      expect(page).toContain(`data-testid="${id}"`);
    }
  });

  it('creates a confirmed free member on first sign-in, stores the grant encrypted, and finds them again next time', async () => {
    const first = await signInWithLinkedIn(t.app, { choice: { identity: 'grace' } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      user: {
        email: 'grace.hopper@linkedin-sandbox.example',
        full_name: 'Grace Hopper',
        subscription_tier: 'free',
        linkedin_connected: true,
        has_password: false,
      },
    });
    expect(body.user.email_confirmed_at).toEqual(expect.any(String));
    expect((await get(t.app, '/api/auth/me', body.access_token)).json().id).toBe(body.user.id);

    const account = await t.db.selectFrom('linkedin_accounts').selectAll().where('user_id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ sub: 'sandbox-grace', scopes: 'openid profile email w_member_social', name: 'Grace Hopper' });
    expect(account.access_token_enc).toMatch(/^v1\./);
    const accessToken = createSecretBox(t.config.appSecret).open(account.access_token_enc);
    expect(account.access_token_enc).not.toContain(accessToken);
    // The decrypted token is the real grant: the sandbox's userinfo accepts it.
    const info = await t.app.inject({ method: 'GET', url: '/sandbox/linkedin/v2/userinfo', headers: { authorization: `Bearer ${accessToken}` } });
    expect(info.json()).toMatchObject({ sub: 'sandbox-grace', email: 'grace.hopper@linkedin-sandbox.example', email_verified: true });

    const status = await get(t.app, '/api/linkedin/connection-status', body.access_token);
    expect(status.json()).toEqual({
      connected: true,
      sandbox: true,
      token_status: { days_until_expiry: 60, expires_at: account.expires_at },
      profile_name: 'Grace Hopper',
    });

    const again = await signInWithLinkedIn(t.app, { choice: { identity: 'grace' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(body.user.id);
    const count = await t.db.selectFrom('users').select('id').where('email', '=', 'grace.hopper@linkedin-sandbox.example').execute();
    expect(count).toHaveLength(1);
  });

  it('answers 409 DUPLICATE_REQUEST_HANDLED when the same state comes back twice', async () => {
    const flow = await consentInSandbox(t.app, { choice: { identity: 'alan' } });
    const [a, b] = await Promise.all([linkedInCallback(t.app, flow), linkedInCallback(t.app, flow)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const dup = a.statusCode === 409 ? a : b;
    expect(dup.json()).toEqual({ detail: 'DUPLICATE_REQUEST_HANDLED' });
    const later = await linkedInCallback(t.app, flow);
    expect(later.statusCode).toBe(409);
  });

  it('binds the sign-in to the browser that started it: a code brought back elsewhere is refused without spending it', async () => {
    const otherBrowser = 'This LinkedIn sign-in was started in another browser or has expired. Please try again.';
    const started = await consentInSandbox(t.app, { choice: { identity: 'ada' } });
    expect(started.cookie).toMatch(/^pp_oauth=[A-Za-z0-9_-]{22}$/);
    const elsewhere = await consentInSandbox(t.app, { choice: { identity: 'ada' } });
    for (const cookie of ['', elsewhere.cookie, 'pp_oauth=AAAAAAAAAAAAAAAAAAAAAA', 'pp_oauth=garbage']) {
      const res = await linkedInCallback(t.app, { ...started, cookie });
      expect([cookie, res.statusCode, res.json()]).toEqual([cookie, 400, { detail: otherBrowser }]);
    }
    // The browser that started it still finishes it (the state was not spent by the attempts above).
    const own = await linkedInCallback(t.app, started);
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 for an unknown or expired state and for a used or made-up code', async () => {
    const expired = 'LinkedIn authorization code expired. Please try again.';
    const unknown = await post(t.app, '/api/auth/linkedin/callback', { code: 'AQabc', state: 'no-such-state' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'This LinkedIn sign-in was started in another browser or has expired. Please try again.' });

    const old = await consentInSandbox(t.app);
    await t.db.updateTable('oauth_states').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('state', '=', old.state!).execute();
    const late = await linkedInCallback(t.app, old);
    expect(late.json()).toEqual({ detail: expired });

    const used = await consentInSandbox(t.app);
    expect((await linkedInCallback(t.app, used)).statusCode).toBe(200);
    const fresh = await consentInSandbox(t.app);
    const replay = await linkedInCallback(t.app, { ...fresh, code: used.code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: expired });

    const madeUp = await consentInSandbox(t.app);
    expect((await linkedInCallback(t.app, { ...madeUp, code: 'AQmadeup' })).json()).toEqual({ detail: expired });

    for (const body of [{ state: 'x' }, { code: 'x' }, { code: '', state: 'x' }, { code: 'x'.repeat(2001), state: 'x' }, { code: 1, state: 'x' }]) {
      expect((await post(t.app, '/api/auth/linkedin/callback', body)).statusCode).toBe(400);
    }
  });

  it('sends Cancel back to the app as user_cancelled_login with the state', async () => {
    const result = await consentInSandbox(t.app, { action: 'cancel' });
    expect(result.location.origin + result.location.pathname).toBe(`${PUBLIC_URL}/auth/linkedin/callback`);
    expect(result.error).toBe('user_cancelled_login');
    expect(result.code).toBeNull();
    expect(result.state).toMatch(/^[\w-]{32}\.[\w-]{22}$/);
  });

  it('links to an existing member with the same verified e-mail instead of creating another', async () => {
    const { user, password } = await createUser(t.db, { email: 'sam.jones@example.com', full_name: 'Sam Jones' });
    const res = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: 'Samuel Jones', custom_email: 'Sam.Jones@example.com', custom_email_verified: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, full_name: 'Sam Jones', has_password: true, linkedin_connected: true });
    expect((await post(t.app, '/api/auth/login', { email: 'sam.jones@example.com', password })).statusCode).toBe(200);
  });

  it('confirms an unconfirmed sign-up it links to, and drops the unproven password', async () => {
    await post(t.app, '/api/auth/signup', { email: 'pending@example.com', password: 'someone elses pw', full_name: 'Pen Ding' });
    const res = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: 'Pen Ding', custom_email: 'pending@example.com', custom_email_verified: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'pending@example.com', has_password: false });
    expect(res.json().user.email_confirmed_at).toEqual(expect.any(String));
    expect((await post(t.app, '/api/auth/login', { email: 'pending@example.com', password: 'someone elses pw' })).statusCode).toBe(401);
  });

  it("holds LinkedIn's name to the rules of a typed one: overrides stripped, one line, never a web address", async () => {
    const signIn = (custom_name: string, custom_email: string) =>
      signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name, custom_email, custom_email_verified: '1' } });
    const rtl = await signIn('Eve \u202Elivé\u202C Smith', 'rtl-name@example.com');
    expect(rtl.statusCode).toBe(200);
    expect(rtl.json().user.full_name).toBe('Eve livé Smith');
    const account = await t.db.selectFrom('linkedin_accounts').select('name').where('user_id', '=', rtl.json().user.id).executeTakeFirstOrThrow();
    expect(account.name).toBe('Eve livé Smith');
    const lines = await signIn('Eve\u2028SECURITY NOTICE\u2029Call us', 'two-lines@example.com');
    expect(lines.json().user.full_name).toBe('Eve SECURITY NOTICE Call us');
    // A web address is no name: the member is named by their e-mail until they choose one.
    const url = await signIn('Visit www.evil.example now', 'url-name@example.com');
    expect(url.statusCode).toBe(200);
    expect(url.json().user.full_name).toBeNull();
    expect((await get(t.app, '/api/linkedin/connection-status', url.json().access_token)).json().profile_name).toBeNull();
  });

  it('cuts an over-long LinkedIn name at a word, whole characters only, and falls back to the given and family names', () => {
    const long = nameFromLinkedIn({ name: `${'Bartholomew '.repeat(9)}Zedekiah-Alexander-Long`, given_name: null, family_name: null });
    expect(long).toBe('Bartholomew '.repeat(9).trim());
    const emoji = nameFromLinkedIn({ name: `A${'😀'.repeat(80)}`, given_name: null, family_name: null });
    expect(emoji).toBe(`A${'😀'.repeat(59)}`);
    expect(nameFromLinkedIn({ name: null, given_name: 'Ada', family_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(nameFromLinkedIn({ name: null, given_name: null, family_name: null })).toBeNull();
    expect(nameFromLinkedIn({ name: '\u202E', given_name: null, family_name: null })).toBeNull();
  });

  it('refuses an e-mail LinkedIn has not verified', async () => {
    await createUser(t.db, { email: 'victim@example.com' });
    const claim = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: 'Mal Lory', custom_email: 'victim@example.com' } });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().detail).toMatch(/already exists/);
    const fresh = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: 'Mal Lory', custom_email: 'brand-new@example.com' } });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().detail).toMatch(/not verified/);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'brand-new@example.com').execute()).toEqual([]);
  });

  it('re-shows the consent page for an invalid custom member and refuses foreign clients', async () => {
    const start = new URL((await get(t.app, '/api/auth/linkedin/url')).json().auth_url);
    const params = Object.fromEntries(start.searchParams);
    const form = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: start.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...params, action: 'allow', ...extra }).toString(),
      });
    const bad = await form({ identity: 'custom', custom_name: 'Ok Name', custom_email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('data-testid="consent-error"');
    const foreign = await t.app.inject({ method: 'GET', url: `${start.pathname}?${new URLSearchParams({ ...params, redirect_uri: 'https://evil.example/cb' })}` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('redirect_uri does not match');
    const otherClient = await form({ identity: 'ada', client_id: 'someone-else' });
    expect(otherClient.statusCode).toBe(400);
  });

  it("answers SPEC §7's JSON (success, message, profile, token_data) when the GET callback is asked for JSON", async () => {
    const json = { accept: 'application/json, text/plain, */*' };
    const flow = await consentInSandbox(t.app, { choice: { identity: 'grace' } });
    const url = `/api/auth/linkedin/callback?code=${encodeURIComponent(flow.code!)}&state=${encodeURIComponent(flow.state!)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { ...json, cookie: flow.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      profile: { id: 'sandbox-grace', firstName: 'Grace', lastName: 'Hopper' },
      token_data: { access_token: expect.any(String) },
      user: { email: 'grace.hopper@linkedin-sandbox.example' },
    });
    // token_data carries this app's session (what the callback screen stores), never LinkedIn's own token.
    expect(body.token_data.access_token).toBe(body.access_token);
    expect((await get(t.app, '/api/auth/me', body.token_data.access_token)).json().email).toBe('grace.hopper@linkedin-sandbox.example');
    // SPEC §8: the same callback again is the duplicate (409); a missing code or LinkedIn's error is a 400 {detail}.
    const again = await t.app.inject({ method: 'GET', url, headers: { ...json, cookie: flow.cookie } });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: 'DUPLICATE_REQUEST_HANDLED' }]);
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/linkedin/callback?state=abc', headers: json });
    expect([none.statusCode, none.json()]).toEqual([400, { detail: 'No authorization code or success token received from LinkedIn' }]);
    const denied = await t.app.inject({ method: 'GET', url: '/api/auth/linkedin/callback?error=user_cancelled_login&state=abc', headers: json });
    expect([denied.statusCode, denied.json()]).toEqual([400, { detail: 'LinkedIn OAuth error: user_cancelled_login' }]);
    // A browser coming back from LinkedIn still lands on the SPA's callback page.
    const browser = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(browser.statusCode).toBe(302);
  });

  it('forwards the browser return URL to the SPA callback page', async () => {
    const ok = await get(t.app, '/api/auth/linkedin/callback?code=AQx&state=abc');
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/app/linkedin-callback?code=AQx&state=abc');
    const err = await get(t.app, '/api/auth/linkedin/callback?error=user_cancelled_login&error_description=The+user+cancelled&state=abc');
    expect(err.headers.location).toBe('/app/linkedin-callback?state=abc&error=user_cancelled_login&error_description=The+user+cancelled');
  });

  describe('connecting LinkedIn to a signed-in member', () => {
    it('needs a session', async () => {
      const res = await get(t.app, '/api/auth/linkedin/url?intent=connect');
      expect(res.statusCode).toBe(401);
      expect((await get(t.app, '/api/auth/linkedin/url?intent=other')).statusCode).toBe(400);
    });

    it('links the identity to the member who started it, even with another e-mail; then disconnects with revocation', async () => {
      const { user } = await createUser(t.db, { email: 'connector@example.com' });
      const token = await createSession(t.db, user.id);
      expect((await get(t.app, '/api/linkedin/connection-status', token)).json()).toEqual({
        connected: false,
        sandbox: true,
        token_status: null,
        profile_name: null,
      });
      const res = await signInWithLinkedIn(t.app, { intent: 'connect', token, choice: { identity: 'custom', custom_name: 'Con Nector', custom_email: 'con@work.example', custom_email_verified: '1' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, email: 'connector@example.com', linkedin_connected: true });
      const status = (await get(t.app, '/api/linkedin/connection-status', token)).json();
      expect(status.connected).toBe(true);
      expect(status.token_status.days_until_expiry).toBe(60);

      const account = await t.db.selectFrom('linkedin_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      const accessToken = createSecretBox(t.config.appSecret).open(account.access_token_enc);
      const out = await post(t.app, '/api/linkedin/disconnect', undefined, token);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'LinkedIn disconnected' });
      expect(await t.db.selectFrom('linkedin_accounts').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
      const revoked = await t.app.inject({ method: 'GET', url: '/sandbox/linkedin/v2/userinfo', headers: { authorization: `Bearer ${accessToken}` } });
      expect(revoked.statusCode).toBe(401);
      expect((await get(t.app, '/api/linkedin/connection-status', token)).json().connected).toBe(false);
      expect((await get(t.app, '/api/auth/me', token)).json().linkedin_connected).toBe(false);
      expect((await post(t.app, '/api/linkedin/disconnect', undefined, token)).json()).toEqual({ message: 'LinkedIn is not connected' });

      // Signing in with that LinkedIn identity still finds the member.
      const back = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: 'Con Nector', custom_email: 'con@work.example', custom_email_verified: '1' } });
      expect(back.json().user.id).toBe(user.id);
    });

    it('refuses a LinkedIn identity that belongs to another member', async () => {
      const owner = await signInWithLinkedIn(t.app, { choice: { identity: 'alan' } });
      expect(owner.statusCode).toBe(200);
      const { user } = await createUser(t.db);
      const token = await createSession(t.db, user.id);
      const res = await signInWithLinkedIn(t.app, { intent: 'connect', token, choice: { identity: 'alan' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('This LinkedIn account is already connected to another PostPilot account.');
    });

    it('only finishes a connection in the session of the member who started it (no grant for someone else)', async () => {
      const choice = { identity: 'custom', custom_name: 'Star Ter', custom_email: 'starter@linkedin.example', custom_email_verified: '1' };
      const { user: starter } = await createUser(t.db);
      const starterToken = await createSession(t.db, starter.id);
      const { user: other } = await createUser(t.db);
      const otherToken = await createSession(t.db, other.id);

      // Someone else completes the starter's connect URL: signed in as themselves, or not at all.
      const foreign = await consentInSandbox(t.app, { intent: 'connect', token: starterToken, choice });
      const asOther = await linkedInCallback(t.app, foreign, otherToken);
      expect(asOther.statusCode).toBe(403);
      const anonymous = await consentInSandbox(t.app, { intent: 'connect', token: starterToken, choice });
      const asNobody = await linkedInCallback(t.app, anonymous);
      expect(asNobody.statusCode).toBe(401);
      expect(await t.db.selectFrom('linkedin_accounts').select('user_id').where('user_id', 'in', [starter.id, other.id]).execute()).toEqual([]);
      expect((await t.db.selectFrom('users').select('linkedin_sub').where('id', '=', starter.id).executeTakeFirstOrThrow()).linkedin_sub).toBeNull();

      // The starter's own session finishes it.
      const own = await signInWithLinkedIn(t.app, { intent: 'connect', token: starterToken, choice });
      expect(own.statusCode).toBe(200);
      expect(own.json().user).toMatchObject({ id: starter.id, linkedin_connected: true });
      // The refused callbacks spent nothing: the starter can still finish the flows someone else presented first.
      expect((await linkedInCallback(t.app, foreign, starterToken)).statusCode).toBe(200);
      expect((await linkedInCallback(t.app, anonymous, starterToken)).statusCode).toBe(200);
    });

    it('reports days until expiry from the stored expiry, and an expired grant as not connected', async () => {
      const { user } = await createUser(t.db);
      const token = await createSession(t.db, user.id);
      const base = { user_id: user.id, sub: `s-${user.id}`, access_token_enc: 'v1.a.b.c', refresh_token_enc: null, scopes: 'openid', name: 'N', created_at: new Date().toISOString() };
      await t.db.insertInto('linkedin_accounts').values({ ...base, expires_at: new Date(Date.now() + 10.5 * 86_400_000).toISOString() }).execute();
      expect((await get(t.app, '/api/linkedin/connection-status', token)).json().token_status.days_until_expiry).toBe(11);
      expect((await get(t.app, '/api/auth/me', token)).json().linkedin_connected).toBe(true);
      await t.db.updateTable('linkedin_accounts').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      const expired = (await get(t.app, '/api/linkedin/connection-status', token)).json();
      expect(expired.connected).toBe(false);
      expect(expired.token_status.days_until_expiry).toBe(0);
      expect((await get(t.app, '/api/auth/me', token)).json().linkedin_connected).toBe(false);
      expect((await get(t.app, '/api/linkedin/connection-status')).statusCode).toBe(401);
    });
  });

  it('deleting the account revokes the LinkedIn grant', async () => {
    const res = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: 'Del Ete', custom_email: 'delete-me@example.com', custom_email_verified: '1' } });
    const { access_token, user } = res.json();
    const account = await t.db.selectFrom('linkedin_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const grant = createSecretBox(t.config.appSecret).open(account.access_token_enc);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { authorization: `Bearer ${access_token}` } });
    expect(del.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/sandbox/linkedin/v2/userinfo', headers: { authorization: `Bearer ${grant}` } });
    expect(info.statusCode).toBe(401);
  });
});

describe('LinkedIn in production without credentials', () => {
  it('answers 503 not configured and serves no sandbox', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await get(t.app, '/api/auth/linkedin/url');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'LinkedIn sign-in is not configured' });
      expect((await post(t.app, '/api/auth/linkedin/callback', { code: 'a', state: 'b' })).statusCode).toBe(503);
      expect((await get(t.app, '/sandbox/linkedin/oauth/openid/jwks')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('points at linkedin.com when credentials are set', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1', LINKEDIN_CLIENT_ID: 'real-id', LINKEDIN_CLIENT_SECRET: 'real-secret', PUBLIC_URL: 'https://postpilot.example.com' },
    });
    try {
      const res = await get(t.app, '/api/auth/linkedin/url');
      expect(res.json().sandbox).toBe(false);
      const url = new URL(res.json().auth_url);
      expect(url.origin + url.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
      expect(url.searchParams.get('client_id')).toBe('real-id');
      expect(url.searchParams.get('redirect_uri')).toBe('https://postpilot.example.com/auth/linkedin/callback');
    } finally {
      await t.close();
    }
  });
});
