/**
 * Platform proofs (issue 2): routes and redirects, the fragment rule, the shell, one copy of each shared library,
 * isolation of a failing remote, and independent deployment of one remote.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createMember, savePersona, signInPage } from '../api';
import { startServer, REPO_ROOT } from '../server';
import { E2E_PORT } from '../playwright.config';
import { APPS } from '../../scripts/areas.mjs';

/**
 * The port of a test's own server (slot 0 or 1): E2E_PORT + 1 and up, distinct per parallel worker, because
 * `--repeat-each` runs copies of the same test side by side.
 */
const ownPort = (slot: 0 | 1) => E2E_PORT + 1 + slot + 2 * test.info().parallelIndex;

async function areaMounted(page: Page, area: string) {
  await expect(page.locator(`[data-area="${area}"][data-status="mounted"]`).first()).toBeVisible();
}

test.describe('visitor routes', () => {
  const PUBLIC_TARGETS: [string, string][] = [
    ['/login', '/app/login'],
    ['/signup', '/app/signup'],
    ['/email-verification', '/app/email-verification'],
    ['/auth/linkedin/callback', '/app/linkedin-callback'],
    ['/forgot-password', '/app/forgot-password'],
  ];
  const PROTECTED_TARGETS: [string, string][] = [
    ['/dashboard', '/app/dashboard'],
    ['/generate', '/app/generate'],
    ['/linkedin-gpt', '/app/generate'],
    ['/templates', '/app/templates'],
    ['/viral-library', '/app/viral-library'],
    ['/creators', '/app/creators'],
    ['/library', '/app/library'],
    ['/profile', '/app/profile'],
    ['/content-history', '/app/content-history'],
    ['/scheduler', '/app/scheduler'],
    ['/settings', '/app/account-settings'],
  ];

  for (const [from, to] of PUBLIC_TARGETS) {
    test(`${from} redirects to ${to} keeping the query`, async ({ page }) => {
      await page.goto(`${from}?email=a%40b.co&x=1`);
      await expect(page).toHaveURL(new RegExp(`${to}\\?email=a%40b.co&x=1$`));
      await areaMounted(page, 'auth');
    });
  }

  for (const [from, to] of PROTECTED_TARGETS) {
    test(`${from} → ${to} → login, origin remembered`, async ({ page }) => {
      await page.goto(`${from}?content=hello`);
      await expect(page).toHaveURL(/\/app\/login$/);
      const remembered = await page.evaluate(() => sessionStorage.getItem('redirect_after_login'));
      expect(remembered).toBe(`${to}?content=hello`);
    });
  }

  test('the fragment rule sends auth results to email verification, fragment kept', async ({ page }) => {
    await page.goto('/pricing#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid');
    await expect(page).toHaveURL(/\/app\/email-verification#error=access_denied&error_code=otp_expired&error_description=Email\+link\+is\+invalid$/);
    await page.goto('/terms#access_token=abc&type=signup');
    await expect(page).toHaveURL(/\/app\/email-verification#access_token=abc&type=signup$/);
    await page.goto('/app/login#section=2');
    await expect(page).toHaveURL(/\/app\/login#section=2$/);
  });

  test('landing page: shell for a visitor, FAQ one at a time, calls to action go to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('LinkedIn posts');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Pricing']);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    for (const section of ['Without PostPilot', 'Viral library', 'Chrome extension', 'Frequently asked questions', '6000+', '8M+']) {
      await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
    }
    // DECISIONS.md made the Kanban view real (the library's board), so the landing no longer says 'coming soon'.
    await expect(page.locator('.badge--new')).toHaveCount(3);
    await expect(page.locator('.badge--soon')).toHaveCount(0);
    const questions = page.locator('.faq__q');
    await expect(questions).toHaveCount(5);
    // Native disclosure (details name=landing-faq): no need to wait for the app to be live.
    await questions.nth(2).click();
    await expect(page.locator('.faq__item[open]')).toHaveCount(1);
    await expect(page.locator('.faq__item').nth(2)).toHaveAttribute('open', '');
    await questions.nth(4).click();
    await expect(page.locator('.faq__item[open]')).toHaveCount(1);
    await expect(page.locator('.faq__item').nth(4)).toHaveAttribute('open', '');
    await page.getByRole('link', { name: 'Start your free trial' }).click();
    await expect(page).toHaveURL(/\/app\/signup$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start for free' }).click();
    await expect(page).toHaveURL(/\/app\/signup$/);
    await page.goto('/');
    await page.locator('.footer').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/app\/signup$/);
  });

  test('public pages: pricing, terms, privacy, unknown path', async ({ page }) => {
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Pricing']);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    // The shell's 'Page not found', answered with 404 (not a soft 404); a legacy path still redirects.
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await page.goto('/app/nope'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('signed-in member', () => {
  test('/ goes to the generator without a persona and to the dashboard with one; shell and logout', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Grace Hopper');
    await signInPage(page, member);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/generate$/);
    await areaMounted(page, 'generator');

    await savePersona(request, baseURL!, member);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Generate', 'Templates', 'Viral Library', 'Creators', 'My Library']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('profile-link')).toContainText('Grace Hopper');
    const side = page.getByRole('complementary', { name: 'App' });
    await expect(side.getByRole('navigation').getByRole('link')).toHaveText([
      'LinkedIn GPT', 'Viral Library', 'Content History', 'Viral Templates', 'Search by Creator', 'Scheduler', 'Account Settings', 'Plan & Billing',
    ]);
    // Sidebar links point at legacy paths and rely on the redirects.
    await side.getByRole('link', { name: 'Viral Templates' }).click();
    await expect(page).toHaveURL(/\/app\/templates$/);
    await areaMounted(page, 'discovery');
    await expect(nav.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    await expect(side.getByRole('link', { name: 'Viral Templates' })).toHaveAttribute('aria-current', 'page');

    // On the landing/pricing pages only Pricing shows, even when signed in.
    await page.goto('/pricing');
    await expect(nav.getByRole('link')).toHaveText(['Pricing']);

    // The query of a linked path survives the redirect for a member.
    await page.goto('/scheduler?content=Hello%20world');
    await expect(page).toHaveURL(/\/app\/scheduler\?content=Hello%20world$/);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to logout?' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('every route mounts its area (no remote is shadowed by a browser global)', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const ROUTE_AREAS: [string, string][] = [
      ['/app/dashboard', 'generator'], ['/app/generate', 'generator'], ['/app/templates', 'discovery'],
      ['/app/viral-library', 'discovery'], ['/app/creators', 'discovery'], ['/app/library', 'library'],
      ['/app/content-history', 'library'], ['/app/profile', 'auth'], ['/app/account-settings', 'auth'],
      ['/app/scheduler', 'scheduler'], ['/app/billing', 'billing'], ['/pricing', 'billing'],
    ];
    for (const [route, area] of ROUTE_AREAS) {
      await page.goto(route);
      await expect(page.locator(`main [data-area="${area}"]`).first(), route).toHaveAttribute('data-status', 'mounted');
    }
  });

  test('on a phone the sidebar is a drawer behind the Menu button and closes on navigation', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/dashboard');
    await areaMounted(page, 'generator');
    const side = page.getByRole('complementary', { name: 'App' });
    await expect(side).not.toBeInViewport();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(side).toBeInViewport();
    await side.getByRole('link', { name: 'Content History' }).click();
    await expect(page).toHaveURL(/\/app\/content-history$/);
    await expect(side).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  });

  test('login remembers the origin of a protected visit', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await page.goto('/content-history?from=test');
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.getByLabel(/email/i).first().fill(member.email);
    await page.getByLabel(/password/i).first().fill(member.password);
    await page.getByRole('button', { name: /sign in/i }).first().click();
    await expect(page).toHaveURL(/\/app\/content-history\?from=test$/);
  });

  test('one copy: react, react-dom, react-router, antd and shared load once across two areas', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const scripts: string[] = [];
    page.on('request', (r: Request) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/app/templates');
    await areaMounted(page, 'discovery');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Library' }).click();
    await areaMounted(page, 'library');
    await areaMounted(page, 'billing'); // the sidebar usage box: a third area

    // Chunk names carry the package path (named chunk ids); a library fetched from two builds would show two origins.
    const LIBS: Record<string, RegExp> = {
      react: /pnpm_react_\d/,
      'react-dom': /pnpm_react-dom_\d/,
      'react-router': /pnpm_react-router_\d/,
      'react-router-dom': /pnpm_react-router-dom_\d/,
      antd: /pnpm_(antd|ant-design)_/,
      'shared/api': /shared_src_api_/,
      'shared/auth': /shared_src_auth_/,
      'shared/bus': /shared_src_bus_/,
      'shared/constants': /shared_src_constants_/,
      'shared/platform': /shared_src_platform_/,
      'shared/ui': /shared_src_ui_/,
    };
    for (const [lib, re] of Object.entries(LIBS)) {
      const hits = scripts.filter((p) => re.test(path.basename(p)));
      const origins = new Set(hits.map((p) => path.dirname(p)));
      // react-router-dom is shared for areas that want it; the shell itself uses react-router directly.
      if (lib !== 'react-router-dom') expect(hits.length, `${lib} was never fetched`).toBeGreaterThan(0);
      if (hits.length === 0) continue;
      expect([...origins], `${lib} fetched from several builds: ${hits.join(', ')}`).toHaveLength(1);
      expect(new Set(hits).size, `${lib}: a chunk fetched twice`).toBe(hits.length);
    }
    // The federation runtime agrees: every container uses one provider per shared package.
    const providers = await page.evaluate(() => {
      const out: Record<string, string[]> = {};
      const scopes = (globalThis as any).__FEDERATION__?.__SHARE__ ?? {};
      for (const inst of Object.values<any>(scopes))
        for (const pkgs of Object.values<any>(inst))
          for (const [pkg, versions] of Object.entries<any>(pkgs))
            for (const info of Object.values<any>(versions)) if (info.loaded) (out[pkg] ??= []).push(info.from);
      return out;
    });
    for (const pkg of ['react', 'react-dom', 'react-dom/client', 'react-router', 'shared/ui', 'shared/bus', 'shared/auth', 'shared/platform']) {
      expect(new Set(providers[pkg] ?? []).size, `${pkg} providers: ${providers[pkg]}`).toBe(1);
    }
    expect(new Set(providers['react-router-dom'] ?? []).size).toBeLessThanOrEqual(1);
    // Each area's own code came from its own remote.
    for (const area of ['discovery', 'library', 'billing']) {
      expect(scripts.some((p) => p.startsWith(`/mfe/${area}/`))).toBe(true);
    }
  });
});

test.describe('the platform document', () => {
  test('one load per page, shared by the shell, the auth area and the generator', async ({ page, request, baseURL }) => {
    const loads: string[] = [];
    page.on('request', (r: Request) => {
      if (new URL(r.url()).pathname === '/remotes.json') loads.push(page.url());
    });
    // The shell registers the remotes from it; the auth area shows LinkedIn's Sandbox badge from it.
    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: /Continue with LinkedIn/ }).getByText('Sandbox')).toBeVisible();
    // Inlined into index.html by the server, or fetched once: never once per reader.
    expect(loads.length).toBeLessThanOrEqual(1);

    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    loads.length = 0;
    await page.goto('/app/generate');
    await expect(page.getByTestId('chat-footnote')).toContainText("PostPilot's built-in writer");
    await page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'Account Settings' }).click();
    await areaMounted(page, 'auth');
    expect(loads.length).toBeLessThanOrEqual(1);
  });
});

test.describe('deployment', () => {
  test('isolation: an unreachable remote shows an error card; the shell and other areas keep working', async ({ page, request }) => {
    const server = await startServer({ port: ownPort(0), env: { REMOTE_SCHEDULER_URL: 'http://127.0.0.1:9/mfe/scheduler/mf-manifest.json' } });
    try {
      const remotes = await (await request.get(`${server.url}/remotes.json`)).json();
      expect(remotes.remotes.scheduler).toBe('http://127.0.0.1:9/mfe/scheduler/mf-manifest.json');
      const member = await createMember(request, server.url);
      await signInPage(page, member);
      await page.goto(`${server.url}/app/scheduler`);
      const card = page.locator('[data-area="scheduler"]').getByRole('alert');
      await expect(card).toContainText('This section could not be loaded');
      await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      const side = page.getByRole('complementary', { name: 'App' });
      await side.getByRole('link', { name: 'Content History' }).click();
      await expect(page).toHaveURL(/\/app\/content-history$/);
      await areaMounted(page, 'library');
      await card.first().isHidden();
      await side.getByRole('link', { name: 'Scheduler' }).click();
      await expect(page.locator('[data-area="scheduler"]').getByRole('alert')).toBeVisible();
      await page.locator('[data-area="scheduler"]').getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('[data-area="scheduler"]').getByRole('alert')).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test("a remote's files gone (manifest left, every script deleted): its error card only; the shell and other areas work", async ({ page, request }) => {
    test.setTimeout(120_000);
    // A deployment folder: every app's build linked in, the library remote copied so its files can be deleted.
    const root = path.join(os.tmpdir(), `pp-gone-${Date.now()}`);
    for (const app of APPS) {
      mkdirSync(path.join(root, app), { recursive: true });
      if (app === 'mfe-library') cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(root, app, 'dist'), { recursive: true });
      else symlinkSync(path.join(REPO_ROOT, app, 'dist'), path.join(root, app, 'dist'));
    }
    const server = await startServer({ port: ownPort(0), env: { STATIC_ROOT: root } });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    try {
      const member = await createMember(request, server.url);
      await signInPage(page, member);
      const dist = path.join(root, 'mfe-library', 'dist');
      const scripts = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => /\.js(\.gz|\.br)?$/.test(f));
      expect(scripts.length).toBeGreaterThan(1);
      for (const f of scripts) rmSync(path.join(dist, f));
      // A missing script is a 404, never the app's HTML served in its place.
      const gone = await request.get(`${server.url}/mfe/library/remoteEntry.js`);
      expect([gone.status(), gone.headers()['content-type'] ?? '']).toEqual([404, expect.not.stringContaining('text/html')]);

      await page.goto(`${server.url}/app/library`);
      const area = page.locator('div.area[data-area="library"]');
      await expect(area.getByRole('alert')).toContainText('This section could not be loaded');
      await expect(area).toHaveAttribute('data-status', 'error');
      // Only the card: the area's own container stays hidden and empty, no spinner is left behind.
      await expect(area.locator(':scope > div[hidden]')).toBeEmpty();
      await expect(area.getByText('Loading library…')).toHaveCount(0);
      await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The shell and another area keep working.
      await page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'Scheduler' }).click();
      await areaMounted(page, 'scheduler');
      expect(pageErrors).toEqual([]);
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('Retry brings an area back once its remote is reachable again', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.route('**/mfe/scheduler/**', (route) => route.abort('connectionrefused'));
    await page.goto('/app/scheduler');
    const area = page.locator('[data-area="scheduler"]');
    await expect(area.getByRole('alert')).toContainText('This section could not be loaded');
    await page.unroute('**/mfe/scheduler/**');
    await area.getByRole('button', { name: 'Retry' }).click();
    await areaMounted(page, 'scheduler');
    await expect(area.getByRole('alert')).toHaveCount(0);
  });

  test('independent deployment: rebuilding one remote changes it without touching the host', async ({ page, request }) => {
    test.setTimeout(180_000);
    // A deployment folder: every app's build linked in, the library remote copied so it can be redeployed.
    const root = path.join(os.tmpdir(), `pp-deploy-${Date.now()}`);
    for (const app of APPS) {
      mkdirSync(path.join(root, app), { recursive: true });
      if (app === 'mfe-library') cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(root, app, 'dist'), { recursive: true });
      else symlinkSync(path.join(REPO_ROOT, app, 'dist'), path.join(root, app, 'dist'));
    }
    const hostDist = path.join(REPO_ROOT, 'host', 'dist');
    const hashHost = () =>
      Object.fromEntries(
        (readdirSync(hostDist, { recursive: true }) as string[])
          .filter((f) => statSync(path.join(hostDist, f)).isFile())
          .sort()
          .map((f) => [f, createHash('sha256').update(readFileSync(path.join(hostDist, f))).digest('hex')]),
      );
    const before = hashHost();
    const server = await startServer({ port: ownPort(1), env: { STATIC_ROOT: root } });
    try {
      const member = await createMember(request, server.url);
      await signInPage(page, member);
      await page.goto(`${server.url}/app/library`);
      await areaMounted(page, 'library');
      const label = `redeploy-${Date.now().toString(36)}`;
      await expect(page.getByText(`build ${label}`)).toHaveCount(0);

      execFileSync(path.join(REPO_ROOT, 'mfe-library', 'node_modules', '.bin', 'rspack'), ['build'], {
        cwd: path.join(REPO_ROOT, 'mfe-library'),
        env: { ...process.env, NODE_ENV: 'production', BUILD_LABEL: label, MFE_OUT_DIR: path.join(root, 'mfe-library', 'dist') },
        stdio: 'pipe',
      });
      await page.reload();
      await areaMounted(page, 'library');
      await expect(page.getByText(`build ${label}`)).toBeVisible();
      expect(hashHost()).toEqual(before);
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
