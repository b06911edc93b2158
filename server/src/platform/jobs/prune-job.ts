import type { Kysely } from 'kysely';
import { pruneFinishedJobs } from './repository';
import type { JobDefinition } from './types';

export const PRUNE_JOBS_KIND = 'platform.prune-jobs';
export const DEFAULT_RETAIN_FINISHED_MS = 7 * 24 * 60 * 60_000;

/**
 * Built into every runner: deletes jobs that finished (done, failed, cancelled, unknown and handed over) more than
 * `retainMs` ago, so the table holds what is live plus a week of history.
 */
export function pruneJobsDefinition(db: Kysely<any>, retainMs: number): JobDefinition<unknown, { log: { info(o: object, m?: string): void } }> {
  return {
    kind: PRUNE_JOBS_KIND,
    schedule: { everySeconds: 3600 },
    handler: async (_payload, ctx) => {
      const deleted = await pruneFinishedJobs(db, { before: Date.now() - retainMs });
      if (deleted > 0) ctx.log.info({ deleted }, 'pruned finished jobs');
    },
  };
}
