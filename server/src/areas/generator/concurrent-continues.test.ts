import { buildApp } from '../../app';
import { areas } from '../../areas/index';
import { type FakeProvider, startFakeProvider } from '../../integrations/llm/testing/fake-provider';
import { type Db, createDb } from '../../platform/db';
import type { ApiInstance } from '../../platform/http';
import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { PauseAfter, namesTable, waitingForALock } from '../../test/pause-after';
import * as positions from './migrations/20261210T090000_generator_message_positions';
import * as repo from './repository';
import { createMember } from './test-support';

/**
 * Continues of one chat sent at once (two tabs, a double click, two API processes behind a balancer): every message
 * gets its own position, in order, none is lost, and each reply costs one credit. On PostgreSQL the continues go
 * through two apps, each with its own pool of connections, on one schema: two API processes recording replies in
 * transactions of their own at the same moment (one process records the replies finishing together in one
 * transaction: `reply-recorder.ts`).
 */
describeEachDb('continues of one chat at once', (dialect) => {
  let t: TestApp;
  let provider: FakeProvider;
  let apps: ApiInstance[];
  let otherDb: Db | null = null;

  beforeAll(async () => {
    provider = await startFakeProvider();
    // Each reply names the request it answers, so a request and its reply can be seen to follow each other.
    provider.fallback = (request) => {
      const asked = [...(request.body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
      return { kind: 'stream', chunks: [`A post answering "${asked.slice(-12)}" with a story and a question for the readers.`] };
    };
    t = await createTestApp({
      dialect,
      env: { LLM_BASE_URL: provider.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '30000' },
    });
    apps = [t.app];
    if (dialect === 'postgres') {
      const schema = (await t.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s;
      otherDb = createDb(t.config, { pgSchema: schema, poolSize: 5 });
      apps.push(await buildApp({ ctx: { ...t.ctx, db: otherDb }, areas }));
    }
  });
  afterAll(async () => {
    if (apps.length > 1) await apps[1].close();
    await otherDb?.destroy().catch(() => undefined);
    await t.close();
    await provider.close();
  });

  it('gives 10 continues sent together distinct positions in order, each request followed by its reply, one credit each', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    const first = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers, payload: { user_input: 'Write about hiring juniors' } });
    expect(first.statusCode).toBe(200);
    const sessionId: string = first.json().session_id;

    const asks = Array.from({ length: 10 }, (_, i) => `Make it shorter, take ${String(i).padStart(2, '0')}`);
    const replies = await Promise.all(
      asks.map((user_input, i) =>
        apps[i % apps.length].inject({ method: 'POST', url: '/api/linkedin-gpt/continue', headers: m.headers, payload: { user_input, session_id: sessionId } }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(asks.map(() => 200));

    const rows = await t.db.selectFrom('chat_messages').select(['position', 'role', 'content']).where('session_id', '=', sessionId).orderBy('position').execute();
    expect(rows.map((r) => Number(r.position))).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    // Every request is there once, followed by its own reply.
    const asked = rows.filter((r) => r.role === 'user').map((r) => r.content);
    expect([...asked].sort()).toEqual(['Write about hiring juniors', ...asks].sort());
    for (let i = 0; i < rows.length; i += 2) {
      expect(rows[i].role).toBe('user');
      expect(rows[i + 1].role).toBe('assistant');
      expect(rows[i + 1].content).toContain(rows[i].content.slice(-12));
    }
    // The chat as the screen reads it: the same order.
    const chat = await t.app.inject({ method: 'GET', url: `/api/linkedin-gpt/sessions/${sessionId}`, headers: m.headers });
    expect(chat.json().messages.map((x: { content: string }) => x.content)).toEqual(rows.map((r) => r.content));

    const usage = (await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: m.headers })).json();
    expect(usage.ai_credits_used).toBe(11);
    const holds = await t.db.selectFrom('credit_reservations').select('id').where('user_id', '=', m.userId).execute();
    expect(holds).toEqual([]);
    // On SQLite the first chat also starts the writer thread (seconds on a loaded machine).
  }, 120_000);

  const message = (content: string, role: 'user' | 'assistant' = 'user') => ({ id: randomUUID(), role, content, metadata: null });
  async function newChat(userId: string): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await t.db.insertInto('chat_sessions').values({ id, user_id: userId, template_name: null, template_text: null, viral_context: null, topic: 'hiring', created_at: now, updated_at: now }).execute();
    await repo.appendMessages(t.db, { sessionId: id, userId, now, newSession: true, messages: [message('ask 1'), message('post 1', 'assistant')] });
    return id;
  }
  const positionsOf = async (sessionId: string) =>
    (await t.db.selectFrom('chat_messages').select(['position', 'content']).where('session_id', '=', sessionId).orderBy('position').execute()).map((r) => [Number(r.position), r.content]);

  it('appends from a second transaction while the first has read where the chat ends: after it, not beside it', async () => {
    const m = await createMember(t.db);
    const sessionId = await newChat(m.userId);
    const append = (db: typeof t.db, n: number) =>
      db.transaction().execute((trx) =>
        repo.appendMessages(trx, { sessionId, userId: m.userId, now: new Date().toISOString(), messages: [message(`ask ${n}`), message(`post ${n}`, 'assistant')] }),
      );
    // The second append starts once the first has read the chat's messages (PostgreSQL: and runs until it ends or waits
    // for a lock the first holds); the first then writes and commits.
    let second: Promise<void> | null = null;
    const pause = new PauseAfter(
      (node) => namesTable(node, 'chat_messages') || namesTable(node, 'chat_sessions'),
      async () => {
        second = append(t.db, 3);
        if (dialect === 'postgres') await Promise.race([second, waitingForALock(t.db, 'update "chat_sessions"')]);
      },
      dialect === 'sqlite',
    );
    await append(t.db.withPlugin(pause), 2);
    await second;
    const rows = await positionsOf(sessionId);
    expect(rows.map(([p]) => p)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map(([, c]) => c)).toEqual(expect.arrayContaining(['ask 2', 'post 2', 'ask 3', 'post 3']));
    // Each request is followed by its own answer.
    expect(rows[3][1]).toBe(String(rows[2][1]).replace('ask', 'post'));
    expect(rows[5][1]).toBe(String(rows[4][1]).replace('ask', 'post'));
  });

  it('migration 20261210T090000: renumbers chats whose messages share a position, then refuses a shared position', async () => {
    const m = await createMember(t.db);
    const [twins, fine] = [await newChat(m.userId), await newChat(m.userId)];
    await positions.down(t.db);
    // Two replies recorded at once took positions 3 and 4 both; a later reply came after them (5, 6).
    const row = (sessionId: string, position: number, content: string, at: string) => ({
      id: randomUUID(),
      session_id: sessionId,
      user_id: m.userId,
      position,
      role: content.startsWith('ask') ? ('user' as const) : ('assistant' as const),
      content,
      metadata: null,
      created_at: at,
    });
    await t.db
      .insertInto('chat_messages')
      .values([
        row(twins, 3, 'ask b', '2026-01-01T10:00:00.200Z'),
        row(twins, 3, 'ask a', '2026-01-01T10:00:00.100Z'),
        row(twins, 4, 'post b', '2026-01-01T10:00:00.200Z'),
        row(twins, 4, 'post a', '2026-01-01T10:00:00.100Z'),
        row(twins, 5, 'ask c', '2026-01-01T10:05:00.000Z'),
        row(twins, 6, 'post c', '2026-01-01T10:05:00.000Z'),
        row(fine, 3, 'ask 2', '2026-01-01T10:00:00.000Z'),
        row(fine, 4, 'post 2', '2026-01-01T10:00:00.000Z'),
      ])
      .execute();
    await positions.up(t.db);
    expect(await positionsOf(twins)).toEqual([
      [1, 'ask 1'],
      [2, 'post 1'],
      [3, 'ask a'],
      [4, 'post a'],
      [5, 'ask b'],
      [6, 'post b'],
      [7, 'ask c'],
      [8, 'post c'],
    ]);
    expect(await positionsOf(fine)).toEqual([
      [1, 'ask 1'],
      [2, 'post 1'],
      [3, 'ask 2'],
      [4, 'post 2'],
    ]);
    // Matched by its message, not with toThrow: better-sqlite3's native part makes its errors with the SqliteError of the
    // first test file that loaded it in this Jest worker, whose Error is another realm's; toThrow then saw 'did not throw'
    // whenever this file was not its worker's first (CI, stop 33).
    await expect(t.db.insertInto('chat_messages').values(row(fine, 4, 'post 3', new Date().toISOString())).execute()).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/unique/i),
    );
    // Nothing left to renumber: running it again changes nothing.
    expect(await positions.renumberCollidingPositions(t.db)).toBe(0);
  });
});
