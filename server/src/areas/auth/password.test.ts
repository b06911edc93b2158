import { PASSWORD_MESSAGE } from 'shared/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { awayFromMinuteBoundary, get, latestMailToken, post, readOutbox } from './test-helpers';

describeEachDb('forgot, reset and change password', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { PUBLIC_URL: 'https://postpilot.test', RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });

  it('answers the same whether or not the address exists, and mails only real members', async () => {
    await createUser(t.db, { email: 'real@example.com' });
    const known = await post(t.app, '/api/auth/forgot-password', { email: 'real@example.com' });
    const unknown = await post(t.app, '/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await readOutbox(t.app, 'ghost@example.com')).toEqual([]);
    const [mail] = await readOutbox(t.app, 'real@example.com');
    expect(mail.subject).toBe('Reset your PostPilot password');
    expect(mail.links[0]).toMatch(/^https:\/\/postpilot\.test\/app\/reset-password\?token=[\w-]{40,}$/);
  });

  it('resets with the mailed token once, revoking every session', async () => {
    const { user, password } = await createUser(t.db, { email: 'reset@example.com' });
    const s1 = await createSession(t.db, user.id);
    const s2 = await createSession(t.db, user.id);
    await post(t.app, '/api/auth/forgot-password', { email: 'reset@example.com' });
    const token = await latestMailToken(t.app, 'reset@example.com', '/app/reset-password');

    const res = await post(t.app, '/api/auth/reset-password', { token, password: 'brand new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. Please sign in with your new password.', email: 'reset@example.com' });
    expect((await get(t.app, '/api/auth/me', s1)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', s2)).statusCode).toBe(401);
    expect((await login('reset@example.com', password)).statusCode).toBe(401);
    expect((await login('reset@example.com', 'brand new password')).statusCode).toBe(200);

    const reuse = await post(t.app, '/api/auth/reset-password', { token, password: 'another password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().detail).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses expired, unknown, superseded and confirmation tokens, and short passwords', async () => {
    await createUser(t.db, { email: 'expiry@example.com' });
    await post(t.app, '/api/auth/forgot-password', { email: 'expiry@example.com' });
    const first = await latestMailToken(t.app, 'expiry@example.com', '/app/reset-password');
    await post(t.app, '/api/auth/forgot-password', { email: 'expiry@example.com' });
    const second = await latestMailToken(t.app, 'expiry@example.com', '/app/reset-password');
    expect((await post(t.app, '/api/auth/reset-password', { token: first, password: 'long enough 1' })).statusCode).toBe(400);

    const short = await post(t.app, '/api/auth/reset-password', { token: second, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toContain(PASSWORD_MESSAGE);

    await t.db.updateTable('auth_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('kind', '=', 'reset').execute();
    expect((await post(t.app, '/api/auth/reset-password', { token: second, password: 'long enough 1' })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/reset-password', { token: 'x'.repeat(43), password: 'long enough 1' })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/reset-password', { token: 'short', password: 'long enough 1' })).statusCode).toBe(400);

    await post(t.app, '/api/auth/signup', { email: 'crossed@example.com', password: 'long enough 1', full_name: 'Cross Ed' });
    const confirmToken = await latestMailToken(t.app, 'crossed@example.com', '/api/auth/confirm');
    expect((await post(t.app, '/api/auth/reset-password', { token: confirmToken, password: 'long enough 2' })).statusCode).toBe(400);
  });

  it('confirms an unconfirmed address when the reset link is followed', async () => {
    await post(t.app, '/api/auth/signup', { email: 'unconf@example.com', password: 'long enough 1', full_name: 'Un Conf' });
    await post(t.app, '/api/auth/forgot-password', { email: 'unconf@example.com' });
    const token = await latestMailToken(t.app, 'unconf@example.com', '/app/reset-password');
    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'new password 9' })).statusCode).toBe(200);
    expect((await login('unconf@example.com', 'new password 9')).statusCode).toBe(200);
  });

  it('changes the password with the current one and revokes the other sessions', async () => {
    const { user, password } = await createUser(t.db, { email: 'change@example.com' });
    const here = await createSession(t.db, user.id);
    const elsewhere = await createSession(t.db, user.id);

    const missing = await post(t.app, '/api/auth/change-password', { new_password: 'changed password' }, here);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Please enter your current password');
    const wrong = await post(t.app, '/api/auth/change-password', { current_password: 'nope nope', new_password: 'changed password' }, here);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    const short = await post(t.app, '/api/auth/change-password', { current_password: password, new_password: 'short' }, here);
    expect(short.statusCode).toBe(400);

    const ok = await post(t.app, '/api/auth/change-password', { current_password: password, new_password: 'changed password' }, here);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password updated successfully' });
    expect((await get(t.app, '/api/auth/me', here)).statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', elsewhere)).statusCode).toBe(401);
    expect((await login('change@example.com', 'changed password')).statusCode).toBe(200);
  });

  it('lets a LinkedIn-only member set a first password without a current one', async () => {
    const { user } = await createUser(t.db, { email: 'li-only@example.com', password: null });
    const token = await createSession(t.db, user.id);
    const res = await post(t.app, '/api/auth/change-password', { new_password: 'first password 1' }, token);
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', token)).json().has_password).toBe(true);
    expect((await login('li-only@example.com', 'first password 1')).statusCode).toBe(200);
  });

  it('limits current-password guesses per member to 10 a minute, shared with account deletion', async () => {
    const strict = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const { user } = await createUser(strict.db, { email: 'guess@example.com' });
      const token = await createSession(strict.db, user.id);
      // Twelve argon2 checks can take several seconds on a loaded machine: keep them all inside one window.
      await awayFromMinuteBoundary(20_000);
      const guess = (n: number) => post(strict.app, '/api/auth/change-password', { current_password: `guess ${n} wrong`, new_password: 'changed password' }, token);
      const codes: number[] = [];
      for (let n = 0; n < 10; n += 1) codes.push((await guess(n)).statusCode);
      expect(codes).toEqual(Array(10).fill(400));
      const limited = await guess(10);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const del = await strict.app.inject({ method: 'DELETE', url: '/api/user/account', payload: { password: 'guess 11 wrong' }, headers: { authorization: `Bearer ${token}` } });
      expect(del.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('limits made-up reset and confirmation links per IP to 20 a minute (429 {detail} with Retry-After), a real link still working from another address', async () => {
    const strict = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      await awayFromMinuteBoundary(10_000);
      for (const [url, body] of [
        ['/api/auth/reset-password', { token: 'made-up-reset-token-0000000000', password: 'a new password 1' }],
        ['/api/auth/confirm', { token: 'made-up-confirm-token-0000000000' }],
      ] as const) {
        const guess = () => strict.app.inject({ method: 'POST', url, payload: body, remoteAddress: '198.51.100.7' });
        const codes: number[] = [];
        for (let n = 0; n < 20; n += 1) codes.push((await guess()).statusCode);
        expect([url, codes]).toEqual([url, Array(20).fill(400)]);
        const limited = await guess();
        expect([url, limited.statusCode, limited.json()]).toEqual([url, 429, { detail: 'Too many attempts. Please wait a minute and try again.' }]);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address is not held back by that one's guesses.
      await createUser(strict.db, { email: 'real-link@example.com' });
      await post(strict.app, '/api/auth/forgot-password', { email: 'real-link@example.com' });
      const token = await latestMailToken(strict.app, 'real-link@example.com', '/app/reset-password');
      const res = await strict.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a new password 1' }, remoteAddress: '198.51.100.8' });
      expect(res.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('requires a session to change the password', async () => {
    const res = await post(t.app, '/api/auth/change-password', { new_password: 'whatever 123' });
    expect(res.statusCode).toBe(401);
  });
});
