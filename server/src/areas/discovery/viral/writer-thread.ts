/**
 * An import's SQLite writes in a thread of their own (README: importing): better-sqlite3 runs each statement in the
 * calling thread, so in one thread parsing the file and building the rows (JavaScript) and SQLite's own work add
 * up. Here the importing thread parses and prepares each batch (batch.ts `prepareBatch` + `sqliteBatch`: JSON
 * strings, and the posts' JSON as UTF-8 bytes, moved rather than copied) while the writer thread, with its own
 * connection to the same file, writes the previous one. Batches are written one at a time, in order, each in one transaction; a failure rolls its batch
 * back whole and is reported as the error of that batch's write (and of every later one).
 */
import path from 'node:path';
import { SERVER_ROOT } from '../../../platform/paths';
import { startTypeScriptWorker } from '../../../platform/typescript-worker';
import type { SqliteBatch } from './batch';
import type { WriterReply, WriterRequest } from './writer-thread.worker';

const ENTRY = path.join(SERVER_ROOT, 'src', 'areas', 'discovery', 'viral', 'writer-thread.worker.ts');

export class WriterThreadError extends Error {}

export interface WriterThread {
  /** Writes one batch in its own transaction; resolves with its counts once committed. */
  write(batch: SqliteBatch): Promise<{ inserted: number; updated: number }>;
  /** Waits for the batches sent, then closes the thread's connection and ends it (also after a failure). */
  close(): Promise<void>;
}

export function startWriterThread(file: string, { cacheSizeKb = 131_072 }: { cacheSizeKb?: number } = {}): WriterThread {
  const worker = startTypeScriptWorker(ENTRY, { path: file, cacheSizeKb });
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
