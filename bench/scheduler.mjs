// Scheduler benchmark (issue 10): 10,000 posts due at the same moment, published through the LinkedIn sandbox
// answering each post in 100 ms; one worker process on SQLite, two on PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL; skipped when neither is set). Reports the time until the last one is published, lateness
// p50/p99 (published_at − scheduled time) and duplicates (posts LinkedIn received twice: must be 0). Prints a table
// and writes .bench/scheduler.json. BENCH_SCHEDULER_POSTS and BENCH_SCHEDULER_CONCURRENCY change the load.
import path from 'node:path';
import { ROOT, runServerDriver, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

const SERVER = path.join(ROOT, 'server');
const DRIVER = path.join(SERVER, 'src', 'areas', 'scheduler', 'testing', 'bench-publish.ts');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const posts = Number(process.env.BENCH_SCHEDULER_POSTS ?? 10_000);
const concurrency = Number(process.env.BENCH_SCHEDULER_CONCURRENCY ?? 100);

const run = (options) => runServerDriver(DRIVER, options);

const results = [run({ engine: 'sqlite', workers: 1, concurrency, posts, latencyMs: 100 })];
if (pgUrl) results.push(run({ engine: 'postgres', pgUrl, workers: 2, concurrency, posts, latencyMs: 100 }));
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');

const s = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
console.log(`\n${posts.toLocaleString('en-US')} posts due at once, LinkedIn sandbox answering in 100 ms`);
console.table(
  results.map((r) => ({
    engine: r.engine,
    workers: `${r.workers} × ${r.concurrency}`,
    published: r.published,
    failed: r.failed,
    'due → last published': s(r.totalMs),
    'lateness p50': s(r.lateness.p50),
    'lateness p99': s(r.lateness.p99),
    duplicates: r.duplicates,
    'posts per worker': r.perWorker.join(' / '),
  })),
);
writeBenchJson('scheduler', results);
const bad = results.filter((r) => r.duplicates > 0 || r.published !== r.posts || r.received !== r.posts);
if (bad.length > 0) {
  console.error(`✖ duplicates or unpublished posts on ${bad.map((r) => r.engine).join(', ')}`);
  process.exit(1);
}
const slow = results.filter((r) => r.totalMs === null || r.totalMs > 60_000);
if (slow.length > 0) console.error(`⚠ not all published within 60 s on ${slow.map((r) => r.engine).join(', ')}`);
// One row per figure with its aim, for the table `pnpm bench` ends with (scripts/bench.mjs).
writeSummary(
  'scheduler',
  results.flatMap((r) => [
    summaryRow(`scheduler: ${r.posts.toLocaleString('en-US')} posts due at once, due → last published (${r.engine}, ${r.workers} workers)`, r.totalMs === null ? null : Math.round(r.totalMs / 100) / 10, 's', '≤ 60 s', (v) => v <= 60),
    summaryRow(`scheduler: lateness p99 (${r.engine})`, r.lateness.p99 === null ? null : Math.round(r.lateness.p99 / 100) / 10, 's'),
    summaryRow(`scheduler: duplicates (${r.engine})`, r.duplicates, '', '0', (v) => v === 0),
  ]),
);
