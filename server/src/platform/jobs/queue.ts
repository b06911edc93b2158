import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db';
import { CHANNEL_PREFIX, signalLocalEnqueue } from './wake';

export interface EnqueueJobInput {
  kind: string;
  payload?: unknown;
  /** Epoch ms; default now. */
  runAt?: number;
  /** Unique among pending and running jobs: enqueueing a live key again is a no-op returning the existing id. */
  key?: string;
  /** Overrides the kind's maxAttempts for this job. */
  maxAttempts?: number;
}

/** Stores a job and wakes the runners (this process's at once; others by NOTIFY on PostgreSQL). Returns its id. */
export async function enqueueJob(db: Kysely<any>, job: EnqueueJobInput): Promise<string> {
  const [id] = await enqueueJobs(db, [job]);
  return id;
}

const CHUNK = 500;

/**
 * Stores many jobs in few statements (one per 500); returns their ids in input order. On PostgreSQL each
 * statement sends one NOTIFY, in the same transaction as the rows.
 */
export async function enqueueJobs(db: Kysely<any>, jobs: EnqueueJobInput[]): Promise<string[]> {
  const now = Date.now();
  const rows = jobs.map((job) => toRow(job, now));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) ids.push(...(await insertChunk(db, rows.slice(i, i + CHUNK))));
  if (rows.length > 0) signalLocalEnqueue(Math.min(...rows.map((r) => r.run_at)));
  return ids;
}

export type NewRow = ReturnType<typeof toRow>;

export function toRow(job: EnqueueJobInput, now: number) {
  if (!job.kind) throw new Error('enqueueJob: kind is required');
  const runAt = job.runAt ?? now;
  if (!Number.isSafeInteger(Math.round(runAt))) throw new Error(`enqueueJob ${job.kind}: runAt must be epoch milliseconds`);
  return {
    id: randomUUID(),
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? null),
    status: 'pending',
    run_at: Math.round(runAt),
    attempts: 0,
    max_attempts: job.maxAttempts ?? null,
    key: job.key ?? null,
    created_at: now,
    updated_at: now,
  };
}

async function insertChunk(db: Kysely<any>, rows: NewRow[]): Promise<string[]> {
  const inserted = new Set(await insertRows(db, rows));
  const ids: string[] = [];
  for (const row of rows) ids.push(inserted.has(row.id) ? row.id : await existingOrInsert(db, row));
  return ids;
}

/** Inserts what it can; returns the ids inserted (a row whose live key is taken is skipped). */
export async function insertRows(db: Kysely<any>, rows: NewRow[]): Promise<string[]> {
  // A live key already taken is skipped, not an error; the literal predicate lets both engines match it to the
  // partial unique index.
  const insert = db
    .insertInto('jobs')
    .values(rows)
    .onConflict((oc) => oc.column('key').where(sql<boolean>`status in ('pending', 'running')`).doNothing());
  if (dialectOf(db) === 'postgres') {
    const result = await db
      .with('ins', () => insert.returning(['id', 'run_at']))
      .selectFrom('ins')
      .select([
        'id',
        // One NOTIFY per statement, delivered when the transaction commits; the payload is the earliest run_at.
        sql`case when row_number() over () = 1 then pg_notify(left(${CHANNEL_PREFIX} || current_schema(), 63), (min(run_at) over ())::text) end`.as('notified'),
      ])
      .execute();
    return result.map((r) => r.id as string);
  }
  return (await insert.returning('id').execute()).map((r) => r.id as string);
}

/** The live job holding this key; if it finished meanwhile, the key is free again and the row goes in. */
async function existingOrInsert(db: Kysely<any>, row: NewRow): Promise<string> {
  for (let tries = 0; tries < 5; tries++) {
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('key', '=', row.key)
      .where(sql<boolean>`status in ('pending', 'running')`)
      .executeTakeFirst();
    if (existing) return existing.id as string;
    const fresh = { ...row, id: randomUUID() };
    if ((await insertRows(db, [fresh])).length === 1) return fresh.id;
  }
  throw new Error(`enqueueJob ${row.kind}: key ${row.key} kept changing hands`);
}

/** Cancels a job that has not started (by id, or by its key). True when a pending job was cancelled. */
export async function cancelJob(db: Kysely<any>, by: { id: string } | { key: string }): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: now, updated_at: now })
    .where('id' in by ? 'id' : 'key', '=', 'id' in by ? by.id : by.key)
    .where(sql<boolean>`status = 'pending'`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
