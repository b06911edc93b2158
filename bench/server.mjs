// Start the built product on a port with a throwaway data folder (local mode) for a benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pp-bench-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server there (open it in Chrome's DevTools).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const tsx = path.join(ROOT, 'server', 'node_modules', 'tsx', 'dist', 'loader.mjs');
  const child = spawn(process.execPath, [...prof, '--import', tsx, path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('bench server exited early');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a TypeScript bench driver of the server (`server/src/.../<driver>.ts`) under tsx with `options` as its one
 * argument, and returns the JSON of its last line of output. A PostgreSQL run (`options.pgUrl`) reaches the
 * driver's test helpers as TEST_DATABASE_URL in its environment.
 */
export function runServerDriver(driver, options) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', driver, JSON.stringify(options)], {
    cwd: path.join(ROOT, 'server'),
    env: options.pgUrl ? { ...process.env, TEST_DATABASE_URL: options.pgUrl } : process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${path.basename(driver, '.ts')} (${options.engine}) exited with ${r.status ?? r.signal}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}
