// `pnpm bench`: builds the apps, then measures bundle sizes in Chromium and, when present, each area's benchmark
// (bench/<area>.mjs). Figures are printed and written to .bench/*.json; the README quotes them.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, buildApps, ensureDeps, installEnv } from './lib.mjs';

ensureDeps();
buildApps();
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
const { benchBundles } = await import('../bench/bundles.mjs');
writeFileSync(path.join(ROOT, '.bench', 'bundles.json'), JSON.stringify(await benchBundles(), null, 2));
let failed = false;
for (const f of readdirSync(path.join(ROOT, 'bench')).filter((f) => f.endsWith('.mjs') && !['bundles.mjs', 'server.mjs'].includes(f))) {
  console.log(`\n━━ bench/${f} ━━`);
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bench', f)], { stdio: 'inherit', cwd: ROOT, env: installEnv() });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
