// `npm start`: install what is missing, build every app, start the server in local mode and print its URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildApps, ensureDeps, installEnv, serverArgs } from './lib.mjs';

ensureDeps();
if (!process.argv.includes('--no-build')) buildApps();
const child = spawn(process.execPath, serverArgs(), {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: installEnv(),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
