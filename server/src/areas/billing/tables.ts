/**
 * Row types of the billing tables (migration 20261123T134000_billing). Timestamps are ISO-8601 UTC text.
 * Stripe is the source of truth; these rows are what the product last learnt from it.
 */

/** The member's Stripe customer (made at their first checkout, reused after). */
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  /** Set when the member started their one free trial. */
  trial_used_at: string | null;
  created_at: string;
}

/** The member's current (or last) subscription as Stripe last described it. */
export interface BillingSubscriptionsTable {
  user_id: string;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  /** The catalogue tier its price stands for. */
  tier: string;
  /** Stripe's status: trialing, active, past_due, canceled, incomplete, unpaid, … */
  status: string;
  price_id: string | null;
  current_period_end: string | null;
  /** 1 when the member cancelled: the plan stays until current_period_end. */
  cancel_at_period_end: number;
  trial_end: string | null;
  /** When this view was read from Stripe (before the call): an older read of the same subscription never replaces it. */
  updated_at: string;
}

/** Webhook events already handled: the key that makes a redelivery a no-op (stored with the event's effect). */
export interface BillingWebhookEventsTable {
  event_id: string;
  type: string;
  received_at: string;
}

/**
 * The member's one free trial (migration 20261123T170000_billing_trial_claims): inserted before the trial checkout
 * is made, so two simultaneous requests cannot both start one. `checkout_session_id` is null while the checkout is
 * being made; the claim is taken over only when that checkout expired unpaid.
 */
export interface BillingTrialClaimsTable {
  user_id: string;
  checkout_session_id: string | null;
  claimed_at: string;
}

/**
 * The member's one open checkout, paid or trial (migration 20261123T200000_billing_checkout_claims): inserted before
 * the Checkout Session is made, so simultaneous requests cannot make two checkouts that could both be paid.
 * `checkout_session_id` is null while the checkout is being made; the claim is taken over only once that checkout
 * can no longer be completed.
 */
export interface BillingCheckoutClaimsTable {
  user_id: string;
  checkout_session_id: string | null;
  /** The tier (and whether it is the trial) the checkout was made for: the same request again gets it back. */
  tier: string;
  trial: number;
  claimed_at: string;
}

export interface BillingTables {
  billing_checkout_claims: BillingCheckoutClaimsTable;
  billing_trial_claims: BillingTrialClaimsTable;
  billing_customers: BillingCustomersTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_webhook_events: BillingWebhookEventsTable;
}

declare module '../../platform/db' {
  interface Database extends BillingTables {}
}
