/**
 * Importing viral posts from a stream of rows (the CLI's file, the feed's HTTP body): records in batches through
 * the idempotent upsert, bad rows reported with their line number and skipped, a summary at the end.
 */
import type { Db } from '../../../platform/db';
import { RowError, type SourceRow, toRecord } from './import-format';
import type { ViralRecord } from './record';
import { BULK_LOAD_STALE_MS, beginBulkLoad, countPosts, finishBulkLoad, upsertRecords, withBulkWrites } from './repository';

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

async function importAll({ db, rows, now = Date.now(), batchSize = 5_000, signal, onBadRow, onProgress }: ImportOptions, bulk: boolean): Promise<ImportSummary> {
  const summary: ImportSummary = { rows: 0, inserted: 0, updated: 0, skipped: 0, ms: 0, bulk };
  let batch: ViralRecord[] = [];
  // One batch is written while the next is read and parsed (PostgreSQL works in its own process, so the two
  // overlap; SQLite's writes are synchronous and gain nothing). Batches are written one after another, in order.
  let writing: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  const settle = async () => {
    if (writing) await writing;
    writing = null;
    if (failure) throw failure.error;
  };
  const flush = async () => {
    await settle();
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    const read = summary.rows;
    writing = upsertRecords(db, records, now, { bulk }).then(
      ({ inserted, updated }) => {
        summary.inserted += inserted;
        summary.updated += updated;
        onProgress?.(read);
      },
      (error: unknown) => {
        failure = { error };
      },
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
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await settle();
  } finally {
    // Never leave a write running behind a failure (the caller may close the database next).
    await writing;
  }
  return summary;
}
