import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { type TestDb, TEST_DATABASE_URL, createTestDb } from '../test/db';
import { createDb, isUniqueViolation } from './db';
import { SERVER_ROOT } from './paths';
import { sqliteWriter } from './sqlite-writer';

const TASKS = path.join(SERVER_ROOT, 'src', 'platform', 'testing', 'writer-tasks.ts');

describe('SQLite writer thread', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect: 'sqlite' });
  });
  afterAll(async () => {
    await t.destroy();
  });

  const count = async (key: string) => (await t.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count;

  it('runs a task on another thread with its own connection; what it wrote is visible once it resolves', async () => {
    const writer = sqliteWriter(t.db, TASKS)!;
    expect(writer).not.toBeNull();
    expect(sqliteWriter(t.db, TASKS)).toBe(writer);
    const ranOn = await writer.run<number>('insert', { key: 'a', count: 7 });
    expect(ranOn).not.toBe(threadId);
    expect(await count('a')).toBe(7);
  });

  it('tasks sent together share a transaction, yet a failing task is rolled back alone with its error and code', async () => {
    const writer = sqliteWriter(t.db, TASKS)!;
    await writer.run('insert', { key: 'dup', count: 1 });
    const outcomes = await Promise.allSettled([
      writer.run('insert', { key: 'b1', count: 1 }),
      writer.run('insertThenFail', { key: 'gone' }),
      writer.run('insert', { key: 'dup', count: 2 }),
      writer.run('insert', { key: 'b2', count: 1 }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const failed = (outcomes[1] as PromiseRejectedResult).reason;
    expect(failed).toMatchObject({ message: 'refused after writing', code: 'E_TEST' });
    expect(isUniqueViolation((outcomes[2] as PromiseRejectedResult).reason)).toBe(true);
    expect(await count('b1')).toBe(1);
    expect(await count('b2')).toBe(1);
    expect(await count('gone')).toBeUndefined();
    expect(await count('dup')).toBe(1);
  });

  it('a conditional write stays exact under concurrent calls, beside writes on the event loop’s own connection', async () => {
    const writer = sqliteWriter(t.db, TASKS)!;
    await writer.run('insert', { key: 'limit', count: 0 });
    const own = t.db.updateTable('rate_limits').set({ window_start: 0 }).where('key', '=', 'limit').execute();
    const results = await Promise.all(Array.from({ length: 50 }, () => writer.run<boolean>('bump', { key: 'limit', limit: 3 })));
    await own;
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await count('limit')).toBe(3);
  });

  it('answers null where a second connection cannot follow: a transaction, an in-memory or a PostgreSQL database', async () => {
    await t.db.transaction().execute(async (trx) => {
      expect(sqliteWriter(trx as never, TASKS)).toBeNull();
    });
    const memory = createDb({ database: { dialect: 'sqlite', path: ':memory:' } });
    expect(sqliteWriter(memory, TASKS)).toBeNull();
    await memory.destroy();
    if (TEST_DATABASE_URL) {
      const pg = await createTestDb({ dialect: 'postgres' });
      try {
        expect(sqliteWriter(pg.db, TASKS)).toBeNull();
      } finally {
        await pg.destroy();
      }
    }
  });

  it('finishes what it was sent when the handle closes, then refuses more', async () => {
    const other = await createTestDb({ dialect: 'sqlite' });
    const writer = sqliteWriter(other.db, TASKS)!;
    await writer.run('insert', { key: 'x', count: 1 });
    const last = writer.run('insert', { key: 'last', count: 1 });
    await other.db.destroy();
    await expect(last).resolves.toEqual(expect.any(Number));
    await expect(writer.run('insert', { key: 'y', count: 1 })).rejects.toThrow('the database handle was closed');
    await other.destroy();
  });

  it("destroy() resolves once the thread's connection is closed too: the WAL files are gone, nothing races their removal", async () => {
    const other = await createTestDb({ dialect: 'sqlite' });
    const writer = sqliteWriter(other.db, TASKS)!;
    await writer.run('insert', { key: 'x', count: 1 });
    await other.db.destroy();
    const { database } = other.config;
    if (database.dialect !== 'sqlite') throw new Error('a SQLite test database was asked for');
    const file = database.path;
    // No thread of this process holds the file (or its WAL files) open any more (Linux: /proc/self/fd).
    const open = readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(file);
      } catch {
        return false;
      }
    });
    expect(open).toEqual([]);
    expect([existsSync(`${file}-wal`), existsSync(`${file}-shm`)]).toEqual([false, false]);
    await other.destroy();
  });
});
