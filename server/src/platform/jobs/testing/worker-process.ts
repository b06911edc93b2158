// A job worker in its own process, for the multi-process tests and the benchmark:
//   tsx worker-process.ts '<json options>'
// Prints one JSON line `{"ready":true}` once its runner has started, and `{"stopped":true,"stats":...}` after a
// SIGTERM. With "enqueue", it enqueues those jobs, prints their ids and exits instead.
import { createDb } from '../../db';
import { enqueueJobs, type EnqueueJobInput } from '../queue';
import { startJobRunner } from '../runner';
import type { JobContextBase } from '../types';
import type { DbTarget } from './jobs-test-db';
import { memoryRuns, testJobs } from './test-jobs';

interface Options {
  target: DbTarget;
  workerId: string;
  leaseMs?: number;
  concurrency?: number;
  idlePollMs?: number;
  enqueue?: EnqueueJobInput[];
  /** With enqueue: each job's runAt is this many ms after the moment it is enqueued (this process's clock). */
  enqueueDelayMs?: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const { target } = options;
const db =
  target.dialect === 'postgres'
    ? createDb({ database: { dialect: 'postgres', url: target.url } }, { pgSchema: target.schema })
    : createDb({ database: { dialect: 'sqlite', path: target.path } });

// Resolves once flushed: stdout to a pipe is asynchronous, and process.exit would drop what is still queued.
const write = (line: object) => new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(line)}\n`, () => resolve()));
const logTo = (level: string) => (o: object, m?: string) => process.stderr.write(`[${options.workerId}] ${level} ${m ?? ''} ${JSON.stringify(o, errorJson)}\n`);
const ctx: JobContextBase = { log: { info: () => undefined, warn: logTo('warn'), error: logTo('error') } };

function errorJson(_key: string, value: unknown) {
  return value instanceof Error ? { message: value.message } : value;
}

async function main() {
  if (options.enqueue) {
    const delay = options.enqueueDelayMs;
    const jobs = delay === undefined ? options.enqueue : options.enqueue.map((j) => ({ ...j, runAt: Date.now() + delay }));
    await write({ ids: await enqueueJobs(db, jobs) });
    await db.destroy();
    return;
  }
  const runner = startJobRunner({
    db,
    ctx,
    jobs: testJobs(db, options.workerId, options.leaseMs ?? 30_000),
    workerId: options.workerId,
    concurrency: options.concurrency,
    idlePollMs: options.idlePollMs,
    pgListenUrl: target.dialect === 'postgres' ? target.url : null,
    pgSchema: target.dialect === 'postgres' ? target.schema : undefined,
  });
  process.once('SIGTERM', async () => {
    await runner.stop();
    await write({ stopped: true, stats: runner.stats(), memoryRuns });
    await db.destroy();
    process.exit(0);
  });
  // Ready once it has polled and (PostgreSQL) LISTENs, so a test's NOTIFY is not sent before anyone listens.
  while ((target.dialect === 'postgres' && !runner.stats().listening) || runner.stats().polls === 0) await new Promise((r) => setTimeout(r, 20));
  await write({ ready: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`worker-process failed: ${(error as Error).stack}\n`);
  process.exit(1);
});
