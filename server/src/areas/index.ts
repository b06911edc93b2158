import { authArea } from './auth/index';
import { billingArea } from './billing/index';
import { discoveryArea } from './discovery/index';
import { generatorArea } from './generator/index';
import { libraryArea } from './library/index';
import { schedulerArea } from './scheduler/index';
import type { AreaManifest } from './types';

export type { AppContext, AreaManifest, AreaModule, Deps } from './types';

/**
 * The list of areas, written once: routes under /api (in this order), migrations, jobs, and the member data
 * export and deletion all come from these manifests (see each `areas/<area>/index.ts` and server/README.md).
 */
export const areas: AreaManifest[] = [authArea, generatorArea, discoveryArea, libraryArea, schedulerArea, billingArea];
