import type Stripe from 'stripe';
import { describeEachDb } from '../../test/db';
import type { TestApp } from '../../test/app';
import { deliverEvent } from '../../sandbox/stripe/jobs';
import { refundDuplicate } from './webhook-service';
import { CARD_OK, billingTestApp, eventually, member, payCheckout, startCheckout, stripeOf, subscriptionOf } from './test-support';

const BEING_STARTED = 'A checkout is already being started. Please wait a moment.';
const ALREADY_SUBSCRIBED = 'You already have a plan: use Manage Plan to change or cancel it';

async function customerOf(t: TestApp, userId: string): Promise<string> {
  return (await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', userId).executeTakeFirstOrThrow()).stripe_customer_id;
}

/** Every Checkout Session the sandbox holds for a customer (what Stripe would let the member complete, and more). */
async function checkoutsOf(t: TestApp, customer: string) {
  const rows = await t.db.selectFrom('sandbox_stripe_objects').select('data').where('type', '=', 'checkout.session').where('customer', '=', customer).execute();
  return rows.map((r) => JSON.parse(r.data) as { id: string; status: string; url: string });
}

const subscriptionsOf = async (t: TestApp, customer: string) => (await stripeOf(t).subscriptions.list({ customer, status: 'all' })).data;

/** The events the sandbox emitted about a customer, oldest first. */
async function eventsOf(t: TestApp, customer: string): Promise<Stripe.Event[]> {
  const all = (await stripeOf(t).events.list({ limit: 100 })).data;
  return all.filter((e) => (e.data.object as { customer?: string }).customer === customer).reverse();
}

/** What a subscription's invoices took, and how much of it was refunded (and why), read through Stripe's API. */
async function moneyOf(t: TestApp, subscription: string) {
  const stripe = stripeOf(t);
  let paid = 0;
  let refunded = 0;
  const reasons = new Set<string | null>();
  for (const invoice of (await stripe.invoices.list({ subscription, status: 'paid' })).data) {
    for (const payment of (await stripe.invoicePayments.list({ invoice: invoice.id!, status: 'paid' })).data) {
      paid += payment.amount_paid ?? 0;
      for (const refund of (await stripe.refunds.list({ payment_intent: payment.payment.payment_intent as string })).data) {
        refunded += refund.amount;
        reasons.add(refund.reason);
      }
    }
  }
  return { paid, refunded, reasons: [...reasons] };
}

/**
 * One open checkout per member, by construction (billing_checkout_claims): simultaneous requests cannot make two
 * checkouts that could both be paid. No delivery job runs here: a checkout paid but not yet reported by its webhook is
 * the case the claim has to get right on its own.
 */
describeEachDb('billing: one open checkout per member, under concurrent requests', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });

  it('eight simultaneous checkouts make one; another plan replaces it (the first can no longer be paid); a paid one refuses the rest', async () => {
    const a = await member(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => startCheckout(t, a.token, { planTier: 'comet' })));
    for (const r of results) {
      if (r.statusCode === 200) expect(r.json()).toMatchObject({ success: true, demo_mode: false });
      else expect([r.statusCode, r.json().detail]).toEqual([409, BEING_STARTED]);
    }
    const urls = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().url as string));
    expect(urls.size).toBe(1);
    const customer = await customerOf(t, a.user.id);
    expect(await checkoutsOf(t, customer)).toHaveLength(1);
    const [comet] = [...urls];

    // The same plan again (another tab): the same checkout. Another plan: the open one is expired at Stripe first.
    expect((await startCheckout(t, a.token, { planTier: 'comet' })).json().url).toBe(comet);
    const star = (await startCheckout(t, a.token, { planTier: 'star' })).json().url as string;
    expect(star).not.toBe(comet);
    expect((await checkoutsOf(t, customer)).map((c) => c.status).sort()).toEqual(['expired', 'open']);
    const late = await payCheckout(t, comet, CARD_OK);
    expect(late.body).toContain('This checkout is expired.');

    // Paid, its webhook not delivered yet: every new checkout, paid or trial, is refused; still one subscription.
    expect((await payCheckout(t, star, CARD_OK)).statusCode).toBe(303);
    const after = await Promise.all(
      ['comet', 'star', 'nova', 'comet', 'star', 'nova', 'comet', 'comet'].map((planTier, i) => startCheckout(t, a.token, { planTier, trial: i >= 6 })),
    );
    expect(after.map((r) => r.statusCode)).toEqual(Array(8).fill(409));
    for (const r of after) expect([ALREADY_SUBSCRIBED, BEING_STARTED, 'Your free trial is already being started. Please wait a moment.']).toContain(r.json().detail);
    expect(after.filter((r) => r.json().detail === ALREADY_SUBSCRIBED).length).toBeGreaterThan(0);
    expect((await subscriptionsOf(t, customer)).map((s) => s.status)).toEqual(['active']);
    expect((await checkoutsOf(t, customer)).filter((c) => c.status === 'open')).toEqual([]);
    // A refused trial request gave its trial claim back: the trial is not spent by a refusal.
    expect(await t.db.selectFrom('billing_trial_claims').selectAll().where('user_id', '=', a.user.id).execute()).toEqual([]);
  });

  it('eight simultaneous checkouts for different plans leave one open checkout; paying every url at once makes one subscription', async () => {
    const a = await member(t);
    const tiers = ['comet', 'star', 'nova', 'comet', 'star', 'nova', 'star', 'comet'];
    const results = await Promise.all(tiers.map((planTier, i) => startCheckout(t, a.token, { planTier, trial: i === 7 })));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const urls = [...new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().url as string))];
    expect(urls.length).toBeGreaterThanOrEqual(1);
    const customer = await customerOf(t, a.user.id);
    expect((await checkoutsOf(t, customer)).filter((c) => c.status === 'open')).toHaveLength(1);

    // A second round of mixed requests once the first checkout exists: it is replaced, never joined by another.
    const again = await Promise.all(tiers.map((planTier) => startCheckout(t, a.token, { planTier })));
    expect(again.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const r of again) urls.push(r.statusCode === 200 ? r.json().url : null);
    expect((await checkoutsOf(t, customer)).filter((c) => c.status === 'open')).toHaveLength(1);

    const every = [...new Set(urls.filter(Boolean) as string[])];
    await Promise.all(every.map((url) => payCheckout(t, url, CARD_OK)));
    expect((await subscriptionsOf(t, customer)).filter((s) => s.status !== 'canceled')).toHaveLength(1);
  });
});

/**
 * Should two subscriptions be paid anyway (a checkout made outside the product, a claim taken over from a request
 * that crashed after making its checkout), the webhook keeps the member's first one and cancels the extra at Stripe.
 */
describeEachDb('billing: a second paid subscription is cancelled by the webhook', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });

  /** A Checkout Session made straight through the SDK, as the product would make it, bypassing its claim. */
  async function rogueCheckout(userId: string, customer: string, tier: 'comet' | 'star' | 'nova') {
    const metadata = { user_id: userId, tier };
    const session = await stripeOf(t).checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price: t.config.stripe.prices[tier], quantity: 1 }],
      success_url: `${t.config.publicUrl}/app/billing?checkout=success`,
      metadata,
      subscription_data: { metadata },
    });
    return session.url!;
  }

  it('events of two paid checkouts delivered at once leave one live subscription, the one the plan shows', async () => {
    const a = await member(t);
    const first = (await startCheckout(t, a.token, { planTier: 'comet' })).json().url as string;
    const customer = await customerOf(t, a.user.id);
    const second = await rogueCheckout(a.user.id, customer, 'star');
    const third = await rogueCheckout(a.user.id, customer, 'nova');
    await Promise.all([first, second, third].map((url) => payCheckout(t, url, CARD_OK)));
    expect((await subscriptionsOf(t, customer)).filter((s) => s.status === 'active')).toHaveLength(3);

    // Every event of the three, all at once (as a busy endpoint receives them), then whatever the cancellations emitted.
    await Promise.all((await eventsOf(t, customer)).map((e) => deliverEvent(t.ctx, e.id)));
    for (let round = 0; round < 3; round++) {
      const pending = (await eventsOf(t, customer)).filter((e) => e.pending_webhooks > 0);
      await Promise.all(pending.map((e) => deliverEvent(t.ctx, e.id)));
    }
    const subs = await subscriptionsOf(t, customer);
    const live = subs.filter((s) => s.status !== 'canceled');
    expect(live).toHaveLength(1);
    expect(subs.filter((s) => s.status === 'canceled')).toHaveLength(2);
    const tier = Object.entries(t.config.stripe.prices).find(([, price]) => price === live[0].items.data[0].price.id)![0];
    const sub = await subscriptionOf(t, a.token);
    expect(sub).toMatchObject({ subscription_tier: tier, subscription_status: 'active' });
    const stored = await t.db.selectFrom('billing_subscriptions').select('stripe_subscription_id').where('user_id', '=', a.user.id).executeTakeFirstOrThrow();
    expect(stored.stripe_subscription_id).toBe(live[0].id);

    // The member pays for one plan: each cancelled one is refunded in full, as a duplicate; the kept one is not.
    expect(await moneyOf(t, live[0].id)).toMatchObject({ refunded: 0 });
    for (const cancelled of subs.filter((s) => s.status === 'canceled')) {
      const money = await moneyOf(t, cancelled.id);
      expect(money.paid).toBe(cancelled.items.data[0].price.unit_amount);
      expect(money).toMatchObject({ refunded: money.paid, reasons: ['duplicate'] });
    }
  });

  it('a second subscription paid after the first was reported is cancelled; the member keeps the first plan', async () => {
    const a = await member(t);
    const first = (await startCheckout(t, a.token, { planTier: 'comet' })).json().url as string;
    await payCheckout(t, first, CARD_OK);
    const customer = await customerOf(t, a.user.id);
    for (const e of await eventsOf(t, customer)) await deliverEvent(t.ctx, e.id);
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
    const [kept] = await subscriptionsOf(t, customer);

    await payCheckout(t, await rogueCheckout(a.user.id, customer, 'nova'), CARD_OK);
    for (let round = 0; round < 3; round++) {
      for (const e of (await eventsOf(t, customer)).filter((x) => x.pending_webhooks > 0)) await deliverEvent(t.ctx, e.id);
    }
    const subs = await subscriptionsOf(t, customer);
    expect(subs.map((s) => [s.id === kept.id ? 'first' : 'second', s.status]).sort()).toEqual([
      ['first', 'active'],
      ['second', 'canceled'],
    ]);
    expect(await eventually(() => subscriptionOf(t, a.token), (s) => s.subscription_tier === 'comet')).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: { authorization: `Bearer ${a.token}` } })).json().ai_credits_limit).toBe(100);

    // The $59 the second one took is given back, once: a redelivery or a second attempt finds nothing left to refund.
    const second = subs.find((s) => s.id !== kept.id)!;
    expect(await moneyOf(t, second.id)).toEqual({ paid: 5900, refunded: 5900, reasons: ['duplicate'] });
    expect(await moneyOf(t, kept.id)).toEqual({ paid: 1900, refunded: 0, reasons: [] });
    expect(await refundDuplicate(stripeOf(t), second.id, a.user.id)).toBe(0);
    expect(await moneyOf(t, second.id)).toMatchObject({ refunded: 5900 });
  });

  it('the sandbox refuses a refund of more than is left, as Stripe does', async () => {
    const a = await member(t);
    await payCheckout(t, (await startCheckout(t, a.token, { planTier: 'star' })).json().url as string, CARD_OK);
    const stripe = stripeOf(t);
    const [sub] = await subscriptionsOf(t, await customerOf(t, a.user.id));
    const [invoice] = (await stripe.invoices.list({ subscription: sub.id, status: 'paid' })).data;
    const [payment] = (await stripe.invoicePayments.list({ invoice: invoice.id! })).data;
    const intent = payment.payment.payment_intent as string;
    expect(payment).toMatchObject({ amount_paid: 3900, status: 'paid' });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 4000 })).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    expect(await stripe.refunds.create({ payment_intent: intent, amount: 1000 })).toMatchObject({ amount: 1000, status: 'succeeded' });
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ amount: 2900 });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    // A trial took nothing: there is nothing to refund for it.
    const b = await member(t);
    await payCheckout(t, (await startCheckout(t, b.token, { planTier: 'comet', trial: true })).json().url as string, null);
    const [trial] = await subscriptionsOf(t, await customerOf(t, b.user.id));
    expect(await moneyOf(t, trial.id)).toEqual({ paid: 0, refunded: 0, reasons: [] });
    expect(await refundDuplicate(stripe, trial.id, b.user.id)).toBe(0);
  });
});
