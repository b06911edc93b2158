// Job system benchmark (issue 7): 10,000 jobs due at the same moment, a handler that waits 100 ms (a remote call);
// one runner process on SQLite, two on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; skipped when
// neither is set). Also 100 jobs due at random moments over 10 s while the runners idle. Reports total time,
// start lateness p50/p99 and duplicates (must be 0). Prints a table and writes .bench/jobs.json.
import path from 'node:path';
import { ROOT, runServerDriver, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

const SERVER = path.join(ROOT, 'server');
const DRIVER = path.join(SERVER, 'src', 'platform', 'jobs', 'testing', 'bench-jobs.ts');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const concurrency = Number(process.env.BENCH_JOBS_CONCURRENCY ?? 100);

const run = (options) => runServerDriver(DRIVER, options);

const results = [run({ engine: 'sqlite', workers: 1, concurrency })];
if (pgUrl) results.push(run({ engine: 'postgres', pgUrl, workers: 2, concurrency }));
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');

const s = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const ms = (v) => (v === null ? '–' : `${Math.round(v)} ms`);
console.log('\nBurst: 10,000 jobs due at once, handler waits 100 ms');
console.table(
  results.map((r) => ({
    engine: r.engine,
    runners: `${r.workers} × ${r.concurrency}`,
    'total (due → last done)': s(r.burst.totalMs),
    'ideal (handler time only)': s(r.burst.idealMs),
    'lateness p50': s(r.burst.lateness.p50),
    'lateness p99': s(r.burst.lateness.p99),
    duplicates: r.burst.duplicates,
    'jobs per runner': Object.values(r.burst.perWorker).join(' / '),
  })),
);
console.log('Sparse: 100 jobs due at random moments over 10 s, runners idle in between');
console.table(
  results.map((r) => ({
    engine: r.engine,
    'lateness p50': ms(r.sparse.lateness.p50),
    'lateness p99': ms(r.sparse.lateness.p99),
    'lateness max': ms(r.sparse.lateness.max),
    duplicates: r.sparse.duplicates,
  })),
);
writeBenchJson('jobs', results);
writeSummary(
  'jobs',
  results.flatMap((r) => [
    summaryRow(`jobs: 10,000 due at once, due → last done (${r.engine}, ${r.workers} runners)`, r.burst.totalMs === null ? null : Math.round(r.burst.totalMs / 100) / 10, 's'),
    summaryRow(`jobs: sparse, start lateness max (${r.engine})`, r.sparse.lateness.max === null ? null : Math.round(r.sparse.lateness.max), 'ms', '≤ 1,000 ms', (v) => v <= 1000),
    summaryRow(`jobs: duplicates (${r.engine})`, r.burst.duplicates + r.sparse.duplicates, '', '0', (v) => v === 0),
  ]),
);
const bad = results.filter((r) => r.burst.duplicates > 0 || r.sparse.duplicates > 0 || r.burst.runs !== r.burst.jobs);
if (bad.length > 0) {
  console.error(`✖ duplicates or missing runs on ${bad.map((r) => r.engine).join(', ')}`);
  process.exit(1);
}
