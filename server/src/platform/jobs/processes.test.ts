import { sql } from 'kysely';
import { TEST_DATABASE_URL, describeEachDb } from '../../test/db';
import { enqueueJobs } from './queue';
import { type JobRunner, startJobRunner } from './runner';
import { jobById, sleep, testContext, waitUntil } from './testing/helpers';
import { type JobsTestDb, createJobsTestDb } from './testing/jobs-test-db';
import { type SpawnedWorker, type WorkerOptions, spawnWorker } from './testing/spawn-worker';
import { ONCE_KIND, RECORD_KIND, testJobs } from './testing/test-jobs';

/**
 * Real worker processes (tsx children) sharing one database with this one: the SQLite file, or the same
 * PostgreSQL schema. Handlers write to job_runs, so every run is counted in the database.
 */
// Child processes take a second or two to start; the whole file stays well under a minute per database.
jest.setTimeout(45_000);

describeEachDb('jobs across processes', (dialect) => {
  let t: JobsTestDb;
  const children: SpawnedWorker[] = [];
  const runners: JobRunner[] = [];
  const spawn = (options: Omit<WorkerOptions, 'target'>) => {
    const w = spawnWorker({ target: t.target, ...options });
    children.push(w);
    return w;
  };
  const ready = (w: SpawnedWorker) => w.waitFor((l) => l.ready === true);
  const runsOf = async (jobId: string) =>
    t.db.selectFrom('job_runs').select(['worker_id', 'attempt']).where('job_id', '=', jobId).orderBy('attempt').execute();

  beforeAll(async () => {
    t = await createJobsTestDb(dialect);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    for (const w of children.splice(0)) {
      if (w.child.exitCode === null && w.child.signalCode === null) {
        w.child.kill('SIGKILL');
        await w.exited;
      }
    }
  });
  afterAll(() => t.destroy());

  it('two worker processes and 1,000 due jobs: each handler runs exactly once', async () => {
    const a = spawn({ workerId: 'proc-a', concurrency: 20 });
    const b = spawn({ workerId: 'proc-b', concurrency: 20 });
    await Promise.all([ready(a), ready(b)]);
    const runAt = Date.now() + 300;
    const ids = await enqueueJobs(t.db, Array.from({ length: 1_000 }, (_, i) => ({ kind: RECORD_KIND, payload: { sleepMs: 30, i }, runAt })));

    // These 1,000 done, counted among them: each worker's runner adds its recurring prune job, which runs at once and
    // is 'done' too, so a count of every done row reached 1,000 with one of these still running (one flake in a full run).
    const doneOfOurs = async () =>
      Number((await t.db.selectFrom('jobs').select(sql<number>`count(*)`.as('n')).where('id', 'in', ids).where('status', '=', 'done').executeTakeFirstOrThrow()).n);
    await waitUntil(async () => (await doneOfOurs()) >= 1_000, '1,000 jobs done', 40_000);
    const runs = await t.db.selectFrom('job_runs').select(['job_id', 'worker_id']).where('job_id', 'in', ids).execute();
    expect(runs).toHaveLength(1_000);
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(1_000);
    // Both processes took part, or the test would prove nothing about claiming.
    const byWorker = (id: string) => runs.filter((r) => r.worker_id === id).length;
    expect(byWorker('proc-a')).toBeGreaterThan(0);
    expect(byWorker('proc-b')).toBeGreaterThan(0);
    const notDone = await t.db.selectFrom('jobs').select('id').where('id', 'in', ids).where('status', '!=', 'done').execute();
    expect(notDone).toEqual([]);

    // Both stop gracefully.
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.waitFor((l) => l.stopped === true), b.waitFor((l) => l.stopped === true)]);
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  });

  it('a worker killed with SIGKILL mid-job: the ordinary job is retried elsewhere, the at-most-once job is handed over once and never re-run', async () => {
    const leaseMs = 1_000;
    const doomed = spawn({ workerId: 'doomed', leaseMs });
    await ready(doomed);
    const [ordinary, once] = await enqueueJobs(t.db, [
      { kind: RECORD_KIND, payload: { hangFirst: true } },
      { kind: ONCE_KIND, payload: { hangFirst: true } },
    ]);
    await waitUntil(async () => (await runsOf(ordinary)).length === 1 && (await runsOf(once)).length === 1, 'both started in the doomed worker');
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    expect(await jobById(t.db, ordinary)).toMatchObject({ status: 'running', lease_owner: 'doomed' });
    expect(await jobById(t.db, once)).toMatchObject({ status: 'running', lease_owner: 'doomed' });

    // Two survivors, one in another process and one here, both racing to recover.
    const survivor = spawn({ workerId: 'survivor-proc', leaseMs, idlePollMs: 200 });
    const ctx = testContext();
    runners.push(
      startJobRunner({
        db: t.db,
        ctx,
        jobs: testJobs(t.db, 'survivor-here', leaseMs),
        workerId: 'survivor-here',
        idlePollMs: 200,
        pgListenUrl: dialect === 'postgres' ? TEST_DATABASE_URL : null,
      }),
    );
    await ready(survivor);
    await waitUntil(
      async () => (await jobById(t.db, ordinary)).status === 'done' && (await jobById(t.db, once)).finished_at !== null,
      'recovery',
      15_000,
    );
    await sleep(1_500); // more recovery rounds: nothing else may happen

    const ordinaryRuns = await runsOf(ordinary);
    expect(ordinaryRuns).toHaveLength(2);
    expect(ordinaryRuns[0]).toMatchObject({ worker_id: 'doomed', attempt: 1 });
    expect(ordinaryRuns[1].worker_id).toMatch(/^survivor-/);
    expect(ordinaryRuns[1].attempt).toBe(2);
    expect(await jobById(t.db, ordinary)).toMatchObject({ attempts: 2, last_error: null });

    expect(await runsOf(once)).toEqual([{ worker_id: 'doomed', attempt: 1 }]);
    const outcomes = await t.db.selectFrom('job_outcomes').select(['worker_id', 'reason']).where('job_id', '=', once).execute();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].reason).toBe('worker died mid-run: outcome unknown');
    expect(await jobById(t.db, once)).toMatchObject({ status: 'unknown', attempts: 1, lease_owner: null });
  });

  it('a job another process schedules 1 s ahead starts within 2 s (by T + 1 s)', async () => {
    // Default idle pacing; the job comes from another process, so no in-process wake-up helps.
    const runner = startJobRunner({
      db: t.db,
      ctx: testContext(),
      jobs: testJobs(t.db, 'latency', 30_000),
      pgListenUrl: dialect === 'postgres' ? TEST_DATABASE_URL : null,
    });
    runners.push(runner);
    await waitUntil(() => runner.stats().polls > 0 && runner.stats().listening === (dialect === 'postgres'), 'runner idle');
    const enqueuer = spawn({ workerId: 'enqueuer', enqueue: [{ kind: RECORD_KIND }], enqueueDelayMs: 1_000 });
    const { ids } = (await enqueuer.waitFor((l) => Array.isArray(l.ids))) as { ids: string[] };
    const run = await waitUntil(
      () => t.db.selectFrom('job_runs').select(['run_at', 'started_at']).where('job_id', '=', ids[0]).executeTakeFirst(),
      'the job started',
      5_000,
    );
    const job = await waitUntil(async () => {
      const row = await jobById(t.db, ids[0]);
      return row.status === 'done' ? row : null;
    }, 'the job done');
    const started = Number(run.started_at);
    expect(Number(run.run_at)).toBe(job.run_at);
    // The child takes its clock reading for runAt a moment before enqueueJobs stamps created_at.
    expect(job.run_at - Number(job.created_at)).toBeGreaterThan(900);
    expect(job.run_at - Number(job.created_at)).toBeLessThanOrEqual(1_000);
    expect(started).toBeGreaterThanOrEqual(job.run_at);
    // Idle polling every 5 s (PostgreSQL with LISTEN) or 10 s would miss this most of the time.
    expect(started - Number(job.created_at)).toBeLessThan(2_000);
    expect(started - job.run_at).toBeLessThan(1_000);
    expect(job.attempts).toBe(1);
  });
});
