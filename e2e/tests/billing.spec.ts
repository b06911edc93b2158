/**
 * Billing journeys (issue 11) in Chromium against the real server in local mode: payments go through the Stripe
 * sandbox (the official SDK pointed at this server), its hosted Checkout and portal pages, and its signed webhooks.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, savePersona, signInPage, type Member } from '../api';
import { E2E_PORT } from '../playwright.config';
import { startServer } from '../server';

const toast = (page: Page, text: string | RegExp) => page.locator('.toaster').getByText(text);

async function payingMember(request: APIRequestContext, baseURL: string, page: Page): Promise<Member> {
  const member = await createMember(request, baseURL, 'Bill Payer');
  await savePersona(request, baseURL, member);
  await signInPage(page, member);
  return member;
}

async function subscription(request: APIRequestContext, baseURL: string, member: Member) {
  const r = await request.get(`${baseURL}/api/user/subscription`, { headers: { Authorization: `Bearer ${member.token}` } });
  expect(r.ok()).toBeTruthy();
  return r.json();
}

async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-exp').fill('12 / 34');
  await page.getByTestId('card-cvc').fill('123');
}

/** From Plan & Billing through the sandbox Checkout with a good card, back to Plan & Billing on Creator. */
async function upgradeToCreator(page: Page) {
  await page.goto('/app/billing?upgrade=comet');
  await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await page.waitForURL(/\/app\/billing$/);
  await expect(page.getByTestId('billing-plan')).toContainText('Creator');
}

test.describe('billing', () => {
  test('upgrade through the sandbox checkout: a declined card changes nothing, 4242 makes the member Creator with 100 credits', async ({ page, request, baseURL }) => {
    const member = await payingMember(request, baseURL!, page);
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Choose Creator' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
    await expect(page.getByText('$19.00')).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Your card was declined.');
    expect((await subscription(request, baseURL!, member)).subscription_tier).toBe('free');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/app\/billing$/);
    await expect(page.getByTestId('billing-plan')).toContainText('Creator');
    await expect(page.getByTestId('billing-status')).toHaveText('active');
    await expect(page.getByTestId('billing-renewal')).toContainText('Renews on');
    await expect(page.getByTestId('billing-invoices')).toContainText('$19.00');
    // The credit limit follows the plan: the sidebar's usage box refreshed.
    await expect(page.getByTestId('usage-box').getByTestId('usage-meter')).toHaveAttribute('data-limit', '100');
    expect(await subscription(request, baseURL!, member)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
  });

  test('cancel in the portal keeps the plan until the period ends: "Cancels on {date}"; resume; the Billing tab of Account Settings shows the same', async ({ page, request, baseURL }) => {
    const member = await payingMember(request, baseURL!, page);
    await upgradeToCreator(page);

    await page.getByRole('button', { name: 'Manage Plan' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\/bps_/);
    await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
    await page.getByTestId('cancel-plan').click();
    await expect(page.getByTestId('portal-status')).toContainText('Cancels on');
    await page.getByTestId('return').click();
    await page.waitForURL(/\/app\/billing/);

    const periodEnd = (await subscription(request, baseURL!, member)).current_period_end as string;
    const date = await page.evaluate((iso) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }), periodEnd);
    await expect(page.getByTestId('billing-renewal')).toHaveText(`Cancels on ${date}`);
    await expect(page.getByTestId('billing-plan')).toContainText('Creator');

    await page.goto('/app/account-settings');
    await page.getByRole('tab', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/app\/account-settings\?tab=billing$/);
    await expect(page.getByTestId('billing-renewal')).toHaveText(`Cancels on ${date}`);

    // Resume from the tab: the portal again.
    await page.getByRole('button', { name: 'Manage Plan' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\/bps_/);
    await page.getByTestId('resume-plan').click();
    await expect(page.getByTestId('portal-status')).toContainText('Renews on');
    await page.getByTestId('return').click();
    await expect(page.getByTestId('billing-renewal')).toContainText('Renews on');
  });

  test('a trial starts without a card, once', async ({ page, request, baseURL }) => {
    const member = await payingMember(request, baseURL!, page);
    await page.goto('/app/billing');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await expect(page.getByText('7 days free')).toBeVisible();
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/app\/billing$/);
    await expect(page.getByTestId('billing-plan')).toContainText('Creator');
    await expect(page.getByTestId('billing-status')).toHaveText('trialing');
    await expect(page.getByTestId('billing-renewal')).toContainText('Trial ends on');
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    expect(await subscription(request, baseURL!, member)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'trialing', trial_used: true });
    // 'Start Free Trial' on the pricing page, asked again, says why nothing starts.
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(toast(page, 'You already have a plan: use Manage Plan to change or cancel it.')).toBeVisible();
    // Acted on, '?trial=1' leaves the address.
    await expect(page).toHaveURL(/\/app\/billing$/);
  });

  test('a trial whose first payment fails is not a paid plan: past_due in red, the free credits, "Fix payment method" until a good card pays', async ({ page, request, baseURL }) => {
    // Two visits to the portal and three to Plan & Billing: three times the usual time budget.
    test.slow();
    const member = await payingMember(request, baseURL!, page);
    await page.goto('/app/billing');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    // A card that saves but declines when charged (Stripe's 4000 0000 0000 0341).
    await fillCard(page, '4000 0000 0000 0341');
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/app\/billing$/);
    await expect(page.getByTestId('billing-status')).toHaveText('trialing');

    // The trial ends (the portal's sandbox tool moves this subscription to its period end): the first invoice fails.
    await page.getByRole('button', { name: 'Manage Plan' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\/bps_/);
    await page.getByTestId('advance-period').click();
    await expect(page.getByTestId('portal-status')).toContainText('Payment failed');
    await page.getByTestId('return').click();
    await page.waitForURL(/\/app\/billing/);
    await expect(page.getByTestId('billing-status')).toHaveText('past_due');
    await expect(page.getByTestId('billing-status')).toHaveClass(/pp-billing__bad/);
    await expect(page.getByTestId('billing-renewal')).toContainText('Payment for Creator failed');
    await expect(page.getByTestId('billing-plan')).toContainText('Free');
    await expect(page.getByTestId('usage-box').getByTestId('usage-meter')).toHaveAttribute('data-limit', '3');
    expect(await subscription(request, baseURL!, member)).toMatchObject({ subscription_tier: 'free', subscription_status: 'past_due', pending_tier: 'comet' });
    await expect(page.getByRole('button', { name: 'Fix payment method' })).toBeVisible();

    // Outside Plan & Billing (the profile), the sidebar's usage box — billing's own remote — offers the same fix
    // instead of an upgrade.
    await page.goto('/app/profile');
    await expect(page.getByTestId('subscription-status')).toHaveText('past_due');
    // The profile's Subscription card (the auth area's) offers the fix too, not an upgrade.
    await expect(page.getByTestId('profile-fix-payment')).toHaveText('Fix payment method');
    await expect(page.getByRole('button', { name: /^Upgrade to/ })).toHaveCount(0);
    const fix = page.getByTestId('usage-box').getByTestId('usage-fix-payment');
    await expect(fix).toHaveText('Fix payment method');
    await expect(page.getByTestId('usage-box').getByText('Upgrade plan')).toHaveCount(0);
    await fix.click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\/bps_/);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-card').click();
    await expect(page.getByTestId('portal-status')).toContainText('Renews on');
    await page.getByTestId('return').click();
    await page.waitForURL(/\/app\/billing/);
    await expect(page.getByTestId('billing-status')).toHaveText('active');
    await expect(page.getByTestId('billing-plan')).toContainText('Creator');
    await expect(page.getByTestId('usage-box').getByTestId('usage-meter')).toHaveAttribute('data-limit', '100');
    await expect(page.getByTestId('usage-box').getByTestId('usage-fix-payment')).toHaveCount(0);
  });

  test('back from the portal the plan shows as changed there at once; after a paid plan ends, "Start Free Trial" gives the server\'s reason', async ({ page, request, baseURL }) => {
    // Three visits to the portal and Plan & Billing: three times the usual time budget.
    test.slow();
    const member = await payingMember(request, baseURL!, page);
    await upgradeToCreator(page);

    // Switched in the portal: the return reads the plan from Stripe (POST /api/stripe/portal-return), not waiting for
    // the webhook.
    await page.getByRole('button', { name: 'Manage Plan' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\/bps_/);
    await page.getByTestId('change-star').click();
    await expect(page.getByTestId('portal-notice')).toHaveText('Your plan was changed.');
    const reread = page.waitForResponse((r) => r.url().endsWith('/api/stripe/portal-return') && r.request().method() === 'POST');
    await page.getByTestId('return').click();
    expect((await reread).status()).toBe(200);
    await expect(page.getByTestId('billing-plan')).toContainText('Professional');
    await expect(page).toHaveURL(/\/app\/billing$/);

    // Cancelled, and its period over (the portal's sandbox tool): the free plan, and no trial for a former payer.
    await page.getByRole('button', { name: 'Manage Plan' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\/bps_/);
    await page.getByTestId('cancel-plan').click();
    await expect(page.getByTestId('portal-status')).toContainText('Cancels on');
    await page.getByTestId('advance-period').click();
    await expect(page.getByText('has no active plan.')).toBeVisible();
    await page.getByTestId('return').click();
    await expect(page.getByTestId('billing-status')).toHaveText('canceled');
    await expect(page.getByTestId('billing-plan')).toContainText('Free');
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    expect(await subscription(request, baseURL!, member)).toMatchObject({ subscription_tier: 'free', subscription_status: 'canceled', trial_used: true });

    await page.goto('/pricing');
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/stripe/create-checkout-session'));
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    const refusal = await asked;
    expect(JSON.parse(refusal.request().postData() ?? '{}')).toMatchObject({ trial: true });
    expect(refusal.status()).toBe(400);
    await expect(toast(page, 'The free trial is for members who have not had a plan yet')).toBeVisible();
    await expect(page.getByTestId('billing-error')).toHaveText('The free trial is for members who have not had a plan yet');
    // The one-shot '?trial=1' is gone once acted on: a reload shows the plan without asking for the trial again.
    await expect(page).toHaveURL(/\/app\/billing$/);
    let checkouts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/stripe/create-checkout-session')) checkouts++;
    });
    await page.reload();
    await expect(page.getByTestId('billing-plan')).toContainText('Free');
    await expect(page.getByTestId('billing-invoices')).toContainText('$');
    await expect(page.getByTestId('billing-error')).toHaveCount(0);
    await expect(toast(page, 'The free trial is for members who have not had a plan yet')).toHaveCount(0);
    expect(checkouts).toBe(0);
  });

  test("a visitor's plan choice survives login, then leads to that plan's checkout", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Visiting Vera');
    await savePersona(request, baseURL!, member);
    await page.goto('/pricing');
    // Clicked on the prerendered page before the area is live, the plan's link goes to Plan & Billing by itself
    // (login first, then back there, no toast): this test is about the area's own handling, so it waits for it.
    await expect(page.locator('[data-area="billing"][data-status="mounted"]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await expect(toast(page, 'Please login to subscribe to this plan')).toBeVisible();
    await page.waitForURL('**/app/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The plan is marked, and its one-shot query leaves the address (a reload does not mark it again).
    await expect(page.locator('[data-tier="star"]')).toHaveAttribute('data-chosen', 'true');
    await page.waitForURL(/\/pricing$/);
    await expect(page.locator('[data-tier="star"]')).toHaveAttribute('data-chosen', 'true');
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await expect(page.getByText('$39.00')).toBeVisible();
  });

  test('on a phone the plan chosen before login is shown whole, below the top bar, with its button focused', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const member = await createMember(request, baseURL!, 'Phone Pia');
    await signInPage(page, member);
    // Where login sends a visitor who chose Professional.
    await page.goto('/pricing?plan=star');
    const card = page.locator('[data-tier="star"]');
    await expect(card).toHaveAttribute('data-chosen', 'true');
    await expect(card.getByRole('link', { name: 'Choose Professional' })).toBeFocused();
    await page.waitForURL(/\/pricing$/);
    // Its name and its 'Most popular' badge are not under the sticky top bar, and its button is on the screen.
    await expect
      .poll(async () => {
        const barBottom = await page.locator('header.topbar').evaluate((el) => el.getBoundingClientRect().bottom);
        const box = await card.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        return box.top - 12 >= barBottom && box.bottom <= 844;
      })
      .toBe(true);
    await expect(card.getByRole('heading', { name: 'Professional' })).toBeInViewport();
  });

  test('the upgrade buttons of the product lead to the next plan’s checkout', async ({ page, request, baseURL }) => {
    await payingMember(request, baseURL!, page);
    await page.goto('/app/billing');
    await page.getByTestId('usage-box').getByRole('link', { name: /Upgrade plan/ }).click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await expect(page.getByText('$19.00')).toBeVisible();
    // Back from Stripe's page lands on Plan & Billing without starting another checkout.
    await page.getByTestId('checkout-cancel').click();
    await page.waitForURL(/\/app\/billing$/);
    await expect(toast(page, 'Checkout cancelled: nothing was charged.')).toBeVisible();
    await expect(page.getByTestId('billing-plan')).toContainText('Free');
  });

  test('the success URL visited by hand says nothing was paid and gives no plan: a made-up checkout, then one left unpaid', async ({ page, request, baseURL }) => {
    const member = await payingMember(request, baseURL!, page);
    await page.goto('/app/billing?checkout=success&session_id=cs_test_made_up');
    await page.waitForURL(/\/app\/billing$/);
    await expect(page.getByTestId('billing-plan')).toContainText('Free');
    await expect(page.getByTestId('billing-activating')).toBeHidden();

    // A real checkout of this member's, left unpaid on Stripe's page: its success URL typed by hand.
    await page.getByRole('button', { name: 'Upgrade to Creator' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').pop();
    await page.goto(`/app/billing?checkout=success&session_id=${sessionId}`);
    await expect(toast(page, 'That checkout was not completed: nothing was charged.')).toBeVisible();
    await expect(page.getByTestId('billing-activating')).toBeHidden();
    await expect(page.getByTestId('billing-plan')).toContainText('Free');
    expect(await subscription(request, baseURL!, member)).toMatchObject({ subscription_tier: 'free', subscription_status: null });
  });

  test("a paying member's upgrade button (the profile's) opens the billing portal to change plan; the plan they have says so", async ({ page, request, baseURL }) => {
    await payingMember(request, baseURL!, page);
    await upgradeToCreator(page);
    await page.goto('/app/profile');
    await page.getByRole('button', { name: 'Upgrade to Professional – $39/month' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal\//);
    await page.goto('/app/billing?upgrade=comet');
    await expect(toast(page, "You're already on Creator.")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/billing$/);
  });

  test('Agency, the top plan: the usage box offers Manage Plan instead of an upgrade, and it leads to Plan & Billing', async ({ page, request, baseURL }) => {
    await payingMember(request, baseURL!, page);
    await page.goto('/app/billing?upgrade=nova');
    await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/app\/billing$/);
    await expect(page.getByTestId('billing-plan')).toContainText('Agency');
    const box = page.getByTestId('usage-box');
    await expect(box.getByTestId('usage-meter')).toHaveAttribute('data-limit', '1000');
    await expect(box.getByRole('link', { name: /Upgrade plan/ })).toHaveCount(0);
    await page.goto('/app/library');
    await box.getByRole('link', { name: 'Manage Plan' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/billing$/);
    await expect(page.getByRole('button', { name: 'Manage Plan' })).toBeVisible();
  });

  test('invoices that cannot be read say so, with Retry, instead of "No invoices yet."', async ({ page, request, baseURL }) => {
    await payingMember(request, baseURL!, page);
    await upgradeToCreator(page);
    // Stripe unreachable for the invoice list (the server's 502): the browser's view of it.
    await page.route('**/api/billing/invoices', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ detail: 'The payment system could not be reached. Please try again.' }) }),
    );
    await page.reload();
    await expect(page.getByTestId('billing-invoices-failed')).toContainText('Your invoices could not be loaded right now.');
    await expect(page.getByText('No invoices yet.')).toHaveCount(0);
    await page.unroute('**/api/billing/invoices');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('billing-invoices')).toContainText('$19.00');
  });

  test('phone, with an invoice: Plan & Billing fits 390 px, passes axe, and its invoice table fits its box', async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await payingMember(request, baseURL!, page);
      await upgradeToCreator(page);
      await expect(page.getByTestId('billing-invoices')).toContainText('$19.00');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      // The table fits the phone (its description wraps, its cells are narrower): nothing to scroll sideways, no column cut.
      const region = page.getByRole('region', { name: 'Invoices table' });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  test('payments switched off: the upgrade buttons say so and nothing leaves the product', async ({ page, request }) => {
    // A server of its own, distinct per parallel worker (--repeat-each runs copies side by side): E2E_PORT + 1 + 2 × the
    // worker's index, as in platform.spec.ts (E2E_PORT + 1 + the index gave worker 1 the port of worker 0's second
    // server there, so two servers could ask for one port at once).
    const server = await startServer({ port: E2E_PORT + 1 + 2 * test.info().parallelIndex, env: { PAYMENTS_ENABLED: 'false' } });
    try {
      const member = await createMember(request, server.url, 'Demo Dana');
      await savePersona(request, server.url, member);
      await signInPage(page, member);
      await page.goto(`${server.url}/app/billing?upgrade=star`);
      const message = 'Payment processing is temporarily unavailable. Please contact support.';
      await expect(page.getByTestId('billing').getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upgrade to Professional' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/app/billing');
      await expect(page.getByText('Sandbox', { exact: true })).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
});
