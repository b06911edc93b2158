/**
 * The import's writer thread (writer-thread.ts starts it): its own better-sqlite3 connection to the corpus's file,
 * one transaction per batch message, answered with the batch's counts or its error. A batch that fails is rolled
 * back whole; the thread then refuses every later batch (the import stops at its first failure).
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { type SqliteBatch, type SqlRunner, writeSqliteBatch } from './batch';

export type WriterRequest = { id: number; batch: SqliteBatch } | { close: true };
export type WriterReply = { id: number; inserted: number; updated: number } | { id: number; error: { message: string; stack?: string } } | { closed: true };

const { path, cacheSizeKb } = workerData as { path: string; cacheSizeKb: number };
const port = parentPort!;
const db = new Database(path);
// As the app's connection (platform/db.ts), with the import's large page cache (repository.ts withBulkWrites).
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma(`cache_size = -${cacheSizeKb}`);

const statements = new Map<string, Database.Statement>();
const prepare = (text: string) => {
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = db.prepare(text)));
  return statement;
};
const runner: SqlRunner = {
  all: <T>(text: string, params: unknown[]) => prepare(text).all(...params) as T[],
  run: (text: string, params: unknown[]) => prepare(text).run(...params),
};

let failed: string | null = null;
// One batch at a time, in the order sent (writeSqliteBatch is async in form only: every call here is synchronous).
let queue = Promise.resolve();
port.on('message', (request: WriterRequest) => {
  queue = queue.then(async () => {
    if ('close' in request) {
      db.close();
      port.postMessage({ closed: true } satisfies WriterReply);
      port.close();
      return;
    }
    if (failed !== null) {
      port.postMessage({ id: request.id, error: { message: `an earlier batch failed: ${failed}` } } satisfies WriterReply);
      return;
    }
    try {
      db.exec('begin immediate');
      try {
        const counts = await writeSqliteBatch(runner, request.batch);
        db.exec('commit');
        port.postMessage({ id: request.id, ...counts } satisfies WriterReply);
      } catch (error) {
        if (db.inTransaction) db.exec('rollback');
        throw error;
      }
    } catch (error) {
      failed = (error as Error).message ?? String(error);
      port.postMessage({ id: request.id, error: { message: failed, stack: (error as Error).stack } } satisfies WriterReply);
    }
  });
});
