// Generator benchmark (issues 4 and 12): the server in front of a fake OpenAI-compatible provider with a known
// first-token delay, on SQLite and then on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// a throwaway database is created and dropped; skipped with a note when PostgreSQL cannot be reached).
//  1. Streaming overhead: time to the first streamed delta at the client minus the provider's own first-token
//     time (request received → first content chunk written), over 50 sequential chats. Aim: median < 20 ms.
//  2. 200 concurrent streaming chats (each on its own connection, as 200 members would be): every one must end
//     with `event: done`; the same overhead under that load (aim: median ≤ 50 ms, p95 ≤ 150 ms), and the server's
//     CPU time per chat (from /proc, so it does not move with the other load on the machine as latency does), and
//     when the provider received the first, median and last of the burst's model calls (after the chats were sent).
//  3. 200 more at once, 200 ms later, while the server's connections to the provider from (2) are still open
//     (as under steady chat load): the same figures, printed beside (2), whose aim they are held to as well.
//  4. Sustained: 200 chats in flight continuously, as 200 members chatting at the same time would keep them
//     (BENCH_GENERATOR_SUSTAINED_SECONDS, default 10, after BENCH_GENERATOR_WARMUP_SECONDS, default 3, of the same
//     load): 200 members (one client each, on its own kept-alive connection as a browser tab keeps it, the
//     members' first messages spread over one reply's length) each send the next message as soon as the previous
//     reply's `done` arrives, after a random think time of 0–50 ms. The think time is small on purpose: it keeps
//     the 200 from moving in lockstep after a hiccup while keeping 200 chats in flight (a person reads a reply for
//     seconds, which would leave far fewer than 200 in flight). The same overhead p50 / p95 / p99 over every
//     message sent after the warm-up (aim: median ≤ 50 ms, p95 ≤ 150 ms), errors (whole run), replies per second
//     and the server's CPU per reply over the measured window (the whole process's, and its event-loop thread's alone: what
//     the chats queue for), beside the bench process's own event-loop delay (the
//     clients' and the provider's lag is part of every figure). 0 seconds skips it.
// BENCH_GENERATOR_DATABASES=sqlite or =postgres runs one database only (default: both, SQLite first; a run of one
// writes no summary rows).
// BENCH_GENERATOR_LOG_LEVEL=warn shows the server's warnings (why a chat failed: 'LLM call failed' with the reason).
// Every message carries a new `Idempotency-Key`, as the chat screen sends one (the server records the key with the
// request's hash before the model call). The clients use node:http rather than fetch, so the bench process's own cost stays small next to the server's.
// BENCH_ROOT=<checkout> runs another checkout's server (an older commit, for a before/after) with this script; its
// figures go to .bench/generator-other.json and no summary rows are written.
// Prints a table per database (with the load average) and writes .bench/generator.json.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createBenchMember, mainThreadCpuMs, OTHER_ROOT as OTHER, ROOT as OWN_ROOT, processCpuMs, startServerUnderTest as startServer, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

const ROOT = OTHER ?? OWN_ROOT;

const PORT = Number(process.env.BENCH_GENERATOR_PORT ?? 4393);
const FIRST_TOKEN_MS = 150;
const CHUNKS = 20;
const CHUNK_DELAY_MS = 5;
const SEQUENTIAL = 50;
const CONCURRENT = 200;
const SUSTAINED_SECONDS = Number(process.env.BENCH_GENERATOR_SUSTAINED_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_GENERATOR_WARMUP_SECONDS ?? 3);
const THINK_MS = 50;
const DATABASES = (process.env.BENCH_GENERATOR_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim().toLowerCase());

// --- the fake provider ----------------------------------------------------------------------------------------
const providerTimes = new Map(); // marker → ms from request received to first content chunk written
const providerReceived = new Map(); // marker → when the request was received (performance.now())
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const provider = http.createServer((req, res) => {
  const received = performance.now();
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', async () => {
    const body = JSON.parse(raw || '{}');
    const last = body.messages?.[body.messages.length - 1]?.content ?? '';
    const marker = /\[(b\d+)\]/.exec(last)?.[1] ?? null;
    if (marker) providerReceived.set(marker, received);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`);
    await sleep(FIRST_TOKEN_MS);
    for (let i = 0; i < CHUNKS; i++) {
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: i === 0 ? 'Hiring is a trust exercise. ' : `Part ${i} of the post. ` }, finish_reason: null }] })}\n\n`);
      if (i === 0 && marker) providerTimes.set(marker, performance.now() - received);
      await sleep(CHUNK_DELAY_MS);
    }
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
});
provider.on('connection', (s) => s.setNoDelay(true));
await new Promise((r) => provider.listen(0, '127.0.0.1', r));
const providerUrl = `http://127.0.0.1:${provider.address().port}/v1`;

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requireServer = createRequire(path.join(ROOT, 'server', 'package.json'));

function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
const r1 = (n) => Math.round(n * 10) / 10;

/** The whole run against one server (one database). */
async function runOn(label, env, setTier) {
const server = await startServer({
  port: PORT,
  env: { LLM_BASE_URL: providerUrl, LLM_API_KEY: 'bench', LLM_MODEL: 'bench-model', LLM_TIMEOUT_MS: '60000', LOG_LEVEL: process.env.BENCH_GENERATOR_LOG_LEVEL ?? 'error', ...env },
});
try {
  const token = await benchMember(server, setTier ?? ((email) => setTierSqlite(server, email)));

  /**
   * One streamed chat, on its own new connection unless `agent` keeps one; returns client-side timings and whether
   * it finished with `done`. `as`: another member's token.
   */
  function chat(marker, { as = token, agent = false } = {}) {
    return new Promise((resolve) => {
      const t0 = performance.now();
      const body = JSON.stringify({ user_input: `Write about hiring [${marker}]` });
      const req = http.request(
        `${server.url}/api/linkedin-gpt/generate`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accept: 'text/event-stream', authorization: `Bearer ${as}`, 'idempotency-key': randomBytes(16).toString('hex') } },
        (res) => {
          let text = '';
          let firstDelta = null;
          res.setEncoding('utf8');
          res.on('data', (c) => {
            text += c;
            if (firstDelta === null && c.includes('event: delta')) firstDelta = performance.now() - t0;
          });
          res.on('end', () => {
            const ok = res.statusCode === 200 && text.includes('event: done') && !text.includes('event: error');
            resolve({ ok, status: res.statusCode, firstDelta, total: performance.now() - t0, error: ok ? null : text.slice(-300) });
          });
          res.on('error', (e) => resolve({ ok: false, status: res.statusCode, error: e.message }));
        },
      );
      req.on('error', (e) => resolve({ ok: false, status: 0, error: e.message }));
      req.end(body);
    });
  }

  // Warm up (JIT, connection pools, SQLite page cache).
  for (let i = 0; i < 5; i++) await chat(`b${900000 + i}`);

  // 1. Streaming overhead, sequential.
  const overheads = [];
  const firsts = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const marker = `b${i}`;
    const r = await chat(marker);
    if (!r.ok) throw new Error(`sequential chat ${i} failed: ${r.status} ${r.error}`);
    firsts.push(r.firstDelta);
    overheads.push(r.firstDelta - providerTimes.get(marker));
  }

  // 2. 200 concurrent streaming chats, all sent at once; then the same again a moment later (3).
  const burst = async (first) => {
    const cpuBefore = cpuMs(server.pid);
    const t0 = performance.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => chat(`b${first + i}`)));
    const wall = performance.now() - t0;
    const okResults = results.filter((r) => r.ok);
    const overheads = results.flatMap((r, i) => (r.ok ? [r.firstDelta - (providerTimes.get(`b${first + i}`) ?? 0)] : []));
    // When the provider received the chats' requests, from the moment they were sent: whether the first model
    // calls leave while later chats are still being checked, or only once all have been.
    const reached = results.flatMap((_, i) => (providerReceived.has(`b${first + i}`) ? [providerReceived.get(`b${first + i}`) - t0] : []));
    const providerReached = reached.length ? { first: Math.round(Math.min(...reached)), median: Math.round(pct(reached, 50)), last: Math.round(Math.max(...reached)) } : null;
    return { results, wall, okResults, overheads, providerReached, failures: results.filter((r) => !r.ok), cpuPerChat: (cpuMs(server.pid) - cpuBefore) / CONCURRENT };
  };
  const cold = await burst(10000);
  // 3. A second burst while the first one's connections to the provider are still open (kept alive): a server
  //    under steady chat load has them. In the first, every chat must open its own, and the event loop handles
  //    the 200 requests' work before any connection completes, so no provider request leaves before the last
  //    chat's checks are done; here each request leaves as soon as its own checks are.
  await sleep(200);
  const warm = await burst(20000);
  const { results, wall, okResults, failures, cpuPerChat } = cold;
  const concurrentOverheads = cold.overheads;

  // 4. Sustained: 200 members chatting at once, each sending the next message when the previous reply is done.
  const sustained = SUSTAINED_SECONDS > 0 ? await sustainedChats(server, chat, setTier ?? ((email) => setTierSqlite(server, email))) : null;

  const report = {
    provider_first_token_ms: FIRST_TOKEN_MS,
    sequential: {
      requests: SEQUENTIAL,
      first_delta_ms: { median: r1(pct(firsts, 50)), p95: r1(pct(firsts, 95)) },
      overhead_ms: { median: r1(pct(overheads, 50)), p95: r1(pct(overheads, 95)), max: r1(Math.max(...overheads)) },
      aim_median_overhead_ms: 20,
      meets_aim: pct(overheads, 50) < 20,
    },
    concurrent: {
      chats: CONCURRENT,
      completed: okResults.length,
      errors: failures.length,
      error_samples: failures.slice(0, 3).map((f) => `${f.status}: ${String(f.error).slice(0, 160)}`),
      wall_ms: Math.round(wall),
      total_ms: { median: Math.round(pct(okResults.map((r) => r.total), 50)), p95: Math.round(pct(okResults.map((r) => r.total), 95)) },
      overhead_ms: { median: r1(pct(concurrentOverheads, 50)), p95: r1(pct(concurrentOverheads, 95)) },
      aim_overhead_ms: { median: 50, p95: 150 },
      provider_reached_ms: cold.providerReached,
      server_cpu_ms_per_chat: r1(cpuPerChat),
    },
    concurrent_kept_alive: {
      chats: CONCURRENT,
      completed: warm.okResults.length,
      errors: warm.failures.length,
      wall_ms: Math.round(warm.wall),
      overhead_ms: { median: r1(pct(warm.overheads, 50)), p95: r1(pct(warm.overheads, 95)) },
      provider_reached_ms: warm.providerReached,
      server_cpu_ms_per_chat: r1(warm.cpuPerChat),
    },
    sustained,
    database: label,
    machine: { cpus: os.cpus().length, node: process.version, load_average_1m: r1(os.loadavg()[0]) },
    measured_at: new Date().toISOString(),
  };

  return report;
} finally {
  await server.stop();
}
}

/**
 * Phase 4: CONCURRENT members (each on the top plan, so credits never run out) run a closed loop of chats for
 * WARMUP_SECONDS + SUSTAINED_SECONDS; the figures count the messages sent after the warm-up.
 */
async function sustainedChats(server, chat, setTier) {
  const members = [];
  while (members.length < CONCURRENT) {
    const batch = Math.min(10, CONCURRENT - members.length);
    members.push(...(await Promise.all(Array.from({ length: batch }, () => createBenchMember(server.url, { label: 'sustained' })))));
  }
  for (const m of members) await setTier(m.email);

  const replyMs = FIRST_TOKEN_MS + CHUNKS * CHUNK_DELAY_MS;
  const records = [];
  let nextMarker = 1_000_000;
  const start = performance.now();
  const measureFrom = start + WARMUP_SECONDS * 1000;
  const stopAt = measureFrom + SUSTAINED_SECONDS * 1000;
  const cpu = {};
  // The bench's own event loop (the 200 clients and the provider) lags too: its delay is part of every figure.
  const benchLag = monitorEventLoopDelay({ resolution: 5 });
  const cpuMarks = [
    sleep(WARMUP_SECONDS * 1000).then(() => {
      cpu.from = cpuMs(server.pid);
      cpu.loopFrom = mainThreadCpuMs(server.pid) ?? Number.NaN;
      benchLag.enable();
    }),
    sleep((WARMUP_SECONDS + SUSTAINED_SECONDS) * 1000).then(() => {
      cpu.to = cpuMs(server.pid);
      cpu.loopTo = mainThreadCpuMs(server.pid) ?? Number.NaN;
      benchLag.disable();
    }),
  ];
  const member = async ({ token }) => {
    // A browser tab keeps its connection to the server open between messages.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await sleep(Math.random() * replyMs);
    while (performance.now() < stopAt) {
      const marker = `b${nextMarker++}`;
      const sent = performance.now();
      const r = await chat(marker, { as: token, agent });
      const ended = performance.now();
      records.push({ sent, ended, ok: r.ok, overhead: r.ok ? r.firstDelta - (providerTimes.get(marker) ?? 0) : null, error: r.ok ? null : `${r.status}: ${(/event: error\ndata: ([^\n]*)/.exec(r.error ?? '')?.[1] ?? String(r.error)).slice(0, 160)}` });
      providerTimes.delete(marker);
      providerReceived.delete(marker);
      await sleep(Math.random() * THINK_MS);
    }
    agent.destroy();
  };
  await Promise.all([...members.map(member), ...cpuMarks]);

  const measured = records.filter((r) => r.sent >= measureFrom);
  const overheads = measured.flatMap((r) => (r.ok ? [r.overhead] : []));
  const doneInWindow = records.filter((r) => r.ok && r.ended >= measureFrom && r.ended < stopAt);
  // Mean chats in flight over the window: the time each chat spent inside it, summed, over the window's length.
  const inFlight = records.reduce((sum, r) => sum + Math.max(0, Math.min(r.ended, stopAt) - Math.max(r.sent, measureFrom)), 0) / (stopAt - measureFrom);
  const failures = records.filter((r) => !r.ok);
  return {
    members: CONCURRENT,
    think_time_ms: `0–${THINK_MS}`,
    warmup_s: WARMUP_SECONDS,
    measured_s: SUSTAINED_SECONDS,
    messages_measured: measured.length,
    errors: failures.length,
    error_samples: failures.slice(0, 3).map((f) => f.error),
    chats_in_flight_mean: r1(inFlight),
    replies_per_s: r1(doneInWindow.length / SUSTAINED_SECONDS),
    overhead_ms: overheads.length ? { median: r1(pct(overheads, 50)), p95: r1(pct(overheads, 95)), p99: r1(pct(overheads, 99)) } : null,
    aim_overhead_ms: { median: 50, p95: 150 },
    server_cpu_ms_per_reply: doneInWindow.length ? r1((cpu.to - cpu.from) / doneInWindow.length) : null,
    // The event loop's thread alone: what the chats queue for (the process's figure adds V8's GC and compiler
    // threads, libuv's pool and a SQLite writer thread, which run beside it on the other core).
    event_loop_cpu_ms_per_reply: doneInWindow.length ? Math.round(((cpu.loopTo - cpu.loopFrom) / doneInWindow.length) * 100) / 100 : null,
    event_loop_busy_share: r1((cpu.loopTo - cpu.loopFrom) / (SUSTAINED_SECONDS * 10)) / 100,
    bench_event_loop_delay_ms: { median: r1(benchLag.percentile(50) / 1e6), p99: r1(benchLag.percentile(99) / 1e6) },
  };
}

/** A confirmed member with a persona on the top plan (1000 credits: enough for every chat of this run). */
async function benchMember(server, setTier) {
  const { email, token } = await createBenchMember(server.url);
  // The top plan, set in the database as a paid subscription would (the server owns no other way in).
  await setTier(email);
  return token;
}

function setTierSqlite(server, email) {
  const Database = requireServer('better-sqlite3');
  const db = new Database(path.join(server.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare("update users set subscription_tier = 'nova' where email = ?").run(email);
  db.close();
}

/** The server's CPU time so far, ms; NaN once it is gone (so a figure taken across its end shows as none). */
const cpuMs = (pid) => processCpuMs(pid) ?? Number.NaN;

/** A throwaway PostgreSQL database for one run, or null when PostgreSQL cannot be reached. */
async function pgDatabase() {
  const pg = requireServer('pg');
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${PG_URL} (${error.message}): skipped.`);
    return null;
  }
  const name = `pp_bench_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    setTier: async (email) => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query("update users set subscription_tier = 'nova' where email = $1", [email]);
      await c.end();
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const reachedText = (r) => (r ? `${r.first} / ${r.median} / ${r.last} ms` : '–');

function print(report) {
  const rows = [
    ['streaming overhead (first delta − provider first token), median', `${report.sequential.overhead_ms.median} ms`],
    ['streaming overhead, p95', `${report.sequential.overhead_ms.p95} ms`],
    [`first delta at the client (provider waits ${FIRST_TOKEN_MS} ms), median`, `${report.sequential.first_delta_ms.median} ms`],
    [`${CONCURRENT} concurrent streaming chats: completed / errors`, `${report.concurrent.completed} / ${report.concurrent.errors}`],
    [`${CONCURRENT} concurrent: wall time`, `${report.concurrent.wall_ms} ms`],
    [`${CONCURRENT} concurrent: per-chat total median / p95`, `${report.concurrent.total_ms.median} / ${report.concurrent.total_ms.p95} ms`],
    [`${CONCURRENT} concurrent: streaming overhead median / p95 (aim ≤ 50 / 150)`, `${report.concurrent.overhead_ms.median} / ${report.concurrent.overhead_ms.p95} ms`],
    [`${CONCURRENT} concurrent: server CPU per chat`, `${report.concurrent.server_cpu_ms_per_chat} ms`],
    [`${CONCURRENT} concurrent: provider received the model calls after first / median / last`, reachedText(report.concurrent.provider_reached_ms)],
    [`again, provider connections kept alive: completed / errors`, `${report.concurrent_kept_alive.completed} / ${report.concurrent_kept_alive.errors}`],
    [`again, kept alive: streaming overhead median / p95`, `${report.concurrent_kept_alive.overhead_ms.median} / ${report.concurrent_kept_alive.overhead_ms.p95} ms`],
    [`again, kept alive: server CPU per chat`, `${report.concurrent_kept_alive.server_cpu_ms_per_chat} ms`],
    [`again, kept alive: provider received the model calls after first / median / last`, reachedText(report.concurrent_kept_alive.provider_reached_ms)],
    ...(report.sustained
      ? [
          [`sustained: ${report.sustained.members} members, next message ${report.sustained.think_time_ms} ms after each reply, ${report.sustained.measured_s} s after ${report.sustained.warmup_s} s`, `${report.sustained.messages_measured} messages, ${report.sustained.errors} errors`],
          ['sustained: chats in flight (mean) / replies per second', `${report.sustained.chats_in_flight_mean} / ${report.sustained.replies_per_s}`],
          ['sustained: streaming overhead median / p95 / p99 (aim ≤ 50 / 150)', `${report.sustained.overhead_ms?.median} / ${report.sustained.overhead_ms?.p95} / ${report.sustained.overhead_ms?.p99} ms`],
          ['sustained: server CPU per reply: process / event-loop thread (its share of a core)', `${report.sustained.server_cpu_ms_per_reply} / ${report.sustained.event_loop_cpu_ms_per_reply} ms (${Math.round((report.sustained.event_loop_busy_share ?? 0) * 100)} %)`],
          ["sustained: the bench process's own event-loop delay median / p99", `${report.sustained.bench_event_loop_delay_ms.median} / ${report.sustained.bench_event_loop_delay_ms.p99} ms`],
        ]
      : []),
    ['machine load average (1 min) at the end', `${report.machine.load_average_1m} on ${report.machine.cpus} cores`],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`Generator (LinkedIn GPT streaming) on ${report.database}`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
  for (const e of [...report.concurrent.error_samples, ...(report.sustained?.error_samples ?? [])]) console.log(`  error: ${e}`);
}

const reports = [];
try {
  if (DATABASES.includes('sqlite')) reports.push(await runOn('SQLite', {}));
  const pgDb = DATABASES.includes('postgres') ? await pgDatabase() : null;
  if (pgDb) {
    try {
      reports.push(await runOn('PostgreSQL', { DATABASE_URL: pgDb.url }, pgDb.setTier));
    } finally {
      await pgDb.drop();
    }
  }
} finally {
  provider.close();
}
writeBenchJson(OTHER ? 'generator-other' : 'generator', reports);
for (const r of reports) print(r);
console.log(OTHER ? `  (server of ${OTHER}) → .bench/generator-other.json` : '  → .bench/generator.json');
if (reports.some((r) => r.concurrent.errors > 0 || r.concurrent_kept_alive.errors > 0 || r.sustained?.errors > 0 || !r.sequential.meets_aim)) process.exitCode = 1;
if (!OTHER && DATABASES.includes('sqlite') && DATABASES.includes('postgres')) writeSummary(
  'generator',
  reports.flatMap((r) => [
    summaryRow(`streaming overhead median, one chat at a time (${r.database})`, r.sequential.overhead_ms.median, 'ms', '< 20 ms', (v) => v < 20),
    summaryRow(`${CONCURRENT} concurrent chats: errors (${r.database})`, r.concurrent.errors, '', '0', (v) => v === 0),
    summaryRow(`${CONCURRENT} concurrent chats: overhead median (${r.database})`, r.concurrent.overhead_ms.median, 'ms', '≤ 50 ms', (v) => v <= 50),
    summaryRow(`${CONCURRENT} concurrent chats: overhead p95 (${r.database})`, r.concurrent.overhead_ms.p95, 'ms', '≤ 150 ms', (v) => v <= 150),
    summaryRow(`${CONCURRENT} concurrent chats: server CPU per chat (${r.database})`, r.concurrent.server_cpu_ms_per_chat, 'ms'),
    summaryRow(`${CONCURRENT} more at once, provider connections kept alive: overhead median (${r.database})`, r.concurrent_kept_alive.overhead_ms.median, 'ms', '≤ 50 ms', (v) => v <= 50),
    summaryRow(`${CONCURRENT} more at once, provider connections kept alive: overhead p95 (${r.database})`, r.concurrent_kept_alive.overhead_ms.p95, 'ms', '≤ 150 ms', (v) => v <= 150),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: errors (${r.database})`, r.sustained?.errors, '', '0', (v) => v === 0),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: overhead median (${r.database})`, r.sustained?.overhead_ms?.median, 'ms', '≤ 50 ms', (v) => v <= 50),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: overhead p95 (${r.database})`, r.sustained?.overhead_ms?.p95, 'ms', '≤ 150 ms', (v) => v <= 150),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: overhead p99 (${r.database})`, r.sustained?.overhead_ms?.p99, 'ms'),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: replies per second (${r.database})`, r.sustained?.replies_per_s, 'replies/s'),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: server CPU per reply (${r.database})`, r.sustained?.server_cpu_ms_per_reply, 'ms'),
    summaryRow(`sustained, ${CONCURRENT} chats in flight: event-loop thread CPU per reply (${r.database})`, r.sustained?.event_loop_cpu_ms_per_reply, 'ms'),
  ]),
);
