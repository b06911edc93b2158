// Library benchmark (issue 9): one member with 5,000 library posts saved through the API; then the latency of
// saving, of every page of GET /api/content/posts walked with its cursor (per sort and with a filter), of a search,
// and of GET /api/posts (the board). SQLite, the local mode's database.
// Prints a table and writes .bench/library.json.
import path from 'node:path';
import { createBenchMember, ROOT, startServer, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

const POSTS = Number(process.env.BENCH_LIBRARY_POSTS ?? 5000);
const port = Number(process.env.BENCH_LIBRARY_PORT ?? 4390);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : null;
};
const round = (v) => (v === null ? null : Math.round(v * 10) / 10);

async function timed(fn) {
  const t = performance.now();
  const r = await fn();
  return [performance.now() - t, r];
}

const server = await startServer({ port });
try {
  const { headers } = await createBenchMember(server.url, { persona: false });
  const json = { ...headers, 'content-type': 'application/json' };
  const words = 'hiring pricing launch onboarding roadmap churn feedback founders sales design'.split(' ');

  const saves = [];
  for (let i = 0; i < POSTS; i++) {
    const body = JSON.stringify({ content: `Post ${i} about ${words[i % words.length]}\n\n${'A line of the post body. '.repeat(20)}`, content_type: i % 7 ? 'linkedin_post' : 'article' });
    const [ms, res] = await timed(() => fetch(`${server.url}/api/content/save`, { method: 'POST', headers: json, body }));
    if (!res.ok) throw new Error(`save answered ${res.status}`);
    await res.arrayBuffer();
    saves.push(ms);
  }

  async function walk(query) {
    const times = [];
    let cursor = null;
    let seen = 0;
    do {
      const qs = new URLSearchParams({ ...query, limit: '24', ...(cursor ? { cursor } : {}) });
      const [ms, page] = await timed(async () => (await fetch(`${server.url}/api/content/posts?${qs}`, { headers })).json());
      times.push(ms);
      seen += page.posts.length;
      cursor = page.next_cursor;
    } while (cursor);
    return { pages: times.length, posts: seen, first_ms: round(times[0]), p50_ms: round(pct(times, 50)), p95_ms: round(pct(times, 95)), last_ms: round(times.at(-1)) };
  }

  const results = {
    posts: POSTS,
    save: { p50_ms: round(pct(saves, 50)), p95_ms: round(pct(saves, 95)) },
    walk: {
      created: await walk({ sort: 'created' }),
      updated: await walk({ sort: 'updated' }),
      title: await walk({ sort: 'title' }),
      'type=article': await walk({ sort: 'created', content_type: 'article' }),
    },
  };
  const search = [];
  for (let i = 0; i < 20; i++) search.push((await timed(async () => (await fetch(`${server.url}/api/content/posts?q=${words[i % words.length]}`, { headers })).json()))[0]);
  results.search = { p50_ms: round(pct(search, 50)), p95_ms: round(pct(search, 95)) };
  const board = [];
  for (let i = 0; i < 20; i++) board.push((await timed(async () => (await fetch(`${server.url}/api/posts`, { headers })).json()))[0]);
  results.board_500 = { p50_ms: round(pct(board, 50)), p95_ms: round(pct(board, 95)) };

  console.log(`Library: ${POSTS} posts of one member (SQLite), one client at a time`);
  console.table({
    'POST /api/content/save': results.save,
    ...Object.fromEntries(Object.entries(results.walk).map(([k, v]) => [`pages of 24, ${k} (${v.pages} pages, ${v.posts} posts)`, { p50_ms: v.p50_ms, p95_ms: v.p95_ms, first_ms: v.first_ms, last_ms: v.last_ms }])),
    'search q= (title and content)': results.search,
    'GET /api/posts (board, 500)': results.board_500,
  });
  writeBenchJson('library', { ...results, loadavg: (await import('node:os')).loadavg() });
  // The library has no latency aims of its own (README: Library and history); its figures are listed without one.
  writeSummary('library', [
    summaryRow(`library: save p95 (${POSTS} posts, SQLite)`, results.save.p95_ms, 'ms'),
    summaryRow('library: a page of 24 by cursor, worst p95 of the sorts', Math.max(...Object.values(results.walk).map((w) => w.p95_ms)), 'ms'),
    summaryRow('library: search p95', results.search.p95_ms, 'ms'),
    summaryRow('library: board (GET /api/posts) p95', results.board_500.p95_ms, 'ms'),
  ]);
} finally {
  await server.stop();
}
