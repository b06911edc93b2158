import { type TestApp, createTestApp } from '../test/app';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('PostPilot API');
    const health = doc.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.database).toBeDefined();
    expect(doc.paths['/remotes.json']).toBeDefined();
    // Static file routes and the docs route itself stay out of the document.
    expect(Object.keys(doc.paths).filter((p) => p.includes('*') || p === '/api/docs')).toEqual([]);
  });

  it("documents each route's own error statuses: conflicts (409) and a provider that failed (502, 504)", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const expected: [string, string, string[]][] = [
      ['/api/auth/signup', 'post', ['502']],
      ['/api/auth/resend-confirmation', 'post', ['502']],
      ['/api/auth/forgot-password', 'post', ['502']],
      ['/api/auth/linkedin/callback', 'post', ['409', '502']],
      ['/api/linkedin-gpt/generate', 'post', ['502', '504']],
      ['/api/linkedin-gpt/continue', 'post', ['502', '504']],
      ['/api/content/generate', 'post', ['502', '504']],
      ['/api/scheduler/schedule', 'post', ['409']],
      ['/api/scheduler/posts/{id}', 'patch', ['409']],
      ['/api/scheduler/posts/{id}', 'delete', ['409']],
      ['/api/scheduler/posts/{id}/retry', 'post', ['409']],
      ['/api/content/save', 'post', ['409']],
      ['/api/posts/{id}', 'patch', ['409']],
      ['/api/posts/{id}', 'delete', ['409']],
      ['/api/creators/{id}/follow', 'post', ['409']],
      ['/api/stripe/create-checkout-session', 'post', ['409', '502']],
      ['/api/stripe/portal-session', 'post', ['502']],
      ['/api/billing/invoices', 'get', ['502']],
      ['/api/stripe/checkout-session/{id}', 'get', ['502']],
    ];
    for (const [path, method, statuses] of expected) {
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      for (const status of statuses) {
        expect([path, method, status, responses[status]?.content?.['application/json']?.schema?.required]).toEqual([path, method, status, ['detail']]);
        expect(responses[status].description).not.toMatch(/^Default Response$/);
      }
    }
  });

  it("names every query parameter a route reads, with what it means (never a schema's own keywords)", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const names = (path: string) => (doc.paths[path].get.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name);
    // The viral posts route reads its query itself; its schema had been a free-form record, listed as 'type' and 'additionalProperties'.
    expect(names('/api/authentic-viral/posts').sort()).toEqual(['creator', 'cursor', 'has_media', 'limit', 'max_followers', 'min_quality_score', 'q', 'sort', 'trending_topic']);
    for (const p of doc.paths['/api/authentic-viral/posts'].get.parameters) expect([p.name, p.description]).toEqual([p.name, expect.stringMatching(/\w{3}/)]);
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>)) {
      for (const [method, op] of Object.entries(item)) {
        expect([path, method, (op.parameters ?? []).map((p) => p.name).filter((n) => ['type', 'additionalProperties', 'properties', 'required'].includes(n))]).toEqual([path, method, []]);
      }
    }
  });

  it('marks the operations that need a session and documents every error status as {detail}', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const me = doc.paths['/api/auth/me'].get;
    expect(me.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '429', '500']));
    expect(me.responses['401'].content['application/json'].schema.required).toEqual(['detail']);
    const signup = doc.paths['/api/auth/signup'].post;
    expect(signup.security).toBeUndefined();
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '413', '415', '429', '500']));
    expect(signup.responses['401']).toBeUndefined();
    // A route where the session is optional says so.
    expect(doc.paths['/api/auth/linkedin/url'].get.security).toEqual([{}, { bearer: [] }, { cookie: [] }]);
    // Optional, but a token that is sent must still open a session (SPEC.md §7's content history).
    const history = doc.paths['/api/user/content-history'].get;
    expect(history.security).toEqual([{}, { bearer: [] }, { cookie: [] }]);
    expect(history.responses['401'].description).toBe('A session token was sent that no longer opens a session');
    expect(doc.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'auth_token' });
    // Every operation of every area: each error it documents is {detail}.
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }> }>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          // The health check's 503 is its own report (status: degraded), read by load balancers, not members.
          if (Number(status) >= 400 && response.content && `${path} ${status}` !== '/api/health 503') {
            expect([path, method, status, response.content['application/json'].schema.required]).toEqual([path, method, status, expect.arrayContaining(['detail'])]);
          }
        }
      }
    }
  });

  it('every operation documents what it answers on success (a 2xx or a 3xx redirect)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>)) {
      for (const [method, op] of Object.entries(item)) {
        if (!Object.keys(op.responses ?? {}).some((status) => /^[23]\d\d$/.test(status))) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);

    // The member's export is JSON; the confirmation link a redirect with no body; the corpus images SVG.
    const exported = doc.paths['/api/user/export'].get.responses['200'];
    expect(exported.content['application/json'].schema.properties.exported_at).toMatchObject({ type: 'string' });
    const confirm = doc.paths['/api/auth/confirm'].get.responses['302'];
    expect(confirm.content).toBeUndefined();
    expect(confirm.headers.location.schema).toEqual({ type: 'string' });
    for (const path of ['/api/authentic-viral/media/{postId}/{file}', '/api/authentic-viral/avatars/{file}']) {
      expect(Object.keys(doc.paths[path].get.responses['200'].content)).toEqual(['image/svg+xml']);
    }
  });
});
