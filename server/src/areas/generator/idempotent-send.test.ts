import { type FakeProvider, startFakeProvider } from '../../integrations/llm/testing/fake-provider';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { forgetOldRequestKeys } from './request-keys';
import { TEST_PERSONA, createMember, parseSse } from './test-support';

const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress. Retry in a moment.';
const REUSED = 'This Idempotency-Key was already used for a different request.';

/**
 * A send retried with its `Idempotency-Key` (its reply was recorded but the answer was lost on the way, or the
 * button was pressed twice) answers the recorded reply again: same content and chat, no second credit, no second
 * history item or messages. Without the header every send is a new reply (SPEC.md §7's calls are unchanged).
 */
describeEachDb('sends with an Idempotency-Key', (dialect) => {
  let t: TestApp;
  let provider: FakeProvider;
  let replies = 0;

  beforeAll(async () => {
    provider = await startFakeProvider();
    // Every reply differs, so a replay is seen to be the recorded reply, not a new one that reads the same.
    provider.fallback = () => ({ kind: 'stream', chunks: [`Reply number ${++replies}: hiring is a trust exercise, and trust is built in small steps.`] });
    t = await createTestApp({
      dialect,
      env: { LLM_BASE_URL: provider.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '30000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const send = (path: 'generate' | 'continue', headers: Record<string, string>, payload: object, key?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/linkedin-gpt/${path}`, headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }), ...extra }, payload });
  const creditsUsed = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/user/usage', headers })).json().ai_credits_used;
  const historyTotal = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers })).json().total;
  const messageCount = async (sessionId: string) =>
    Number((await t.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll().as('n')).where('session_id', '=', sessionId).executeTakeFirstOrThrow()).n);

  it('answers a generate and a continue sent again with the same key with the recorded reply, charged once', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    const first = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'send-1');
    expect(first.statusCode).toBe(200);
    const again = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'send-1');
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const sessionId = first.json().session_id;
    expect([await creditsUsed(m.headers), await historyTotal(m.headers), await messageCount(sessionId)]).toEqual([1, 1, 2]);

    // A continue, retried as a stream: the recorded reply again, as the stream's done event.
    const next = await send('continue', m.headers, { user_input: 'Make it shorter', session_id: sessionId }, 'send-2');
    expect(next.statusCode).toBe(200);
    const streamed = await send('continue', m.headers, { user_input: 'Make it shorter', session_id: sessionId }, 'send-2', { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(200);
    const events = parseSse(streamed.body);
    expect(events.at(-1)).toEqual({ event: 'done', data: next.json() });
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(next.json().content);
    expect([await creditsUsed(m.headers), await historyTotal(m.headers), await messageCount(sessionId)]).toEqual([2, 2, 4]);

    // Without a key, or with a new one, a send is a new reply.
    expect((await send('continue', m.headers, { user_input: 'Make it shorter', session_id: sessionId })).json().content).not.toBe(next.json().content);
    expect((await send('continue', m.headers, { user_input: 'Make it shorter', session_id: sessionId }, 'send-3')).json().content).not.toBe(next.json().content);
    expect([await creditsUsed(m.headers), await messageCount(sessionId)]).toEqual([4, 8]);
  });

  it("never answers one member's send with another's reply for the same key", async () => {
    const [a, b] = [await createMember(t.db, { tier: 'nova' }), await createMember(t.db, { tier: 'nova' })];
    const fromA = await send('generate', a.headers, { user_input: 'Write about hiring' }, 'shared-key');
    const fromB = await send('generate', b.headers, { user_input: 'Write about hiring' }, 'shared-key');
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.json().session_id).not.toBe(fromA.json().session_id);
    expect(fromB.json().content).not.toBe(fromA.json().content);
    expect([await creditsUsed(a.headers), await creditsUsed(b.headers)]).toEqual([1, 1]);
    // Each member's retry gets their own.
    expect((await send('generate', b.headers, { user_input: 'Write about hiring' }, 'shared-key')).json()).toEqual(fromB.json());
  });

  it('writes one reply for two sends with one key at once (a double submit): the other is 409 or that reply, one model call', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    const before = provider.requests.length;
    const [one, two] = await Promise.all([
      send('generate', m.headers, { user_input: 'Write about hiring' }, 'double'),
      send('generate', m.headers, { user_input: 'Write about hiring' }, 'double'),
    ]);
    // The other one is 409 while the first is written, or (it reached the key after the first was recorded, as
    // PostgreSQL's pool may order them) the first's reply; never a second reply.
    const [done, other] = one.statusCode === 200 ? [one, two] : [two, one];
    expect(done.statusCode).toBe(200);
    expect([[200, done.json()], [409, { detail: IN_PROGRESS }]]).toContainEqual([other.statusCode, other.json()]);
    expect(provider.requests.length - before).toBe(1);
    expect([await creditsUsed(m.headers), await historyTotal(m.headers), await messageCount(done.json().session_id)]).toEqual([1, 1, 2]);
    const holds = await t.db.selectFrom('credit_reservations').select('id').where('user_id', '=', m.userId).execute();
    expect(holds).toEqual([]);
    // Retried once the first is recorded: its reply.
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'double')).json()).toEqual(done.json());
  });

  it('never calls the model twice for a retry that arrives while a slow first send is still written', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    const before = provider.requests.length;
    // The first send's model takes its time: the retry arrives while it writes.
    provider.queue.push({ kind: 'stream', chunks: ['A slow reply: hiring is a trust exercise, built in small steps.'], firstDelayMs: 1500 });
    const first = send('generate', m.headers, { user_input: 'Write about hiring' }, 'slow', { accept: 'text/event-stream' });
    while (provider.requests.length === before) await new Promise((r) => setTimeout(r, 10));
    const retry = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'slow');
    expect([retry.statusCode, retry.json()]).toEqual([409, { detail: IN_PROGRESS }]);
    // Another request with the key while it is written is still another request.
    const other = await send('generate', m.headers, { user_input: 'Write about firing' }, 'slow');
    expect([other.statusCode, other.json()]).toEqual([422, { detail: REUSED }]);
    const answered = await first;
    expect(answered.statusCode).toBe(200);
    const reply = parseSse(answered.body).at(-1)!;
    expect(reply.event).toBe('done');
    expect(provider.requests.length - before).toBe(1);
    expect([await creditsUsed(m.headers), await historyTotal(m.headers)]).toEqual([1, 1]);
    // Retried after it was recorded: its reply, with no second model call.
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'slow')).json()).toEqual(reply.data);
    expect(provider.requests.length - before).toBe(1);
  });

  it('refuses the key with a different request (422) and writes or charges nothing for it', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    const first = await send('generate', m.headers, { user_input: 'Write about hiring', session_id: null }, 'one-request');
    expect(first.statusCode).toBe(200);
    // Another body, or the same body on another route, is another request.
    const otherBody = await send('generate', m.headers, { user_input: 'Write about firing', session_id: null }, 'one-request');
    expect([otherBody.statusCode, otherBody.json()]).toEqual([422, { detail: REUSED }]);
    const otherRoute = await t.app.inject({
      method: 'POST',
      url: '/api/content/generate',
      headers: { ...m.headers, 'idempotency-key': 'one-request' },
      payload: { user_input: 'Write about hiring', session_id: null },
    });
    expect([otherRoute.statusCode, otherRoute.json()]).toEqual([422, { detail: REUSED }]);
    const asContinue = await send('continue', m.headers, { user_input: 'Write about hiring', session_id: first.json().session_id }, 'one-request');
    expect([asContinue.statusCode, asContinue.json()]).toEqual([422, { detail: REUSED }]);
    // The same request with its fields in another order is the same request: its reply.
    expect((await send('generate', m.headers, { session_id: null, user_input: 'Write about hiring' }, 'one-request')).json()).toEqual(first.json());
    expect([await creditsUsed(m.headers), await historyTotal(m.headers), await messageCount(first.json().session_id)]).toEqual([1, 1, 2]);
    // A key recorded before its request's hash was kept (migration 20261211T090000) answers its reply, as it did.
    await t.db.updateTable('chat_request_keys').set({ request_hash: null }).where('user_id', '=', m.userId).execute();
    expect((await send('generate', m.headers, { user_input: 'Write about firing' }, 'one-request')).json()).toEqual(first.json());
  });

  it('gives the key back when its send fails, so the retry writes the reply', async () => {
    const m = await createMember(t.db, { tier: 'nova', persona: false });
    const noPersona = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'retry-me');
    expect(noPersona.statusCode).toBe(400);
    await t.db.insertInto('personas').values({ user_id: m.userId, ...TEST_PERSONA, updated_at: new Date().toISOString() }).execute();
    provider.queue.push({ kind: 'status', status: 500 });
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'retry-me')).statusCode).toBe(502);
    const ok = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'retry-me');
    expect(ok.statusCode).toBe(200);
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'retry-me')).json()).toEqual(ok.json());
    expect(await creditsUsed(m.headers)).toBe(1);

    // A key left taken by a process that died mid-reply is 409 for a while, then taken over (after 15 minutes).
    const left = { user_id: m.userId, request_key: 'left-behind', session_id: '', response: '', request_hash: null, created_at: new Date().toISOString() };
    await t.db.insertInto('chat_request_keys').values(left).execute();
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'left-behind')).statusCode).toBe(409);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await t.db.updateTable('chat_request_keys').set({ created_at: sixteenMinutesAgo }).where('user_id', '=', m.userId).where('request_key', '=', 'left-behind').execute();
    const takenOver = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'left-behind');
    expect(takenOver.statusCode).toBe(200);
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'left-behind')).json()).toEqual(takenOver.json());
  });

  it('forgets a key after a day: the same key then writes a new reply', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    const first = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'old-key');
    const dayAndABitAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable('chat_request_keys').set({ created_at: dayAndABitAgo }).where('user_id', '=', m.userId).execute();
    const later = await send('generate', m.headers, { user_input: 'Write about hiring' }, 'old-key');
    expect(later.statusCode).toBe(200);
    expect(later.json().content).not.toBe(first.json().content);
    expect(await creditsUsed(m.headers)).toBe(2);
    // The new reply holds the key now; the job forgets only keys older than a day.
    expect((await send('generate', m.headers, { user_input: 'Write about hiring' }, 'old-key')).json()).toEqual(later.json());
    await t.db.updateTable('chat_request_keys').set({ created_at: dayAndABitAgo }).where('user_id', '=', m.userId).execute();
    expect(await forgetOldRequestKeys({ db: t.db })).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('chat_request_keys').select('request_key').where('user_id', '=', m.userId).execute()).toEqual([]);
  });

  it("documents the key's 409 and 422 on every chat send", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of ['/api/linkedin-gpt/generate', '/api/linkedin-gpt/continue', '/api/content/generate']) {
      const responses = doc.paths[path].post.responses;
      expect([path, responses['409']?.content?.['application/json']?.schema?.required, responses['422']?.content?.['application/json']?.schema?.required]).toEqual([path, ['detail'], ['detail']]);
    }
  });

  it('refuses a malformed key with 400 before anything is written or charged', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    for (const key of ['', 'x'.repeat(129), 'has space', 'caf\u00e9']) {
      const res = await send('generate', m.headers, { user_input: 'Write about hiring' }, key);
      expect([res.statusCode, res.json()]).toEqual([400, { detail: 'Idempotency-Key must be 1 to 128 visible ASCII characters' }]);
    }
    const res = await send('continue', m.headers, { user_input: 'Shorter', session_id: 'nope' }, 'has space');
    expect([res.statusCode, res.json()]).toEqual([400, { detail: 'Idempotency-Key must be 1 to 128 visible ASCII characters' }]);
    expect(await creditsUsed(m.headers)).toBe(0);
  });
});
