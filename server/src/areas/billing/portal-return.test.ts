import type { Db } from '../../platform/db';
import { describeEachDb } from '../../test/db';
import { billingTestApp, call, CARD_OK, member, payCheckout, pathOf, portalAction, signed, sendWebhook, startCheckout, stripeOf, subscriptionOf } from './test-support';
import { applySubscription } from './webhook-service';

/**
 * Coming back from Stripe's billing portal (`/app/billing?portal=return`, POST /api/stripe/portal-return). No webhook
 * is delivered here (late, or Stripe retrying after an outage): a plan changed or cancelled in the portal shows at
 * once, and a webhook that read Stripe before the member's return, landing after it, does not put the old plan back.
 */
describeEachDb('billing: back from the billing portal', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });
  const portalReturn = (token?: string) => call(t, 'POST', '/api/stripe/portal-return', token);

  async function payingComet() {
    const m = await member(t);
    const { url } = (await startCheckout(t, m.token, { planTier: 'comet' })).json();
    await payCheckout(t, url, CARD_OK);
    // Back from Checkout: the plan is stored without its webhook.
    expect((await call(t, 'GET', `/api/stripe/checkout-session/${pathOf(url).split('/').pop()}`, m.token)).json().subscription).toMatchObject({ subscription_tier: 'comet' });
    const portal = (await call(t, 'POST', '/api/stripe/portal-session', m.token)).json().url as string;
    const row = await t.db.selectFrom('billing_subscriptions').selectAll().where('user_id', '=', m.user.id).executeTakeFirstOrThrow();
    return { ...m, portal, subscriptionId: row.stripe_subscription_id };
  }

  it('a plan change and a cancel made in the portal show on return, without their webhooks', async () => {
    const a = await payingComet();
    expect((await portalAction(t, a.portal, 'change', { price: t.config.stripe.prices.star })).statusCode).toBe(303);
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet' });

    const back = await portalReturn(a.token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ subscription_tier: 'star', subscription_status: 'active', cancel_at_period_end: false });
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'star', plan: { name: 'Professional' } });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(400);

    await portalAction(t, a.portal, 'cancel');
    expect((await portalReturn(a.token)).json()).toMatchObject({ subscription_tier: 'star', cancel_at_period_end: true });
  });

  it('a webhook that read Stripe before the return and lands after it, or one replayed, does not undo the newer state', async () => {
    const a = await payingComet();
    const stripe = stripeOf(t);
    // The webhook's read of the subscription, before the member cancels in the portal…
    const staleReadAt = new Date().toISOString();
    const stale = await stripe.subscriptions.retrieve(a.subscriptionId);
    expect(stale.cancel_at_period_end).toBe(false);
    await portalAction(t, a.portal, 'cancel');
    expect((await portalReturn(a.token)).json()).toMatchObject({ subscription_tier: 'comet', cancel_at_period_end: true });
    // …stored after the return stored the newer one: nothing changes.
    await t.db.transaction().execute((trx) => applySubscription(t.ctx, trx as unknown as Db, stale, a.user.id, staleReadAt, true));
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet', cancel_at_period_end: true });

    // An event carrying the old object, delivered late or replayed: the webhook reads Stripe's current view.
    const event = { id: `evt_late_${a.user.id}`, object: 'event', type: 'customer.subscription.updated', created: Math.floor(Date.now() / 1000) - 60, data: { object: stale } };
    for (let i = 0; i < 2; i++) {
      const { payload, header } = signed(t, event);
      expect((await sendWebhook(t, payload, header)).statusCode).toBe(200);
    }
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet', cancel_at_period_end: true });
  });

  it("only the member's own subscription is read: another member's return changes nothing of theirs; no billing account reads nothing", async () => {
    const a = await payingComet();
    const b = await member(t);
    await portalAction(t, a.portal, 'change', { price: t.config.stripe.prices.nova });
    const other = await portalReturn(b.token);
    expect([other.statusCode, other.json()]).toEqual([200, expect.objectContaining({ subscription_tier: 'free', subscription_status: null, has_billing_account: false })]);
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet' });
    expect((await portalReturn(undefined)).statusCode).toBe(401);
    expect((await portalReturn(a.token)).json()).toMatchObject({ subscription_tier: 'nova' });
  });
});
