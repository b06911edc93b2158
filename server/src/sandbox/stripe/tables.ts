/**
 * The Stripe sandbox's state: every object it serves (customers, prices are derived, checkout and portal sessions,
 * subscriptions, invoices, payment methods, events) as Stripe-shaped JSON, one row each, so the API and every
 * worker process see the same account. Table `sandbox_stripe_objects` (migration 20261123T133000_sandbox_stripe).
 */
export interface SandboxStripeObjectsTable {
  /** Stripe's id: cus_…, cs_test_…, sub_…, in_…, pm_…, bps_…, evt_… */
  id: string;
  /** Stripe's `object`: customer, checkout.session, subscription, invoice, payment_method, billing_portal.session, event. */
  type: string;
  /** The customer it belongs to (lists by customer). */
  customer: string | null;
  /** The object as the API returns it, JSON. */
  data: string;
  /** ISO instant with milliseconds: lists are newest first. */
  created_at: string;
}

export interface SandboxStripeTables {
  sandbox_stripe_objects: SandboxStripeObjectsTable;
}

declare module '../../platform/db' {
  interface Database extends SandboxStripeTables {}
}
