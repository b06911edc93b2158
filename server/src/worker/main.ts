import { loadConfig, loadDotEnv } from '../platform/config';
import { createDb } from '../platform/db';
import { migrateToLatest } from '../platform/migrate';
import { startWorker } from './worker';

/** `pnpm worker`: the background jobs alone, for deployments that run them apart from the API (WORKER_IN_PROCESS=false). */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const db = createDb(config);
  await migrateToLatest(db);
  const log = {
    info: (obj: unknown, msg?: string) => process.stdout.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
    error: (obj: unknown, msg?: string) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
  };
  const worker = startWorker({ db, log: log as never, intervalMs: config.worker.intervalMs });
  process.stdout.write(`Worker running every ${Math.round(config.worker.intervalMs / 1000)} s\n`);
  const keepAlive = setInterval(() => undefined, 1 << 30);
  const stop = async () => {
    clearInterval(keepAlive);
    await worker.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker failed to start: ${(error as Error).message}\n`);
  process.exit(1);
});
