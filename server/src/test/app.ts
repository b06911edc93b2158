import { buildApp } from '../app';
import { areas as allAreas } from '../areas/index';
import type { AreaManifest } from '../areas/types';
import { type AppContext, createContext } from '../context';
import type { Config, Env } from '../platform/config';
import type { Db, DbDialect } from '../platform/db';
import type { ApiInstance } from '../platform/http';
import { createTestDb } from './db';

export interface TestApp {
  /** Not yet listening: call `app.inject()`. Routes may still be added before the first inject. */
  app: ApiInstance;
  /** The composition root's context the app was built with (integrations, sandboxes). */
  ctx: AppContext;
  db: Db;
  config: Config;
  dialect: DbDialect;
  /** Closes the app and destroys the database. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  dialect?: DbDialect;
  /** Extra config variables, e.g. { REMOTE_GENERATOR_URL: 'https://cdn.example.com/...' }. */
  env?: Env;
  /** PostgreSQL only: the app reaches the server through this URL (a fault test's TCP proxy). */
  pgUrl?: string;
  /** Default: every area. */
  areas?: AreaManifest[];
}

/** The real app on a fresh migrated test database (see createTestDb). */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb({ dialect: options.dialect, env: options.env, pgUrl: options.pgUrl });
  const areas = options.areas ?? allAreas;
  const ctx = await createContext({ config: testDb.config, db: testDb.db, areas });
  const app = await buildApp({ ctx, areas });
  return {
    app,
    ctx,
    db: testDb.db,
    config: testDb.config,
    dialect: testDb.dialect,
    close: async () => {
      await app.close();
      await testDb.destroy();
    },
  };
}
