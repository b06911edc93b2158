// Generator benchmark (issue 4): the built server in front of a fake OpenAI-compatible provider with a known
// first-token delay.
//  1. Streaming overhead: time to the first streamed delta at the client minus the provider's own first-token
//     time (request received → first content chunk written), over 50 sequential chats. Aim: median < 20 ms.
//  2. 200 concurrent streaming chats: every one must end with `event: done`.
// Prints a small table and writes .bench/generator.json.
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_GENERATOR_PORT ?? 4393);
const FIRST_TOKEN_MS = 150;
const CHUNKS = 20;
const CHUNK_DELAY_MS = 5;
const SEQUENTIAL = 50;
const CONCURRENT = 200;

// --- the fake provider ----------------------------------------------------------------------------------------
const providerTimes = new Map(); // marker → ms from request received to first content chunk written
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const provider = http.createServer((req, res) => {
  const received = performance.now();
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', async () => {
    const body = JSON.parse(raw || '{}');
    const last = body.messages?.[body.messages.length - 1]?.content ?? '';
    const marker = /\[(b\d+)\]/.exec(last)?.[1] ?? null;
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

// --- the server -------------------------------------------------------------------------------------------------
const server = await startServer({
  port: PORT,
  env: { LLM_BASE_URL: providerUrl, LLM_API_KEY: 'bench', LLM_MODEL: 'bench-model', LLM_TIMEOUT_MS: '60000', LOG_LEVEL: 'error' },
});

function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
const r1 = (n) => Math.round(n * 10) / 10;

try {
  const token = await benchMember();

  /** One streamed chat; returns client-side timings and whether it finished with `done`. */
  async function chat(marker) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/linkedin-gpt/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_input: `Write about hiring [${marker}]` }),
    });
    if (res.status !== 200) return { ok: false, status: res.status, error: await res.text() };
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstDelta = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (firstDelta === null && text.includes('event: delta')) firstDelta = performance.now() - t0;
    }
    const total = performance.now() - t0;
    const ok = text.includes('event: done') && !text.includes('event: error');
    return { ok, status: res.status, firstDelta, total, error: ok ? null : text.slice(-300) };
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

  // 2. 200 concurrent streaming chats.
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => chat(`b${10000 + i}`)));
  const wall = performance.now() - t0;
  const failures = results.filter((r) => !r.ok);
  const okResults = results.filter((r) => r.ok);
  const concurrentOverheads = okResults.map((r, i) => r.firstDelta - (providerTimes.get(`b${10000 + results.indexOf(r)}`) ?? 0));

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
    },
    machine: { cpus: os.cpus().length, node: process.version },
    measured_at: new Date().toISOString(),
  };

  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(path.join(ROOT, '.bench', 'generator.json'), JSON.stringify(report, null, 2));

  const rows = [
    ['streaming overhead (first delta − provider first token), median', `${report.sequential.overhead_ms.median} ms`],
    ['streaming overhead, p95', `${report.sequential.overhead_ms.p95} ms`],
    [`first delta at the client (provider waits ${FIRST_TOKEN_MS} ms), median`, `${report.sequential.first_delta_ms.median} ms`],
    [`${CONCURRENT} concurrent streaming chats: completed / errors`, `${report.concurrent.completed} / ${report.concurrent.errors}`],
    [`${CONCURRENT} concurrent: wall time`, `${report.concurrent.wall_ms} ms`],
    [`${CONCURRENT} concurrent: per-chat total median / p95`, `${report.concurrent.total_ms.median} / ${report.concurrent.total_ms.p95} ms`],
    [`${CONCURRENT} concurrent: streaming overhead median / p95`, `${report.concurrent.overhead_ms.median} / ${report.concurrent.overhead_ms.p95} ms`],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log('Generator (LinkedIn GPT streaming)');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
  console.log(`  → .bench/generator.json`);
  if (failures.length || !report.sequential.meets_aim) process.exitCode = 1;
} finally {
  await server.stop();
  provider.close();
}

/** A confirmed member with a persona on the top plan (1000 credits: enough for every chat of this run). */
async function benchMember() {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = 'bench-password-42';
  const post = (url, body, headers = {}) =>
    fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  let r = await post('/api/auth/signup', { email, password, full_name: 'Bench Member' });
  if (!r.ok) throw new Error(`signup: ${r.status} ${await r.text()}`);
  const outbox = await (await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = outbox.messages?.[0]?.links?.find((l) => l.includes('confirm'));
  r = await fetch(new URL(new URL(link).pathname + new URL(link).search, server.url), { redirect: 'manual' });
  const token = new URLSearchParams((r.headers.get('location') ?? '').split('#')[1] ?? '').get('access_token');
  if (!token) throw new Error('confirmation did not sign the bench member in');
  r = await post(
    '/api/user/persona',
    {
      job_title: 'Head of Talent',
      industry: 'B2B SaaS',
      audience: 'Founders hiring their first team',
      tone: 'Friendly and conversational',
      self_description: 'I help founders hire the people who build their company.',
    },
    { authorization: `Bearer ${token}` },
  );
  if (!r.ok) throw new Error(`persona: ${r.status} ${await r.text()}`);
  // The top plan, set in the database as a paid subscription would (the server owns no other way in).
  const require = createRequire(path.join(ROOT, 'server', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(server.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare("update users set subscription_tier = 'nova' where email = ?").run(email);
  db.close();
  return token;
}
