import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { confirmFromSignupBrowser, cookieFrom, get, latestMailToken, post } from './test-helpers';

/**
 * Login CSRF through our own confirmation link: someone signs up, then sends their unused link to a member. Opening it
 * never replaces the session of a member signed in there (they would then connect LinkedIn or write into the sender's
 * account). A browser with no session is signed in, as SPEC §4's flow asks. The address is confirmed either way.
 */
describeEachDb('the confirmation link never replaces another member\'s session', (dialect) => {
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

  it('in a browser with no session (the link opened on another device): confirmed and signed in, as SPEC §4 asks', async () => {
    await signUp('sent-link@example.com');
    const token = await latestMailToken(t.app, 'sent-link@example.com', '/api/auth/confirm');
    const res = await post(t.app, '/api/auth/confirm', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'sent-link@example.com', signed_in: true, signed_in_as: null, token_type: 'bearer' });
    expect(await confirmedAt('sent-link@example.com')).not.toBeNull();
    expect((await get(t.app, '/api/auth/me', res.json().access_token)).json().email).toBe('sent-link@example.com');
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
