// A scheduler publishing worker in its own process, for the multi-process tests and the benchmark:
//   node --import tsx publish-worker.ts '<json options>'
// The same context as `pnpm worker` (integrations, the LinkedIn sandbox served in-process on the shared database),
// running the scheduler's jobs. Prints `{"ready":true}` once polling, `{"stopped":true,"stats":...}` after SIGTERM.
import { areas } from '../../index';
import { createContext } from '../../../context';
import { createDb } from '../../../platform/db';
import { startJobRunner } from '../../../platform/jobs/index';
import type { DbTarget } from '../../../platform/jobs/testing/jobs-test-db';
import { createSandboxHost } from '../../../sandbox/index';
import { testConfig } from '../../../test/config';
import { schedulerArea } from '../index';

interface Options {
  target: DbTarget;
  workerId: string;
  /** Config variables (APP_SECRET and PUBLIC_URL must match the process that connected the members). */
  env: Record<string, string>;
  concurrency?: number;
  /** Overrides the publish job's lease (the SIGKILL test lets it expire quickly). */
  leaseMs?: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const { target } = options;
const write = (line: object) => new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(line)}\n`, () => resolve()));

async function main() {
  const config = testConfig({ ...options.env, DATABASE_URL: target.dialect === 'postgres' ? target.url : `sqlite:${target.path}` });
  const db = createDb(config, target.dialect === 'postgres' ? { pgSchema: target.schema } : {});
  const ctx = await createContext({ config, db, areas });
  ctx.sandboxFetch.bind(await createSandboxHost(ctx.sandboxes));
  const runner = startJobRunner({
    db,
    ctx,
    jobs: (schedulerArea.jobs ?? []).map((job) => (options.leaseMs ? { ...job, leaseMs: options.leaseMs } : job)),
    workerId: options.workerId,
    concurrency: options.concurrency ?? config.worker.concurrency,
    pgListenUrl: target.dialect === 'postgres' ? target.url : null,
    pgSchema: target.dialect === 'postgres' ? target.schema : undefined,
  });
  process.once('SIGTERM', async () => {
    await runner.stop();
    await write({ stopped: true, stats: runner.stats() });
    await db.destroy();
    process.exit(0);
  });
  while ((target.dialect === 'postgres' && !runner.stats().listening) || runner.stats().polls === 0) await new Promise((r) => setTimeout(r, 20));
  await write({ ready: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`publish-worker failed: ${(error as Error).stack}\n`);
  process.exit(1);
});
