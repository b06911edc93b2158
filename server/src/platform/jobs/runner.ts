import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db';
import { type ResolvedJob, resolveDefinitions } from './definitions';
import { createDoneBatcher } from './done-batcher';
import { startHeartbeat } from './heartbeat';
import { type NotifyListener, listenForJobs } from './listener';
import { DEFAULT_RETAIN_FINISHED_MS, PRUNE_JOBS_KIND, pruneJobsDefinition } from './prune-job';
import {
  type Leases,
  type NextOccurrence,
  claimDueJobs,
  claimUnknownHandoffs,
  closeUnknown,
  finishJob,
  markExpiredUnknown,
  nextPendingRunAt,
  postponeUnknown,
  retryJob,
  seedSchedule,
  takeOverExpired,
} from './repository';
import { firstOccurrence, latestOccurrence, nextOccurrence, scheduleKey } from './schedule';
import type { JobRow } from './tables';
import { DEFAULT_LEASE_MS, type JobContextBase, type JobDefinition, RetryLater, type RunningJob } from './types';
import { onLocalEnqueue } from './wake';

export interface JobRunnerOptions<C extends JobContextBase> {
  db: Kysely<any>;
  ctx: C;
  jobs: JobDefinition<any, C>[];
  /** Default `<host>:<pid>:<random>`. */
  workerId?: string;
  /** Handlers running at once in this process. Default 20. */
  concurrency?: number;
  /** PostgreSQL connection string for the LISTEN connection; null or absent: no LISTEN (SQLite). */
  pgListenUrl?: string | null;
  /** PostgreSQL schema of the jobs table (names the NOTIFY channel); default the connection's current schema. */
  pgSchema?: string;
  /** Longest sleep between polls when idle. Default 1 s, or 5 s while LISTEN is up (NOTIFY wakes it sooner). */
  idlePollMs?: number;
  /** How long stop() waits for running handlers before aborting their signals and returning. Default 10 s. */
  stopTimeoutMs?: number;
  /** Finished jobs are pruned after this long. Default 7 days. */
  retainFinishedMs?: number;
}

export interface JobRunnerStats {
  /** Claim statements issued. */
  polls: number;
  claimed: number;
  done: number;
  retried: number;
  failed: number;
  /** Expired leases this runner recovered (ordinary jobs retried or failed, at-most-once marked unknown). */
  recovered: number;
  /** onOutcomeUnknown calls completed. */
  handedOver: number;
  /** Handlers running now. */
  running: number;
  /** PostgreSQL LISTEN connection up. */
  listening: boolean;
}

export interface JobRunner {
  /** Stops claiming, waits for running handlers (bounded by stopTimeoutMs), closes the LISTEN connection. */
  stop(): Promise<void>;
  /** Poll now (something was enqueued elsewhere). */
  wake(): void;
  stats(): JobRunnerStats;
}

interface Active {
  promise: Promise<void>;
  controller: AbortController;
  heartbeat: NodeJS.Timeout;
}

const MAINTENANCE_EVERY_MS = 1_000;
const RESEED_EVERY_MS = 60_000;
const SLOW_IDLE_POLL_MS = 5_000;
const FAST_IDLE_POLL_MS = 1_000;
const HANDOFF_CONCURRENCY = 5;
const HANDOFF_RETRY_MS = 30_000;
const TAKEOVER_HOLD_MS = 30_000;
const MAX_ERROR_LENGTH = 2_000;

/**
 * Runs the declared jobs from the job table: claims due jobs atomically (any number of runners share one
 * database), keeps their leases alive with heartbeats, records each outcome, re-enqueues recurring kinds,
 * recovers jobs whose worker died, and hands at-most-once jobs with an unknown outcome to their area.
 */
export function startJobRunner<C extends JobContextBase>(options: JobRunnerOptions<C>): JobRunner {
  const { db, ctx } = options;
  const log = ctx.log;
  const owner = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = Math.max(1, options.concurrency ?? 20);
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const defs = resolveDefinitions([
    ...options.jobs,
    ...(options.jobs.some((j) => j.kind === PRUNE_JOBS_KIND) ? [] : [pruneJobsDefinition(db, options.retainFinishedMs ?? DEFAULT_RETAIN_FINISHED_MS)]),
  ]);
  const kinds = [...defs.keys()];
  const ordinaryKinds = kinds.filter((k) => !defs.get(k)!.def.atMostOnce);
  const onceKinds = kinds.filter((k) => defs.get(k)!.def.atMostOnce);
  const leases: Leases = { byKind: new Map(kinds.map((k) => [k, defs.get(k)!.leaseMs])), fallback: DEFAULT_LEASE_MS };

  const stats: JobRunnerStats = { polls: 0, claimed: 0, done: 0, retried: 0, failed: 0, recovered: 0, handedOver: 0, running: 0, listening: false };
  const active = new Map<string, Active>();
  const handoffs = new Map<string, Active>();
  let stopped = false;
  let started = false;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Number.POSITIVE_INFINITY;
  let lastMaintenance = 0;
  let lastSeed = 0;
  let listener: NotifyListener | null = null;

  const idlePollMs = () => options.idlePollMs ?? (listener?.listening ? SLOW_IDLE_POLL_MS : FAST_IDLE_POLL_MS);

  /** Poll at `at` (epoch ms), unless a poll is already due sooner. */
  const pollAt = (at: number) => {
    if (stopped || !started) return;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = null;
        timerAt = Number.POSITIVE_INFINITY;
        void poll();
      },
      Math.max(0, at - Date.now()),
    );
  };

  const poll = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (polling) {
      pollAgain = true;
      return polling;
    }
    polling = pollLoop()
      .catch((error: unknown) => {
        log.error({ err: error, workerId: owner }, 'job runner poll failed');
        pollAt(Date.now() + FAST_IDLE_POLL_MS);
      })
      .finally(() => {
        polling = null;
      });
    return polling;
  };

  const pollLoop = async () => {
    for (;;) {
      pollAgain = false;
      if (stopped) return;
      if (Date.now() - lastMaintenance >= MAINTENANCE_EVERY_MS) {
        lastMaintenance = Date.now();
        await maintain();
      }
      const free = concurrency - active.size;
      let full = false;
      let claimed = 0;
      if (free > 0 && !stopped) {
        const jobs = await claimDueJobs(db, { owner, now: Date.now(), limit: free, kinds, leases });
        stats.polls += 1;
        stats.claimed += jobs.length;
        claimed = jobs.length;
        // Claimed rows are leased to us: start them even if stop() began meanwhile (stop waits for them).
        for (const job of jobs) start(job);
        full = jobs.length === free;
      }
      if (stopped) return;
      if (pollAgain || (full && active.size < concurrency)) continue;
      if (active.size >= concurrency) {
        // A finishing handler polls again; meanwhile keep recovering leases at the idle pace.
        pollAt(Date.now() + idlePollMs());
        return;
      }
      // Sleep until the earliest pending job is due (capped: other processes may enqueue without telling us).
      const next = await nextPendingRunAt(db, kinds);
      const now = Date.now();
      const cap = now + idlePollMs();
      // Due, yet nothing claimed: another runner's claim holds those rows for a moment (SKIP LOCKED); no busy loop.
      const soonest = claimed === 0 ? now + 10 : now;
      pollAt(next === null ? cap : Math.min(Math.max(next, soonest), cap));
      if (!pollAgain) return;
    }
  };

  const start = (row: JobRow) => {
    const entry = defs.get(row.kind);
    if (!entry) return; // Cannot happen: we claim only our kinds.
    const { def, leaseMs } = entry;
    const controller = new AbortController();
    const job: RunningJob = { id: row.id, kind: row.kind, attempts: row.attempts, runAt: row.run_at, signal: controller.signal };
    const heartbeat = keepLease({ id: row.id, status: 'running', leaseMs, controller, kind: row.kind });
    const timeout = def.timeoutMs ? setTimeout(() => controller.abort(new Error(`timed out after ${def.timeoutMs} ms`)), def.timeoutMs) : null;
    const promise = (async () => {
      let error: unknown = null;
      let ok = false;
      try {
        await def.handler(JSON.parse(row.payload), ctx, job);
        ok = true;
      } catch (e) {
        error = e;
      } finally {
        clearInterval(heartbeat);
        if (timeout) clearTimeout(timeout);
      }
      await withRetries(() => settle(row, entry, ok, error), `record the outcome of job ${row.id}`);
    })()
      // The lease then expires and recovery decides, as if this worker had died.
      .catch((e: unknown) => log.error({ err: e, jobId: row.id, kind: row.kind }, 'job outcome not recorded'))
      .finally(() => {
        active.delete(row.id);
        stats.running = active.size;
        // Coalesce: when few slots are free, wait a moment so finishing handlers share one claim.
        const free = concurrency - active.size;
        pollAt(Date.now() + (free >= Math.max(1, concurrency / 4) ? 0 : 20));
      });
    active.set(row.id, { promise, controller, heartbeat });
    stats.running = active.size;
  };

  const keepLease = (o: { id: string; status: 'running' | 'unknown'; leaseMs: number; controller: AbortController; kind: string }) =>
    startHeartbeat({ db, owner, log, ...o });

  const markDone = createDoneBatcher(db, owner);

  const nextOf = (def: JobDefinition, row: JobRow, now: number): NextOccurrence =>
    def.schedule ? { kind: def.kind, key: scheduleKey(def.kind), runAt: nextOccurrence(def.schedule, row.run_at, now) } : null;

  const settle = async (row: JobRow, entry: ResolvedJob, ok: boolean, error: unknown) => {
    const { def } = entry;
    const now = Date.now();
    const where = { id: row.id, owner, now };
    let recorded: boolean;
    if (ok) {
      const next = nextOf(def, row, now);
      recorded = next ? await finishJob(db, { ...where, status: 'done', next }) : await markDone(row.id);
      if (recorded) stats.done += 1;
    } else if (error instanceof RetryLater) {
      recorded = await retryJob(db, { ...where, runAt: now + Math.max(0, error.delayMs), error: `retry later: ${error.message}`, giveBackAttempt: true });
      if (recorded) stats.retried += 1;
    } else {
      const message = errorMessage(error);
      const max = row.max_attempts ?? entry.maxAttempts;
      if (def.atMostOnce || row.attempts >= max) {
        recorded = await finishJob(db, { ...where, status: 'failed', error: message, next: nextOf(def, row, now) });
        if (recorded) stats.failed += 1;
        if (recorded) log.error({ jobId: row.id, kind: row.kind, attempts: row.attempts, error: message }, 'job failed');
      } else {
        recorded = await retryJob(db, { ...where, runAt: now + entry.backoffMs(row.attempts), error: message, giveBackAttempt: false });
        if (recorded) stats.retried += 1;
        if (recorded) log.warn({ jobId: row.id, kind: row.kind, attempts: row.attempts, error: message }, 'job failed: will retry');
      }
    }
    if (!recorded) log.warn({ jobId: row.id, kind: row.kind, workerId: owner }, 'job ended after its lease was lost: outcome not recorded');
  };

  /** Lease recovery, unknown-outcome handoffs, and now and then re-seeding the schedules. */
  const maintain = async () => {
    const now = Date.now();
    for (const row of await takeOverExpired(db, { owner, now, kinds: ordinaryKinds, holdMs: TAKEOVER_HOLD_MS })) {
      const entry = defs.get(row.kind)!;
      const max = row.max_attempts ?? entry.maxAttempts;
      const where = { id: row.id, owner, now };
      stats.recovered += 1;
      if (row.attempts >= max) {
        await finishJob(db, { ...where, status: 'failed', error: 'worker died', next: nextOf(entry.def, row, now) });
        log.error({ jobId: row.id, kind: row.kind, attempts: row.attempts }, 'job failed: worker died on the last attempt');
      } else {
        await retryJob(db, { ...where, runAt: now + entry.backoffMs(row.attempts), error: 'worker died', giveBackAttempt: false });
        log.warn({ jobId: row.id, kind: row.kind, previousOwner: row.lease_owner }, 'job lease expired (worker died?): will retry');
      }
    }
    for (const row of await markExpiredUnknown(db, { now, kinds: onceKinds })) {
      stats.recovered += 1;
      log.error({ jobId: row.id, kind: row.kind }, 'at-most-once job lease expired: outcome unknown, handing it to its area');
    }
    const room = HANDOFF_CONCURRENCY - handoffs.size;
    if (!stopped && room > 0) {
      for (const row of await claimUnknownHandoffs(db, { owner, now, kinds: onceKinds, leases, limit: room })) handOver(row);
    }
    if (now - lastSeed >= RESEED_EVERY_MS) await seedSchedules();
  };

  /** Tells the area an at-most-once job's outcome is unknown; exactly one runner holds the handoff at a time. */
  const handOver = (row: JobRow) => {
    const entry = defs.get(row.kind)!;
    const { def, leaseMs } = entry;
    const controller = new AbortController();
    const heartbeat = keepLease({ id: row.id, status: 'unknown', leaseMs, controller, kind: row.kind });
    const promise = (async () => {
      try {
        await def.onOutcomeUnknown!(JSON.parse(row.payload), ctx, { jobId: row.id, reason: row.last_error ?? 'outcome unknown' });
        clearInterval(heartbeat);
        const now = Date.now();
        if (await closeUnknown(db, { id: row.id, owner, now, next: nextOf(def, row, now) })) stats.handedOver += 1;
      } catch (error) {
        clearInterval(heartbeat);
        log.error({ err: error, jobId: row.id, kind: row.kind }, 'onOutcomeUnknown failed: will try again');
        await postponeUnknown(db, { id: row.id, owner, now: Date.now(), runAt: Date.now() + HANDOFF_RETRY_MS, error: errorMessage(error) }).catch(
          (e: unknown) => log.error({ err: e, jobId: row.id }, 'could not postpone the unknown-outcome handoff'),
        );
      }
    })().finally(() => handoffs.delete(row.id));
    handoffs.set(row.id, { promise, controller, heartbeat });
  };

  const seedSchedules = async () => {
    lastSeed = Date.now();
    for (const { def } of defs.values()) {
      if (!def.schedule) continue;
      const now = Date.now();
      await seedSchedule(db, {
        kind: def.kind,
        key: scheduleKey(def.kind),
        first: firstOccurrence(def.schedule, now),
        latest: latestOccurrence(def.schedule, now),
        now,
      });
    }
  };

  const init = async () => {
    if (options.pgListenUrl && dialectOf(db) === 'postgres' && !listener) {
      const schema = options.pgSchema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema;
      if (stopped) return;
      listener = listenForJobs({
        url: options.pgListenUrl,
        schema,
        workerId: owner,
        onNotify: (runAt) => pollAt(runAt),
        onConnected: () => pollAt(Date.now()),
        onError: (error) => log.warn({ err: error, workerId: owner }, 'job LISTEN connection dropped: reconnecting'),
      });
    }
    await seedSchedules();
    started = true;
    pollAt(Date.now());
  };
  const unsubscribe = onLocalEnqueue((runAt) => pollAt(runAt));
  let cancelInitPause = () => undefined as void;
  const initDone = (async () => {
    for (let delay = 1_000; !stopped; delay = Math.min(30_000, delay * 2)) {
      try {
        return await init();
      } catch (error) {
        log.error({ err: error, workerId: owner }, 'job runner could not start: retrying');
        await new Promise<void>((resolve) => {
          const pause = setTimeout(resolve, delay);
          cancelInitPause = () => {
            clearTimeout(pause);
            resolve();
          };
        });
      }
    }
  })();

  return {
    wake: () => pollAt(Date.now()),
    stats: () => ({ ...stats, running: active.size, listening: listener?.listening ?? false }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      cancelInitPause();
      await initDone;
      await polling;
      await listener?.close();
      const all = () => [...active.values(), ...handoffs.values()];
      let bound: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        Promise.allSettled(all().map((a) => a.promise)).then(() => false),
        new Promise<boolean>((r) => {
          bound = setTimeout(() => r(true), stopTimeoutMs);
        }),
      ]);
      clearTimeout(bound);
      if (timedOut) {
        // Leave their rows leased: a job still mid-call must not be released. Its lease expires and recovery
        // treats it like a worker that died.
        log.warn({ jobIds: [...active.keys(), ...handoffs.keys()], workerId: owner }, 'job runner stopped with handlers still running');
        for (const a of all()) {
          clearInterval(a.heartbeat);
          a.controller.abort(new Error('runner stopping'));
        }
      }
    },
  };
}

async function withRetries(fn: () => Promise<void>, what: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= 3) throw new Error(`Could not ${what}: ${errorMessage(error)}`, { cause: error });
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}
