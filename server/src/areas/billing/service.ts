import Stripe from 'stripe';
import { BILLING_MESSAGES, PAID_TIERS, type PaidTier, PLANS, TRIAL_DAYS, TRIAL_TIER } from 'shared/constants';
import type { BillingSubscription, CheckoutResponse, Invoice } from 'shared/contracts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import type { AppContext } from '../types';
import { getMemberMailTarget, getMemberPlan } from '../auth/index';
import { presentInvoice, presentSubscription } from './presenters';
import * as repo from './repository';
import { OWED_STATUSES, PAID_STATUSES, everHadPlan, grantedTier, statusRank } from './statuses';

/** SPEC.md §8: what the screen shows when payments are switched off. */
export const DEMO_MODE_MESSAGE = BILLING_MESSAGES.demoMode;

/** How long a trial or checkout claim without a checkout may be held before another request may take it (a crashed request). */
const CLAIM_STALE_MS = 2 * 60_000;

type Ctx = Pick<AppContext, 'db' | 'config' | 'integrations'>;

/** The paid tier a Stripe price stands for (the configured STRIPE_PRICE_*), or null for a price we do not sell. */
export function tierOfPrice(ctx: Pick<AppContext, 'config'>, priceId: string | null | undefined): PaidTier | null {
  return PAID_TIERS.find((t) => ctx.config.stripe.prices[t] === priceId) ?? null;
}

export function paymentsOrNull(ctx: Ctx): Stripe | null {
  return ctx.config.stripe.enabled ? (ctx.integrations.payments?.stripe ?? null) : null;
}

/**
 * Requests that call Stripe, per member per minute (scaled by RATE_LIMIT_MULTIPLIER): checkout, portal, invoices,
 * the checkout a member comes back from. Far above what a member clicks; it keeps one account from spending the
 * product's Stripe rate limit (every member's checkouts) on a loop.
 */
export const STRIPE_CALLS_LIMIT = { limit: 30, windowMs: 60_000 };

/** Counts one Stripe-bound request of the member; 429 `{detail}` past STRIPE_CALLS_LIMIT. */
export async function limitStripeCalls(ctx: Pick<AppContext, 'db' | 'config'>, userId: string): Promise<void> {
  const limit = Math.max(1, Math.round(STRIPE_CALLS_LIMIT.limit * ctx.config.rateLimitMultiplier));
  const hit = await hitRateLimit(ctx.db, { key: `billing-stripe:${userId}`, limit, windowMs: STRIPE_CALLS_LIMIT.windowMs });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSec, 'Too many billing requests. Please wait a minute and try again.');
}

/** Stripe's 'No such …' (the object is gone there, or never was). */
export function isStripeMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'resource_missing';
}

/** Where a failed Stripe call is logged: the request's logger (`request.log`). */
export type BillingLog = { error(details: object, message?: string): void };

/** A Stripe failure becomes a short message the screen can show; the details go to `log`. */
export function providerError(log: BillingLog | undefined, error: unknown, what: string): AppError {
  log?.error({ err: error }, `${what} failed`);
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
  log?: BillingLog;
}): Promise<CheckoutResponse> {
  const expected = ctx.config.stripe.prices[planTier];
  if (priceId && priceId !== expected) throw badRequest(`The chosen price does not match the ${PLANS.find((p) => p.tier === planTier)?.name} plan`);
  const stripe = paymentsOrNull(ctx);
  if (!stripe) return { success: false, url: null, demo_mode: true, error: DEMO_MODE_MESSAGE };
  if (trial && planTier !== TRIAL_TIER) throw badRequest('The free trial is for the Creator plan');
  await limitStripeCalls(ctx, userId);

  const current = await repo.findSubscription(ctx.db, userId);
  const refusal = current && (PAID_STATUSES.has(current.status) || OWED_STATUSES.has(current.status)) ? liveSubscriptionConflict(current.status) : null;
  if (refusal) throw refusal;
  const existing = await repo.findCustomer(ctx.db, userId);
  if (trial && existing?.trial_used_at) throw badRequest('You have already used your free trial');
  if (trial && everHadPlan(current?.status)) throw badRequest(TRIAL_FOR_NEW_MEMBERS);

  // The trial is claimed before its checkout exists: of simultaneous requests one holds the claim (claimTrial).
  let trialClaim: { claimedAt: string } | null = null;
  if (trial) {
    const outcome = await claimTrial(ctx, stripe, userId, log);
    if ('url' in outcome) return { success: true, url: outcome.url, demo_mode: false, error: null };
    trialClaim = outcome;
  }
  // So is the member's one open checkout, paid or trial (claimCheckout): never two checkouts that could both be paid.
  let claim: { claimedAt: string };
  try {
    const outcome = await claimCheckout(ctx, stripe, userId, { tier: planTier, trial }, log);
    if ('url' in outcome) {
      if (trialClaim) await repo.releaseClaim(ctx.db, 'billing_trial_claims', userId, trialClaim.claimedAt);
      return { success: true, url: outcome.url, demo_mode: false, error: null };
    }
    claim = outcome;
  } catch (error) {
    if (trialClaim) await repo.releaseClaim(ctx.db, 'billing_trial_claims', userId, trialClaim.claimedAt);
    throw error;
  }

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
    await repo.setClaimSession(ctx.db, 'billing_checkout_claims', userId, claim.claimedAt, session.id);
    if (trialClaim) await repo.setClaimSession(ctx.db, 'billing_trial_claims', userId, trialClaim.claimedAt, session.id);
    return { success: true, url: session.url, demo_mode: false, error: null };
  } catch (error) {
    await repo.releaseClaim(ctx.db, 'billing_checkout_claims', userId, claim.claimedAt);
    if (trialClaim) await repo.releaseClaim(ctx.db, 'billing_trial_claims', userId, trialClaim.claimedAt);
    if (error instanceof AppError) throw error;
    throw providerError(log, error, 'checkout session');
  }
}

const CHECKOUT_BEING_STARTED = 'A checkout is already being started. Please wait a moment.';
const TRIAL_FOR_NEW_MEMBERS = 'The free trial is for members who have not had a plan yet';
const TRIAL_BEING_STARTED = 'Your free trial is already being started. Please wait a moment.';
const ALREADY_SUBSCRIBED = 'You already have a plan: use Manage Plan to change or cancel it';
const PAYMENT_OWED = 'Your last payment failed: use Fix payment method to pay it or to cancel the plan';

/** Why a member with this subscription may not start another checkout (null: it has ended, they may). */
function liveSubscriptionConflict(status: string): AppError | null {
  if (PAID_STATUSES.has(status)) return conflict(ALREADY_SUBSCRIBED);
  if (OWED_STATUSES.has(status)) return conflict(PAYMENT_OWED);
  if (statusRank(status) > 0) return conflict('Your last checkout is still being paid. Please wait a moment.');
  return null;
}

/**
 * The member's one open checkout (paid or trial). Claimed by inserting a row under their id before the Checkout
 * Session exists, so of simultaneous requests one goes on and the others get 409. A claim already held: its checkout
 * still open → that same checkout again when the same plan is asked for (a second click, another tab), or, for
 * another plan, that checkout is expired at Stripe first (so it can no longer be paid) and the claim taken over;
 * completed → 409 while its subscription lives (the webhook may not have landed yet), taken over once it has ended;
 * expired → taken over by a conditional update (one of several racing requests wins); being made right now → 409.
 */
async function claimCheckout(
  ctx: Ctx,
  stripe: Stripe,
  userId: string,
  want: { tier: PaidTier; trial: boolean },
  log?: BillingLog,
): Promise<{ claimedAt: string } | { url: string }> {
  const extra = { tier: want.tier, trial: want.trial ? 1 : 0 };
  const taken = await takeClaim(ctx, 'billing_checkout_claims', userId, extra, CHECKOUT_BEING_STARTED);
  if (!('held' in taken)) return taken;
  const { held, now } = taken;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(held.checkout_session_id);
    if (session.status === 'open') {
      if (held.tier === want.tier && held.trial === extra.trial && session.url) return { url: session.url };
      // Another plan: the open checkout is closed at Stripe before a new one is made. Stripe refuses to expire a
      // checkout that was just completed (or expired): read it again and go by what it is now.
      session = await stripe.checkout.sessions.expire(session.id).catch(() => stripe.checkout.sessions.retrieve(held.checkout_session_id));
    }
    if (session.status === 'complete') {
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
      const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
      const refusal = subscription ? liveSubscriptionConflict(subscription.status) : null;
      if (refusal) throw refusal;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerError(log, error, 'open checkout read');
  }
  if (session.status === 'open') throw conflict(CHECKOUT_BEING_STARTED);
  if (await repo.takeOverClaim(ctx.db, 'billing_checkout_claims', held, now, extra)) return { claimedAt: now };
  throw conflict(CHECKOUT_BEING_STARTED);
}

/**
 * The member's one trial. Claimed by inserting a row under their id, so two simultaneous requests cannot both go on.
 * A claim already held: its checkout still open → that same checkout again (a second click, another tab); completed →
 * the trial is used; expired unpaid (abandoned) → taken over for a new checkout by a conditional update; being made
 * right now by another request → 409.
 */
async function claimTrial(ctx: Ctx, stripe: Stripe, userId: string, log?: BillingLog): Promise<{ claimedAt: string } | { url: string }> {
  const taken = await takeClaim(ctx, 'billing_trial_claims', userId, {}, TRIAL_BEING_STARTED);
  if (!('held' in taken)) return taken;
  const { held, now } = taken;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(held.checkout_session_id);
  } catch (error) {
    throw providerError(log, error, 'trial checkout read');
  }
  if (session.status === 'complete') {
    await repo.markTrialUsed(ctx.db, userId, now);
    throw badRequest('You have already used your free trial');
  }
  if (session.status === 'open' && session.url) return { url: session.url };
  if (await repo.takeOverClaim(ctx.db, 'billing_trial_claims', held, now, {})) return { claimedAt: now };
  throw conflict(TRIAL_BEING_STARTED);
}

/**
 * Takes the member's claim in `table`, or hands back the one they hold once its checkout exists. A claim whose
 * checkout is still being made answers 409 `busy`, unless it is stale (the request making it died): then it is taken
 * over. Of racing requests, one inserts (or takes over) and the others find the claim held.
 */
async function takeClaim<T extends repo.ClaimTable>(
  ctx: Ctx,
  table: T,
  userId: string,
  extra: repo.ClaimExtra<T>,
  busy: string,
): Promise<{ claimedAt: string } | { held: repo.ClaimRow<T> & { checkout_session_id: string }; now: string }> {
  const now = new Date().toISOString();
  if (await repo.insertClaim(ctx.db, table, userId, now, extra)) return { claimedAt: now };
  const held = await repo.findClaim(ctx.db, table, userId);
  if (!held) throw conflict(busy);
  if (held.checkout_session_id === null) {
    const stale = Date.now() - Date.parse(held.claimed_at) > CLAIM_STALE_MS;
    if (stale && (await repo.takeOverClaim(ctx.db, table, held, now, extra))) return { claimedAt: now };
    throw conflict(busy);
  }
  return { held: held as repo.ClaimRow<T> & { checkout_session_id: string }, now };
}

/** POST /api/stripe/portal-session: Stripe's billing portal for the member's customer, back to Plan & Billing. */
export async function createPortal({ ctx, userId, log }: { ctx: Ctx; userId: string; log?: BillingLog }): Promise<{ url: string }> {
  const stripe = paymentsOrNull(ctx);
  if (!stripe) throw new AppError(503, DEMO_MODE_MESSAGE);
  const customer = await repo.findCustomer(ctx.db, userId);
  if (!customer) throw badRequest('You have no billing account yet: choose a plan first');
  await limitStripeCalls(ctx, userId);
  try {
    const session = await stripe.billingPortal.sessions.create({ customer: customer.stripe_customer_id, return_url: `${ctx.config.publicUrl}/app/billing?portal=return` });
    return { url: session.url };
  } catch (error) {
    throw providerError(log, error, 'portal session');
  }
}

/**
 * GET /api/user/subscription. The plan and its status come from one read: the member's subscription row when there
 * is one (the webhook writes it with the member's tier, in one transaction), else the member's own plan (tier and
 * status of one row, the session's read of it). The member's plan is read only when there is no subscription row.
 */
export async function getSubscription({ ctx, userId }: { ctx: Ctx; userId: string }): Promise<BillingSubscription> {
  let { subscription, customer } = await repo.findAccount(ctx.db, userId);
  let plan = subscription ? planOf(subscription) : await getMemberPlan({ db: ctx.db, userId, recent: true });
  if (!subscription && plan.status !== null && paymentsOrNull(ctx)) {
    // The member's plan has a Stripe status the account read before it did not have a subscription for: the webhook's
    // transaction (subscription, trial used, member's plan) committed between the two reads. Read the account again,
    // so the answer is that transaction's whole result, never half of it (a trial with `trial_used: false`). Without
    // payments (demo mode) no webhook writes, and a plan with no subscription row is the plan.
    ({ subscription, customer } = await repo.findAccount(ctx.db, userId));
    if (subscription) plan = planOf(subscription);
  }
  return presentSubscription({ plan, row: subscription, customer, demoMode: !paymentsOrNull(ctx) });
}

const planOf = (subscription: repo.SubscriptionRow) => ({ tier: grantedTier(subscription.tier, subscription.status), status: subscription.status });

/** GET /api/billing/invoices: the member's invoices from Stripe, newest first (none without a customer). */
export async function listInvoices({ ctx, userId, log }: { ctx: Ctx; userId: string; log?: BillingLog }): Promise<Invoice[]> {
  const stripe = paymentsOrNull(ctx);
  const customer = await repo.findCustomer(ctx.db, userId);
  if (!stripe || !customer) return [];
  await limitStripeCalls(ctx, userId);
  try {
    const page = await stripe.invoices.list({ customer: customer.stripe_customer_id, limit: 24 });
    return page.data.map(presentInvoice);
  } catch (error) {
    throw providerError(log, error, 'invoice list');
  }
}

/**
 * Before the account goes: a live subscription is cancelled at once, so nobody is charged for a deleted account, and
 * so is the member's open checkout (expired at Stripe: a Checkout page left open in a tab could otherwise still be
 * paid, making a subscription for an account that no longer exists, which no webhook could give to anyone); one that
 * completed before its webhook arrived has its subscription cancelled too. Stripe answers 'No such …'
 * (resource_missing) for what has already ended there: nothing is left to cancel. Stripe unreachable: 502, and the
 * account stays (billing's part runs first).
 */
export async function cancelForDeletedMember({ ctx, userId, log }: { ctx: Ctx; userId: string; log?: BillingLog }): Promise<void> {
  const stripe = ctx.integrations.payments?.stripe;
  if (!stripe) return;
  const [row, claim] = await Promise.all([repo.findSubscription(ctx.db, userId), repo.findClaim(ctx.db, 'billing_checkout_claims', userId)]);
  const toCancel = new Set<string>();
  if (row && statusRank(row.status) > 0) toCancel.add(row.stripe_subscription_id);
  try {
    if (claim?.checkout_session_id) {
      let session = await stripe.checkout.sessions.retrieve(claim.checkout_session_id);
      // Stripe refuses to expire a checkout that was just completed: read it again and go by what it is now.
      if (session.status === 'open') session = await stripe.checkout.sessions.expire(session.id).catch(() => stripe.checkout.sessions.retrieve(session.id));
      const paid = session.status === 'complete' ? (typeof session.subscription === 'string' ? session.subscription : session.subscription?.id) : null;
      if (paid) toCancel.add(paid);
    }
  } catch (error) {
    if (!isStripeMissing(error)) throw providerError(log, error, 'open checkout expiry (account deletion)');
  }
  for (const id of toCancel) {
    try {
      const subscription = id === row?.stripe_subscription_id ? null : await stripe.subscriptions.retrieve(id);
      if (subscription && statusRank(subscription.status) === 0) continue;
      await stripe.subscriptions.cancel(id);
    } catch (error) {
      if (isStripeMissing(error)) continue;
      throw providerError(log, error, 'subscription cancel (account deletion)');
    }
  }
}

/** The data export's billing part. */
export async function exportBilling({ ctx, userId }: { ctx: Ctx; userId: string }): Promise<Record<string, unknown>> {
  return { subscription: await getSubscription({ ctx, userId }) };
}
