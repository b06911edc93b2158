import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_ROOT } from '../../paths';
import type { EnqueueJobInput } from '../queue';
import type { DbTarget } from './jobs-test-db';

const SCRIPT = path.join(SERVER_ROOT, 'src', 'platform', 'jobs', 'testing', 'worker-process.ts');

export interface WorkerOptions {
  target: DbTarget;
  workerId: string;
  leaseMs?: number;
  concurrency?: number;
  idlePollMs?: number;
  enqueue?: EnqueueJobInput[];
  enqueueDelayMs?: number;
}

export interface SpawnedWorker {
  child: ChildProcess;
  /** Every JSON line the worker printed. */
  lines: Record<string, unknown>[];
  /** Resolves with the first line matching, rejects if the process exits first. */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** What it wrote to stderr (logs), for failure messages. */
  stderr(): string;
  exited: Promise<number | null>;
}

/**
 * Starts testing/worker-process.ts in a process of its own, with tsx's loader inside node itself (not the tsx
 * CLI, which runs the script in a grandchild: a SIGKILL would kill the CLI and leave the worker running).
 */
export function spawnWorker(options: WorkerOptions): SpawnedWorker {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(options)], { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (l: Record<string, unknown>) => boolean; resolve: (l: Record<string, unknown>) => void }[] = [];
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    lines.push(line);
    for (const w of waiters.filter((w) => w.match(line))) w.resolve(line);
  });
  // 'close', not 'exit': its last lines may still be in the pipe when the process exits.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    lines,
    stderr: () => err,
    exited,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const found = lines.find(match);
        if (found) return resolve(found);
        waiters.push({ match, resolve });
        void exited.then((code) => reject(new Error(`worker ${options.workerId} exited (${code}) before the expected line:\n${err}`)));
      }),
  };
}
