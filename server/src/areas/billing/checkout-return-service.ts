import type Stripe from 'stripe';
import type { CheckoutSessionStatus } from 'shared/contracts';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db';
import type { AppContext } from '../types';
import * as repo from './repository';
import { type BillingLog, getSubscription, isStripeMissing, limitStripeCalls, paymentsOrNull, providerError } from './service';
import { applySubscription } from './webhook-service';

type Ctx = Pick<AppContext, 'db' | 'config' | 'integrations'>;

const NOT_FOUND = 'Checkout not found';

/**
 * GET /api/stripe/checkout-session/:id, read when Stripe sends the member back (`?checkout=success&session_id=`).
 * Only the member's own checkout is answered (anyone else's, or a made-up id → 404), so a success URL typed by hand
 * says nothing was paid. A completed one's subscription is read from Stripe and stored at once, as its webhook will
 * store it: the plan shows without waiting for the event (late, or retried after an outage). A member with another
 * live subscription is left to the webhook, which refunds and cancels the extra one.
 */
export async function readCheckoutReturn({ ctx, userId, sessionId, log }: { ctx: Ctx; userId: string; sessionId: string; log?: BillingLog }): Promise<CheckoutSessionStatus> {
  const stripe = paymentsOrNull(ctx);
  if (!stripe) throw notFound(NOT_FOUND);
  await limitStripeCalls(ctx, userId);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isStripeMissing(error)) throw notFound(NOT_FOUND);
    throw providerError(log, error, 'checkout read');
  }
  const customer = await repo.findCustomer(ctx.db, userId);
  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  const theirs = session.client_reference_id === userId && customer !== undefined && customerId === customer.stripe_customer_id;
  if (!theirs || session.mode !== 'subscription') throw notFound(NOT_FOUND);

  const status = session.status === 'complete' ? 'complete' : session.status === 'open' ? 'open' : 'expired';
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  if (status === 'complete' && subscriptionId) {
    try {
      const readAt = new Date().toISOString();
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      await ctx.db.transaction().execute((trx) => applySubscription(ctx, trx as unknown as Db, subscription, userId, readAt, true));
    } catch (error) {
      // The webhook will store it: the member sees the plan a moment later, as before.
      if (error instanceof AppError) throw error;
      log?.error({ err: error }, 'checkout return: subscription read failed');
    }
  }
  return { status, subscription: await getSubscription({ ctx, userId }) };
}
