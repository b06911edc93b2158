/**
 * The first load (issue 7, README "How the first load works"): /, /pricing, /app/login and /app/signup paint from
 * HTML and CSS with no script at all (what is typed meanwhile is kept), and so do a member's frame and chat on
 * /app/generate (issue 13); an app page gets the remotes document and its area's files from the page itself (no
 * /remotes.json request); the prerendered screen gives way to the mounted area without a layout shift; and the
 * pricing screen's plan buttons, FAQ and calls to action.
 */
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { createMember, savePersona, signInPage, type Member } from '../api';

async function areaMounted(page: Page, area: string) {
  await expect(page.locator(`[data-area="${area}"][data-status="mounted"]`).first()).toBeVisible();
}

/** Holds every script of the page until the returned function is called (a visitor on a slow line). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The session cookie the app sets beside localStorage at sign-in: the server prerenders a member's pages by it. */
function sessionCookie(context: BrowserContext, baseURL: string, token: string) {
  return context.addCookies([{ name: 'auth_token', value: encodeURIComponent(token), url: baseURL }]);
}

/** Signed in as the app leaves a member after the sign-in: the token, the user and the session cookie. */
async function signedInAsAfterLogin(page: Page, request: APIRequestContext, baseURL: string, member: Member) {
  const me = await request.get(`${baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${member.token}` } });
  expect(me.ok()).toBe(true);
  await signInPage(page, member);
  await page.addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), await me.json());
  await sessionCookie(page.context(), baseURL, member.token);
}

/** The elements the page's layout shifts so far moved inside `within` (a selector), by class name. */
function shiftedWithin(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { sources: { node?: Node | null }[] })[]) {
            for (const { node } of e.sources) if (node instanceof Element && node.closest(selector)) moved.push(node.className);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 300);
      }),
    within,
  );
}

/** Sum of the page's layout shifts so far (the CLS of a short visit), from the browser's own entries. */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the landing page headline, styled, and its links', async ({ page }) => {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1, name: 'Write LinkedIn posts people actually stop scrolling for.' });
    await expect(h1).toBeVisible();
    // The shell's CSS is in the page: the headline is set in the landing page's large type.
    expect(await h1.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(30);
    await expect(page.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/app/signup');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Pricing']);
  });

  test('/app/login and /app/signup paint the styled sign-in card with no script', async ({ page }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // The area's CSS came with the HTML: the e-mail field is a bordered, full-width input, the button the brand blue.
    const email = page.locator('#login-email');
    await expect(email).toBeVisible();
    const box = page.locator('.pp-auth-input').first();
    expect(await box.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('solid');
    expect(await page.getByRole('button', { name: 'Sign In' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(10, 102, 194)');
    await page.goto('/app/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.locator('#signup-password')).toBeVisible();
  });

  test('/ FAQ opens and closes with no script (native details, one answer at a time)', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('.faq__item');
    await expect(items).toHaveCount(5);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await page.getByText('Can I cancel anytime?').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(page.getByText('you keep access until the end of the period', { exact: false })).toBeVisible();
    await page.getByText('Can I cancel anytime?').press('Enter');
    await expect(page.locator('.faq__item[open]')).toHaveCount(0);
  });

  test('/pricing shows the headline, the three plans from the catalogue, the FAQ and the calls to action', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans that pay for themselves in posts' })).toBeVisible();
    const plans = page.locator('.pp-plan');
    await expect(plans).toHaveCount(3);
    await expect(plans.locator('h2')).toHaveText(['Creator', 'Professional', 'Agency']);
    await expect(plans.locator('.pp-plan__amount')).toHaveText(['$19', '$39', '$59']);
    // Each card states its credits once, written as the rest of the app writes numbers.
    await expect(plans.locator('.pp-plan__credits')).toHaveText(['100 AI credits / month', '400 AI credits / month', '1,000 AI credits / month']);
    for (const card of await plans.all()) expect(((await card.innerText()).match(/AI credits/g) ?? []).length).toBe(1);
    await expect(page.locator('.pp-plan--popular')).toContainText('Most Popular');
    await expect(page.locator('.pp-plan--popular h2')).toHaveText('Professional');
    await expect(page.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', '/app/billing?plan=star');
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/');
    await expect(page.getByText('How does the free trial work?')).toBeVisible();
  });

  test("a member's /app/generate paints the shell's frame and the chat's first screen with no script; a visitor's does not", async ({ page, context, baseURL }) => {
    // The server looks only at whether the session cookie is there: what it paints names nobody.
    await sessionCookie(context, baseURL!, 'any');
    await page.goto('/app/generate');
    await expect(page.getByRole('heading', { level: 1, name: 'LinkedIn GPT' })).toBeVisible();
    await expect(page.getByTestId('chat-message')).toHaveCount(1);
    await expect(page.getByTestId('chat-message')).toContainText("Hi! I'm your LinkedIn GPT.");
    // The chat's CSS came with the HTML: the greeting is a bordered white bubble.
    expect(await page.locator('.pp-gen__bubble').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'LinkedIn GPT' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Generate' })).toHaveAttribute('aria-current', 'page');
    // Nothing that differs between members or deployments: no name (nor Logout beside it), no usage, no writer's
    // badge, no composer.
    await expect(page.getByTestId('profile-link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(page.locator('.sidebar__usage')).toHaveCount(0);
    await expect(page.getByTestId('writer-badge')).toHaveCount(0);
    await expect(page.getByTestId('earlier-chats')).toHaveCount(0);
    await expect(page.getByTestId('chat-input')).toHaveCount(0);
    await context.clearCookies();
    await page.goto('/app/generate');
    await expect(page.locator('#root .boot-spinner')).toHaveCount(1);
    await expect(page.locator('.pp-gen, .app-layout')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test('an app page gets the remotes document and its area from the page: no /remotes.json request', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/app/login');
    await areaMounted(page, 'auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(asked).not.toContain('/remotes.json');
    // The area's entry was asked for by the page's preload, before the shell's script ran.
    expect(await page.locator('link[rel="preload"][href$="/mfe/auth/remoteEntry.js"]').count()).toBe(1);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.1);
  });

  test('a member\'s app page makes no /remotes.json request either', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/app/generate');
    await areaMounted(page, 'generator');
    await areaMounted(page, 'billing');
    expect(asked).not.toContain('/remotes.json');
  });

  test('/ an answer opened before any script has run stays open once the app is live', async ({ page }) => {
    // The page's scripts are held until the visitor has used the prerendered FAQ, then let through.
    const release = await holdScripts(page);
    // 'commit': the shell's deferred script holds DOMContentLoaded back; the HTML is on screen all the same.
    await page.goto('/', { waitUntil: 'commit' });
    const items = page.locator('.faq__item');
    await page.getByText('Can I cancel anytime?').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-app'))).toBeNull();
    release();
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    // React's commit has replaced the prerendered FAQ; the answer the visitor opened is still the one open.
    await expect(page.locator('.faq__item[open]')).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(page.getByText('you keep access until the end of the period', { exact: false })).toBeVisible();
  });

  test('/ is hydrated, not rebuilt: the prerendered nodes are the live page, with no hydration error', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // A visitor whose clock is in another year than the build's: the footer says the visitor's year.
    await page.clock.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('.hero').waitFor();
    // Nodes of the HTML the server sent, before any script: React must adopt them, not replace them with copies.
    await page.evaluate(() => {
      const w = window as unknown as { sent: Element[] };
      w.sent = [...document.querySelectorAll('.topbar, .hero, .faq__item, .footer__legal')];
    });
    release();
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { sent: Element[] };
      return { count: w.sent.length, attached: w.sent.filter((n) => n.isConnected).length };
    });
    expect(kept.count).toBeGreaterThan(3);
    expect(kept.attached).toBe(kept.count);
    expect(problems).toEqual([]);
    await expect(page.locator('.footer__legal')).toContainText('© 2031 PostPilot');
    // And it is live: a link navigates in the page.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.topbar').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('/app/login: what a visitor typed before any script ran is kept, and the field keeps the focus', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/app/login', { waitUntil: 'commit' });
    // As a person would: the copy's controls say they are not ready (aria-disabled), which Playwright waits on, so
    // the actions are forced.
    await expect(page.locator('[data-prerendered-area="auth"] [aria-disabled="true"]')).toHaveCount(1);
    await page.locator('#login-email').fill('ada@example.com', { force: true });
    await page.locator('#login-remember').uncheck({ force: true });
    await page.locator('#login-password').click({ force: true });
    await page.keyboard.type('correct horse');
    // Enter submits nothing yet (a native submission would reload the page and lose it all).
    await page.keyboard.press('Enter');
    await expect(page.locator('#login-password')).toHaveValue('correct horse');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-app'))).toBeNull();
    release();
    await areaMounted(page, 'auth');
    await expect(page.locator('[data-prerendered-area]')).toHaveCount(0);
    await expect(page.locator('#login-email')).toHaveCount(1);
    await expect(page.locator('#login-email')).toHaveValue('ada@example.com');
    await expect(page.locator('#login-password')).toHaveValue('correct horse');
    await expect(page.locator('#login-remember')).not.toBeChecked();
    await expect(page.locator('#login-password')).toBeFocused();
    // Typing goes on in the mounted field, after what was there.
    await page.keyboard.type(' battery');
    await expect(page.locator('#login-password')).toHaveValue('correct horse battery');
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.1);
  });

  test("a screen's autoFocus takes effect when its area mounts", async ({ page }) => {
    // (A visitor who put the focus somewhere first keeps it there: the typed-before-scripts test above.)
    await page.goto('/app/login');
    await areaMounted(page, 'auth');
    await expect(page.locator('#login-email')).toBeFocused();
    await page.goto('/app/forgot-password');
    await areaMounted(page, 'auth');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('/app/signup: the page never holds two copies of the screen while the area takes over from the prerendered one', async ({ page }) => {
    // Counted after every change to the page, from its first byte to the mounted area: one field with each id,
    // one plan line, never the prerendered copy and the area's side by side (hidden or not).
    await page.addInitScript(() => {
      const w = window as unknown as { maxCopies: number };
      w.maxCopies = 0;
      new MutationObserver(() => {
        const fields = document.querySelectorAll('#signup-email').length;
        const lines = [...document.querySelectorAll('li')].filter((li) => li.textContent?.includes('AI credits per month')).length;
        w.maxCopies = Math.max(w.maxCopies, fields, lines);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/app/signup');
    await areaMounted(page, 'auth');
    await expect(page.locator('[data-prerendered-area]')).toHaveCount(0);
    await expect(page.locator('#signup-email')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { maxCopies: number }).maxCopies)).toBe(1);
  });

  test('/pricing: the prerendered screen gives way to the mounted area in place, once', async ({ page }) => {
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    await expect(page.locator('[data-prerendered-area]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.pp-plan')).toHaveCount(3);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.1);
  });

  test("/pricing loads no antd: the billing area's plain screens come from shared/kit, Plan & Billing brings antd", async ({ page, request, baseURL }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /\/mfe\/billing\/shared_src_kit_index_ts\./.test(u))).toBe(true);
    expect(scripts.filter((u) => /ant-design|antd|shared_src_ui_index_ts/.test(u))).toEqual([]);
    // A member's Plan & Billing (antd) loads it with the screen, themed (antd's primary button in the brand blue).
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/billing');
    await areaMounted(page, 'billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan & Billing' })).toBeVisible();
    await expect(page.locator('.pp-billing')).toBeVisible();
    expect(scripts.some((u) => /shared_src_ui_index_ts/.test(u))).toBe(true);
  });

  test("/app/login and /app/signup load no antd: the sign-in and sign-up screens are plain CSS, the account screens bring antd", async ({ page, request, baseURL }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/app/login');
    await areaMounted(page, 'auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /\/mfe\/auth\/shared_src_kit_index_ts\./.test(u))).toBe(true);
    expect(scripts.filter((u) => /ant-design|antd|shared_src_ui_index_ts/.test(u))).toEqual([]);
    // Nor is antd preloaded by the page.
    expect(await page.locator('link[rel="preload"][href*="shared_src_ui_index_ts"], link[rel="modulepreload"][href*="shared_src_ui_index_ts"]').count()).toBe(0);
    // A member's Account Settings (antd) loads it with the screen, themed (antd's primary button in the brand blue).
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/account-settings');
    await areaMounted(page, 'auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    expect(scripts.some((u) => /shared_src_ui_index_ts/.test(u))).toBe(true);
  });

  test("a member's /app/generate: the prerendered chat gives way to the mounted one in place, once, without a shift", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Grace Hopper');
    await savePersona(request, baseURL!, member);
    await signedInAsAfterLogin(page, request, baseURL!, member);
    // Counted after every change to the page: never two chats or two sidebars, hidden or not.
    await page.addInitScript(() => {
      const w = window as unknown as { maxCopies: number };
      w.maxCopies = 0;
      new MutationObserver(() => {
        w.maxCopies = Math.max(w.maxCopies, document.querySelectorAll('.pp-gen').length, document.querySelectorAll('aside.sidebar').length);
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdScripts(page);
    await page.goto('/app/generate', { waitUntil: 'commit' });
    const greeting = page.getByTestId('chat-message').first();
    await expect(page.locator('[data-prerendered-area="generator"]')).toHaveCount(1);
    await expect(greeting).toContainText("Hi! I'm your LinkedIn GPT.");
    const title = page.getByRole('heading', { level: 1, name: /LinkedIn GPT/ });
    const titleBefore = await title.boundingBox();
    const before = await greeting.boundingBox();
    const link = await page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'LinkedIn GPT' }).boundingBox();
    release();
    await areaMounted(page, 'generator');
    await expect(page.locator('[data-prerendered-area]')).toHaveCount(0);
    // The member's own parts arrive beside and below what was painted: the name, the writer's badge and the buttons
    // beside it, the composer.
    await expect(greeting).toContainText("Hi Grace! I'm your LinkedIn GPT.");
    await expect(page.getByTestId('profile-link')).toContainText('Grace Hopper');
    await expect(page.getByTestId('writer-badge')).toBeVisible();
    await expect(page.getByTestId('earlier-chats')).toBeVisible();
    await expect(page.getByTestId('chat-input')).toBeVisible();
    // The lazy sidebar has added the user menu below the links.
    await expect(page.locator('.sidebar__user')).toBeVisible();
    const after = await greeting.boundingBox();
    expect([after!.x, after!.y]).toEqual([before!.x, before!.y]);
    const titleAfter = await title.boundingBox();
    expect([titleAfter!.x, titleAfter!.y, titleAfter!.height]).toEqual([titleBefore!.x, titleBefore!.y, titleBefore!.height]);
    expect(await page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'LinkedIn GPT' }).boundingBox()).toEqual(link);
    expect(await page.evaluate(() => (window as unknown as { maxCopies: number }).maxCopies)).toBe(1);
    // Nothing painted before the area mounted moved: the top bar, the sidebar's links, the chat. (The sidebar's usage
    // box, mounted later from the billing area, grows upwards from the sidebar's foot on a desktop.)
    expect(await shiftedWithin(page, '.topbar, .sidebar__links, .app-main')).toEqual([]);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.01);
  });

  test("a member who tabbed into the prerendered frame keeps the focus there when the shell takes over", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signedInAsAfterLogin(page, request, baseURL!, member);
    const release = await holdScripts(page);
    await page.goto('/app/generate', { waitUntil: 'commit' });
    const sidebarLink = page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'Viral Library' });
    await sidebarLink.focus();
    release();
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    await areaMounted(page, 'generator');
    await expect(page.locator('.sidebar__user')).toBeVisible();
    await expect(sidebarLink).toBeFocused();
    // And the next Tab goes on from there.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'Content History' })).toBeFocused();
  });

  test("a visitor who tabbed into the prerendered top bar keeps the focus there (the sign-in's autoFocus gives way)", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/app/login', { waitUntil: 'commit' });
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    await pricing.focus();
    release();
    await areaMounted(page, 'auth');
    await expect(pricing).toBeFocused();
  });

  test("a member whose stored user is gone keeps the painted frame while the session is checked", async ({ page, context, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member); // the token only: the shell asks /api/auth/me who it is
    await sessionCookie(context, baseURL!, member.token);
    // Every painted frame from the first that shows the sidebar's links (the parsed HTML): whether they still do.
    await page.addInitScript(() => {
      const seen: boolean[] = ((window as unknown as { framesSeen: boolean[] }).framesSeen = []);
      const look = () => {
        const shown = !!document.querySelector('.sidebar__links a');
        if (shown || seen.length > 0) seen.push(shown);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/app/generate');
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Checking your session…' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'LinkedIn GPT' })).toBeVisible();
    answer();
    await areaMounted(page, 'generator');
    await expect(page.locator('.sidebar__user')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { framesSeen: boolean[] }).framesSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.indexOf(false)).toBe(-1);
  });

  test('/app/generate with a session cookie but no session: the member frame gives way to the sign-in page', async ({ page, context, baseURL }) => {
    await sessionCookie(context, baseURL!, 'stale');
    await page.goto('/app/generate');
    await expect(page).toHaveURL(/\/app\/login$/);
    await areaMounted(page, 'auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('.pp-gen, .app-layout, [data-prerendered-area]')).toHaveCount(0);
  });

  test("a member's /app/generate whose area cannot load: the error card replaces the prerendered chat", async ({ page, context, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await sessionCookie(context, baseURL!, member.token);
    await page.route('**/mfe/generator/**', (route) => route.abort('connectionrefused'));
    await page.goto('/app/generate');
    const area = page.locator('[data-area="generator"]');
    await expect(area.getByRole('alert')).toContainText('This section could not be loaded');
    await expect(page.locator('.pp-gen, [data-prerendered-area]')).toHaveCount(0);
    // The shell's own frame stays and works.
    await expect(page.getByRole('complementary', { name: 'App' }).getByRole('link', { name: 'LinkedIn GPT' })).toBeVisible();
  });

  test("a member's /app/generate loads no antd: the chat's first screen is plain CSS, its dialogs bring antd", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/app/generate');
    await areaMounted(page, 'generator');
    await expect(page.getByRole('heading', { level: 1, name: /LinkedIn GPT/ })).toBeVisible();
    await expect(page.getByTestId('chat-message').first()).toContainText("I'm your LinkedIn GPT");
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /\/mfe\/generator\/shared_src_kit_index_ts\./.test(u))).toBe(true);
    expect(scripts.filter((u) => /ant-design|antd|shared_src_ui_index_ts/.test(u))).toEqual([]);
    // Nor is antd preloaded by the page.
    expect(await page.locator('link[rel="preload"][href*="shared_src_ui_index_ts"], link[rel="modulepreload"][href*="shared_src_ui_index_ts"]').count()).toBe(0);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.1);
    // The earlier chats dialog (antd) loads it when opened, themed (its primary button in the brand blue).
    await page.getByRole('button', { name: 'Earlier chats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Earlier chats' });
    await expect(dialog).toBeVisible();
    expect(scripts.some((u) => /shared_src_ui_index_ts/.test(u))).toBe(true);
    expect(await dialog.getByTestId('earlier-chats-new').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(10, 102, 194)');
  });

  test('/pricing FAQ keeps one answer open; the calls to action lead to sign-up and home', async ({ page }) => {
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    const items = page.locator('.pp-faq__item');
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await page.getByText('What is an AI credit?').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await page.getByText('What is an AI credit?').press('Enter');
    await expect(page.locator('.pp-faq__item[open]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/app\/signup$/);
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    await page.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Write LinkedIn posts people actually stop scrolling for.' })).toBeVisible();
  });

  test('a visitor choosing a plan is asked to log in, and the plan is kept for after login', async ({ page }) => {
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await expect(page.getByText('Please login to subscribe to this plan')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('selected_plan'))).toBe('star');
  });

  test('a member choosing a plan goes to Plan & Billing with it', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/pricing');
    await areaMounted(page, 'billing');
    await page.getByRole('link', { name: 'Choose Agency' }).click();
    // Plan & Billing takes ?plan=nova and opens that plan's checkout at once (the sandbox's in local mode).
    await page.waitForURL(/\/app\/billing\?plan=nova$|\/sandbox\/stripe\/checkout\/cs_test_/);
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await expect(page.getByText('$59.00')).toBeVisible();
  });
});
