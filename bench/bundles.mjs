// Bundle sizes as a browser sees them: gzipped JS fetched for the first paint of / and /app/login, and each
// remote's own entry (remoteEntry.js, and the area's own code behind ./app without shared libraries).
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { AREAS } from '../scripts/areas.mjs';
import { ROOT, startServer } from './server.mjs';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function firstPaintJs(browser, url, waitFor) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.body().then((b) => ({ url: r.url(), gz: gz(b) })).catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (waitFor) await page.waitForSelector(waitFor, { timeout: 15000 });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).filter(Boolean);
  await page.close();
  return { total: files.reduce((s, f) => s + f.gz, 0), files: files.length };
}

export async function benchBundles() {
  const server = await startServer({ port: 4391 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const landing = await firstPaintJs(browser, `${server.url}/`, '.hero');
    const login = await firstPaintJs(browser, `${server.url}/app/login`, '[data-area="auth"][data-status="mounted"]');
    const remotes = {};
    for (const area of AREAS) {
      const dist = path.join(ROOT, `mfe-${area}`, 'dist');
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const own = new Set();
      for (const e of manifest.exposes ?? []) for (const f of [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? [])]) own.add(f);
      const ownCode = [...own].filter((f) => !/^npm\./.test(path.basename(f)) && !/shared_src_/.test(f)).reduce((s, f) => s + gz(readFileSync(path.join(dist, f))), 0);
      remotes[area] = { remoteEntry: gz(readFileSync(path.join(dist, 'remoteEntry.js'))), ownCode };
    }
    const hostFiles = readdirSync(path.join(ROOT, 'host', 'dist')).filter((f) => f.endsWith('.js'));
    const result = { landing, login, remotes, hostJsFiles: hostFiles.length, aims: { landing: 200 * 1024, remoteEntry: 20 * 1024 } };
    console.log('\nBundle sizes (gzip -9, as fetched by Chromium)');
    console.log(`  first paint of /          ${kb(landing.total).padStart(10)} in ${landing.files} files   (aim ≤ 200 KB) ${landing.total <= 200 * 1024 ? '✓' : '✗'}`);
    console.log(`  first paint of /app/login ${kb(login.total).padStart(10)} in ${login.files} files`);
    console.log('  remote                 remoteEntry.js   own screen code   (aim: entry ≤ 20 KB)');
    for (const [a, r] of Object.entries(remotes)) console.log(`  ${a.padEnd(22)} ${kb(r.remoteEntry).padStart(10)} ${r.remoteEntry <= 20 * 1024 ? '✓' : '✗'}   ${kb(r.ownCode).padStart(12)}`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
  }
}
