/**
 * Templates journeys (issue 8) in Chromium against the real server in local mode: the catalogue by category,
 * 'Create with AI' into the generator, locked premium cards, the server's refusal in the chat, the phone layout.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { createMember, savePersona, signInPage } from '../api';

const footer = (page: Page) => page.locator('.pp-tpl__footer');
const categories = (page: Page) => page.getByRole('navigation', { name: 'Template categories' });
const card = (page: Page, name: string) => page.locator('article.pp-tpl-card', { has: page.getByRole('heading', { name, exact: true }) });

async function freeMember(page: Page, request: Parameters<typeof createMember>[0], baseURL: string) {
  const member = await createMember(request, baseURL);
  await savePersona(request, baseURL, member);
  await signInPage(page, member);
  return member;
}

test.describe('Viral Templates', () => {
  test("category sidebar, then 'Create with AI' opens the generator with the template in the input", async ({ page, request, baseURL }) => {
    await freeMember(page, request, baseURL!);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r: Request) => {
      if (/\/api\/linkedin-gpt\/generate$/.test(r.url())) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto('/app/templates');
    await expect(page.getByRole('heading', { name: 'Viral Templates', level: 1 })).toBeVisible();
    const nav = categories(page).getByRole('button');
    await expect(nav).toHaveCount(10);
    for (const [i, label] of ['All', 'Funny', 'Announcement Stories', 'Struggle stories', 'Motivational Stories', 'Honest Confessions', 'Misconceptions', 'Controversial', 'Appreciating Others', 'Advice'].entries()) {
      await expect(nav.nth(i)).toContainText(label);
      await expect(nav.nth(i).getByText('premium')).toHaveCount(i >= 6 ? 1 : 0);
    }
    await expect(footer(page)).toHaveText(/^Showing (\d+) of \1 templates$/);
    // The upsell states the real numbers.
    await expect(page.locator('.pp-tpl-upsell')).toContainText(/^\d+ premium templates are locked on your plan\. Creator \(\$19\/month\) opens all \d+\./);

    // By keyboard: focus the category and press Enter.
    await nav.filter({ hasText: 'Motivational Stories' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/templates\?category=motivational$/);
    await expect(nav.filter({ hasText: 'Motivational Stories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('article.pp-tpl-card')).toHaveCount(6);
    await expect(footer(page)).toHaveText(/^Showing 6 of \d+ templates$/);

    const journey = card(page, 'Personal Journey');
    await expect(journey.locator('.pp-tpl-card__preview')).toContainText('[Years] ago I was [where you started].');
    await journey.getByText(/Structure · \d steps/).click();
    await expect(journey.getByRole('listitem').first()).toHaveText('Hook: where you started');
    await journey.getByRole('button', { name: 'Create with AI: Personal Journey' }).click();

    await page.waitForURL('**/app/generate');
    await expect(page.getByTestId('chat-input')).toHaveValue('Write a Personal Journey post about going from customer support to product manager in three years');
    await expect(page.locator('[data-kind=note]').filter({ hasText: 'Template selected: Personal Journey.' })).toBeVisible();
    // A template, even when its text is long enough to travel as viral_context.
    await expect(page.locator('.pp-gen__context')).toContainText('Template');
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.locator('[data-testid=chat-message][data-role=assistant][data-kind=reply]')).toHaveCount(1);
    await expect(page.locator('[data-kind=reply]').getByText('Personal Journey', { exact: true })).toBeVisible();
    // The template travels with its name on the first line (SPEC.md §7 sends 200+ characters as viral_context).
    const context = String(sent[0].template ?? sent[0].viral_context);
    expect(context.split('\n')[0]).toBe('Personal Journey');
  });

  test('a locked premium card cannot be used: disabled, the plan that opens it, the way to upgrade; the server refuses it too', async ({ page, request, baseURL }) => {
    await freeMember(page, request, baseURL!);
    await page.goto('/app/templates?category=controversial');
    await expect(categories(page).getByRole('button', { name: /Controversial/ })).toHaveAttribute('aria-pressed', 'true');
    const hot = card(page, 'Hot Take');
    await expect(hot.getByText('Premium', { exact: true })).toBeVisible();
    await expect(hot.getByRole('button', { name: /Create with AI: Hot Take/ })).toBeDisabled();
    await expect(hot.getByText('Premium template: opens on Creator ($19/month)')).toBeVisible();
    // Every card here is locked for a free member.
    await expect(page.locator('article.pp-tpl-card--locked')).toHaveCount(await page.locator('article.pp-tpl-card').count());
    await hot.getByRole('button', { name: 'Upgrade to use Hot Take' }).click();
    // The upgrade path opens Creator's checkout (Plan & Billing starts it from ?upgrade=comet).
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await expect(page.getByText('$19.00')).toBeVisible();

    // Sent by hand (?template=), the server refuses it; the chat says so instead of opening the credits modal.
    await page.goto('/app/generate?template=Hot%20Take');
    await expect(page.getByTestId('chat-input')).toHaveValue(/Hot Take/);
    await page.getByTestId('chat-input').fill('Write a Hot Take post about annual reviews');
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.getByTestId('template-refusal')).toContainText('Hot Take is a premium template. Upgrade to the Creator plan ($19/month) to write with it.');
    await expect(page.getByTestId('credits-modal')).toBeHidden();
    await expect(page.getByTestId('chat-input')).toHaveValue('Write a Hot Take post about annual reviews');
    await expect(page.getByTestId('usage-box').getByTestId('usage-meter')).toHaveAttribute('data-used', '0');
  });

  test('fits a 390 px phone: categories as a row of chips, one card per row, nothing wider than the screen', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await freeMember(page, request, baseURL!);
    await page.goto('/app/templates?category=advice');
    const chosen = categories(page).getByRole('button', { name: /Advice/ });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen).toBeInViewport();
    await expect(footer(page)).toHaveText(/^Showing 6 of \d+ templates$/);
    const boxes = await page.locator('article.pp-tpl-card').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().toJSON()));
    expect(boxes[1].top).toBeGreaterThan(boxes[0].bottom - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await categories(page).getByRole('button', { name: /^Funny/ }).click();
    await expect(card(page, 'Question Post').getByRole('button', { name: 'Create with AI: Question Post' })).toBeEnabled();
  });
});
