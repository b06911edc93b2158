import { createSession, createUser } from '../test/factories';
import { describeEachDb, type TestDb, createTestDb } from '../test/db';
import { hitRateLimit } from '../platform/rate-limit';
import { runHousekeeping } from './housekeeping';
import { startWorker } from './worker';

describeEachDb('housekeeping', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(() => t.destroy());

  it('forgets expired sessions and old rate-limit windows, keeps live ones', async () => {
    const { user } = await createUser(t.db);
    await createSession(t.db, user.id);
    await createSession(t.db, user.id);
    const [first] = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', first.id).execute();
    const now = Date.now();
    await hitRateLimit(t.db, { key: 'old', limit: 5, windowMs: 60_000, now: now - 3 * 24 * 3600_000 });
    await hitRateLimit(t.db, { key: 'fresh', limit: 5, windowMs: 60_000, now });

    const result = await runHousekeeping(t.db, now);

    expect(result.sessions).toBe(1);
    expect(result.rateLimitWindows).toBe(1);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions.map((s) => s.id)).not.toContain(first.id);
    expect(sessions).toHaveLength(1);
    const windows = await t.db.selectFrom('rate_limits').select('key').execute();
    expect(windows.map((w) => w.key).some((k) => k.includes('fresh') || k === 'fresh')).toBe(true);
    expect(windows).toHaveLength(1);
    // A second pass finds nothing left to do.
    expect(await runHousekeeping(t.db, now)).toEqual({ rateLimitWindows: 0, sessions: 0, tokens: 0, states: 0 });
  });

  it('the worker runs passes on its interval, logs failures instead of crashing, and stops cleanly', async () => {
    const infos: unknown[] = [];
    const errors: unknown[] = [];
    const worker = startWorker({ db: t.db, intervalMs: 1000, log: { info: (o: unknown) => infos.push(o), error: (o: unknown) => errors.push(o) } as never });
    await new Promise((r) => setTimeout(r, 2300));
    await worker.stop();
    expect(infos.length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});
