import { z } from 'zod';
import { Email } from 'shared/contracts';
import { type TestApp, createTestApp } from '../test/app';
import { badRequest, conflict, tooManyRequests } from './errors';

const Echo = z.object({
  email: Email,
  age: z.number({ error: 'age must be a number' }).int().optional(),
  tags: z.array(z.string().min(1, 'Tag cannot be empty')).optional(),
  self_description: z.string().max(1000).optional(),
  content_type: z.enum(['post', 'article']).optional(),
  user_input: z.string({ error: 'user_input must be text' }).optional(),
});

describe('HTTP errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Test-only routes, added before the first inject.
    t.app.post('/api/test/echo', { schema: { body: Echo } }, async (request) => request.body);
    t.app.get('/api/test/query', { schema: { querystring: z.object({ limit: z.coerce.number().int().max(100) }) } }, async (r) => r.query);
    t.app.post('/api/test/bodiless', async () => ({ ok: true }));
    t.app.get('/api/test/bad-request', async () => {
      throw badRequest('That will not do');
    });
    t.app.get('/api/test/conflict', async () => {
      throw conflict('Already there');
    });
    t.app.get('/api/test/slow-down', async () => {
      throw tooManyRequests(12.2);
    });
    t.app.get('/api/test/crash', async () => {
      throw new Error('secret internals: password=hunter2');
    });
  });
  afterAll(() => t.close());

  const post = (payload: string | object, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', payload, headers });

  it('answers JSON 404 for an unknown /api path, any method', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/xyz?a=1' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ detail: 'Not found: GET /api/xyz' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/nothing/here', headers: { accept: 'text/html' } });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ detail: 'Not found: DELETE /api/nothing/here' });
  });

  it('passes a valid body through', async () => {
    const res = await post({ email: 'Ann@Example.com', age: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'ann@example.com', age: 30 });
  });

  it('answers 400 {detail} for malformed JSON', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('answers 400 naming the first invalid field; a text of SPEC §5 is answered as it is', async () => {
    const res = await post({ email: 'a@b', age: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Please enter a valid email address with at least 2 characters before the @ symbol',
    });
    const nested = await post({ email: 'ann@example.com', tags: ['ok', ''] });
    expect(nested.json()).toEqual({ detail: 'Tag cannot be empty' });
    const wrongType = await post({ email: 'ann@example.com', age: 'old' });
    expect(wrongType.json()).toEqual({ detail: 'Age must be a number' });
  });

  it('answers every refused field as a plain sentence naming it in words, never "field: message" or zod\'s wording', async () => {
    const cases: [object, string][] = [
      [{ email: 'ann@example.com', self_description: 'x'.repeat(1001) }, 'Self description is too long (at most 1,000 characters)'],
      [{ email: 'ann@example.com', content_type: 'poem' }, 'Content type must be one of post, article'],
      [{ email: 'ann@example.com', self_description: 7 }, 'Self description must be text'],
      [{ email: 'ann@example.com', user_input: 7 }, 'User input must be text'],
      [{ email: 'ann@example.com', tags: 'x' }, 'Tags must be a list'],
      [{ age: 3 }, 'Email is required'],
    ];
    for (const [body, detail] of cases) {
      const res = await post(body);
      expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
    }
  });

  it('accepts a bodiless POST that still declares a JSON content type', async () => {
    for (const payload of ['', '  ']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/test/bodiless', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const poisoned = await t.app.inject({ method: 'POST', url: '/api/test/bodiless', payload: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(poisoned.statusCode).toBe(400);
  });

  it('says the body is required when there is none', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/test/echo' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'Request body is required' });
    const emptyJson = await post('');
    expect(emptyJson.statusCode).toBe(400);
    expect(emptyJson.json()).toEqual({ detail: 'Request body is required' });
    const array = await post([1, 2]);
    expect(array.json()).toEqual({ detail: 'Request body must be a JSON object' });
  });

  it('validates the query string the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Limit must be at most 100');
  });

  it('says back at most 200 characters of an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${'x'.repeat(5000)}` });
    expect([res.statusCode, res.json()]).toEqual([404, { detail: `Not found: GET /api/${'x'.repeat(195)}…` }]);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await post({ email: 'ann@example.com', tags: ['x'.repeat(1024 * 1024)] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large (at most 1 MB)' });
  });

  it('answers 415 {detail} for an unsupported content type', async () => {
    const res = await post('a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported content type: application/x-www-form-urlencoded (send application/json)' });
  });

  it('names a prototype key as the reason a JSON body is refused', async () => {
    const res = await post('{"email":"ann@example.com","__proto__":{"admin":true}}', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Request body must not contain a __proto__ or constructor.prototype key' });
  });

  it('maps AppErrors to their status and detail', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/test/bad-request' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { detail: 'That will not do' }]);
    const dup = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect([dup.statusCode, dup.json()]).toEqual([409, { detail: 'Already there' }]);
    const slow = await t.app.inject({ method: 'GET', url: '/api/test/slow-down' });
    expect(slow.statusCode).toBe(429);
    expect(slow.headers['retry-after']).toBe('13');
    expect(slow.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
  });

  it('hides the internals of an unexpected error behind a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
  });
});
