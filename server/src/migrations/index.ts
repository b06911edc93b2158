import type { Migration } from 'kysely';
import { areas as allAreas } from '../areas/index';
import type { AreaManifest } from '../areas/types';
import type { Config } from '../platform/config';
import { createDb } from '../platform/db';
import { migrateToLatest } from '../platform/migrate';
import { platformMigrations } from '../platform/migrations/index';
import { sandboxMigrations } from '../sandbox/migrations';

/**
 * Every migration of the server: the platform's, the sandboxes' and each area's (from its manifest), listed
 * statically so they load the same under tsx, jest and a bundler. Kysely runs them in name order; names are unique
 * across the server (a clash is a start-up error, not a silent overwrite).
 */
export function collectMigrations(areas: AreaManifest[] = allAreas): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  const owner = new Map<string, string>();
  const sources: [string, Record<string, Migration> | undefined][] = [
    ['platform', platformMigrations],
    ['sandbox', sandboxMigrations],
    ...areas.map((a): [string, Record<string, Migration> | undefined] => [a.name, a.migrations]),
  ];
  for (const [source, migrations] of sources) {
    for (const [name, migration] of Object.entries(migrations ?? {})) {
      if (owner.has(name)) throw new Error(`Migration ${name} is declared twice (by ${owner.get(name)} and ${source})`);
      owner.set(name, source);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * Applies every pending migration on a connection of its own with no statement deadline (building an index over a
 * large table may take minutes, longer than DB_QUERY_TIMEOUT_MS allows a request), then closes it. What the API,
 * the worker and `pnpm --filter server migrate` run first; returns the names applied. Statements run unnamed: a
 * migration may read a table, change its shape and read it again in one transaction, where a prepared statement
 * would be refused ('cached plan must not change result type'), and each runs once anyway.
 */
export async function migrateDatabase(config: Pick<Config, 'database'>, areas: AreaManifest[] = allAreas): Promise<string[]> {
  const db = createDb(config, { queryTimeoutMs: 0, preparedStatements: false });
  try {
    return await migrateToLatest(db, collectMigrations(areas));
  } finally {
    await db.destroy();
  }
}
