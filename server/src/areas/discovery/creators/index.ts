import type { DiscoveryPart } from '../parts';
import { deleteCreatorFollows, exportCreatorFollows } from './member-data';
import * as m20261123T133500 from './migrations/20261123T133500_discovery_creator_follows';
import * as m20261123T140500 from './migrations/20261123T140500_discovery_creator_search';
import { registerCreatorRoutes } from './routes';

/** Rising creators: the corpus authors ranked by growth and engagement, and each member's follows. */
export const creatorsPart: DiscoveryPart = {
  routes: registerCreatorRoutes,
  migrations: {
    '20261123T133500_discovery_creator_follows': m20261123T133500,
    '20261123T140500_discovery_creator_search': m20261123T140500,
  },
  memberData: {
    export: (ctx, userId) => exportCreatorFollows({ db: ctx.db, userId }),
    delete: (ctx, userId) => deleteCreatorFollows({ db: ctx.db, userId }),
  },
};
