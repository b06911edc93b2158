import { describeEachDb } from '../../test/db';
import { STRIPE_CALLS_LIMIT } from './service';
import { billingTestApp, call, member, startCheckout } from './test-support';

/**
 * Every request that reaches Stripe counts against a per-member limit: one account looping on the portal, the
 * invoices or a checkout would otherwise spend the product's Stripe rate limit, and every member's checkout with it.
 */
describeEachDb('billing: requests that call Stripe are limited per member', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });

  it('past the limit a member gets 429 {detail} with Retry-After, from every Stripe-bound route; another member is not affected', async () => {
    // The limit counts in fixed one-minute windows: start early in one, so that this test's calls all fall in it.
    const intoWindow = Date.now() % STRIPE_CALLS_LIMIT.windowMs;
    if (intoWindow > STRIPE_CALLS_LIMIT.windowMs - 30_000) await new Promise((r) => setTimeout(r, STRIPE_CALLS_LIMIT.windowMs - intoWindow + 50));
    const a = await member(t);
    const b = await member(t);
    expect((await startCheckout(t, a.token, { planTier: 'comet' })).statusCode).toBe(200);
    for (let i = 1; i < STRIPE_CALLS_LIMIT.limit; i++) expect((await call(t, 'GET', '/api/billing/invoices', a.token)).statusCode).toBe(200);

    for (const [method, url, body] of [
      ['GET', '/api/billing/invoices'],
      ['POST', '/api/stripe/portal-session'],
      ['POST', '/api/stripe/create-checkout-session', { planTier: 'star' }],
      ['GET', '/api/stripe/checkout-session/cs_test_any'],
      ['POST', '/api/stripe/portal-return'],
    ] as const) {
      const refused = await call(t, method, url, a.token, body);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 429, { detail: 'Too many billing requests. Please wait a minute and try again.' }]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Reading the plan calls no Stripe and is not limited; another member's calls are theirs.
    expect((await call(t, 'GET', '/api/user/subscription', a.token)).statusCode).toBe(200);
    expect((await startCheckout(t, b.token, { planTier: 'comet' })).statusCode).toBe(200);
  }, 60_000);
});
