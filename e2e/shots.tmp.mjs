// Temporary screenshot driver (not committed).
import { chromium, request as pwRequest } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:5160';
const api = await pwRequest.newContext({ baseURL: base });
const email = `shots.${Date.now()}@example.com`;
await api.post('/api/auth/signup', { data: { email, password: 'correct-horse-42', full_name: 'Ada Lovelace' } });
const out = await (await api.get('/api/dev/outbox', { params: { to: email } })).json();
const msgs = Array.isArray(out) ? out : out.messages;
const link = msgs.at(-1).links.find((l) => /confirm/.test(l));
const c = await api.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
const token = new URLSearchParams(c.headers()['location'].split('#')[1]).get('access_token');
const H = { Authorization: `Bearer ${token}` };
await api.post('/api/user/persona', { headers: H, data: { job_title: 'Head of Product', industry: 'B2B software', audience: 'PMs', tone: 'Friendly and conversational', self_description: 'I build products people love.' } });
const texts = [
  'Hiring your first salesperson is a founder job.\n\nMost founders hand it off too early. Here is what I learned after three tries:\n\n• Sell it yourself first\n• Write down the playbook\n• Hire for curiosity',
  'I shipped a feature nobody used.\n\nSix weeks of work. Zero adoption. The lesson was not about the feature.',
  'Three pricing mistakes I see every week',
  'Our launch day checklist (steal it)\n\n1. Tell your customers first\n2. Post at 8am their time\n3. Answer every comment in the first hour',
];
const ids = [];
for (const [i, t] of texts.entries()) ids.push((await (await api.post('/api/content/save', { headers: H, data: { content: t, source: 'chat', content_type: i === 3 ? 'article' : 'linkedin_post' } })).json()).id);
await api.patch(`/api/posts/${ids[1]}`, { headers: H, data: { status: 'published' } });
for (let i = 0; i < 3; i++) await api.post('/api/linkedin-gpt/generate', { headers: H, data: { user_input: `Write about lesson ${i} of hiring`, template: i ? 'Top Mistakes' : null } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [name, viewport] of [['desk', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await ctx.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/app/library`);
  await page.getByTestId('library-card').first().waitFor();
  await page.screenshot({ path: `/tmp/libshots/${name}-grid.png`, fullPage: true });
  await page.getByRole('button', { name: /^View / }).first().click();
  await page.getByTestId('library-view').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/libshots/${name}-view.png`, fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Board' }).click();
  await page.getByTestId('library-board').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/libshots/${name}-board.png`, fullPage: true });
  await page.getByRole('button', { name: 'Grid' }).click();
  await page.goto(`${base}/app/content-history`);
  await page.getByTestId('history-card').first().waitFor();
  await page.screenshot({ path: `/tmp/libshots/${name}-history.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
console.log('ok');
