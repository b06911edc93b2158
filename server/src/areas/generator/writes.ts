import path from 'node:path';
import type { Db } from '../../platform/db';
import { SERVER_ROOT } from '../../platform/paths';
import { type WriterTasks, sqliteWriter } from '../../platform/sqlite-writer';
import * as repo from './repository';

/**
 * The generator's writes on a reply's path: the credit hold, its release, the send's key, and the recorded replies. On SQLite they
 * run on the writer thread (`platform/sqlite-writer.ts`, which loads this file's `writerTasks` in the thread), each
 * with the atomicity of the transaction it had on the event loop (a savepoint), so the event loop the chats share
 * spends no time in SQLite's statements and commits; on PostgreSQL, in the database's own process as before.
 */
const THIS_FILE = path.join(SERVER_ROOT, 'src', 'areas', 'generator', 'writes.ts');

/** What the writer thread runs: each in its own savepoint of the group's transaction. */
export const writerTasks = {
  reserveCredit: (db, args: Parameters<typeof repo.reserveCreditIn>[1]) => repo.reserveCreditIn(db, args),
  releaseCredit: (db, args: Parameters<typeof repo.releaseCreditIn>[1]) => repo.releaseCreditIn(db, args),
  recordReplies: (db, records: repo.ReplyRecord[]) => repo.recordReplies(db, records),
  claimRequestKey: (db, args: Parameters<typeof repo.claimRequestKey>[1]) => repo.claimRequestKey(db, args),
  releaseRequestKey: (db, args: Parameters<typeof repo.releaseRequestKey>[1]) => repo.releaseRequestKey(db, args),
} satisfies WriterTasks;

const thread = (db: Db) => sqliteWriter(db, THIS_FILE);

/**
 * Starts the writer thread now (a SQLite file), so the first chat does not wait for it to load; false when the
 * writes run on the caller's connection (PostgreSQL, in its own process; SQLite `:memory:`, on the event loop).
 */
export function startGeneratorWrites(db: Db): boolean {
  return thread(db) !== null;
}

/**
 * A write that runs task `task` of `writerTasks` on the writer thread when there is one, else `direct` on the caller's
 * connection (which opens the transaction the thread's savepoint stands for).
 */
function onWriter<A, R>(task: keyof typeof writerTasks, direct: (db: Db, args: A) => Promise<R>): (db: Db, args: A) => Promise<R> {
  return (db, args) => {
    const writer = thread(db);
    return writer ? writer.run<R>(task, args) : direct(db, args);
  };
}

/** Holds one credit if the month's allowance has room (repository `reserveCredit`); false when it is spent. */
export const reserveCredit = onWriter('reserveCredit', repo.reserveCredit);

/** Gives a held credit back (repository `releaseCredit`). Idempotent. */
export const releaseCredit = onWriter('releaseCredit', repo.releaseCredit);

/** Takes a send's `Idempotency-Key` (repository `claimRequestKey`); false when it is held or answered. */
export const claimRequestKeyWrite = onWriter('claimRequestKey', repo.claimRequestKey);

/** Gives back the key of a send that failed (repository `releaseRequestKey`). */
export const releaseRequestKeyWrite = onWriter('releaseRequestKey', repo.releaseRequestKey);

/** Records delivered replies, all or none (repository `recordReplies`, in a transaction of their own). */
export const recordReplies = onWriter('recordReplies', (db: Db, records: repo.ReplyRecord[]) => db.transaction().execute((trx) => repo.recordReplies(trx, records)));
