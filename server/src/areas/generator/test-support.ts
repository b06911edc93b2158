import type { Db } from '../../platform/db';
import { createSession, createUser } from '../../test/factories';

/** Test helpers of the generator suites: a signed-in member with (or without) a saved persona. */

export const TEST_PERSONA = {
  job_title: 'Head of Sales',
  industry: 'B2B SaaS',
  audience: 'founders and sales leaders',
  tone: 'Friendly and conversational',
  self_description: 'I help early-stage founders build their first sales team.',
};

export async function createMember(
  db: Db,
  { tier = 'free', persona = true }: { tier?: string; persona?: boolean } = {},
): Promise<{ userId: string; token: string; headers: Record<string, string> }> {
  const { user } = await createUser(db, { subscription_tier: tier });
  if (persona) {
    await db.insertInto('personas').values({ user_id: user.id, ...TEST_PERSONA, updated_at: new Date().toISOString() }).execute();
  }
  const token = await createSession(db, user.id);
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

export interface SseEventRecord {
  event: string;
  data: any;
}

/** Parses a complete text/event-stream body into its events (comments skipped). */
export function parseSse(body: string): SseEventRecord[] {
  return body
    .split(/\n\n/)
    .map((block) => block.split('\n').filter((l) => l && !l.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const event = lines.find((l) => l.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}
