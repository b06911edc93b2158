import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type TestApp, createTestApp } from '../test/app';
import { makeTempDir } from '../test/config';
import { negotiateEncoding } from './page-response';
import { scriptJson } from './page-html';

/**
 * The first load (README: how the first load works) against a STATIC_ROOT laid out as the build makes it:
 * pre-compressed files served by content negotiation, and index.html made per route with the remotes document
 * inline, preload links for the route's area, and prerendered HTML.
 */

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>PostPilot</title><link href="/main.0123456789.css" rel="stylesheet"></head>' +
  '<body><div id="root"><div class="boot-spinner" role="status" aria-label="Loading"></div></div><script defer src="/main.0123456789.js"></script></body></html>';
const manifest = (name: string, expose: string, shared: { name: string; files: string[] }[]) => ({
  id: name,
  name,
  metaData: { name, publicPath: name === 'host' ? '/' : 'auto', remoteEntry: name === 'host' ? { name: '', path: '' } : { name: 'remoteEntry.js', path: '' } },
  shared: shared.map((s) => ({ name: s.name, assets: { js: { sync: s.files, async: [] }, css: { sync: [], async: [] } } })),
  exposes: expose ? [{ name: 'app', path: './app', assets: { js: { sync: [expose], async: [] }, css: { sync: [], async: [] } } }] : [],
});

function write(root: string, file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function makeStaticRoot(): string {
  const root = makeTempDir('postpilot-first-load-');
  const routes = {
    routes: [
      { path: '/', access: 'public', layout: 'marketing', page: 'landing', screen: 'landing', title: 'Home' },
      { path: '/pricing', access: 'public', layout: 'marketing', area: 'billing', screen: 'pricing', title: 'Pricing' },
      { path: '/app/login', access: 'public', layout: 'plain', area: 'auth', screen: 'login', title: 'Sign in' },
      { path: '/app/generate', access: 'protected', layout: 'sidebar', area: 'generator', screen: 'generate', title: 'LinkedIn GPT' },
    ],
    redirects: { '/login': '/app/login' },
  };
  const slot = (area: string) => `<div class="area area-${area} " data-area="${area}" data-status="loading"><!--area-slot--><div class="spinner">Loading ${area}…</div><!--/area-slot--><div></div></div>`;
  const files: Record<string, string | Buffer> = {
    'host/dist/index.html': TEMPLATE,
    'host/dist/main.0123456789.css': 'body{margin:0}.hero{color:#123}',
    'host/dist/main.0123456789.js': BIG_JS,
    'host/dist/main.0123456789.js.br': brotliCompressSync(BIG_JS),
    'host/dist/main.0123456789.js.gz': gzipSync(BIG_JS),
    'host/dist/routes.json': JSON.stringify(routes),
    'host/dist/mf-manifest.json': JSON.stringify(manifest('host', '', [{ name: 'react', files: ['react.aaaaaaaaaa.js', 'react-fallback.bbbbbbbbbb.js'] }, { name: 'shared/api', files: ['api.cccccccccc.js'] }])),
    'host/dist/preload.json': JSON.stringify({ boot: ['src_bootstrap_tsx.dddddddddd.js'], shared: { react: ['react.aaaaaaaaaa.js'], 'shared/api': ['api.cccccccccc.js'] } }),
    'host/dist/prerender/index.html': '<header class="topbar">PostPilot</header><main class="page"><h1>Write LinkedIn posts people actually stop scrolling for.</h1></main>',
    'host/dist/prerender/pricing.html': `<header class="topbar">PostPilot</header><main class="page">${slot('billing')}</main>`,
    'host/dist/prerender/app-login.html': `<header class="topbar">PostPilot</header><main class="page page--plain">${slot('auth')}</main>`,
    'host/dist/prerender/app-generate.html': `<header class="topbar">PostPilot</header><div class="app-layout"><aside class="sidebar"></aside><main class="app-main">${slot('generator')}</main></div>`,
    'mfe-auth/dist/mf-manifest.json': JSON.stringify(manifest('mfe_auth', '__federation_expose_app.1111111111.js', [{ name: 'react', files: ['react.2222222222.js'] }, { name: 'shared/ui', files: ['ui-provide.3333333333.js', 'ui-fallback.4444444444.js', 'antd.5555555555.js'] }])),
    'mfe-auth/dist/preload.json': JSON.stringify({ shared: { react: ['react.2222222222.js'], 'shared/ui': ['ui-provide.3333333333.js', 'antd.5555555555.js'] } }),
    'mfe-billing/dist/mf-manifest.json': JSON.stringify(manifest('mfe_billing', '__federation_expose_app.6666666666.js', [{ name: 'shared/ui', files: ['ui.7777777777.js'] }, { name: 'shared/kit', files: ['kit.9999999999.js'] }])),
    // Its ./app needs shared/kit; shared/ui (antd) is behind a lazy screen.
    'mfe-billing/dist/preload.json': JSON.stringify({ shared: { 'shared/ui': ['ui.7777777777.js'], 'shared/kit': ['kit.9999999999.js'] }, needs: { './app': ['react', 'shared/kit'] } }),
    'mfe-billing/dist/prerender/pricing.html': '<div class="pp-pricing"><h1>Plans that pay for themselves in posts</h1></div>',
    'mfe-generator/dist/mf-manifest.json': JSON.stringify(manifest('mfe_generator', '__federation_expose_app.8888888888.js', [])),
    'mfe-generator/dist/prerender/generate.html': '<div class="pp-gen"><h1 class="pp-gen__title">LinkedIn GPT</h1></div>',
  };
  for (const [file, content] of Object.entries(files)) write(root, file, content);
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
const remotesConfig = (body: string) => JSON.parse(/<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(body)![1]);

describe('first load', () => {
  let t: TestApp;
  let root: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = makeStaticRoot();
    t = await createTestApp({ env: { STATIC_ROOT: root } });
  });
  afterAll(() => t.close());

  describe('static files by content negotiation', () => {
    const url = '/main.0123456789.js';

    it('serves the brotli copy to a client that accepts br', async () => {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
      expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
    });

    it('serves the gzip copy to a client without br, and the file itself to one without either', async () => {
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_JS);
      const none = await get(url);
      expect(none.body).toBe(BIG_JS);
      // Each representation has its own validator, so a cache never mixes them up.
      const br = await get(url, { 'accept-encoding': 'br' });
      expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('the page for a navigation', () => {
    it('answers a reload of a page that carries a whole post in its address (SPEC §2 ?content=), over a real socket', async () => {
      // 3,000 characters of three UTF-8 bytes: ~27 KB once URL-encoded, past Node's default 16 KB for a request head.
      const post = encodeURIComponent('投稿'.repeat(1500));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      {
        const { port } = t.app.server.address() as AddressInfo;
        const load = (url: string) =>
          new Promise<{ status: number; type: string }>((resolve, reject) => {
            http.get({ host: '127.0.0.1', port, path: url, headers: html }, (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) }));
            }).on('error', reject);
          });
        const page = await load(`/app/generate?edit=1&content=${post}`);
        expect(page.status).toBe(200);
        expect(page.type).toMatch(/text\/html/);
        // The API keeps its own, shorter limit.
        expect((await load(`/api/health?x=${post}`)).status).toBe(414);
      }
    });

    it('inlines the remotes document (safe inside <script>) and preloads the route area', async () => {
      const res = await get('/app/login', html);
      expect(res.statusCode).toBe(200);
      const doc = remotesConfig(res.body);
      expect(doc).toEqual((await get('/remotes.json')).json());
      expect(preloads(res.body)).toEqual([
        // The shell's boot chunk and the singletons it provides (the provider's files only)…
        'script /src_bootstrap_tsx.dddddddddd.js',
        'script /react.aaaaaaaaaa.js',
        'script /api.cccccccccc.js',
        // …then the area: its manifest, its entry, the ./app chunk, and what only the area provides (shared/ui).
        'fetch /mfe/auth/mf-manifest.json',
        'script /mfe/auth/remoteEntry.js',
        'script /mfe/auth/__federation_expose_app.1111111111.js',
        'script /mfe/auth/ui-provide.3333333333.js',
        'script /mfe/auth/antd.5555555555.js',
      ]);
      expect(res.body).toContain('<link rel="preload" as="fetch" href="/mfe/auth/mf-manifest.json" crossorigin="anonymous" data-area="auth">');
      expect(res.body).toContain('<link rel="preload" as="script" href="/src_bootstrap_tsx.dddddddddd.js">');
      // The shell's stylesheet is in the page, not linked; the shell's frame is prerendered with its placeholder.
      expect(res.body).toContain('<style>body{margin:0}.hero{color:#123}</style>');
      expect(res.body).not.toContain('rel="stylesheet"');
      expect(res.body).toContain('<div id="root" data-prerendered=""><header class="topbar">');
      expect(res.body).toContain('Loading auth…');
    });

    it('escapes < in the inlined document', () => {
      expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
      expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
    });

    it('puts the area\'s prerendered screen into the frame on /pricing', async () => {
      const res = await get('/pricing', html);
      expect(res.body).toContain(
        '<div class="area area-billing " data-area="billing" data-status="loading"><div data-prerendered-area="billing" data-screen="pricing">' +
          '<div class="pp-pricing"><h1>Plans that pay for themselves in posts</h1></div></div><div></div></div>',
      );
      expect(res.body).not.toContain('Loading billing…');
      // What the area's ./app needs before it runs is preloaded; what only a lazy screen needs (antd) is not.
      expect(preloads(res.body)).toContain('script /mfe/billing/kit.9999999999.js');
      expect(preloads(res.body)).not.toContain('script /mfe/billing/ui.7777777777.js');
    });

    it('preloads every shared module an area provides when its build does not say which its ./app needs', async () => {
      // mfe-auth's preload.json has no `needs`: shared/ui is preloaded (see the /app/login case above); without
      // preload.json at all, the manifest's lists are used.
      rmSync(path.join(root, 'mfe-billing/dist/preload.json'));
      const res = await get('/pricing', html);
      expect(preloads(res.body)).toContain('script /mfe/billing/ui.7777777777.js');
    });

    it('prerenders the landing page at / and preloads no area there', async () => {
      const res = await get('/', html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Write LinkedIn posts people actually stop scrolling for.</h1>');
      expect(preloads(res.body)).toEqual([]);
      expect(remotesConfig(res.body).remotes.auth).toBe('/mfe/auth/mf-manifest.json');
    });

    it('does not prerender public pages for a member (session cookie), nor protected pages for a visitor; preloads still apply', async () => {
      const member = await get('/', { ...html, cookie: 'theme=x; auth_token=abc' });
      expect(member.body).toContain('<div id="root"><div class="boot-spinner"');
      const login = await get('/app/login', { ...html, cookie: 'auth_token=abc' });
      expect(login.body).toContain('<div id="root"><div class="boot-spinner"');
      const app = await get('/app/generate', html);
      expect(app.body).toContain('<div id="root"><div class="boot-spinner"');
      expect(app.body).not.toContain('pp-gen');
      expect(preloads(app.body)).toContain('script /mfe/generator/__federation_expose_app.8888888888.js');
    });

    it("prerenders a member's protected page: the member frame with the area's first screen in its slot", async () => {
      const res = await get('/app/generate', { ...html, cookie: 'theme=x; auth_token=abc' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<div id="root" data-prerendered=""><header class="topbar">PostPilot</header><div class="app-layout"><aside class="sidebar"></aside><main class="app-main">' +
          '<div class="area area-generator " data-area="generator" data-status="loading"><div data-prerendered-area="generator" data-screen="generate">' +
          '<div class="pp-gen"><h1 class="pp-gen__title">LinkedIn GPT</h1></div></div><div></div></div></main></div></div>',
      );
      expect(preloads(res.body)).toContain('script /mfe/generator/__federation_expose_app.8888888888.js');
      // The same route with a trailing slash is the same page.
      expect((await get('/app/generate/', { ...html, cookie: 'auth_token=abc' })).body).toContain('data-prerendered-area="generator"');
    });

    it('preloads the area of a legacy path\'s target', async () => {
      const res = await get('/login', html);
      expect(preloads(res.body)).toContain('script /mfe/auth/remoteEntry.js');
      expect(res.body).not.toContain('data-prerendered=""');
    });

    it('re-reads a manifest when the file changes', async () => {
      const file = path.join(root, 'mfe-generator/dist/mf-manifest.json');
      write(root, 'mfe-generator/dist/mf-manifest.json', JSON.stringify(manifest('mfe_generator', '__federation_expose_app.9999999999.js', [])));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      const res = await get('/app/generate', html);
      expect(preloads(res.body)).toContain('script /mfe/generator/__federation_expose_app.9999999999.js');
      expect(preloads(res.body)).not.toContain('script /mfe/generator/__federation_expose_app.8888888888.js');
    });

    it('is compressed by Accept-Encoding, varies on it, and revalidates with an ETag', async () => {
      const plain = await get('/app/login', html);
      const br = await get('/app/login', { ...html, 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toBe('Accept-Encoding, Cookie');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get('/app/login', { ...html, 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      const notModified = await get('/app/login', { ...html, 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
    });
  });
});

describe('first load with an area on another origin (a CDN)', () => {
  it('reads its manifest and prerendered screen from there in the background; the page never waits for it', async () => {
    const served: string[] = [];
    const cdn = http.createServer((req, res) => {
      served.push(req.url ?? '');
      const files: Record<string, string> = {
        '/billing/v2/mf-manifest.json': JSON.stringify(manifest('mfe_billing', '__federation_expose_app.abcdefabcd.js', [{ name: 'shared/ui', files: ['ui.abcdefabcd.js'] }])),
        '/billing/v2/prerender/pricing.html': '<div class="pp-pricing"><h1>From the CDN</h1></div>',
      };
      const body = files[req.url ?? ''];
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/plain' }).end(body ?? 'no');
    });
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    const t = await createTestApp({ env: { STATIC_ROOT: makeStaticRoot(), REMOTE_BILLING_URL: `${origin}/billing/v2/mf-manifest.json` } });
    try {
      const page = () => t.app.inject({ method: 'GET', url: '/pricing', headers: html });
      // The first page goes out at once, with what is known (the manifest URL), not the CDN's files.
      const first = await page();
      expect(preloads(first.body)).toContain(`fetch ${origin}/billing/v2/mf-manifest.json`);
      let later = first;
      for (let i = 0; i < 50 && !later.body.includes('From the CDN'); i++) {
        await new Promise((r) => setTimeout(r, 50));
        later = await page();
      }
      expect(later.body).toContain('<div data-prerendered-area="billing" data-screen="pricing"><div class="pp-pricing"><h1>From the CDN</h1></div></div>');
      expect(preloads(later.body)).toEqual(
        expect.arrayContaining([
          `script ${origin}/billing/v2/remoteEntry.js`,
          `script ${origin}/billing/v2/__federation_expose_app.abcdefabcd.js`,
          `script ${origin}/billing/v2/ui.abcdefabcd.js`,
        ]),
      );
      // Fetched once and kept (a minute), not per page.
      expect(served.filter((u) => u.endsWith('mf-manifest.json'))).toHaveLength(1);
    } finally {
      await t.close();
      await new Promise((r) => cdn.close(r));
    }
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
