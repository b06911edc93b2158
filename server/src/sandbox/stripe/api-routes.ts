import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { CardError, RefundError, cancelNow, changePlan, createCustomer, createRefund, findPrice, sandboxPrices, setCancelAtPeriodEnd } from './account';
import { parseStripeForm } from './form';
import { sandboxStripeKey } from './credentials';
import { advanceClock, expireIfDue, expireSession } from './clock';
import { SANDBOX_CLOCK_ID, type StripeObject, getObject, getObjectForUpdate, listObjects, newId, publicView, putObject, readClock, sandboxNow } from './store';

/** Where the sandbox's pages live (checkout, portal); its REST API is at /v1 like api.stripe.com's. */
export const STRIPE_SANDBOX_PREFIX = '/sandbox/stripe';

const hidden = { schema: { hide: true } };

/** Stripe's error body. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const missing = (what: string, id: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });
const invalid = (message: string, param?: string) => new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {});

/**
 * The part of Stripe's REST API the billing area calls, at /v1 with Stripe's paths, encoding (bracketed form bodies)
 * and shapes: customers, prices, Checkout Sessions, Billing Portal sessions, subscriptions, invoices, invoice payments,
 * PaymentIntents and refunds. Only the sandbox key is accepted. Pages (checkout, portal) are in page-routes.ts.
 */
export async function registerStripeApi(app: FastifyInstance, { config, db }: { config: Config; db: Db }): Promise<void> {
  // This deployment's sandbox key (derived from APP_SECRET): another deployment's is refused.
  const key = sandboxStripeKey(config.appSecret);
  const bearerAuth = `Bearer ${key}`;
  const basicAuth = `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
  await app.register(
    async (api) => {
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, parseStripeForm(body as string));
      });
      api.addHook('onRequest', async (request, reply) => {
        // Like api.stripe.com: the key as a Bearer token, or as the user name of Basic auth (`curl -u sk_…:`).
        const auth = request.headers.authorization ?? '';
        if (auth !== bearerAuth && auth !== basicAuth) {
          return reply
            .code(401)
            .send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: the Stripe sandbox accepts only its own test key.' } });
        }
      });
      api.setErrorHandler((error, request, reply) => {
        if (error instanceof StripeApiError) return reply.code(error.status).send({ error: { type: error.type, message: error.message, ...error.extra } });
        if (error instanceof RefundError) return reply.code(400).send({ error: { type: 'invalid_request_error', code: error.code, message: error.message } });
        if (error instanceof CardError) {
          return reply.code(402).send({ error: { type: 'card_error', code: error.code, decline_code: error.declineCode, message: error.message } });
        }
        request.log.error({ err: error }, 'stripe sandbox error');
        return reply.code(500).send({ error: { type: 'api_error', message: 'The Stripe sandbox failed to handle the request.' } });
      });

      const body = (r: FastifyRequest) => (r.body ?? {}) as Record<string, any>;
      const query = (r: FastifyRequest) => r.query as Record<string, string | undefined>;
      const id = (r: FastifyRequest) => (r.params as { id: string }).id;
      const tx = <T>(fn: (trx: Db) => Promise<T>) => db.transaction().execute((trx) => fn(trx as unknown as Db));
      const send = (reply: FastifyReply, object: StripeObject) => reply.send(publicView(object));
      const list = (url: string, data: StripeObject[], limit: number) => ({
        object: 'list',
        url,
        has_more: data.length > limit,
        data: data.slice(0, limit).map(publicView),
      });
      const limitOf = (r: FastifyRequest) => Math.min(100, Math.max(1, Number(query(r).limit ?? 10) || 10));

      async function load(type: string, what: string, objectId: string): Promise<StripeObject> {
        const object = await getObject(db, objectId, type);
        if (!object) throw missing(what, objectId);
        return object;
      }

      // Customers
      api.post('/customers', hidden, async (r, reply) => send(reply, await tx((trx) => createCustomer(trx, body(r)))));
      api.get('/customers/:id', hidden, async (r, reply) => send(reply, await load('customer', 'customer', id(r))));
      api.post('/customers/:id', hidden, async (r, reply) => {
        const customer = await load('customer', 'customer', id(r));
        const b = body(r);
        if (b.email !== undefined) customer.email = b.email;
        if (b.name !== undefined) customer.name = b.name;
        if (b.metadata) customer.metadata = { ...customer.metadata, ...b.metadata };
        return send(reply, await putObject(db, customer, customer.id));
      });
      api.delete('/customers/:id', hidden, async (r) => {
        const customer = await load('customer', 'customer', id(r));
        await tx(async (trx) => {
          for (const sub of await listObjects(trx, { type: 'subscription', customer: customer.id })) await cancelNow(trx, sub);
        });
        return { id: customer.id, object: 'customer', deleted: true };
      });

      // Prices
      api.get('/prices', hidden, async (r) => list('/v1/prices', sandboxPrices(config), limitOf(r)));
      api.get('/prices/:id', hidden, async (r, reply) => {
        const price = findPrice(config, id(r));
        if (!price) throw missing('price', id(r));
        return send(reply, price);
      });

      // Checkout Sessions
      api.post('/checkout/sessions', hidden, async (r, reply) => send(reply, await createCheckoutSession(db, config, body(r))));
      api.get('/checkout/sessions/:id', hidden, async (r, reply) => {
        const session = await load('checkout.session', 'checkout session', id(r));
        return send(reply, session.status === 'open' ? await tx((trx) => expireIfDue(trx, session)) : session);
      });
      api.post('/checkout/sessions/:id/expire', hidden, async (r, reply) => {
        const result = await tx(async (trx) => {
          const session = await getObjectForUpdate(trx, id(r), 'checkout.session');
          if (!session) throw missing('checkout session', id(r));
          if (session.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
          return expireSession(trx, session);
        });
        return send(reply, result);
      });

      // Test clocks: the sandbox's one clock (clock.ts). Advancing it processes trial ends, renewals and expiries.
      api.get('/test_helpers/test_clocks', hidden, async () => list('/v1/test_helpers/test_clocks', [await readClock(db)], 10));
      api.get('/test_helpers/test_clocks/:id', hidden, async (r, reply) => {
        if (id(r) !== SANDBOX_CLOCK_ID) throw missing('test_clock', id(r));
        return send(reply, await readClock(db));
      });
      api.post('/test_helpers/test_clocks/:id/advance', hidden, async (r, reply) => {
        if (id(r) !== SANDBOX_CLOCK_ID) throw missing('test_clock', id(r));
        const frozenTime = Number(body(r).frozen_time);
        if (!Number.isInteger(frozenTime)) throw invalid('Missing required param: frozen_time.', 'frozen_time');
        try {
          return send(reply, await advanceClock(db, frozenTime));
        } catch (error) {
          if (error instanceof RangeError) throw invalid(error.message, 'frozen_time');
          throw error;
        }
      });

      // Billing Portal sessions
      api.post('/billing_portal/sessions', hidden, async (r, reply) => {
        const b = body(r);
        if (!b.customer) throw invalid('Missing required param: customer.', 'customer');
        await load('customer', 'customer', b.customer);
        const sessionId = newId('bps');
        const session: StripeObject = {
          id: sessionId,
          object: 'billing_portal.session',
          created: await sandboxNow(db),
          customer: b.customer,
          return_url: b.return_url ?? null,
          url: `${config.publicUrl}${STRIPE_SANDBOX_PREFIX}/portal/${sessionId}`,
          livemode: false,
        };
        return send(reply, await putObject(db, session));
      });

      // Subscriptions
      api.get('/subscriptions', hidden, async (r) => {
        const q = query(r);
        let subs = await listObjects(db, { type: 'subscription', customer: q.customer ?? null });
        if (q.status && q.status !== 'all') subs = subs.filter((s) => s.status === q.status);
        else if (!q.status) subs = subs.filter((s) => s.status !== 'canceled');
        return list('/v1/subscriptions', subs, limitOf(r));
      });
      api.get('/subscriptions/:id', hidden, async (r, reply) => send(reply, await load('subscription', 'subscription', id(r))));
      api.post('/subscriptions/:id', hidden, async (r, reply) => {
        const b = body(r);
        const result = await tx(async (trx) => {
          let sub = await getObject(trx, id(r), 'subscription');
          if (!sub) throw missing('subscription', id(r));
          if (sub.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
          const newPrice = b.items?.[0]?.price as string | undefined;
          if (newPrice) {
            const price = findPrice(config, newPrice);
            if (!price) throw missing('price', newPrice);
            sub = await changePlan(trx, sub, price);
          }
          if (b.cancel_at_period_end !== undefined) sub = await setCancelAtPeriodEnd(trx, sub, b.cancel_at_period_end === 'true');
          if (b.metadata) {
            sub.metadata = { ...sub.metadata, ...b.metadata };
            await putObject(trx, sub);
          }
          return sub;
        });
        return send(reply, result);
      });
      api.delete('/subscriptions/:id', hidden, async (r, reply) => {
        const sub = await load('subscription', 'subscription', id(r));
        return send(reply, await tx((trx) => cancelNow(trx, sub)));
      });

      // Invoices
      api.get('/invoices', hidden, async (r) => {
        const q = query(r);
        let invoices = await listObjects(db, { type: 'invoice', customer: q.customer ?? null });
        if (q.subscription) invoices = invoices.filter((i) => i.parent?.subscription_details?.subscription === q.subscription);
        if (q.status) invoices = invoices.filter((i) => i.status === q.status);
        return list('/v1/invoices', invoices, limitOf(r));
      });
      api.get('/invoices/:id', hidden, async (r, reply) => send(reply, await load('invoice', 'invoice', id(r))));

      // Invoice payments, PaymentIntents and refunds: what an invoice took, and giving it back
      api.get('/invoice_payments', hidden, async (r) => {
        const q = query(r);
        if (!q.invoice) throw invalid('The Stripe sandbox lists invoice payments of one invoice: missing param invoice.', 'invoice');
        const invoice = await load('invoice', 'invoice', q.invoice);
        let payments = (await listObjects(db, { type: 'invoice_payment', customer: invoice.customer, limit: 1000 })).filter((p) => p.invoice === invoice.id);
        if (q.status) payments = payments.filter((p) => p.status === q.status);
        return list('/v1/invoice_payments', payments, limitOf(r));
      });
      api.get('/invoice_payments/:id', hidden, async (r, reply) => send(reply, await load('invoice_payment', 'invoice payment', id(r))));
      api.get('/payment_intents/:id', hidden, async (r, reply) => send(reply, await load('payment_intent', 'payment_intent', id(r))));
      api.post('/refunds', hidden, async (r, reply) => {
        const b = body(r);
        if (!b.payment_intent) throw invalid('The Stripe sandbox refunds a PaymentIntent: missing param payment_intent.', 'payment_intent');
        const amount = b.amount === undefined ? undefined : Number(b.amount);
        if (amount !== undefined && (!Number.isInteger(amount) || amount < 1)) throw invalid('Invalid positive integer', 'amount');
        if (b.reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(b.reason)) throw invalid(`Invalid reason: ${b.reason}`, 'reason');
        // One refund at a time per PaymentIntent: PostgreSQL locks it, SQLite runs one write transaction at a time.
        const refund = await tx(async (trx) => {
          if (!(await getObjectForUpdate(trx, b.payment_intent, 'payment_intent'))) throw missing('payment_intent', b.payment_intent);
          return createRefund(trx, { payment_intent: b.payment_intent, amount, reason: b.reason ?? null, metadata: b.metadata });
        });
        return send(reply, refund);
      });
      api.get('/refunds', hidden, async (r) => {
        const q = query(r);
        if (!q.payment_intent) throw invalid('The Stripe sandbox lists refunds of one PaymentIntent: missing param payment_intent.', 'payment_intent');
        const intent = await load('payment_intent', 'payment_intent', q.payment_intent);
        const refunds = (await listObjects(db, { type: 'refund', customer: intent.customer, limit: 1000 })).filter((x) => x.payment_intent === intent.id);
        return list('/v1/refunds', refunds, limitOf(r));
      });
      api.get('/refunds/:id', hidden, async (r, reply) => send(reply, await load('refund', 'refund', id(r))));

      // Events (what was sent to the webhook endpoint)
      api.get('/events', hidden, async (r) => {
        const q = query(r);
        let events = await listObjects(db, { type: 'event', limit: 1000 });
        if (q.type) events = events.filter((e) => e.type === q.type);
        return list('/v1/events', events, limitOf(r));
      });
      api.get('/events/:id', hidden, async (r, reply) => send(reply, await load('event', 'event', id(r))));
    },
    { prefix: '/v1' },
  );
}

/** POST /v1/checkout/sessions for mode=subscription (the only mode the product uses). */
async function createCheckoutSession(db: Db, config: Config, b: Record<string, any>): Promise<StripeObject> {
  if (b.mode !== 'subscription') throw invalid('The Stripe sandbox supports mode=subscription only.', 'mode');
  if (!b.success_url) throw invalid('Missing required param: success_url.', 'success_url');
  const items = (b.line_items ?? []) as { price?: string; quantity?: string }[];
  if (items.length !== 1 || !items[0].price) throw invalid('Missing required param: line_items[0][price].', 'line_items');
  const price = findPrice(config, items[0].price);
  if (!price) throw missing('price', items[0].price);
  if (b.customer && !(await getObject(db, b.customer, 'customer'))) throw missing('customer', b.customer);
  const trialDays = b.subscription_data?.trial_period_days ? Number(b.subscription_data.trial_period_days) : 0;
  if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730) throw invalid('Invalid trial_period_days.', 'subscription_data[trial_period_days]');
  const collection = b.payment_method_collection ?? 'always';
  if (collection !== 'always' && collection !== 'if_required') throw invalid('Invalid payment_method_collection.', 'payment_method_collection');
  const now = await sandboxNow(db);
  return db.transaction().execute(async (trx) => {
    const tdb = trx as unknown as Db;
    const customer = b.customer ?? (await createCustomer(tdb, { email: b.customer_email })).id;
    const sessionId = `cs_test_${newId('x').slice(2)}`;
    const session: StripeObject = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      created: now,
      expires_at: now + 86_400,
      customer,
      customer_email: b.customer_email ?? null,
      client_reference_id: b.client_reference_id ?? null,
      success_url: b.success_url,
      cancel_url: b.cancel_url ?? null,
      url: `${config.publicUrl}${STRIPE_SANDBOX_PREFIX}/checkout/${sessionId}`,
      subscription: null,
      invoice: null,
      currency: 'usd',
      amount_total: trialDays > 0 ? 0 : price.unit_amount,
      payment_method_collection: collection,
      metadata: b.metadata ?? {},
      livemode: false,
      _price: price.id,
      _trial_period_days: trialDays,
      _subscription_metadata: b.subscription_data?.metadata ?? {},
      _missing_payment_method: b.subscription_data?.trial_settings?.end_behavior?.missing_payment_method ?? 'create_invoice',
    };
    return putObject(tdb, session);
  });
}
