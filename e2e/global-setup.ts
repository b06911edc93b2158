import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, REPO_ROOT } from './server';
import { E2E_PORT } from './playwright.config';
import { APPS } from '../scripts/areas.mjs';

/** One server for the whole run (fresh SQLite data folder, local mode, sandboxes on). */
export default async function globalSetup() {
  for (const app of APPS) {
    if (!existsSync(path.join(REPO_ROOT, app, 'dist', app === 'host' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${app} is not built: run \`pnpm build\` before the e2e tests`);
    }
  }
  const server = await startServer({ port: E2E_PORT });
  // Workers inherit the environment: a test that seeds rows the API cannot write (old history) opens this database
  // (SQLite in WAL mode with a busy timeout, made for a second process) instead of starting a server of its own.
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => server.stop();
}
