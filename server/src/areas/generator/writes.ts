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

/** Holds one credit if the month's allowance has room (repository `reserveCredit`); false when it is spent. */
export function reserveCredit(db: Db, args: Parameters<typeof repo.reserveCreditIn>[1]): Promise<boolean> {
  const writer = thread(db);
  return writer ? writer.run('reserveCredit', args) : repo.reserveCredit(db, args);
}

/** Gives a held credit back (repository `releaseCredit`). Idempotent. */
export function releaseCredit(db: Db, args: Parameters<typeof repo.releaseCreditIn>[1]): Promise<void> {
  const writer = thread(db);
  return writer ? writer.run('releaseCredit', args) : repo.releaseCredit(db, args);
}

/** Takes a send's `Idempotency-Key` (repository `claimRequestKey`); false when it is held or answered. */
export function claimRequestKeyWrite(db: Db, args: Parameters<typeof repo.claimRequestKey>[1]): Promise<boolean> {
  const writer = thread(db);
  return writer ? writer.run('claimRequestKey', args) : repo.claimRequestKey(db, args);
}

/** Gives back the key of a send that failed (repository `releaseRequestKey`). */
export function releaseRequestKeyWrite(db: Db, args: Parameters<typeof repo.releaseRequestKey>[1]): Promise<void> {
  const writer = thread(db);
  return writer ? writer.run('releaseRequestKey', args) : repo.releaseRequestKey(db, args);
}

/** Records delivered replies, all or none (repository `recordReplies`, in a transaction of their own). */
export function recordReplies(db: Db, records: repo.ReplyRecord[]): Promise<void> {
  const writer = thread(db);
  return writer ? writer.run('recordReplies', records) : db.transaction().execute((trx) => repo.recordReplies(trx, records));
}
