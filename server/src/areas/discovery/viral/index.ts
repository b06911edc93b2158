import type { DiscoveryPart } from '../parts';
import { ensureSampleCorpus } from './corpus';
import { registerViralRoutes } from './routes';
import { viralJobs } from './jobs';
import * as corpusMigration from './migrations/20261123T133000_discovery_viral';
import * as ftsBatchMigration from './migrations/20261123T170000_discovery_viral_fts_batch';
import * as searchStatsMigration from './migrations/20261123T175000_discovery_viral_search_stats';
import * as scoreLogMigration from './migrations/20261129T063000_discovery_viral_score_log';

/** The viral library: corpus, scoring, trending, search, refresh, media. */
export const viralPart: DiscoveryPart = {
  migrations: {
    '20261123T133000_discovery_viral': corpusMigration,
    '20261123T170000_discovery_viral_fts_batch': ftsBatchMigration,
    '20261123T175000_discovery_viral_search_stats': searchStatsMigration,
    '20261129T063000_discovery_viral_score_log': scoreLogMigration,
  },
  jobs: viralJobs,
  routes: async (app, ctx) => {
    registerViralRoutes(app, ctx);
    // The sample corpus on the first start in local mode (tests seed their own). Stored when the server is ready,
    // not while its routes register: that step has Fastify's 10 s plugin timeout, which a slow first write of
    // 2,400 posts (a fresh PostgreSQL on a loaded machine) can pass. The server still listens only after it.
    if (ctx.config.mode === 'local' && ctx.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        const seeded = await ensureSampleCorpus({ db: ctx.db });
        if (seeded) ctx.log.info('Viral library: stored the sample corpus');
      });
    }
  },
};
