// The job system benchmark's driver (bench/jobs.mjs runs it once per engine):
//   node --import tsx bench-jobs.ts '{"engine":"sqlite"}'
//   node --import tsx bench-jobs.ts '{"engine":"postgres","pgUrl":"postgres://…","workers":2}'
// 1. Burst: `jobs` jobs due at the same moment, `workers` runner processes, a handler that waits `handlerMs`
//    (a remote call): total time, start lateness p50/p99, duplicates.
// 2. Sparse: `sparse` jobs due at random moments over 10 s, enqueued by this process while the workers idle:
//    start lateness p50/p99 (the "T + 1 s median, T + 2 s p99" promise).
// Prints one JSON line.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../db';
import { up as createJobsTable } from '../migration';
import { enqueueJobs } from '../queue';
import type { DbTarget } from './jobs-test-db';
import { type SpawnedWorker, spawnWorker } from './spawn-worker';
import { RECORD_KIND } from './test-jobs';

interface Options {
  engine: 'sqlite' | 'postgres';
  pgUrl?: string;
  workers?: number;
  concurrency?: number;
  jobs?: number;
  handlerMs?: number;
  sparse?: number;
}

const o = JSON.parse(process.argv[2] ?? '{}') as Options;
const workers = o.workers ?? (o.engine === 'postgres' ? 2 : 1);
const concurrency = o.concurrency ?? 100;
const jobCount = o.jobs ?? 10_000;
const handlerMs = o.handlerMs ?? 100;
const sparseCount = o.sparse ?? 100;
const SPARSE_WINDOW_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? null;
};

async function openDb(): Promise<{ db: Kysely<any>; target: DbTarget; cleanup: () => Promise<void> }> {
  if (o.engine === 'postgres') {
    if (!o.pgUrl) throw new Error('pgUrl is required for postgres');
    const schema = `bench_jobs_${randomBytes(4).toString('hex')}`;
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: o.pgUrl });
      await c.connect();
      await c.query(text).finally(() => c.end());
    };
    await admin(`CREATE SCHEMA ${schema}`);
    const db = createDb({ database: { dialect: 'postgres', url: o.pgUrl } }, { pgSchema: schema }) as Kysely<any>;
    return {
      db,
      target: { dialect: 'postgres', url: o.pgUrl, schema },
      cleanup: async () => {
        await db.destroy();
        await admin(`DROP SCHEMA ${schema} CASCADE`);
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-bench-jobs-'));
  const file = path.join(dir, 'jobs.db');
  const db = createDb({ database: { dialect: 'sqlite', path: file } }) as Kysely<any>;
  return {
    db,
    target: { dialect: 'sqlite', path: file },
    cleanup: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until no benchmark job is pending or running (two cheap index counts, not a scan of 10,000 ids). */
async function waitAllDone(db: Kysely<any>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const live = async (status: string) =>
    Number(
      (
        await db
          .selectFrom('jobs')
          .select(sql<number>`count(*)`.as('n'))
          .where(sql<boolean>`status = ${sql.lit(status)}`)
          .where('kind', '=', RECORD_KIND)
          .executeTakeFirstOrThrow()
      ).n,
    );
  while ((await live('pending')) + (await live('running')) > 0) {
    if (Date.now() > deadline) throw new Error(`benchmark jobs not done after ${timeoutMs} ms`);
    await sleep(200);
  }
}

interface Run {
  job_id: string;
  worker_id: string;
  run_at: number;
  started_at: number;
}

/** Every run the workers recorded in memory, reported when they stop. */
function runsOf(all: Run[], ids: string[]): Run[] {
  const wanted = new Set(ids);
  return all.filter((r) => wanted.has(r.job_id));
}

function lateness(rows: { run_at: number; started_at: number }[]) {
  const late = rows.map((r) => r.started_at - r.run_at);
  return { p50: pct(late, 50), p99: pct(late, 99), max: pct(late, 100) };
}

async function main() {
  const { db, target, cleanup } = await openDb();
  const children: SpawnedWorker[] = [];
  try {
    await createJobsTable(db);
    for (let i = 0; i < workers; i++) children.push(spawnWorker({ target, workerId: `bench-${i + 1}`, concurrency }));
    await Promise.all(children.map((c) => c.waitFor((l) => l.ready === true)));

    // 1. Burst.
    const enqueueStart = Date.now();
    const runAt = enqueueStart + 3_000;
    const ids = await enqueueJobs(db, Array.from({ length: jobCount }, () => ({ kind: RECORD_KIND, payload: { sleepMs: handlerMs, memory: true }, runAt })));
    const enqueueMs = Date.now() - enqueueStart;
    await waitAllDone(db, 10 * 60_000);
    const lastFinished = await db
      .selectFrom('jobs')
      .select(sql<number>`max(finished_at)`.as('t'))
      .where(sql<boolean>`kind = ${RECORD_KIND}`)
      .executeTakeFirstOrThrow();
    const burstTotalMs = Number(lastFinished.t) - runAt;

    // 2. Sparse: each job due at its own moment, the workers idle in between.
    await sleep(1_500);
    const start = Date.now() + 1_000;
    const sparseIds: string[] = [];
    const times = Array.from({ length: sparseCount }, () => start + Math.random() * SPARSE_WINDOW_MS).sort((a, b) => a - b);
    // Enqueued in a few batches ahead of time, as an area schedules posts in advance.
    for (let i = 0; i < times.length; i += 10) {
      sparseIds.push(...(await enqueueJobs(db, times.slice(i, i + 10).map((t) => ({ kind: RECORD_KIND, payload: { memory: true }, runAt: t })))));
    }
    await waitAllDone(db, SPARSE_WINDOW_MS + 60_000);

    for (const c of children) c.child.kill('SIGTERM');
    const stopped = await Promise.all(children.map((c) => c.waitFor((l) => l.stopped === true)));
    const claims = stopped.reduce((n, l) => n + ((l.stats as { polls: number }).polls ?? 0), 0);
    const allRuns: Run[] = stopped.flatMap((l, i) =>
      (l.memoryRuns as [string, number, number][]).map(([job_id, run_at, started_at]) => ({ job_id, worker_id: `bench-${i + 1}`, run_at, started_at })),
    );

    const runs = runsOf(allRuns, ids);
    const perWorker: Record<string, number> = {};
    for (const r of runs) perWorker[r.worker_id] = (perWorker[r.worker_id] ?? 0) + 1;
    const burst = {
      jobs: jobCount,
      handlerMs,
      enqueueMs,
      totalMs: burstTotalMs,
      idealMs: Math.ceil(jobCount / (workers * concurrency)) * handlerMs,
      lateness: lateness(runs),
      runs: runs.length,
      duplicates: runs.length - new Set(runs.map((r) => r.job_id)).size,
      perWorker,
    };

    const sparseRuns = runsOf(allRuns, sparseIds);
    const sparse = {
      jobs: sparseCount,
      windowMs: SPARSE_WINDOW_MS,
      lateness: lateness(sparseRuns),
      runs: sparseRuns.length,
      duplicates: sparseRuns.length - new Set(sparseRuns.map((r) => r.job_id)).size,
    };

    process.stdout.write(`${JSON.stringify({ engine: o.engine, workers, concurrency, burst, sparse, claims })}\n`);
  } finally {
    for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
    await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench-jobs failed: ${(error as Error).stack}\n`);
  process.exit(1);
});
