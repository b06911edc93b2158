import { describeEachDb } from '../../test/db';
import { type TestApp, createTestApp } from '../../test/app';
import { DEMO_MODE_MESSAGE } from './service';
import { deliverEvent } from '../../sandbox/stripe/jobs';
import { DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { billingTestApp, call, CARD_DECLINED, CARD_OK, eventually, member, pathOf, payCheckout, portalAction, startCheckout, startDelivery, stripeOf, subscriptionOf } from './test-support';

describeEachDb('billing: checkout, portal and trial through the Stripe sandbox', (dialect) => {
  const t = billingTestApp(dialect);

  const subscription = (token: string) => subscriptionOf(t, token);
  const checkout = (token: string, body: object) => startCheckout(t, token, body);

  it('refuses a stranger, an unknown tier and a priceId that is not the tier’s price', async () => {
    const a = await member(t);
    expect((await call(t, 'POST', '/api/stripe/create-checkout-session', undefined, { planTier: 'comet' })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user/subscription')).statusCode).toBe(401);
    const unknown = await checkout(a.token, { planTier: 'gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('Plan tier must be one of');
    const mismatch = await checkout(a.token, { planTier: 'comet', priceId: t.config.stripe.prices.star });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe('The chosen price does not match the Creator plan');
    const noTrialForStar = await checkout(a.token, { planTier: 'star', trial: true });
    expect(noTrialForStar.statusCode).toBe(400);
  });

  it("takes the pricing page's names of the tiers (SPEC §3: creator, professional, agency) as comet, star, nova", async () => {
    const a = await member(t);
    // The priceId is checked against the tier the name stands for: a wrong pairing would be 400.
    const res = await checkout(a.token, { planTier: 'professional', priceId: t.config.stripe.prices.star });
    expect([res.statusCode, res.json()]).toEqual([200, expect.objectContaining({ success: true, url: expect.any(String), demo_mode: false })]);
    const b = await member(t);
    const mismatch = await checkout(b.token, { planTier: 'agency', priceId: t.config.stripe.prices.comet });
    expect([mismatch.statusCode, mismatch.json()]).toEqual([400, { detail: 'The chosen price does not match the Agency plan' }]);
  });

  it('a new member is on the free plan with nothing from Stripe', async () => {
    const a = await member(t);
    expect(await subscription(a.token)).toEqual({
      subscription_tier: 'free',
      subscription_status: null,
      plan: { tier: 'free', name: 'Free', price: 0, ai_credits: 3 },
      current_period_end: null,
      cancel_at_period_end: false,
      trial_end: null,
      pending_tier: null,
      trial_used: false,
      has_billing_account: false,
      demo_mode: false,
    });
    expect((await call(t, 'GET', '/api/billing/invoices', a.token)).json()).toEqual({ invoices: [] });
    expect((await call(t, 'POST', '/api/stripe/portal-session', a.token)).statusCode).toBe(400);
  });

  it('a declined card changes nothing; 4242 makes the member Creator with 100 credits', async () => {
    const a = await member(t);
    const started = await checkout(a.token, { planTier: 'comet', priceId: t.config.stripe.prices.comet });
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body).toMatchObject({ success: true, demo_mode: false, error: null });
    expect(body.url).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/stripe/checkout/cs_test_`));

    const page = await t.app.inject({ method: 'GET', url: pathOf(body.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$19.00');
    expect(page.body).toContain('Sandbox');

    const declined = await payCheckout(t, body.url, CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    await new Promise((r) => setTimeout(r, 200));
    expect((await subscription(a.token)).subscription_tier).toBe('free');

    const paid = await payCheckout(t, body.url, CARD_OK);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicUrl}/app/billing?checkout=success&session_id=${pathOf(body.url).split('/').pop()}`);

    const sub = await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'comet');
    expect(sub).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active', cancel_at_period_end: false, has_billing_account: true });
    expect(Date.parse(sub.current_period_end)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const usage = (await call(t, 'GET', '/api/user/usage', a.token)).json();
    expect(usage.ai_credits_limit).toBe(100);
    expect((await call(t, 'GET', '/api/auth/me', a.token)).json()).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });

    const invoices = (await call(t, 'GET', '/api/billing/invoices', a.token)).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount_paid: 1900, status: 'paid', currency: 'usd' });

    // A paying member changes plan in the portal, not with a second subscription.
    const again = await checkout(a.token, { planTier: 'star' });
    expect(again.statusCode).toBe(409);
  });

  it('the portal changes the plan with proration, cancels at period end and resumes', async () => {
    const a = await member(t);
    const { url } = (await checkout(a.token, { planTier: 'comet' })).json();
    await payCheckout(t, url, CARD_OK);
    await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'comet');

    const portal = await call(t, 'POST', '/api/stripe/portal-session', a.token);
    expect(portal.statusCode).toBe(200);
    const portalUrl = portal.json().url as string;
    const page = await t.app.inject({ method: 'GET', url: pathOf(portalUrl) });
    expect(page.body).toContain('Switch to Professional');
    expect(page.body).toMatch(/\$\d+\.\d\d now \(prorated\)/);

    expect((await portalAction(t, portalUrl, 'change', { price: t.config.stripe.prices.star })).statusCode).toBe(303);
    await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'star');
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(400);
    const invoices = (await call(t, 'GET', '/api/billing/invoices', a.token)).json().invoices;
    expect(invoices).toHaveLength(2);
    // About a month left of a $19 → $39 change: close to $20, prorated.
    expect(invoices[0].amount_paid).toBeGreaterThan(1900);
    expect(invoices[0].amount_paid).toBeLessThanOrEqual(2000);

    await portalAction(t, portalUrl, 'cancel');
    const cancelled = await eventually(() => subscription(a.token), (s) => s.cancel_at_period_end);
    // Cancelling keeps the plan until the period ends.
    expect(cancelled).toMatchObject({ subscription_tier: 'star', subscription_status: 'active', cancel_at_period_end: true });

    await portalAction(t, portalUrl, 'resume');
    await eventually(() => subscription(a.token), (s) => !s.cancel_at_period_end);

    await portalAction(t, portalUrl, 'cancel');
    await eventually(() => subscription(a.token), (s) => s.cancel_at_period_end);
    await portalAction(t, portalUrl, 'advance');
    const ended = await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'free');
    expect(ended).toMatchObject({ subscription_tier: 'free', subscription_status: 'canceled' });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(3);
  });

  it('a failed renewal is past_due on the free plan until a new card pays it', async () => {
    const a = await member(t);
    const { url } = (await checkout(a.token, { planTier: 'comet' })).json();
    await payCheckout(t, url, CARD_OK);
    await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'comet');
    const portalUrl = (await call(t, 'POST', '/api/stripe/portal-session', a.token)).json().url;
    // Insufficient funds is saved as a card, then fails at the renewal.
    const saveFailing = await portalAction(t, portalUrl, 'payment-method', { ...CARD_OK, number: '4000 0000 0000 0341' });
    expect(saveFailing.statusCode).toBe(303);
    await portalAction(t, portalUrl, 'advance');
    const pastDue = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'past_due');
    // The renewal is not paid: no Creator and no Creator credits until it is (the plan matches what was paid).
    expect(pastDue).toMatchObject({ subscription_tier: 'free', pending_tier: 'comet', plan: { tier: 'free', ai_credits: 3 } });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(3);
    // Nor a second subscription: the owed one is fixed in the portal.
    const another = await checkout(a.token, { planTier: 'comet' });
    expect(another.statusCode).toBe(409);
    expect(another.json().detail).toContain('Fix payment method');
    await portalAction(t, portalUrl, 'payment-method', CARD_OK);
    const paid = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'active');
    expect(paid).toMatchObject({ subscription_tier: 'comet', pending_tier: null });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(100);
  });

  it('the free trial: Creator for 7 days without a card, once per member', async () => {
    const a = await member(t);
    const { url } = (await checkout(a.token, { planTier: 'comet', trial: true })).json();
    const page = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.body).toContain('7 days free');
    expect((await payCheckout(t, url, null)).statusCode).toBe(303);
    const trial = await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'comet');
    expect(trial).toMatchObject({ subscription_status: 'trialing', trial_used: true });
    expect(Math.abs(Date.parse(trial.trial_end) - (Date.now() + 7 * 86_400_000))).toBeLessThan(120_000);
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(100);

    // Without a card the trial ends by cancellation (Stripe's missing_payment_method: cancel).
    const portalUrl = (await call(t, 'POST', '/api/stripe/portal-session', a.token)).json().url;
    await portalAction(t, portalUrl, 'advance');
    await eventually(() => subscription(a.token), (s) => s.subscription_tier === 'free');

    const again = await checkout(a.token, { planTier: 'comet', trial: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('You have already used your free trial');
  });

  it('a checkout needs a card when there is no trial', async () => {
    const a = await member(t);
    const { url } = (await checkout(a.token, { planTier: 'nova' })).json();
    const res = await payCheckout(t, url, null);
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card number is incomplete.');
  });
});

describe('billing: payments switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PAYMENTS_ENABLED: 'false' } });
  });
  afterAll(() => t.close());

  it('answers demo_mode with the message of SPEC.md §8, and still checks the request', async () => {
    const a = await member(t);
    const res = await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'star' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, url: null, demo_mode: true, error: DEMO_MODE_MESSAGE });
    expect((await call(t, 'GET', '/api/user/subscription', a.token)).json().demo_mode).toBe(true);
    expect((await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'star', priceId: 'price_x' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/prices' })).statusCode).toBe(404);
  });
});

describeEachDb('billing: the member’s data and the sandbox’s deliveries', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });

  it('a refused delivery throws (the job retries it); an accepted one is marked delivered', async () => {
    const a = await member(t);
    const { url } = (await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'comet' })).json();
    await payCheckout(t, url, CARD_OK);
    const [event] = (await stripeOf(t).events.list({ type: 'checkout.session.completed', limit: 1 })).data;
    const wrongSecret = { ...t.ctx, config: { ...t.config, stripe: { ...t.config.stripe, webhookSecret: 'whsec_wrong' } } };
    await expect(deliverEvent(wrongSecret, event.id)).rejects.toThrow('answered 400');
    expect((await call(t, 'GET', '/api/user/subscription', a.token)).json().subscription_tier).toBe('free');
    await deliverEvent(t.ctx, event.id);
    expect((await call(t, 'GET', '/api/user/subscription', a.token)).json().subscription_tier).toBe('comet');
    expect((await stripeOf(t).events.retrieve(event.id)).pending_webhooks).toBe(0);
  });

  it('the export shows the plan; deleting the account cancels the subscription, and its late events are acknowledged', async () => {
    const runner = startDelivery(t);
    try {
      const a = await member(t);
      const { url } = (await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'star' })).json();
      await payCheckout(t, url, CARD_OK);
      await eventually(() => call(t, 'GET', '/api/user/subscription', a.token).then((r) => r.json()), (s) => s.subscription_tier === 'star');
      const exported = (await call(t, 'GET', '/api/user/export', a.token)).json();
      expect(exported.billing.subscription).toMatchObject({ subscription_tier: 'star', subscription_status: 'active' });

      const customer = (await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', a.user.id).executeTakeFirstOrThrow()).stripe_customer_id;
      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { authorization: `Bearer ${a.token}` }, payload: { password: DEFAULT_TEST_PASSWORD } });
      expect(deleted.statusCode).toBe(200);
      const subs = await stripeOf(t).subscriptions.list({ customer, status: 'all' });
      expect(subs.data.map((s) => s.status)).toEqual(['canceled']);
      // The deletion event reaches the endpoint after the member is gone: acknowledged, not retried forever.
      const [gone] = (await stripeOf(t).events.list({ type: 'customer.subscription.deleted', limit: 100 })).data.filter(
        (e) => (e.data.object as { customer: string }).customer === customer,
      );
      await eventually(() => stripeOf(t).events.retrieve(gone.id), (e) => e.pending_webhooks === 0);
    } finally {
      await runner.stop();
    }
  });
});
