import type { Migration } from 'kysely';
import type { AppContext } from '../context';
import type { AreaSettings } from '../platform/config';
import type { EventHandlers } from '../platform/events';
import type { JobDefinition } from '../platform/jobs/index';
import type { ApiInstance } from '../platform/http';

export type { AppContext } from '../context';

/** Older name some briefs use for the same thing. */
export type Deps = AppContext;

/**
 * What an area keeps about a member: its part of the data export (already presented: API shapes, never raw
 * rows, never secrets) and what must happen before the member's account row is deleted (rows referencing
 * users(id) go by cascade; this is for what a cascade cannot do: cancel a subscription, drop pending jobs).
 */
export interface MemberDataHooks {
  /** Keys of the returned object appear at the top level of GET /api/user/export. */
  export?: (ctx: AppContext, userId: string) => Promise<Record<string, unknown>>;
  /** Runs before the account row is deleted, in reverse order of the area list. */
  delete?: (ctx: AppContext, userId: string) => Promise<void>;
}

/**
 * One product area of the server, declared once in `areas/<area>/index.ts` and listed once in areas/index.ts.
 * The platform reads everything it needs from here: nothing else registers an area anywhere.
 */
export interface AreaManifest {
  name: string;
  /**
   * Called inside the area's own Fastify plugin mounted at /api, so paths are written as in SPEC.md §7 minus the
   * /api prefix ('/auth/login'), and hooks it adds stay inside the area.
   */
  routes?: (app: ApiInstance, ctx: AppContext) => void | Promise<void>;
  /**
   * The area's migrations by name. New names are `YYYYMMDDTHHMMSS_<area>_<what>` (UTC time of writing), so two areas
   * written in the same week never collide; all areas' migrations run together in name order on both engines.
   * Table row types go in the area's `tables.ts`, which augments the `Database` interface of platform/db.ts.
   */
  migrations?: Record<string, Migration>;
  /** Background jobs this area owns (handler, schedule or on demand, attempts, at-most-once). */
  jobs?: JobDefinition<any, AppContext>[];
  memberData?: MemberDataHooks;
  /**
   * The area's own environment variables (`defineAreaSettings` in platform/config.ts): validated at boot with the
   * platform's, listed in /.env.example, read back typed with `settings.of(ctx.config)`.
   */
  settings?: AreaSettings<unknown>;
  /** What this area does when another area emits an event (platform/events.ts). */
  on?: EventHandlers<AppContext>;
}

/** Previous name of AreaManifest. */
export type AreaModule = AreaManifest;
