import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Config } from './config';
import type { JobsTables } from './jobs/tables';

/**
 * The typed schema of every table. The platform declares its own; each area adds its tables from its `tables.ts`
 * by module augmentation (`declare module '../../platform/db' { interface Database extends AuthTables {} }`), so
 * the platform imports no area and a query against a column that does not exist still fails to compile.
 */
export interface Database extends JobsTables {
  rate_limits: RateLimitsTable;
}

export interface RateLimitsTable {
  key: string;
  /** Start of the fixed window, epoch milliseconds. */
  window_start: number;
  count: number;
}

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export interface CreateDbOptions {
  /** PostgreSQL only: the schema every pooled connection uses (tests isolate themselves this way). */
  pgSchema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
}

/** Opens the configured database: SQLite at config.database.path, or a PostgreSQL pool. */
export function createDb(config: Pick<Config, 'database'>, options: CreateDbOptions = {}): Db {
  const { database } = config;
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: options.poolSize ?? 10,
      types: pgTypes,
      // Set at connection start-up, so no query can ever run against the wrong schema.
      ...(options.pgSchema ? { options: `-c search_path=${quoteIdent(options.pgSchema)}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reports the failure.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL pool error: ${error.message}\n`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  if (database.path !== ':memory:') mkdirSync(path.dirname(database.path), { recursive: true });
  const sqlite = new BetterSqlite3(database.path);
  // WAL lets readers proceed while one writer writes; busy_timeout makes a second process (the worker)
  // wait for the lock instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred query shapes). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs as much as running a small query (measured
 * under load: 17 prepares per chat reply, a third of the time spent in SQLite). The same SQL text reuses its
 * statement. Safe because Kysely runs one query at a time on the one SQLite connection (a streamed query holds
 * it to the end), and SQLite re-prepares a statement by itself after a schema change.
 */
export function cachingStatements(sqlite: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        // Most recently used last, so the oldest entry is the first one the Map yields.
        cache.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

/** Which engine a Kysely instance (or a transaction of it) talks to; for the few places SQL differs. */
export function dialectOf(db: Kysely<any>): DbDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * int8 (COUNT(*), bigint columns) arrives from pg as a string; SQLite gives numbers. Parse it so both
 * dialects return the same JS types. Values stay below 2^53 (epoch milliseconds, counters).
 */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}

/**
 * True for a unique or primary-key violation on either engine, so a repository can turn a lost race
 * ("e-mail already registered") into a 409 instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
