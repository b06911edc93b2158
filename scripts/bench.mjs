// `pnpm bench`: builds the apps, then measures bundle sizes in Chromium and every benchmark in bench/*.mjs, each in
// its own process. Each writes its figures to .bench/<name>.json and one row per figure (value, aim, ✓/✗) to
// .bench/<name>.summary.json (bench/server.mjs writeSummary); the run ends by printing every row in one table and
// writing them all to .bench/summary.json. The README quotes that table.
// Knobs: BENCH_ONLY=load,creators runs only those benches (`bundles` names the bundle sizes); BENCH_SKIP_BUILD=1
// measures the builds already there. Each bench has its own size knobs (see its header), e.g. BENCH_LOAD_SECONDS.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, buildApps, ensureDeps, installEnv } from './lib.mjs';

const BENCH_DIR = path.join(ROOT, '.bench');
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (name) => only.length === 0 || only.includes(name);
const summaryFile = (name) => path.join(BENCH_DIR, `${name}.summary.json`);

ensureDeps();
if (!process.env.BENCH_SKIP_BUILD) buildApps();
mkdirSync(BENCH_DIR, { recursive: true });
const started = Date.now();
/** Per bench, in run order: whether its process succeeded. */
const ran = [];

if (wanted('bundles')) {
  rmSync(summaryFile('bundles'), { force: true });
  try {
    const { benchBundles } = await import('../bench/bundles.mjs');
    const { summaryRow, writeSummary } = await import('../bench/server.mjs');
    const b = await benchBundles();
    writeFileSync(path.join(BENCH_DIR, 'bundles.json'), JSON.stringify(b, null, 2));
    const kb = (n) => Math.round((n / 1024) * 10) / 10;
    writeSummary('bundles', [
      summaryRow('gzipped JS for the first paint of /', kb(b.landing.total), 'KB', '≤ 200 KB', (v) => v <= 200),
      summaryRow('gzipped JS for the first paint of /app/login', kb(b.login.total), 'KB'),
      ...Object.entries(b.remotes).map(([area, r]) => summaryRow(`${area} remoteEntry.js, gzipped`, kb(r.remoteEntry), 'KB', '≤ 20 KB', (v) => v <= 20)),
    ]);
    ran.push({ name: 'bundles', ok: true });
  } catch (error) {
    console.error(`bundles failed: ${error.message}`);
    ran.push({ name: 'bundles', ok: false });
  }
}

const benches = readdirSync(path.join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.mjs') && !['bundles.mjs', 'server.mjs'].includes(f))
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter(wanted);
for (const name of benches) {
  console.log(`\n━━ bench/${name}.mjs ━━`);
  // A summary left by an earlier run must not pass for this one's.
  rmSync(summaryFile(name), { force: true });
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bench', `${name}.mjs`)], { stdio: 'inherit', cwd: ROOT, env: installEnv() });
  ran.push({ name, ok: r.status === 0 });
}

// ── the one table ──────────────────────────────────────────────────────────────────────────────────────────────
const rows = [];
for (const { name, ok } of ran) {
  const file = summaryFile(name);
  const own = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  for (const row of own) rows.push({ bench: name, ...row });
  if (!ok) rows.push({ bench: name, name: `${name}: the bench did not finish (see its output above)`, value: null, unit: '', aim: 'finishes', ok: false });
  else if (own.length === 0) rows.push({ bench: name, name: `${name}: wrote no summary`, value: null, unit: '', aim: null, ok: null });
}
const mark = (ok) => (ok === true ? '✓' : ok === false ? '✗' : '–');
const shown = (r) => (r.value === null || r.value === undefined ? 'n/a' : `${typeof r.value === 'number' ? r.value.toLocaleString('en-US') : r.value}${r.unit ? ` ${r.unit}` : ''}`);
const table = rows.map((r) => [r.bench, r.name, shown(r), r.aim ?? '–', mark(r.ok)]);
const head = ['bench', 'figure', 'value', 'aim', ''];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((t) => String(t[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
const met = rows.filter((r) => r.ok === true).length;
const missed = rows.filter((r) => r.ok === false).length;
console.log(`\n━━ summary: ${rows.length} figures, ${met} ✓, ${missed} ✗ (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores) ━━`);
console.log(line(head));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const t of table) console.log(line(t));
writeFileSync(
  path.join(BENCH_DIR, 'summary.json'),
  `${JSON.stringify({ finished_at: new Date().toISOString(), minutes: Math.round((Date.now() - started) / 6000) / 10, load_average: os.loadavg(), cpus: os.cpus().length, only: only.length ? only : null, met, missed, rows }, null, 2)}\n`,
);
console.log('  → .bench/summary.json');
process.exit(ran.every((r) => r.ok) ? 0 : 1);
