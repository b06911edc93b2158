import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db';
import type { DbTarget } from '../../../platform/jobs/testing/jobs-test-db';
import { SERVER_ROOT } from '../../../platform/paths';
import type { Config } from '../../../platform/config';

const SCRIPT = path.join(SERVER_ROOT, 'src', 'areas', 'scheduler', 'testing', 'publish-worker.ts');

export interface PublishWorker {
  child: ChildProcess;
  ready: Promise<void>;
  /** SIGTERM, then the stats line it printed. */
  stop(): Promise<Record<string, unknown> | null>;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Where a child process finds the same database. */
export async function dbTarget(db: Db, config: Config): Promise<DbTarget> {
  const { database } = config;
  if (database.dialect === 'postgres') {
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
    return { dialect: 'postgres', url: database.url, schema };
  }
  return { dialect: 'sqlite', path: database.path };
}

/** Starts testing/publish-worker.ts in a process of its own (tsx's loader inside node, so a SIGKILL kills the worker itself). */
export function spawnPublishWorker(options: { target: DbTarget; workerId: string; env: Record<string, string>; concurrency?: number; leaseMs?: number }): PublishWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(options)], { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const lines: Record<string, unknown>[] = [];
  const listeners: ((line: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const l of listeners) l(line);
    } catch {
      /* a log line */
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const waitLine = (match: (l: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const found = lines.find(match);
      if (found) return resolve(found);
      listeners.push((l) => match(l) && resolve(l));
      void exited.then((code) => reject(new Error(`worker ${options.workerId} exited (${code}):\n${err}`)));
    });
  return {
    child,
    ready: waitLine((l) => l.ready === true).then(() => undefined),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return null;
      child.kill('SIGTERM');
      const line = await waitLine((l) => l.stopped === true).catch(() => null);
      await exited;
      return (line?.stats as Record<string, unknown>) ?? null;
    },
    stderr: () => err,
    exited,
  };
}
