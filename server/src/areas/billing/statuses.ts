import { PAID_TIERS, TRIAL_TIER, type Tier } from 'shared/constants';

/** Stripe's subscription statuses as the product reads them: which give the plan, which are owed, which count more. */

/**
 * Stripe statuses that give the member their plan's tier and credits: paid (`active`) or the free trial
 * (`trialing`). Anything else — `past_due` and `unpaid` (an invoice is owed), `incomplete` (the first payment never
 * went through), `incomplete_expired`, `canceled`, `paused` — is the free plan until Stripe says it is paid.
 */
export const PAID_STATUSES = new Set(['active', 'trialing']);

/** Statuses of a subscription that still runs (the member fixes or changes it in the portal, not with a new checkout). */
export const OWED_STATUSES = new Set(['past_due', 'unpaid']);

/**
 * Whether a member's subscription ever gave them a plan: any status but a first payment that never went through
 * (`incomplete`, `incomplete_expired`). The free trial is for members who never had one: cancelling a paid plan and
 * starting a trial is not a way to a free week.
 */
export function everHadPlan(status: string | null | undefined): boolean {
  return Boolean(status) && status !== 'incomplete' && status !== 'incomplete_expired';
}

/**
 * How much a subscription counts when two of one member's disagree: a paying one over one that is owed money,
 * over one whose first payment is pending, over one that has ended. A late event about a lower-ranked subscription
 * never replaces the member's current one.
 */
export function statusRank(status: string): number {
  if (PAID_STATUSES.has(status)) return 3;
  if (OWED_STATUSES.has(status)) return 2;
  if (status === 'incomplete') return 1;
  return 0;
}

/**
 * The tier a subscription gives its member: its plan while paid, the trial's plan (at most) while trialing — a trial
 * switched to a dearer plan gets that plan with its first paid invoice — and the free plan otherwise. The webhook
 * stores it on the member (what credits and templates enforce); GET /api/user/subscription shows it from the same row,
 * so a read never pairs one write's status with another's tier.
 */
export function grantedTier(planTier: string | null, status: string): Tier {
  const paid = PAID_TIERS.find((t) => t === planTier);
  if (!paid || !PAID_STATUSES.has(status)) return 'free';
  if (status === 'trialing' && PAID_TIERS.indexOf(paid) > PAID_TIERS.indexOf(TRIAL_TIER)) return TRIAL_TIER;
  return paid;
}
