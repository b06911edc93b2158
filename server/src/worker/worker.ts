import type { AreaManifest } from '../areas/types';
import type { AppContext } from '../context';
import { type JobDefinition, type JobRunner, startJobRunner } from '../platform/jobs/index';
import { platformJobs } from './platform-jobs';

export interface Worker {
  /** Stops claiming jobs and resolves when the running ones have finished (bounded). */
  stop: () => Promise<void>;
  runner: JobRunner;
}

/** Every job the server knows: the platform's and each area's (from its manifest). The runner refuses duplicates. */
export function collectJobs(areas: AreaManifest[]): JobDefinition<any, AppContext>[] {
  return [...platformJobs, ...areas.flatMap((a) => a.jobs ?? [])];
}

/**
 * Runs the job registry in this process (the API's, or a standalone `pnpm worker`), sharing the database with every
 * other runner: claims are atomic, PostgreSQL runners wake each other with NOTIFY.
 */
export function startWorker({ ctx, areas, pgSchema }: { ctx: AppContext; areas: AreaManifest[]; pgSchema?: string }): Worker {
  const { config } = ctx;
  const runner = startJobRunner({
    db: ctx.db,
    ctx,
    jobs: collectJobs(areas),
    concurrency: config.worker.concurrency,
    pgListenUrl: config.database.dialect === 'postgres' ? config.database.url : null,
    pgSchema,
  });
  return { stop: () => runner.stop(), runner };
}
