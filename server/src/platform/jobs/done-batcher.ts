import type { Kysely } from 'kysely';
import { finishJobsDone } from './repository';

const BATCH = 500;

/**
 * Marks one-off jobs done in groups: the jobs finishing in the same turn of the event loop, or while an UPDATE is
 * in flight, go in one statement, so a busy runner commits once per group instead of once per job.
 * The returned function resolves true when the job was recorded (this runner still held its lease).
 */
export function createDoneBatcher(db: Kysely<any>, owner: string): (id: string) => Promise<boolean> {
  let queue: { id: string; resolve: (recorded: boolean) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH);
      queue = queue.slice(BATCH);
      try {
        const recorded = new Set(await finishJobsDone(db, { ids: batch.map((b) => b.id), owner, now: Date.now() }));
        for (const b of batch) b.resolve(recorded.has(b.id));
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    flushing = false;
  };
  return (id) =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ id, resolve, reject });
      if (flushing) return;
      flushing = true;
      // Handlers that finish in the same turn of the event loop (timers firing together) join this batch; with
      // SQLite, whose driver answers synchronously, nothing else would ever gather behind an UPDATE in flight.
      setImmediate(() => void flush());
    });
}
