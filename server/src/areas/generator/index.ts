import type { AreaManifest } from '../types';
import { releaseStaleHolds } from './credits-service';
import { forgetOldRequestKeys } from './request-keys';
import { exportGeneratorData } from './member-data';
import * as m0003 from './migrations/0003_generator';
import * as m20261210 from './migrations/20261210T090000_generator_message_positions';
import * as m20261210b from './migrations/20261210T100000_generator_request_keys';
import * as m20261211 from './migrations/20261211T090000_generator_request_key_hashes';
import * as m20261215 from './migrations/20261215T090000_generator_monthly_posts';
import { registerGeneratorRoutes } from './routes';

/** The generator area: LinkedIn GPT, AI credits and the content history. */
export const generatorArea: AreaManifest = {
  name: 'generator',
  routes: registerGeneratorRoutes,
  migrations: {
    '0003_generator': m0003,
    '20261210T090000_generator_message_positions': m20261210,
    '20261210T100000_generator_request_keys': m20261210b,
    '20261211T090000_generator_request_key_hashes': m20261211,
    '20261215T090000_generator_monthly_posts': m20261215,
  },
  memberData: { export: (ctx, userId) => exportGeneratorData({ db: ctx.db, userId }) },
  jobs: [
    {
      // Credits held by requests that died mid-reply go back to their members (a refused hold also looks), and the
      // idempotency keys of sends older than a day are forgotten.
      kind: 'generator.release-stale-holds',
      schedule: { everySeconds: 600 },
      handler: async (_payload, ctx, job) => {
        const released = await releaseStaleHolds({ db: ctx.db });
        if (released > 0) ctx.log?.info({ job: job.kind, released }, 'released stale credit holds');
        await forgetOldRequestKeys({ db: ctx.db });
      },
    },
  ],
};

export { getUsage } from './credits-service';
