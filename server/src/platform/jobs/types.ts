/** What every job handler receives as its context: at least a logger. The composition root adds the rest. */
export interface JobContextBase {
  log: {
    info(o: object, m?: string): void;
    warn(o: object, m?: string): void;
    error(o: object, m?: string): void;
  };
}

/** The claimed row, as a handler sees it. */
export interface RunningJob {
  id: string;
  kind: string;
  /** 1 on the first run; a RetryLater does not use one up. */
  attempts: number;
  /** When the job was due (epoch ms); for a recurring job, the scheduled time of this occurrence. */
  runAt: number;
  /** Aborted when the lease is lost, the timeout passes or the runner stops without waiting any longer. */
  signal: AbortSignal;
}

export type JobSchedule = { everySeconds: number } | { cron: string /* 5-field, UTC */ };

export interface JobDefinition<P = any, C = any> {
  /** Namespaced by area: 'auth.housekeeping', 'scheduler.publish'. */
  kind: string;
  handler: (payload: P, ctx: C, job: RunningJob) => Promise<void>;
  /** Recurring: one row per kind is kept pending (key `schedule:<kind>`). Absent: run when enqueued. */
  schedule?: JobSchedule;
  /** Default 5. Ignored for at-most-once jobs, which never run twice. */
  maxAttempts?: number;
  /** The handler must never run twice for the same job (publishing a post): no retry after an error or a crash. */
  atMostOnce?: boolean;
  /** Required when atMostOnce: called once when a worker died mid-run, so the area can find out what happened. */
  onOutcomeUnknown?: (payload: P, ctx: C, info: { jobId: string; reason: string }) => Promise<void>;
  /** Default 30 000; heartbeats extend it every leaseMs/3. */
  leaseMs?: number;
  /** The job's signal aborts after this. */
  timeoutMs?: number;
  /** Delay before retry number `attempt + 1` after `attempt` failed runs. Default: exponential with jitter, capped. */
  backoffMs?: (attempt: number) => number;
}

/**
 * Thrown by a handler: not done, run again at now + delayMs. Does not use up an attempt. Allowed for at-most-once
 * jobs too: throwing it asserts that the effect did NOT happen.
 */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    message?: string,
  ) {
    super(message ?? `retry in ${delayMs} ms`);
    this.name = 'RetryLater';
  }
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 30_000;
