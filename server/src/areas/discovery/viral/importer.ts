/**
 * Importing viral posts from a stream of rows (the CLI's file, the feed's HTTP body): records in batches through
 * the idempotent upsert, bad rows reported with their line number and skipped, a summary at the end.
 */
import { sql } from 'kysely';
import { type Db, dialectOf } from '../../../platform/db';
import { type WrittenAuthors, prepareBatch, sqliteBatch } from './batch';
import { RowError, type SourceRow, toRecord } from './import-format';
import type { ViralRecord } from './record';
import { BULK_LOAD_STALE_MS, beginBulkLoad, countPosts, finishBulkLoad, upsertRecords, withBulkWrites } from './repository';
import { type WriterThread, startWriterThread } from './writer-thread';

export interface ImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  skipped: number;
  ms: number;
  /** Whether the indexes were built once at the end (a bulk load) instead of kept up to date batch by batch. */
  bulk: boolean;
}

/**
 * `auto` loads in bulk when the corpus holds fewer than this many posts: building their indexes again at the end
 * costs well under a second, and the import is then several times faster (README: importing).
 */
export const BULK_LOAD_MAX_EXISTING = 100_000;

export interface ImportOptions {
  db: Db;
  rows: AsyncIterable<SourceRow>;
  now?: number;
  batchSize?: number;
  signal?: AbortSignal;
  onBadRow?: (line: number, reason: string) => void;
  /** After each batch: rows read so far. */
  onProgress?: (rowsRead: number) => void;
  /**
   * Build the corpus's secondary indexes (and SQLite's FTS index) once at the end instead of batch by batch: true,
   * false, or `auto` (when the corpus is small, see BULK_LOAD_MAX_EXISTING). Meanwhile queries are correct but
   * slower, so the live refresh never uses it; the import command and the bench use `auto`.
   */
  bulk?: boolean | 'auto';
  /** Called before the deferred indexes are built (the command says so: it takes a while at a million posts). */
  onIndexing?: () => void;
  /**
   * SQLite: write the batches in a thread of their own (writer-thread.ts) while this one parses the next: true, false,
   * or `auto` (once a first full batch shows the import is more than one batch, on a database in a file). The import
   * command and the bench use `auto`; the refresh job writes in its own thread (its feeds are small). PostgreSQL
   * writes in its own process already: ignored there.
   */
  writerThread?: boolean | 'auto';
}

export async function importRows(options: ImportOptions): Promise<ImportSummary> {
  const { db, bulk: asked = false, onIndexing } = options;
  return withBulkWrites(db, async () => {
    const started = Date.now();
    // A bulk load that died half-way is finished first (its indexes built); one still running is left to itself.
    await finishBulkLoad(db, { olderThanMs: BULK_LOAD_STALE_MS });
    const bulk = asked === 'auto' ? (await countPosts(db)) < BULK_LOAD_MAX_EXISTING : asked;
    if (!bulk) return { ...(await importAll(options, false)), ms: Date.now() - started };
    await beginBulkLoad(db);
    let summary: ImportSummary;
    try {
      summary = await importAll(options, true);
    } finally {
      // Even after a failure: what was imported is kept (upserts), and the corpus must not stay without indexes.
      onIndexing?.();
      await finishBulkLoad(db);
    }
    return { ...summary, ms: Date.now() - started };
  });
}

/** The corpus's database file, or null for an in-memory SQLite database or PostgreSQL. */
async function sqliteFile(db: Db): Promise<string | null> {
  if (dialectOf(db) !== 'sqlite') return null;
  const row = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0];
  return row?.file ? row.file : null;
}

/** Batches sent to the writer thread ahead of the one being parsed (it evens out a slow batch on either side). */
const THREAD_BATCHES_AHEAD = 2;

async function importAll({ db, rows, now = Date.now(), batchSize = 5_000, signal, onBadRow, onProgress, writerThread = false }: ImportOptions, bulk: boolean): Promise<ImportSummary> {
  const summary: ImportSummary = { rows: 0, inserted: 0, updated: 0, skipped: 0, ms: 0, bulk };
  let batch: ViralRecord[] = [];
  // One batch is written while the next is read and parsed: on PostgreSQL its work is in another process; on SQLite
  // in the writer thread when there is one (in this thread SQLite's writes are synchronous and gain nothing).
  // Batches are written one after another, in order.
  const file = writerThread === false ? null : await sqliteFile(db);
  let thread: WriterThread | null = null;
  const written: WrittenAuthors = new Map();
  const writes: Promise<void>[] = [];
  let failure: { error: unknown } | null = null;
  const settle = async (ahead: number) => {
    while (writes.length > ahead) await writes.shift();
    if (failure) throw failure.error;
  };
  const flush = async (full: boolean) => {
    if (file && !thread && (writerThread === true || full)) thread = startWriterThread(file);
    await settle(thread ? THREAD_BATCHES_AHEAD - 1 : 0);
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    const read = summary.rows;
    const done = thread ? thread.write(sqliteBatch(prepareBatch(records, now, written), bulk)) : upsertRecords(db, records, now, { bulk, written });
    writes.push(
      done.then(
        ({ inserted, updated }) => {
          summary.inserted += inserted;
          summary.updated += updated;
          onProgress?.(read);
        },
        (error: unknown) => {
          failure ??= { error };
        },
      ),
    );
  };
  try {
    for await (const row of rows) {
      signal?.throwIfAborted();
      summary.rows++;
      if (row.error || !row.value) {
        summary.skipped++;
        onBadRow?.(row.line, row.error ?? 'empty row');
        continue;
      }
      try {
        batch.push(toRecord(row.value, now));
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        summary.skipped++;
        onBadRow?.(row.line, error.message);
        continue;
      }
      if (batch.length >= batchSize) await flush(true);
    }
    await flush(false);
    await settle(0);
  } finally {
    // Never leave a write running behind a failure (the caller may close the database next, or build indexes).
    await Promise.all(writes);
    await (thread as WriterThread | null)?.close();
  }
  return summary;
}
