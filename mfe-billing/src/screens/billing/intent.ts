import { PAID_TIERS, type PaidTier } from 'shared/constants';
import type { BillingSubscription } from 'shared/contracts';

/** Stripe statuses under which the member has a plan to manage (the server's LIVE_STATUSES). */
export const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The member has a subscription they change in the portal rather than with a new checkout. */
export const hasLivePlan = (s: BillingSubscription | null) => !!s && s.subscription_tier !== 'free' && LIVE.has(s.subscription_status ?? '');

/**
 * What the page was opened for, from its query: `?plan=<tier>` (Pricing) and `?upgrade=<tier>` (every upgrade
 * button in the product) ask for that plan's checkout, `?trial=1` for the free trial, `?checkout=success|cancelled`
 * and `?portal=return` are Stripe sending the member back.
 */
export type BillingIntent =
  | { kind: 'plan'; tier: PaidTier }
  | { kind: 'trial' }
  | { kind: 'checkout-success' }
  | { kind: 'checkout-cancelled' }
  | { kind: 'portal-return' }
  | { kind: 'none' };

export function readIntent(query: Record<string, string | undefined>): BillingIntent {
  const tier = query.plan ?? query.upgrade;
  if (tier && (PAID_TIERS as readonly string[]).includes(tier)) return { kind: 'plan', tier: tier as PaidTier };
  if (query.trial === '1' || query.trial === 'true') return { kind: 'trial' };
  if (query.checkout === 'success') return { kind: 'checkout-success' };
  if (query.checkout === 'cancelled') return { kind: 'checkout-cancelled' };
  if (query.portal === 'return') return { kind: 'portal-return' };
  return { kind: 'none' };
}

/** The line under the plan name: when it renews, ends or what is wrong. */
export function renewalText(s: BillingSubscription, format: (iso: string) => string): string {
  const end = s.current_period_end;
  if (s.subscription_tier === 'free') {
    return s.subscription_status === 'canceled' ? 'Your paid plan has ended. You are on the free plan.' : `Free plan: ${s.plan.ai_credits} AI credits a month.`;
  }
  if (s.subscription_status === 'past_due') return 'Payment failed. Update your card in the billing portal to keep your plan.';
  if (s.cancel_at_period_end && end) return `Cancels on ${format(end)}`;
  if (s.subscription_status === 'trialing' && s.trial_end) return `Trial ends on ${format(s.trial_end)}`;
  if (end) return `Renews on ${format(end)}`;
  return '';
}
