import BetterSqlite3 from 'better-sqlite3';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../test/config';
import { isDatabaseUnavailable } from './db';

/** Which failures the HTTP layer answers 503 (retry) rather than 500 (a bug); faults.test.ts covers PostgreSQL live. */
describe('isDatabaseUnavailable', () => {
  it('is true for a lost or refused connection, a server shutting down and too many connections', () => {
    const errno = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P03', '53300', '08006', '08001']) {
      expect([code, isDatabaseUnavailable(errno(code))]).toEqual([code, true]);
    }
    for (const message of ['Connection terminated unexpectedly', 'timeout exceeded when trying to connect', 'Client has encountered a connection error and is not queryable']) {
      expect([message, isDatabaseUnavailable(new Error(message))]).toEqual([message, true]);
    }
  });

  it('is false for what the query itself got wrong', () => {
    for (const code of ['23505', '42P01', '22P02', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR']) {
      expect([code, isDatabaseUnavailable(Object.assign(new Error('query failed'), { code }))]).toEqual([code, false]);
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNRESET')).toBe(false);
  });

  it('is true for SQLite still locked by another process after busy_timeout', () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'locked.db');
    const holder = new BetterSqlite3(file);
    const other = new BetterSqlite3(file);
    try {
      holder.exec('create table t (x int)');
      other.pragma('busy_timeout = 0');
      holder.exec('begin exclusive');
      let caught: unknown;
      try {
        other.prepare('select * from t').all();
      } catch (error) {
        caught = error;
      }
      expect((caught as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(isDatabaseUnavailable(caught)).toBe(true);
    } finally {
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
