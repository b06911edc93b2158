import type Stripe from 'stripe';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { CARD_OK, call, member, payCheckout, sendWebhook, signed, stripeOf } from './test-support';

/**
 * Webhooks about a subscription that belongs to no member — its member's account is gone, or it was made in Stripe's
 * dashboard for a customer the product does not know — would otherwise be acknowledged and forgotten while the
 * subscription keeps charging. It is cancelled at Stripe, once, and logged. No delivery job runs here: each event
 * arrives when the test sends it (the sandbox's real events, signed as Stripe signs).
 */
describeEachDb('billing: a subscription that belongs to no member', (dialect) => {
  let t: TestApp;
  /** Subscriptions cancelled through Stripe's API (DELETE /v1/subscriptions/:id), in order. */
  let cancels: string[] = [];
  let warnings: { details: Record<string, unknown>; message?: string }[] = [];
  let fault: { status: number; body: object } | null = null;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    t.app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'DELETE' && request.url.startsWith('/v1/subscriptions/')) {
        if (fault) return reply.code(fault.status).send(fault.body);
        cancels.push(request.url.split('/').pop()!);
      }
      if (request.url === '/api/stripe/webhook') {
        // The webhook's own log (request.log), read back by the test.
        const log = request.log;
        request.log = Object.assign(Object.create(log), {
          warn: (details: Record<string, unknown>, message?: string) => warnings.push({ details, message }),
        });
      }
    });
  });
  beforeEach(() => {
    cancels = [];
    warnings = [];
    fault = null;
  });
  afterAll(() => t.close());

  const deliver = async (event: Stripe.Event) => {
    const s = signed(t, event);
    return sendWebhook(t, s.payload, s.header);
  };
  /** The sandbox's events of one type about a customer (or a subscription of theirs). */
  const eventsOf = async (type: string, customer: string) =>
    (await stripeOf(t).events.list({ type, limit: 100 })).data.filter((e) => (e.data.object as { customer?: string }).customer === customer);
  const statusAtStripe = async (id: string) => (await stripeOf(t).subscriptions.retrieve(id)).status;
  const storedRows = (id: string) => t.db.selectFrom('billing_subscriptions').select('user_id').where('stripe_subscription_id', '=', id).execute();

  /** A Creator subscription made straight in Stripe (as in its dashboard) for a customer the product never made. */
  async function strangersSubscription(metadata: Record<string, string> = {}) {
    const stripe = stripeOf(t);
    const customer = await stripe.customers.create({ email: 'stranger@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: t.config.stripe.prices.comet, quantity: 1 }],
      success_url: 'https://example.com/thanks',
      metadata,
      subscription_data: { metadata },
    });
    expect((await payCheckout(t, session.url!, CARD_OK)).statusCode).toBe(303);
    const subscription = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    expect(await statusAtStripe(subscription)).toBe('active');
    return { customer: customer.id, subscription };
  }

  it('made in the dashboard for an unknown customer: cancelled at Stripe once, logged, redeliveries and later events change nothing', async () => {
    const { customer, subscription } = await strangersSubscription();
    const [created] = await eventsOf('customer.subscription.created', customer);

    const res = await deliver(created);
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    expect(cancels).toEqual([subscription]);
    expect(await statusAtStripe(subscription)).toBe('canceled');
    expect(warnings).toEqual([
      { details: expect.objectContaining({ subscription, customer, event: created.id }), message: 'A subscription that belongs to no member was cancelled at Stripe' },
    ]);

    // Stripe's retry of the same event, and the other events of that checkout: acknowledged, no second cancel.
    const again = await deliver(created);
    expect([again.statusCode, again.json()]).toEqual([200, { received: true, duplicate: true }]);
    for (const type of ['checkout.session.completed', 'invoice.paid', 'customer.subscription.deleted']) {
      const events = type === 'checkout.session.completed' ? (await stripeOf(t).events.list({ type, limit: 100 })).data.filter((e) => (e.data.object as Stripe.Checkout.Session).subscription === subscription) : await eventsOf(type, customer);
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    }
    expect(cancels).toEqual([subscription]);
    expect(warnings).toHaveLength(1);
    expect(await storedRows(subscription)).toEqual([]);
  });

  it("a member's deleted account: the subscription it leaves behind is cancelled when its events arrive", async () => {
    const m = await member(t);
    const { url } = (await call(t, 'POST', '/api/stripe/create-checkout-session', m.token, { planTier: 'star' })).json();
    expect((await payCheckout(t, url, CARD_OK)).statusCode).toBe(303);
    const { stripe_customer_id: customer } = await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', m.user.id).executeTakeFirstOrThrow();
    const [completed] = (await stripeOf(t).events.list({ type: 'checkout.session.completed', limit: 100 })).data.filter((e) => (e.data.object as Stripe.Checkout.Session).customer === customer);
    const subscription = (completed.data.object as Stripe.Checkout.Session).subscription as string;
    // The account goes without billing's part having seen this subscription (its checkout was paid as the account
    // was being deleted): the member's rows, their customer included, are gone with it.
    await t.db.deleteFrom('users').where('id', '=', m.user.id).execute();

    expect((await deliver(completed)).statusCode).toBe(200);
    expect(cancels).toEqual([subscription]);
    expect(await statusAtStripe(subscription)).toBe('canceled');
    expect(warnings.map((w) => w.details)).toEqual([expect.objectContaining({ subscription, userId: m.user.id })]);
    expect(await storedRows(subscription)).toEqual([]);
  });

  it('Stripe failing the cancel: 503 {detail}, the event is not recorded, and its redelivery cancels', async () => {
    const { customer, subscription } = await strangersSubscription();
    const [created] = await eventsOf('customer.subscription.created', customer);
    fault = { status: 500, body: { error: { type: 'api_error', message: 'Injected fault' } } };
    const res = await deliver(created);
    expect([res.statusCode, res.json()]).toEqual([503, { detail: 'Could not cancel a subscription that belongs to no member at Stripe; retry later' }]);
    expect(await statusAtStripe(subscription)).toBe('active');
    expect(await t.db.selectFrom('billing_webhook_events').select('event_id').where('event_id', '=', created.id).execute()).toEqual([]);

    fault = null;
    const retried = await deliver(created);
    expect([retried.statusCode, retried.json()]).toEqual([200, { received: true }]);
    expect(cancels).toEqual([subscription]);
    expect(await statusAtStripe(subscription)).toBe('canceled');
  });

  it("leaves alone what is not ours to cancel: a price we do not sell, and a member's own subscription", async () => {
    // A member's subscription made outside our checkout but naming them: adopted, never cancelled.
    const m = await member(t);
    const { customer, subscription } = await strangersSubscription({ user_id: m.user.id });
    const [created] = await eventsOf('customer.subscription.created', customer);
    expect((await deliver(created)).statusCode).toBe(200);
    expect(cancels).toEqual([]);
    expect(await statusAtStripe(subscription)).toBe('active');
    expect((await call(t, 'GET', '/api/user/subscription', m.token)).json()).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });

    // Another product's subscription on the same Stripe account (a price that is none of the plans): not touched.
    const other = await strangersSubscription();
    const row = await t.db.selectFrom('sandbox_stripe_objects').select('data').where('id', '=', other.subscription).executeTakeFirstOrThrow();
    const sub = JSON.parse(row.data);
    sub.items.data[0].price = { ...sub.items.data[0].price, id: 'price_another_product' };
    await t.db.updateTable('sandbox_stripe_objects').set({ data: JSON.stringify(sub) }).where('id', '=', other.subscription).execute();
    const event = { id: `evt_other_product_${other.subscription}`, object: 'event', type: 'customer.subscription.updated', data: { object: sub } };
    const s = signed(t, event);
    expect((await sendWebhook(t, s.payload, s.header)).statusCode).toBe(200);
    expect(cancels).toEqual([]);
    expect(await statusAtStripe(other.subscription)).toBe('active');
    expect(warnings).toEqual([]);
  });
});
