import type { JobDefinition } from '../../../platform/jobs/index';
import type { AppContext } from '../../types';
import { recomputeCorpus } from './corpus';
import { REFRESH_JOB } from './service';

/**
 * The refresh: pull VIRAL_FEED_URL when set, rescore, recompute authors and trending topics. On demand
 * (POST /api/authentic-viral/refresh, one at a time by key) and hourly.
 */
export async function refreshViralLibrary(ctx: AppContext, signal?: AbortSignal) {
  const result = await recomputeCorpus({ db: ctx.db, signal });
  ctx.log.info({ rescored: result.rescored }, 'Viral library refreshed');
  return result;
}

export const viralJobs: JobDefinition<any, AppContext>[] = [
  { kind: REFRESH_JOB, handler: async (_p, ctx, job) => void (await refreshViralLibrary(ctx, job.signal)), timeoutMs: 30 * 60_000, leaseMs: 120_000 },
  { kind: `${REFRESH_JOB}.hourly`, schedule: { everySeconds: 3600 }, handler: async (_p, ctx, job) => void (await refreshViralLibrary(ctx, job.signal)), timeoutMs: 30 * 60_000, leaseMs: 120_000 },
];
