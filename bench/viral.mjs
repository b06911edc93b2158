// Viral library benchmark (issue 8): a synthetic corpus of BENCH_VIRAL_POSTS posts (default 1,000,000) imported
// through the importer on SQLite, then on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; skipped when
// neither is set), then p50/p95/p99 of every query shape of the library and the creators' author queries.
// BENCH_VIRAL_BULK=off keeps the indexes live; BENCH_VIRAL_THREAD=off writes SQLite's batches in the importing thread;
// BENCH_VIRAL_CONNECTIONS=1 loads PostgreSQL on one connection.
// The import's CPU time is printed beside its wall time (node's threads; PostgreSQL's backends of the bench's database,
// read from /proc when the server runs on this machine): on a shared machine it is the figure other sessions do not move.
// Prints tables and writes .bench/viral.json. The driver is server/src/areas/discovery/viral/bench-viral.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { OTHER_ROOT, ROOT, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

// BENCH_ROOT=<checkout>: that checkout's driver and code (an older commit, for a before/after); its figures go to
// .bench/viral-other.json and no summary rows are written.
const SERVER = path.join(OTHER_ROOT ?? ROOT, 'server');
const DRIVER = path.join(SERVER, 'src', 'areas', 'discovery', 'viral', 'bench-viral.ts');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const posts = Number(process.env.BENCH_VIRAL_POSTS ?? 1_000_000);
const engines = (process.env.BENCH_VIRAL_ENGINES ?? 'sqlite,postgres').split(',');
// PostgreSQL: import into this schema and keep it, so that a later run with the same count times the queries only.
const keepSchema = process.env.BENCH_VIRAL_KEEP_SCHEMA || undefined;
// The importer's bulk mode: auto (default: the empty corpus is loaded in bulk), on, or off (indexes kept up to date).
const bulk = { on: true, off: false }[process.env.BENCH_VIRAL_BULK ?? ''] ?? 'auto';
// SQLite: the importer's writer thread, auto (default: on for more than one batch) or off (everything in one thread).
const writerThread = { on: true, off: false }[process.env.BENCH_VIRAL_THREAD ?? ''] ?? 'auto';
// PostgreSQL: how many connections load at once, the records split by author (default 2).
const connections = Number(process.env.BENCH_VIRAL_CONNECTIONS ?? 2);

function run(options) {
  // The young generation `pnpm --filter server import-viral` gives node (server/package.json): the import as the command runs it.
  const r = spawnSync(process.execPath, ['--max-old-space-size=1024', '--max-semi-space-size=32', '--import', 'tsx', DRIVER, JSON.stringify(options)], {
    cwd: SERVER,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`bench-viral (${options.engine}) exited with ${r.status ?? r.signal}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const results = [];
if (engines.includes('sqlite')) results.push(run({ engine: 'sqlite', posts, bulk, writerThread }));
if (engines.includes('postgres')) {
  if (pgUrl) results.push(run({ engine: 'postgres', pgUrl, posts, keepSchema, bulk, connections }));
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
}

console.log(`\nImport of ${posts.toLocaleString('en-US')} posts (JSON lines, streamed)`);
console.table(results.filter((r) => r.import).map((r) => ({ engine: r.engine, seconds: (r.import.totalMs / 1000).toFixed(1), 'posts/s': r.import.perSecond, bulk: r.import.bulk, 'peak RSS MB': r.import.peakRssMb, 'CPU s (node, PostgreSQL)': r.import.importerCpuS === undefined ? '–' : `${r.import.importerCpuS}${r.import.serverCpuS === null ? '' : `, ${r.import.serverCpuS}`}`, 'recompute s': (r.recomputeMs / 1000).toFixed(1) })));
console.log('Queries (ms): p50 / p95 / p99 (results)');
const names = Object.keys(results[0]?.timings ?? {});
console.table(
  Object.fromEntries(
    names.map((n) => [n, Object.fromEntries(results.map((r) => [r.engine, `${r.timings[n].p50} / ${r.timings[n].p95} / ${r.timings[n].p99} (${r.timings[n].results})`]))]),
  ),
);
writeBenchJson(OTHER_ROOT ? 'viral-other' : 'viral', results);
// One row per figure with its aim, for the table `pnpm bench` ends with (scripts/bench.mjs).
if (!OTHER_ROOT) writeSummary(
  'viral',
  results.flatMap((r) => [
    ...(r.import ? [summaryRow(`viral: import, ${r.posts.toLocaleString('en-US')} posts (${r.engine})`, r.import.perSecond, 'posts/s', '≥ 20,000 posts/s', (v) => v >= 20_000)] : []),
    ...Object.entries(r.timings).map(([name, t]) => {
      const aim = name.startsWith('q ') ? 50 : name === 'trending topics' || name.startsWith('creators') ? null : 25;
      return summaryRow(`viral: ${name} p95 (${r.engine})`, t.p95, 'ms', aim ? `≤ ${aim} ms` : null, aim ? (v) => v <= aim : null);
    }),
  ]),
);
