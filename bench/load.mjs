// Load (issue 13): autocannon on loopback against one API process on SQLite, and against two API processes sharing
// one PostgreSQL (a throwaway database on BENCH_DATABASE_URL, else TEST_DATABASE_URL; skipped when neither is set;
// the connections are split between the two processes). Two mixes of authenticated calls across the areas:
//  - reads: every screen read the routes declare (`config.screenRead`, `x-screen-read` in /api/docs: twelve today, at
//    least one of every area: auth, generator, discovery, library, scheduler, billing), round robin;
//  - mixed: per 100 requests of a connection, 89 reads, 10 writes (library saves) and 1 streamed chat (the generator
//    answering with the built-in offline writer, read to its end as a browser would).
// Then a soak: the mixed workload for BENCH_LOAD_SOAK_SECONDS (default 600 s; 0 skips it) on the PostgreSQL pair
// (SQLite when PostgreSQL is skipped), the API processes' RSS sampled every 10 s: memory must stay flat.
// Prints throughput, p50/p99 latency, errors and memory, and the CPU time a request costs: the API processes' and, on
// PostgreSQL, that of the database's backends serving the bench's database (from /proc: a figure that other work on
// a shared machine moves far less than throughput). Writes .bench/load.json and .bench/load.summary.json.
// Knobs: BENCH_LOAD_SECONDS (each mix, default 10), BENCH_LOAD_CONNECTIONS (default 50), BENCH_LOAD_ENGINES
// (default sqlite,postgres), BENCH_LOAD_SOAK_SECONDS, BENCH_LOAD_WARMUP_SECONDS (reads before the measured runs,
// default 0), BENCH_LOAD_MIXES (default reads,mixed), BENCH_LOAD_PORT (default 4460: SQLite there, the PostgreSQL pair
// on the next two). BENCH_ROOT=<checkout> measures another checkout's server (e.g. an older commit, for an A/B run
// minutes apart, with another BENCH_LOAD_PORT) with this script: its figures go to .bench/load-other.json, no summary.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchMember, OTHER_ROOT, processCpuMs as cpuMs, ROOT, startServerUnderTest as startServer, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

const port = Number(process.env.BENCH_LOAD_PORT ?? 4460);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const soakSeconds = Number(process.env.BENCH_LOAD_SOAK_SECONDS ?? 600);
const warmupSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 0);
const mixes = (process.env.BENCH_LOAD_MIXES ?? 'reads,mixed').split(',');
const engines = (process.env.BENCH_LOAD_ENGINES ?? 'sqlite,postgres').split(',');
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const AIMS = { reads: { rps: 3000, p99: 50 }, mixed: { rps: 1000, p99: 100 } };
/** Soak: RSS of the last third of the samples may exceed the first third's (after a minute's warm-up) by this much. */
const SOAK_GROWTH_MB = 30;
/** Members the connections take turns with (each on the top plan: 1,000 chats a month). */
const MEMBERS = 20;
const requireServer = createRequire(path.join(ROOT, 'server', 'package.json'));

/** PostgreSQL: the CPU time so far of each backend connected to the bench's database, by pid (SQLite: none). */
async function backendsCpu(target) {
  if (target.engine !== 'postgres') return new Map();
  const pg = requireServer('pg');
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  const { rows } = await c.query('select pid from pg_stat_activity where datname = $1', [target.databaseName]);
  await c.end();
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]).filter(([, ms]) => ms !== null));
}

/** CPU ms per request between two samples: the API processes', the database backends' (a backend gone meanwhile is not counted). */
function cpuPerRequest(before, after, requests) {
  const sum = (xs) => xs.reduce((a, b) => a + (b ?? 0), 0);
  const api = sum(after.api) - sum(before.api);
  let database = 0;
  for (const [pid, ms] of after.db) database += ms - (before.db.get(pid) ?? 0);
  const per = (ms) => (requests ? Math.round((ms / requests) * 1000) / 1000 : null);
  return { api: per(api), database: before.db.size || after.db.size ? per(database) : null };
}

const rssMb = (pid) => {
  try {
    return Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024);
  } catch {
    return null;
  }
};

/** The p-th percentile (nearest rank) of a list of milliseconds. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 10) / 10;
}

/** The top plan, set in the database as a paid subscription would (the server owns no other way in). */
async function setTopPlan(target, emails) {
  if (target.engine === 'sqlite') {
    const Database = requireServer('better-sqlite3');
    const db = new Database(path.join(target.servers[0].dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    const update = db.prepare("update users set subscription_tier = 'nova' where email = ?");
    for (const e of emails) update.run(e);
    db.close();
  } else {
    const pg = requireServer('pg');
    const c = new pg.Client({ connectionString: target.databaseUrl });
    await c.connect();
    await c.query("update users set subscription_tier = 'nova' where email = any($1)", [emails]);
    await c.end();
  }
}

async function startTarget(engine) {
  if (engine === 'sqlite') return { engine, label: 'SQLite, 1 API process', servers: [await startServer({ port })], drop: async () => {} };
  const pg = requireServer('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const name = `pp_load_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // The first process migrates; the second starts on the migrated database (both would be safe, one is quicker).
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const servers = [];
  try {
    // No second try: a first start on a fresh database must succeed, even when the other process starts with it.
    const start = (p) => startServer({ port: p, env: { DATABASE_URL: databaseUrl } });
    servers.push(await start(port + 1));
    servers.push(await start(port + 2));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await drop();
    throw error;
  }
  return { engine, label: 'PostgreSQL, 2 API processes', databaseUrl, databaseName: name, servers, drop };
}

/**
 * The reads members' screens make on every visit, as the routes declare them (`config.screenRead`, `x-screen-read`
 * in the served OpenAPI document): one or more of every area; the same list round-trips.test.ts counts.
 */
async function screenReads(base) {
  const doc = await (await fetch(`${base}/api/docs`)).json();
  const paths = Object.entries(doc.paths).filter(([, item]) => item.get?.['x-screen-read']).map(([path]) => path);
  if (paths.length === 0) throw new Error('the OpenAPI document declares no screen read (x-screen-read)');
  return paths;
}

async function run(target, mix, duration, { onTick } = {}) {
  const members = target.members;
  const reads = target.reads.map((p) => ({ kind: 'read', method: 'GET', path: p }));
  const json = { 'content-type': 'application/json' };
  const write = { kind: 'write', method: 'POST', path: '/api/content/save', headers: json, body: JSON.stringify({ content: 'A bench write: one more draft.' }) };
  const chat = {
    kind: 'chat',
    method: 'POST',
    path: '/api/linkedin-gpt/generate',
    headers: { ...json, accept: 'text/event-stream' },
    body: JSON.stringify({ user_input: 'Write about hiring your first engineer' }),
  };
  // 100 requests per connection's cycle: 89 reads, 10 writes spread out, 1 chat.
  const cycle = [];
  for (let i = 0; i < 100; i++) cycle.push(i === 50 ? chat : i % 10 === 5 ? write : reads[i % reads.length]);
  const requests = mix === 'reads' ? reads : cycle;
  let next = 0;
  const instance = autocannon({
    url: target.servers.map((s) => s.url),
    connections,
    duration,
    // Each connection signs in as one of the members (so the chats spread their credits).
    requests: requests.map(({ kind, ...r }) => ({
      ...r,
      setupRequest: (req, context) => {
        context.auth ??= members[next++ % members.length].headers.authorization;
        return { ...req, headers: { ...req.headers, authorization: context.auth } };
      },
      // Called just before autocannon's 'response' event for the same response: it names what was answered.
      onResponse: (_status, _body, context) => {
        context.kind = kind;
      },
    })),
  });
  // Each kind's latencies on their own: a chat stream is timed to its last byte (the whole post being written), so
  // the mix's overall p99 is the streams' length, not how long a request waits; both are reported.
  const byKind = { read: [], write: [], chat: [] };
  instance.on('response', (client, _status, _bytes, ms) => byKind[client.requestIterator.context.kind]?.push(ms));
  const samples = [];
  const startedAt = Date.now();
  const timer = setInterval(() => {
    samples.push({ t: Math.round((Date.now() - startedAt) / 1000), rss_mb: target.servers.map((s) => rssMb(s.pid)) });
    onTick?.(samples.at(-1));
  }, 10_000);
  const before = target.servers.map((s) => rssMb(s.pid));
  const cpuBefore = { api: target.servers.map((s) => cpuMs(s.pid)), db: await backendsCpu(target) };
  const r = await instance;
  clearInterval(timer);
  const cpuAfter = { api: target.servers.map((s) => cpuMs(s.pid)), db: await backendsCpu(target) };
  const errors = r.errors + r.timeouts + r.non2xx;
  const stats = (xs) => (xs.length ? { count: xs.length, p50_ms: percentile(xs, 50), p99_ms: percentile(xs, 99) } : null);
  return {
    by_kind: { read: stats(byKind.read), write: stats(byKind.write), chat: stats(byKind.chat) },
    /** Reads and writes only: how long a request waits, the chat streams left out. */
    requests_p99_ms: percentile([...byKind.read, ...byKind.write], 99),
    rps: Math.round(r.requests.average),
    /** CPU ms a request cost: the API processes', PostgreSQL's backends' (null on SQLite). */
    cpu_ms_per_request: cpuPerRequest(cpuBefore, cpuAfter, r.requests.total),
    load_average: os.loadavg(),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    requests: r.requests.total,
    errors,
    non2xx: r.non2xx,
    rss_mb_before: before,
    rss_mb_after: target.servers.map((s) => rssMb(s.pid)),
    samples,
  };
}

const results = [];
const summary = [];
const wantSoakOn = engines.includes('postgres') && pgUrl ? 'postgres' : 'sqlite';
for (const engine of engines) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
    continue;
  }
  const target = await startTarget(engine);
  try {
    const base = target.servers[0].url;
    target.reads = await screenReads(base);
    console.log(`${target.label}: ${target.reads.length} screen reads (${target.reads.join(', ')})`);
    target.members = [];
    for (let i = 0; i < MEMBERS; i++) target.members.push(await createBenchMember(base, { label: 'load' }));
    await setTopPlan(target, target.members.map((m) => m.email));
    const json = { 'content-type': 'application/json', ...target.members[0].headers };
    for (let i = 0; i < 20; i += 1) {
      await fetch(`${base}/api/content/save`, { method: 'POST', headers: json, body: JSON.stringify({ content: `Bench post ${i}: what we learned shipping.` }) });
    }
    // BENCH_LOAD_WARMUP_SECONDS: reads first, not measured (JIT, the first connections), for A/B runs on a busy machine.
    if (warmupSeconds > 0) await run(target, 'reads', warmupSeconds);
    const row = { engine, label: target.label, connections, seconds, warmup_seconds: warmupSeconds };
    for (const mix of mixes) {
      const r = await run(target, mix, seconds);
      const aim = AIMS[mix];
      // The latency aim is a request's: reads and writes (the chat streams, timed to their last byte, apart).
      r.ok = r.rps >= aim.rps && r.requests_p99_ms <= aim.p99 && r.errors === 0;
      row[mix] = r;
      const chat = r.by_kind.chat;
      console.log(
        `${target.label.padEnd(28)} ${mix.padEnd(6)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms (reads+writes ${r.requests_p99_ms} ms)  errors ${r.errors}  rss ${r.rss_mb_before.join('+')}→${r.rss_mb_after.join('+')} MB  aim ≥${aim.rps} req/s p99 ≤${aim.p99} ms ${r.ok ? '✓' : '✗'}`,
      );
      const cpu = r.cpu_ms_per_request;
      console.log(`${''.padEnd(28)} ${''.padEnd(6)} CPU per request: API ${cpu.api} ms${cpu.database === null ? '' : `, database ${cpu.database} ms`}  (load average ${r.load_average.map((l) => l.toFixed(2)).join(' ')})`);
      if (chat) console.log(`${''.padEnd(28)} ${''.padEnd(6)} chat streams: ${chat.count}, to their last byte p50 ${chat.p50_ms} ms  p99 ${chat.p99_ms} ms`);
      const what = mix === 'reads' ? 'reads across the areas' : '10 % writes, 1 % chat streams';
      summary.push(
        summaryRow(`load, ${what}: throughput (${target.label})`, r.rps, 'req/s', `≥ ${aim.rps.toLocaleString('en-US')} req/s`, (v) => v >= aim.rps),
        summaryRow(`load, ${what}: p99 of reads and writes (${target.label})`, r.requests_p99_ms, 'ms', `≤ ${aim.p99} ms`, (v) => v <= aim.p99),
        summaryRow(`load, ${what}: p99 of everything, streams to their last byte (${target.label})`, r.p99_ms, 'ms'),
        summaryRow(`load, ${what}: errors (${target.label})`, r.errors, '', '0', (v) => v === 0),
        summaryRow(`load, ${what}: CPU per request, API${r.cpu_ms_per_request.database === null ? '' : ' / database'} (${target.label})`, [r.cpu_ms_per_request.api, r.cpu_ms_per_request.database].filter((v) => v !== null).join(' / '), 'ms'),
      );
      if (chat) summary.push(summaryRow(`load, ${what}: a chat stream to its last byte, p50 / p99 (${target.label})`, `${chat.p50_ms} / ${chat.p99_ms}`, 'ms'));
    }
    if (engine === wantSoakOn && soakSeconds > 0) {
      console.log(`soak: the mixed workload for ${soakSeconds} s on ${target.label}, RSS every 10 s`);
      const r = await run(target, 'mixed', soakSeconds, { onTick: (s) => console.log(`  ${String(s.t).padStart(4)} s  rss ${s.rss_mb.join(' + ')} MB`) });
      // Flat: after a minute's warm-up (or the first third of a short run), the last third's average RSS is within
      // SOAK_GROWTH_MB of the first third's, per process.
      const warm = r.samples.filter((s) => s.t >= Math.min(60, soakSeconds / 3));
      const third = Math.max(1, Math.floor(warm.length / 3));
      const avg = (xs, i) => xs.reduce((sum, s) => sum + (s.rss_mb[i] ?? 0), 0) / Math.max(1, xs.length);
      const growth = target.servers.map((_, i) => Math.round(avg(warm.slice(-third), i) - avg(warm.slice(0, third), i)));
      r.rss_growth_mb = growth;
      r.ok = warm.length >= 3 && growth.every((g) => g <= SOAK_GROWTH_MB) && r.errors === 0;
      row.soak = { seconds: soakSeconds, ...r };
      console.log(`soak ${soakSeconds} s: ${r.rps} req/s  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  errors ${r.errors}  RSS growth ${growth.join(' / ')} MB (aim ≤ ${SOAK_GROWTH_MB} MB) ${r.ok ? '✓' : '✗'}`);
      summary.push(
        summaryRow(`load, soak ${soakSeconds} s of the mixed workload: RSS growth, worst process (${target.label})`, warm.length >= 3 ? Math.max(...growth) : null, 'MB', `≤ ${SOAK_GROWTH_MB} MB`, (v) => v <= SOAK_GROWTH_MB),
        summaryRow(`load, soak: throughput (${target.label})`, r.rps, 'req/s'),
        summaryRow(`load, soak: errors (${target.label})`, r.errors, '', '0', (v) => v === 0),
      );
    }
    results.push(row);
  } finally {
    await Promise.all(target.servers.map((s) => s.stop()));
    await target.drop();
  }
}
if (OTHER_ROOT) writeBenchJson('load-other', { root: OTHER_ROOT, load_average: os.loadavg(), results });
else {
  writeBenchJson('load', { load_average: os.loadavg(), results });
  writeSummary('load', summary);
}
