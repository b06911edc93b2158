/**
 * The SQLite writer thread (sqlite-writer.ts starts it): its own connection to the file, the tasks of one module,
 * and the tasks that arrive together run in one transaction, each in a savepoint of its own, answered after the
 * commit.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, SqliteDialect } from 'kysely';
import { type Database, cachingStatements, openSqlite } from './db';
import type { WriterTasks } from './sqlite-writer';

export type WriterTask = { id: number; task: string; args: unknown };
export type WriterRequest = { tasks: WriterTask[] } | { close: true };
export type WriterReply = { id: number; value: unknown } | { id: number; error: { message: string; code?: string; stack?: string } };

/** At most this many tasks share a transaction (a commit every few hundred keeps each group's wait short). */
const MAX_GROUP = 200;

const { path, tasks } = workerData as { path: string; tasks: string };
const port = parentPort!;
const sqlite = openSqlite(path);
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
const { writerTasks } = (await import(pathToFileURL(tasks).href)) as { writerTasks: WriterTasks };

let queue: WriterTask[] = [];
let flushing = false;
let closing = false;

port.on('message', (request: WriterRequest) => {
  if ('close' in request) {
    closing = true;
    if (!flushing) finish();
    return;
  }
  queue.push(...request.tasks);
  if (flushing) return;
  flushing = true;
  // The messages that arrive in this turn join the group.
  setImmediate(() => void flush());
});

async function flush(): Promise<void> {
  while (queue.length > 0) {
    const group = queue.slice(0, MAX_GROUP);
    queue = queue.slice(MAX_GROUP);
    // One message with every answer of the group (each message wakes the event loop's thread).
    port.postMessage(await runGroup(group));
  }
  flushing = false;
  if (closing) finish();
}

async function runGroup(group: WriterTask[]): Promise<WriterReply[]> {
  const replies: WriterReply[] = [];
  try {
    // Immediate: the write lock is taken (or waited for, busy_timeout) before anything is read, so a task never
    // fails on a snapshot another connection wrote past.
    sqlite.exec('begin immediate');
    for (const { id, task, args } of group) {
      sqlite.exec('savepoint task');
      try {
        const run = writerTasks[task];
        if (!run) throw new Error(`no SQLite writer task '${task}'`);
        const value = await run(db, args);
        sqlite.exec('release task');
        replies.push({ id, value });
      } catch (error) {
        sqlite.exec('rollback to task');
        sqlite.exec('release task');
        replies.push({ id, error: serialize(error) });
      }
    }
    sqlite.exec('commit');
    return replies;
  } catch (error) {
    // The begin or the commit failed (the lock still held elsewhere after busy_timeout, a full disk): nothing of
    // the group is stored, and every task of it fails with that error.
    if (sqlite.inTransaction) sqlite.exec('rollback');
    return group.map(({ id }) => ({ id, error: serialize(error) }));
  }
}

function serialize(error: unknown): { message: string; code?: string; stack?: string } {
  const e = error as { message?: unknown; code?: unknown; stack?: unknown } | null;
  return {
    message: typeof e?.message === 'string' ? e.message : String(error),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(typeof e?.stack === 'string' ? { stack: e.stack } : {}),
  };
}

function finish(): void {
  // process.exit in a worker ends the thread only (and whatever the module hooks left running in it).
  void db.destroy().finally(() => process.exit(0));
}
