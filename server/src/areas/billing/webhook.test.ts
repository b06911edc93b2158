import type Stripe from 'stripe';
import { describeEachDb } from '../../test/db';
import { billingTestApp, call, CARD_OK, member, payCheckout, portalAction, sendWebhook, signed, stripeOf, subscriptionOf } from './test-support';

/**
 * The webhook endpoint on its own: no delivery job runs here, so every event arrives only when a test sends it,
 * signed with the SDK's `webhooks.generateTestHeaderString`. The events are the sandbox's real ones.
 */
describeEachDb('billing: the Stripe webhook', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });

  const subscription = (token: string) => subscriptionOf(t, token);
  const handledCount = async () => Number((await t.db.selectFrom('billing_webhook_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  /** A member who paid for `tier` in the sandbox; nothing delivered yet. Returns the sandbox's events of it. */
  async function paidMember(tier: 'comet' | 'star' = 'comet') {
    const a = await member(t);
    const { url } = (await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: tier })).json();
    expect((await payCheckout(t, url, CARD_OK)).statusCode).toBe(303);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const session = await stripeOf(t).checkout.sessions.retrieve(sessionId);
    const events = async (type: string) =>
      (await stripeOf(t).events.list({ type, limit: 100 })).data.filter((e) => {
        const o = e.data.object as { id?: string; customer?: string };
        return o.customer === session.customer || o.id === session.customer;
      });
    return { ...a, session, events };
  }

  it('refuses a forged, a stale or a missing signature and changes nothing', async () => {
    const a = await paidMember();
    const [completed] = await a.events('checkout.session.completed');
    const before = await handledCount();

    const forged = signed(t, completed, { secret: 'whsec_not_the_secret' });
    const r1 = await sendWebhook(t, forged.payload, forged.header);
    expect(r1.statusCode).toBe(400);
    expect(r1.json()).toEqual({ detail: 'Webhook signature verification failed' });

    const stale = signed(t, completed, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await sendWebhook(t, stale.payload, stale.header)).statusCode).toBe(400);

    const good = signed(t, completed);
    expect((await sendWebhook(t, good.payload, undefined)).statusCode).toBe(400);
    // The body must be the one that was signed.
    const tampered = good.payload.replace(a.user.id, 'someone-else');
    expect((await sendWebhook(t, tampered, good.header)).statusCode).toBe(400);

    expect(await handledCount()).toBe(before);
    expect((await subscription(a.token)).subscription_tier).toBe('free');
  });

  it('handles the same event once', async () => {
    const a = await paidMember();
    const [completed] = await a.events('checkout.session.completed');
    const before = await handledCount();
    const first = signed(t, completed);
    const r1 = await sendWebhook(t, first.payload, first.header);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toEqual({ received: true });
    expect((await subscription(a.token)).subscription_tier).toBe('comet');

    // Redelivered (a new signature, as Stripe's retries carry): acknowledged, no second effect.
    const again = signed(t, completed);
    const r2 = await sendWebhook(t, again.payload, again.header);
    expect(r2.statusCode).toBe(200);
    expect(r2.json()).toEqual({ received: true, duplicate: true });
    expect(await handledCount()).toBe(before + 1);

    // Both at once: still one.
    const [created] = await a.events('customer.subscription.created');
    const results = await Promise.all([0, 1, 2].map(() => signed(t, created)).map((s) => sendWebhook(t, s.payload, s.header)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().duplicate).length).toBe(2);
    expect(await handledCount()).toBe(before + 2);
  });

  it('subscription.updated before checkout.session.completed still ends in the right state', async () => {
    const a = await paidMember('comet');
    // In Stripe the member then moves to Professional; the events of both changes arrive out of order.
    const portal = await stripeOf(t).billingPortal.sessions.create({ customer: a.session.customer as string });
    expect((await portalAction(t, portal.url, 'change', { price: t.config.stripe.prices.star })).statusCode).toBe(303);
    const [updated] = await a.events('customer.subscription.updated');
    const [completed] = await a.events('checkout.session.completed');
    expect(((updated.data.object as Stripe.Subscription).items.data[0].price.id)).toBe(t.config.stripe.prices.star);

    for (const event of [updated, completed]) {
      const s = signed(t, event);
      expect((await sendWebhook(t, s.payload, s.header)).statusCode).toBe(200);
    }
    expect(await subscription(a.token)).toMatchObject({ subscription_tier: 'star', subscription_status: 'active' });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(400);

    // A late, older snapshot (the comet one of subscription.created) does not move the plan back either.
    const [created] = await a.events('customer.subscription.created');
    const s = signed(t, created);
    await sendWebhook(t, s.payload, s.header);
    expect((await subscription(a.token)).subscription_tier).toBe('star');
  });

  it('a deletion that arrives before the creation leaves the member on the free plan', async () => {
    const a = await paidMember('comet');
    const sub = (a.session.subscription as string);
    await stripeOf(t).subscriptions.cancel(sub);
    const [deleted] = await a.events('customer.subscription.deleted');
    const [created] = await a.events('customer.subscription.created');
    for (const event of [deleted, created]) {
      const s = signed(t, event);
      await sendWebhook(t, s.payload, s.header);
    }
    expect(await subscription(a.token)).toMatchObject({ subscription_tier: 'free', subscription_status: 'canceled' });
  });

  it('invoice.payment_failed marks the plan past_due, on the free plan until it is paid', async () => {
    const a = await paidMember('comet');
    const portal = await stripeOf(t).billingPortal.sessions.create({ customer: a.session.customer as string });
    await portalAction(t, portal.url, 'payment-method', { ...CARD_OK, number: '4000000000000341' });
    await portalAction(t, portal.url, 'advance');
    const [failed] = await a.events('invoice.payment_failed');
    const s = signed(t, failed);
    expect((await sendWebhook(t, s.payload, s.header)).statusCode).toBe(200);
    expect(await subscription(a.token)).toMatchObject({ subscription_tier: 'free', subscription_status: 'past_due', pending_tier: 'comet' });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(3);
  });

  it.each(['incomplete', 'incomplete_expired', 'past_due', 'unpaid', 'paused'])(
    'a subscription that is %s gives neither the plan nor its credits',
    async (status) => {
      const a = await paidMember('star');
      const subId = a.session.subscription as string;
      // Stripe's subscription as it would be in that state (the webhook re-reads it from the sandbox).
      const row = await t.db.selectFrom('sandbox_stripe_objects').select('data').where('id', '=', subId).executeTakeFirstOrThrow();
      const sub = { ...JSON.parse(row.data), status };
      await t.db.updateTable('sandbox_stripe_objects').set({ data: JSON.stringify(sub) }).where('id', '=', subId).execute();
      const event = { id: `evt_status_${status}_${a.user.id}`, object: 'event', type: 'customer.subscription.updated', data: { object: sub } };
      const s = signed(t, event);
      expect((await sendWebhook(t, s.payload, s.header)).statusCode).toBe(200);
      const shown = await subscription(a.token);
      expect(shown).toMatchObject({ subscription_tier: 'free', subscription_status: status, plan: { tier: 'free', ai_credits: 3 } });
      expect(shown.pending_tier).toBe(['incomplete', 'past_due', 'unpaid'].includes(status) ? 'star' : null);
      expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(3);
      expect((await call(t, 'GET', '/api/auth/me', a.token)).json().subscription_tier).toBe('free');
    },
  );

  it('acknowledges events it does not act on, and ignores other customers', async () => {
    const event = { id: 'evt_unrelated_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_nobody', object: 'customer' } } };
    const s = signed(t, event);
    const res = await sendWebhook(t, s.payload, s.header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});
