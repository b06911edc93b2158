import type { AreaManifest } from '../areas/types';
import type { AppContext } from '../context';
import { startJobRunner } from '../platform/jobs/runner';
import type { JobDefinition } from '../platform/jobs/types';
import { platformJobs } from './platform-jobs';

export interface Worker {
  /** Stops claiming jobs and resolves when the running ones have finished. */
  stop: () => Promise<void>;
}

/** Every job the server knows: the platform's and each area's (from its manifest). Kinds are unique. */
export function collectJobs(areas: AreaManifest[]): JobDefinition<any, AppContext>[] {
  const jobs = [...platformJobs, ...areas.flatMap((a) => a.jobs ?? [])];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.kind)) throw new Error(`Job kind ${job.kind} is declared twice`);
    seen.add(job.kind);
  }
  return jobs;
}

/** Runs the job registry in this process (the API's, or a standalone `pnpm worker`). */
export function startWorker({ ctx, areas }: { ctx: AppContext; areas: AreaManifest[] }): Worker {
  const runner = startJobRunner({ db: ctx.db, ctx, jobs: collectJobs(areas) });
  return { stop: () => runner.stop() };
}
