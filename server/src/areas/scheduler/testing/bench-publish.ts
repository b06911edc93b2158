// The scheduler benchmark's driver (bench/scheduler.mjs): N posts due at the same moment, published by W worker
// processes against the LinkedIn sandbox answering each post in `latencyMs`. Prints one JSON line of figures.
//   node --import tsx bench-publish.ts '{"engine":"sqlite","workers":1,"concurrency":100,"posts":10000,"latencyMs":100}'
interface Options {
  engine: 'sqlite' | 'postgres';
  pgUrl?: string;
  workers: number;
  concurrency: number;
  posts: number;
  latencyMs: number;
  /** Seconds between seeding and the due moment (the workers are already idle and waiting). */
  leadS?: number;
}

// A PostgreSQL run gets TEST_DATABASE_URL in its environment from bench/server.mjs (runServerDriver).
const options = JSON.parse(process.argv[2] ?? '{}') as Options;

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

async function main() {
  const { createTestApp } = await import('../../../test/app');
  const { connectedMember, injectFault } = await import('../test-helpers');
  const { seedDuePosts } = await import('./seed');
  const { dbTarget, spawnPublishWorker } = await import('./spawn');
  const t = await createTestApp({ dialect: options.engine });
  const workers: ReturnType<typeof spawnPublishWorker>[] = [];
  try {
    const member = await connectedMember(t, 'Bench Member');
    await injectFault(t.app, { delay_ms: options.latencyMs, count: -1 });
    const target = await dbTarget(t.db, t.config);
    for (let i = 0; i < options.workers; i += 1) workers.push(spawnPublishWorker({ target, workerId: `bench-${i}`, env: {}, concurrency: options.concurrency }));
    await Promise.all(workers.map((w) => w.ready));
    const dueAt = Date.now() + (options.leadS ?? 5) * 1000 + 2000;
    await seedDuePosts(t.db, member.userId, options.posts, dueAt);
    const deadline = dueAt + 10 * 60_000;
    for (;;) {
      const open = await t.db.selectFrom('scheduled_posts').select((eb) => eb.fn.countAll<string | number>().as('n')).where('status', 'in', ['scheduled', 'publishing']).executeTakeFirstOrThrow();
      if (Number(open.n) === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = await t.db.selectFrom('scheduled_posts').select(['status', 'published_at', 'scheduled_at']).execute();
    const published = rows.filter((r) => r.status === 'published' && r.published_at);
    const lateness = published.map((r) => Date.parse(r.published_at!) - Date.parse(r.scheduled_at)).sort((a, b) => a - b);
    const received = await t.db.selectFrom('sandbox_linkedin_posts').select(['shown_text']).execute();
    const distinct = new Set(received.map((r) => r.shown_text)).size;
    const stats = await Promise.all(workers.map((w) => w.stop()));
    const result = {
      engine: options.engine,
      workers: options.workers,
      concurrency: options.concurrency,
      posts: options.posts,
      latencyMs: options.latencyMs,
      published: published.length,
      failed: rows.filter((r) => r.status === 'failed').length,
      unsettled: rows.filter((r) => r.status === 'scheduled' || r.status === 'publishing').length,
      totalMs: lateness.length ? lateness[lateness.length - 1] : null,
      lateness: { p50: pct(lateness, 50), p99: pct(lateness, 99), max: lateness.at(-1) ?? null },
      received: received.length,
      duplicates: received.length - distinct,
      perWorker: stats.map((s) => Number(s?.claimed ?? 0)),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await t.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench-publish failed: ${(error as Error).stack}\n`);
  process.exit(1);
});
