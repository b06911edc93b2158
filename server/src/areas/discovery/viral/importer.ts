/**
 * Importing viral posts from a stream of rows (the CLI's file, the feed's HTTP body): records in batches through
 * the idempotent upsert, bad rows reported with their line number and skipped, a summary at the end.
 */
import type { Db } from '../../../platform/db';
import { RowError, type SourceRow, toRecord } from './import-format';
import type { ViralRecord } from './record';
import { upsertRecords, withBulkWrites } from './repository';

export interface ImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  skipped: number;
  ms: number;
}

export interface ImportOptions {
  db: Db;
  rows: AsyncIterable<SourceRow>;
  now?: number;
  batchSize?: number;
  signal?: AbortSignal;
  onBadRow?: (line: number, reason: string) => void;
  /** After each batch: rows read so far. */
  onProgress?: (rowsRead: number) => void;
}

export async function importRows(options: ImportOptions): Promise<ImportSummary> {
  return withBulkWrites(options.db, () => importAll(options));
}

async function importAll({ db, rows, now = Date.now(), batchSize = 5_000, signal, onBadRow, onProgress }: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const summary: ImportSummary = { rows: 0, inserted: 0, updated: 0, skipped: 0, ms: 0 };
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
    writing = upsertRecords(db, records, now).then(
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
  summary.ms = Date.now() - started;
  return summary;
}
