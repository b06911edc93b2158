// `pnpm typecheck`: tsc --noEmit on every TypeScript package (scripts/areas.mjs), stopping at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PACKAGES } from './areas.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
for (const pkg of PACKAGES) {
  const r = spawnSync(tsc, ['-p', path.join(ROOT, pkg, 'tsconfig.json'), '--noEmit'], { stdio: 'inherit', cwd: ROOT });
  if (r.status !== 0) {
    console.error(`✖ typecheck failed in ${pkg}`);
    process.exit(r.status ?? 1);
  }
}
console.log(`typecheck: ${PACKAGES.length} packages OK (${PACKAGES.join(', ')})`);
