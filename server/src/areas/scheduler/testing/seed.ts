import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db';
import { enqueueJobs } from '../../../platform/jobs/index';
import { PUBLISH_JOB, publishJobKey } from '../service';

/** Due posts written as the schedule route writes them (row + publish job), many at once; distinct texts. */
export async function seedDuePosts(db: Db, userId: string, count: number, dueAt: number): Promise<string[]> {
  const at = new Date(dueAt).toISOString();
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    user_id: userId,
    content: `Post ${i} of ${count} (exactly once) #load`,
    scheduled_at: at,
    timezone: 'UTC',
    platform: 'linkedin',
    status: 'scheduled' as const,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('scheduled_posts').values(rows.slice(i, i + 200)).execute();
  await enqueueJobs(
    db,
    rows.map((r) => ({ kind: PUBLISH_JOB, payload: { postId: r.id, scheduledAt: at }, runAt: dueAt, key: publishJobKey(r.id, at) })),
  );
  return rows.map((r) => r.id);
}
