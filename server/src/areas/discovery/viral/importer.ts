/**
 * Importing viral posts from a stream of rows (the CLI's file, the feed's HTTP body): records in batches through
 * the idempotent upsert, bad rows reported with their line number and skipped, a summary at the end.
 */
import { sql } from 'kysely';
import { type Db, dialectOf } from '../../../platform/db';
import { type WrittenAuthors, authorId, prepareBatch, sqliteBatch } from './batch';
import { RowError, type SourceRow, toRecord } from './import-format';
import type { ViralRecord } from './record';
import { BULK_LOAD_STALE_MS, type CopyPosts, beginBulkLoad, corpusChanged, countPosts, finishBulkLoad, upsertRecords, withBulkWrites } from './repository';
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
  /**
   * PostgreSQL: write batches on this many connections at once (default 1), the records split by author so that
   * two batches never upsert the same author (one backend tokenizes and indexes at one core: README, importing).
   * Ignored on SQLite, which has one writer.
   */
  connections?: number;
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

async function importAll(
  { db, rows, now = Date.now(), batchSize = 5_000, signal, onBadRow, onProgress, writerThread = false, connections = 1 }: ImportOptions,
  bulk: boolean,
): Promise<ImportSummary> {
  const summary: ImportSummary = { rows: 0, inserted: 0, updated: 0, skipped: 0, ms: 0, bulk };
  // One batch is written while the next is read and parsed: on PostgreSQL its work is in another process; on SQLite
  // in the writer thread when there is one (in this thread SQLite's writes are synchronous and gain nothing).
  // A lane's batches are written one after another, in order; PostgreSQL may have several lanes, split by author.
  const file = writerThread === false ? null : await sqliteFile(db);
  const lanes = Array.from({ length: dialectOf(db) === 'postgres' ? Math.max(1, Math.floor(connections)) : 1 }, () => ({
    batch: [] as ViralRecord[],
    writes: [] as Promise<void>[],
    // PostgreSQL, a bulk load: the lane's posts are copied in while none is already stored (upsertRecords).
    copy: { on: bulk } as CopyPosts,
  }));
  // authorId is 'va_' + hex of a hash: its last digits spread authors evenly.
  const laneOf = (r: ViralRecord) => (lanes.length === 1 ? lanes[0]! : lanes[parseInt(authorId(r.platform, r.author.handle).slice(-6), 16) % lanes.length]!);
  let thread: WriterThread | null = null;
  const written: WrittenAuthors = new Map();
  let failure: { error: unknown } | null = null;
  const settle = async (lane: (typeof lanes)[number], ahead: number) => {
    while (lane.writes.length > ahead) await lane.writes.shift();
    if (failure) throw failure.error;
  };
  const flush = async (lane: (typeof lanes)[number], full: boolean) => {
    if (file && !thread && (writerThread === true || full)) thread = startWriterThread(file);
    await settle(lane, thread ? THREAD_BATCHES_AHEAD - 1 : 0);
    if (lane.batch.length === 0) return;
    const records = lane.batch;
    lane.batch = [];
    const read = summary.rows;
    const done = thread ? thread.write(sqliteBatch(prepareBatch(records, now, written), bulk)) : upsertRecords(db, records, now, { bulk, written, copy: lane.copy });
    lane.writes.push(
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
      let record: ViralRecord;
      try {
        record = toRecord(row.value, now);
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        summary.skipped++;
        onBadRow?.(row.line, error.message);
        continue;
      }
      const lane = laneOf(record);
      if (lane.batch.push(record) >= batchSize) await flush(lane, true);
    }
    for (const lane of lanes) await flush(lane, false);
    for (const lane of lanes) await settle(lane, 0);
  } finally {
    // Never leave a write running behind a failure (the caller may close the database next, or build indexes).
    await Promise.all(lanes.flatMap((lane) => lane.writes));
    await (thread as WriterThread | null)?.close();
    // The writer thread's batches too (upsertRecords says so of its own).
    corpusChanged(db);
  }
  return summary;
}
