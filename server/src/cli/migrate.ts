import { areas } from '../areas/index';
import { ConfigError, loadConfig, loadDotEnv } from '../platform/config';
import { migrateDatabase } from '../migrations/index';

/** `pnpm --filter server migrate`: applies pending migrations to the configured database and exits. */
async function run(): Promise<void> {
  loadDotEnv();
  // Every area's own variables too: a deployment's configuration is checked the same way by each entry point.
  const config = loadConfig(process.env, areas);
  const applied = await migrateDatabase(config, areas);
  const where = config.database.dialect === 'sqlite' ? `SQLite ${config.database.path}` : 'PostgreSQL';
  process.stdout.write(applied.length > 0 ? `Applied ${applied.join(', ')} to ${where}\n` : `${where} is up to date\n`);
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
