/**
 * An import's SQLite writes in a thread of their own (README: importing): better-sqlite3 runs each statement in the
 * calling thread, so in one thread parsing the file and building the rows (JavaScript) and SQLite's own work add
 * up. Here the importing thread parses and prepares each batch (batch.ts `prepareBatch` + `sqliteBatch`: JSON
 * strings, and the posts' JSON as UTF-8 bytes, moved rather than copied) while the writer thread, with its own
 * connection to the same file, writes the previous one. Batches are written one at a time, in order, each in one transaction; a failure rolls its batch
 * back whole and is reported as the error of that batch's write (and of every later one).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../../platform/paths';
import type { SqliteBatch } from './batch';
import type { WriterReply, WriterRequest } from './writer-thread.worker';

const ENTRY = path.join(SERVER_ROOT, 'src', 'areas', 'discovery', 'viral', 'writer-thread.worker.ts');
/**
 * A worker does not inherit the parent's module hooks (tsx's, which run this TypeScript): the thread registers them
 * first, then loads its entry. (Works the same under `tsx`, `node --import tsx` and jest.)
 */
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then((tsx) => tsx.register())
  .then(() => import(workerData.entry))
  .catch((error) => setImmediate(() => { throw error; }));`;

/** tsx's module hooks (its package's `tsx/esm/api` export, as `import` resolves it). */
function tsxApi(): string {
  const manifest = createRequire(path.join(SERVER_ROOT, 'package.json')).resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!;
  return pathToFileURL(path.join(path.dirname(manifest), exported.import.default)).href;
}

export class WriterThreadError extends Error {}

export interface WriterThread {
  /** Writes one batch in its own transaction; resolves with its counts once committed. */
  write(batch: SqliteBatch): Promise<{ inserted: number; updated: number }>;
  /** Waits for the batches sent, then closes the thread's connection and ends it (also after a failure). */
  close(): Promise<void>;
}

export function startWriterThread(file: string, { cacheSizeKb = 131_072 }: { cacheSizeKb?: number } = {}): WriterThread {
  const worker = new Worker(BOOT, { eval: true, workerData: { tsx: tsxApi(), entry: pathToFileURL(ENTRY).href, path: file, cacheSizeKb } });
  const pending = new Map<number, { resolve: (v: { inserted: number; updated: number }) => void; reject: (e: Error) => void }>();
  let next = 0;
  let ended: Error | null = null;
  let closing: Promise<void> | null = null;
  const fail = (error: Error) => {
    ended ??= error;
    for (const { reject } of pending.values()) reject(ended);
    pending.clear();
  };
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      fail(new WriterThreadError(`the import's writer thread ended (exit code ${code}) before its batches were written`));
      resolve();
    });
  });
  worker.on('error', (error) => fail(new WriterThreadError(`the import's writer thread failed: ${error.message}`, { cause: error })));
  worker.on('message', (reply: WriterReply) => {
    if ('closed' in reply) return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiting) return;
    if ('error' in reply) {
      const error = new WriterThreadError(`the import's writer thread could not write a batch (rolled back): ${reply.error.message}`);
      if (reply.error.stack) error.stack = `${error.message}\n--- in the writer thread:\n${reply.error.stack}`;
      waiting.reject(error);
    } else waiting.resolve({ inserted: reply.inserted, updated: reply.updated });
  });
  return {
    write(batch) {
      if (ended) return Promise.reject(ended);
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        // The posts' bytes move to the thread (sqliteBatch gives them a buffer of their own); the rest is copied.
        const { posts } = batch;
        const transfer = posts.byteOffset === 0 && posts.byteLength === posts.buffer.byteLength ? [posts.buffer as ArrayBuffer] : [];
        worker.postMessage({ id, batch } satisfies WriterRequest, transfer);
      });
    },
    close() {
      closing ??= (async () => {
        if (!ended) worker.postMessage({ close: true } satisfies WriterRequest);
        else await worker.terminate();
        await exited;
      })();
      return closing;
    },
  };
}
