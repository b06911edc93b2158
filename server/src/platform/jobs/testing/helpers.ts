import type { Kysely } from 'kysely';
import type { JobRow } from '../tables';
import type { JobContextBase } from '../types';

/** A context whose logger keeps what it was told (tests assert on warnings and errors). */
export function testContext(): JobContextBase & { logs: { level: string; obj: object; msg?: string }[] } {
  const logs: { level: string; obj: object; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void logs.push({ level, obj, msg });
  return { logs, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

type Falsy = null | undefined | false;

/** Polls `check` every 25 ms until it returns a truthy value; throws with `what` after `timeoutMs`. */
export async function waitUntil<T>(check: () => Promise<T | Falsy> | T | Falsy, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function jobById(db: Kysely<any>, id: string): Promise<JobRow> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...row, run_at: Number(row.run_at), attempts: Number(row.attempts) } as JobRow;
}

export async function jobsOfKind(db: Kysely<any>, kind: string): Promise<JobRow[]> {
  const rows = await db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute();
  return rows.map((row) => ({ ...row, run_at: Number(row.run_at), attempts: Number(row.attempts) }) as JobRow);
}
