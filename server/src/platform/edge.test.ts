import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../test/app';
import { describeEachDb } from '../test/db';
import { bearer, createSession, createUser } from '../test/factories';
import { CROSS_SITE_DETAIL } from './cross-site';
import { MAX_DEPTH } from './input-guard';

/**
 * The edge rules every route gets from the platform (SECURITY in the README): `{detail}` for errors raised before
 * routing, the URL limit, the cross-site guard on cookie sessions, and the text rules.
 */
describeEachDb('edge rules', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    t.app.post('/api/test/edge-echo', { schema: { body: z.object({ text: z.string().max(5000), tags: z.array(z.string()).optional() }) } }, async (r) => r.body);
    t.app.get('/api/test/edge-query', { schema: { querystring: z.object({ q: z.string().optional() }) } }, async (r) => r.query);
    t.app.get('/api/test/edge-files/*', async () => ({}));
    t.app.post(
      '/api/test/edge-titled',
      {
        schema: {
          body: z.object({
            job_title: z.string().meta({ title: 'Role or title' }).optional(),
            items: z.array(z.object({ body_text: z.string().max(3).meta({ title: 'Paragraph' }) })).optional(),
          }),
          querystring: z.object({ sort_by: z.string().meta({ title: 'Order' }).optional() }),
        },
      },
      async (r) => r.body,
    );
    const { user } = await createUser(t.db, { email: 'edge@example.com' });
    userId = user.id;
    token = await createSession(t.db, user.id);
  });
  afterAll(() => t.close());

  const sessionCount = async () => (await t.db.selectFrom('sessions').select('user_id').where('user_id', '=', userId).execute()).length;

  describe('errors before routing are {detail}', () => {
    it('answers 400 {detail} for a URL Fastify cannot decode', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The request URL is not valid' });
    });

    it('answers 400 {detail} for a path parameter over 100 characters, never the path said back', async () => {
      for (const url of [`/api/posts/${'9'.repeat(101)}`, `/api/scheduler/posts/${'x'.repeat(5000)}/retry`]) {
        const res = await t.app.inject({ method: url.endsWith('/retry') ? 'POST' : 'DELETE', url, headers: bearer(token) });
        expect([url.slice(0, 30), res.statusCode, res.json()]).toEqual([url.slice(0, 30), 400, { detail: 'A value in the request path is too long (at most 100 characters)' }]);
      }
    });

    it('answers 414 {detail} for a URL over 8 KB', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/health?x=${'a'.repeat(9000)}` });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ detail: 'The request URL is too long (at most 8 KB)' });
    });

    it('answers 431 {detail} on the socket when the request line and headers pass Node’s limit', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const { status, type, body } = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: `/api/health?x=${'a'.repeat(70_000)}` }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(431);
      expect(type).toMatch(/application\/json/);
      expect(JSON.parse(body)).toEqual({ detail: 'The request URL or headers are too long' });
    });
  });

  describe('cross-site calls with the session cookie', () => {
    const cookie = () => `auth_token=${token}`;

    it('refuses a text/plain POST from another origin that carries the cookie, and changes nothing', async () => {
      for (const url of ['/api/auth/logout', '/api/linkedin/disconnect', '/api/user/account']) {
        const res = await t.app.inject({
          method: url.endsWith('account') ? 'DELETE' : 'POST',
          url,
          headers: { cookie: cookie(), origin: 'https://evil.example', 'content-type': 'text/plain' },
          payload: 'x',
        });
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, { detail: CROSS_SITE_DETAIL }]);
      }
      expect(await sessionCount()).toBe(1);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
    });

    it('refuses `Origin: null`, a look-alike host and a cookie POST with no sign of its origin', async () => {
      for (const headers of [
        { origin: 'null' },
        { origin: 'http://localhost.evil.example' },
        { origin: 'http://localhost:81' },
        { 'sec-fetch-site': 'cross-site' },
        {},
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookie(), ...headers } });
        expect([headers, res.statusCode]).toEqual([headers, 403]);
      }
      expect(await sessionCount()).toBe(1);
    });

    it('lets reads through, and unsafe calls from this origin, with the custom header, or with a bearer token', async () => {
      const read = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie(), origin: 'https://evil.example' } });
      expect(read.statusCode).toBe(200);
      const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/test/edge-echo', headers: { cookie: cookie(), origin: 'http://localhost:80' }, payload: { text: 'a' } });
      expect(sameOrigin.statusCode).toBe(200);
      const publicOrigin = await t.app.inject({ method: 'POST', url: '/api/test/edge-echo', headers: { cookie: cookie(), origin: new URL(t.config.publicUrl).origin }, payload: { text: 'a' } });
      expect(publicOrigin.statusCode).toBe(200);
      const fetchMeta = await t.app.inject({ method: 'POST', url: '/api/test/edge-echo', headers: { cookie: cookie(), 'sec-fetch-site': 'same-origin' }, payload: { text: 'a' } });
      expect(fetchMeta.statusCode).toBe(200);
      const custom = await t.app.inject({ method: 'POST', url: '/api/test/edge-echo', headers: { cookie: cookie(), 'x-requested-with': 'XMLHttpRequest' }, payload: { text: 'a' } });
      expect(custom.statusCode).toBe(200);
      const withBearer = await t.app.inject({ method: 'POST', url: '/api/test/edge-echo', headers: { cookie: cookie(), origin: 'https://evil.example', ...bearer(token) }, payload: { text: 'a' } });
      expect(withBearer.statusCode).toBe(200);
      // A cookie-authenticated call from this origin is a normal call.
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookie(), origin: 'http://localhost:80' } });
      expect(logout.statusCode).toBe(200);
      expect(await sessionCount()).toBe(0);
      token = await createSession(t.db, userId);
    });
  });

  describe('text rules', () => {
    const echo = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/test/edge-echo', headers: { 'content-type': 'application/json' }, payload });

    it('refuses lone surrogates in values and keys instead of turning them into U+FFFD', async () => {
      for (const payload of ['{"text":"a\\ud800b"}', '{"text":"\\udc00"}', '{"text":"ok","\\ud83d":1}', '{"text":"x","tags":["\\ud83d"]}']) {
        const res = await echo(payload);
        expect([payload, res.statusCode]).toEqual([payload, 400]);
        expect(res.json().detail).toMatch(/lone UTF-16 surrogate/);
      }
      const pair = await echo('{"text":"\\ud83d\\ude80 launch"}');
      expect(pair.statusCode).toBe(200);
      expect(pair.json().text).toBe('🚀 launch');
    });

    it('refuses NUL and control characters, keeps tabs and line breaks in free text', async () => {
      for (const ch of ['\\u0000', '\\u0007', '\\u001b', '\\u007f', '\\u0085'.replace('85', '9b')]) {
        const res = await echo(`{"text":"a${ch}b"}`);
        expect([ch, res.statusCode, res.json().detail]).toEqual([ch, 400, 'Text contains control characters, which are not allowed']);
      }
      const multi = await echo('{"text":"line 1\\nline 2\\tend\\r\\n"}');
      expect(multi.statusCode).toBe(200);
      const query = await t.app.inject({ method: 'GET', url: '/api/test/edge-query?q=a%00b' });
      expect([query.statusCode, query.json().detail]).toEqual([400, 'Search text contains control characters, which are not allowed']);
      // A wildcard route's path (the static files) is named in words too, not by Fastify's '*'.
      const file = await t.app.inject({ method: 'GET', url: '/api/test/edge-files/app.js%00.css' });
      expect([file.statusCode, file.json().detail]).toEqual([400, 'Path contains control characters, which are not allowed']);
      const surrogate = await t.app.inject({ method: 'GET', url: '/api/test/edge-files/%ED%A0%80' });
      expect(surrogate.statusCode).toBe(400);
      expect(surrogate.json().detail).toMatch(/^(Path contains an invalid character|The request URL is not valid)/);
    });

    it("names a field by its schema's title (the form's label), not by its key, in the text rules and the schema's errors", async () => {
      const titled = (payload: string, query = '') =>
        t.app.inject({ method: 'POST', url: `/api/test/edge-titled${query}`, payload, headers: { 'content-type': 'application/json' } });
      const cases: [Awaited<ReturnType<typeof titled>>, string][] = [
        [await titled('{"job_title":"Head\\u0007"}'), 'Role or title contains control characters, which are not allowed'],
        [await titled('{"job_title":"Head \\ud800"}'), 'Role or title contains an invalid character (a lone UTF-16 surrogate)'],
        [await titled('{"items":[{"body_text":"a\\u0000"}]}'), 'Paragraph contains control characters, which are not allowed'],
        [await titled('{"items":[{"body_text":"long"}]}'), 'Paragraph is too long (at most 3 characters)'],
        [await titled('{}', '?sort_by=a%00b'), 'Order contains control characters, which are not allowed'],
      ];
      for (const [res, detail] of cases) expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
    });

    it(`refuses bodies nested deeper than ${MAX_DEPTH} levels`, async () => {
      const deep = `{"text":"a","tags":${'['.repeat(200)}${']'.repeat(200)}}`;
      const res = await echo(deep);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/nested too deeply/);
      const veryDeep = await echo(`${'['.repeat(400_000)}${']'.repeat(400_000)}`);
      expect(veryDeep.statusCode).toBe(400);
      expect(typeof veryDeep.json().detail).toBe('string');
    });
  });
});
