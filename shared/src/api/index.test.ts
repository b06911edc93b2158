import '../test/browser-shim';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, ensurePersona, errorDetail, errorStatus, http as client } from 'shared/api';
import { authState, clearSession, setSession } from 'shared/auth';
import { subscribe } from 'shared/bus';

// A real HTTP server standing in for the API: /api/auth/me answers per token, /slow never answers in time.
let server: http.Server;
const seen: { path: string; auth?: string; body?: string }[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ path: req.url!, auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/auth/me') {
        if (req.headers.authorization === 'Bearer good') return res.end(JSON.stringify({ id: 'u1', email: 'a@b.co' }));
        res.statusCode = 401;
        return res.end(JSON.stringify({ detail: 'Not authenticated' }));
      }
      if (req.url === '/api/auth/login') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ detail: 'Invalid email or password' }));
      }
      if (req.url === '/api/user/persona') {
        if (req.headers.authorization === 'Bearer broken') {
          res.statusCode = 500;
          return res.end(JSON.stringify({ detail: 'Internal server error' }));
        }
        return setTimeout(() => res.end(JSON.stringify({ success: true, persona: { job_title: 'PM', industry: 'SaaS', audience: 'Founders', tone: 'Witty and humorous', self_description: 'I write about product.' } })), 20);
      }
      if (req.url === '/api/teapot') {
        res.statusCode = 418;
        return res.end('no json');
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ detail: `Not found: ${req.method} ${req.url}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  clearSession();
  seen.length = 0;
});

describe('API client', () => {
  test('sends JSON with the bearer token of the session, 30 s timeout', async () => {
    expect(client.defaults.timeout).toBe(30_000);
    setSession('good', null);
    await expect(api.me()).resolves.toEqual({ id: 'u1', email: 'a@b.co' });
    expect(seen[0].auth).toBe('Bearer good');
  });

  test('a 401 for the current token clears the session and publishes auth:expired', async () => {
    setSession('stale', null);
    const expired = jest.fn();
    const sub = subscribe('auth:expired', expired);
    await expect(api.me()).rejects.toMatchObject({ response: { status: 401 } });
    sub.unsubscribe();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(authState.token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  test('a 401 without a token (wrong password) or for a token already replaced keeps the session', async () => {
    const expired = jest.fn();
    const sub = subscribe('auth:expired', expired);
    const e = await api.login({ email: 'a@b.co', password: 'nope' }).catch((x) => x);
    expect(errorStatus(e)).toBe(401);
    expect(errorDetail(e, 'Login failed')).toBe('Invalid email or password');
    // A late answer for an old token must not log out the new session.
    const late = client.get('/api/auth/me', { headers: { Authorization: 'Bearer old' } });
    setSession('good', null);
    await expect(late).rejects.toBeTruthy();
    sub.unsubscribe();
    expect(expired).not.toHaveBeenCalled();
    expect(authState.token).toBe('good');
  });

  test('errorDetail falls back to the caller text, never undefined', async () => {
    const e = await client.get('/api/teapot').catch((x) => x);
    expect(errorStatus(e)).toBe(418);
    expect(errorDetail(e, 'Failed to load')).toBe('Failed to load');
    expect(errorDetail(new Error('boom'), 'Fallback')).toBe('Fallback');
    const down = await client.get('http://127.0.0.1:9/api/x').catch((x) => x);
    expect(errorStatus(down)).toBe(0);
    expect(errorDetail(down, 'x')).toBe('Network error. Please try again.');
  });
});

describe('ensurePersona', () => {
  test('callers at the same moment share one request; afterwards the store answers', async () => {
    setSession('good', null);
    const [a, b] = await Promise.all([ensurePersona(), ensurePersona()]);
    expect(a?.job_title).toBe('PM');
    expect(b).toBe(a);
    expect(seen.filter((r) => r.path === '/api/user/persona')).toHaveLength(1);
    expect(authState).toMatchObject({ personaLoaded: true, persona: { tone: 'Witty and humorous' } });
    await ensurePersona();
    expect(seen.filter((r) => r.path === '/api/user/persona')).toHaveLength(1);
  });

  test('a failed load rejects and leaves the persona unknown, so a later call tries again', async () => {
    setSession('broken', null);
    await expect(ensurePersona()).rejects.toBeTruthy();
    expect(authState.personaLoaded).toBe(false);
    setSession('good', null);
    await expect(ensurePersona()).resolves.toMatchObject({ job_title: 'PM' });
  });
});
