import { EMAIL_MESSAGE, PASSWORD_MESSAGE } from 'shared/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';

/**
 * Bad input on every accounts call the other suites do not already cover this way (sign-up, login and persona
 * have their own): missing fields, wrong types, over-long strings and malformed e-mail all get a 400 with a
 * readable `{detail}`, and change nothing.
 */
describeEachDb('accounts calls refuse bad input', (dialect) => {
  let t: TestApp;
  let token: string;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' } });
    const { user } = await createUser(t.db, { email: 'input@example.com', full_name: 'In Put' });
    email = user.email;
    token = await createSession(t.db, user.id);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, auth = true) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });

  async function expect400(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload: unknown, detail?: string, auth = true) {
    const res = await send(method, url, payload, auth);
    expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 400 });
    const body = res.json() as { detail: unknown };
    expect(typeof body.detail).toBe('string');
    expect(body.detail).not.toMatch(/undefined|\[object/);
    // Details are sentences ('Token is required'): the field is named in words, capitalised.
    if (detail) expect((body.detail as string).toLowerCase()).toContain(detail.toLowerCase());
  }

  it('e-mail-only calls: resend confirmation and forgot password', async () => {
    for (const url of ['/api/auth/resend-confirmation', '/api/auth/forgot-password']) {
      await expect400('POST', url, {}, 'Please enter your email address', false);
      await expect400('POST', url, { email: 42 }, 'Please enter your email address', false);
      await expect400('POST', url, { email: ['a@example.com'] }, undefined, false);
      await expect400('POST', url, { email: 'no-at-sign.example.com' }, EMAIL_MESSAGE, false);
      await expect400('POST', url, { email: 'a@example.com' }, EMAIL_MESSAGE, false);
      await expect400('POST', url, { email: `${'x'.repeat(300)}@example.com` }, 'Email is too long', false);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password' });
    expect(none.statusCode).toBe(400);
    // Nothing was mailed for any of it.
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('confirmation and reset tokens', async () => {
    await expect400('POST', '/api/auth/confirm', {}, 'token is required', false);
    await expect400('POST', '/api/auth/confirm', { token: 12345678901 }, undefined, false);
    await expect400('POST', '/api/auth/confirm', { token: 'x'.repeat(5000) }, undefined, false);
    await expect400('POST', '/api/auth/reset-password', { password: 'long enough 1' }, undefined, false);
    await expect400('POST', '/api/auth/reset-password', { token: 'x'.repeat(43) }, undefined, false);
    await expect400('POST', '/api/auth/reset-password', { token: 'x'.repeat(43), password: 123456789 }, undefined, false);
    await expect400('POST', '/api/auth/reset-password', { token: 'x'.repeat(5000), password: 'long enough 1' }, undefined, false);
    await expect400('POST', '/api/auth/reset-password', { token: 'x'.repeat(43), password: 'p'.repeat(10_000) }, 'Password is too long', false);
    // A mangled or over-long link in a mail still lands on the verification page (never a JSON error page),
    // whose POST then says the link is invalid.
    const longLink = await t.app.inject({ method: 'GET', url: `/api/auth/confirm?token=${'x'.repeat(400)}` });
    expect(longLink.statusCode).toBe(302);
    expect(longLink.headers.location).toMatch(/^\/app\/email-verification\?token=x{400}$/);
  });

  it('password change', async () => {
    await expect400('POST', '/api/auth/change-password', {}, 'Password is required');
    await expect400('POST', '/api/auth/change-password', { current_password: 'whatever 1', new_password: 'short' }, PASSWORD_MESSAGE);
    await expect400('POST', '/api/auth/change-password', { current_password: 7, new_password: 'long enough 1' });
    await expect400('POST', '/api/auth/change-password', { current_password: 'x'.repeat(10_000), new_password: 'long enough 1' });
    await expect400('POST', '/api/auth/change-password', { current_password: 'whatever 1', new_password: 'p'.repeat(10_000) }, 'Password is too long');
  });

  it('profile, notification preferences and account deletion', async () => {
    await expect400('PUT', '/api/user/profile', {}, 'Please enter your full name');
    await expect400('PUT', '/api/user/profile', { full_name: 42 });
    await expect400('PUT', '/api/user/profile', { full_name: 'N'.repeat(5000) }, 'Full name is too long');
    await expect400('PUT', '/api/user/profile', { full_name: 'Good Name', email: 'not an email' }, 'Email cannot be changed');
    await expect400('PUT', '/api/user/notification-preferences', {}, 'email is required');
    await expect400('PUT', '/api/user/notification-preferences', { email: 'true', trendingTopics: true, latestIdeas: true, updates: true });
    await expect400('DELETE', '/api/user/account', { password: 12345678 });
    await expect400('DELETE', '/api/user/account', { password: 'p'.repeat(10_000) });
    // Still the same member, untouched.
    const me = await send('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, full_name: 'In Put' });
  });

  it('text that shows nothing (zero-width, blank letters, lone marks) is as empty as spaces: names, persona fields', async () => {
    const blanks = ['\u200B\u200B', '\u2800\u2800\u2800', '\u3164\u3164', '\u0301\u0301', '\u200D\uFEFF\u2060', 'A\u200B'];
    for (const full_name of blanks) {
      await expect400('PUT', '/api/user/profile', { full_name }, 'Please enter your full name');
      await expect400('POST', '/api/auth/signup', { email: 'blank-name@example.com', password: 'long enough 1', full_name }, 'Please enter your full name', false);
    }
    const persona = { job_title: 'Engineer', industry: 'Software', audience: 'Developers', tone: 'Witty and humorous', self_description: 'I write about building software' };
    for (const blank of blanks.slice(0, 5)) {
      await expect400('POST', '/api/user/persona', { ...persona, job_title: blank }, 'Role or title is required');
      await expect400('POST', '/api/user/persona', { ...persona, audience: blank }, 'Target audience is required');
    }
    await expect400('POST', '/api/user/persona', { ...persona, self_description: 'Short\u200B\u200B\u200B\u200B\u200B\u200B' }, 'Description must be longer than 10 characters');
    // Nothing was stored, and a name with such characters among visible ones is kept, its zero-width space stripped
    // (stripInvisibleControls, as every one-line field).
    expect((await send('GET', '/api/user/persona')).json()).toMatchObject({ persona: null });
    expect(await t.db.selectFrom('users').select('email').where('email', '=', 'blank-name@example.com').execute()).toEqual([]);
    const named = await send('PUT', '/api/user/profile', { full_name: 'Zoë\u200B Ng' });
    expect([named.statusCode, named.json().user.full_name]).toEqual([200, 'Zoë Ng']);
    await send('PUT', '/api/user/profile', { full_name: 'In Put' });
  });

  it('LinkedIn start and callback', async () => {
    await expect400('GET', '/api/auth/linkedin/url?intent=steal', undefined, undefined, false);
    await expect400('POST', '/api/auth/linkedin/callback', {}, 'code is required', false);
    await expect400('POST', '/api/auth/linkedin/callback', { code: 'abc' }, 'state is required', false);
    await expect400('POST', '/api/auth/linkedin/callback', { code: 1, state: 2 }, undefined, false);
    await expect400('POST', '/api/auth/linkedin/callback', { code: 'c'.repeat(5000), state: 's' }, undefined, false);
    await expect400('POST', '/api/auth/linkedin/callback', { code: 'c', state: 's'.repeat(5000) }, undefined, false);
  });
});
