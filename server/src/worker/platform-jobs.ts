import type { AppContext } from '../context';
import type { JobDefinition } from '../platform/jobs/index';
import { pruneRateLimits } from '../platform/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The platform's own recurring jobs (areas declare theirs in their manifests). */
export const platformJobs: JobDefinition<undefined, AppContext>[] = [
  {
    kind: 'platform.prune-rate-limits',
    schedule: { everySeconds: 600 },
    handler: async (_payload, ctx) => {
      const windows = await pruneRateLimits(ctx.db, { before: Date.now() - DAY_MS });
      if (windows > 0) ctx.log.info({ windows }, 'pruned old rate-limit windows');
    },
  },
];
