import { describeEachDb, type TestDb, createTestDb } from '../test/db';
import { hitRateLimit, pruneRateLimits } from './rate-limit';

describeEachDb('hitRateLimit', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(() => t.destroy());

  const minute = 60_000;
  const windowStart = 1_700_000_040_000; // a multiple of one minute

  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const rule = { key: 'login:ip:1', limit: 3, windowMs: minute };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, { ...rule, now: windowStart + 15_000 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3].retryAfterSec).toBe(45);
    expect(results[0].retryAfterSec).toBe(0);
  });

  it('starts counting again in the next window', async () => {
    const rule = { key: 'login:ip:1', limit: 3, windowMs: minute };
    const next = await hitRateLimit(t.db, { ...rule, now: windowStart + minute });
    expect(next).toEqual({ allowed: true, retryAfterSec: 0, remaining: 2 });
  });

  it('counts keys separately', async () => {
    const r = await hitRateLimit(t.db, { key: 'login:ip:2', limit: 1, windowMs: minute, now: windowStart });
    expect(r.allowed).toBe(true);
  });

  it('allows exactly `limit` of 20 concurrent hits', async () => {
    const rule = { key: 'signup:concurrent', limit: 7, windowMs: minute, now: windowStart };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.db, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    const row = await t.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', rule.key)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(20);
  });

  it('prunes windows that started before a cut-off', async () => {
    const deleted = await pruneRateLimits(t.db, { before: windowStart + minute });
    expect(deleted).toBe(3); // login:ip:1 first window, login:ip:2, signup:concurrent
    const left = await t.db.selectFrom('rate_limits').select(['key', 'window_start']).execute();
    expect(left).toEqual([{ key: 'login:ip:1', window_start: windowStart + minute }]);
  });
});

describe('hitRateLimit across processes', () => {
  // Two pools on one PostgreSQL schema stand in for two API processes.
  const maybe = process.env.TEST_DATABASE_URL ? it : it.skip;
  maybe('shares one counter between separate connection pools', async () => {
    const a = await createTestDb({ dialect: 'postgres' });
    try {
      const { createDb } = await import('./db');
      const schema = (await a.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s;
      const b = createDb(a.config, { pgSchema: schema });
      try {
        const rule = { key: 'multi', limit: 5, windowMs: 60_000, now: 1_700_000_040_000 };
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => hitRateLimit(i % 2 ? a.db : b, rule)),
        );
        expect(results.filter((r) => r.allowed)).toHaveLength(5);
      } finally {
        await b.destroy();
      }
    } finally {
      await a.destroy();
    }
  });
});
