import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createUser } from '../../test/factories';
import * as passwords from './passwords';
import { latestMailToken, post } from './test-helpers';

// Counts the argon2 hashes the reset call makes (the real function still runs).
jest.mock('./passwords', () => {
  const actual = jest.requireActual('./passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const hashPassword = passwords.hashPassword as jest.MockedFunction<typeof passwords.hashPassword>;

describeEachDb('password reset: no password hashing for a link that cannot work', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  it('answers a made-up, used or expired token with 400 before any argon2 work; a real one hashes once', async () => {
    await createUser(t.db, { email: 'cost@example.com' });
    await post(t.app, '/api/auth/forgot-password', { email: 'cost@example.com' });
    const token = await latestMailToken(t.app, 'cost@example.com', '/app/reset-password');

    hashPassword.mockClear();
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, '/api/auth/reset-password', { token: `made-up-token-${i}-xxxxxxxxxxxxxxxxxxxxxxxx`, password: 'new password 1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('This password reset link is invalid or has expired. Please request a new one.');
    }
    expect(hashPassword).not.toHaveBeenCalled();

    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'new password 1' })).statusCode).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    hashPassword.mockClear();
    expect((await post(t.app, '/api/auth/reset-password', { token, password: 'new password 2' })).statusCode).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});
