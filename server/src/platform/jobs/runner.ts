// Interim runner (recurring schedules on timers) until the stored job system lands on this branch.
import type { Kysely } from 'kysely';
import type { JobDefinition } from './types';

export interface JobContextBase {
  log: { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };
}

export function startJobRunner<C extends JobContextBase>(options: {
  db: Kysely<any>;
  ctx: C;
  jobs: JobDefinition<any, C>[];
  workerId?: string;
  concurrency?: number;
  pgListenUrl?: string | null;
  pgSchema?: string;
}): { stop(): Promise<void>; wake(): void } {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const job of options.jobs) {
    if (!job.schedule || !('everySeconds' in job.schedule)) continue;
    const run = () => {
      const p = job
        .handler(undefined, options.ctx, { id: job.kind, kind: job.kind, attempts: 1, runAt: Date.now(), signal: new AbortController().signal })
        .catch((err: unknown) => options.ctx.log.error({ err, job: job.kind }, 'job failed'))
        .finally(() => running.delete(p));
      running.add(p);
    };
    const t = setInterval(run, job.schedule.everySeconds * 1000);
    t.unref();
    timers.push(t);
  }
  return {
    stop: async () => {
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    },
    wake: () => undefined,
  };
}
