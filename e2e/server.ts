/** Starts the real server (tsx server/src/main.ts) on a port with its own data folder, for e2e runs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(REPO_ROOT, 'server', 'node_modules', '.bin', 'tsx');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Fails when something already listens on the port: its /api/health would otherwise pass for this server's. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(new Error(e.code === 'EADDRINUSE' ? `port ${port} is already in use: another server would answer for this one` : e.message)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Start a server in local mode; resolves once /api/health answers. */
export async function startServer({ port, env = {} }: { port: number; env?: Record<string, string> }): Promise<RunningServer> {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pp-e2e-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(TSX, [path.join(REPO_ROOT, 'server', 'src', 'main.ts')], {
    cwd: path.join(REPO_ROOT, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A busy 2-core machine (a build beside the suite) has taken over a minute to start one.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on :${port} exited early:\n${output}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on :${port} did not start in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
