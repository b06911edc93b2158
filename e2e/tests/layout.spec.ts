/**
 * Phone layouts of populated screens (the h4 sweep): what a real member's content does to a 390 px screen — a long
 * LinkedIn name, an invoice — and the keyboard in the phone's sidebar drawer.
 */
import { test, expect, type Page } from '@playwright/test';
import { createMember, savePersona, signInPage } from '../api';
import { opened, uniqueEmail } from './support';

/** 'Connect LinkedIn' in the scheduler's dialog, once the dialog has finished zooming in (see `opened`). */
async function connectInDialog(page: Page) {
  const connect = page.getByRole('dialog', { name: 'Connect LinkedIn Account' }).getByRole('button', { name: 'Connect LinkedIn' });
  await opened(connect);
  await connect.click();
}

const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test('the scheduler with a long LinkedIn name: the connection line wraps, the page does not scroll sideways', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const name = 'Maximiliana Alexandrina von Hohenzollern-Sigmaringen';
    await page.goto('/app/scheduler');
    await page.getByRole('button', { name: 'Connect LinkedIn Account' }).click();
    await connectInDialog(page);
    await page.getByTestId('identity-custom').check();
    await page.getByTestId('custom-name').fill(name);
    await page.getByTestId('custom-email').fill(uniqueEmail('layout'));
    await page.getByTestId('allow').click();
    await page.waitForURL('**/app/scheduler');
    const status = page.getByText(`LinkedIn connected as ${name}`);
    await expect(status).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('Plan & Billing: the invoices table fits its box, no column cut at the edge', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Bill Payer');
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/billing?upgrade=star');
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-exp').fill('12 / 34');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/app\/billing$/);
    const table = page.getByTestId('billing-invoices');
    await expect(table.getByRole('cell', { name: 'paid' })).toBeVisible();
    const wrap = page.getByRole('region', { name: 'Invoices table' });
    const [scroll, client] = await wrap.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll, 'the table is as wide as its box').toBeLessThanOrEqual(client);
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('the sidebar drawer opened from the keyboard takes the focus to its first link, on screen; Escape gives it back to the menu button', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Viral Templates' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const first = page.locator('aside.sidebar').getByRole('link', { name: 'LinkedIn GPT' });
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    // Drawn on top: the focused link is what a tap at its centre would reach, not something over it.
    expect(await first.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    })).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.app-layout--nav-open')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test.describe('keyboard focus after the scheduler form opens and closes', () => {
  test('"Schedule your first post" takes the focus to the post text; Cancel gives it to "+ Schedule New Post"', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/scheduler');
    const first = page.getByRole('button', { name: 'Schedule your first post' });
    await first.focus();
    await page.keyboard.press('Enter');
    const text = page.getByLabel('Post content');
    await expect(text).toBeFocused();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(text).toBeHidden();
    const newPost = page.getByRole('button', { name: '+ Schedule New Post' });
    await expect(newPost).toBeFocused();
    // The header's button: into the form, and back to it when the form closes.
    await page.keyboard.press('Enter');
    await expect(text).toBeFocused();
    await cancel.focus();
    await page.keyboard.press('Space');
    await expect(newPost).toBeFocused();
  });

  test('Cancel or Save changes on a post being edited gives the focus back to its Edit button', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/scheduler');
    await page.getByRole('button', { name: 'Connect LinkedIn Account' }).click();
    await connectInDialog(page);
    await page.getByTestId('identity-custom').check();
    await page.getByTestId('custom-name').fill('Edna Editor');
    await page.getByTestId('custom-email').fill(uniqueEmail('layout'));
    await page.getByTestId('allow').click();
    await page.waitForURL('**/app/scheduler');
    const r = await request.post('/api/scheduler/schedule', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { content: 'Edited by keyboard', scheduled_time: new Date(Date.now() + 3 * 86_400_000).toISOString(), timezone: 'UTC', platform: 'linkedin' },
    });
    expect(r.ok()).toBeTruthy();
    await page.reload();
    const edit = page.locator('[data-testid=scheduled-post]').filter({ hasText: 'Edited by keyboard' }).getByRole('button', { name: /^Edit post/ });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Post content')).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Post content')).toBeHidden();
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Post content')).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' again');
    await page.getByRole('button', { name: 'Save changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Post content')).toBeHidden();
    await expect(page.locator('[data-testid=scheduled-post]').filter({ hasText: 'Edited by keyboard again' })).toBeVisible();
    await expect(page.locator('[data-testid=scheduled-post]').filter({ hasText: 'Edited by keyboard again' }).getByRole('button', { name: /^Edit post/ })).toBeFocused();
  });
});

test.describe('accessible names', () => {
  test("a control with an icon is named by its text alone ('Create Post', not 'plus Create Post')", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const iconWord = /- (button|link|heading|tab)[^"]*"(plus|edit|copy|save|reload|delete|appstore|project|setting|logout|download|disconnect|linkedin|eye|key|bell|lock|history|calendar|clock-circle) /;
    for (const [path, named] of [
      ['/app/library', 'Create Post'],
      ['/app/account-settings', 'Export my data'],
      ['/app/content-history', 'Generate New Content'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button', { name: named, exact: true })).toBeVisible();
      expect(await page.getByRole('main').ariaSnapshot()).not.toMatch(iconWord);
    }
  });
});
