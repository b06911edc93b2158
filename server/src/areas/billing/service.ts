import Stripe from 'stripe';
import { BILLING_MESSAGES, PAID_TIERS, type PaidTier, PLANS, TRIAL_DAYS, TRIAL_TIER, type Tier } from 'shared/constants';
import type { BillingSubscription, CheckoutResponse, Invoice } from 'shared/contracts';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { AppContext } from '../types';
import { getMemberMailTarget, getMemberTier } from '../auth/index';
import { presentInvoice, presentSubscription } from './presenters';
import * as repo from './repository';

/** SPEC.md §8: what the screen shows when payments are switched off. */
export const DEMO_MODE_MESSAGE = BILLING_MESSAGES.demoMode;

/** Stripe statuses under which the member keeps their paid tier (past_due: Stripe is still retrying the card). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

type Ctx = Pick<AppContext, 'db' | 'config' | 'integrations'>;

/** The paid tier a Stripe price stands for (the configured STRIPE_PRICE_*), or null for a price we do not sell. */
export function tierOfPrice(ctx: Pick<AppContext, 'config'>, priceId: string | null | undefined): PaidTier | null {
  return PAID_TIERS.find((t) => ctx.config.stripe.prices[t] === priceId) ?? null;
}

function paymentsOrNull(ctx: Ctx): Stripe | null {
  return ctx.config.stripe.enabled ? (ctx.integrations.payments?.stripe ?? null) : null;
}

/** A Stripe failure becomes a short message the screen can show; the details go to the log by the caller. */
function providerError(): AppError {
  return new AppError(502, 'The payment system could not be reached. Please try again.');
}

/** The member's Stripe customer, made on first use (with their e-mail and id) and reused after. */
async function ensureCustomer(ctx: Ctx, stripe: Stripe, userId: string): Promise<repo.CustomerRow> {
  const existing = await repo.findCustomer(ctx.db, userId);
  if (existing) return existing;
  const contact = await getMemberMailTarget({ db: ctx.db, userId });
  if (!contact) throw new AppError(404, 'Account not found');
  const customer = await stripe.customers.create(
    { email: contact.email, name: contact.fullName ?? undefined, metadata: { user_id: userId } },
    { idempotencyKey: `customer-${userId}` },
  );
  return repo.insertCustomer(ctx.db, { user_id: userId, stripe_customer_id: customer.id, trial_used_at: null, created_at: new Date().toISOString() });
}

/**
 * POST /api/stripe/create-checkout-session: a Checkout Session for `planTier` at its configured price (a `priceId`
 * that is not that price is refused), the member's customer reused, back to Plan & Billing afterwards. 'Start Free
 * Trial' (`trial`) gives TRIAL_DAYS of the trial tier without a card, once per member. Payments off → demo_mode.
 */
export async function createCheckout({
  ctx,
  userId,
  planTier,
  priceId,
  trial = false,
  log,
}: {
  ctx: Ctx;
  userId: string;
  planTier: PaidTier;
  priceId?: string | null;
  trial?: boolean;
  log?: (error: unknown) => void;
}): Promise<CheckoutResponse> {
  const expected = ctx.config.stripe.prices[planTier];
  if (priceId && priceId !== expected) throw badRequest(`priceId does not match the ${PLANS.find((p) => p.tier === planTier)?.name} plan`);
  const stripe = paymentsOrNull(ctx);
  if (!stripe) return { success: false, url: null, demo_mode: true, error: DEMO_MODE_MESSAGE };
  if (trial && planTier !== TRIAL_TIER) throw badRequest('The free trial is for the Creator plan');

  const current = await repo.findSubscription(ctx.db, userId);
  if (current && LIVE_STATUSES.has(current.status)) {
    throw conflict('You already have a plan: use Manage Plan to change or cancel it');
  }
  const existing = await repo.findCustomer(ctx.db, userId);
  if (trial && existing?.trial_used_at) throw badRequest('You have already used your free trial');

  const base = ctx.config.publicUrl;
  try {
    const customer = existing ?? (await ensureCustomer(ctx, stripe, userId));
    const metadata = { user_id: userId, tier: planTier };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.stripe_customer_id,
      client_reference_id: userId,
      line_items: [{ price: expected, quantity: 1 }],
      success_url: `${base}/app/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/app/billing?checkout=cancelled`,
      metadata,
      subscription_data: trial
        ? { metadata, trial_period_days: TRIAL_DAYS, trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } }
        : { metadata },
      ...(trial ? { payment_method_collection: 'if_required' as const } : {}),
    });
    if (!session.url) throw new Error('Checkout Session without a url');
    return { success: true, url: session.url, demo_mode: false, error: null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log?.(error);
    throw providerError();
  }
}

/** POST /api/stripe/portal-session: Stripe's billing portal for the member's customer, back to Plan & Billing. */
export async function createPortal({ ctx, userId, log }: { ctx: Ctx; userId: string; log?: (error: unknown) => void }): Promise<{ url: string }> {
  const stripe = paymentsOrNull(ctx);
  if (!stripe) throw new AppError(503, DEMO_MODE_MESSAGE);
  const customer = await repo.findCustomer(ctx.db, userId);
  if (!customer) throw badRequest('You have no billing account yet: choose a plan first');
  try {
    const session = await stripe.billingPortal.sessions.create({ customer: customer.stripe_customer_id, return_url: `${ctx.config.publicUrl}/app/billing?portal=return` });
    return { url: session.url };
  } catch (error) {
    log?.(error);
    throw providerError();
  }
}

/** GET /api/user/subscription. */
export async function getSubscription({ ctx, userId }: { ctx: Ctx; userId: string }): Promise<BillingSubscription> {
  const [tier, row, customer] = await Promise.all([
    getMemberTier({ db: ctx.db, userId }),
    repo.findSubscription(ctx.db, userId),
    repo.findCustomer(ctx.db, userId),
  ]);
  return presentSubscription({ tier: tier as Tier, row, customer, demoMode: !paymentsOrNull(ctx) });
}

/** GET /api/billing/invoices: the member's invoices from Stripe, newest first (none without a customer). */
export async function listInvoices({ ctx, userId, log }: { ctx: Ctx; userId: string; log?: (error: unknown) => void }): Promise<Invoice[]> {
  const stripe = paymentsOrNull(ctx);
  const customer = await repo.findCustomer(ctx.db, userId);
  if (!stripe || !customer) return [];
  try {
    const page = await stripe.invoices.list({ customer: customer.stripe_customer_id, limit: 24 });
    return page.data.map(presentInvoice);
  } catch (error) {
    log?.(error);
    throw providerError();
  }
}

/** Before the account goes: a live subscription is cancelled at once, so nobody is charged for a deleted account. */
export async function cancelForDeletedMember({ ctx, userId }: { ctx: Ctx; userId: string }): Promise<void> {
  const row = await repo.findSubscription(ctx.db, userId);
  const stripe = ctx.integrations.payments?.stripe;
  if (!row || !stripe || !LIVE_STATUSES.has(row.status)) return;
  await stripe.subscriptions.cancel(row.stripe_subscription_id);
}

/** The data export's billing part. */
export async function exportBilling({ ctx, userId }: { ctx: Ctx; userId: string }): Promise<Record<string, unknown>> {
  return { subscription: await getSubscription({ ctx, userId }) };
}
