import { PAID_TIERS, type PaidTier, planFor } from 'shared/constants';
import type { BillingSubscription } from 'shared/contracts';

/** Stripe statuses that give the plan (the server's PAID_STATUSES): paid, or the free trial. */
export const PAID = new Set(['active', 'trialing']);

/** Statuses of a subscription that still runs but is owed money (the server's OWED_STATUSES): no plan until paid. */
export const OWED = new Set(['past_due', 'unpaid']);

/**
 * The member has a subscription they change in the portal rather than with a new checkout: a paid or trial plan,
 * or one whose payment failed (fixed in the portal).
 */
export const hasLivePlan = (s: BillingSubscription | null) =>
  !!s && ((s.subscription_tier !== 'free' && PAID.has(s.subscription_status ?? '')) || OWED.has(s.subscription_status ?? ''));

/** The plan is waiting for a payment that failed or never completed (shown in red; a trial's next plan is not). */
export const paymentMissing = (s: BillingSubscription | null) => !!s && !!s.pending_tier && s.subscription_status !== 'trialing';

/** A payment failed: the member must fix their card in the portal to get (back) the plan they subscribed to. */
export const paymentFailed = (s: BillingSubscription | null) => !!s && OWED.has(s.subscription_status ?? '');

/** The status word shown beside the plan: Stripe's status, or 'active' for the free plan nobody pays for. */
export const statusWord = (s: BillingSubscription) => s.subscription_status ?? 'active';

/**
 * What the page was opened for, from its query: `?plan=<tier>` (Pricing) and `?upgrade=<tier>` (every upgrade
 * button in the product) ask for that plan's checkout, `?trial=1` for the free trial, `?checkout=success|cancelled`
 * and `?portal=return` are Stripe sending the member back.
 */
export type BillingIntent =
  | { kind: 'plan'; tier: PaidTier }
  | { kind: 'trial' }
  | { kind: 'checkout-success'; sessionId: string | null }
  | { kind: 'checkout-cancelled' }
  | { kind: 'portal-return' }
  | { kind: 'none' };

export function readIntent(query: Record<string, string | undefined>): BillingIntent {
  const tier = query.plan ?? query.upgrade;
  if (tier && (PAID_TIERS as readonly string[]).includes(tier)) return { kind: 'plan', tier: tier as PaidTier };
  if (query.trial === '1' || query.trial === 'true') return { kind: 'trial' };
  if (query.checkout === 'success') return { kind: 'checkout-success', sessionId: query.session_id || null };
  if (query.checkout === 'cancelled') return { kind: 'checkout-cancelled' };
  if (query.portal === 'return') return { kind: 'portal-return' };
  return { kind: 'none' };
}

/** The line under the plan name: when it renews, ends or what is wrong. */
export function renewalText(s: BillingSubscription, format: (iso: string) => string): string {
  const end = s.current_period_end;
  if (s.pending_tier && OWED.has(s.subscription_status ?? '')) {
    return `Payment for ${planFor(s.pending_tier).name} failed: you are on the free plan until it is paid. Update your card in the billing portal.`;
  }
  if (s.pending_tier && s.subscription_status === 'incomplete') return `Payment for ${planFor(s.pending_tier).name} is not complete: you are on the free plan.`;
  if (s.subscription_tier === 'free') {
    return s.subscription_status === 'canceled' ? 'Your paid plan has ended. You are on the free plan.' : `Free plan: ${s.plan.ai_credits} AI credits a month.`;
  }
  if (s.cancel_at_period_end && end) return `Cancels on ${format(end)}`;
  if (s.subscription_status === 'trialing' && s.trial_end) {
    // Switched to a dearer plan during the trial: that plan starts with the first payment, after the trial.
    const then = s.pending_tier ? planFor(s.pending_tier) : null;
    return `Trial ends on ${format(s.trial_end)}${then ? `, then ${then.name} at $${then.price}/month` : ''}`;
  }
  if (end) return `Renews on ${format(end)}`;
  return '';
}
