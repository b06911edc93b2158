import type { DiscoveryPart } from '../parts';
import { ensureSampleCorpus } from './corpus';
import * as corpusMigration from './migrations/20261123T133000_discovery_viral';

/** The viral library: corpus, scoring, trending, search, refresh, media (routes and jobs join as they land). */
export const viralPart: DiscoveryPart = {
  migrations: { '20261123T133000_discovery_viral': corpusMigration },
  routes: async (_app, ctx) => {
    // The sample corpus on the first start in local mode (tests seed their own).
    if (ctx.config.mode === 'local' && ctx.config.nodeEnv !== 'test') {
      const seeded = await ensureSampleCorpus({ db: ctx.db });
      if (seeded) ctx.log.info('Viral library: stored the sample corpus');
    }
  },
};
