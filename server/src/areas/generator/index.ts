import type { AreaManifest } from '../types';
import { exportGeneratorData } from './member-data';
import * as m0003 from './migrations/0003_generator';
import { registerGeneratorRoutes } from './routes';

/** The generator area: LinkedIn GPT, AI credits and the content history. */
export const generatorArea: AreaManifest = {
  name: 'generator',
  routes: registerGeneratorRoutes,
  migrations: { '0003_generator': m0003 },
  memberData: { export: (ctx, userId) => exportGeneratorData({ db: ctx.db, userId }) },
};

export { getUsage } from './credits-service';
