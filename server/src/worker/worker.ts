import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db';
import { runHousekeeping } from './housekeeping';

export interface Worker {
  /** Resolves when the pass in progress (if any) has finished. */
  stop: () => Promise<void>;
}

/**
 * Runs the background jobs every `intervalMs`, first shortly after start. A failing pass is logged and retried
 * on the next tick; it never takes the process down.
 */
export function startWorker({ db, log, intervalMs }: { db: Db; log: Pick<FastifyBaseLogger, 'info' | 'error'>; intervalMs: number }): Worker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runHousekeeping(db)
      .then((r) => log.info({ housekeeping: r }, 'housekeeping done'))
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(5_000, intervalMs));
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
