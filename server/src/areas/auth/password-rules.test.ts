import { PASSWORD_BLANK_MESSAGE, PASSWORD_MESSAGE } from 'shared/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { get, latestMailToken, post } from './test-helpers';

/**
 * What a new password may be, the same at sign-up, reset and change: at least 8 characters counted as typed
 * (SPEC §5, DECISIONS: minimum 8), not only spaces, and a change must choose a password other than the current one.
 */
describeEachDb('new password rules', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  const blanks = [' '.repeat(8), '\t'.repeat(10), ' \u00A0 \u2003    ', '\u200B'.repeat(9)];

  it('sign-up refuses a password of only spaces with a clear message and creates nothing', async () => {
    for (const password of blanks) {
      const res = await post(t.app, '/api/auth/signup', { email: 'blank-pw@example.com', password, full_name: 'Blank Pass' });
      expect({ password, status: res.statusCode, detail: res.json().detail }).toEqual({ password, status: 400, detail: PASSWORD_BLANK_MESSAGE });
    }
    // Too short is still the spec's message, spaces or not.
    const short = await post(t.app, '/api/auth/signup', { email: 'blank-pw@example.com', password: '   ', full_name: 'Blank Pass' });
    expect(short.json().detail).toBe(PASSWORD_MESSAGE);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'blank-pw@example.com').execute()).toEqual([]);
  });

  it('keeps spaces inside and around a password exactly as typed', async () => {
    const password = '  two words here  ';
    const res = await post(t.app, '/api/auth/signup', { email: 'spaced-pw@example.com', password, full_name: 'Spaced Pass' });
    expect(res.statusCode).toBe(200);
    const mailToken = await latestMailToken(t.app, 'spaced-pw@example.com', '/api/auth/confirm');
    await t.db.updateTable('users').set({ email_confirmed_at: new Date().toISOString() }).where('email', '=', 'spaced-pw@example.com').execute();
    expect(mailToken).toBeTruthy();
    expect((await post(t.app, '/api/auth/login', { email: 'spaced-pw@example.com', password })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email: 'spaced-pw@example.com', password: password.trim() })).statusCode).toBe(401);
  });

  it('reset refuses a password of only spaces and leaves the link usable', async () => {
    const { password } = await createUser(t.db, { email: 'blank-reset@example.com' });
    await post(t.app, '/api/auth/forgot-password', { email: 'blank-reset@example.com' });
    const token = await latestMailToken(t.app, 'blank-reset@example.com', '/app/reset-password');
    const res = await post(t.app, '/api/auth/reset-password', { token, password: ' '.repeat(12) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PASSWORD_BLANK_MESSAGE);
    expect((await post(t.app, '/api/auth/login', { email: 'blank-reset@example.com', password })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'a real new password' })).statusCode).toBe(200);
  });

  it('change refuses a password of only spaces, and the password already in use', async () => {
    const { user, password } = await createUser(t.db, { email: 'same-pw@example.com' });
    const here = await createSession(t.db, user.id);
    const elsewhere = await createSession(t.db, user.id);

    const blank = await post(t.app, '/api/auth/change-password', { current_password: password, new_password: ' '.repeat(8) }, here);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe(PASSWORD_BLANK_MESSAGE);

    const same = await post(t.app, '/api/auth/change-password', { current_password: password, new_password: password }, here);
    expect(same.statusCode).toBe(400);
    expect(same.json().detail).toBe('Your new password must be different from your current password');
    // Nothing happened: the other session still works, the password is unchanged.
    expect((await get(t.app, '/api/auth/me', elsewhere)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email: 'same-pw@example.com', password })).statusCode).toBe(200);
  });
});
