import { sql } from 'kysely';
import { type Db, dialectOf } from './db';

/**
 * Runs `work` while no other process (nor another caller in this one) runs work of the same `name` on this database:
 * for first-start work that several API and worker processes started together would otherwise all do at once (an
 * area storing its sample data when it finds none, say). `work` checks again, inside, whether it is still to do.
 *
 * PostgreSQL: a session advisory lock, keyed by the current schema and `name`, held on one pooled connection while
 * `work` runs on the others (so the pool needs two or more). It is taken by polling `pg_try_advisory_lock`, never by
 * one statement that waits, which the query deadline (DB_QUERY_TIMEOUT_MS) would cut while another process works.
 * A process that dies holding it loses it with its connection; `signal` stops the wait. SQLite (one process): the
 * calls of one name on one database wait for each other in this process.
 */
export async function runExclusive<T>(db: Db, name: string, work: () => Promise<T>, { pollMs = 100, signal }: { pollMs?: number; signal?: AbortSignal } = {}): Promise<T> {
  if (dialectOf(db) !== 'postgres') return inTurn(db, name, work);
  const key = sql`hashtextextended(current_schema() || ':' || ${name}, 0)`;
  return db.connection().execute(async (conn) => {
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
      if (rows[0]?.locked) break;
      signal?.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

/** SQLite: the tail of each name's queue of calls, per database. */
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

function inTurn<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  let byName = queues.get(db);
  if (!byName) queues.set(db, (byName = new Map()));
  const previous = byName.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  byName.set(name, tail);
  void tail.then(() => {
    if (byName.get(name) === tail) byName.delete(name);
  });
  return run;
}
