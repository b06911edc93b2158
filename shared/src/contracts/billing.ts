import { z } from 'zod';
import { PAID_TIERS, TIER_ALIASES } from 'shared/constants';
import { Tier } from './auth';

/** POST /api/stripe/create-checkout-session (SPEC.md §7): the server picks the price from `planTier`. */
export const CheckoutRequest = z.object({
  /** comet, star or nova; the pricing page's names (creator, professional, agency: SPEC.md §3) stand for them. */
  planTier: z.preprocess(
    (value) => (typeof value === 'string' && Object.hasOwn(TIER_ALIASES, value) ? TIER_ALIASES[value] : value),
    z.enum(PAID_TIERS, { error: 'planTier must be one of comet, star, nova (or creator, professional, agency)' }),
  ),
  /** Optional; when given it must be the configured price of `planTier`. */
  priceId: z.string().max(200).nullish(),
  /** 'Start Free Trial': TRIAL_DAYS of the trial tier without a card, once per member. */
  trial: z.boolean().optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

export const CheckoutResponse = z.object({
  success: z.boolean(),
  url: z.string().nullable(),
  demo_mode: z.boolean(),
  error: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** POST /api/stripe/portal-session: the billing portal (change plan, cancel, resume, card, invoices). */
export const PortalResponse = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponse>;

/** GET /api/user/subscription. Dates are ISO instants. */
export const BillingSubscription = z.object({
  subscription_tier: Tier,
  /** Stripe's status (active, trialing, past_due, canceled, …); null when the member never subscribed. */
  subscription_status: z.string().nullable(),
  plan: z.object({ tier: Tier, name: z.string(), price: z.number(), ai_credits: z.number() }),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  trial_end: z.string().nullable(),
  /**
   * The plan of a subscription still waiting for its money (status past_due, unpaid or incomplete: tier and credits
   * stay free; or a trial switched to a dearer plan: the trial's plan stays) until Stripe says it is paid; null otherwise.
   */
  pending_tier: Tier.nullable(),
  /** True once the member has had their free trial (it is offered once). */
  trial_used: z.boolean(),
  /** True when the member has a Stripe customer, so 'Manage Plan' can open the portal. */
  has_billing_account: z.boolean(),
  /** Payments are switched off (PAYMENTS_ENABLED=false or no keys): checkout would answer demo_mode. */
  demo_mode: z.boolean(),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

/** GET /api/stripe/checkout-session/:id: a checkout the member came back from, and their plan once it is read. */
export const CheckoutSessionParams = z.object({
  id: z.string().max(200).regex(/^cs_[A-Za-z0-9_]+$/, { error: 'id must be a Checkout Session id (cs_…)' }),
});
export const CheckoutSessionStatus = z.object({
  /** Stripe's status of the checkout: paid or trial started (`complete`), still payable (`open`), or `expired`. */
  status: z.enum(['open', 'complete', 'expired']),
  subscription: BillingSubscription,
});
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatus>;

export const Invoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.string(),
  /** In cents. */
  amount_paid: z.number(),
  amount_due: z.number(),
  currency: z.string(),
  status: z.string().nullable(),
  hosted_invoice_url: z.string().nullable(),
  description: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoicesResponse = z.object({ invoices: z.array(Invoice) });
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

export const WebhookResponse = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });
export type WebhookResponse = z.infer<typeof WebhookResponse>;
