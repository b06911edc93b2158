import type Stripe from 'stripe';
import { AppError, badRequest } from '../../platform/errors';
import type { Db } from '../../platform/db';
import type { AppContext } from '../types';
import { getMemberMailTarget, lockMember, setMemberSubscription } from '../auth/index';
import * as repo from './repository';
import { isStripeMissing, tierOfPrice } from './service';
import { grantedTier, statusRank } from './statuses';

type Ctx = Pick<AppContext, 'db' | 'config' | 'integrations'>;

/** The events that can change a member's plan; every other verified event is acknowledged and recorded. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** What an event points at: the subscription it concerns, its customer, and the member if the event names them. */
function targetOf(event: Stripe.Event): { subscriptionId: string | null; customerId: string | null; userId: string | null } {
  const idOf = (v: unknown) => (typeof v === 'string' ? v : ((v as { id?: string } | null)?.id ?? null));
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      if (s.mode !== 'subscription') return { subscriptionId: null, customerId: null, userId: null };
      return { subscriptionId: idOf(s.subscription), customerId: idOf(s.customer), userId: s.client_reference_id ?? null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = event.data.object;
      return { subscriptionId: s.id, customerId: idOf(s.customer), userId: s.metadata?.user_id ?? null };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const i = event.data.object;
      return { subscriptionId: idOf(i.parent?.subscription_details?.subscription), customerId: idOf(i.customer), userId: null };
    }
    default:
      return { subscriptionId: null, customerId: null, userId: null };
  }
}

/**
 * POST /api/stripe/webhook. The signature is checked by the SDK on the raw body (anything else → 400, nothing
 * changes). Each event id takes effect once: it is stored under a unique key in the same transaction as its effect.
 * Order does not matter: the subscription is re-read from Stripe, so whatever arrives last, the stored plan is
 * Stripe's current one. A live subscription to one of our plans that belongs to no member is cancelled at Stripe.
 */
export async function handleWebhook({
  ctx,
  rawBody,
  signature,
  log,
}: {
  ctx: Ctx;
  rawBody: string | Buffer;
  signature: string | undefined;
  log?: WebhookLog;
}): Promise<{ received: true; duplicate?: boolean }> {
  const stripe = ctx.integrations.payments?.stripe;
  const secret = ctx.config.stripe.webhookSecret;
  if (!stripe || !secret) throw badRequest('Webhooks are not configured');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest('Webhook signature verification failed');
  }

  const target = HANDLED_EVENTS.has(event.type) ? targetOf(event) : { subscriptionId: null, customerId: null, userId: null };
  // Stripe's current view, read before the transaction (no network call while it is open).
  const read = (id: string) =>
    stripe.subscriptions.retrieve(id).catch((error: unknown) => {
      if (isStripeMissing(error)) return null;
      throw new AppError(503, 'Could not read the subscription from Stripe; retry later');
    });
  // When Stripe was read: a view read earlier never replaces one read later (applySubscription).
  let readAt = new Date().toISOString();
  let subscription: Stripe.Subscription | null = target.subscriptionId ? await read(target.subscriptionId) : null;
  // A live subscription to one of our plans that belongs to no member (their account deleted, or made in Stripe's
  // dashboard for a customer we do not know) would charge someone nobody serves: it is cancelled at Stripe before
  // the event is recorded, so a failed cancel is retried on redelivery; once cancelled, later events find it ended.
  if (subscription && !ENDED.has(subscription.status) && (await belongsToNoMember(ctx, subscription, target.userId))) {
    readAt = new Date().toISOString();
    const outcome = await cancelOrphan(stripe, subscription);
    subscription = outcome.subscription;
    if (outcome.cancelled) {
      log?.warn(
        { subscription: subscription.id, customer: customerIdOf(subscription), userId: target.userId, event: event.id },
        'A subscription that belongs to no member was cancelled at Stripe',
      );
    }
  }

  // A second live subscription for a member who already has one (two checkouts paid at once) is never kept: it is
  // cancelled at Stripe, then the event is handled with Stripe's new view of it. Twice at most: the second pass sees
  // it cancelled (or the member's first one ended, and this one is theirs).
  for (let pass = 0; ; pass++) {
    const now = new Date().toISOString();
    let outcome: { received: true; duplicate?: boolean } | { rival: repo.SubscriptionRow };
    try {
      outcome = await ctx.db.transaction().execute(async (trx) => {
        const db = trx as unknown as Db;
        if (!(await repo.recordWebhookEvent(db, event, now))) return { received: true as const, duplicate: true };
        if (subscription) {
          const rival = await applySubscription(ctx, db, subscription, target.userId, readAt, pass === 0);
          // Rolled back, the event's record included: it is handled again once the extra subscription is cancelled.
          if (rival) throw new RivalSubscription(rival);
        }
        return { received: true as const };
      });
    } catch (error) {
      if (!(error instanceof RivalSubscription)) throw error;
      outcome = { rival: error.stored };
    }
    if (!('rival' in outcome)) return outcome;
    const extra = subscription!;
    const keptReadAt = new Date().toISOString();
    const kept = await read(outcome.rival.stripe_subscription_id);
    if (kept && statusRank(kept.status) >= 2) {
      // Refunded first, then cancelled: should either call fail, the event is redelivered and both are made again
      // (what was already refunded is not refunded twice). Cancelled first, a failed refund would never be retried.
      let refunded: number;
      try {
        refunded = await refundDuplicate(stripe, extra.id, outcome.rival.user_id);
      } catch {
        throw new AppError(503, 'Could not refund a second subscription at Stripe; retry later');
      }
      try {
        readAt = new Date().toISOString();
        subscription = await stripe.subscriptions.cancel(extra.id);
      } catch {
        throw new AppError(503, 'Could not cancel a second subscription at Stripe; retry later');
      }
      log?.warn(
        { userId: outcome.rival.user_id, kept: kept.id, cancelled: extra.id, refunded_cents: refunded, event: event.id },
        'A member paid for a second subscription: it was refunded and cancelled at Stripe, the first one is kept',
      );
    } else if (kept) {
      // The stored one has ended at Stripe (its event is late): store that, and this one is the member's plan.
      await ctx.db.transaction().execute((trx) => applySubscription(ctx, trx as unknown as Db, kept, outcome.rival.user_id, keptReadAt, false));
    }
    if (pass > 0) throw new AppError(503, 'The member has two live subscriptions; retry later');
  }
}

/**
 * Gives back what a duplicate subscription took (the member never meant to buy it): for each of its paid invoices,
 * whatever of its payment is not refunded yet, with reason 'duplicate'. Returns the cents refunded by this call.
 * Two deliveries racing on the same payment make one refund: the idempotency key makes them one request at Stripe,
 * and the loser of a race past it is refused as already refunded.
 */
export async function refundDuplicate(stripe: Stripe, subscriptionId: string, userId: string): Promise<number> {
  let total = 0;
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 })) {
    if (!invoice.id || invoice.amount_paid <= 0) continue;
    for await (const payment of stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 100 })) {
      const intent = payment.payment.payment_intent;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (!intentId) continue;
      const refunds = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
      const given = refunds.data.filter((r) => r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0);
      const left = (payment.amount_paid ?? 0) - given;
      if (left <= 0) continue;
      try {
        await stripe.refunds.create(
          { payment_intent: intentId, amount: left, reason: 'duplicate', metadata: { user_id: userId, subscription: subscriptionId } },
          { idempotencyKey: `duplicate-refund:${intentId}:${given}` },
        );
      } catch (error) {
        // Another delivery about the same subscription refunded it between the list and here: nothing is left.
        const code = (error as { code?: string }).code;
        if (code === 'charge_already_refunded' || code === 'amount_too_large') continue;
        throw error;
      }
      total += left;
    }
  }
  return total;
}

/** Statuses after which a subscription charges nothing more. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The Stripe customer id of a subscription, whether Stripe sent the id or the expanded customer. */
export const customerIdOf = (sub: Stripe.Subscription) => (typeof sub.customer === 'string' ? sub.customer : sub.customer.id);

/**
 * Whether a subscription to one of our plans has no member: its customer is none of ours and it names no member who
 * still exists (the member's rows, customer included, go with their account). A subscription to a price we do not
 * sell is left alone: the Stripe account may sell other things.
 */
async function belongsToNoMember(ctx: Ctx, sub: Stripe.Subscription, namedUserId: string | null): Promise<boolean> {
  if (!sub.items.data.some((item) => tierOfPrice(ctx, item.price?.id))) return false;
  if (await repo.findCustomerByStripeId(ctx.db, customerIdOf(sub))) return false;
  const userId = namedUserId ?? sub.metadata?.user_id ?? null;
  return !userId || !(await getMemberMailTarget({ db: ctx.db, userId }));
}

/**
 * Cancels a subscription that belongs to no member, at once. Should the call fail, Stripe is read again: a concurrent
 * delivery about the same subscription may have cancelled it already; otherwise 503, and Stripe redelivers the event.
 */
async function cancelOrphan(stripe: Stripe, sub: Stripe.Subscription): Promise<{ subscription: Stripe.Subscription; cancelled: boolean }> {
  try {
    return { subscription: await stripe.subscriptions.cancel(sub.id), cancelled: true };
  } catch {
    const now = await stripe.subscriptions.retrieve(sub.id).catch(() => null);
    if (now && ENDED.has(now.status)) return { subscription: now, cancelled: false };
    throw new AppError(503, 'Could not cancel a subscription that belongs to no member at Stripe; retry later');
  }
}

class RivalSubscription extends Error {
  constructor(readonly stored: repo.SubscriptionRow) {
    super('the member has another live subscription');
  }
}

/** Where the webhook says what it did beyond the member's plan (a second subscription cancelled): `request.log`. */
export type WebhookLog = { warn(details: object, message?: string): void };

/**
 * Stores Stripe's view of a subscription for its member and sets the member's tier accordingly. With `guard`, a live
 * subscription other than the member's stored live one is not stored: that stored one (the rival) is returned, for the
 * caller to check at Stripe and cancel the extra one. `readAt` is when that view was read from Stripe (taken before
 * the call): a view of the stored subscription read before the stored one was is older and is not stored — a webhook
 * that read Stripe, then landed after the member's return from the portal stored a newer read, changes nothing.
 */
export async function applySubscription(
  ctx: Ctx,
  db: Db,
  sub: Stripe.Subscription,
  namedUserId: string | null,
  readAt: string,
  guard: boolean,
): Promise<repo.SubscriptionRow | null> {
  const customerId = customerIdOf(sub);
  let customer = await repo.findCustomerByStripeId(db, customerId);
  const userId = customer?.user_id ?? namedUserId ?? sub.metadata?.user_id ?? null;
  if (!userId) return null; // not one of ours
  // The member first, before any of their billing rows, as the account's deletion takes them (its cascade): the two
  // wait for each other instead of deadlocking. A member deleted meanwhile (or before: an event may outlive the
  // account) has nothing stored for them; the event is acknowledged.
  if (!(await lockMember({ db, userId }))) return null;
  if (!customer) {
    // A customer made outside our checkout: adopt it (the member still exists).
    customer = await repo.insertCustomer(db, { user_id: userId, stripe_customer_id: customerId, trial_used_at: null, created_at: readAt });
    if (customer.stripe_customer_id !== customerId) return null;
  }
  // Deliveries about one member's subscriptions are decided one at a time (two checkouts completing together).
  await repo.lockCustomer(db, userId);

  const stored = await repo.findSubscription(db, userId);
  if (stored && stored.stripe_subscription_id === sub.id && stored.updated_at > readAt) return null;
  if (stored && stored.stripe_subscription_id !== sub.id) {
    // Two live subscriptions: the member's stored one is kept, this one is the extra (see handleWebhook).
    if (guard && statusRank(stored.status) >= 2 && statusRank(sub.status) >= 2) return stored;
    // A late event about another subscription that counts for less (ended, unpaid) never replaces the member's current one.
    if (statusRank(sub.status) < statusRank(stored.status)) return null;
  }

  const item = sub.items.data[0];
  const priceId = item?.price?.id ?? null;
  const paidTier = tierOfPrice(ctx, priceId) ?? null;
  // The tier (and its credits) only for what is paid or on trial: past_due, unpaid, incomplete… are the free plan;
  // a trial is the trial's plan (grantedTier).
  await repo.upsertSubscription(db, {
    user_id: userId,
    stripe_subscription_id: sub.id,
    stripe_customer_id: customerId,
    tier: paidTier ?? 'free',
    status: sub.status,
    price_id: priceId,
    current_period_end: iso(item?.current_period_end),
    cancel_at_period_end: sub.cancel_at_period_end ? 1 : 0,
    trial_end: iso(sub.trial_end),
    updated_at: readAt,
  });
  if (sub.trial_end) await repo.markTrialUsed(db, userId, readAt);
  await setMemberSubscription({ db, userId, tier: grantedTier(paidTier, sub.status), status: sub.status });
  return null;
}
