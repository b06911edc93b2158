import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { ApiInstance } from '../platform/http';

/** What every area receives: the validated config and the database. Grows as shared services appear. */
export interface AppContext {
  config: Config;
  db: Db;
}

/** Older name some briefs use for the same thing. */
export type Deps = AppContext;

/**
 * One product area of the API. `routes` is called inside its own Fastify plugin mounted at /api, so paths are
 * written as in SPEC.md §7 minus the /api prefix ('/auth/login'), and hooks it adds stay inside the area.
 */
export interface AreaModule {
  name: string;
  routes: (app: ApiInstance, ctx: AppContext) => void | Promise<void>;
}
