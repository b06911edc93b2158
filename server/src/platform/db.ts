import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type Compilable, CompiledQuery, type Expression, Kysely, createQueryId, PostgresAdapter, type PostgresPool, type PostgresPoolClient, type RawBuilder, SqliteDialect, type SqliteDatabase, sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Config } from './config';
import type { JobsTables } from './jobs/tables';
import { SchemaScopedPostgresDialect } from './pg-introspector';

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
  /** PostgreSQL only: how long a request waits for a new connection before it fails (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: how long one statement may go unanswered before it fails as 'database unavailable' and its
   * connection is thrown away (pooledClients). Default: the config's `database.queryTimeoutMs`
   * (DB_QUERY_TIMEOUT_MS); 0 = none (migrations and command-line tools, whose statements may run for minutes).
   */
  queryTimeoutMs?: number;
  /**
   * PostgreSQL only: run the app's statements as named prepared statements, parsed and planned once per connection
   * (preparedStatements). Default: the config's `database.preparedStatements` (DB_PREPARED_STATEMENTS, on).
   */
  preparedStatements?: boolean;
}

/** Opens the configured database: SQLite at config.database.path, or a PostgreSQL pool. */
export function createDb(config: Pick<Config, 'database'>, options: CreateDbOptions = {}): Db {
  const { database } = config;
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: options.poolSize ?? 10,
      // A server that accepts no connection (down, partitioned) fails a request within this instead of hanging it.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      types: pgTypes,
      // Set at connection start-up, so no query can ever run against the wrong schema.
      ...(options.pgSchema ? { options: `-c search_path=${quoteIdent(options.pgSchema)}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reports the failure.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL pool error: ${error.message}\n`));
    // Nor may a client that loses it while checked out (the pool listens only to idle ones): without a listener its
    // 'error' event is an uncaught exception that ends the process. The query it was running rejects by itself.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const timeoutMs = options.queryTimeoutMs ?? database.queryTimeoutMs ?? 0;
    const statements = (options.preparedStatements ?? database.preparedStatements ?? true) ? preparedStatements() : null;
    return new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool: pooledClients(pool, { timeoutMs, statements }) }) });
  }

  if (database.path !== ':memory:') mkdirSync(path.dirname(database.path), { recursive: true });
  const sqlite = openSqlite(database.path);
  const closers = new Set<() => void | Promise<void>>();
  let closing: Promise<unknown> = Promise.resolve();
  const connection = cachingStatements(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        ...connection,
        close() {
          // This connection first, the others (a writer thread's) after it. The last connection to close checkpoints
          // and removes the WAL files, and a close knows it is the last only when no other connection holds the file:
          // two closing at once, on two threads, each saw the other still open and both left the files behind.
          connection.close();
          closing = Promise.all([...closers].map((close) => close()));
        },
      },
    }),
  });
  if (database.path !== ':memory:') {
    sqliteFiles.set(db, { path: database.path, onClose: (close) => closers.add(close) });
    // destroy() resolves once the other connections to the file (a writer thread's) are closed too: their last close
    // checkpoints and removes the WAL files, which must not race whoever deletes or copies the file next.
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      await closing;
    };
  }
  return db;
}

/** A better-sqlite3 connection with the app's settings (every connection to the file needs them). */
export function openSqlite(file: string): BetterSqlite3.Database {
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers proceed while one writer writes; busy_timeout makes a second connection (the worker process,
  // a writer thread) wait for the lock instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds A-Z only: 'École' and 'Привет' stayed as written, so no search found them (lowerText).
  sqlite.function('unicode_lower', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  return sqlite;
}

export interface SqliteFile {
  path: string;
  /** Runs `close` when the handle is closed (`db.destroy()`, which then waits for its promise), once its own connection is closed. */
  onClose(close: () => void | Promise<void>): void;
}
const sqliteFiles = new WeakMap<Kysely<any>, SqliteFile>();

/**
 * The file a SQLite handle of `createDb` opened, for a thread that opens its own connection to it
 * (`platform/sqlite-writer.ts`); null on PostgreSQL, for `:memory:` and for a transaction.
 */
export function sqliteFileOf(db: Kysely<any>): SqliteFile | null {
  return sqliteFiles.get(db) ?? null;
}

/**
 * The pool as Kysely sees it: every statement with a deadline (`timeoutMs`; 0 = none) and, given `statements`, named.
 *
 * The deadline: a PostgreSQL that stops answering without closing the socket (a partition, a frozen host) leaves a
 * query on an open connection waiting forever; node-postgres' own `query_timeout` rejects it but hands the client
 * back to the pool with that query still queued on the dead socket, so every later request given that client hangs
 * as well. Here a statement past its deadline fails as 'Query read timeout' (isDatabaseUnavailable: the HTTP layer
 * answers 503 with Retry-After), any later statement on that client (the transaction's ROLLBACK) fails at once, and
 * on release the client is thrown away (pg-pool drops a client released with an error) and its socket destroyed, so
 * the pool opens fresh connections and the process recovers by itself when the network does.
 *
 * Named statements: see `preparedStatements`. A statement PostgreSQL refuses because a table it reads changed shape
 * since this connection prepared it ('cached plan must not change result type', after a migration added a column
 * under a running process) runs again unnamed when it is not inside a transaction, and the connection, with its
 * stale statements, is thrown away on release.
 */
export function pooledClients(pool: pg.Pool, { timeoutMs, statements }: { timeoutMs: number; statements: PreparedStatements | null }): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | null = null;
      let stale = false;
      let inTransaction = false;
      // A statement unanswered after `timeoutMs` fails, and its connection is thrown away (it may be frozen).
      const deadline = (reject: (error: Error) => void) =>
        timeoutMs > 0
          ? setTimeout(() => {
              broken = Object.assign(new Error(`Query read timeout: PostgreSQL did not answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' });
              reject(broken);
            }, timeoutMs)
          : undefined;
      // `copy … from stdin` (copyRows): the statement's one parameter is the data, streamed to the server.
      const copy = (sql: string, data: unknown) =>
        new Promise<pg.QueryResult>((resolve, reject) => {
          if (typeof data !== 'string' && !(data instanceof Uint8Array)) return reject(new TypeError('copy … from stdin takes its data as one string or buffer'));
          const timer = deadline(reject);
          const stream = client.query(copyFrom(sql));
          stream.on('error', (error: Error) => {
            clearTimeout(timer);
            reject(error);
          });
          stream.on('finish', () => {
            clearTimeout(timer);
            resolve({ command: 'COPY', rowCount: stream.rowCount, rows: [{ copied: stream.rowCount }], oid: 0, fields: [] });
          });
          stream.end(data);
        });
      const send = (sql: string, parameters: ReadonlyArray<unknown>, name: string | undefined) =>
        new Promise<pg.QueryResult>((resolve, reject) => {
          const timer = deadline(reject);
          client.query({ text: sql, values: parameters as unknown[], name }).then(
            (result) => {
              clearTimeout(timer);
              resolve(result);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(error);
            },
          );
        });
      const query = async (sql: string, parameters: ReadonlyArray<unknown>) => {
        if (broken) throw broken;
        if (COPY_FROM_STDIN.test(sql)) return copy(sql, parameters[0]);
        const name = stale ? undefined : statements?.nameOf(sql, parameters.length);
        if (TRANSACTION_START.test(sql)) inTransaction = true;
        else if (TRANSACTION_END.test(sql)) inTransaction = false;
        try {
          return await send(sql, parameters, name);
        } catch (error) {
          if (!name || !isStalePlan(error)) throw error;
          stale = true;
          if (inTransaction) throw error;
          return send(sql, parameters, undefined);
        }
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release() {
          if (!broken && !stale) return client.release();
          client.release(broken ?? true);
          // end() waits politely for a server that no longer answers: the socket goes now.
          if (broken) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        },
      };
    },
    end: () => pool.end(),
  };
}

const COPY_FROM_STDIN = /^\s*copy\b[^;]*\bfrom\s+stdin\b/i;

/**
 * PostgreSQL: `COPY table (columns) FROM STDIN` with `data` in COPY's text format (one row a line, values separated
 * by tabs, see copyText), inside the caller's transaction when `q` is one. The server reads rows in bulk (one WAL
 * record per page, no executor per row), cheaper than an `insert … select`; no upsert, no `returning`. Returns how
 * many rows were copied.
 */
export async function copyRows(q: Kysely<any>, table: string, columns: readonly string[], data: string): Promise<number> {
  const result = await q.executeQuery<{ copied: number }>(CompiledQuery.raw(`copy ${table} (${columns.join(', ')}) from stdin`, [data]));
  return Number(result.rows[0]?.copied ?? 0);
}

const COPY_SPECIAL = /[\\\t\n\r]/;

/** One value in COPY's text format: NULL as `\N`; backslash, tab, newline and carriage return escaped. */
export function copyValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  // Four plain replacements (the backslash first): a replacement callback per character cost more than the rest of
  // the row, and a post's text has a newline on every line.
  return COPY_SPECIAL.test(text) ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : text;
}

/** Rows (arrays of values) as COPY's text format. */
export function copyText(rows: readonly (readonly unknown[])[]): string {
  let out = '';
  for (const row of rows) out += `${row.map(copyValue).join('\t')}\n`;
  return out;
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|end|abort|rollback)\b(?!\s+(to|prepared)\b)/i;

/** SQLSTATE 0A000 'cached plan must not change result type': a prepared statement whose table changed shape. */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === '0A000' && /cached plan must not change result type/i.test(String(e.message));
}

/** How many distinct SQL texts a process names (each connection prepares those it runs, once). */
export const PREPARED_STATEMENT_LIMIT = 500;
/** Longer texts, or more parameters, run unnamed: a bulk insert's shape is rarely seen twice. */
const PREPARED_TEXT_LIMIT = 16_384;
const PREPARED_PARAMETER_LIMIT = 200;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

export interface PreparedStatements {
  /** The name to run `sql` under, or undefined to run it unnamed. */
  nameOf(sql: string, parameterCount: number): string | undefined;
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses, analyses and plans it on every execution; for the app's
 * screen reads that was about half of the database's CPU per request (measured: 571–658 → 304–358 µs of backend
 * CPU per read across the twelve screen reads with names). Named, a statement is parsed once per connection and,
 * after PostgreSQL's first five executions, planned once too when a generic plan is as good. The name is a hash
 * of the text, so every connection and process agrees; at most PREPARED_STATEMENT_LIMIT texts are named per
 * process (first come: the hot ones run in the first seconds), and only queries and writes of modest size, never DDL.
 * Off with DB_PREPARED_STATEMENTS=false (e.g. behind a pooler in transaction mode without prepared-statement support).
 */
export function preparedStatements(limit = PREPARED_STATEMENT_LIMIT): PreparedStatements {
  const names = new Map<string, string>();
  return {
    nameOf(sql, parameterCount) {
      const known = names.get(sql);
      if (known || names.size >= limit) return known;
      if (sql.length > PREPARED_TEXT_LIMIT || parameterCount > PREPARED_PARAMETER_LIMIT || !PREPARABLE.test(sql)) return undefined;
      const name = `pp_${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
      return name;
    },
  };
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

/**
 * A statement of one fixed shape (no optional parts, no list whose length varies: only its values change), built and
 * compiled by Kysely once per database handle instead of on every call; then each call sends the kept SQL with its
 * values (on PostgreSQL under the same prepared statement's name as before). Under load, building and compiling the
 * screens' statements was a tenth of an API process's CPU (README: load). `build` receives the handle and
 * placeholders for the arguments, each of which must reach the statement as one whole value (a parameter); a
 * placeholder that does not (an argument turned into SQL text, split, or left out) fails on the first call. Returns
 * the rows, as `.execute()` would.
 */
export function keptStatement<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const kept = new WeakMap<Db, KeptCompilation<R>>();
  return async (db, ...args) => {
    let entry = kept.get(db);
    if (!entry) {
      entry = compileKept(args.length, (placeholders) => build(db, ...(placeholders as unknown as A)).compile());
      kept.set(db, entry);
    }
    return runKept(db, entry, args);
  };
}

/** How many shapes a `keptStatementByShape` keeps per database handle; past it, a new shape is compiled per call. */
export const KEPT_SHAPES_LIMIT = 64;

/**
 * `keptStatement` for a statement with optional parts (a list page's filters, its sort, its search words): one kept
 * compilation per shape. The shape is `shape` (a string naming what changes the SQL beyond its values, e.g. the sort)
 * together with which values are given: an undefined value is an absent part (passed to `build` as undefined), an
 * array is a list of values (each its own parameter: the array's length is part of the shape), anything else one
 * value. `build` receives placeholders in place of every given value, each of which must reach the statement as one
 * whole parameter (checked on a shape's first call, as keptStatement does). Callers keep the shapes few (words are
 * capped, sorts an enum); past KEPT_SHAPES_LIMIT per handle a shape is compiled per call, never kept.
 */
export function keptStatementByShape<S extends string, V extends unknown[], R>(
  build: (db: Db, shape: S, ...values: V) => Compilable<R>,
): (db: Db, shape: S, ...values: V) => Promise<R[]> {
  const kept = new WeakMap<Db, Map<string, KeptCompilation<R>>>();
  return async (db, shape, ...values) => {
    const leaves: unknown[] = [];
    let key: string = shape;
    for (const value of values) {
      if (value === undefined) key += '|-';
      else if (Array.isArray(value)) {
        key += `|${value.length}`;
        leaves.push(...value);
      } else {
        key += '|1';
        leaves.push(value);
      }
    }
    let shapes = kept.get(db);
    if (!shapes) kept.set(db, (shapes = new Map()));
    let entry = shapes.get(key);
    if (!entry) {
      entry = compileKept(leaves.length, (placeholders) => {
        let next = 0;
        const placed = values.map((value) => (value === undefined ? undefined : Array.isArray(value) ? value.map(() => placeholders[next++]) : placeholders[next++]));
        return build(db, shape, ...(placed as V)).compile();
      });
      if (shapes.size < KEPT_SHAPES_LIMIT) shapes.set(key, entry);
    }
    return runKept(db, entry, leaves);
  };
}

interface KeptCompilation<R> {
  compiled: CompiledQuery<R>;
  /** Per parameter of the compiled statement: the argument it takes, or null for a constant of the statement. */
  slots: (number | null)[];
}

const KEPT_ARGUMENT = '\u0000kept statement argument';

/** Compiles a statement with `count` placeholder arguments and finds where each lands among its parameters. */
function compileKept<R>(count: number, compile: (placeholders: string[]) => CompiledQuery<R>): KeptCompilation<R> {
  const placeholders = Array.from({ length: count }, (_, i) => `${KEPT_ARGUMENT} ${i}\u0000`);
  const compiled = compile(placeholders);
  const slots = compiled.parameters.map((p) => {
    const i = placeholders.indexOf(p as string);
    if (i < 0 && typeof p === 'string' && p.includes(KEPT_ARGUMENT)) throw new Error(`keptStatement: an argument is not a whole parameter of ${compiled.sql}`);
    return i < 0 ? null : i;
  });
  placeholders.forEach((_, i) => {
    if (!slots.includes(i)) throw new Error(`keptStatement: argument ${i} is not a parameter of ${compiled.sql}`);
  });
  return { compiled, slots };
}

async function runKept<R>(db: Db, { compiled, slots }: KeptCompilation<R>, args: readonly unknown[]): Promise<R[]> {
  const parameters = slots.map((slot, i) => (slot === null ? compiled.parameters[i] : args[slot]));
  return (await db.executeQuery<R>({ ...compiled, parameters, queryId: createQueryId() })).rows;
}

/**
 * A JSON array built inside a statement: one object of `fields` per row of `rows` (a table expression with its
 * `where`), in `orderBy` order, '[]' for none (PostgreSQL's json_agg, SQLite's json_group_array). Read the column
 * back with `parseJsonArray`: pg parses json, SQLite hands over the text.
 */
export function jsonArrayOf(
  db: Kysely<any>,
  { fields, rows, orderBy }: { fields: Record<string, Expression<unknown>>; rows: Expression<unknown>; orderBy: Expression<unknown> },
): RawBuilder<unknown> {
  const pairs = sql.join(Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
  return dialectOf(db) === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]'::json) from ${rows})`
    : sql`(select json_group_array(json_object(${pairs}) order by ${orderBy}) from ${rows})`;
}

/** A `jsonArrayOf` column as read back from either engine. */
export function parseJsonArray<T>(value: unknown): T[] {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
}

/**
 * `lower(text)` folding every script, as a search compares it with a word lower-cased in JavaScript: PostgreSQL's
 * lower() does (a UTF-8 database), SQLite's folds A-Z only, so there it is the connection's `unicode_lower`. Given
 * the `needle` it is compared with, SQLite's own lower() is kept for an ASCII needle: it can match only ASCII
 * letters, which lower() folds, and it costs no call into JavaScript per row. The needle must be the search's own
 * value, never a kept statement's placeholder (those are compiled once for every value: leave the needle out).
 */
export function lowerText(db: Kysely<any>, text: Expression<unknown>, needle?: string): RawBuilder<string> {
  if (dialectOf(db) === 'postgres' || (needle !== undefined && !/[^\x00-\x7f]/.test(needle))) return sql<string>`lower(${text})`;
  return sql<string>`unicode_lower(${text})`;
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

/**
 * True when PostgreSQL ended a statement to break a deadlock (40P01) or a serialization failure (40001): the
 * transaction was rolled back whole and may simply be run again.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Network errors of a database connection (PostgreSQL down, restarting, unreachable). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs that say the server is going away or cannot take us now: admin/crash shutdown, cannot connect now,
 * too many connections; SQLite's lock still held after busy_timeout. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT']);
/** What node-postgres says when a connection ends or never comes (it gives these no code). */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout)/;

/**
 * True when a query failed because the database could not be reached, not because of the query: the HTTP layer
 * answers these 503 with Retry-After (the request may be retried) instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: errors from Node's own modules are not `instanceof` this realm's Error under jest.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    // SQLSTATE class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}
