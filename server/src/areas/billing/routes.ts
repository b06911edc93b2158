import { BillingSubscription, CheckoutRequest, CheckoutResponse, CheckoutSessionParams, CheckoutSessionStatus, InvoicesResponse, PortalResponse, WebhookResponse } from 'shared/contracts';
import { requireUser } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { createCheckout, createPortal, getSubscription, listInvoices } from './service';
import { handleWebhook } from './webhook-service';
import { readCheckoutReturn } from './checkout-return-service';
import { readPortalReturn } from './portal-return-service';

const tags = ['billing'];

/**
 * Checkout, the billing portal, the member's subscription and invoices, and Stripe's webhook (SPEC.md §7). Member
 * routes are guarded the platform's way, `onRequest: requireUser` (request.userId, and the OpenAPI marks them);
 * the webhook is not: Stripe's signature is its authentication.
 */
export async function registerBillingRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/stripe/create-checkout-session',
    {
      onRequest: requireUser,
      config: { errors: { 409: 'A plan, a payment owed, a checkout being started or a trial already used', 502: 'The payment system could not be reached' } },
      schema: { tags, summary: 'Start Stripe Checkout for a plan (or the free trial)', body: CheckoutRequest, response: { 200: CheckoutResponse } },
    },
    async (request) => createCheckout({ ctx, userId: request.userId, ...request.body, log: request.log }),
  );

  app.post(
    '/stripe/portal-session',
    { onRequest: requireUser, config: { errors: { 502: 'The payment system could not be reached' } }, schema: { tags, summary: "Open Stripe's billing portal", response: { 200: PortalResponse } } },
    async (request) => createPortal({ ctx, userId: request.userId, log: request.log }),
  );

  app.post(
    '/stripe/portal-return',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Back from the billing portal: the member’s subscription read from Stripe and stored', response: { 200: BillingSubscription } },
    },
    async (request) => readPortalReturn({ ctx, userId: request.userId, log: request.log }),
  );

  app.get(
    '/stripe/checkout-session/:id',
    {
      onRequest: requireUser,
      config: { errors: { 502: 'The payment system could not be reached' } },
      schema: { tags, summary: 'The checkout the member came back from: paid or not, and their plan (404 for anyone else’s)', params: CheckoutSessionParams, response: { 200: CheckoutSessionStatus } },
    },
    async (request) => readCheckoutReturn({ ctx, userId: request.userId, sessionId: request.params.id, log: request.log }),
  );

  app.get(
    '/user/subscription',
    { onRequest: requireUser, config: { screenRead: { roundTrips: 1 } }, schema: { tags, summary: 'Plan, status, renewal and trial', response: { 200: BillingSubscription } } },
    async (request) => getSubscription({ ctx, userId: request.userId }),
  );

  app.get(
    '/billing/invoices',
    { onRequest: requireUser, config: { errors: { 502: 'The payment system could not be reached' } }, schema: { tags, summary: "The member's invoices from Stripe", response: { 200: InvoicesResponse } } },
    async (request) => ({ invoices: await listInvoices({ ctx, userId: request.userId, log: request.log }) }),
  );

  // The webhook needs the body exactly as sent (the signature covers its bytes): its own scope keeps JSON raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/stripe/webhook',
      { schema: { tags, summary: 'Stripe events (signed)', response: { 200: WebhookResponse } } },
      async (request) => handleWebhook({ ctx, rawBody: (request.body as Buffer | undefined) ?? '', signature: request.headers['stripe-signature'] as string | undefined, log: request.log }),
    );
  });
}
