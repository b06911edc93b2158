/**
 * Placeholder of the job system's types while it is being built (platform/jobs). Replaced by the real module.
 */
export interface RunningJob {
  id: string;
  kind: string;
  attempts: number;
  runAt: number;
  signal: AbortSignal;
}

export type JobSchedule = { everySeconds: number } | { cron: string };

export interface JobDefinition<P = any, C = any> {
  kind: string;
  handler: (payload: P, ctx: C, job: RunningJob) => Promise<void>;
  schedule?: JobSchedule;
  maxAttempts?: number;
  atMostOnce?: boolean;
  onOutcomeUnknown?: (payload: P, ctx: C, info: { jobId: string; reason: string }) => Promise<void>;
  leaseMs?: number;
  timeoutMs?: number;
  backoffMs?: (attempt: number) => number;
}
