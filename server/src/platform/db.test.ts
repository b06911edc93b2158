import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describeEachDb, type TestDb, createTestDb } from '../test/db';
import { cachingStatements, dialectOf, isUniqueViolation } from './db';
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

    it('reuses prepared statements, with fresh parameters, across a schema change, and keeps the cache bounded', async () => {
      const raw = new BetterSqlite3(':memory:');
      let prepared = 0;
      const prepare = raw.prepare.bind(raw);
      raw.prepare = ((text: string) => {
        prepared += 1;
        return prepare(text);
      }) as typeof raw.prepare;
      const db = new Kysely<{ t: { id: number; name: string; extra: string | null } }>({ dialect: new SqliteDialect({ database: cachingStatements(raw, 3) }) });
      await sql`create table t (id integer primary key, name text)`.execute(db);
      for (const [id, name] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) await db.insertInto('t').values({ id, name }).execute();
      expect(prepared).toBe(2);
      expect(await db.selectFrom('t').select('name').where('id', '=', 2).executeTakeFirst()).toEqual({ name: 'b' });
      expect(await db.selectFrom('t').select('name').where('id', '=', 3).executeTakeFirst()).toEqual({ name: 'c' });
      expect(prepared).toBe(3);
      // A cached statement still sees a column added after it was prepared.
      expect(await db.selectFrom('t').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({ id: 1, name: 'a' });
      await sql`alter table t add column extra text`.execute(db);
      expect(await db.selectFrom('t').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({ id: 1, name: 'a', extra: null });
      // Bounded: a query evicted by three newer ones is prepared again.
      for (const col of ['id', 'name', 'extra'] as const) await db.selectFrom('t').select(col).execute();
      const before = prepared;
      await db.selectFrom('t').select('name').where('id', '=', 2).executeTakeFirst();
      expect(prepared).toBe(before + 1);
      await db.destroy();
    });
  }
});
