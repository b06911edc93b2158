import type { Generated } from 'kysely';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'unknown' | 'cancelled';

/**
 * One stored job. Times are epoch milliseconds (bigint columns, numbers in JS on both engines).
 * - pending: waits for run_at; running: leased by lease_owner until lease_expires_at.
 * - done / failed / cancelled: finished (finished_at set), pruned after a while.
 * - unknown: an at-most-once job whose worker died mid-run; finished_at stays null until the area's
 *   onOutcomeUnknown handler has run (it holds the lease meanwhile), and the job is never run again.
 */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  run_at: number;
  attempts: Generated<number>;
  /** Null: the kind's maxAttempts. */
  max_attempts: number | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_error: string | null;
  /** Dedupe key, unique among pending and running jobs; `schedule:<kind>` for recurring jobs. */
  key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface JobsTables {
  jobs: JobsTable;
}

/** A row as selected. */
export interface JobRow {
  id: string;
  kind: string;
  payload: string;
  status: JobStatus;
  run_at: number;
  attempts: number;
  max_attempts: number | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_error: string | null;
  key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}
