import type { Db } from '../../platform/db';
import { type ReplyRecord, recordReplies } from './repository';

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
  let queue: { record: ReplyRecord; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;
  const write = (records: ReplyRecord[]) => db.transaction().execute((trx) => recordReplies(trx, records));
  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH);
      queue = queue.slice(BATCH);
      try {
        await write(batch.map((b) => b.record));
        for (const b of batch) b.resolve();
      } catch (error) {
        if (batch.length === 1) {
          batch[0].reject(error);
          continue;
        }
        for (const b of batch) await write([b.record]).then(b.resolve, b.reject);
      }
    }
    flushing = false;
  };
  return (record) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ record, resolve, reject });
      if (flushing) return;
      flushing = true;
      // Replies finishing in this turn of the event loop join the group (with SQLite, whose driver answers
      // synchronously, nothing would otherwise gather behind a transaction in flight).
      setImmediate(() => void flush());
    });
}
