import { authArea } from './auth/routes';
import { generatorArea } from './generator/routes';
import type { AreaModule } from './types';

export type { AppContext, AreaModule, Deps } from './types';

/**
 * The areas whose routes are mounted under /api, in this order. Each area lives in areas/<area>/ as
 * routes.ts (thin), service.ts (rules), repository.ts (the only Kysely code), and appends itself here:
 *
 *   import { authArea } from './auth/routes';   // export const authArea: AreaModule = { name: 'auth', routes }
 *   export const areas: AreaModule[] = [authArea];
 *
 * An area that needs tables also adds src/migrations/000N_<area>.ts, lists it in src/migrations/index.ts and
 * declares the tables in the `Database` interface of platform/db.ts.
 */
export const areas: AreaModule[] = [authArea, generatorArea];
