import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/app';
import { describeEachDb } from '../test/db';
import { createSession, createUser } from '../test/factories';
import { signInWithLinkedIn } from '../areas/auth/test-helpers';
import { listOperations, type Operation, sampleValue } from '../sweeps/openapi';

/**
 * The attacker's fuzz of the whole HTTP API. Unlike the sweeps (server/src/sweeps/), which read the OpenAPI document,
 * this suite enumerates what the server *registers* (Fastify's route tree, hidden routes included), so a route left
 * out of the document is fuzzed too. For every route it sends: no session and broken sessions; bodies that are null,
 * a list, a string, a number, nested, of the wrong type field by field, 100 KB strings, unknown fields, invalid JSON
 * and wrong content types; path ids that are not ids (`1e3`, ` 1`, `0x10`, `1.0`, negative, huge); query values
 * repeated, empty and as lists; and another member's ids. Every answer must hold to the rules of `check` below:
 * never a 5xx; every 4xx a JSON `{ detail }` that is a plain sentence (no schema dump, no stack trace, no SQL, no
 * path of ours); no session → 401 on every member route; another member's id → 404. Deterministic: no randomness.
 */

/** Routes a visitor may call: every other /api route must answer 401 without a session. */
const PUBLIC_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/dev/outbox',
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/resend-confirmation',
  'GET /api/auth/confirm',
  'POST /api/auth/confirm',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/linkedin/url',
  'GET /api/auth/linkedin/callback',
  'POST /api/auth/linkedin/callback',
  'GET /api/user/content-history',
  'GET /api/templates/frameworks',
  'GET /api/content/templates',
  'GET /api/authentic-viral/posts',
  'GET /api/authentic-viral/trending-topics',
  'GET /api/authentic-viral/refresh/status',
  'GET /api/authentic-viral/media/:postId/:file',
  'GET /api/authentic-viral/avatars/:file',
  'GET /api/creators/rising',
  'POST /api/stripe/webhook',
]);

/** A route of Fastify's tree: `/api/posts/:id`. */
interface Route {
  method: string;
  path: string;
  key: string;
  /** Its operation in the OpenAPI document, when it has one (schemas for well-formed values). */
  op?: Operation;
}

/**
 * Every route of `app.printRoutes({ commonPrefix: false })`, HEAD left out (Fastify adds it to every GET). Each line
 * of the tree is `<indent>├── <segment> (<METHODS>)`, 4 characters of indent a level, a child's path its parent's
 * followed by its segment.
 */
function parseRouteTree(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    const path = depth === 0 ? m[2] : `${stack[depth - 1]}${stack[depth - 1].endsWith('/') || m[2].startsWith('/') ? '' : '/'}${m[2]}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';

/** Path values that are not ids: numbers in every disguise, negative, huge, blank, traversal, NUL. */
const BAD_IDS = ['abc', '-1', '0', '1e3', '%201', '0x10', '1.0', '1%2C2', '99999999999999999999999999999', '9'.repeat(400), '%20', '%00', '..%2F..%2Fetc%2Fpasswd', 'null', "'%20OR%201%3D1--", '%E2%80%AE1'];

/** Query values: repeated and list forms are added per parameter below. */
const BAD_QUERY_VALUES = ['', ' ', 'abc', '-1', '0', '1e3', '%201', '0x10', '1.0', '99999999999999999999', 'true', 'null', '%00', 'x'.repeat(7_000)];

/** A schema dump, not a sentence: 'body/content must be string', 'Expected string, received number', 'user_input: …'. */
const SCHEMA_DUMP = [
  /^(body|querystring|params|headers)[/.]/i,
  /\b(body|querystring|params)\/\w/,
  /^(query |path )?[A-Za-z0-9_.]+: /,
  /\bmust be (string|number|integer|boolean|object|array|null)\b/,
  /Expected .+, received /i,
  /\b(Invalid input|Too big|Too small|Invalid option|Unrecognized key)/,
  /\bFST_[A-Z_]+/,
  /\[object |undefined|NaN/,
  // A sentence starts with a capital: one that starts with a key ('cursor is not valid', 'priceId does not match').
  /^[a-z]/,
  // Fastify's own wording echoes the input in quotes ("'/api/posts/999…' is exceeding the max param length").
  /^'|' is (exceeding|not a valid)/,
];

/** A detail is a short sentence, never the caller's input said back at length. */
const MAX_DETAIL_CHARS = 300;

/** Internals that must never reach a client: a stack frame, a file of ours, SQL and driver errors. */
const LEAKS = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /node_modules|\/work\/|\/src\/|\.ts:\d+|\.js:\d+/,
  /SQLITE_|better-sqlite3|kysely|syntax error at or near|relation "\w+" does not exist|violates \w+ constraint|duplicate key value|no such (table|column)|\bpg_/i,
  /\b(select .+ from|insert into|update \w+ set|delete from) /i,
];

describeEachDb('API fuzz: every registered route, as an attacker calls it', (dialect) => {
  let t: TestApp;
  let routes: Route[];
  /** The attacker: a member with a session of its own. */
  let attacker: { id: string };
  /** Ids of the victim's resources, by the route that reads them. */
  const victimIds = new Map<string, string>();
  let victimToken: string;
  const failures: string[] = [];
  let sent = 0;

  function check(label: string, res: LightMyRequestResponse): void {
    sent += 1;
    const fail = (why: string) => failures.length < 400 && failures.push(`${label} → ${res.statusCode} ${why}: ${res.body.slice(0, 160)}`);
    if (res.headers['x-powered-by']) fail('sends x-powered-by');
    if (res.statusCode >= 500) return void fail('server error');
    if (res.statusCode < 400) return;
    if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return void fail('error is not JSON');
    let detail: unknown;
    try {
      detail = (res.json() as { detail?: unknown }).detail;
    } catch {
      return void fail('error body does not parse');
    }
    if (typeof detail !== 'string' || !detail.trim()) return void fail('error without a {detail} sentence');
    if (detail.length > MAX_DETAIL_CHARS) fail(`detail is ${detail.length} characters long, not a short sentence`);
    const dump = SCHEMA_DUMP.find((re) => re.test(detail as string));
    if (dump) fail(`detail reads as a schema dump (${dump})`);
    const leak = LEAKS.find((re) => re.test(res.body));
    if (leak) fail(`error leaks internals (${leak})`);
  }

  const send = async (label: string, options: { method: string; url: string; payload?: string; headers?: Record<string, string> }) => {
    const res = await t.app.inject({
      method: options.method as 'GET',
      url: options.url,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      headers: options.headers ?? {},
    });
    check(label, res);
    return res;
  };

  /** A fresh session of the attacker for every call: a call that ends sessions (logout, deletion) blinds no other. */
  const asAttacker = async () => ({ authorization: `Bearer ${await createSession(t.db, attacker.id)}` });

  const fill = (route: Route, value: (name: string) => string) => route.path.replace(/:(\w+)/g, (_, name: string) => value(name));
  const baseBody = (route: Route): Record<string, unknown> | undefined => (route.op?.body ? (sampleValue(route.op.body) as Record<string, unknown>) : undefined);
  const requiredQuery = (route: Route) => {
    const pairs = (route.op?.query ?? []).filter((q) => q.required).map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(String(sampleValue(q.schema, q.name)))}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'fatal' } });
    const ops = await listOperations(t.app);
    await t.app.ready();
    const docKey = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;
    routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false })).map(({ method, path }) => ({
      method,
      path,
      key: `${method} ${path}`,
      op: ops.find((o) => o.key === docKey(method, path)),
    }));

    // The attacker: connected to LinkedIn too and on a paid plan, so that no missing connection or credit hides
    // what an id of another member does.
    const mallory = await signInWithLinkedIn(t.app, {
      choice: { identity: 'custom', custom_name: 'Mallory Attacker', custom_email: 'mallory@work.example', custom_email_verified: '1' },
    });
    expect(mallory.statusCode).toBe(200);
    attacker = { id: mallory.json().user.id as string };
    await t.db.updateTable('users').set({ subscription_tier: 'nova' }).where('id', '=', attacker.id).execute();

    // The victim: connected to LinkedIn (so it can schedule), on a paid plan (credits), with one of everything.
    const connect = await signInWithLinkedIn(t.app, {
      choice: { identity: 'custom', custom_name: 'Victor Victim', custom_email: 'victor.victim@work.example', custom_email_verified: '1' },
    });
    expect(connect.statusCode).toBe(200);
    victimToken = connect.json().access_token as string;
    const victim = { authorization: `Bearer ${victimToken}` };
    const victimCall = async (method: string, url: string, payload?: unknown) => {
      const res = await t.app.inject({ method: method as 'GET', url, headers: victim, ...(payload === undefined ? {} : { payload: payload as object }) });
      if (res.statusCode >= 300) throw new Error(`seeding ${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    await victimCall('POST', '/api/user/persona', { job_title: 'Engineer', industry: 'Software', audience: 'Developers', tone: sampleValue({ type: 'string' }, 'tone'), self_description: 'I write about building software.' });
    const chat = await victimCall('POST', '/api/linkedin-gpt/generate', { user_input: 'Write about code review habits' });
    victimIds.set('/api/linkedin-gpt/sessions/:id', chat.session_id);
    const history = await victimCall('GET', '/api/user/content-history');
    victimIds.set('/api/user/content-history/:id', history.history[0].id);
    const saved = await victimCall('POST', '/api/content/save', { title: 'Victim draft', content: 'A draft only its owner may touch.', content_type: 'linkedin_post' });
    victimIds.set('/api/posts/:id', saved.id ?? saved.post?.id);
    const scheduled = await victimCall('POST', '/api/scheduler/schedule', {
      content: 'A post only its owner may schedule.',
      scheduled_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      platform: 'linkedin',
      timezone: 'UTC',
    });
    victimIds.set('/api/scheduler/posts/:id', scheduled.id);
    victimIds.set('/api/scheduler/posts/:id/retry', scheduled.id);
    const checkout = await victimCall('POST', '/api/stripe/create-checkout-session', { planTier: 'comet' });
    const checkoutId = /cs_[A-Za-z0-9_]+/.exec(JSON.stringify(checkout))?.[0];
    expect(checkoutId).toBeTruthy();
    victimIds.set('/api/stripe/checkout-session/:id', checkoutId!);
    const persona = { job_title: 'Attacker', industry: 'Security', audience: 'Nobody', tone: sampleValue({ type: 'string' }, 'tone'), self_description: 'I try other members’ ids.' };
    const res = await t.app.inject({ method: 'POST', url: '/api/user/persona', headers: await asAttacker(), payload: persona });
    expect(res.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  afterEach(() => {
    const found = failures.splice(0);
    expect(found).toEqual([]);
  });

  it('enumerates every registered route, the documented ones and the hidden ones', () => {
    const api = routes.filter((r) => r.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(60);
    for (const key of ['POST /api/auth/login', 'DELETE /api/posts/:id', 'POST /api/stripe/webhook', 'GET /api/dev/outbox', 'POST /api/scheduler/posts/:id/retry']) {
      expect(routes.map((r) => r.key)).toContain(key);
    }
    // Every /api route but the document itself has its operation (a schema to build well-formed requests from).
    expect(api.filter((r) => !r.op && r.key !== 'GET /api/docs').map((r) => r.key)).toEqual([]);
  });

  it('answers 404 {detail} (never 200 or 403) to a member who names another member’s resource, and changes nothing', async () => {
    const byId = routes.filter((r) => victimIds.has(r.path));
    expect(byId.map((r) => r.key).sort()).toEqual(
      [
        'DELETE /api/linkedin-gpt/sessions/:id',
        'DELETE /api/posts/:id',
        'DELETE /api/scheduler/posts/:id',
        'DELETE /api/user/content-history/:id',
        'GET /api/linkedin-gpt/sessions/:id',
        'GET /api/stripe/checkout-session/:id',
        'PATCH /api/posts/:id',
        'PATCH /api/scheduler/posts/:id',
        'POST /api/scheduler/posts/:id/retry',
      ].sort(),
    );
    const victimView = async () => {
      const read = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${victimToken}` } }).then((r) => r.body);
      return Promise.all(['/api/linkedin-gpt/sessions', '/api/user/content-history', '/api/content/posts', '/api/scheduler/posts'].map(read));
    };
    const before = await victimView();
    // Ids in a body that name another member's resource: the same 404 as in a path.
    const chatId = victimIds.get('/api/linkedin-gpt/sessions/:id')!;
    const postId = victimIds.get('/api/posts/:id')!;
    const inBody: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/linkedin-gpt/continue', { user_input: 'Add a line from me', session_id: chatId }],
      ['POST', '/api/linkedin-gpt/generate', { user_input: 'Add a line from me', session_id: chatId }],
      ['POST', '/api/content/save', { id: postId, title: 'Overwritten', content: 'Overwritten by someone else' }],
      ['POST', '/api/scheduler/schedule', { content: 'Scheduled from another member’s draft', scheduled_time: new Date(Date.now() + 4 * 86_400_000).toISOString(), platform: 'linkedin', timezone: 'UTC', library_post_id: postId }],
    ];
    for (const [method, url, body] of inBody) {
      const res = await send(`${method} ${url} naming another member’s id in its body`, { method, url, payload: JSON.stringify(body), headers: { ...(await asAttacker()), 'content-type': JSON_TYPE } });
      if (res.statusCode !== 404) failures.push(`${method} ${url} with another member’s id in its body → ${res.statusCode}, not 404: ${res.body.slice(0, 120)}`);
    }
    for (const route of byId) {
      const id = victimIds.get(route.path)!;
      const body = route.op?.body ? sampleValue(route.op.body, '', { all: true }) : undefined;
      for (const form of [id, id.toUpperCase(), ` ${id}`, `${id}%20`]) {
        const res = await send(`${route.key} with the victim’s id ${form}`, {
          method: route.method,
          url: fill(route, () => form.replace(/ /g, '%20')),
          payload: body ? JSON.stringify(body) : undefined,
          headers: { ...(await asAttacker()), ...(body ? { 'content-type': JSON_TYPE } : {}) },
        });
        if (form === id && res.statusCode !== 404) failures.push(`${route.key} with another member’s id → ${res.statusCode}, not 404: ${res.body.slice(0, 120)}`);
        if (res.statusCode < 400) failures.push(`${route.key} with another member’s id ${form} → ${res.statusCode}`);
      }
    }
    expect(await victimView()).toEqual(before);
    // The same ids do open for their owner (so the check above can fail).
    const own = await t.app.inject({ method: 'GET', url: `/api/linkedin-gpt/sessions/${victimIds.get('/api/linkedin-gpt/sessions/:id')}`, headers: { authorization: `Bearer ${victimToken}` } });
    expect(own.statusCode).toBe(200);
  }, 120_000);
  it('answers 401 {detail} without a session, or with a broken one, on every member route', async () => {
    const member = routes.filter((r) => r.path.startsWith('/api/') && !PUBLIC_ROUTES.has(r.key));
    expect(member.length).toBeGreaterThan(35);
    const broken: [string, Record<string, string>][] = [
      ['no session', {}],
      ['an unknown token', { authorization: 'Bearer 0123456789abcdef0123456789abcdef' }],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
      ['a token with spaces', { authorization: 'Bearer a b c' }],
      ['a huge token', { authorization: `Bearer ${'a'.repeat(4000)}` }],
      ['an unknown cookie', { cookie: 'auth_token=0123456789abcdef0123456789abcdef' }],
      ['a cookie of garbage', { cookie: 'auth_token=%E0%A4%A' }],
    ];
    for (const route of member) {
      const url = fill(route, () => 'some-id') + requiredQuery(route);
      const body = baseBody(route);
      for (const [label, headers] of broken) {
        // A cookie-only unsafe call is a cross-site one unless it says it is not (cross-site.ts): say so, to reach auth.
        const all = { ...headers, ...(headers.cookie ? { 'x-requested-with': 'XMLHttpRequest' } : {}), ...(body ? { 'content-type': JSON_TYPE } : {}) };
        const res = await send(`${route.key} with ${label}`, { method: route.method, url, payload: body ? JSON.stringify(body) : undefined, headers: all });
        if (res.statusCode !== 401) failures.push(`${route.key} with ${label} → ${res.statusCode}, not 401: ${res.body.slice(0, 120)}`);
      }
    }
    // Public routes answer a stranger without a server error (their answers are checked by `check`).
    for (const route of routes.filter((r) => PUBLIC_ROUTES.has(r.key))) {
      await send(`${route.key} without a session`, { method: route.method, url: fill(route, () => 'some-id') + requiredQuery(route) });
    }
  }, 120_000);

  it('answers every malformed body with a 4xx {detail} sentence, never a 5xx', async () => {
    for (const route of routes.filter((r) => BODY_METHODS.has(r.method) && r.path.startsWith('/api/'))) {
      const url = fill(route, () => 'sample-id') + requiredQuery(route);
      const base = baseBody(route) ?? {};
      const post = async (label: string, payload: string | undefined, type: string | null = JSON_TYPE) =>
        send(`${route.key} ${label}`, { method: route.method, url, payload, headers: { ...(await asAttacker()), ...(type ? { 'content-type': type } : {}) } });

      for (const payload of ['null', '[]', '[1,2]', '"text"', '42', '-1', 'true', '{}', '{"a":', "{'a':1}", '{"a":1}}', 'nul', '{"zzz":{"a":{"b":[1,{"c":null}]}}}']) {
        await post(`body ${payload}`, payload);
      }
      await post('no body', undefined, null);
      await post('empty body with a JSON type', '');
      await post('unknown fields', JSON.stringify({ ...base, zzz: 1, is_admin: true, user_id: attacker.id, subscription_tier: 'nova' }));
      await post('a 100 KB unknown field', JSON.stringify({ ...base, zzz: 'x'.repeat(100_000) }));
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1', 'application/jsonx', '*/*']) {
        await post(`content-type ${type}`, JSON.stringify(base), type);
      }
      for (const [name, schema] of Object.entries(route.op?.body?.properties ?? {})) {
        const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
        const values: unknown[] = [null, [], ['a'], {}, { a: { b: 1 } }, 'x'.repeat(100_000), -1, 1e308, true];
        if (type === 'string') values.push(12345, 0, '', ' ');
        else values.push('12', 'true', 'abc');
        for (const value of values) await post(`${name} = ${JSON.stringify(value).slice(0, 24)}`, JSON.stringify({ ...base, [name]: value }));
        const without = { ...base };
        delete without[name];
        await post(`${name} missing`, JSON.stringify(without));
      }
    }
    expect(sent).toBeGreaterThan(1500);
  }, 300_000);

  it('answers ids that are not ids with a 4xx {detail}, never a 5xx', async () => {
    const withIds = routes.filter((r) => r.path.startsWith('/api/') && r.path.includes('/:'));
    expect(withIds.length).toBeGreaterThan(10);
    for (const route of withIds) {
      const body = baseBody(route);
      for (const id of BAD_IDS) {
        const res = await send(`${route.key} id ${id.slice(0, 24)}`, {
          method: route.method,
          url: fill(route, () => id) + requiredQuery(route),
          payload: body ? JSON.stringify(body) : undefined,
          headers: { ...(await asAttacker()), ...(body ? { 'content-type': JSON_TYPE } : {}) },
        });
        if (res.statusCode < 400 && !PUBLIC_ROUTES.has(route.key)) failures.push(`${route.key} id ${id} → ${res.statusCode}: accepted an id that is not one`);
      }
    }
  }, 120_000);

  it('answers repeated, empty, list and over-long query values with a 4xx {detail} or a normal answer, never a 5xx', async () => {
    for (const route of routes.filter((r) => r.path.startsWith('/api/') && r.method === 'GET')) {
      const path = fill(route, () => 'sample-id');
      const auth = PUBLIC_ROUTES.has(route.key) ? {} : await asAttacker();
      const names = (route.op?.query ?? []).map((q) => q.name);
      await send(`${route.key} unknown query`, { method: 'GET', url: `${path}?zzz=1&zzz=2&zzz[]=3`, headers: auth });
      for (const name of names) {
        const others = requiredQuery(route).replace(/^\?/, '').split('&').filter((p) => p && !p.startsWith(`${name}=`));
        const q = (pairs: string[]) => `${path}?${[...others, ...pairs].join('&')}`;
        for (const value of BAD_QUERY_VALUES) await send(`${route.key} ?${name}=${value.slice(0, 16)}`, { method: 'GET', url: q([`${name}=${value}`]), headers: auth });
        await send(`${route.key} ?${name} twice`, { method: 'GET', url: q([`${name}=1`, `${name}=2`]), headers: auth });
        await send(`${route.key} ?${name} empty twice`, { method: 'GET', url: q([`${name}=`, `${name}=`]), headers: auth });
        await send(`${route.key} ?${name}[]`, { method: 'GET', url: q([`${name}[]=1`, `${name}[]=2`]), headers: auth });
        await send(`${route.key} ?${name}[0]`, { method: 'GET', url: q([`${name}[0]=1`]), headers: auth });
        await send(`${route.key} ?${name}[a]=`, { method: 'GET', url: q([`${name}[a]=b`]), headers: auth });
        await send(`${route.key} ?${name} bare`, { method: 'GET', url: q([name]), headers: auth });
      }
    }
  }, 120_000);

  it('answers garbage on the routes outside /api (sandboxes, remotes map, pages) without a server error', async () => {
    const outside = routes.filter((r) => !r.path.startsWith('/api/'));
    expect(outside.length).toBeGreaterThan(10);
    for (const route of outside) {
      for (const id of ['abc', '-1', '1e3', '%00', '9'.repeat(150)]) {
        const url = fill(route, () => id).replace(/\*$/, 'app/x');
        const res = await t.app.inject({ method: route.method as 'GET', url, ...(BODY_METHODS.has(route.method) ? { payload: '{"a":', headers: { 'content-type': JSON_TYPE } } : {}) });
        if (res.statusCode >= 500) failures.push(`${route.key} ${id.slice(0, 12)} → ${res.statusCode}: ${res.body.slice(0, 120)}`);
        const leak = LEAKS.find((re) => res.statusCode >= 400 && re.test(res.body));
        if (leak) failures.push(`${route.key} ${id.slice(0, 12)} → ${res.statusCode} leaks internals (${leak}): ${res.body.slice(0, 120)}`);
      }
    }
  });

  it('stores nothing a member may not set: unknown fields never reach the account (mass assignment)', async () => {
    const { user } = await createUser(t.db, { full_name: 'Free Member', email: 'free.member@work.example' });
    const forged = { id: attacker.id, user_id: attacker.id, email: 'forged@evil.example', subscription_tier: 'nova', subscription_status: 'active', email_confirmed_at: null, is_admin: true, role: 'admin' };
    for (const route of routes.filter((r) => BODY_METHODS.has(r.method) && r.path.startsWith('/api/') && r.op?.body)) {
      if (['/api/user/account', '/api/auth/logout', '/api/auth/change-password'].includes(route.path)) continue;
      await send(`${route.key} with forged account fields`, {
        method: route.method,
        url: fill(route, () => 'sample-id') + requiredQuery(route),
        payload: JSON.stringify({ ...forged, ...baseBody(route) }),
        headers: { authorization: `Bearer ${await createSession(t.db, user.id)}`, 'content-type': JSON_TYPE },
      });
    }
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect({ email: after.email, tier: after.subscription_tier, status: after.subscription_status, confirmed: Boolean(after.email_confirmed_at) }).toEqual({
      email: 'free.member@work.example',
      tier: 'free',
      status: null,
      confirmed: true,
    });
  }, 120_000);

  it('refuses a body over the limit with 413 {detail} on every route that reads one', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
    for (const route of routes.filter((r) => BODY_METHODS.has(r.method) && r.path.startsWith('/api/'))) {
      const auth = PUBLIC_ROUTES.has(route.key) ? {} : await asAttacker();
      const res = await send(`${route.key} with 1.1 MB`, { method: route.method, url: fill(route, () => 'sample-id'), payload: big, headers: { ...auth, 'content-type': JSON_TYPE } });
      if (res.statusCode !== 413) failures.push(`${route.key} with a 1.1 MB body → ${res.statusCode}, not 413`);
    }
  }, 120_000);

  it('sends strict security headers and no x-powered-by on API answers, errors and pages alike', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nope', '/', '/app/login', '/api/docs']) {
      const res = await send(`GET ${url} headers`, { method: 'GET', url });
      const h = res.headers;
      expect([url, h['x-powered-by'], h['x-content-type-options'], h['x-frame-options']]).toEqual([url, undefined, 'nosniff', 'DENY']);
      const csp = String(h['content-security-policy'] ?? '');
      for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) expect([url, csp]).toEqual([url, expect.stringContaining(directive)]);
      const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect([url, script]).toEqual([url, expect.not.stringMatching(/unsafe-inline|unsafe-eval|\*|data:|https?:(?!\/\/)/)]);
    }
  });

  it('grants no cross-origin reads: no wildcard CORS, never with credentials, no origin reflected', async () => {
    for (const [method, url] of [['GET', '/api/auth/me'], ['OPTIONS', '/api/auth/login'], ['OPTIONS', '/api/user/export'], ['POST', '/api/auth/login']]) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type', ...(await asAttacker()) },
        ...(method === 'POST' ? { payload: { email: 'a@b.co', password: 'x' } } : {}),
      });
      check(`${method} ${url} from another origin`, res);
      const allow = res.headers['access-control-allow-origin'];
      expect([url, allow === '*' || allow === 'https://evil.example', res.headers['access-control-allow-credentials']]).toEqual([url, false, undefined]);
    }
  });

  it('sets HttpOnly, SameSite cookies and refuses a webhook without a valid Stripe signature', async () => {
    const signup = await send('signup cookies', { method: 'POST', url: '/api/auth/signup', payload: JSON.stringify({ email: 'new.member@work.example', password: 'a long enough password', full_name: 'New Member' }), headers: { 'content-type': JSON_TYPE } });
    const url = await send('linkedin url cookies', { method: 'GET', url: '/api/auth/linkedin/url' });
    const cookies = [signup.headers['set-cookie'], url.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(cookies.length).toBeGreaterThan(1);
    for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly/i);
    for (const cookie of cookies) expect(cookie).toMatch(/; SameSite=(Strict|Lax)/i);

    const event = JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.updated', data: { object: { id: 'sub_x', customer: 'cus_x', status: 'active' } } });
    const stamp = Math.floor(Date.now() / 1000);
    for (const [label, signature] of [
      ['no signature', undefined],
      ['an empty signature', ''],
      ['garbage', 'garbage'],
      ['a forged v1', `t=${stamp},v1=${'0'.repeat(64)}`],
      ['a stale stamp', `t=1,v1=${'0'.repeat(64)}`],
      ['a v0 only', `t=${stamp},v0=${'0'.repeat(64)}`],
    ] as [string, string | undefined][]) {
      const res = await send(`webhook with ${label}`, { method: 'POST', url: '/api/stripe/webhook', payload: event, headers: { 'content-type': JSON_TYPE, ...(signature === undefined ? {} : { 'stripe-signature': signature }) } });
      expect([label, res.statusCode]).toEqual([label, 400]);
    }
  });
});

describeEachDb('API fuzz: rate limits and cookies behind https', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { LOG_LEVEL: 'fatal', PUBLIC_URL: 'https://postpilot.test' } });
  }, 60_000);
  afterAll(() => t.close());

  it('marks every cookie it sets Secure, HttpOnly and SameSite when served over https', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'secure.cookies@work.example', password: 'a long enough password', full_name: 'Secure Cookies' }, remoteAddress: '203.0.113.50' });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/linkedin/url', remoteAddress: '203.0.113.50' });
    const cookies = [signup.headers['set-cookie'], start.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(cookies.length).toBeGreaterThan(1);
    for (const cookie of cookies) expect(cookie).toMatch(/^(?=.*; Secure)(?=.*; HttpOnly)(?=.*; SameSite=(Strict|Lax))/i);
  });

  it.each([
    ['POST /api/auth/login', { email: 'someone@work.example', password: 'not the password' }],
    ['POST /api/auth/signup', { email: 'x@work.example', password: 'a long enough password', full_name: 'Some One' }],
    ['POST /api/auth/forgot-password', { email: 'someone@work.example' }],
    ['POST /api/auth/resend-confirmation', { email: 'someone@work.example' }],
    ['POST /api/auth/reset-password', { token: 'made-up-reset-token-0000', password: 'a long enough password' }],
    ['POST /api/auth/confirm', { token: 'made-up-confirm-token-0000' }],
  ])('%s answers 429 {detail} with Retry-After when hammered from one address', async (key, body) => {
    const [method, url] = key.split(' ');
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 60; i += 1) {
      // Signing up again and again from one address, each time a new one: the per-IP limit, not the per-address one.
      const payload = url.endsWith('/signup') ? { ...body, email: `x${i}@work.example` } : body;
      last = await t.app.inject({ method: method as 'POST', url, payload, remoteAddress: '203.0.113.9' });
      if (last.statusCode === 429) break;
      expect([i, last.statusCode < 500]).toEqual([i, true]);
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect((last!.json() as { detail: string }).detail).toMatch(/^[A-Z].{10,}/);
  }, 60_000);
});
