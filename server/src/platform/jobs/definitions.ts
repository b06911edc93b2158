import { defaultBackoffMs } from './backoff';
import { assertValidSchedule } from './schedule';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, type JobDefinition } from './types';

/** A declared job with its defaults filled in. */
export interface ResolvedJob {
  def: JobDefinition<any, any>;
  maxAttempts: number;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
}

/** Checks the declarations when a runner starts (a mistake fails the boot, not a job at 3 a.m.) and fills defaults. */
export function resolveDefinitions(jobs: JobDefinition<any, any>[]): Map<string, ResolvedJob> {
  const defs = new Map<string, ResolvedJob>();
  for (const def of jobs) {
    if (!def.kind) throw new Error('A job definition has no kind');
    if (defs.has(def.kind)) throw new Error(`Job ${def.kind} is declared twice`);
    if (def.atMostOnce && !def.onOutcomeUnknown) throw new Error(`Job ${def.kind} is at-most-once: it must declare onOutcomeUnknown`);
    if (def.schedule) assertValidSchedule(def.kind, def.schedule);
    const leaseMs = def.leaseMs ?? DEFAULT_LEASE_MS;
    if (!(leaseMs >= 100)) throw new Error(`Job ${def.kind}: leaseMs must be at least 100`);
    defs.set(def.kind, {
      def,
      maxAttempts: def.atMostOnce ? 1 : Math.max(1, def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      leaseMs,
      backoffMs: def.backoffMs ?? defaultBackoffMs,
    });
  }
  return defs;
}
