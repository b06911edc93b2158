import { sql } from 'kysely';
import { TEST_DATABASE_URL, describeEachDb } from '../../test/db';
import { enqueueJob } from './queue';
import { PRUNE_JOBS_KIND } from './prune-job';
import { type JobRunner, type JobRunnerOptions, startJobRunner } from './runner';
import { nextCronTime, scheduleKey } from './schedule';
import { jobById, jobsOfKind, sleep, testContext, waitUntil } from './testing/helpers';
import { type JobsTestDb, createJobsTestDb } from './testing/jobs-test-db';
import { type JobContextBase, type JobDefinition, RetryLater, type RunningJob } from './types';

type Ctx = ReturnType<typeof testContext>;

// Waits below have their own bounds (waitUntil); this only keeps jest from cutting them short on a loaded machine.
jest.setTimeout(30_000);

describeEachDb('job runner', (dialect) => {
  let t: JobsTestDb;
  let ctx: Ctx;
  const runners: JobRunner[] = [];
  const run = (jobs: JobDefinition<any, Ctx>[], options: Partial<JobRunnerOptions<Ctx>> = {}) => {
    const runner = startJobRunner({ db: t.db, ctx, jobs, pgListenUrl: dialect === 'postgres' ? TEST_DATABASE_URL : null, ...options });
    runners.push(runner);
    return runner;
  };
  /** A handler that records each call (payload, job) and does what `behave` says. */
  const recorder = (behave: (job: RunningJob, call: number) => Promise<unknown> = async () => undefined) => {
    const calls: { payload: unknown; job: RunningJob; at: number; ctx: unknown }[] = [];
    const handler = async (payload: unknown, c: unknown, job: RunningJob) => {
      calls.push({ payload, job, at: Date.now(), ctx: c });
      await behave(job, calls.length);
    };
    return { calls, handler };
  };
  const status = async (id: string) => (await jobById(t.db, id)).status;
  const settled = (id: string, want = 'done') => waitUntil(async () => (await status(id)) === want, `job ${id} ${want}`);

  beforeAll(async () => {
    t = await createJobsTestDb(dialect);
  });
  beforeEach(() => {
    ctx = testContext();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(() => t.destroy());

  it('claims a due job, hands the handler its payload, context and job, and marks it done', async () => {
    const { calls, handler } = recorder();
    run([{ kind: 'r.basic', handler }]);
    const id = await enqueueJob(t.db, { kind: 'r.basic', payload: { postId: 'p1' } });
    await settled(id);
    const row = await jobById(t.db, id);
    expect(row).toMatchObject({ attempts: 1, lease_owner: null, lease_expires_at: null, last_error: null });
    expect(row.finished_at).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0].payload).toEqual({ postId: 'p1' });
    expect(calls[0].ctx).toBe(ctx);
    expect(calls[0].job).toMatchObject({ id, kind: 'r.basic', attempts: 1, runAt: row.run_at });
    expect(calls[0].job.signal.aborted).toBe(false);
  });

  it('does not start a job before its run_at', async () => {
    const { calls, handler } = recorder();
    run([{ kind: 'r.later', handler }]);
    // Wide margins: on a loaded machine the enqueue and the sleep can each take hundreds of milliseconds.
    const runAt = Date.now() + 2_500;
    const id = await enqueueJob(t.db, { kind: 'r.later', runAt });
    await sleep(500);
    expect(await status(id)).toBe('pending');
    await settled(id);
    expect(calls[0].at).toBeGreaterThanOrEqual(runAt);
  });

  it('retries a failing job with its backoff until it succeeds', async () => {
    const { calls, handler } = recorder(async (job) => {
      if (job.attempts < 3) throw new Error(`boom ${job.attempts}`);
    });
    run([{ kind: 'r.retry', handler, backoffMs: (attempt) => 150 * attempt }]);
    const id = await enqueueJob(t.db, { kind: 'r.retry' });
    await settled(id);
    expect(calls.map((c) => c.job.attempts)).toEqual([1, 2, 3]);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(150);
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(300);
    expect(await jobById(t.db, id)).toMatchObject({ attempts: 3, last_error: null });
    expect(ctx.logs.filter((l) => l.msg === 'job failed: will retry')).toHaveLength(2);
  });

  it('fails a job after maxAttempts, keeping the last error', async () => {
    const { calls, handler } = recorder(async (job) => {
      throw new Error(`boom ${job.attempts}`);
    });
    run([{ kind: 'r.max', handler, maxAttempts: 2, backoffMs: () => 0 }]);
    const id = await enqueueJob(t.db, { kind: 'r.max' });
    await settled(id, 'failed');
    const row = await jobById(t.db, id);
    expect(row).toMatchObject({ attempts: 2, last_error: 'boom 2', lease_owner: null });
    expect(row.finished_at).not.toBeNull();
    await sleep(300);
    expect(calls).toHaveLength(2);
  });

  it('a job enqueued with its own maxAttempts uses it', async () => {
    const { calls, handler } = recorder(async () => {
      throw new Error('nope');
    });
    run([{ kind: 'r.max-own', handler, maxAttempts: 5, backoffMs: () => 0 }]);
    const id = await enqueueJob(t.db, { kind: 'r.max-own', maxAttempts: 1 });
    await settled(id, 'failed');
    expect(calls).toHaveLength(1);
  });

  it('RetryLater puts the job back at now + delay without using up an attempt', async () => {
    const { calls, handler } = recorder(async (_job, call) => {
      if (call === 1) throw new RetryLater(400, 'rate limited');
    });
    run([{ kind: 'r.later-please', handler, maxAttempts: 1 }]);
    const id = await enqueueJob(t.db, { kind: 'r.later-please' });
    await waitUntil(() => calls.length === 1, 'first call');
    await waitUntil(async () => (await jobById(t.db, id)).last_error === 'retry later: rate limited', 'retry recorded');
    expect(await jobById(t.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
    await settled(id);
    expect(calls.map((c) => c.job.attempts)).toEqual([1, 1]);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(400);
  });

  it('an at-most-once job that throws is failed and never retried; RetryLater still reschedules it', async () => {
    const failing = recorder(async () => {
      throw new Error('LinkedIn answered 500');
    });
    const later = recorder(async (_job, call) => {
      if (call === 1) throw new RetryLater(50, 'not posted: token refresh first');
    });
    const onOutcomeUnknown = jest.fn(async () => undefined);
    run([
      { kind: 'r.once-fail', handler: failing.handler, atMostOnce: true, onOutcomeUnknown, maxAttempts: 5, backoffMs: () => 0 },
      { kind: 'r.once-later', handler: later.handler, atMostOnce: true, onOutcomeUnknown },
    ]);
    const failed = await enqueueJob(t.db, { kind: 'r.once-fail' });
    const retried = await enqueueJob(t.db, { kind: 'r.once-later' });
    await settled(failed, 'failed');
    await settled(retried);
    await sleep(300);
    expect(failing.calls).toHaveLength(1);
    expect((await jobById(t.db, failed)).last_error).toBe('LinkedIn answered 500');
    expect(later.calls).toHaveLength(2);
    expect(onOutcomeUnknown).not.toHaveBeenCalled();
  });

  it('timeoutMs aborts the job signal', async () => {
    const { handler } = recorder(
      (job) =>
        new Promise((_, reject) => {
          job.signal.addEventListener('abort', () => reject(job.signal.reason));
        }),
    );
    run([{ kind: 'r.timeout', handler, timeoutMs: 200, maxAttempts: 1 }]);
    const id = await enqueueJob(t.db, { kind: 'r.timeout' });
    await settled(id, 'failed');
    expect((await jobById(t.db, id)).last_error).toBe('timed out after 200 ms');
  });

  it('heartbeats keep a long job leased: a second runner never takes it over', async () => {
    const { calls, handler } = recorder(() => sleep(1_500));
    const jobs = [{ kind: 'r.long', handler, leaseMs: 300 }];
    run(jobs, { workerId: 'w1' });
    run(jobs, { workerId: 'w2' });
    const id = await enqueueJob(t.db, { kind: 'r.long' });
    await settled(id);
    expect(calls).toHaveLength(1);
    expect((await jobById(t.db, id)).attempts).toBe(1);
  });

  it('a lost lease aborts the handler, and its late outcome is not recorded', async () => {
    const { calls, handler } = recorder(
      (job) =>
        new Promise((_, reject) => {
          job.signal.addEventListener('abort', () => reject(job.signal.reason));
        }),
    );
    run([{ kind: 'r.lost', handler, leaseMs: 300 }]);
    const id = await enqueueJob(t.db, { kind: 'r.lost' });
    await waitUntil(() => calls.length === 1, 'start');
    // Another worker took the job over (as after this one stalled past its lease).
    await t.db.updateTable('jobs').set({ lease_owner: 'someone-else', lease_expires_at: Date.now() + 60_000 }).where('id', '=', id).execute();
    await waitUntil(() => calls[0].job.signal.aborted, 'signal aborted', 3_000);
    expect(String((calls[0].job.signal.reason as Error).message)).toBe('lease lost');
    await waitUntil(() => ctx.logs.some((l) => l.msg?.includes('outcome not recorded')), 'late outcome dropped');
    expect(await jobById(t.db, id)).toMatchObject({ status: 'running', lease_owner: 'someone-else', attempts: 1 });
  });

  it('recovers jobs whose worker died: ordinary ones are retried or failed, at-most-once ones handed over once', async () => {
    const ordinary = recorder();
    const once = recorder();
    const outcomes: { payload: unknown; info: { jobId: string; reason: string } }[] = [];
    const jobs: JobDefinition<any, Ctx>[] = [
      { kind: 'r.dead', handler: ordinary.handler, maxAttempts: 3, backoffMs: () => 0 },
      {
        kind: 'r.dead-once',
        handler: once.handler,
        atMostOnce: true,
        onOutcomeUnknown: async (payload, _c, info) => {
          await sleep(100); // wide enough for the second runner to try to take it too
          outcomes.push({ payload, info });
        },
      },
    ];
    const now = Date.now();
    const dead = { status: 'running', lease_owner: 'dead-worker', lease_expires_at: now - 1_000, run_at: now - 5_000, created_at: now, updated_at: now };
    const row = (id: string, kind: string, attempts: number) => ({ ...dead, id, kind, attempts, payload: JSON.stringify({ id }) });
    await t.db.insertInto('jobs').values([row('dead-1', 'r.dead', 1), row('dead-last', 'r.dead', 3), row('dead-once', 'r.dead-once', 1)]).execute();

    run(jobs, { workerId: 'w1' });
    run(jobs, { workerId: 'w2' });
    await settled('dead-1');
    await settled('dead-last', 'failed');
    await waitUntil(async () => (await jobById(t.db, 'dead-once')).finished_at !== null, 'handoff closed');
    await sleep(1_200); // another maintenance round of both runners

    expect(ordinary.calls.map((c) => c.job.attempts)).toEqual([2]);
    expect(await jobById(t.db, 'dead-last')).toMatchObject({ attempts: 3, last_error: 'worker died' });
    expect(once.calls).toHaveLength(0);
    expect(outcomes).toEqual([{ payload: { id: 'dead-once' }, info: { jobId: 'dead-once', reason: 'worker died mid-run: outcome unknown' } }]);
    expect(await jobById(t.db, 'dead-once')).toMatchObject({ status: 'unknown', lease_owner: null, attempts: 1 });
  });

  it('a failing onOutcomeUnknown is released and tried again later, never by running the job', async () => {
    const once = recorder();
    run([
      {
        kind: 'r.handoff-fails',
        handler: once.handler,
        atMostOnce: true,
        onOutcomeUnknown: async () => {
          throw new Error('mail server down');
        },
      },
    ]);
    const now = Date.now();
    await t.db
      .insertInto('jobs')
      .values({ id: 'handoff-1', kind: 'r.handoff-fails', payload: 'null', status: 'running', attempts: 1, run_at: now, lease_owner: 'dead', lease_expires_at: now - 1, created_at: now, updated_at: now })
      .execute();
    await waitUntil(async () => (await jobById(t.db, 'handoff-1')).last_error === 'mail server down', 'handoff failed');
    const row = await jobById(t.db, 'handoff-1');
    expect(row).toMatchObject({ status: 'unknown', finished_at: null, lease_owner: null });
    expect(row.run_at).toBeGreaterThan(Date.now() + 20_000);
    expect(once.calls).toHaveLength(0);
  });

  it('recurring: two runners starting together seed one row; after a run the next occurrence is enqueued', async () => {
    const { calls, handler } = recorder();
    const jobs: JobDefinition<any, Ctx>[] = [
      { kind: 'r.hourly', handler, schedule: { everySeconds: 3600 } },
      { kind: 'r.new-year', handler, schedule: { cron: '0 0 1 1 *' } },
    ];
    run(jobs, { workerId: 'w1' });
    run(jobs, { workerId: 'w2' });
    const rows = await waitUntil(async () => {
      const r = await jobsOfKind(t.db, 'r.hourly');
      return r.length === 2 && r.some((x) => x.status === 'pending') ? r : null;
    }, 'hourly ran once and is pending again');
    const [ran, next] = rows;
    expect(ran).toMatchObject({ status: 'done', key: scheduleKey('r.hourly') });
    expect(next).toMatchObject({ status: 'pending', key: scheduleKey('r.hourly'), attempts: 0 });
    expect(next.run_at).toBe(ran.run_at + 3_600_000);
    expect(calls.filter((c) => c.job.kind === 'r.hourly')).toHaveLength(1);

    const cron = await jobsOfKind(t.db, 'r.new-year');
    expect(cron).toHaveLength(1);
    expect(cron[0]).toMatchObject({ status: 'pending', key: scheduleKey('r.new-year') });
    expect(cron[0].run_at).toBe(nextCronTime('0 0 1 1 *', Date.now()));
    expect(new Date(cron[0].run_at).toISOString()).toMatch(/-01-01T00:00:00.000Z$/);

    // Starting again adds nothing.
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    run(jobs, { workerId: 'w3' });
    await sleep(300);
    expect(await jobsOfKind(t.db, 'r.hourly')).toHaveLength(2);
    expect(await jobsOfKind(t.db, 'r.new-year')).toHaveLength(1);
  });

  it('recurring every second: runs again and again, with one live row at a time', async () => {
    const { calls, handler } = recorder();
    run([{ kind: 'r.every-second', handler, schedule: { everySeconds: 1 } }]);
    await waitUntil(() => calls.length >= 3, 'three runs', 6_000);
    const live = (await jobsOfKind(t.db, 'r.every-second')).filter((r) => r.status === 'pending' || r.status === 'running');
    expect(live).toHaveLength(1);
    expect(calls[2].job.runAt - calls[1].job.runAt).toBe(1_000);
  });

  it('seeding brings forward a row left by an older, slower schedule', async () => {
    const now = Date.now();
    await t.db
      .insertInto('jobs')
      .values({ id: 'slow-1', kind: 'r.faster', key: scheduleKey('r.faster'), payload: 'null', status: 'pending', run_at: now + 10 * 3_600_000, created_at: now, updated_at: now })
      .execute();
    run([{ kind: 'r.faster', handler: async () => undefined, schedule: { everySeconds: 60 } }]);
    await waitUntil(async () => (await jobById(t.db, 'slow-1')).run_at <= Date.now() + 60_000, 'brought forward');
    expect(await jobsOfKind(t.db, 'r.faster')).toHaveLength(1);
  });

  it('runs at most `concurrency` handlers at once and drains the rest', async () => {
    let now = 0;
    let peak = 0;
    const { calls, handler } = recorder(async () => {
      peak = Math.max(peak, ++now);
      await sleep(80);
      now -= 1;
    });
    const runner = run([{ kind: 'r.concurrency', handler }], { concurrency: 3 });
    const ids = await Promise.all(Array.from({ length: 10 }, () => enqueueJob(t.db, { kind: 'r.concurrency' })));
    await waitUntil(async () => (await Promise.all(ids.map(status))).every((s) => s === 'done'), 'all done');
    expect(calls).toHaveLength(10);
    expect(peak).toBe(3);
    expect(runner.stats()).toMatchObject({ done: 10, running: 0 });
  });

  it('an enqueue in this process wakes an idle runner at once', async () => {
    const { calls, handler } = recorder();
    // Polling alone would take up to 10 s here.
    const runner = run([{ kind: 'r.wake', handler }], { idlePollMs: 10_000 });
    await waitUntil(() => runner.stats().polls > 0, 'first poll');
    await sleep(100);
    const enqueuedAt = Date.now();
    const id = await enqueueJob(t.db, { kind: 'r.wake' });
    await settled(id);
    expect(calls[0].at - enqueuedAt).toBeLessThan(3_000);
  });

  it('an idle runner sleeps instead of hammering the database', async () => {
    const runner = run([{ kind: 'r.idle', handler: async () => undefined }]);
    await waitUntil(() => runner.stats().polls > 0, 'first poll');
    const before = runner.stats().polls;
    await sleep(3_000);
    // At most one claim a second on SQLite; every 5 s with LISTEN on PostgreSQL.
    expect(runner.stats().polls - before).toBeLessThanOrEqual(dialect === 'postgres' ? 2 : 4);
    expect(runner.stats().listening).toBe(dialect === 'postgres');
  });

  it('stop waits for running handlers and claims nothing more', async () => {
    const { calls, handler } = recorder(() => sleep(300));
    const runner = run([{ kind: 'r.stop', handler }]);
    const id = await enqueueJob(t.db, { kind: 'r.stop' });
    await waitUntil(() => calls.length === 1, 'start');
    await runner.stop();
    expect(await status(id)).toBe('done');
    const after = await enqueueJob(t.db, { kind: 'r.stop' });
    await sleep(300);
    expect(await status(after)).toBe('pending');
    expect(calls).toHaveLength(1);
  });

  it('stop is bounded: a handler that never returns has its signal aborted and its job left leased', async () => {
    const { calls, handler } = recorder(() => new Promise(() => undefined));
    const runner = run([{ kind: 'r.stuck', handler }], { workerId: 'stuck-worker', stopTimeoutMs: 200 });
    const id = await enqueueJob(t.db, { kind: 'r.stuck' });
    await waitUntil(() => calls.length === 1, 'start');
    const began = Date.now();
    await runner.stop();
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(calls[0].job.signal.aborted).toBe(true);
    expect(await jobById(t.db, id)).toMatchObject({ status: 'running', lease_owner: 'stuck-worker' });
  });

  it('prunes finished jobs after the retention period, with a built-in recurring job', async () => {
    const now = Date.now();
    const base = { payload: 'null', run_at: now, created_at: now, updated_at: now };
    const old = now - 8 * 24 * 3_600_000;
    await t.db
      .insertInto('jobs')
      .values([
        { ...base, id: 'old-done', kind: 'r.prune', status: 'done', finished_at: old },
        { ...base, id: 'old-failed', kind: 'r.prune', status: 'failed', finished_at: old },
        { ...base, id: 'recent-done', kind: 'r.prune', status: 'done', finished_at: now - 3_600_000 },
        { ...base, id: 'old-pending', kind: 'r.prune', status: 'pending', run_at: old },
        { ...base, id: 'open-unknown', kind: 'r.prune', status: 'unknown' },
      ])
      .execute();
    // Earlier runners ran it at their start: an hour passes.
    await t.db.updateTable('jobs').set({ run_at: now }).where('key', '=', scheduleKey(PRUNE_JOBS_KIND)).where('status', '=', 'pending').execute();
    run([], { retainFinishedMs: 24 * 3_600_000 });
    // Pruned, and the prune job's own next occurrence is pending again.
    await waitUntil(async () => (await jobsOfKind(t.db, 'r.prune')).length === 3, 'pruned');
    await waitUntil(async () => (await jobsOfKind(t.db, PRUNE_JOBS_KIND)).some((r) => r.status === 'pending'), 'next prune pending');
    const left = (await jobsOfKind(t.db, 'r.prune')).map((r) => r.id).sort();
    expect(left).toEqual(['old-pending', 'open-unknown', 'recent-done']);
  });

  it('refuses definitions that cannot work', () => {
    const handler = async () => undefined;
    const start = (jobs: JobDefinition<any, JobContextBase>[]) => () => startJobRunner({ db: t.db, ctx, jobs });
    expect(start([{ kind: 'x.once', handler, atMostOnce: true }])).toThrow('must declare onOutcomeUnknown');
    expect(start([{ kind: 'x.twice', handler }, { kind: 'x.twice', handler }])).toThrow('declared twice');
    expect(start([{ kind: 'x.cron', handler, schedule: { cron: '61 * * * *' } }])).toThrow('invalid cron');
    expect(start([{ kind: 'x.cron6', handler, schedule: { cron: '0 0 * * * *' } }])).toThrow('5 fields');
    expect(start([{ kind: 'x.every', handler, schedule: { everySeconds: 0 } }])).toThrow('positive');
  });

  if (dialect === 'postgres') {
    it('the LISTEN connection reconnects after it drops', async () => {
      const runner = run([{ kind: 'r.listen', handler: async () => undefined }], { workerId: 'listen-test' });
      await waitUntil(() => runner.stats().listening, 'listening');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'jobs-listen:listen-test'`.execute(t.db);
      await waitUntil(() => !runner.stats().listening, 'dropped', 3_000);
      await waitUntil(() => runner.stats().listening, 'listening again', 5_000);
      expect(ctx.logs.some((l) => l.msg === 'job LISTEN connection dropped: reconnecting')).toBe(true);
    });
  }
});
