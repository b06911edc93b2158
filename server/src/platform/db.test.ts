import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describeEachDb, type TestDb, createTestDb } from '../test/db';
import { cachingStatements, createDb, dialectOf, isUniqueViolation, keptStatement, keptStatementByShape, preparedStatements } from './db';
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

  it('introspects its own schema only (PostgreSQL: another schema on the server, even one being dropped, is not read)', async () => {
    if (dialect !== 'postgres') return;
    const other = `t_other_${Date.now().toString(36)}`;
    await sql.raw(`create schema ${other}; create table ${other}.jobs (id int); create table ${other}.other_only (id serial primary key)`).execute(t.db);
    try {
      const tables = await t.db.introspection.getTables({ withInternalKyselyTables: true });
      const current = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0].s;
      expect(new Set(tables.map((x) => x.schema))).toEqual(new Set([current]));
      expect(tables.map((x) => x.name)).not.toContain('other_only');
      expect(tables.map((x) => x.name)).toEqual(expect.arrayContaining(['rate_limits', 'jobs', 'kysely_migration']));
      // What Kysely's own introspector says of this schema, nothing less.
      const { PostgresIntrospector } = await import('kysely');
      const kysely = (await new PostgresIntrospector(t.db).getTables({ withInternalKyselyTables: true })).filter((x) => x.schema === current);
      const shape = (list: typeof tables) => list.map((x) => ({ ...x, columns: [...x.columns] })).sort((a, b) => a.name.localeCompare(b.name));
      expect(shape(tables)).toEqual(shape(kysely));
      expect((await t.db.introspection.getTables()).map((x) => x.name)).not.toContain('kysely_migration');
    } finally {
      await sql.raw(`drop schema ${other} cascade`).execute(t.db);
    }
  });

  it('keptStatement: compiled once, then each call with its own values, also in a transaction; an argument that is not a whole parameter is refused', async () => {
    await t.db.insertInto('rate_limits').values([
      { key: 'kept:a', window_start: 1, count: 5 },
      { key: 'kept:b', window_start: 2, count: 7 },
    ]).execute();
    let builds = 0;
    const byKey = keptStatement((db, key: string, min: number) => {
      builds++;
      return db.selectFrom('rate_limits').select(['key', 'count']).where('key', '=', key).where('count', '>=', min).where('window_start', '>', 0);
    });
    expect(await byKey(t.db, 'kept:a', 1)).toEqual([{ key: 'kept:a', count: 5 }]);
    expect(await byKey(t.db, 'kept:b', 1)).toEqual([{ key: 'kept:b', count: 7 }]);
    expect(await byKey(t.db, 'kept:b', 8)).toEqual([]);
    expect(builds).toBe(1);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('rate_limits').set({ count: 9 }).where('key', '=', 'kept:a').execute();
      expect(await byKey(trx, 'kept:a', 9)).toEqual([{ key: 'kept:a', count: 9 }]);
    });
    expect(await byKey(t.db, 'kept:a', 9)).toEqual([{ key: 'kept:a', count: 9 }]);
    const prefixed = keptStatement((db, key: string) => db.selectFrom('rate_limits').select('key').where('key', 'like', `${key}%`));
    await expect(prefixed(t.db, 'kept:')).rejects.toThrow(/not a whole parameter/);
    const unused = keptStatement((db, _key: string) => db.selectFrom('rate_limits').select('key'));
    await expect(unused(t.db, 'kept:a')).rejects.toThrow(/argument 0 is not a parameter/);
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'kept:%').execute();
  });

  it('keptStatementByShape: compiled once per shape (its name, which values are absent, how long each list is), each call with its own values', async () => {
    await t.db.insertInto('rate_limits').values([
      { key: 'shape:a', window_start: 1, count: 5 },
      { key: 'shape:b', window_start: 2, count: 7 },
      { key: 'shape:c', window_start: 3, count: 9 },
    ]).execute();
    const built: string[] = [];
    const listed = keptStatementByShape((db, order: 'asc' | 'desc', keys: string[], min: number | undefined, limit: number) => {
      built.push(`${order} ${keys.length} ${min === undefined ? '-' : 'min'}`);
      return db
        .selectFrom('rate_limits')
        .select(['key', 'count'])
        .where('key', 'like', 'shape:%')
        .$if(keys.length > 0, (q) => q.where('key', 'in', keys))
        .$if(min !== undefined, (q) => q.where('count', '>=', min!))
        .orderBy('count', order)
        .limit(limit);
    });
    const keysOf = (rows: { key: string }[]) => rows.map((r) => r.key);
    expect(keysOf(await listed(t.db, 'asc', [], undefined, 10))).toEqual(['shape:a', 'shape:b', 'shape:c']);
    expect(keysOf(await listed(t.db, 'asc', [], undefined, 2))).toEqual(['shape:a', 'shape:b']);
    expect(keysOf(await listed(t.db, 'desc', [], undefined, 10))).toEqual(['shape:c', 'shape:b', 'shape:a']);
    expect(keysOf(await listed(t.db, 'asc', [], 7, 10))).toEqual(['shape:b', 'shape:c']);
    expect(keysOf(await listed(t.db, 'asc', [], 9, 10))).toEqual(['shape:c']);
    expect(keysOf(await listed(t.db, 'asc', ['shape:a', 'shape:c'], undefined, 10))).toEqual(['shape:a', 'shape:c']);
    expect(keysOf(await listed(t.db, 'asc', ['shape:b', 'shape:c'], undefined, 10))).toEqual(['shape:b', 'shape:c']);
    expect(keysOf(await listed(t.db, 'asc', ['shape:b'], 8, 10))).toEqual([]);
    expect(built).toEqual(['asc 0 -', 'desc 0 -', 'asc 0 min', 'asc 2 -', 'asc 1 min']);
    // Inside a transaction: its own handle, its own compilation, the transaction's view.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('rate_limits').set({ count: 1 }).where('key', '=', 'shape:c').execute();
      expect(keysOf(await listed(trx, 'asc', [], 7, 10))).toEqual(['shape:b']);
    });
    const prefixed = keptStatementByShape((db, _shape: 'one', key: string) => db.selectFrom('rate_limits').select('key').where('key', 'like', `${key}%`));
    await expect(prefixed(t.db, 'one', 'shape:')).rejects.toThrow(/not a whole parameter/);
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'shape:%').execute();
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

  if (dialect === 'postgres') {
    type Shapes = { shapes: { id: number; name: string; extra?: string | null } };
    /** A one-connection pool on this test's schema, so what it prepared is what pg_prepared_statements shows. */
    async function oneConnection(preparedStatements = true) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
      return createDb(t.config, { pgSchema: rows[0].schema, poolSize: 1, preparedStatements }) as unknown as Kysely<Shapes>;
    }
    const preparedLike = async (db: Kysely<Shapes>, text: string) =>
      (await sql<{ name: string }>`select name from pg_prepared_statements where statement like ${`%${text}%`} and statement not like '%pg_prepared_statements%'`.execute(db)).rows.map((r) => r.name);

    it('runs each statement prepared once per connection, with fresh parameters, and never DDL', async () => {
      const db = await oneConnection();
      await sql`drop table if exists shapes`.execute(db);
      await sql`create table shapes (id integer primary key, name text not null)`.execute(db);
      await db.insertInto('shapes').values([{ id: 1, name: 'circle' }, { id: 2, name: 'square' }]).execute();
      const nameOf = (id: number) => db.selectFrom('shapes').select('name').where('id', '=', id).executeTakeFirst();
      expect([await nameOf(1), await nameOf(2), await nameOf(3)]).toEqual([{ name: 'circle' }, { name: 'square' }, undefined]);
      const names = await preparedLike(db, 'from "shapes" where "id" = $1');
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^pp_/);
      expect(await preparedLike(db, 'create table shapes')).toEqual([]);
      await db.destroy();

      const unnamed = await oneConnection(false);
      await unnamed.selectFrom('shapes').select('name').where('id', '=', 1).execute();
      expect(await preparedLike(unnamed, 'from "shapes"')).toEqual([]);
      await unnamed.destroy();
    });

    it('keeps answering when a table changes shape under a prepared statement; inside a transaction the connection is replaced', async () => {
      const db = await oneConnection();
      await sql`drop table if exists shapes`.execute(db);
      await sql`create table shapes (id integer primary key, name text not null)`.execute(db);
      await db.insertInto('shapes').values({ id: 1, name: 'circle' }).execute();
      const all = () => db.selectFrom('shapes').selectAll().where('id', '=', 1).executeTakeFirst();
      expect(await all()).toEqual({ id: 1, name: 'circle' });
      // What a migration run by a newer process does while this one serves.
      await sql`alter table shapes add column extra text`.execute(db);
      expect(await all()).toEqual({ id: 1, name: 'circle', extra: null });
      expect(await all()).toEqual({ id: 1, name: 'circle', extra: null });

      expect(await all()).toEqual({ id: 1, name: 'circle', extra: null }); // prepared again on the fresh connection
      await sql`alter table shapes drop column extra`.execute(db);
      const inTransaction = await db
        .transaction()
        .execute(async (trx) => trx.selectFrom('shapes').selectAll().where('id', '=', 1).executeTakeFirst())
        .then(() => null, (e: { code?: string }) => e.code);
      expect(inTransaction).toBe('0A000');
      // The next statement runs on a fresh connection, which prepares the new shape.
      expect(await all()).toEqual({ id: 1, name: 'circle' });
      expect(await all()).toEqual({ id: 1, name: 'circle' });
      await db.destroy();
    });
  }

  it('names at most a bounded number of statement texts, and only queries and writes of modest size', () => {
    const names = preparedStatements(2);
    const first = names.nameOf('select 1 where $1 = 1', 1);
    expect(first).toMatch(/^pp_[\w-]{27}$/);
    expect(names.nameOf('select 1 where $1 = 1', 1)).toBe(first);
    expect(preparedStatements().nameOf('select 1 where $1 = 1', 1)).toBe(first); // every process agrees
    expect(names.nameOf('create table x (id int)', 0)).toBeUndefined();
    expect(names.nameOf(`insert into x values ${'($1),'.repeat(5000)}($1)`, 1)).toBeUndefined();
    expect(names.nameOf('select $1', 201)).toBeUndefined();
    expect(names.nameOf('  WITH a as (select 1) select * from a', 0)).toMatch(/^pp_/);
    expect(names.nameOf('update x set y = 1', 0)).toBeUndefined(); // the limit is reached
    expect(names.nameOf('select 1 where $1 = 1', 1)).toBe(first);
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
