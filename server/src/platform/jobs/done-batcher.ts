import type { Kysely } from 'kysely';
import { createBatcher } from '../batcher';
import { finishJobsDone } from './repository';

/**
 * Marks one-off jobs done in groups: the jobs finishing in the same turn of the event loop, or while an UPDATE is
 * in flight, go in one statement, so a busy runner commits once per group instead of once per job (SQLite's driver
 * answers synchronously, so the same turn is what gathers them there).
 * The returned function resolves true when the job was recorded (this runner still held its lease).
 */
export function createDoneBatcher(db: Kysely<any>, owner: string): (id: string) => Promise<boolean> {
  return createBatcher<string, boolean>(async (ids) => {
    const recorded = new Set(await finishJobsDone(db, { ids, owner, now: Date.now() }));
    return ids.map((id) => recorded.has(id));
  });
}
