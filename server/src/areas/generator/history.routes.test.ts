import { randomUUID } from 'node:crypto';
import { ContentHistoryResponse, Usage } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import * as repo from './repository';
import { createMember } from './test-support';
import { StatementCounter } from '../../test/statement-counter';

describeEachDb('content history and usage', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function seed(userId: string, n: number, over: (i: number) => Partial<repo.ContentHistoryRow> = () => ({})) {
    for (let i = 0; i < n; i++) {
      await repo.insertHistory(t.db, {
        id: randomUUID(),
        user_id: userId,
        session_id: null,
        template_name: i % 3 === 0 ? 'Myth Busting' : i % 3 === 1 ? 'Top Mistakes' : null,
        topic: `topic ${i}`,
        content: `content number ${i}`,
        word_count: 3,
        additional_context: null,
        model: 'offline-writer',
        created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString(),
        ...over(i),
      });
    }
  }
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/content-history${query}`, headers });
    expect(res.statusCode).toBe(200);
    return ContentHistoryResponse.parse(res.json());
  };

  it('pages newest first with total and has_more', async () => {
    const m = await createMember(t.db);
    await seed(m.userId, 25);
    const first = await list(m.headers);
    expect(first.history).toHaveLength(20);
    expect(first.total).toBe(25);
    expect(first.has_more).toBe(true);
    expect(first.history[0].topic).toBe('topic 24');
    const second = await list(m.headers, '?limit=20&offset=20');
    expect(second.history.map((h) => h.topic)).toEqual(['topic 4', 'topic 3', 'topic 2', 'topic 1', 'topic 0']);
    expect(second.has_more).toBe(false);
    // Past the end: nothing, and still the whole count.
    const beyond = await list(m.headers, '?limit=20&offset=40');
    expect([beyond.history, beyond.total, beyond.has_more]).toEqual([[], 25, false]);
    expect(Object.keys(second.history[0]).sort()).toEqual(['additional_context', 'content', 'created_at', 'id', 'template_name', 'topic', 'word_count']);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/content-history?limit=0', headers: m.headers })).statusCode).toBe(400);
  });

  it('reads an empty limit or offset as not given, as its other filters and every list route do; refuses a real bad value with 400 {detail}', async () => {
    const m = await createMember(t.db);
    await seed(m.userId, 25);
    for (const query of ['?limit=', '?limit=%20', '?offset=', '?limit=&offset=&search=&template=']) {
      const page = await list(m.headers, query);
      expect([query, page.history.length, page.history[0].topic]).toEqual([query, 20, 'topic 24']);
    }
    // One sentence for every way a value misses, naming what is accepted ('-1' is a number, just not one of those).
    const limit = 'Limit must be a whole number from 1 to 100';
    const offset = 'Offset must be a whole number, 0 or more';
    for (const [query, detail] of [['?limit=abc', limit], ['?limit=0', limit], ['?limit=-1', limit], ['?limit=1000', limit], ['?limit=2.5', limit], ['?limit=1e1', limit], ['?offset=-1', offset], ['?offset=x', offset]]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/content-history${query}`, headers: m.headers });
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { detail }]);
    }
  });

  it('searches topic and content, filters by template', async () => {
    const m = await createMember(t.db);
    await seed(m.userId, 12);
    await seed(m.userId, 1, () => ({ topic: 'Pricing 100% honest_take', content: 'plain' }));
    expect((await list(m.headers, '?search=number%2011')).history.map((h) => h.topic)).toEqual(['topic 11']);
    expect((await list(m.headers, '?search=TOPIC%201')).total).toBe(3); // topic 1, 10, 11
    // Words in any order, each in the topic or the content.
    expect((await list(m.headers, '?search=11%20number')).history.map((h) => h.topic)).toEqual(['topic 11']);
    expect((await list(m.headers, '?search=%20honest%20%20pricing%20')).history.map((h) => h.topic)).toEqual(['Pricing 100% honest_take']);
    expect((await list(m.headers, '?search=plain%20pricing')).total).toBe(1);
    // LIKE wildcards in the search are literal.
    expect((await list(m.headers, '?search=100%25')).total).toBe(1);
    expect((await list(m.headers, '?search=_')).total).toBe(1);
    const myth = await list(m.headers, '?template=Myth%20Busting');
    expect(myth.total).toBe(5);
    expect(myth.history.every((h) => h.template_name === 'Myth Busting')).toBe(true);
    expect((await list(m.headers, '?template=Myth%20Busting&search=topic%209')).total).toBe(1);
  });

  it("finds a word in any script and case in the topic or content: 'москва' finds 'Москва', 'école' 'École' (SQLite's own lower() folds A-Z only)", async () => {
    const m = await createMember(t.db);
    await seed(m.userId, 1, () => ({ topic: 'Москва и Санкт-Петербург', content: 'Rentrée à l’École' }));
    await seed(m.userId, 1, () => ({ topic: 'plain', content: 'nothing here' }));
    for (const q of ['москва', 'МОСКВА', 'école', 'ÉCOLE', 'rentrée москва']) {
      expect([q, (await list(m.headers, `?search=${encodeURIComponent(q)}`)).history.map((h) => h.topic)]).toEqual([q, ['Москва и Санкт-Петербург']]);
    }
  });

  it('states total, templates used and average words over all of the history, whatever the page', async () => {
    const m = await createMember(t.db);
    expect((await list(m.headers)).stats).toEqual({ total: 0, templates_used: 0, average_words: 0 });
    await seed(m.userId, 25, (i) => ({ word_count: i < 5 ? 100 : 10 })); // (5 * 100 + 20 * 10) / 25 = 28
    const page = await list(m.headers, '?limit=5&offset=20&template=Myth%20Busting');
    expect(page.stats).toEqual({ total: 25, templates_used: 2, average_words: 28 });
    expect(page.templates).toEqual(['Myth Busting', 'Top Mistakes']);
    // A search that finds nothing, and a page past the end, still state the whole history.
    for (const empty of ['?search=no%20such%20words', '?limit=20&offset=40']) {
      const none = await list(m.headers, empty);
      expect([none.history, none.stats, none.templates]).toEqual([[], { total: 25, templates_used: 2, average_words: 28 }, ['Myth Busting', 'Top Mistakes']]);
    }
    // Posts written without a template count as posts, not as a template.
    await seed(m.userId, 2, () => ({ template_name: null, word_count: 3 })); // (700 + 6) / 27 = 26.1
    const more = await list(m.headers, '?limit=1');
    expect([more.stats, more.templates]).toEqual([{ total: 27, templates_used: 2, average_words: 26 }, ['Myth Busting', 'Top Mistakes']]);
    const other = await createMember(t.db);
    expect((await list(other.headers)).stats.total).toBe(0);
  });

  it('reads a page, its total and the overview in one statement, also when the page is empty (a new member, past the end, a search that finds nothing)', async () => {
    const counter = new StatementCounter();
    const db = t.db.withPlugin(counter);
    const read = async (query: Parameters<typeof repo.listHistory>[1]) => {
      counter.count = 0;
      const result = await repo.listHistory(db, query);
      return { ...result, statements: counter.count };
    };
    const m = await createMember(t.db);
    expect(await read({ userId: m.userId, limit: 20, offset: 0 })).toEqual({ rows: [], total: 0, overview: { posts: 0, templates: 0, averageWords: 0, names: [] }, statements: 1 });
    await seed(m.userId, 4);
    const overview = { posts: 4, templates: 2, averageWords: 3, names: ['Myth Busting', 'Top Mistakes'] };
    const page = await read({ userId: m.userId, limit: 2, offset: 1 });
    expect([page.rows.map((r) => r.topic), page.total, page.overview, page.statements]).toEqual([['topic 2', 'topic 1'], 4, overview, 1]);
    expect(await read({ userId: m.userId, limit: 2, offset: 10 })).toEqual({ rows: [], total: 4, overview, statements: 1 });
    expect(await read({ userId: m.userId, limit: 2, offset: 0, search: 'nothing like it' })).toEqual({ rows: [], total: 0, overview, statements: 1 });
    const mistakes = await read({ userId: m.userId, limit: 20, offset: 0, template: 'Top Mistakes', search: 'NUMBER' });
    expect([mistakes.rows.map((r) => r.topic), mistakes.total, mistakes.statements]).toEqual([['topic 1'], 1, 1]);
    expect(Object.keys(mistakes.rows[0]!).sort()).toEqual(['additional_context', 'content', 'created_at', 'id', 'model', 'session_id', 'template_name', 'topic', 'user_id', 'word_count']);
  });

  it('lets only the owner delete an item', async () => {
    const owner = await createMember(t.db);
    const other = await createMember(t.db);
    await seed(owner.userId, 2);
    const [item] = (await list(owner.headers)).history;
    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/user/content-history/${item.id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Content not found' });
    expect((await list(other.headers)).total).toBe(0);
    const mine = await t.app.inject({ method: 'DELETE', url: `/api/user/content-history/${item.id}`, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ success: true, message: 'Content deleted successfully' });
    expect((await list(owner.headers)).total).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/content-history/${item.id}`, headers: owner.headers })).statusCode).toBe(404);
    // Without a session (SPEC.md §7: bearer optional) nobody's items are listed.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/content-history' })).json()).toMatchObject({ history: [], total: 0 });
  });

  it('reports every usage field', async () => {
    const m = await createMember(t.db, { tier: 'star' });
    // History items not delivered this month (imported, older) are no part of the month's usage.
    await seed(m.userId, 4);
    for (const [user_input, template] of [['Write about hiring', 'Personal Journey'], ['Write about churn', 'Top Mistakes'], ['Write about pricing', null]]) {
      const sent = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers, payload: { user_input, template } });
      expect(sent.statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const u = Usage.parse(res.json());
    const now = new Date();
    expect(u).toEqual({
      ai_credits_used: 3,
      ai_credits_limit: 400,
      remaining_credits: 397,
      can_generate: true,
      posts_generated: 3,
      templates_accessed: 2,
      subscription_status: null,
      subscription_tier: 'star',
      period_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      period_end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/usage' })).statusCode).toBe(401);
  });

  it('deleting the member deletes their chats, history and credits', async () => {
    const m = await createMember(t.db);
    await seed(m.userId, 2);
    const sent = await t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: m.headers, payload: { user_input: 'Write about hiring', template: 'Personal Journey' } });
    expect(sent.statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', m.userId).execute();
    for (const table of ['chat_sessions', 'chat_messages', 'content_history', 'credit_usage', 'credit_usage_templates', 'credit_reservations'] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', m.userId).execute();
      expect([table, rows.length]).toEqual([table, 0]);
    }
  });
});
