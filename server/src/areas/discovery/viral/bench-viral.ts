/**
 * The viral library's benchmark driver (bench/viral.mjs runs it once per engine): writes a synthetic corpus of N
 * posts as JSON lines, imports it through the importer (throughput, peak RSS), recomputes, then times every
 * query shape of the library and the creators' author queries. Prints one JSON line.
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { collectMigrations } from '../../../migrations/index';
import { createDb } from '../../../platform/db';
import { migrateToLatest } from '../../../platform/migrate';
import { listRisingAuthors } from '../creators/corpus-authors';
import { listCorpusAuthors, recomputeCorpus } from './corpus';
import { jsonLines } from './import-format';
import { importRows } from './importer';
import { trendingTopics } from './repository';
import { sampleCorpus } from './sample-corpus';
import { listViralPosts } from './service';

const opts = JSON.parse(process.argv[2] ?? '{}') as {
  engine: 'sqlite' | 'postgres';
  pgUrl?: string;
  posts: number;
  iterations?: number;
  /** PostgreSQL: import into this schema and keep it; a later run that finds the posts there only times the queries. */
  keepSchema?: string;
  /** The importer's bulk option (default `auto`: an empty corpus is loaded in bulk). */
  bulk?: boolean | 'auto';
  /** SQLite: the importer's writer thread (default `auto`: on, the corpus being more than one batch). */
  writerThread?: boolean | 'auto';
  /** PostgreSQL: loading connections, the records split by author (default 2). */
  connections?: number;
};
const N = opts.posts;
const ITER = opts.iterations ?? 50;
const dir = mkdtempSync(path.join(tmpdir(), 'viral-bench-'));
const log = (m: string) => process.stderr.write(`[viral ${opts.engine}] ${m}\n`);

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null when it cannot be read. */
function procCpuMs(pid: number | string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU time of the database's server processes during the import (PostgreSQL on this machine): every backend of
 * the bench's database seen by a poll every 200 ms, its last reading kept when it ends. Wall time on a shared machine
 * says as much about the other sessions as about the import; CPU time does not.
 */
function serverCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let stopped = false;
  const poll = async () => {
    const r = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (const { pid } of r.rows) {
      const ms = procCpuMs(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, 0);
      last.set(pid, ms);
    }
  };
  const running = (async () => {
    await client.connect();
    // Backends already open count from now.
    const r = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (const { pid } of r.rows) first.set(pid, procCpuMs(pid) ?? 0);
    while (!stopped) {
      await poll();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await poll();
    await client.end();
  })();
  return async () => {
    stopped = true;
    await running;
    let total = 0;
    for (const [pid, ms] of last) total += ms - (first.get(pid) ?? 0);
    return Math.round(total);
  };
}

async function main() {
  let schema: string | null = null;
  let reused = false;
  let db;
  if (opts.engine === 'postgres') {
    schema = opts.keepSchema ?? `bench_viral_${process.pid}`;
    const admin = new pg.Client({ connectionString: opts.pgUrl });
    await admin.connect();
    if (opts.keepSchema) {
      const kept = await admin.query(`select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'viral_posts'`, [schema]);
      if (kept.rows[0].n > 0) {
        const posts = await admin.query(`select count(*)::int as n from ${schema}.viral_posts`);
        reused = posts.rows[0].n === N;
      }
      if (!reused) await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    } else await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    await admin.end();
    db = createDb({ database: { dialect: 'postgres', url: opts.pgUrl! } }, { pgSchema: schema });
  } else {
    db = createDb({ database: { dialect: 'sqlite', path: path.join(dir, 'bench.db') } });
  }
  try {
    await migrateToLatest(db, collectMigrations());
    const now = Date.parse('2026-11-20T12:00:00Z');

    let importMs = 0;
    let recomputeMs = 0;
    let peak = 0;
    let summary = {};
    let cpu: { importerCpuS: number; serverCpuS: number | null } | null = null;
    if (reused) log(`${N} posts already in ${schema}: timing the queries only`);
    else {
      // 1. The file.
      const file = path.join(dir, 'corpus.jsonl');
      const out = createWriteStream(file);
      let t = Date.now();
      for (const record of sampleCorpus({ posts: N, now, seed: 99 })) {
        if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');
      log(`wrote ${N} posts (${(statSync(file).size / 1e6).toFixed(0)} MB) in ${((Date.now() - t) / 1000).toFixed(1)} s`);

      // 2. Import (streamed), with peak memory.
      const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
      const cpuBefore = process.cpuUsage();
      const server = opts.engine === 'postgres' ? serverCpu(opts.pgUrl!) : null;
      t = Date.now();
      let lastLog = 0;
      summary = await importRows({
        db,
        bulk: opts.bulk ?? 'auto',
        writerThread: opts.writerThread ?? 'auto',
        connections: opts.connections ?? 2,
        rows: jsonLines(createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })),
        now,
        onProgress: (rows) => {
          if (Date.now() - lastLog > 15_000) {
            lastLog = Date.now();
            log(`imported ${rows} rows, ${Math.round(rows / ((Date.now() - t) / 1000))}/s`);
          }
        },
      });
      clearInterval(sample);
      peak = Math.max(peak, process.memoryUsage().rss);
      importMs = Date.now() - t;
      const used = process.cpuUsage(cpuBefore);
      cpu = { importerCpuS: Math.round((used.user + used.system) / 1e5) / 10, serverCpuS: server ? Math.round((await server()) / 100) / 10 : null };
      log(`import CPU: ${cpu.importerCpuS} s in node (all its threads)${server ? `, ${cpu.serverCpuS} s in PostgreSQL's backends` : ''}`);
      log(`imported in ${(importMs / 1000).toFixed(1)} s`);
      t = Date.now();
      await recomputeCorpus({ db, now });
      recomputeMs = Date.now() - t;
      log(`recomputed in ${(recomputeMs / 1000).toFixed(1)} s`);
      if (opts.engine === 'postgres') await (await import('kysely')).sql`analyze`.execute(db);
    }

    // 3. Queries.
    const topic = (await trendingTopics(db))[0]?.label ?? 'AI';
    const creator = (await listCorpusAuthors({ db, limit: 1 }))[0]!.handle;
    const ui = { min_quality_score: '0', max_followers: '50000' };
    const filters = { ...ui, has_media: 'true', min_quality_score: '40' };
    const shapes: Record<string, Record<string, string>> = {
      'default (quality 0, followers ≤ 50K)': ui,
      'min_quality_score=60': { min_quality_score: '60' },
      'max_followers=5000': { max_followers: '5000' },
      'has_media=true': { has_media: 'true' },
      'trending_topic': { trending_topic: topic },
      'creator': { creator },
      'sort=recent': { ...ui, sort: 'recent' },
      'combined (quality 40, ≤ 50K, media, topic)': { ...filters, trending_topic: topic },
      'q common word ("team")': { q: 'team' },
      'q common word + filters': { ...filters, q: 'team' },
      'q rare word': { q: 'zorania' },
      'q rare word + filters': { ...filters, q: 'zorania' },
      'q two words ("customers first")': { q: 'customers first' },
      'q two words + filters': { ...filters, q: 'customers first' },
      'page 2 (cursor), default': ui,
    };
    const timings: Record<string, { p50: number; p95: number; p99: number; results: number }> = {};
    const time = async (name: string, fn: () => Promise<number>) => {
      for (let i = 0; i < 5; i++) await fn();
      const ms: number[] = [];
      let results = 0;
      for (let i = 0; i < ITER; i++) {
        const s = process.hrtime.bigint();
        results = await fn();
        ms.push(Number(process.hrtime.bigint() - s) / 1e6);
      }
      ms.sort((a, b) => a - b);
      const q = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]! * 10) / 10;
      timings[name] = { p50: q(50), p95: q(95), p99: q(99), results };
    };
    for (const [name, raw] of Object.entries(shapes)) {
      if (name.startsWith('page 2')) {
        const first = await listViralPosts({ db, raw, tier: 'nova' });
        await time(name, async () => (await listViralPosts({ db, raw: { ...raw, cursor: first.next_cursor! }, tier: 'nova' })).posts.length);
      } else await time(name, async () => (await listViralPosts({ db, raw, tier: 'nova' })).posts.length);
    }
    // Paging across a refresh (README): page 1 read, then a refresh a day later moves the young posts' scores, and
    // page 2 is read as of page 1's score generation (the posts the refresh changed beside the order index).
    const pageOnes = { default: await listViralPosts({ db, raw: ui, tier: 'nova' }), combined: await listViralPosts({ db, raw: { ...filters, trending_topic: topic }, tier: 'nova' }) };
    const refresh = Date.now();
    const rescored = (await recomputeCorpus({ db, now: now + 86_400_000 })).rescored;
    const refreshMs = Date.now() - refresh;
    log(`a refresh a day later rescored ${rescored} posts in ${(refreshMs / 1000).toFixed(1)} s`);
    await time('page 2 after a refresh, default', async () => (await listViralPosts({ db, raw: { ...ui, cursor: pageOnes.default.next_cursor! }, tier: 'nova' })).posts.length);
    await time('page 2 after a refresh, combined', async () => (await listViralPosts({ db, raw: { ...filters, trending_topic: topic, cursor: pageOnes.combined.next_cursor! }, tier: 'nova' })).posts.length);
    // A second refresh: page 1's generation is now two behind, read the general way (the logs of both refreshes).
    const rescoredAgain = (await recomputeCorpus({ db, now: now + 2 * 86_400_000 })).rescored;
    log(`a second refresh rescored ${rescoredAgain} posts`);
    await time('page 2 after two refreshes, default', async () => (await listViralPosts({ db, raw: { ...ui, cursor: pageOnes.default.next_cursor! }, tier: 'nova' })).posts.length);
    await time('trending topics', async () => (await trendingTopics(db)).length);
    // The creators' reads as GET /api/creators/rising makes them (its bounded search: the best-ranked window, then
    // the search index's candidates).
    await time('creators by domain (tech)', async () => (await listRisingAuthors(db, { domain: 'tech', words: [], limit: 20 })).length);
    await time('creators by search ("growth")', async () => (await listRisingAuthors(db, { domain: null, words: ['growth'], limit: 20 })).length);
    await time('creators by search + domain', async () => (await listRisingAuthors(db, { domain: 'sales', words: ['coach'], limit: 20 })).length);
    await time('creators by rare search ("zorania")', async () => (await listRisingAuthors(db, { domain: null, words: ['zorania'], limit: 20 })).length);

    process.stdout.write(
      `${JSON.stringify({ engine: opts.engine, posts: N, import: reused ? null : { totalMs: importMs, perSecond: Math.round((N / importMs) * 1000), peakRssMb: Math.round(peak / 1e6), ...cpu, ...summary }, recomputeMs, refreshAfterADay: { ms: refreshMs, rescored, rescoredAgain }, timings })}\n`,
    );
  } finally {
    await db.destroy();
    if (schema && !opts.keepSchema) {
      const admin = new pg.Client({ connectionString: opts.pgUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
