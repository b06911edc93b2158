import type { AddressInfo } from 'node:net';
import { GenerateResponse, Usage } from 'shared/contracts';
import { type FakeProvider, type Scenario, startFakeProvider } from '../../integrations/llm/testing/fake-provider';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { DELTA_FLUSH_MS } from './event-stream';
import { createMember, parseSse } from './test-support';

/**
 * The chat calls against a real OpenAI-compatible HTTP server on a loopback port: JSON and streamed replies,
 * the conversation kept by continue, every provider failure (429, 500, malformed, slow, hanging) answered
 * with a clear message and no credit spent.
 */
describeEachDb('LinkedIn GPT chat', (dialect) => {
  let t: TestApp;
  let provider: FakeProvider;

  beforeAll(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({
      dialect,
      env: { LLM_BASE_URL: provider.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.queue = [];
    provider.requests = [];
    provider.aborted = 0;
  });

  const generate = (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: { ...headers, ...extra }, payload });
  const usage = async (headers: Record<string, string>) => Usage.parse((await t.app.inject({ method: 'GET', url: '/api/user/usage', headers })).json());
  const history = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers })).json();

  it('answers a visitor (no bearer, SPEC.md §7) an empty history, a stale token 401, and each member only their own', async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    provider.queue.push({ kind: 'stream', chunks: ['A post about onboarding that only its author may see.'] });
    expect((await generate(a.headers, { user_input: 'Write about onboarding' })).statusCode).toBe(200);
    expect((await history(a.headers)).total).toBe(1);

    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/content-history?search=onboarding' });
    expect([visitor.statusCode, visitor.json()]).toEqual([
      200,
      { history: [], total: 0, has_more: false, stats: { total: 0, templates_used: 0, average_words: 0 }, templates: [] },
    ]);
    for (const headers of [{ authorization: 'Bearer not-a-session' }, { cookie: 'auth_token=not-a-session' }]) {
      const stale = await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers });
      expect([stale.statusCode, stale.json()]).toEqual([401, { detail: 'Not authenticated' }]);
    }
    expect(await history(b.headers)).toMatchObject({ history: [], total: 0, stats: { total: 0 } });
    // Bad input is still refused for a visitor.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/content-history?offset=-1' })).statusCode).toBe(400);
  });

  it('writes a post as JSON, records it and spends one credit', async () => {
    const m = await createMember(t.db);
    provider.queue.push({ kind: 'stream', chunks: ['**Hiring** is ', 'a trust exercise.', '\n\nWhat do you look for?\n\n#Hiring'] });
    const res = await generate(m.headers, { user_input: '  Write about hiring  ', template: 'Personal Journey' });
    expect(res.statusCode).toBe(200);
    const body = GenerateResponse.parse(res.json());
    // Markdown is stripped from the delivered post.
    expect(body.content).toBe('Hiring is a trust exercise.\n\nWhat do you look for?\n\n#Hiring');
    expect(body.metadata).toEqual({
      word_count: 11,
      character_count: body.content.length,
      template_used: 'Personal Journey',
      viral_inspired: false,
      model: 'fake-model',
    });
    // The model was briefed with the persona and the framework, and given the member's words.
    const sent = provider.requests[0].body;
    expect(sent.model).toBe('fake-model');
    expect(sent.stream).toBe(true);
    expect(sent.messages![0].role).toBe('system');
    expect(sent.messages![0].content).toContain('Head of Sales');
    expect(sent.messages![0].content).toContain('"Personal Journey" framework');
    expect(sent.messages![sent.messages!.length - 1]).toEqual({ role: 'user', content: 'Write about hiring' });

    const u = await usage(m.headers);
    expect(u).toMatchObject({ ai_credits_used: 1, ai_credits_limit: 3, remaining_credits: 2, can_generate: true, posts_generated: 1, templates_accessed: 1, subscription_tier: 'free' });
    const h = await history(m.headers);
    expect(h.total).toBe(1);
    expect(h.history[0]).toMatchObject({ template_name: 'Personal Journey', topic: 'hiring', content: body.content, word_count: 11, additional_context: 'Personal Journey' });
  });

  it('streams the reply as server-sent events: deltas, then done', async () => {
    const m = await createMember(t.db);
    provider.queue.push({ kind: 'stream', chunks: ['One ', 'two ', 'three?'], chunkDelayMs: 5 });
    const viral = 'A viral post. '.repeat(20);
    const res = await generate(m.headers, { user_input: 'Counting', viral_context: viral }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    const events = parseSse(res.body);
    // The first piece leaves alone, at once; pieces a few milliseconds apart then travel together.
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas[0]).toBe('One ');
    expect(deltas.join('')).toBe('One two three?');
    const done = events[events.length - 1];
    expect(done.event).toBe('done');
    expect(GenerateResponse.parse(done.data)).toMatchObject({ content: 'One two three?', metadata: { viral_inspired: true, template_used: null } });
    expect(provider.requests[0].body.messages![0].content).toContain('A viral post.');
    expect((await history(m.headers)).history[0].additional_context).toBe(viral.trim());
  });

  it('sends pieces that arrive further apart than the gathering window as separate deltas', async () => {
    const m = await createMember(t.db);
    provider.queue.push({ kind: 'stream', chunks: ['Slow ', 'steady ', 'post.'], chunkDelayMs: DELTA_FLUSH_MS * 3 });
    const events = parseSse((await generate(m.headers, { user_input: 'Pacing' }, { accept: 'text/event-stream' })).body);
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(['Slow ', 'steady ', 'post.']);
    expect(events[events.length - 1].event).toBe('done');
  });

  it('keeps the conversation on continue, owner-checked', async () => {
    const m = await createMember(t.db, { tier: 'comet' });
    provider.queue.push({ kind: 'stream', chunks: ['First draft about pricing.\n\nThoughts?'] });
    const first = GenerateResponse.parse((await generate(m.headers, { user_input: 'pricing' })).json());

    provider.queue.push({ kind: 'stream', chunks: ['Shorter draft?'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input: 'make it shorter', session_id: first.session_id } });
    expect(res.statusCode).toBe(200);
    const second = GenerateResponse.parse(res.json());
    expect(second.session_id).toBe(first.session_id);
    const msgs = provider.requests[1].body.messages!.map((x) => [x.role, x.content]);
    expect(msgs.slice(1)).toEqual([
      ['user', 'pricing'],
      ['assistant', 'First draft about pricing.\n\nThoughts?'],
      ['user', 'make it shorter'],
    ]);

    // The follow-up's history entry is about the chat's subject, not 'make it shorter'.
    expect((await history(m.headers)).history.map((h: { topic: string }) => h.topic)).toEqual(['pricing', 'pricing']);

    const stranger = await createMember(t.db, { tier: 'comet' });
    const other = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: stranger.headers, payload: { user_input: 'hi', session_id: first.session_id } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Chat session not found' });
    expect(provider.requests).toHaveLength(2);
    expect((await usage(stranger.headers)).ai_credits_used).toBe(0);
  });

  it('rejects bad input before calling the model', async () => {
    const m = await createMember(t.db);
    const cases: [string, object, number, RegExp][] = [
      ['/api/linkedin-gpt/generate', { user_input: '   ' }, 400, /Message cannot be empty/],
      // Text that shows nothing is no message either: it would spend a credit on a post about nothing.
      ['/api/linkedin-gpt/generate', { user_input: '\u200B\u200B\u200B' }, 400, /Message cannot be empty/],
      ['/api/linkedin-gpt/generate', { user_input: ' \u2800\uFEFF\u0301 ' }, 400, /Message cannot be empty/],
      ['/api/content/generate', { topic: '\u200B\u2060' }, 400, /^Topic is required$/],
      ['/api/linkedin-gpt/generate', { user_input: 'x'.repeat(8001) }, 400, /too long: at most 8,000 characters/],
      ['/api/linkedin-gpt/generate', {}, 400, /^User input is required$/],
      ['/api/linkedin-gpt/generate', { user_input: 5 }, 400, /^User input must be text$/],
      ['/api/content/generate', { topic: 5 }, 400, /^Topic must be text$/],
      ['/api/linkedin-gpt/generate', { user_input: 'hi', session_id: 'no-such-session' }, 404, /Chat session not found/],
      ['/api/linkedin-gpt/continue', { user_input: 'hi' }, 400, /^Session id is required$/],
      ['/api/linkedin-gpt/continue', { user_input: 'hi', session_id: '' }, 400, /^Session id is required$/],
      ['/api/linkedin-gpt/continue', { user_input: 'hi', session_id: 5 }, 400, /^Session id must be text$/],
      ['/api/linkedin-gpt/continue', { user_input: 'hi', session_id: 'x'.repeat(65) }, 400, /^Session id is too long \(at most 64 characters\)$/],
      ['/api/linkedin-gpt/continue', { user_input: 'hi', session_id: 'no-such-session' }, 404, /Chat session not found/],
      ['/api/linkedin-gpt/continue', { user_input: '\u200B', session_id: 'no-such-session' }, 400, /Message cannot be empty/],
    ];
    for (const [url, payload, status, detail] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: m.headers, payload });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().detail).toMatch(detail);
    }
    const anon = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', payload: { user_input: 'hi' } });
    expect(anon.statusCode).toBe(401);
    expect(provider.requests).toHaveLength(0);
    expect((await usage(m.headers)).ai_credits_used).toBe(0);
  });

  it('POST /api/content/generate writes one post about a topic, spends one credit and starts a chat continue can refine', async () => {
    const m = await createMember(t.db);
    provider.queue.push({ kind: 'stream', chunks: ['Remote work is ', 'a writing job.\n\nAgree?'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/content/generate', headers: m.headers, payload: { topic: '  remote work  ', template: 'Personal Journey' } });
    expect(res.statusCode).toBe(200);
    const body = GenerateResponse.parse(res.json());
    expect(body.content).toBe('Remote work is a writing job.\n\nAgree?');
    expect(body.metadata).toMatchObject({ template_used: 'Personal Journey', viral_inspired: false });
    expect(provider.requests[0].body.messages!.at(-1)).toMatchObject({ role: 'user', content: 'remote work' });
    expect((await usage(m.headers)).ai_credits_used).toBe(1);
    expect((await history(m.headers)).history[0]).toMatchObject({ topic: 'remote work', content: body.content });

    provider.queue.push({ kind: 'stream', chunks: ['Shorter.'] });
    const more = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input: 'shorter', session_id: body.session_id } });
    expect(more.statusCode).toBe(200);

    // The chat's field name is taken too; a missing or blank topic, or no session, is refused before the model.
    provider.queue.push({ kind: 'stream', chunks: ['Hiring post.'] });
    expect((await t.app.inject({ method: 'POST', url: '/api/content/generate', headers: m.headers, payload: { user_input: 'hiring' } })).statusCode).toBe(200);
    const calls = provider.requests.length;
    for (const payload of [{}, { topic: '   ' }, { topic: 'x'.repeat(8001) }, { topic: 42 }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/content/generate', headers: m.headers, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/^Topic /);
    }
    const anon = await t.app.inject({ method: 'POST', url: '/api/content/generate', payload: { topic: 'hi' } });
    expect(anon.statusCode).toBe(401);
    expect(provider.requests).toHaveLength(calls);
    expect((await usage(m.headers)).ai_credits_used).toBe(3);
  });

  it('POST /api/content/generate writes about the user_input when the topic shows nothing (zero-width, bidi marks)', async () => {
    const m = await createMember(t.db);
    for (const topic of ['\u200B\u200B', '\u202E\u2060', '']) {
      provider.queue.push({ kind: 'stream', chunks: ['A post about hiring engineers.'] });
      const res = await t.app.inject({ method: 'POST', url: '/api/content/generate', headers: m.headers, payload: { topic, user_input: '  hiring engineers ' } });
      expect(res.statusCode).toBe(200);
      expect(provider.requests.at(-1)!.body.messages!.at(-1)).toMatchObject({ role: 'user', content: 'hiring engineers' });
    }
    expect((await history(m.headers)).history.map((h: { topic: string }) => h.topic)).toEqual(['hiring engineers', 'hiring engineers', 'hiring engineers']);
  });

  it('asks for the profile setup when there is no persona', async () => {
    const m = await createMember(t.db, { persona: false });
    const res = await generate(m.headers, { user_input: 'hello' }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Please complete your profile setup first' });
    expect(provider.requests).toHaveLength(0);
  });

  it('answers 403 Monthly limit exceeded once the month\'s credits are spent', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 3; i++) expect((await generate(m.headers, { user_input: `post ${i}` })).statusCode).toBe(200);
    const res = await generate(m.headers, { user_input: 'one more' }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Monthly limit exceeded. You have used all 3 AI credits for this month. Upgrade your plan for more.' });
    expect(provider.requests).toHaveLength(3);
    expect(await usage(m.headers)).toMatchObject({ ai_credits_used: 3, remaining_credits: 0, can_generate: false, posts_generated: 3 });
  });

  describe('provider failures cost nothing', () => {
    const cases: { name: string; scenario: Scenario; status: number; detail: string }[] = [
      { name: '429', scenario: { kind: 'status', status: 429 }, status: 503, detail: 'The AI service is busy. Please try again in a moment.' },
      { name: '500', scenario: { kind: 'status', status: 500 }, status: 502, detail: 'The AI service is unavailable right now. Please try again.' },
      { name: 'malformed stream', scenario: { kind: 'malformed' }, status: 502, detail: 'The AI service is unavailable right now. Please try again.' },
      { name: 'truncated stream', scenario: { kind: 'stream', chunks: ['half'], truncate: true }, status: 502, detail: 'The AI service is unavailable right now. Please try again.' },
      { name: 'no first token in time', scenario: { kind: 'stream', chunks: ['late'], firstDelayMs: 1200 }, status: 504, detail: 'The AI service took too long to answer. Please try again.' },
      { name: 'hang past the timeout', scenario: { kind: 'hang', chunks: ['Started'] }, status: 504, detail: 'The AI service took too long to answer. Please try again.' },
    ];
    for (const c of cases) {
      it(`${c.name}: JSON ${c.status} and an SSE error event`, async () => {
        const m = await createMember(t.db);
        provider.queue.push(c.scenario);
        const json = await generate(m.headers, { user_input: 'hello' });
        expect(json.statusCode).toBe(c.status);
        expect(json.json()).toEqual({ detail: c.detail });

        provider.queue.push(c.scenario);
        const sse = await generate(m.headers, { user_input: 'hello' }, { accept: 'text/event-stream' });
        expect(sse.statusCode).toBe(200);
        const events = parseSse(sse.body);
        expect(events[events.length - 1]).toEqual({ event: 'error', data: { detail: c.detail, status: c.status } });
        expect(events.some((e) => e.event === 'done')).toBe(false);

        const u = await usage(m.headers);
        expect(u).toMatchObject({ ai_credits_used: 0, remaining_credits: 3, can_generate: true, posts_generated: 0 });
        const held = await t.db.selectFrom('credit_usage').select(['used', 'reserved']).where('user_id', '=', m.userId).execute();
        expect(held).toEqual([{ used: 0, reserved: 0 }]);
      });
    }

    it('a slow first token within the limit still delivers', async () => {
      const m = await createMember(t.db);
      provider.queue.push({ kind: 'stream', chunks: ['Worth the wait?'], firstDelayMs: 400, keepAlive: true });
      const res = await generate(m.headers, { user_input: 'hello' });
      expect(res.statusCode).toBe(200);
      expect(res.json().content).toBe('Worth the wait?');
    });
  });

  it('stops the model and spends nothing when the member disconnects mid-stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const m = await createMember(t.db);
      provider.queue.push({ kind: 'stream', chunks: Array.from({ length: 100 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
      const port = (t.app.server.address() as AddressInfo).port;
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/linkedin-gpt/generate`, {
        method: 'POST',
        headers: { ...m.headers, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ user_input: 'long one' }),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('event: delta')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      await waitFor(() => provider.aborted === 1);
      await waitFor(async () => {
        const row = await t.db.selectFrom('credit_usage').select(['used', 'reserved']).where('user_id', '=', m.userId).executeTakeFirst();
        return row?.used === 0 && row?.reserved === 0;
      });
      expect((await history(m.headers)).total).toBe(0);
    } finally {
      await t.app.server.close();
    }
  });

  it('exports the member\'s chats, history and credits', async () => {
    const m = await createMember(t.db);
    await generate(m.headers, { user_input: 'export me' });
    const data = (await t.ctx.members.export(m.userId)) as any;
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0].messages.map((x: any) => x.role)).toEqual(['user', 'assistant']);
    expect(data.chats[0]).not.toHaveProperty('user_id');
    expect(data.chats[0].messages[1].metadata).toMatchObject({ word_count: expect.any(Number) });
    expect(data.content_history).toHaveLength(1);
    expect(data.content_history[0]).not.toHaveProperty('user_id');
    expect(data.ai_credits[0]).toMatchObject({ used: 1, posts: 1, templates: [] });
  });
});

describeEachDb('LinkedIn GPT without a model', (dialect) => {
  it("keeps the subject the writer used as the history's topic, not the member's request (SPEC.md §3)", async () => {
    const t = await createTestApp({ dialect });
    try {
      const m = await createMember(t.db);
      const first = await t.app.inject({
        method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers,
        payload: { user_input: 'Write a post about remote onboarding for new engineers, make it short' },
      });
      expect(first.statusCode).toBe(200);
      const { session_id, content } = GenerateResponse.parse(first.json());
      expect(content.toLowerCase()).toContain('remote onboarding');
      const next = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input: 'Make it more casual', session_id } });
      expect(next.statusCode).toBe(200);
      const rework = await t.app.inject({
        method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers,
        payload: { user_input: 'Rewrite this post so it lands better. Keep my voice.\n\nWe shipped the billing rewrite.\n\nIt took six months.' },
      });
      expect(rework.statusCode).toBe(200);
      const listed = await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers: m.headers });
      const topics = listed.json().history.map((h: { topic: string }) => h.topic);
      expect(topics).toEqual(['We shipped the billing rewrite', 'remote onboarding for new engineers', 'remote onboarding for new engineers']);
      // The request itself stays in the chat.
      const chat = await t.app.inject({ method: 'GET', url: `/api/linkedin-gpt/sessions/${session_id}`, headers: m.headers });
      expect(chat.json().messages[0].content).toBe('Write a post about remote onboarding for new engineers, make it short');
    } finally {
      await t.close();
    }
  });

  it('uses the offline writer in local mode, streamed the same way', async () => {
    const t = await createTestApp({ dialect });
    try {
      const m = await createMember(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/linkedin-gpt/generate',
        headers: { ...m.headers, accept: 'text/event-stream' },
        payload: { user_input: 'Write a post about remote onboarding', template: 'Top Mistakes' },
      });
      const events = parseSse(res.body);
      expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
      const done = GenerateResponse.parse(events[events.length - 1].data);
      expect(done.metadata).toMatchObject({ model: 'offline-writer', template_used: 'Top Mistakes' });
      expect(done.content.toLowerCase()).toContain('remote onboarding');
      expect(done.content).toMatch(/\n• /);
      expect(done.content.length).toBeLessThanOrEqual(3000);
    } finally {
      await t.close();
    }
  });

  it('sends the offline writer\'s note about a language apart from the post: its own event, the metadata, never the content, the history or the next draft', async () => {
    const t = await createTestApp({ dialect });
    try {
      const m = await createMember(t.db, { tier: 'comet' });
      const sse = { ...m.headers, accept: 'text/event-stream' };
      const first = GenerateResponse.parse((await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers, payload: { user_input: 'Write a post about remote onboarding' } })).json());
      expect(first.metadata.note).toBeUndefined();
      const res = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: sse, payload: { user_input: 'translate it to French', session_id: first.session_id } });
      const events = parseSse(res.body);
      const notes = events.filter((e) => e.event === 'note');
      expect(notes).toEqual([{ event: 'note', data: { text: expect.stringMatching(/English only.*French/) } }]);
      // The note comes before the post, and none of the post's text carries it.
      expect(events[0].event).toBe('note');
      const streamed = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
      expect(streamed).not.toMatch(/English only|Built-in writer/);
      const done = GenerateResponse.parse(events[events.length - 1].data);
      expect(done.content).toBe(first.content);
      expect(done.metadata.note).toBe((notes[0].data as { text: string }).text);
      // The chat keeps the note with its reply; the post the member copies or finds in the history is the post alone.
      const chat = (await t.app.inject({ method: 'GET', url: `/api/linkedin-gpt/sessions/${first.session_id}`, headers: m.headers })).json();
      expect(chat.messages[3]).toMatchObject({ type: 'assistant', content: first.content, metadata: { note: done.metadata.note } });
      const items = (await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers: m.headers })).json().history as { content: string }[];
      // The same post again is no new post: the history keeps it once.
      expect(items.map((i) => i.content)).toEqual([first.content]);
      const funnier = GenerateResponse.parse((await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input: 'make it funnier', session_id: first.session_id } })).json());
      expect(funnier.content).toBe(first.content);
      expect(funnier.metadata.note).toBeTruthy();
      expect(((await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers: m.headers })).json().history as unknown[]).length).toBe(1);
      // The next follow-up edits the post, and says nothing more about a language; small talk still answers in a line.
      const shorter = GenerateResponse.parse((await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input: 'make it shorter', session_id: first.session_id } })).json());
      expect(shorter.content).not.toMatch(/English only|Built-in writer/);
      expect(shorter.content.length).toBeLessThan(first.content.length);
      expect(shorter.metadata.note).toBeUndefined();
      const thanks = GenerateResponse.parse((await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input: 'thanks!', session_id: first.session_id } })).json());
      expect(thanks.content.split('\n\n').length).toBe(1);
      expect(thanks.metadata.note).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('names the model it calls in /remotes.json, also when LLM_MODEL is left out (the chat footnote shows it)', async () => {
    const provider = await startFakeProvider();
    const t = await createTestApp({ dialect, env: { LLM_BASE_URL: provider.baseUrl, LLM_API_KEY: 'sk-test' } });
    try {
      const remotes = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(remotes).toMatchObject({ llm_model: 'gpt-4o-mini', sandbox: { llm: false } });
      const m = await createMember(t.db);
      provider.queue.push({ kind: 'stream', chunks: ['A post.'] });
      const res = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers, payload: { user_input: 'hi' } });
      expect(GenerateResponse.parse(res.json()).metadata.model).toBe(remotes.llm_model);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('answers 503 in production', async () => {
    const t = await createTestApp({ dialect, env: { NODE_ENV: 'production' } });
    try {
      const m = await createMember(t.db);
      const res = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers, payload: { user_input: 'hi' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'AI generation is not configured' });
    } finally {
      await t.close();
    }
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
