// `pnpm dev`: every app rebuilt on change (rspack --watch, development mode) and the server restarted on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureDeps, installEnv } from './lib.mjs';
import { APPS } from './areas.mjs';

ensureDeps();
const children = [
  ...APPS.map((app) =>
    spawn(path.join(ROOT, app, 'node_modules', '.bin', 'rspack'), ['build', '--watch'], {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
      env: { ...installEnv(), NODE_ENV: 'development' },
    }),
  ),
  spawn(path.join(ROOT, 'server', 'node_modules', '.bin', 'tsx'), ['watch', '--clear-screen=false', 'src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    stdio: 'inherit',
    env: installEnv(),
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
