import { sql } from 'kysely';
import { describeEachDb, type TestDb, createTestDb } from '../test/db';
import { dialectOf, isUniqueViolation } from './db';
import { collectMigrations } from '../migrations/index';
import { migrateToLatest } from './migrate';

describeEachDb('database', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(() => t.destroy());

  it('reports its dialect, also inside a transaction', async () => {
    expect(dialectOf(t.db)).toBe(dialect);
    await t.db.transaction().execute(async (trx) => expect(dialectOf(trx)).toBe(dialect));
  });

  it('has run the platform migration, and migrating again is a no-op', async () => {
    await t.db.insertInto('rate_limits').values({ key: 'k', window_start: 1_700_000_000_000, count: 2 }).execute();
    const row = await t.db.selectFrom('rate_limits').selectAll().executeTakeFirstOrThrow();
    // bigint comes back as a number on both engines.
    expect(row).toEqual({ key: 'k', window_start: 1_700_000_000_000, count: 2 });
    expect(await migrateToLatest(t.db, collectMigrations())).toEqual([]);
  });

  it('rejects a duplicate primary key, recognised by isUniqueViolation', async () => {
    // Caught by hand: better-sqlite3's errors are not `instanceof Error` inside jest's sandbox.
    const error = await t.db
      .insertInto('rate_limits')
      .values({ key: 'k', window_start: 1_700_000_000_000, count: 1 })
      .execute()
      .then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  if (dialect === 'sqlite') {
    it('enforces foreign keys and uses WAL', async () => {
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.db);
      const wal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
      expect(fk.rows[0].foreign_keys).toBe(1);
      expect(wal.rows[0].journal_mode).toBe('wal');
    });
  }
});
