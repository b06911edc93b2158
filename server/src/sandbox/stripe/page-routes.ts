import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import {
  CardError, advanceToPeriodEnd, changePlan, completeCheckout, currentSubscription, findPrice, sandboxPrices, setCancelAtPeriodEnd, updatePaymentMethod,
} from './account';
import { STRIPE_SANDBOX_PREFIX } from './api-routes';
import { checkoutPage, notFoundPage, portalPage } from './pages';
import { expireIfDue } from './clock';
import { type StripeObject, getObject, getObjectForUpdate, listObjects, sandboxNow } from './store';

const hidden = { schema: { hide: true } };

const NOTICES: Record<string, string> = {
  changed: 'Your plan was changed.',
  canceled: 'Your plan will be canceled at the end of the billing period.',
  resumed: 'Your plan will renew.',
  card: 'Your card was saved.',
  advanced: 'The sandbox moved to the end of the billing period.',
};

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/** The hosted pages a member's browser is sent to: Checkout (`/sandbox/stripe/checkout/:id`) and the portal. */
export async function registerStripePages(app: FastifyInstance, { config, db }: { config: Config; db: Db }): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      const tx = <T>(fn: (trx: Db) => Promise<T>) => db.transaction().execute((trx) => fn(trx as unknown as Db));

      async function checkoutView(id: string) {
        const stored = await getObject(db, id, 'checkout.session');
        if (!stored) return null;
        // Past its expiry it shows (and is) expired, whether or not the clock job has marked it yet.
        const session = stored.status === 'open' && stored.expires_at <= (await sandboxNow(db)) ? { ...stored, status: 'expired' } : stored;
        const price = findPrice(config, session._price);
        const customer = await getObject(db, session.customer, 'customer');
        return price ? { session, price, email: customer?.email ?? session.customer_email ?? null } : null;
      }

      scope.get('/checkout/:id', hidden, async (request, reply) => {
        const view = await checkoutView((request.params as { id: string }).id);
        return view ? html(reply, 200, checkoutPage(view)) : html(reply, 404, notFoundPage('checkout'));
      });

      scope.post('/checkout/:id', hidden, async (request, reply) => {
        const id = (request.params as { id: string }).id;
        const form = (request.body ?? {}) as Record<string, string>;
        const view = await checkoutView(id);
        if (!view) return html(reply, 404, notFoundPage('checkout'));
        const success = () => reply.redirect(view.session.success_url.replace('{CHECKOUT_SESSION_ID}', id), 303);
        // Submitted again once complete (a double click): back to the product, like the first submit.
        if (view.session.status === 'complete') return success();
        if (view.session.status !== 'open') return html(reply, 200, checkoutPage(view));
        const noCard = !form.number?.trim() && !form.exp?.trim() && !form.cvc?.trim();
        let outcome: 'completed' | 'closed';
        try {
          outcome = await tx(async (trx) => {
            // Re-read (locked) inside the transaction: a double submit completes the session once; an expired one never.
            const session = await getObjectForUpdate(trx, id, 'checkout.session');
            if (!session || (await expireIfDue(trx, session)).status !== 'open') return 'closed' as const;
            await completeCheckout(trx, config, session, noCard ? null : form);
            return 'completed' as const;
          });
        } catch (error) {
          if (!(error instanceof CardError)) throw error;
          const { number, exp, name } = form;
          return html(reply, 402, checkoutPage({ ...view, error: error.message, values: { number, exp, name } }));
        }
        if (outcome === 'closed') {
          const closed = await checkoutView(id);
          if (closed && closed.session.status !== 'complete') return html(reply, 200, checkoutPage(closed));
        }
        return success();
      });

      async function portalView(id: string) {
        const session = await getObject(db, id, 'billing_portal.session');
        if (!session) return null;
        const customer = await getObject(db, session.customer, 'customer');
        if (!customer) return null;
        const subscription = await currentSubscription(db, customer.id);
        const pmId = subscription?.default_payment_method ?? customer.invoice_settings?.default_payment_method;
        const paymentMethod = pmId ? await getObject(db, pmId, 'payment_method') : null;
        const invoices = await listObjects(db, { type: 'invoice', customer: customer.id, limit: 24 });
        return { session, customer, subscription, paymentMethod, invoices, prices: sandboxPrices(config), now: await sandboxNow(db) };
      }

      scope.get('/portal/:id', hidden, async (request, reply) => {
        const view = await portalView((request.params as { id: string }).id);
        if (!view) return html(reply, 404, notFoundPage('billing session'));
        const notice = NOTICES[(request.query as { done?: string }).done ?? ''];
        return html(reply, 200, portalPage({ ...view, notice }));
      });

      const actions: Record<string, (trx: Db, sub: StripeObject, form: Record<string, string>) => Promise<unknown>> = {
        change: async (trx, sub, form) => {
          const price = findPrice(config, form.price ?? '');
          if (!price) throw new CardError('Choose a plan.', 'invalid_price');
          await changePlan(trx, sub, price);
          return 'changed';
        },
        cancel: async (trx, sub) => {
          await setCancelAtPeriodEnd(trx, sub, true);
          return 'canceled';
        },
        resume: async (trx, sub) => {
          await setCancelAtPeriodEnd(trx, sub, false);
          return 'resumed';
        },
        'payment-method': async (trx, sub, form) => {
          await updatePaymentMethod(trx, sub, form);
          return 'card';
        },
        advance: async (trx, sub) => {
          await advanceToPeriodEnd(trx, sub);
          return 'advanced';
        },
      };

      scope.post('/portal/:id/:action', hidden, async (request, reply) => {
        const { id, action } = request.params as { id: string; action: string };
        const run = actions[action];
        const view = await portalView(id);
        if (!view || !run) return html(reply, 404, notFoundPage('billing session'));
        if (!view.subscription) return reply.redirect(`${STRIPE_SANDBOX_PREFIX}/portal/${id}`, 303);
        const subId = view.subscription.id;
        try {
          const done = await tx(async (trx) => {
            const sub = await getObjectForUpdate(trx, subId, 'subscription');
            return sub ? run(trx, sub, (request.body ?? {}) as Record<string, string>) : null;
          });
          return reply.redirect(`${STRIPE_SANDBOX_PREFIX}/portal/${id}${done ? `?done=${done}` : ''}`, 303);
        } catch (error) {
          if (!(error instanceof CardError)) throw error;
          return html(reply, 402, portalPage({ ...(await portalView(id))!, error: error.message }));
        }
      });
    },
    { prefix: STRIPE_SANDBOX_PREFIX },
  );
}
