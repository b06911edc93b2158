import type { JobDefinition } from '../../../platform/jobs/index';
import type { AppContext } from '../../types';
import { discoverySettings } from '../settings';
import { runExclusive } from '../../../platform/exclusive';
import { CORPUS_LOCK, recomputeCorpus } from './corpus';
import { jsonLines } from './import-format';
import { type ImportSummary, importRows } from './importer';
import { BULK_LOAD_STALE_MS, finishBulkLoad } from './repository';
import { REFRESH_JOB } from './service';

/** Pulls the JSON lines of `url` through the importer (streamed, bad lines logged and skipped). */
export async function pullFeed(ctx: Pick<AppContext, 'db' | 'log'>, url: string, signal?: AbortSignal): Promise<ImportSummary> {
  const res = await fetch(url, { signal, headers: { accept: 'application/x-ndjson, application/jsonl, text/plain, */*' } });
  if (!res.ok || !res.body) throw new Error(`VIRAL_FEED_URL answered ${res.status}`);
  const text = res.body.pipeThrough(new TextDecoderStream()) as unknown as AsyncIterable<string>;
  let bad = 0;
  return importRows({
    db: ctx.db,
    rows: jsonLines(text),
    signal,
    onBadRow: (line, reason) => {
      if (++bad <= 20) ctx.log.warn({ line, reason }, 'Viral feed: bad line skipped');
    },
  });
}

/**
 * The refresh: pull VIRAL_FEED_URL when set, rescore, recompute authors and trending topics. On demand
 * (POST /api/authentic-viral/refresh, one at a time by key) and hourly.
 */
export async function refreshViralLibrary(ctx: AppContext, signal?: AbortSignal) {
  return runExclusive(ctx.db, CORPUS_LOCK, () => refresh(ctx, signal), { signal });
}

async function refresh(ctx: AppContext, signal?: AbortSignal) {
  // An import command killed during a bulk load left the indexes unbuilt: build them once it is clearly gone.
  if (await finishBulkLoad(ctx.db, { olderThanMs: BULK_LOAD_STALE_MS })) ctx.log.warn('Viral library: finished an abandoned bulk import (indexes built)');
  const { viralFeedUrl } = discoverySettings.of(ctx.config);
  const feed = viralFeedUrl ? await pullFeed(ctx, viralFeedUrl, signal) : null;
  const result = await recomputeCorpus({ db: ctx.db, signal });
  ctx.log.info({ rescored: result.rescored, feed }, 'Viral library refreshed');
  return { ...result, feed };
}

const refreshJob: JobDefinition<any, AppContext>['handler'] = async (_p, ctx, job) => void (await refreshViralLibrary(ctx, job.signal));

export const viralJobs: JobDefinition<any, AppContext>[] = [
  { kind: REFRESH_JOB, handler: refreshJob, timeoutMs: 30 * 60_000, leaseMs: 120_000 },
  { kind: `${REFRESH_JOB}.hourly`, schedule: { everySeconds: 3600 }, handler: refreshJob, timeoutMs: 30 * 60_000, leaseMs: 120_000 },
];
