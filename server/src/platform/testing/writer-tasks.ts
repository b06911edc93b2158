import { threadId } from 'node:worker_threads';
import type { WriterTasks } from '../sqlite-writer';

/** Tasks for sqlite-writer.test.ts, on the platform's own rate_limits table. */
export const writerTasks = {
  /** Inserts a row; a repeated (key, window) fails with the unique violation. Answers the thread it ran on. */
  insert: async (db, { key, count }: { key: string; count: number }) => {
    await db.insertInto('rate_limits').values({ key, window_start: 0, count }).execute();
    return threadId;
  },
  /** Writes a row, then fails: its write must not survive. */
  insertThenFail: async (db, { key }: { key: string }) => {
    await db.insertInto('rate_limits').values({ key, window_start: 0, count: 1 }).execute();
    throw Object.assign(new Error('refused after writing'), { code: 'E_TEST' });
  },
  /** One more on the row if it is below `limit` (the credit hold's conditional shape); whether it counted. */
  bump: async (db, { key, limit }: { key: string; limit: number }) => {
    const row = await db
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('key', '=', key)
      .where('count', '<', limit)
      .returning('count')
      .executeTakeFirst();
    return Boolean(row);
  },
} satisfies WriterTasks;
