import type Stripe from 'stripe';
import type { BillingSubscription } from 'shared/contracts';
import type { Db } from '../../platform/db';
import type { AppContext } from '../types';
import * as repo from './repository';
import { type BillingLog, getSubscription, isStripeMissing, limitStripeCalls, paymentsOrNull } from './service';
import { applySubscription, customerIdOf } from './webhook-service';

type Ctx = Pick<AppContext, 'db' | 'config' | 'integrations'>;

/**
 * POST /api/stripe/portal-return, called when Stripe's billing portal sends the member back (`?portal=return`): a
 * plan changed, cancelled or resumed there shows at once instead of when its webhook lands. The member's own
 * subscription (the one stored for them, else their customer's newest) is read from Stripe once, counted in their
 * Stripe call limit, and stored as a webhook stores it; a webhook that read Stripe earlier and lands later does not
 * undo it (applySubscription). Without a billing account, or payments off, nothing is read: the stored plan answers.
 * Stripe unreachable: the stored plan answers too, and the webhook brings the change.
 */
export async function readPortalReturn({ ctx, userId, log }: { ctx: Ctx; userId: string; log?: BillingLog }): Promise<BillingSubscription> {
  const stripe = paymentsOrNull(ctx);
  const customer = stripe ? await repo.findCustomer(ctx.db, userId) : undefined;
  if (stripe && customer) {
    await limitStripeCalls(ctx, userId);
    const stored = await repo.findSubscription(ctx.db, userId);
    try {
      const readAt = new Date().toISOString();
      const subscription = await readOwnSubscription(stripe, customer.stripe_customer_id, stored?.stripe_subscription_id ?? null);
      if (subscription && customerIdOf(subscription) === customer.stripe_customer_id) {
        await ctx.db.transaction().execute((trx) => applySubscription(ctx, trx as unknown as Db, subscription, userId, readAt, true));
      }
    } catch (error) {
      log?.error({ err: error }, 'portal return: subscription read failed');
    }
  }
  return getSubscription({ ctx, userId });
}

/** The member's subscription as Stripe has it now: the stored one, else their customer's newest (none: null). */
async function readOwnSubscription(stripe: Stripe, customerId: string, storedId: string | null): Promise<Stripe.Subscription | null> {
  if (!storedId) return (await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 })).data[0] ?? null;
  try {
    return await stripe.subscriptions.retrieve(storedId);
  } catch (error) {
    if (isStripeMissing(error)) return null;
    throw error;
  }
}
