/**
 * Accessibility (issue 13): axe-core on every screen, as a visitor and as a member, on desktop and on a phone —
 * zero serious or critical violations — and a keyboard pass over each screen: every Tab stop shows a visible focus.
 * Runs in the system Chromium like every other spec.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { createMember, savePersona, signInPage } from '../api';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The axe-core that @axe-core/playwright ships, minified (the same engine and rules as AxeBuilder runs). */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

const VISITOR_SCREENS = ['/', '/pricing', '/terms', '/privacy', '/app/login', '/app/signup', '/app/forgot-password', '/app/email-verification'];
const MEMBER_SCREENS = [
  '/app/dashboard',
  '/app/generate',
  '/app/templates',
  '/app/viral-library',
  '/app/creators',
  '/app/library',
  '/app/content-history',
  '/app/scheduler',
  '/app/profile',
  '/app/account-settings',
  '/app/billing',
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/**
 * Known serious or critical violations, by screen and rule, each with its reason (and the note to the area that
 * owns the screen). An entry that no longer fails makes the test fail, so none outlives its fix.
 */
const KNOWN: Record<string, string> = {}; // '<device> <path> axe' → reason; empty since the contrast fixes

async function settle(page: Page, path: string) {
  await page.goto(path);
  // The area's screen has mounted (its main heading, and no prerendered copy left in its place: the server paints
  // /app/login and /app/signup before the area runs, and the area swaps in once its first render is done), and
  // nothing is still loading.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-prerendered-area]')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('load');
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  // Styles are read as they end up, not mid-transition (axe's contrast and the focus check below).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
}

/**
 * The serious and critical violations of the page. A page without frames is checked with one `axe.run` in the page,
 * keeping only the violations: AxeBuilder's default path injects axe twice (the page and a blank page) and carries
 * every node of every passing rule across to the blank page to finish the run, 3 to 5 times slower here for the
 * same findings. A page with frames goes through AxeBuilder, which checks inside them too.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  type Found = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
  let violations: Found[];
  if (page.frames().length > 1) {
    violations = (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
  } else {
    await page.evaluate(AXE_SOURCE);
    violations = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Found[] }> } }).axe;
      const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    }, TAGS);
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Runs in the page. 'active': whether the focused element is drawn with a visible focus. 'all': every element Tab
 * can reach, focused in turn (after a real Tab press, so :focus-visible applies); those drawn with no focus are
 * marked `data-a11y-recheck` with their number. Visible focus: an outline, or a ring, border or background that
 * differs from the unfocused look, on the element or on the wrapper drawing its frame (antd's affix wrapper, a
 * field's box).
 */
function inspectFocus(mode: 'active' | 'all'): { checked: number; invisible: string[] } | null {
  const label = (el: HTMLElement) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  const visible = (el: HTMLElement) => {
    const boxes = [el, el.parentElement, el.parentElement?.parentElement].filter((b): b is HTMLElement => Boolean(b));
    const look = () =>
      boxes.map((b) => {
        const st = getComputedStyle(b);
        return `${st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0 ? 'outline' : ''}|${st.boxShadow}|${st.borderColor}|${st.backgroundColor}`;
      });
    const focused = look();
    el.blur();
    const blurred = look();
    el.focus();
    return focused[0].startsWith('outline') || focused.some((f, i) => f !== blurred[i]);
  };
  if (mode === 'active') {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    return { checked: 1, invisible: visible(el) ? [] : [label(el)] };
  }
  const invisible: string[] = [];
  let checked = 0;
  for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]')) {
    // What Tab reaches: in the tab order, enabled, rendered, not hidden from everyone.
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert], [aria-hidden="true"]')) continue;
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    el.focus();
    if (document.activeElement !== el) continue;
    checked += 1;
    if (!visible(el)) {
      el.setAttribute('data-a11y-recheck', String(invisible.length));
      invisible.push(label(el));
    }
  }
  return { checked, invisible };
}

/**
 * The keyboard pass over every Tab stop of the screen. The first `stops` Tab presses as a keyboard user makes them,
 * each landing on an element drawn with a visible focus; then every other element Tab can reach, focused in turn in
 * one step. An element that shows no focus that way is checked once more by the keyboard itself (Shift+Tab, Tab
 * onto it), since some widgets (antd's tabs) draw their ring only after a key press.
 */
async function keyboardPass(page: Page, stops = 12): Promise<string[]> {
  const problems: string[] = [];
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(inspectFocus, 'active' as const);
    if (!found) break;
    problems.push(...found.invisible);
  }
  const all = (await page.evaluate(inspectFocus, 'all' as const))!;
  expect(all.checked, 'elements a keyboard can reach on the screen').toBeGreaterThan(0);
  for (const [n, label] of all.invisible.entries()) {
    await page.locator(`[data-a11y-recheck="${n}"]`).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const again = await page.evaluate((k) => document.activeElement?.getAttribute('data-a11y-recheck') === String(k), n);
    const found = again ? await page.evaluate(inspectFocus, 'active' as const) : null;
    if (!found || found.invisible.length > 0) problems.push(label);
  }
  return [...new Set(problems)].map((l) => `no visible focus on ${l}`);
}

/** Every problem found, screen by screen, against KNOWN: nothing unexpected, and no KNOWN entry that passes now. */
function expectClean(found: Record<string, string[]>) {
  const unexpected = Object.fromEntries(Object.entries(found).filter(([key, list]) => list.length > 0 && !KNOWN[key]));
  const fixed = Object.keys(found).filter((key) => KNOWN[key] && found[key].length === 0);
  expect({ unexpected, fixedKnown: fixed }).toEqual({ unexpected: {}, fixedKnown: [] });
}

// One test per screen and device: each has its own time budget and a failure names its screen; they share nothing,
// so both workers take them.
test.describe.configure({ mode: 'parallel' });
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility, ${device}`, () => {
    test.use({ viewport });

    for (const path of VISITOR_SCREENS) {
      test(`visitor ${path}: no serious or critical axe violations, a visible focus on every Tab stop`, async ({ page }) => {
        await settle(page, path);
        expectClean({ [`${device} ${path} axe`]: await seriousViolations(page), [`${device} ${path} focus`]: await keyboardPass(page) });
      });
    }

    for (const path of MEMBER_SCREENS) {
      test(`member ${path}: no serious or critical axe violations, a visible focus on every Tab stop`, async ({ page, request, baseURL }) => {
        const member = await createMember(request, baseURL!);
        await savePersona(request, baseURL!, member);
        await signInPage(page, member);
        await settle(page, path);
        expectClean({ [`${device} ${path} axe`]: await seriousViolations(page), [`${device} ${path} focus`]: await keyboardPass(page) });
      });
    }
  });
}

test.describe('accessibility, phone drawer', () => {
  test.use({ viewport: VIEWPORTS.phone });
  test('the closed sidebar drawer is out of the Tab order; opened, Tab reaches its links, on screen', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await settle(page, '/app/library');
    // From the top bar's last control, Tab goes on into the page, not through the drawer's links off screen.
    await page.locator('.topbar__logout > button').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('button', { name: 'Grid' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Content History' })).toBeHidden();
    // Opened with the keyboard, the drawer's first link follows the menu button.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.app-layout--nav-open')).toHaveCount(1);
    await page.locator('.topbar__logout > button').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('aside.sidebar').getByRole('link', { name: 'LinkedIn GPT' })).toBeFocused();
    await expect(page.locator('aside.sidebar').getByRole('link', { name: 'LinkedIn GPT' })).toBeInViewport();
  });
});

/**
 * Hovered buttons keep their contrast: each primary button of the screen under the pointer, checked by axe's
 * color-contrast rule (antd's derived hover blue put white text at 3.9:1).
 */
test.describe('accessibility, hover', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  const HOVERED: [who: 'visitor' | 'member', path: string][] = [['visitor', '/app/login'], ['visitor', '/pricing'], ['member', '/app/scheduler'], ['member', '/app/library']];
  for (const [who, path] of HOVERED) {
    test(`${who} ${path}: primary buttons under the pointer keep a 4.5:1 contrast`, async ({ page, request, baseURL }) => {
      if (who === 'member') {
        const member = await createMember(request, baseURL!);
        await savePersona(request, baseURL!, member);
        await signInPage(page, member);
      }
      await settle(page, path);
      await page.evaluate(AXE_SOURCE);
      const buttons = page.locator('.ant-btn-primary:visible, .pp-kit-button:visible, .pp-btn--primary:visible, .pp-kit-btn--primary:visible, .btn-primary:visible');
      const count = await buttons.count();
      expect(count, 'primary buttons on the screen').toBeGreaterThan(0);
      const found: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const button = buttons.nth(i);
        if (await button.isDisabled()) continue;
        await button.hover();
        const ids = await button.evaluate(async (el) => {
          const axe = (window as unknown as { axe: { run: (ctx: Element, o: object) => Promise<{ violations: { id: string }[] }> } }).axe;
          return (await axe.run(el, { runOnly: ['color-contrast'], resultTypes: ['violations'] })).violations.map((v) => v.id);
        });
        if (ids.length) found.push(`${(await button.innerText()).trim()}: ${ids.join(', ')}`);
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('accessibility, profile setup by keyboard', () => {
  test('each step takes the focus: the writing style step its chosen option (or the first), also when coming Back to it', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/generate');
    const dialog = page.getByRole('dialog', { name: /Set up your profile/ });
    await expect(dialog.getByLabel('Your role or title')).toBeFocused();
    await page.keyboard.type('Head of Growth');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Your industry')).toBeFocused();
    await page.keyboard.type('B2B SaaS');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Your target audience')).toBeFocused();
    await page.keyboard.type('Founders');
    await page.keyboard.press('Enter');
    // Nothing chosen yet: the first option has the focus, and the arrows choose.
    await expect(dialog.getByRole('radio', { name: 'Professional and authoritative', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const friendly = dialog.getByRole('radio', { name: 'Friendly and conversational', exact: true });
    await expect(friendly).toBeChecked();
    await expect(friendly).toBeFocused();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Describe yourself')).toBeFocused();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(friendly).toBeFocused();
  });
});

test.describe('accessibility, sidebar user menu', () => {
  test('the arrow keys work the menu its role promises: ArrowDown opens it on its first item, the arrows, Home and End move between items', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/account-settings');
    const toggle = page.locator('.usermenu__toggle');
    const menu = page.getByRole('menu');
    const settings = menu.getByRole('menuitem', { name: 'Account Settings' });
    const logout = menu.getByRole('menuitem', { name: 'Logout' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(logout).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Home');
    await expect(settings).toBeFocused();
    await page.keyboard.press('End');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // ArrowUp on the closed toggle opens it on its last item; Enter still opens it with the focus kept on the toggle.
    await page.keyboard.press('ArrowUp');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(settings).toBeFocused();
  });
});
