// First load on a phone (issue 7): Lighthouse (mobile emulation, its default simulated slow 4G and 4× CPU
// slowdown) against the built product on /, /pricing, /app/login and a signed-in member's /app/generate.
// Reports performance, LCP, TBT, CLS, accessibility, and the bytes Chromium received on the wire (transfer
// sizes from the trace, not gzip estimates). Each page runs RUNS times; the median run (by performance) is kept.
// Runnable alone: `node bench/lighthouse.mjs` (after `pnpm build`); `pnpm bench` runs it after building.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createBenchMember, OTHER_ROOT, ROOT, startServerUnderTest as startServer, summaryRow, writeBenchJson, writeSummary } from './server.mjs';

// BENCH_ROOT measures another checkout of the product (e.g. an older commit, for a before/after) with this script.

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4395);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];
const AIMS = { performance: 90, lcp: 2500, tbt: 200, cls: 0.1, accessibility: 100 };
const only = process.argv.slice(2);

/**
 * Signs the browser in as the app does at login (token and user in localStorage, the session cookie) on a page
 * that loads no asset (the health JSON), then empties the HTTP cache, so the measured load is still a cold one.
 * Lighthouse must then keep storage (disableStorageReset).
 */
async function signIn(port, base, { token, user }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate(
      ({ t, u }) => {
        localStorage.setItem('access_token', t);
        localStorage.setItem('user', JSON.stringify(u));
        document.cookie = `auth_token=${encodeURIComponent(t)}; Path=/; SameSite=Lax`;
      },
      { t: token, u: user },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser stays up for Lighthouse.
    await browser.close();
  }
}

function summarise(lhr) {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const sum = (items) => items.reduce((s, r) => s + (r.transferSize ?? 0), 0);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    // Lighthouse's own CPU speed score of this machine at that moment (a busy shared machine scores low, and the
    // simulated 4× slowdown then overstates TBT and LCP).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: Math.round(a['largest-contentful-paint'].numericValue),
    fcp: Math.round(a['first-contentful-paint'].numericValue),
    tbt: Math.round(a['total-blocking-time'].numericValue),
    cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
    si: Math.round(a['speed-index'].numericValue),
    bytes: sum(requests),
    jsBytes: sum(scripts),
    requests: requests.length,
    jsRequests: scripts.length,
    remotesJsonRequested: requests.some((r) => new URL(r.url).pathname === '/remotes.json'),
    failedAudits: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => a[ref.id])
      .filter((x) => x && x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
      .map((x) => `${x.id} (${(x.details?.items ?? []).slice(0, 3).map((i) => i.node?.selector ?? '?').join(', ')})`),
    longTasks: (a['long-tasks']?.details?.items ?? []).slice(0, 8).map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}@${Math.round(i.startTime)}:${Math.round(i.duration)}ms`),
    bootup: (a['bootup-time']?.details?.items ?? []).slice(0, 4).map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} ${Math.round(i.total)} ms`),
    layoutShifts: (a['layout-shifts']?.details?.items ?? []).map((i) => `${i.node?.selector ?? '?'} ${Math.round((i.score ?? 0) * 1000) / 1000}`),
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

const median = (runs) => [...runs].sort((x, y) => x.performance - y.performance)[Math.floor(runs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function benchLighthouse() {
  const server = await startServer({ port: PORT });
  const pages = [
    { name: '/', path: '/' },
    { name: '/pricing', path: '/pricing' },
    { name: '/app/login', path: '/app/login' },
    { name: '/app/generate (member)', path: '/app/generate', member: true },
  ].filter((p) => only.length === 0 || only.includes(p.path));
  const results = {};
  try {
    const member = pages.some((p) => p.member) ? await createBenchMember(server.url) : null;
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh browser per run: a cold cache and no state from the previous page.
        const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
        try {
          if (p.member) await signIn(chrome.port, server.url, member);
          const result = await lighthouse(
            server.url + p.path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: !!p.member },
          );
          if (!result?.lhr) throw new Error(`no Lighthouse result for ${p.path}`);
          if (result.lhr.runtimeError) throw new Error(`${p.path}: ${result.lhr.runtimeError.message}`);
          runs.push(summarise(result.lhr));
        } finally {
          await chrome.kill();
        }
      }
      results[p.name] = { ...median(runs), runs: runs.map(({ performance, lcp, tbt, cls, benchmarkIndex }) => ({ performance, lcp, tbt, cls, benchmarkIndex })) };
    }
  } finally {
    await server.stop();
  }

  console.log(`\nLighthouse ${'(mobile emulation, simulated slow 4G, 4× CPU)'} — median of ${RUNS} runs per page`);
  console.log('  page                      perf   LCP       TBT      CLS     a11y  on the wire (all / JS)          requests');
  for (const [name, r] of Object.entries(results)) {
    const mark = (ok) => (ok ? '✓' : '✗');
    console.log(
      `  ${name.padEnd(25)} ${String(r.performance).padStart(3)} ${mark(r.performance >= AIMS.performance)}` +
        ` ${`${(r.lcp / 1000).toFixed(1)} s`.padStart(6)} ${mark(r.lcp <= AIMS.lcp)}` +
        ` ${`${r.tbt} ms`.padStart(7)} ${mark(r.tbt <= AIMS.tbt)}` +
        ` ${r.cls.toFixed(3).padStart(6)} ${mark(r.cls <= AIMS.cls)}` +
        ` ${String(r.accessibility).padStart(4)} ${mark(r.accessibility >= AIMS.accessibility)}` +
        `  ${kb(r.bytes).padStart(9)} / ${kb(r.jsBytes).padStart(9)} (${r.jsRequests} JS)   ${r.requests}` +
        (r.remotesJsonRequested ? '  (fetched /remotes.json)' : ''),
    );
    if (r.failedAudits.length) console.log(`      accessibility findings: ${r.failedAudits.join(', ')}`);
    if (process.env.BENCH_VERBOSE) console.log(`      LCP element: ${r.lcpElement}\n      layout shifts: ${r.layoutShifts.join(' | ')}\n      main-thread time by script: ${r.bootup.join(' | ')}\n      long tasks: ${r.longTasks.join(' | ')}\n      runs: ${JSON.stringify(r.runs)}`);
  }
  return { aims: AIMS, runsPerPage: RUNS, results };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await benchLighthouse();
  writeBenchJson(OTHER_ROOT ? 'lighthouse-other' : 'lighthouse', out);
  if (!OTHER_ROOT) {
    writeSummary(
      'lighthouse',
      Object.entries(out.results).flatMap(([page, r]) => [
        summaryRow(`Lighthouse ${page}: performance`, r.performance, '', `≥ ${AIMS.performance}`, (v) => v >= AIMS.performance),
        summaryRow(`Lighthouse ${page}: LCP`, r.lcp, 'ms', `≤ ${AIMS.lcp} ms`, (v) => v <= AIMS.lcp),
        summaryRow(`Lighthouse ${page}: TBT`, r.tbt, 'ms', `≤ ${AIMS.tbt} ms`, (v) => v <= AIMS.tbt),
        summaryRow(`Lighthouse ${page}: CLS`, r.cls, '', `≤ ${AIMS.cls}`, (v) => v <= AIMS.cls),
        summaryRow(`Lighthouse ${page}: accessibility`, r.accessibility, '', `${AIMS.accessibility}`, (v) => v >= AIMS.accessibility),
      ]),
    );
  }
}
