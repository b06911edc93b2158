import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dialectOf } from '../db';
import { type NewRow, insertRows, toRow } from './queue';
import type { JobRow, JobStatus } from './tables';

/**
 * Every statement of the runner. Each one is a single atomic statement (or a transaction whose first statement
 * writes, so SQLite takes its write lock before reading anything): two runners can never both act on one row,
 * because every change of a claimed row is conditioned on `lease_owner` and `status`.
 *
 * Statuses are written as literals so both engines match the partial indexes.
 */
const is = (status: JobStatus) => sql<boolean>`status = ${sql.lit(status)}`;
const kindIn = (kinds: string[]) => sql<boolean>`kind in (${sql.join(kinds)})`;
const big = (n: number) => sql`cast(${Math.round(n)} as bigint)`;

export interface Leases {
  /** Lease length per kind. */
  byKind: Map<string, number>;
  fallback: number;
}

function leaseExpiry(leases: Leases, now: number): RawBuilder<unknown> {
  const cases = [...leases.byKind].map(([kind, ms]) => sql`when ${kind} then ${big(now + ms)}`);
  return sql`case kind ${sql.join(cases, sql` `)} else ${big(now + leases.fallback)} end`;
}

/** Leases up to `limit` due pending jobs of these kinds to `owner`, counting an attempt. */
export async function claimDueJobs(
  db: Kysely<any>,
  options: { owner: string; now: number; limit: number; kinds: string[]; leases: Leases },
): Promise<JobRow[]> {
  const { owner, now, limit, kinds, leases } = options;
  if (limit <= 0 || kinds.length === 0) return [];
  const set = sql`status = 'running', attempts = attempts + 1, lease_owner = ${owner},
    lease_expires_at = ${leaseExpiry(leases, now)}, updated_at = ${big(now)}`;
  const due = sql`${is('pending')} and run_at <= ${big(now)} and ${kindIn(kinds)}`;
  const query =
    dialectOf(db) === 'postgres'
      ? // SKIP LOCKED: concurrent runners each take different rows instead of queueing behind one another.
        sql<JobRow>`with picked as (
          select id from jobs where ${due} order by run_at limit ${limit} for update skip locked
        )
        update jobs set ${set} from picked where jobs.id = picked.id returning jobs.*`
      : // One statement: SQLite takes the write lock at its start, so no other process sees the rows pending.
        sql<JobRow>`update jobs set ${set}
        where id in (select id from jobs where ${due} order by run_at limit ${limit}) returning *`;
  const { rows } = await query.execute(db);
  return rows.map((r) => normalise(r));
}

/** The run_at of the earliest pending job of these kinds (due or not), or null. */
export async function nextPendingRunAt(db: Kysely<any>, kinds: string[]): Promise<number | null> {
  if (kinds.length === 0) return null;
  const row = await db
    .selectFrom('jobs')
    .select('run_at')
    .where(is('pending'))
    .where(kindIn(kinds))
    .orderBy('run_at')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.run_at) : null;
}

/** Extends a lease this owner still holds; false when it was lost (expired and taken over). */
export async function extendLease(
  db: Kysely<any>,
  options: { id: string; owner: string; status: 'running' | 'unknown'; until: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_expires_at: options.until, updated_at: options.now })
    .where('id', '=', options.id)
    .where('lease_owner', '=', options.owner)
    .where(is(options.status))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A follow-up row written in the same transaction as a recurring job's outcome: its next occurrence. */
export type NextOccurrence = { kind: string; runAt: number; key: string } | null;

/**
 * Ends a run this owner holds: done or failed (with the next occurrence of a recurring kind in the same
 * transaction, so a crash cannot lose the schedule). False when the lease was lost.
 */
export async function finishJob(
  db: Kysely<any>,
  options: { id: string; owner: string; now: number; status: 'done' | 'failed'; error?: string; next: NextOccurrence },
): Promise<boolean> {
  const { id, owner, now, status, error, next } = options;
  return endLeased(db, { id, owner, now, next, from: 'running', set: { status, last_error: error ?? null } });
}

/**
 * Ends the run `owner` holds on a job in status `from` (its lease released, `set` written) and, in the same
 * transaction, inserts the next occurrence of a recurring kind. False when the lease was lost.
 */
async function endLeased(
  db: Kysely<any>,
  options: { id: string; owner: string; now: number; next: NextOccurrence; from: 'running' | 'unknown'; set: Record<string, unknown> },
): Promise<boolean> {
  const { id, owner, now, next, from, set } = options;
  const apply = async (trx: Kysely<any>) => {
    const result = await trx
      .updateTable('jobs')
      .set({ ...set, finished_at: now, updated_at: now, lease_owner: null, lease_expires_at: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where(is(from))
      .executeTakeFirst();
    const ended = Number(result.numUpdatedRows) > 0;
    if (ended && next) await insertRows(trx, [nextRow(next, now)]);
    return ended;
  };
  return next ? db.transaction().execute(apply) : apply(db);
}

function nextRow(next: NonNullable<NextOccurrence>, now: number): NewRow {
  return toRow({ kind: next.kind, runAt: next.runAt, key: next.key }, now);
}

/**
 * Marks many runs done in one statement (one commit instead of one per job: what limits throughput on
 * PostgreSQL is the commit's flush to disk). Returns the ids this owner still held, which are the ones recorded.
 */
export async function finishJobsDone(db: Kysely<any>, options: { ids: string[]; owner: string; now: number }): Promise<string[]> {
  const { ids, owner, now } = options;
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'done', finished_at: now, updated_at: now, lease_owner: null, lease_expires_at: null, last_error: null })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where(is('running'))
    .returning('id')
    .execute();
  return rows.map((r) => r.id as string);
}

/** Puts a run this owner holds back to pending at `runAt`. `giveBackAttempt`: a RetryLater does not count. */
export async function retryJob(
  db: Kysely<any>,
  options: { id: string; owner: string; now: number; runAt: number; error: string; giveBackAttempt: boolean },
): Promise<boolean> {
  const { id, owner, now, runAt, error, giveBackAttempt } = options;
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      run_at: Math.round(runAt),
      updated_at: now,
      lease_owner: null,
      lease_expires_at: null,
      last_error: error,
      ...(giveBackAttempt ? { attempts: sql`attempts - 1` } : {}),
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where(is('running'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes over ordinary jobs whose lease expired (their worker died or stalled): leased to `owner` for `holdMs`
 * while the runner decides retry or failure, so two runners never recover the same row.
 */
export async function takeOverExpired(
  db: Kysely<any>,
  options: { owner: string; now: number; kinds: string[]; holdMs: number },
): Promise<JobRow[]> {
  const { owner, now, kinds, holdMs } = options;
  if (kinds.length === 0) return [];
  const rows = await db
    .updateTable('jobs')
    .set({ lease_owner: owner, lease_expires_at: now + holdMs, updated_at: now })
    .where(is('running'))
    .where('lease_expires_at', '<', now)
    .where(kindIn(kinds))
    .returningAll()
    .execute();
  return rows.map((r) => normalise(r));
}

/** At-most-once jobs whose lease expired become unknown: never run again, handed to the area instead. */
export async function markExpiredUnknown(db: Kysely<any>, options: { now: number; kinds: string[] }): Promise<JobRow[]> {
  const { now, kinds } = options;
  if (kinds.length === 0) return [];
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'unknown', lease_owner: null, lease_expires_at: null, updated_at: now, last_error: 'worker died mid-run: outcome unknown' })
    .where(is('running'))
    .where('lease_expires_at', '<', now)
    .where(kindIn(kinds))
    .returningAll()
    .execute();
  return rows.map((r) => normalise(r));
}

/** Leases unknown jobs whose area handler has not run yet (or whose last handoff died or failed). */
export async function claimUnknownHandoffs(
  db: Kysely<any>,
  options: { owner: string; now: number; kinds: string[]; leases: Leases; limit: number },
): Promise<JobRow[]> {
  const { owner, now, kinds, leases, limit } = options;
  if (kinds.length === 0 || limit <= 0) return [];
  const open = sql<boolean>`status = 'unknown' and finished_at is null and run_at <= ${big(now)}
    and (lease_expires_at is null or lease_expires_at < ${big(now)}) and ${kindIn(kinds)}`;
  const { rows } = await sql<JobRow>`update jobs
    set lease_owner = ${owner}, lease_expires_at = ${leaseExpiry(leases, now)}, updated_at = ${big(now)}
    where id in (select id from jobs where ${open} order by run_at limit ${limit})
    and (lease_expires_at is null or lease_expires_at < ${big(now)}) and status = 'unknown'
    returning *`.execute(db);
  return rows.map((r) => normalise(r));
}

/** The area has been told: the unknown job is closed (and a recurring kind's next occurrence goes in). */
export async function closeUnknown(
  db: Kysely<any>,
  options: { id: string; owner: string; now: number; next: NextOccurrence },
): Promise<boolean> {
  return endLeased(db, { ...options, from: 'unknown', set: {} });
}

/** The area's handler failed: release the handoff and try it again at `runAt`. */
export async function postponeUnknown(
  db: Kysely<any>,
  options: { id: string; owner: string; now: number; runAt: number; error: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: Math.round(options.runAt), updated_at: options.now, lease_owner: null, lease_expires_at: null, last_error: options.error })
    .where('id', '=', options.id)
    .where('lease_owner', '=', options.owner)
    .where(is('unknown'))
    .execute();
}

/**
 * Makes sure a recurring kind has its one live row (two runners seeding at once insert one: the key is unique
 * among live rows), and brings it forward if an older, slower schedule left it later than `latest`.
 */
export async function seedSchedule(
  db: Kysely<any>,
  options: { kind: string; key: string; first: number; latest: number; now: number },
): Promise<void> {
  const { kind, key, first, latest, now } = options;
  await insertRows(db, [toRow({ kind, key, runAt: first }, now)]);
  await db
    .updateTable('jobs')
    .set({ run_at: latest, updated_at: now })
    .where('key', '=', key)
    .where(is('pending'))
    .where('run_at', '>', latest)
    .execute();
}

/** Deletes finished jobs older than `before`, in batches so no statement holds a lock for long. */
export async function pruneFinishedJobs(db: Kysely<any>, options: { before: number; batch?: number }): Promise<number> {
  const batch = options.batch ?? 5_000;
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom('jobs')
      .where('id', 'in', db.selectFrom('jobs').select('id').where('finished_at', '<', options.before).limit(batch))
      .executeTakeFirst();
    const n = Number(result.numDeletedRows);
    total += n;
    if (n < batch) return total;
  }
}

/** pg returns int8 as numbers through createDb's parser; normalise anyway, so a plain pool works too. */
function normalise(raw: object): JobRow {
  const row = raw as unknown as JobRow;
  return {
    ...row,
    run_at: Number(row.run_at),
    attempts: Number(row.attempts),
    max_attempts: row.max_attempts === null ? null : Number(row.max_attempts),
    lease_expires_at: row.lease_expires_at === null ? null : Number(row.lease_expires_at),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    finished_at: row.finished_at === null ? null : Number(row.finished_at),
  };
}
