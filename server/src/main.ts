import { PRODUCT_NAME } from 'shared/constants';
import { buildApp } from './app';
import { areas } from './areas/index';
import { createContext } from './context';
import { ConfigError, loadConfig, loadDotEnv } from './platform/config';
import { createDb } from './platform/db';
import { migrateDatabase } from './migrations/index';
import { startWorker } from './worker/worker';

/** Starts the server: config, database, migrations, the composition root, HTTP, jobs; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig(process.env, areas);
  await migrateDatabase(config, areas);
  const db = createDb(config);
  const ctx = await createContext({ config, db, areas });
  const app = await buildApp({ ctx, areas });
  const worker = config.worker.inProcess ? startWorker({ ctx, areas }) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl+C means "now"
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // Do not hang forever on a stuck request or connection.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await worker?.stop();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.database.dialect === 'sqlite' ? `SQLite ${config.database.path}` : 'PostgreSQL';
  process.stdout.write(`${PRODUCT_NAME} is running at ${config.publicUrl} (${database})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startupMessage(error)}\n`);
  process.exit(1);
});

function startupMessage(error: unknown): string {
  if (error instanceof ConfigError) return `${error.message}\nSee .env.example for every variable.`;
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE') return `Port already in use (${err.message}): stop the other process or set PORT.`;
  if (err.code === 'ECONNREFUSED') return `Cannot reach the database (${err.message}): check DATABASE_URL.`;
  return `Failed to start: ${err.stack ?? String(error)}`;
}
