// Helpers for the root scripts: make a fresh machine with only Node.js able to install, build, start and test.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const PINNED = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/**
 * The server's process as `npm start` runs it (the bench starts it the same way, so it measures what members get):
 * node with tsx's loader and a 64 MB young generation instead of V8's 16 MB. Serving chats is mostly short-lived
 * garbage; under the generator bench's sustained load the garbage collector took 9.7 % of the server's busy CPU
 * at the default, 7.7 % at 32 MB and 4.9 % at 64 MB (CPU profiles, SQLite). `before` goes ahead of the flags.
 */
export function serverArgs(root = ROOT, before = []) {
  const loader = path.join(root, 'server', 'node_modules', 'tsx', 'dist', 'loader.mjs');
  return [...before, '--max-semi-space-size=64', '--import', loader, path.join(root, 'server', 'src', 'main.ts')];
}

/** Environment for installs: node-gyp builds native modules against the system's Node headers when present. */
export function installEnv() {
  const env = { ...process.env };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: installEnv(), ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function pnpmVersion() {
  try {
    return execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

/** Make sure the pinned pnpm is on PATH (installed with npm if missing). */
export function ensurePnpm() {
  const v = pnpmVersion();
  if (v === PINNED) return;
  console.log(v ? `pnpm ${v} found, installing the pinned pnpm ${PINNED}…` : `Installing pnpm ${PINNED}…`);
  run('npm', ['install', '--global', `pnpm@${PINNED}`, '--no-fund', '--no-audit']);
}

/** Install workspace dependencies when the lockfile changed since the last install. */
export function ensureDeps() {
  ensurePnpm();
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && existsSync(path.join(ROOT, 'server', 'node_modules'))) return;
  console.log('Installing dependencies…');
  run('pnpm', ['install', '--frozen-lockfile']);
}

/** Build the host and the six remotes. */
export function buildApps() {
  run('pnpm', ['run', 'build']);
}

export { run };
