import type { DiscoveryPart } from '../parts';
import { ensureSampleCorpus } from './corpus';
import { registerViralRoutes } from './routes';
import { viralJobs } from './jobs';
import * as corpusMigration from './migrations/20261123T133000_discovery_viral';

/** The viral library: corpus, scoring, trending, search, refresh, media. */
export const viralPart: DiscoveryPart = {
  migrations: { '20261123T133000_discovery_viral': corpusMigration },
  jobs: viralJobs,
  routes: async (app, ctx) => {
    registerViralRoutes(app, ctx);
    // The sample corpus on the first start in local mode (tests seed their own).
    if (ctx.config.mode === 'local' && ctx.config.nodeEnv !== 'test') {
      const seeded = await ensureSampleCorpus({ db: ctx.db });
      if (seeded) ctx.log.info('Viral library: stored the sample corpus');
    }
  },
};
