// Start the built product on a port with a throwaway data folder (local mode) for a benchmark.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from '../scripts/lib.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * BENCH_ROOT=<checkout>: the benches that take it measure that checkout's server (an older commit, for a before/after
 * run minutes apart) with this checkout's script, writing `<bench>-other.json` and no summary rows; null otherwise.
 */
export const OTHER_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : null;

/** `startServer` of the checkout under test: OTHER_ROOT's when it is set, else this one's. */
export async function startServerUnderTest(options) {
  if (!OTHER_ROOT) return startServer(options);
  return (await import(path.join(OTHER_ROOT, 'bench', 'server.mjs'))).startServer(options);
}

const TICK_MS = 1000 / (Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100);

/** The CPU time (user + system) a process has used so far, in ms (Linux /proc); null when it is gone. */
export function processCpuMs(pid) {
  return cpuFromStat(`/proc/${pid}/stat`);
}

/**
 * The CPU time of a process's main thread (its event loop, for Node) so far, in ms; null when it is gone. The
 * process's figure adds V8's helper threads (GC, compiler), libuv's pool and any worker thread.
 */
export function mainThreadCpuMs(pid) {
  return cpuFromStat(`/proc/${pid}/task/${pid}/stat`);
}

function cpuFromStat(file) {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export async function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pp-bench-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server there (open it in Chrome's DevTools);
  // BENCH_CPU_PROF_INTERVAL=<µs> samples more often than the default 1000 µs (e.g. 100 for a short burst).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-interval', process.env.BENCH_CPU_PROF_INTERVAL ?? '1000', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, serverArgs(ROOT, prof), {
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

const BENCH_PERSONA = {
  job_title: 'Head of Talent',
  industry: 'B2B SaaS',
  audience: 'Founders hiring their first team',
  tone: 'Friendly and conversational',
  self_description: 'I help founders hire the people who build their company.',
};

/**
 * A confirmed member of the server at `base`, made the way a person does: sign-up, the confirmation mail from the
 * local outbox (its link only opens the page, which confirms by POST), then a persona (`persona: false` skips it).
 * Returns the session token, ready headers, the address and the member as `/api/auth/me` shows it.
 */
export async function createBenchMember(base, { persona = true, label = 'bench' } = {}) {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const post = (url, body, token) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const signup = await post('/api/auth/signup', { email, password: 'bench-password-42', full_name: 'Bench Member' });
  if (!signup.ok) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  let link;
  for (let i = 0; i < 50 && !link; i++) {
    const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    link = (Array.isArray(outbox) ? outbox : outbox.messages).filter((m) => m.to.includes(email)).at(-1)?.links.find((l) => /confirm/.test(l));
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const confirm = await post('/api/auth/confirm', { token: new URL(link).searchParams.get('token') });
  const token = confirm.ok ? (await confirm.json()).access_token : null;
  if (!token) throw new Error(`confirmation did not sign the bench member in: ${confirm.status}`);
  if (persona) {
    const r = await post('/api/user/persona', BENCH_PERSONA, token);
    if (!r.ok) throw new Error(`persona answered ${r.status}: ${await r.text()}`);
  }
  const headers = { authorization: `Bearer ${token}` };
  const me = await fetch(`${base}/api/auth/me`, { headers });
  if (!me.ok) throw new Error(`/api/auth/me answered ${me.status}`);
  return { email, token, headers, user: await me.json() };
}

/**
 * Writes a bench's rows for the one table `pnpm bench` ends with (scripts/bench.mjs collects them):
 * `.bench/<bench>.summary.json`, each row `{ name, value, unit, aim, ok }` (`aim` a short text such as '≤ 50 ms',
 * or null with `ok` null for a figure that has none).
 */
export function writeSummary(bench, rows) {
  writeBenchJson(`${bench}.summary`, rows);
}

/** Writes a bench's full figures to `.bench/<name>.json` (the folder made if missing). */
export function writeBenchJson(name, data) {
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(path.join(ROOT, '.bench', `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

/** One summary row; `ok` from a test of the value, or null when the figure has no aim. */
export const summaryRow = (name, value, unit, aim = null, test = null) => ({
  name,
  value: value ?? null,
  unit,
  aim,
  ok: test && value !== null && value !== undefined ? Boolean(test(value)) : test ? false : null,
});
