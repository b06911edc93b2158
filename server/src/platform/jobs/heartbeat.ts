import type { Kysely } from 'kysely';
import { extendLease } from './repository';
import type { JobContextBase } from './types';

/**
 * Extends a lease every leaseMs/3 while a handler runs. A lease found lost (expired and taken over) aborts the
 * handler's signal at once; failing heartbeats abort it once the lease has run out. Returns the interval to clear.
 */
export function startHeartbeat(o: {
  db: Kysely<any>;
  owner: string;
  log: JobContextBase['log'];
  id: string;
  kind: string;
  status: 'running' | 'unknown';
  leaseMs: number;
  controller: AbortController;
}): NodeJS.Timeout {
  let inFlight = false;
  let leaseUntil = Date.now() + o.leaseMs;
  const interval: NodeJS.Timeout = setInterval(
    () => {
      if (inFlight) return;
      inFlight = true;
      const until = Date.now() + o.leaseMs;
      extendLease(o.db, { id: o.id, owner: o.owner, status: o.status, until, now: Date.now() })
        .then((held) => {
          if (held) {
            leaseUntil = until;
            return;
          }
          clearInterval(interval);
          o.log.warn({ jobId: o.id, kind: o.kind, workerId: o.owner }, 'job lease lost: aborting');
          o.controller.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => {
          o.log.warn({ err: error, jobId: o.id }, 'job heartbeat failed');
          if (Date.now() > leaseUntil) o.controller.abort(new Error('lease expired: heartbeats failed'));
        })
        .finally(() => {
          inFlight = false;
        });
    },
    Math.max(50, Math.floor(o.leaseMs / 3)),
  );
  return interval;
}
