import { areas } from '../areas/index';
import { createContext } from '../context';
import { loadConfig, loadDotEnv } from '../platform/config';
import { createDb } from '../platform/db';
import { migrateDatabase } from '../migrations/index';
import { createSandboxHost } from '../sandbox/index';
import { startWorker } from './worker';

/**
 * `pnpm worker`: the background jobs alone, for deployments that run them apart from the API
 * (WORKER_IN_PROCESS=false), as many processes as needed. It builds the same context as the API; the sandboxes it
 * calls (local mode) are served in-process by a private host that answers no network request.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig(process.env, areas);
  await migrateDatabase(config, areas);
  const db = createDb(config);
  const ctx = await createContext({ config, db, areas });
  if (ctx.sandboxes.length > 0) ctx.sandboxFetch.bind(await createSandboxHost(ctx.sandboxes));
  const worker = startWorker({ ctx, areas });
  process.stdout.write('Worker running\n');
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
