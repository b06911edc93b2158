// `npm test`: every test. Unit + server integration tests (jest; on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set), then the apps are built and the Playwright journeys run in the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildApps, ensureDeps, installEnv } from './lib.mjs';

const only = process.argv[2]; // optional: "unit" or "e2e"
ensureDeps();
const out = path.join(ROOT, '.bench');
mkdirSync(out, { recursive: true });
const results = [];

function runSuite(name, cmd, args, opts, read) {
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: installEnv(), ...opts });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    counts = read();
  } catch {
    counts.failed = 1; // the runner died before writing its report
  }
  if (r.status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts, status: r.status });
}

if (only !== 'e2e') {
  if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: server suites run on SQLite only.');
  const file = path.join(out, 'jest.json');
  runSuite('unit and integration (jest)', path.join(ROOT, 'node_modules', '.bin', 'jest'), ['--json', `--outputFile=${file}`], { cwd: ROOT }, () => {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0), skipped: j.numPendingTests };
  });
}

if (only !== 'unit') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`\n✖ Chromium not found at ${chromium}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  buildApps();
  const file = path.join(out, 'e2e.json');
  runSuite('end-to-end (Playwright, Chromium)', path.join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright'), ['test'], { cwd: path.join(ROOT, 'e2e'), env: { ...installEnv(), E2E_JSON: file } }, () => {
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    return { passed: s.expected, failed: s.unexpected + (s.flaky ?? 0), skipped: s.skipped };
  });
}

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
}
console.log(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
