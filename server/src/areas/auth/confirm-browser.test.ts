import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { confirmFromSignupBrowser, cookieFrom, get, latestMailToken, post } from './test-helpers';

/**
 * Login CSRF through our own confirmation link: someone signs up, then sends their unused link to a victim. Opening
 * it must never sign the victim's browser into the sender's account (the victim would then connect LinkedIn or write
 * into it), and never replace the session of a member already signed in there. The address is confirmed either way.
 */
describeEachDb('the confirmation link signs in only the browser that signed up', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  const signUp = (email: string, cookie?: string) =>
    post(t.app, '/api/auth/signup', { email, password: 'attacker password 1', full_name: 'Mallory Sender' }, undefined, cookie);
  const confirmedAt = async (email: string) =>
    (await t.db.selectFrom('users').select('email_confirmed_at').where('email', '=', email).executeTakeFirstOrThrow()).email_confirmed_at;

  it('in the browser that signed up: confirmed and signed in', async () => {
    const signup = await signUp('own-browser@example.com');
    const token = await latestMailToken(t.app, 'own-browser@example.com', '/api/auth/confirm');
    const res = await confirmFromSignupBrowser(t.app, signup, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: 'own-browser@example.com', signed_in: true, signed_in_as: null, token_type: 'bearer' });
    expect((await get(t.app, '/api/auth/me', body.access_token)).json().email).toBe('own-browser@example.com');
  });

  it('in a browser that did not sign up: confirmed, no session', async () => {
    await signUp('sent-link@example.com');
    const token = await latestMailToken(t.app, 'sent-link@example.com', '/api/auth/confirm');
    const res = await post(t.app, '/api/auth/confirm', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address is confirmed.', email: 'sent-link@example.com', signed_in: false, signed_in_as: null });
    expect(await confirmedAt('sent-link@example.com')).not.toBeNull();
    // The member signs in with their password.
    expect((await post(t.app, '/api/auth/login', { email: 'sent-link@example.com', password: 'attacker password 1' })).statusCode).toBe(200);
  });

  it('a signup cookie of another account opens nothing', async () => {
    const mine = await signUp('cookie-mine@example.com');
    await signUp('cookie-theirs@example.com');
    const token = await latestMailToken(t.app, 'cookie-theirs@example.com', '/api/auth/confirm');
    const res = await post(t.app, '/api/auth/confirm', { token }, undefined, cookieFrom(mine, 'pp_signup'));
    expect(res.json()).toMatchObject({ signed_in: false });
    expect(res.json().access_token).toBeUndefined();
  });

  it('over another member signed in: confirmed, and that session is kept, not replaced', async () => {
    const { user: victim } = await createUser(t.db, { email: 'victim@example.com' });
    const victimSession = await createSession(t.db, victim.id);
    // Even the browser that signed up does not swap a signed-in member for the link's account.
    const signup = await signUp('over-session@example.com');
    const token = await latestMailToken(t.app, 'over-session@example.com', '/api/auth/confirm');
    const res = await post(t.app, '/api/auth/confirm', { token }, victimSession, cookieFrom(signup, 'pp_signup'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address is confirmed.', email: 'over-session@example.com', signed_in: false, signed_in_as: 'victim@example.com' });
    expect(await confirmedAt('over-session@example.com')).not.toBeNull();
    expect((await get(t.app, '/api/auth/me', victimSession)).json().email).toBe('victim@example.com');
  });
});
