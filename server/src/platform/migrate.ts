import { type Migration, Migrator, sql } from 'kysely';
import { type Db, dialectOf } from './db';

/**
 * Applies every pending migration of `migrations` (collectMigrations() in src/migrations gathers the platform's and
 * every area's); throws naming the one that failed. Safe to run from several processes at once: Kysely holds a lock
 * while it migrates. Areas written at the same time may land in any order, so a migration named earlier than one
 * already applied still runs (allowUnorderedMigrations): each area's own migrations stay in order.
 */
export async function migrateToLatest(db: Db, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping table in every schema unless told which one; pin it to the current
    // schema so databases holding several schemas (tests, shared servers) do not confuse it.
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed} failed: ${message}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(db: Db): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
