import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { type Db, sqliteFileOf } from './db';
import { SERVER_ROOT } from './paths';
import { startTypeScriptWorker } from './typescript-worker';
import type { WriterReply, WriterRequest } from './sqlite-writer.worker';

/**
 * SQLite writes on a thread of their own, with its own connection to the file (README: Benchmarks, generator).
 *
 * Why: better-sqlite3 runs every statement, and every commit's write of the WAL, in the calling thread, so on SQLite
 * all of a request's database work shares the one event loop with HTTP, the model calls and the streams, while on
 * PostgreSQL it runs in another process on another core. An area hands its hot writes (the generator's credit holds
 * and recorded replies) to a writer thread instead: the event loop only posts a message and is free until the
 * answer comes back.
 *
 * The thread runs the named tasks of one module (an area's, given by path, exporting `writerTasks`); each task runs
 * in a savepoint of its own inside a transaction shared with the tasks that arrived with it (one `begin immediate`
 * and one commit for all of them: a commit, with its write of the WAL, was the largest single cost of a reply on
 * SQLite). A task that throws is rolled back alone and rejects with its error (its `code` kept, so
 * `isUniqueViolation` and `isDatabaseUnavailable` still read it); the others commit. A task's promise settles only
 * after its group's commit, so what it wrote is visible to every connection once it resolves. The task's atomicity
 * is the savepoint's: the same as the transaction it would have opened on the event loop's connection.
 *
 * PostgreSQL, `:memory:` (no file a second connection could open) and transactions have no writer thread
 * (`sqliteWriter` answers null): the caller runs the statements itself. The thread is started on first use, closed
 * with the handle (`db.destroy()`), never keeps the process alive, and is started again if it ever dies.
 */
export type WriterTasks = Record<string, (db: Db, args: any) => Promise<unknown>>;

export interface SqliteWriter {
  /** Runs `task` of the module's `writerTasks` with `args` (structured-cloned) in the thread; settles after its commit. */
  run<R>(task: string, args: unknown): Promise<R>;
}

const ENTRY = path.join(SERVER_ROOT, 'src', 'platform', 'sqlite-writer.worker.ts');

const writers = new WeakMap<Db, Map<string, SqliteWriter>>();

/**
 * The writer thread of `db` running the tasks of the module at `tasksModule` (an absolute path), or null when `db` is
 * not a SQLite file (the caller writes itself).
 */
export function sqliteWriter(db: Db, tasksModule: string): SqliteWriter | null {
  const file = sqliteFileOf(db);
  if (!file) return null;
  let byModule = writers.get(db);
  if (!byModule) {
    byModule = new Map();
    writers.set(db, byModule);
    const mine = byModule;
    file.onClose(async () => {
      const closing = [...mine.values()].map((writer) => (writer as ThreadWriter).close());
      mine.clear();
      await Promise.all(closing);
    });
  }
  let writer = byModule.get(tasksModule);
  if (!writer) {
    writer = new ThreadWriter(file.path, tasksModule);
    byModule.set(tasksModule, writer);
  }
  return writer;
}

/** An error thrown by a task in the writer thread, with its `code` (e.g. SQLITE_CONSTRAINT_FOREIGNKEY). */
export class SqliteWriterError extends Error {
  code?: string;
}

class ThreadWriter implements SqliteWriter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>();
  private next = 0;
  private outbox: { id: number; task: string; args: unknown }[] = [];
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly tasks: string,
  ) {
    this.start();
  }

  run<R>(task: string, args: unknown): Promise<R> {
    if (this.closed) return Promise.reject(new SqliteWriterError('the database handle was closed'));
    return new Promise<R>((resolve, reject) => {
      const id = this.next++;
      this.pending.set(id, { resolve, reject });
      this.outbox.push({ id, task, args });
      if (this.outbox.length > 1) return;
      // The tasks asked for in this turn of the event loop travel in one message: a message costs the sender a
      // system call to wake the thread, more than a small task's own statements cost the thread.
      setImmediate(() => this.send());
    });
  }

  private send(): void {
    const tasks = this.outbox;
    this.outbox = [];
    if (tasks.length === 0) return;
    (this.worker ?? this.start()).postMessage({ tasks } satisfies WriterRequest);
  }

  /** Lets the thread finish what it was sent, then close its connection and end; resolves once it has ended. */
  close(): Promise<void> {
    this.send();
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return Promise.resolve();
    const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ close: true } satisfies WriterRequest);
    return ended;
  }

  private start(): Worker {
    const worker = startTypeScriptWorker(ENTRY, { path: this.file, tasks: this.tasks });
    // A writer never keeps the process alive: the handle's close (or the process's end) ends it.
    worker.unref();
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      // Every task not answered fails, those not sent yet too (never run later behind their caller's back).
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
      this.outbox = [];
    };
    worker.on('message', (replies: WriterReply[]) => {
      for (const reply of replies) {
        const waiting = this.pending.get(reply.id);
        if (!waiting) continue;
        this.pending.delete(reply.id);
        if ('error' in reply) {
          const error = new SqliteWriterError(reply.error.message);
          if (reply.error.code) error.code = reply.error.code;
          if (reply.error.stack) error.stack = `${error.message}\n--- in the SQLite writer thread:\n${reply.error.stack}`;
          waiting.reject(error);
        } else waiting.resolve(reply.value);
      }
    });
    worker.on('error', (error) => fail(new SqliteWriterError(`the SQLite writer thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => fail(new SqliteWriterError(`the SQLite writer thread ended (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
