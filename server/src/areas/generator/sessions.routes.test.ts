import { ChatSessionResponse, ChatSessionsResponse, GenerateResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createMember } from './test-support';

/** The chat is kept: a member's earlier conversations are listed and each can be read back whole, by its owner only. */
describeEachDb('stored chats', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("small talk with the built-in writer: 'hi' and 'thanks!' are answered in a line, kept in the chat, not in the history, and the next change edits the post", async () => {
    const m = await createMember(t.db, { tier: 'star' });
    const post = (r: { json(): unknown }) => GenerateResponse.parse(r.json());
    const hi = post(await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Hi there! 👋' }));
    expect(hi.content).toMatch(/^Hi! Tell me what you'd like to post about/);
    expect(hi.content.length).toBeLessThan(200);
    const draft = post(await call(m.headers, 'POST', '/api/linkedin-gpt/continue', { user_input: 'Write a post about our payouts API reaching 200 merchants', session_id: hi.session_id }));
    expect(draft.content).toMatch(/payouts API/i);
    expect(draft.content.length).toBeGreaterThan(400);
    const thanks = post(await call(m.headers, 'POST', '/api/linkedin-gpt/continue', { user_input: 'Thanks!', session_id: hi.session_id }));
    expect(thanks.content).toMatch(/^Glad it helps!/);
    // 'Make it shorter' edits the post, not the 'Glad it helps' line.
    const shorter = post(await call(m.headers, 'POST', '/api/linkedin-gpt/continue', { user_input: 'Make it shorter', session_id: hi.session_id }));
    expect(shorter.content).toMatch(/payouts API/i);
    expect(shorter.metadata.word_count).toBeLessThan(draft.metadata.word_count);
    // The chat keeps all four replies; the history only the two posts. Each message used a credit (SPEC §1).
    const chat = ChatSessionResponse.parse((await call(m.headers, 'GET', `/api/linkedin-gpt/sessions/${hi.session_id}`)).json());
    expect(chat.messages.filter((x) => x.type === 'assistant').map((x) => x.content)).toEqual([hi.content, draft.content, thanks.content, shorter.content]);
    const history = (await call(m.headers, 'GET', '/api/user/content-history')).json() as { history: { content: string }[] };
    expect(history.history.map((h) => h.content)).toEqual([shorter.content, draft.content]);
    expect((await call(m.headers, 'GET', '/api/user/usage')).json()).toMatchObject({ ai_credits_used: 4 });
  });

  it('keeps a long first request whole to its 200th character: an emoji the cut falls on is left out, never halved into \uFFFD', async () => {
    const m = await createMember(t.db, { tier: 'star' });
    // 199 characters, then an emoji (two UTF-16 units) across the 200-character cut.
    const request = `Write a post about ${'our payouts API reaching merchants, '.repeat(5)}`.padEnd(199, '.') + '🚀 and what we learned';
    const reply = GenerateResponse.parse((await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: request })).json());
    const chat = ChatSessionResponse.parse((await call(m.headers, 'GET', `/api/linkedin-gpt/sessions/${reply.session_id}`)).json());
    const listed = ChatSessionsResponse.parse((await call(m.headers, 'GET', '/api/linkedin-gpt/sessions')).json()).sessions[0];
    const history = (await call(m.headers, 'GET', '/api/user/content-history')).json() as { history: { topic: string }[] };
    for (const text of [chat.topic, listed.topic, listed.subject, history.history[0].topic]) {
      expect(text).not.toMatch(/[\uFFFD\uD800-\uDFFF]/);
      expect(text.length).toBeLessThanOrEqual(200);
    }
    expect(chat.topic).toBe(request.slice(0, 199));
    // The chat itself keeps the request whole.
    expect(chat.messages[0].content).toBe(request);

    // A template of the member's own is named by its first 80 characters, the same way.
    const own = GenerateResponse.parse(
      (await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Hiring engineers', template: `${'Q'.repeat(79)}🚀 style: Hook → Story → Lesson` })).json(),
    );
    expect(own.metadata.template_used).toBe('Q'.repeat(79));
    const named = (await call(m.headers, 'GET', '/api/user/content-history')).json() as { history: { template_name: string | null }[] };
    expect(named.history[0].template_name).toBe('Q'.repeat(79));
  });

  it('lists chats newest first and reads one back with every message in order', async () => {
    const m = await createMember(t.db, { tier: 'star' });
    const first = GenerateResponse.parse((await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Hiring my first salesperson' })).json());
    await call(m.headers, 'POST', '/api/linkedin-gpt/continue', { user_input: 'Make it shorter', session_id: first.session_id });
    const second = GenerateResponse.parse((await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Pricing lessons' })).json());

    const list = ChatSessionsResponse.parse((await call(m.headers, 'GET', '/api/linkedin-gpt/sessions')).json());
    expect(list.sessions.map((s) => [s.session_id, s.topic])).toEqual([
      [second.session_id, 'Pricing lessons'],
      [first.session_id, 'Hiring my first salesperson'],
    ]);
    const res = await call(m.headers, 'GET', `/api/linkedin-gpt/sessions/${first.session_id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const chat = ChatSessionResponse.parse(res.json());
    expect(chat.messages.map((x) => [x.type, x.type === 'user' ? x.content : 'reply'])).toEqual([
      ['user', 'Hiring my first salesperson'],
      ['assistant', 'reply'],
      ['user', 'Make it shorter'],
      ['assistant', 'reply'],
    ]);
    expect(chat.messages[1].content).toBe(first.content);
    expect(chat.messages[1].metadata).toEqual(first.metadata);
    expect(chat.messages[0].metadata).toBeNull();
    expect(Object.keys(chat.messages[0]).sort()).toEqual(['content', 'id', 'metadata', 'timestamp', 'type']);
    expect(ChatSessionsResponse.parse((await call(m.headers, 'GET', '/api/linkedin-gpt/sessions?limit=1')).json()).sessions).toHaveLength(1);
  });

  it("lists each chat by its subject (the content history's topic), keeps the request, and follow-ups stay on that subject", async () => {
    const m = await createMember(t.db, { tier: 'star' });
    const request = 'Write a post about remote onboarding, make it short';
    const first = GenerateResponse.parse((await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: request })).json());
    const list = ChatSessionsResponse.parse((await call(m.headers, 'GET', '/api/linkedin-gpt/sessions')).json());
    expect(list.sessions.map((s) => [s.subject, s.topic])).toEqual([['remote onboarding', request]]);
    const history = (await call(m.headers, 'GET', '/api/user/content-history')).json() as { history: { topic: string }[] };
    expect(history.history.map((h) => h.topic)).toEqual([list.sessions[0].subject]);
    // The stored first request still briefs a follow-up: 'make it longer' stays on remote onboarding.
    const more = GenerateResponse.parse((await call(m.headers, 'POST', '/api/linkedin-gpt/continue', { user_input: 'Make it longer', session_id: first.session_id })).json());
    expect(more.content.toLowerCase()).toContain('onboarding');
    const after = (await call(m.headers, 'GET', '/api/user/content-history')).json() as { history: { topic: string }[] };
    expect(after.history.map((h) => h.topic)).toEqual(['remote onboarding', 'remote onboarding']);
    const chat = ChatSessionResponse.parse((await call(m.headers, 'GET', `/api/linkedin-gpt/sessions/${first.session_id}`)).json());
    expect([chat.subject, chat.topic]).toEqual(['remote onboarding', request]);
    // A request with no subject to read ('hello') is listed as it was written.
    await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Hello' });
    const both = ChatSessionsResponse.parse((await call(m.headers, 'GET', '/api/linkedin-gpt/sessions')).json());
    expect(both.sessions.map((s) => s.subject)).toEqual([expect.any(String), 'remote onboarding']);
    expect(both.sessions[0].subject.length).toBeGreaterThan(0);
  });

  it('titles a chat and its history posts without bidi or zero-width controls (an RTL override would make them read backwards)', async () => {
    const m = await createMember(t.db, { tier: 'star' });
    await call(m.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Write a post about \u202Eremote\u202C onboarding\u200B' });
    const list = ChatSessionsResponse.parse((await call(m.headers, 'GET', '/api/linkedin-gpt/sessions')).json());
    expect(list.sessions.map((s) => s.subject)).toEqual(['remote onboarding']);
    const history = (await call(m.headers, 'GET', '/api/user/content-history')).json() as { history: { topic: string }[] };
    expect(history.history.map((h) => h.topic)).toEqual(['remote onboarding']);
  });

  it("answers 404 for another member's chat and lists none of it", async () => {
    const owner = await createMember(t.db);
    const other = await createMember(t.db);
    const { session_id } = (await call(owner.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Mine' })).json();
    const res = await call(other.headers, 'GET', `/api/linkedin-gpt/sessions/${session_id}`);
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Chat not found' }]);
    expect((await call(other.headers, 'GET', '/api/linkedin-gpt/sessions')).json()).toEqual({ sessions: [] });
    expect((await call({}, 'GET', '/api/linkedin-gpt/sessions')).statusCode).toBe(401);
    expect((await call(owner.headers, 'GET', '/api/linkedin-gpt/sessions?limit=0')).statusCode).toBe(400);
    // An empty limit is not given (the default), as on every list route; a real bad one is refused.
    for (const query of ['limit=', 'limit=%20']) {
      const res = await call(owner.headers, 'GET', `/api/linkedin-gpt/sessions?${query}`);
      expect([query, res.statusCode, res.json().sessions?.length]).toEqual([query, 200, 1]);
    }
    for (const query of ['limit=abc', 'limit=1000', 'limit=1e1']) {
      const res = await call(owner.headers, 'GET', `/api/linkedin-gpt/sessions?${query}`);
      expect([query, res.statusCode, typeof res.json().detail]).toEqual([query, 400, 'string']);
    }
  });

  it('deletes a chat with its messages for its owner only; the posts stay in the content history', async () => {
    const owner = await createMember(t.db, { tier: 'star' });
    const other = await createMember(t.db);
    const kept = GenerateResponse.parse((await call(owner.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Kept chat' })).json());
    // A subject the built-in writer knows, so 'Make it shorter' has something to shorten (a post on a subject it knows
    // nothing of is already only its name and a question).
    const gone = GenerateResponse.parse((await call(owner.headers, 'POST', '/api/linkedin-gpt/generate', { user_input: 'Chat to delete: code reviews' })).json());
    await call(owner.headers, 'POST', '/api/linkedin-gpt/continue', { user_input: 'Make it shorter', session_id: gone.session_id });

    // Another member's id answers exactly like an id that does not exist, and deletes nothing.
    const foreign = await call(other.headers, 'DELETE', `/api/linkedin-gpt/sessions/${gone.session_id}`);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { detail: 'Chat not found' }]);
    expect((await call(owner.headers, 'GET', `/api/linkedin-gpt/sessions/${gone.session_id}`)).statusCode).toBe(200);
    expect((await call({}, 'DELETE', `/api/linkedin-gpt/sessions/${gone.session_id}`)).statusCode).toBe(401);

    const res = await call(owner.headers, 'DELETE', `/api/linkedin-gpt/sessions/${gone.session_id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: 'Chat deleted' }]);
    expect((await call(owner.headers, 'GET', `/api/linkedin-gpt/sessions/${gone.session_id}`)).statusCode).toBe(404);
    expect((await call(owner.headers, 'DELETE', `/api/linkedin-gpt/sessions/${gone.session_id}`)).statusCode).toBe(404);
    const list = ChatSessionsResponse.parse((await call(owner.headers, 'GET', '/api/linkedin-gpt/sessions')).json());
    expect(list.sessions.map((s) => s.session_id)).toEqual([kept.session_id]);
    // Its messages went with it; the other chat is whole.
    expect(await t.db.selectFrom('chat_messages').select('id').where('session_id', '=', gone.session_id).execute()).toEqual([]);
    expect(ChatSessionResponse.parse((await call(owner.headers, 'GET', `/api/linkedin-gpt/sessions/${kept.session_id}`)).json()).messages).toHaveLength(2);
    // The posts it produced are still in the content history.
    const history = (await call(owner.headers, 'GET', '/api/user/content-history')).json() as { history: { content: string }[] };
    expect(history.history.map((h) => h.content)).toEqual(expect.arrayContaining([gone.content, kept.content]));
    expect(history.history).toHaveLength(3);
  });
});
