import type { Kysely } from 'kysely';
import type { JobContextBase, JobDefinition, RunningJob } from '../types';

/** Payload of the test jobs. */
export interface TestPayload {
  /** Simulated remote call. */
  sleepMs?: number;
  /** Record the run in this process's memory (`memoryRuns`) instead of job_runs: the benchmark's handler. */
  memory?: boolean;
  /** Never return on the first attempt (until the signal aborts): a worker to kill mid-job. */
  hangFirst?: boolean;
}

export const RECORD_KIND = 'test.record';

/** Runs recorded in memory: [job id, run_at, started_at]. */
export const memoryRuns: [string, number, number][] = [];
export const ONCE_KIND = 'test.once';

/**
 * The jobs the process tests run, in the test process and in child workers alike: each handler call inserts a
 * row into job_runs, so duplicates and re-runs are counted in the database, across processes. (The benchmark
 * records in memory instead, so it measures the job system rather than one more commit per job.)
 */
export function testJobs(db: Kysely<any>, workerId: string, leaseMs: number): JobDefinition<TestPayload | null, JobContextBase>[] {
  const run = async (payload: TestPayload | null, job: RunningJob) => {
    if (payload?.memory) {
      memoryRuns.push([job.id, job.runAt, Date.now()]);
    } else {
      await db
        .insertInto('job_runs')
        .values({ job_id: job.id, worker_id: workerId, attempt: job.attempts, run_at: job.runAt, started_at: Date.now() })
        .execute();
    }
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
