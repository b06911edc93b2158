import type { PostWriter } from '../../integrations/llm/index';
import { type TestDb, createTestDb, describeEachDb } from '../../test/db';
import { getUsage } from './credits-service';
import * as repo from './repository';
import { writeReply } from './service';
import { deleteChatSession } from './sessions-service';
import { createMember } from './test-support';

/**
 * A chat deleted (in another tab, on another device) while one of its replies is being written: the reply answers
 * 404 'Chat session not found', as a continue sent after the deletion does (the screen then starts a new chat),
 * not 'Internal server error'; nothing of it is recorded and its credit is given back.
 */
describeEachDb('a chat deleted while its reply is written', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(async () => {
    await t.destroy();
  });

  /** A writer that runs `meanwhile` between its first and its last words. */
  const writer = (meanwhile: () => Promise<void>): PostWriter => ({
    model: 'test-writer',
    offline: false,
    async *stream() {
      yield 'Four days a week, one quarter in. ';
      await meanwhile();
      yield 'Here is what changed for our team, and what did not.';
    },
  });

  it("answers 404 'Chat session not found', records nothing and spends no credit", async () => {
    const m = await createMember(t.db);
    const signal = new AbortController().signal;
    const first = await writeReply({ db: t.db, writer: writer(async () => undefined), userId: m.userId, mode: 'generate', userInput: 'Our four-day week', signal });
    expect((await getUsage({ db: t.db, userId: m.userId })).ai_credits_used).toBe(1);

    const reply = writeReply({
      db: t.db,
      writer: writer(() => deleteChatSession({ db: t.db, userId: m.userId, id: first.session_id })),
      userId: m.userId,
      mode: 'continue',
      userInput: 'make it longer',
      sessionId: first.session_id,
      signal,
    });
    await expect(reply).rejects.toMatchObject({ status: 404, detail: 'Chat session not found' });

    const usage = await getUsage({ db: t.db, userId: m.userId });
    expect([usage.ai_credits_used, usage.can_generate, usage.posts_generated]).toEqual([1, true, 1]);
    expect(await repo.listSessions(t.db, { userId: m.userId, limit: 10 })).toEqual([]);
  });
});
