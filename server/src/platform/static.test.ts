import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RemotesConfig } from 'shared/contracts';
import { type TestApp, createTestApp } from '../test/app';
import { makeTempDir } from '../test/config';
import { REPO_ROOT } from './paths';

/** A STATIC_ROOT with a built host and one built remote (generator); the others are missing. */
function makeStaticRoot(): string {
  const root = makeTempDir('postpilot-dist-');
  const files: Record<string, string> = {
    'host/dist/index.html': '<!doctype html><title>PostPilot</title><div id="root"></div>',
    'host/dist/static/js/main.3f9a2c1d.js': 'console.log("host")',
    'host/dist/favicon.svg': '<svg/>',
    'mfe-generator/dist/mf-manifest.json': '{"id":"generator"}',
    'mfe-generator/dist/remoteEntry.js': 'var generator;',
    'mfe-generator/dist/static/js/app.0123456789abcdef.js': 'export {}',
    'mfe-generator/dist/.env': 'SECRET=1',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static files', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ env: { STATIC_ROOT: makeStaticRoot() } });
  });
  afterAll(() => t.close());

  it('serves the host at / with no-cache', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>PostPilot</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed files for a year and revalidates everything else', async () => {
    const hashed = await get('/static/js/main.3f9a2c1d.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remoteChunk = await get('/mfe/generator/static/js/app.0123456789abcdef.js');
    expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/mfe/generator/mf-manifest.json', '/mfe/generator/remoteEntry.js', '/favicon.svg']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('serves remotes with CORS so a host elsewhere can load them', async () => {
    const res = await get('/mfe/generator/mf-manifest.json', { origin: 'https://other.example.com' });
    expect(res.json()).toEqual({ id: 'generator' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 404 for the manifest of a remote that is not built', async () => {
    const res = await get('/mfe/auth/mf-manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found: GET /mfe/auth/mf-manifest.json' });
  });

  it('does not serve dotfiles', async () => {
    expect((await get('/mfe/generator/.env')).statusCode).toBe(404);
  });

  it('falls back to index.html for app routes a browser navigates to', async () => {
    for (const url of ['/app/login', '/dashboard', '/viral-library?creator=abc', '/auth/linkedin/callback?code=1']) {
      const res = await get(url, html);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the page to a client that accepts anything (curl, fetch, an uptime check), HEAD included', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      for (const url of ['/', '/app/login', '/pricing']) {
        const res = await get(url, headers);
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/app/login', headers: { accept: '*/*' } });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const image = await get('/missing.png', { accept: '*/*' });
    expect([image.statusCode, image.json()]).toEqual([404, { detail: 'Not found: GET /missing.png' }]);
  });

  it('does not fall back for the API, remotes, or non-page requests', async () => {
    const api = await get('/api/x', html);
    expect([api.statusCode, api.json()]).toEqual([404, { detail: 'Not found: GET /api/x' }]);
    const remote = await get('/mfe/generator/missing.js', html);
    expect(remote.statusCode).toBe(404);
    const script = await get('/static/js/missing.js', { accept: '*/*' });
    expect([script.statusCode, script.json()]).toEqual([404, { detail: 'Not found: GET /static/js/missing.js' }]);
    const post = await t.app.inject({ method: 'POST', url: '/app/login', headers: html });
    expect(post.statusCode).toBe(404);
  });
});

describe('a path the route table does not name', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The built host's route table is the repository's host/src/routes.json (the build copies it to dist/).
    const root = makeStaticRoot();
    copyFileSync(path.join(REPO_ROOT, 'host', 'src', 'routes.json'), path.join(root, 'host', 'dist', 'routes.json'));
    t = await createTestApp({ env: { STATIC_ROOT: root } });
  });
  afterAll(() => t.close());

  it("answers 404 with the shell (its 'Page not found'), while routes and legacy redirects answer 200", async () => {
    for (const headers of [html, { accept: '*/*' }]) {
      for (const url of ['/no/such/page', '/app/nope', '/app', '/settingz?x=1']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
        expect(res.body).toContain('<div id="root">');
      }
      for (const url of ['/', '/pricing', '/app/library', '/app/library/', '/settings', '/scheduler?content=hi', '/auth/linkedin/callback?code=1']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
    }
  });
});

describe('GET /remotes.json', () => {
  it('points every area at its local build by default', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(RemotesConfig.parse(res.json())).toEqual({
      remotes: {
        auth: '/mfe/auth/mf-manifest.json',
        generator: '/mfe/generator/mf-manifest.json',
        discovery: '/mfe/discovery/mf-manifest.json',
        library: '/mfe/library/mf-manifest.json',
        scheduler: '/mfe/scheduler/mf-manifest.json',
        billing: '/mfe/billing/mf-manifest.json',
      },
      sandbox: { linkedin: true, payments: true, mail: true, llm: true },
      llm_model: null,
    });
    await t.close();
  });

  it('applies REMOTE_<AREA>_URL and admits its origin in the CSP', async () => {
    const url = 'https://cdn.example.com/generator/v42/mf-manifest.json';
    const t = await createTestApp({ env: { REMOTE_GENERATOR_URL: url, LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' } });
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    const body = res.json();
    expect(body.remotes.generator).toBe(url);
    expect(body.remotes.auth).toBe('/mfe/auth/mf-manifest.json');
    expect(body.sandbox.llm).toBe(false);
    expect(body.llm_model).toBe('llama3.1');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    await t.close();
  });
});
