// Rising creators benchmark (issue 8, Performance): the service call behind GET /api/creators/rising, by domain and
// by search, on SQLite and on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; skipped when neither is set).
// BENCH_CREATORS_AUTHORS authors (default 100,000: a 1,000,000-post corpus at 10 posts per author, the sample
// corpus's ratio). Prints p50/p95/p99 per case and writes .bench/creators.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { OTHER_ROOT, ROOT, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

// BENCH_ROOT=<checkout>: that checkout's driver and code (an older commit, for a before/after); its figures go to
// .bench/creators-other.json and no summary rows are written.
const SERVER = path.join(OTHER_ROOT ?? ROOT, 'server');
const DRIVER = path.join(SERVER, 'src', 'areas', 'discovery', 'creators', 'bench', 'bench-creators.ts');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const authors = Number(process.env.BENCH_CREATORS_AUTHORS ?? 100_000);
const runs = Number(process.env.BENCH_CREATORS_RUNS ?? 200);

function run(engine) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', DRIVER, JSON.stringify({ engine, authors, runs })], {
    cwd: SERVER,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TEST_DATABASE_URL: engine === 'postgres' ? pgUrl : '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`bench-creators (${engine}) exited with ${r.status ?? r.signal}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const results = [run('sqlite')];
if (pgUrl) results.push(run('postgres'));
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');

for (const r of results) {
  console.log(`\nRising creators on ${r.engine}: ${r.authors.toLocaleString('en-US')} authors, ${r.runs} runs per case (ms, limit 20, with a member's follows)`);
  console.table(r.results.map((c) => ({ case: c.case, results: c.results, p50: c.p50, p95: c.p95, p99: c.p99 })));
}
writeBenchJson(OTHER_ROOT ? 'creators-other' : 'creators', results);
// One row per figure with its aim, for the table `pnpm bench` ends with (scripts/bench.mjs).
if (!OTHER_ROOT) writeSummary(
  'creators',
  results.flatMap((r) => r.results.map((c) => summaryRow(`rising creators: ${c.case} p95 (${r.engine}, ${r.authors.toLocaleString('en-US')} authors)`, c.p95, 'ms', '≤ 50 ms', (v) => v <= 50))),
);
