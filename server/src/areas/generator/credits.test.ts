import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { type FakeProvider, startFakeProvider } from '../../integrations/llm/testing/fake-provider';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { SERVER_ROOT } from '../../platform/paths';
import { sqliteWriter } from '../../platform/sqlite-writer';
import { STALE_HOLD_MS, creditLimitFor, creditPeriod, getUsage, holdCredit, periodBounds, releaseHold, releaseStaleHolds } from './credits-service';
import * as repo from './repository';
import { createMember } from './test-support';

/**
 * The credit rule under load: a member with 3 credits left who fires 50 requests at once gets exactly 3
 * replies, over real HTTP connections, on SQLite and on PostgreSQL.
 */
describeEachDb('AI credits', (dialect) => {
  let t: TestApp;
  let provider: FakeProvider;
  let base: string;

  beforeAll(async () => {
    provider = await startFakeProvider();
    // Every reply takes a little while, so the 50 requests overlap at the model.
    provider.fallback = () => ({ kind: 'stream', chunks: ['A post ', 'worth ', 'a credit?'], firstDelayMs: 30, chunkDelayMs: 5 });
    t = await createTestApp({ dialect, env: { LLM_BASE_URL: provider.baseUrl, LLM_API_KEY: 'k', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '10000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function fire(headers: Record<string, string>, n: number, stream: boolean): Promise<{ status: number; done: boolean; body: string }[]> {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await fetch(`${base}/api/linkedin-gpt/generate`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json' },
          body: JSON.stringify({ user_input: `request ${i}` }),
        });
        const body = await res.text();
        return { status: res.status, body, done: stream ? body.includes('event: done') : res.status === 200 };
      }),
    );
  }

  it('50 concurrent JSON requests with 3 credits left deliver exactly 3 replies', async () => {
    const m = await createMember(t.db);
    const before = provider.requests.length;
    const results = await fire(m.headers, 50, false);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(47);
    expect(JSON.parse(refused[0].body)).toEqual({ detail: 'Monthly limit exceeded. You have used all 3 AI credits for this month. Upgrade your plan for more.' });
    // Refused requests never reached the model.
    expect(provider.requests.length - before).toBe(3);
    const usage = await getUsage({ db: t.db, userId: m.userId });
    expect(usage).toMatchObject({ ai_credits_used: 3, remaining_credits: 0, can_generate: false, posts_generated: 3 });
    const row = await repo.findCreditUsage(t.db, { userId: m.userId, period: creditPeriod(new Date()) });
    expect(row).toEqual({ used: 3, reserved: 0 });
  });

  it('50 concurrent streamed requests by a member 3 credits short of the top plan deliver exactly 3', async () => {
    const m = await createMember(t.db, { tier: 'nova' });
    await t.db
      .insertInto('credit_usage')
      .values({ user_id: m.userId, period: creditPeriod(new Date()), used: 997, reserved: 0, updated_at: new Date().toISOString() })
      .execute();
    const results = await fire(m.headers, 50, true);
    expect(results.filter((r) => r.done)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(47);
    const u = await getUsage({ db: t.db, userId: m.userId });
    expect(u).toMatchObject({ ai_credits_used: 1000, ai_credits_limit: 1000, remaining_credits: 0, posts_generated: 3 });
  });

  it('failed replies free their credit for the next request', async () => {
    const m = await createMember(t.db);
    provider.queue.push({ kind: 'status', status: 500 }, { kind: 'status', status: 429 }, { kind: 'malformed' });
    const failed = await fire(m.headers, 3, false);
    expect(failed.map((r) => r.status).sort()).toEqual([502, 502, 503]);
    const ok = await fire(m.headers, 5, false);
    expect(ok.filter((r) => r.status === 200)).toHaveLength(3);
  });
});

describeEachDb('credit holds', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('counts per calendar month in UTC', async () => {
    const m = await createMember(t.db);
    const jan = new Date('2031-01-31T23:59:59.000Z');
    const feb = new Date('2031-02-01T00:00:00.000Z');
    for (let i = 0; i < 3; i++) {
      const hold = await holdCredit({ db: t.db, userId: m.userId, now: jan });
      await t.db.transaction().execute((trx) => repo.commitCredit(trx, { ...hold, now: jan.toISOString() }));
    }
    await expect(holdCredit({ db: t.db, userId: m.userId, now: jan })).rejects.toMatchObject({ status: 403 });
    expect(await getUsage({ db: t.db, userId: m.userId, now: jan })).toMatchObject({
      ai_credits_used: 3,
      period_start: '2031-01-01T00:00:00.000Z',
      period_end: '2031-02-01T00:00:00.000Z',
    });
    // A new month starts with the full allowance.
    await expect(holdCredit({ db: t.db, userId: m.userId, now: feb })).resolves.toMatchObject({ period: '2031-02' });
    expect(periodBounds(feb).start).toBe('2031-02-01T00:00:00.000Z');
  });

  it('gives back holds left behind by a request that died', async () => {
    const m = await createMember(t.db);
    const then = new Date('2031-03-10T10:00:00.000Z');
    for (let i = 0; i < 3; i++) await holdCredit({ db: t.db, userId: m.userId, now: then });
    await expect(holdCredit({ db: t.db, userId: m.userId, now: new Date(then.getTime() + 60_000) })).rejects.toMatchObject({ status: 403 });
    const later = new Date(then.getTime() + STALE_HOLD_MS + 1000);
    await expect(holdCredit({ db: t.db, userId: m.userId, now: later })).resolves.toBeTruthy();
    const row = await repo.findCreditUsage(t.db, { userId: m.userId, period: '2031-03' });
    expect(row).toEqual({ used: 0, reserved: 1 });
  });

  it('the housekeeping job gives back every member\'s stale holds, and only those', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const then = new Date('2031-05-10T10:00:00.000Z');
    await holdCredit({ db: t.db, userId: a.userId, now: then });
    await holdCredit({ db: t.db, userId: b.userId, now: then });
    const later = new Date(then.getTime() + STALE_HOLD_MS + 1000);
    const fresh = await holdCredit({ db: t.db, userId: a.userId, now: later });
    expect(await releaseStaleHolds({ db: t.db, now: later })).toBeGreaterThanOrEqual(2);
    expect(await repo.findCreditUsage(t.db, { userId: a.userId, period: '2031-05' })).toEqual({ used: 0, reserved: 1 });
    expect(await repo.findCreditUsage(t.db, { userId: b.userId, period: '2031-05' })).toEqual({ used: 0, reserved: 0 });
    // The fresh hold is still there and is spent when its reply is delivered.
    await t.db.transaction().execute((trx) => repo.commitCredit(trx, { ...fresh, now: later.toISOString() }));
    expect(await repo.findCreditUsage(t.db, { userId: a.userId, period: '2031-05' })).toEqual({ used: 1, reserved: 0 });
  });

  it('a reply delivered after its hold was given back as stale is still charged', async () => {
    const m = await createMember(t.db);
    const then = new Date('2031-06-10T10:00:00.000Z');
    const hold = await holdCredit({ db: t.db, userId: m.userId, now: then });
    await releaseStaleHolds({ db: t.db, userId: m.userId, now: new Date(then.getTime() + STALE_HOLD_MS + 1000) });
    await t.db.transaction().execute((trx) => repo.commitCredit(trx, { ...hold, now: then.toISOString() }));
    expect(await repo.findCreditUsage(t.db, { userId: m.userId, period: '2031-06' })).toEqual({ used: 1, reserved: 0 });
  });

  it('50 holds at once by a member with 3 credits left: exactly 3 held (SQLite: on the writer thread), all given back after', async () => {
    const m = await createMember(t.db);
    const now = new Date('2031-08-10T10:00:00.000Z');
    if (dialect === 'sqlite') expect(sqliteWriter(t.db, path.join(SERVER_ROOT, 'src', 'areas', 'generator', 'writes.ts'))).not.toBeNull();
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => holdCredit({ db: t.db, userId: m.userId, now })));
    const held = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(held).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === 'rejected' && (o.reason as { status?: number }).status === 403)).toHaveLength(47);
    expect(await repo.findCreditUsage(t.db, { userId: m.userId, period: '2031-08' })).toEqual({ used: 0, reserved: 3 });
    await Promise.all(held.map((hold) => releaseHold({ db: t.db, hold, now })));
    expect(await repo.findCreditUsage(t.db, { userId: m.userId, period: '2031-08' })).toEqual({ used: 0, reserved: 0 });
    expect(await t.db.selectFrom('credit_reservations').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
  });

  it('an unlimited allowance (-1) always has room', async () => {
    const m = await createMember(t.db);
    const now = new Date().toISOString();
    for (let i = 0; i < 5; i++) {
      expect(await repo.reserveCredit(t.db, { id: `u${i}-${m.userId}`, userId: m.userId, period: '2031-04', limit: -1, now })).toBe(true);
    }
    expect(await repo.reserveCredit(t.db, { id: `x-${m.userId}`, userId: m.userId, period: '2031-04', limit: 5, now })).toBe(false);
  });

  it('two transactions settling the same two members in opposite orders wait for each other instead of deadlocking', async () => {
    // Only PostgreSQL locks rows (SQLite has one writer at a time): one transaction holds the first member's
    // counter while the other settles both members, named second member first; then the first settles the second.
    if (dialect !== 'postgres') return;
    const now = new Date('2031-07-10T10:00:00.000Z');
    const [first, second] = [await createMember(t.db), await createMember(t.db)].sort((x, y) => (x.userId < y.userId ? -1 : 1));
    const hold = (userId: string) => holdCredit({ db: t.db, userId, now }).then((h) => ({ ...h, now: now.toISOString() }));
    const [f1, s1, f2, s2] = [await hold(first.userId), await hold(second.userId), await hold(first.userId), await hold(second.userId)];
    let holdingFirst!: () => void;
    const firstHeld = new Promise<void>((r) => (holdingFirst = r));
    let goOn!: () => void;
    const mayGoOn = new Promise<void>((r) => (goOn = r));
    const one = t.db.transaction().execute(async (trx) => {
      await repo.commitCredits(trx, [f1]);
      holdingFirst();
      await mayGoOn;
      await repo.commitCredits(trx, [s1]);
    });
    await firstHeld;
    const other = t.db.transaction().execute((trx) => repo.commitCredits(trx, [s2, f2]));
    // Until the other transaction waits for a row lock (or 5 s).
    for (let i = 0; i < 100; i++) {
      const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if (waiting.rows[0].n > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    goOn();
    await expect(Promise.all([one, other])).resolves.toBeDefined();
    expect(await repo.findCreditUsage(t.db, { userId: first.userId, period: '2031-07' })).toEqual({ used: 2, reserved: 0 });
    expect(await repo.findCreditUsage(t.db, { userId: second.userId, period: '2031-07' })).toEqual({ used: 2, reserved: 0 });
  });

  it('knows each tier\'s allowance', () => {
    expect([creditLimitFor('free'), creditLimitFor('comet'), creditLimitFor('star'), creditLimitFor('nova'), creditLimitFor('bogus')]).toEqual([3, 100, 400, 1000, 3]);
  });
});
