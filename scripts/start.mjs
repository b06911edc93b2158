// `npm start`: install what is missing, build every app, start the server in local mode and print its URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildApps, ensureDeps, installEnv } from './lib.mjs';

ensureDeps();
if (!process.argv.includes('--no-build')) buildApps();
const child = spawn(path.join(ROOT, 'server', 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'server', 'src', 'main.ts')], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: installEnv(),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
