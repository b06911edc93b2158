import { type TestApp, createTestApp } from '../test/app';
import { optionalUser, readSessionToken, requireUser, setSessionResolver } from './auth-guard';

describe('requireUser', () => {
  let t: TestApp;
  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/test/me', headers });

  beforeAll(async () => {
    // No areas: the auth area would install the real resolver.
    t = await createTestApp({ areas: [] });
    t.app.get('/api/test/me', { onRequest: requireUser }, async (request) => ({
      user: request.userId,
      token: readSessionToken(request),
    }));
    t.app.get('/api/test/maybe', { onRequest: optionalUser }, async (request) => ({ user: request.maybeUserId }));
    t.app.get('/api/test/unguarded', async (request) => ({ user: request.userId }));
  });
  afterAll(() => t.close());

  it('answers 401 while no session resolver is installed', async () => {
    const res = await me({ authorization: 'Bearer anything' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
  });

  describe('with a resolver', () => {
    beforeAll(() => {
      setSessionResolver(t.app, async (token) => (token === 'good-token' ? { userId: 'user-1' } : null));
    });

    it('accepts a valid bearer token and sets request.userId', async () => {
      const res = await me({ authorization: 'Bearer good-token' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: 'user-1', token: 'good-token' });
    });

    it('falls back to the auth_token cookie', async () => {
      const res = await me({ cookie: 'theme=dark; auth_token=good-token' });
      expect(res.json()).toEqual({ user: 'user-1', token: 'good-token' });
    });

    it('rejects a missing, malformed or unknown token', async () => {
      for (const headers of <Record<string, string>[]>[{}, { authorization: 'Basic Zm9vOmJhcg==' }, { authorization: 'Bearer bad' }, { cookie: 'auth_token=' }]) {
        const res = await me(headers);
        expect([res.statusCode, res.json()]).toEqual([401, { detail: 'Not authenticated' }]);
      }
    });

    it('lets optional routes through with or without a member', async () => {
      const anon = await t.app.inject({ method: 'GET', url: '/api/test/maybe' });
      expect(anon.json()).toEqual({ user: null });
      const member = await t.app.inject({ method: 'GET', url: '/api/test/maybe', headers: { authorization: 'Bearer good-token' } });
      expect(member.json()).toEqual({ user: 'user-1' });
    });

    it('fails loudly when a route reads userId without the guard', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/test/unguarded', headers: { authorization: 'Bearer good-token' } });
      expect([res.statusCode, res.json()]).toEqual([500, { detail: 'Internal server error' }]);
    });
  });

  it('keeps resolvers per app', async () => {
    const other = await createTestApp({ areas: [] });
    other.app.get('/api/test/me', { onRequest: requireUser }, async (request) => ({ user: request.userId }));
    const res = await other.app.inject({ method: 'GET', url: '/api/test/me', headers: { authorization: 'Bearer good-token' } });
    expect(res.statusCode).toBe(401);
    await other.close();
  });
});
