import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from './paths';

/**
 * A worker does not inherit the parent's module hooks (tsx's, which run this TypeScript): the thread registers them
 * first, then loads its entry. (Works the same under `tsx`, `node --import tsx` and jest.)
 */
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then((tsx) => tsx.register())
  .then(() => import(workerData.entry))
  .catch((error) => setImmediate(() => { throw error; }));`;

/** tsx's module hooks (its package's `tsx/esm/api` export, as `import` resolves it). */
function tsxApi(): string {
  const manifest = createRequire(path.join(SERVER_ROOT, 'package.json')).resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!;
  return pathToFileURL(path.join(path.dirname(manifest), exported.import.default)).href;
}

/**
 * Starts a worker thread running the TypeScript module at `entry` (an absolute path); `data` reaches it as
 * `workerData` (beside the boot's own `tsx` and `entry`).
 */
export function startTypeScriptWorker(entry: string, data: Record<string, unknown>): Worker {
  return new Worker(BOOT, { eval: true, workerData: { ...data, tsx: tsxApi(), entry: pathToFileURL(entry).href } });
}
