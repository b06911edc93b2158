import { buildApp } from '../../app';
import { areas } from '../index';
import { createDb } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { awayFromMinuteBoundary, get, latestMailToken, post } from './test-helpers';

/** A token (session, mailed link) only ever acts for the member it was issued to. */
describeEachDb("another member's token", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });

  async function twoMembers(tag: string) {
    const a = await createUser(t.db, { email: `a.${tag}@example.com`, full_name: 'Ann Able', password: 'anns own password' });
    const b = await createUser(t.db, { email: `b.${tag}@example.com`, full_name: 'Bob Baker', password: 'bobs own password' });
    return {
      a: { ...a, token: await createSession(t.db, a.user.id) },
      b: { ...b, token: await createSession(t.db, b.user.id) },
    };
  }

  it("a reset link mailed to A, used while signed in as B, resets A only", async () => {
    const { a, b } = await twoMembers('reset');
    await post(t.app, '/api/auth/forgot-password', { email: a.user.email });
    const resetToken = await latestMailToken(t.app, a.user.email, '/app/reset-password');
    const res = await post(t.app, '/api/auth/reset-password', { token: resetToken, password: 'anns new password' }, b.token);
    expect(res.statusCode).toBe(200);
    expect((await login(a.user.email, 'anns new password')).statusCode).toBe(200);
    expect((await login(b.user.email, b.password)).statusCode).toBe(200);
    expect((await login(b.user.email, 'anns new password')).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', a.token)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', b.token)).json()).toMatchObject({ email: b.user.email });
  });

  it("a confirmation link of A, opened while signed in as B, confirms A without signing in and leaves B alone", async () => {
    const b = await createUser(t.db, { email: 'b.confirm@example.com' });
    const bToken = await createSession(t.db, b.user.id);
    await post(t.app, '/api/auth/signup', { email: 'a.confirm@example.com', password: 'long enough 1', full_name: 'Ann Able' });
    const confirmToken = await latestMailToken(t.app, 'a.confirm@example.com', '/api/auth/confirm');
    const res = await post(t.app, '/api/auth/confirm', { token: confirmToken }, bToken);
    expect(res.statusCode).toBe(200);
    // Login CSRF: B's browser is never swapped into A's account (README, Security).
    expect(res.json()).toEqual({ message: 'Your email address is confirmed.', email: 'a.confirm@example.com', signed_in: false, signed_in_as: 'b.confirm@example.com' });
    expect((await post(t.app, '/api/auth/login', { email: 'a.confirm@example.com', password: 'long enough 1' })).statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', bToken)).json()).toMatchObject({ email: 'b.confirm@example.com' });
  });

  it("B's session cannot change A's password, delete A or end A's session, even with A's password", async () => {
    const { a, b } = await twoMembers('session');
    const change = await post(t.app, '/api/auth/change-password', { current_password: a.password, new_password: 'taken over 1' }, b.token);
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ detail: 'Current password is incorrect' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/user/account', payload: { password: a.password }, headers: { authorization: `Bearer ${b.token}` } });
    expect(del.statusCode).toBe(400);
    expect(del.json()).toEqual({ detail: 'Password is incorrect' });
    expect((await post(t.app, '/api/auth/logout', undefined, b.token)).statusCode).toBe(200);
    // A is untouched: same password, same session, still there.
    expect((await get(t.app, '/api/auth/me', a.token)).json()).toMatchObject({ email: a.user.email, full_name: 'Ann Able' });
    expect((await login(a.user.email, a.password)).statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', b.token)).statusCode).toBe(401);
  });
});

describe('auth rate limits across API processes', () => {
  // Two apps, each with its own connection pool, on one PostgreSQL schema: two API processes behind a balancer.
  const maybe = process.env.TEST_DATABASE_URL ? it : it.skip;
  maybe('counts login attempts from both processes against one limit', async () => {
    const one = await createTestApp({ dialect: 'postgres' });
    try {
      const schema = (await one.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s;
      const otherDb = createDb(one.config, { pgSchema: schema });
      const two = await buildApp({ ctx: { ...one.ctx, db: otherDb }, areas });
      try {
        const { user } = await createUser(one.db, { email: 'two.processes@example.com' });
        await awayFromMinuteBoundary();
        const attempts = await Promise.all(
          Array.from({ length: 14 }, (_, i) => post(i % 2 ? one.app : two, '/api/auth/login', { email: user.email, password: 'wrong password' })),
        );
        const codes = attempts.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 401)).toHaveLength(10);
        expect(codes.filter((c) => c === 429)).toHaveLength(4);
      } finally {
        await two.close();
        await otherDb.destroy().catch(() => undefined);
      }
    } finally {
      await one.close();
    }
  });
});
