import type Stripe from 'stripe';
import { planFor } from 'shared/constants';
import type { BillingSubscription, Invoice } from 'shared/contracts';
import type { CustomerRow, SubscriptionRow } from './repository';
import { OWED_STATUSES, everHadPlan } from './statuses';

/** Row → API shape: only these fields leave the server (no Stripe ids). */
export function presentSubscription({
  plan: shown,
  row,
  customer,
  demoMode,
}: {
  /** The tier the member has and the status it goes with, from one read. */
  plan: { tier: string; status: string | null };
  row: SubscriptionRow | undefined;
  customer: CustomerRow | undefined;
  demoMode: boolean;
}): BillingSubscription {
  const plan = planFor(shown.tier);
  // A subscription waiting for money (its first payment or a renewal failed, or a trial switched to a dearer plan)
  // names the plan it would give, which the member does not have until it is paid.
  const waiting = row && (OWED_STATUSES.has(row.status) || row.status === 'incomplete' || (row.status === 'trialing' && row.tier !== plan.tier));
  const pendingTier = row && waiting && row.tier !== 'free' ? planFor(row.tier).tier : null;
  return {
    subscription_tier: plan.tier,
    subscription_status: shown.status,
    plan: { tier: plan.tier, name: plan.name, price: plan.price, ai_credits: plan.limits.ai_credits },
    current_period_end: row?.current_period_end ?? null,
    cancel_at_period_end: row?.cancel_at_period_end === 1,
    trial_end: row?.trial_end ?? null,
    pending_tier: pendingTier,
    // Used, or no longer offered: a member who has had a plan is not offered the trial (everHadPlan).
    trial_used: Boolean(customer?.trial_used_at) || everHadPlan(row?.status),
    has_billing_account: Boolean(customer),
    demo_mode: demoMode,
  };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function presentInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    created: iso(invoice.created),
    amount_paid: invoice.amount_paid,
    amount_due: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? null,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    description: invoice.description ?? null,
  };
}
