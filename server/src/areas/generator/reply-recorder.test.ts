import { randomUUID } from 'node:crypto';
import { type TestDb, createTestDb, describeEachDb } from '../../test/db';
import { holdCredit } from './credits-service';
import { recordReply } from './reply-recorder';
import * as repo from './repository';
import { createMember } from './test-support';

/** Replies finishing together share a transaction; each still has all of its rows or none. */
describeEachDb('reply recorder', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(async () => {
    await t.destroy();
  });

  async function reply(userId: string, sessionId: string | null, text: string): Promise<repo.ReplyRecord> {
    const now = new Date().toISOString();
    const hold = await holdCredit({ db: t.db, userId });
    const id = sessionId ?? randomUUID();
    return {
      newSession: sessionId
        ? null
        : { id, user_id: userId, template_name: null, template_text: null, viral_context: null, topic: text, created_at: now, updated_at: now },
      sessionId: id,
      userId,
      now,
      messages: [
        { id: randomUUID(), role: 'user', content: `ask ${text}`, metadata: null },
        { id: randomUUID(), role: 'assistant', content: `post ${text}`, metadata: '{}' },
      ],
      history: { id: randomUUID(), user_id: userId, session_id: id, template_name: null, topic: text, content: `post ${text}`, word_count: 2, additional_context: null, model: 'm', created_at: now },
      hold,
    };
  }

  it('records replies of several members and chats together: messages in order, credits spent per member', async () => {
    const [a, b] = [await createMember(t.db, { tier: 'comet' }), await createMember(t.db, { tier: 'comet' })];
    const first = await reply(a.userId, null, 'a1');
    await recordReply(t.db, first);
    // Together: two follow-ups to one chat, a new chat of a, two new chats of b.
    const records = [
      await reply(a.userId, first.sessionId, 'a2'),
      await reply(a.userId, first.sessionId, 'a3'),
      await reply(a.userId, null, 'a4'),
      await reply(b.userId, null, 'b1'),
      await reply(b.userId, null, 'b2'),
    ];
    await Promise.all(records.map((r) => recordReply(t.db, r)));

    const messages = await repo.listRecentMessages(t.db, { sessionId: first.sessionId, limit: 10 });
    expect(messages.map((m) => [m.position, m.content])).toEqual([
      [1, 'ask a1'],
      [2, 'post a1'],
      [3, 'ask a2'],
      [4, 'post a2'],
      [5, 'ask a3'],
      [6, 'post a3'],
    ]);
    const period = first.hold.period;
    expect(await repo.findCreditUsage(t.db, { userId: a.userId, period })).toEqual({ used: 4, reserved: 0 });
    expect(await repo.findCreditUsage(t.db, { userId: b.userId, period })).toEqual({ used: 2, reserved: 0 });
    const history = await repo.listHistory(t.db, { userId: b.userId, limit: 10, offset: 0 });
    expect(history.rows.map((r) => r.content).sort()).toEqual(['post b1', 'post b2']);
  });

  it('a reply that cannot be recorded fails alone; the others of its group are recorded', async () => {
    const [a, gone] = [await createMember(t.db, { tier: 'comet' }), await createMember(t.db, { tier: 'comet' })];
    const ok1 = await reply(a.userId, null, 'ok1');
    const bad = await reply(gone.userId, null, 'bad');
    const ok2 = await reply(a.userId, null, 'ok2');
    // The member's account is deleted while the reply was being written: its rows break the foreign keys.
    await t.db.deleteFrom('users').where('id', '=', gone.userId).execute();
    const outcomes = await Promise.allSettled([ok1, bad, ok2].map((r) => recordReply(t.db, r)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const history = await repo.listHistory(t.db, { userId: a.userId, limit: 10, offset: 0 });
    expect(history.rows.map((r) => r.content).sort()).toEqual(['post ok1', 'post ok2']);
    expect(await repo.findCreditUsage(t.db, { userId: a.userId, period: ok1.hold.period })).toEqual({ used: 2, reserved: 0 });
    expect(await t.db.selectFrom('chat_sessions').select('id').where('user_id', '=', gone.userId).execute()).toEqual([]);
  });
});
