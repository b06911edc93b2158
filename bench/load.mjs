// Load (issue 13): autocannon against one server on SQLite, loopback only. Two mixes of authenticated calls across
// the areas: reads only, and reads with 10 % writes (library saves). Prints throughput, p50/p99 latency, errors and
// the server's memory before and after, and writes .bench/load.json.
// BENCH_LOAD_SECONDS (default 10) sets each run's length; BENCH_LOAD_CONNECTIONS (default 50) the connections.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startServer } from './server.mjs';

const port = Number(process.env.BENCH_LOAD_PORT ?? 4460);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const AIMS = { reads: { rps: 3000, p99: 50 }, writes: { rps: 1000, p99: 100 } };

const server = await startServer({ port });
const rssMb = () => {
  try {
    return Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)]).toString().trim()) / 1024);
  } catch {
    return null;
  }
};

try {
  const base = server.url;
  const json = { 'content-type': 'application/json' };
  // A member, signed up and confirmed through the outbox like a person would.
  const email = `bench.${Date.now()}@example.com`;
  await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'bench password 1', full_name: 'Bench Member' }) });
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const token = new URL(outbox.messages[0].links[0]).searchParams.get('token');
  const session = await (await fetch(`${base}/api/auth/confirm`, { method: 'POST', headers: json, body: JSON.stringify({ token }) })).json();
  const auth = { authorization: `Bearer ${session.access_token}` };
  await fetch(`${base}/api/user/persona`, {
    method: 'POST',
    headers: { ...json, ...auth },
    body: JSON.stringify({ job_title: 'Engineer', industry: 'Software', audience: 'Developers', tone: 'Professional', self_description: 'I write about building software that lasts.' }),
  });
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/api/content/save`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ content: `Bench post ${i}: what we learned shipping.` }) });
  }

  const reads = [
    '/api/auth/me',
    '/api/user/usage',
    '/api/user/persona',
    '/api/user/notification-preferences',
    '/api/templates/frameworks',
    '/api/content/posts',
    '/api/user/content-history',
    '/api/scheduler/posts',
    '/api/linkedin/connection-status',
  ].map((p) => ({ method: 'GET', path: p, headers: auth }));
  const write = { method: 'POST', path: '/api/content/save', headers: { ...json, ...auth }, body: JSON.stringify({ content: 'A bench write: one more draft.' }) };
  const mixes = {
    reads,
    // Nine reads, then one write, per connection: 10 % writes.
    writes: [...reads, write],
  };

  const results = {};
  for (const [name, requests] of Object.entries(mixes)) {
    const before = rssMb();
    const r = await autocannon({ url: base, connections, duration: seconds, requests });
    const row = {
      rps: Math.round(r.requests.average),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      rss_mb_before: before,
      rss_mb_after: rssMb(),
      aim: AIMS[name],
      ok: r.requests.average >= AIMS[name].rps && r.latency.p99 <= AIMS[name].p99 && r.errors + r.timeouts + r.non2xx === 0,
    };
    results[name] = row;
    console.log(`${name.padEnd(7)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  errors ${row.errors}  rss ${before}→${row.rss_mb_after} MB  aim ≥${row.aim.rps} req/s p99 ≤${row.aim.p99} ms ${row.ok ? '✓' : '✗'}`);
  }
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(path.join(ROOT, '.bench', 'load.json'), JSON.stringify({ database: 'sqlite', connections, seconds, ...results }, null, 2));
} finally {
  await server.stop();
}
