import type { Kysely } from 'kysely';
import type { JobContextBase, JobDefinition, RunningJob } from '../types';

/** Payload of the test jobs. */
export interface TestPayload {
  /** Simulated remote call. */
  sleepMs?: number;
  /** Never return on the first attempt (until the signal aborts): a worker to kill mid-job. */
  hangFirst?: boolean;
}

export const RECORD_KIND = 'test.record';
export const ONCE_KIND = 'test.once';

/**
 * The jobs the process tests run, in the test process and in child workers alike: each handler call inserts a
 * row into job_runs, so duplicates and re-runs are counted in the database, across processes.
 */
export function testJobs(db: Kysely<any>, workerId: string, leaseMs: number): JobDefinition<TestPayload | null, JobContextBase>[] {
  const run = async (payload: TestPayload | null, job: RunningJob) => {
    await db
      .insertInto('job_runs')
      .values({ job_id: job.id, worker_id: workerId, attempt: job.attempts, run_at: job.runAt, started_at: Date.now() })
      .execute();
    if (payload?.hangFirst && job.attempts === 1) await untilAborted(job.signal);
    if (payload?.sleepMs) await new Promise((r) => setTimeout(r, payload.sleepMs));
  };
  return [
    { kind: RECORD_KIND, leaseMs, handler: (payload, _ctx, job) => run(payload, job) },
    {
      kind: ONCE_KIND,
      leaseMs,
      atMostOnce: true,
      handler: (payload, _ctx, job) => run(payload, job),
      onOutcomeUnknown: async (_payload, _ctx, info) => {
        await db.insertInto('job_outcomes').values({ job_id: info.jobId, worker_id: workerId, reason: info.reason }).execute();
      },
    },
  ];
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
