import { createBatcher } from '../../platform/batcher';
import type { Db } from '../../platform/db';
import type { ReplyRecord } from './repository';
import { recordReplies } from './writes';

/** At most this many replies share a transaction (and a multi-row insert). */
const BATCH = 100;

type Recorder = (record: ReplyRecord) => Promise<void>;
const recorders = new WeakMap<Db, Recorder>();

/**
 * Records a delivered reply (chat, messages, history, the credit spent) in one transaction shared with the
 * replies that finish in the same turn of the event loop, or while the previous group is being written: with 200
 * replies streaming at once most finish together, and one commit with a few multi-row statements replaces one
 * commit and six statements per reply. Each reply still has all of its rows or none: when a group fails (a
 * member deleted mid-reply, say), every reply of it is retried alone, so only the one at fault fails.
 */
export function recordReply(db: Db, record: ReplyRecord): Promise<void> {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = createRecorder(db);
    recorders.set(db, recorder);
  }
  return recorder(record);
}

function createRecorder(db: Db): Recorder {
  const write = (records: ReplyRecord[]) => recordReplies(db, records);
  // The platform's batcher gathers the replies (those finishing in this turn of the event loop join the group, even
  // on SQLite, whose driver answers synchronously); each answer is the reply's own error, or null once it is stored.
  const record = createBatcher<ReplyRecord, unknown>(async (records) => {
    try {
      await write(records);
      return records.map(() => null);
    } catch (error) {
      if (records.length === 1) throw error;
      const outcomes: unknown[] = [];
      for (const r of records) outcomes.push(await write([r]).then(() => null, (e: unknown) => e ?? new Error('reply not recorded')));
      return outcomes;
    }
  }, BATCH);
  return async (r) => {
    const error = await record(r);
    if (error) throw error;
  };
}
