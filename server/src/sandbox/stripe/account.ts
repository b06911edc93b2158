import { PAID_TIERS, type PaidTier, planFor } from 'shared/constants';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { type StripeObject, emitEvent, getObject, listObjects, newId, putObject, sandboxNow } from './store';

/**
 * What the sandbox does to its account: the same state changes (and events) Stripe makes for checkout, plan changes,
 * cancellation, payment methods and renewals. Every function runs in the caller's transaction.
 */

const DAY = 86_400;

/** A card error as Stripe reports it (HTTP 402, type card_error). */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The sandbox's prices: one monthly USD price per paid tier of the catalogue, under the configured ids. */
export function sandboxPrices(config: Config): StripeObject[] {
  return PAID_TIERS.map((tier) => priceObject(config, tier));
}

function priceObject(config: Config, tier: PaidTier): StripeObject {
  const plan = planFor(tier);
  return {
    id: config.stripe.prices[tier],
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: plan.price * 100,
    product: `prod_sandbox_${tier}`,
    nickname: plan.name,
    lookup_key: plan.price_lookup_key,
    recurring: { interval: 'month', interval_count: 1 },
    type: 'recurring',
    livemode: false,
    metadata: { tier },
    created: 1_700_000_000,
  };
}

export function findPrice(config: Config, id: string): StripeObject | null {
  return sandboxPrices(config).find((p) => p.id === id) ?? null;
}

/** One calendar month after `seconds` (UTC), as Stripe bills monthly plans. */
export function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** Validates a test card like Stripe's test mode and returns its payment method, or throws a CardError. */
export function checkCard(card: { number?: string; exp?: string; cvc?: string; name?: string }): { last4: string; brand: string; exp_month: number; exp_year: number; number: string } {
  const number = (card.number ?? '').replace(/[\s-]/g, '');
  if (number.length === 0 || number.length < 13) throw new CardError('Your card number is incomplete.', 'incomplete_number');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) throw new CardError('Your card number is invalid.', 'invalid_number');
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.exp ?? '');
  if (!exp) throw new CardError("Your card's expiration date is incomplete.", 'incomplete_expiry');
  const month = Number(exp[1]);
  const year = exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  if (month < 1 || month > 12) throw new CardError("Your card's expiration month is invalid.", 'invalid_expiry_month');
  const now = new Date();
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    throw new CardError("Your card's expiration year is in the past.", 'invalid_expiry_year');
  }
  if (!/^\d{3,4}$/.test((card.cvc ?? '').trim())) throw new CardError("Your card's security code is incomplete.", 'incomplete_cvc');
  return { last4: number.slice(-4), brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'card', exp_month: month, exp_year: year, number };
}

/** Stripe's test cards that fail when charged (https://docs.stripe.com/testing#declined-payments). */
function chargeFailure(number: string): CardError | null {
  switch (number) {
    case '4000000000000002':
      return new CardError('Your card was declined.', 'card_declined', 'generic_decline');
    case '4000000000009995':
      return new CardError('Your card has insufficient funds.', 'card_declined', 'insufficient_funds');
    case '4000000000000069':
      return new CardError('Your card has expired.', 'expired_card');
    case '4000000000000127':
      return new CardError("Your card's security code is incorrect.", 'incorrect_cvc');
    case '4000000000000341':
      return new CardError('Your card was declined.', 'card_declined', 'generic_decline');
    default:
      return null;
  }
}

/** Saving a card (no charge yet): 4000 0000 0000 0341 attaches fine and fails only when charged, as in Stripe. */
function attachFailure(number: string): CardError | null {
  return number === '4000000000000341' ? null : chargeFailure(number);
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export async function createCustomer(db: Db, params: Record<string, any>): Promise<StripeObject> {
  const customer: StripeObject = {
    id: newId('cus'),
    object: 'customer',
    created: await sandboxNow(db),
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: params.metadata ?? {},
    balance: 0,
    currency: 'usd',
    invoice_settings: { default_payment_method: null },
    livemode: false,
  };
  await putObject(db, customer, customer.id);
  await emitEvent(db, 'customer.created', customer);
  return customer;
}

/** Saves a card (already checked) as the customer's default payment method. */
async function attachCard(db: Db, customer: StripeObject, card: ReturnType<typeof checkCard>): Promise<StripeObject> {
  const pm: StripeObject = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created: await sandboxNow(db),
    customer: customer.id,
    card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, funding: 'credit', country: 'US' },
    billing_details: { name: null, email: customer.email },
    livemode: false,
    _number: card.number,
  };
  await putObject(db, pm);
  customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: pm.id };
  await putObject(db, customer, customer.id);
  return pm;
}

/** Charges a saved payment method: fails like Stripe's declining test cards. */
async function charge(db: Db, paymentMethodId: string | null): Promise<CardError | null> {
  if (!paymentMethodId) return new CardError('This customer has no attached payment source or default payment method.', 'missing');
  const pm = await getObject(db, paymentMethodId, 'payment_method');
  return pm ? chargeFailure(pm._number) : new CardError('The payment method is gone.', 'missing');
}

async function createInvoice(
  db: Db,
  sub: StripeObject,
  {
    amount,
    reason,
    description,
    paid,
    periodStart,
    periodEnd,
    at,
  }: { amount: number; reason: string; description: string; paid: boolean; periodStart: number; periodEnd: number; at?: number },
): Promise<StripeObject> {
  const now = at ?? (await sandboxNow(db));
  const count = (await listObjects(db, { type: 'invoice', customer: sub.customer, limit: 1000 })).length;
  const invoice: StripeObject = {
    id: newId('in'),
    object: 'invoice',
    customer: sub.customer,
    created: now,
    number: `SBX-${sub.customer.slice(-6).toUpperCase()}-${String(count + 1).padStart(4, '0')}`,
    status: paid ? 'paid' : 'open',
    currency: 'usd',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    total: amount,
    billing_reason: reason,
    description,
    hosted_invoice_url: null,
    period_start: periodStart,
    period_end: periodEnd,
    attempt_count: 1,
    livemode: false,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata ?? {} }, quote_details: null },
    status_transitions: { paid_at: paid ? now : null, finalized_at: now },
  };
  await putObject(db, invoice);
  await emitEvent(db, 'invoice.finalized', invoice);
  if (paid) await recordPayment(db, invoice, now);
  await emitEvent(db, paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  return invoice;
}

/**
 * The money an invoice took, as Stripe records it: a succeeded PaymentIntent and the invoice payment that links it to
 * the invoice (`GET /v1/invoice_payments?invoice=…`), which is what a refund is made against. Nothing for $0.
 */
async function recordPayment(db: Db, invoice: StripeObject, at: number): Promise<void> {
  if (invoice.amount_paid <= 0) return;
  const intent: StripeObject = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: invoice.amount_paid,
    amount_received: invoice.amount_paid,
    currency: invoice.currency,
    customer: invoice.customer,
    created: at,
    status: 'succeeded',
    description: invoice.description,
    livemode: false,
    metadata: {},
  };
  await putObject(db, intent);
  await putObject(db, {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_due,
    created: at,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: at },
  }, invoice.customer);
}

/**
 * POST /v1/refunds for a PaymentIntent: all that is left of it, or `amount` of it (cents). Refused like Stripe when
 * nothing (or less than asked) is left to refund. Emits `refund.created`.
 */
export async function createRefund(db: Db, params: { payment_intent: string; amount?: number; reason?: string | null; metadata?: Record<string, string> }): Promise<StripeObject> {
  const intent = await getObject(db, params.payment_intent, 'payment_intent');
  if (!intent || intent.status !== 'succeeded') throw new RefundError(`This PaymentIntent (${params.payment_intent}) does not have a successful charge to refund.`, 'charge_not_refundable');
  const refunded = (await listObjects(db, { type: 'refund', customer: intent.customer, limit: 1000 }))
    .filter((r) => r.payment_intent === intent.id && r.status === 'succeeded')
    .reduce((sum, r) => sum + r.amount, 0);
  const left = intent.amount_received - refunded;
  if (left <= 0) throw new RefundError(`Charge for PaymentIntent ${intent.id} has already been refunded.`, 'charge_already_refunded');
  const amount = params.amount ?? left;
  if (amount > left) {
    throw new RefundError(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large');
  }
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    reason: params.reason ?? null,
    status: 'succeeded',
    created: await sandboxNow(db),
    metadata: params.metadata ?? {},
  };
  await putObject(db, refund, intent.customer);
  await emitEvent(db, 'refund.created', refund);
  return refund;
}

/** A refund Stripe refuses (HTTP 400, invalid_request_error with a code). */
export class RefundError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'RefundError';
  }
}

function periodOf(sub: StripeObject): { start: number; end: number } {
  const item = sub.items.data[0];
  return { start: item.current_period_start, end: item.current_period_end };
}

function setPeriod(sub: StripeObject, start: number, end: number): void {
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

/**
 * Completes an open Checkout Session with a card (or none, for a trial that does not need one): the customer's
 * subscription, its first invoice and the events Stripe sends. A declined card throws a CardError and changes nothing.
 */
export async function completeCheckout(db: Db, config: Config, session: StripeObject, cardInput: Parameters<typeof checkCard>[0] | null): Promise<StripeObject> {
  const customer = await getObject(db, session.customer, 'customer');
  if (!customer) throw new Error(`No such customer: '${session.customer}'`);
  const price = findPrice(config, session._price);
  if (!price) throw new Error(`No such price: '${session._price}'`);
  const trialDays: number = session._trial_period_days ?? 0;
  const card = cardInput ? checkCard(cardInput) : null;
  if (!card && !(trialDays > 0 && session.payment_method_collection === 'if_required')) {
    throw new CardError('Your card number is incomplete.', 'incomplete_number');
  }
  if (card) {
    // Charged now without a trial; with one, saved (a setup intent) and charged when the trial ends.
    const failure = trialDays > 0 ? attachFailure(card.number) : chargeFailure(card.number);
    if (failure) throw failure;
  }
  const pm = card ? await attachCard(db, customer, card) : null;
  const now = await sandboxNow(db);
  const trialEnd = trialDays > 0 ? now + trialDays * DAY : null;
  const periodEnd = trialEnd ?? addMonth(now);
  const sub: StripeObject = {
    id: newId('sub'),
    object: 'subscription',
    customer: customer.id,
    created: now,
    start_date: now,
    status: trialEnd ? 'trialing' : 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: session._missing_payment_method ?? 'create_invoice' } },
    default_payment_method: pm?.id ?? null,
    metadata: session._subscription_metadata ?? {},
    currency: 'usd',
    collection_method: 'charge_automatically',
    latest_invoice: null,
    livemode: false,
    items: {
      object: 'list',
      data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: now, current_period_end: periodEnd }],
      has_more: false,
    },
  };
  await putObject(db, sub);
  await emitEvent(db, 'customer.subscription.created', sub);
  const invoice = await createInvoice(db, sub, {
    amount: trialEnd ? 0 : price.unit_amount,
    reason: 'subscription_create',
    description: trialEnd ? `Free trial of ${price.nickname}` : `${price.nickname} plan`,
    paid: true,
    periodStart: now,
    periodEnd,
  });
  sub.latest_invoice = invoice.id;
  await putObject(db, sub);
  Object.assign(session, {
    status: 'complete',
    payment_status: trialEnd ? 'no_payment_required' : 'paid',
    subscription: sub.id,
    invoice: invoice.id,
    amount_total: trialEnd ? 0 : price.unit_amount,
  });
  await putObject(db, session);
  await emitEvent(db, 'checkout.session.completed', session);
  return sub;
}

/** What moving to `price` costs now: the unused part of the current price credited, the rest of the new one charged. */
export function prorationFor(sub: StripeObject, price: StripeObject, now: number): number {
  const { start, end } = periodOf(sub);
  if (sub.status === 'trialing') return 0;
  const remaining = Math.max(0, end - now) / Math.max(1, end - start);
  return Math.round((price.unit_amount - sub.items.data[0].price.unit_amount) * remaining);
}

/** Portal 'Change plan': prorated at once (an invoice for an upgrade, a credit on the balance for a downgrade). */
export async function changePlan(db: Db, sub: StripeObject, price: StripeObject): Promise<StripeObject> {
  const previous = { items: structuredClone(sub.items) };
  const now = await sandboxNow(db);
  const amount = prorationFor(sub, price, now);
  if (amount > 0) {
    const failure = await charge(db, sub.default_payment_method ?? (await defaultPaymentMethod(db, sub.customer)));
    if (failure) throw failure;
  }
  sub.items.data[0].price = price;
  sub.metadata = { ...sub.metadata, tier: price.metadata.tier };
  await putObject(db, sub);
  await emitEvent(db, 'customer.subscription.updated', sub, previous);
  const { end } = periodOf(sub);
  if (amount > 0) {
    const invoice = await createInvoice(db, sub, { amount, reason: 'subscription_update', description: `Prorated change to ${price.nickname}`, paid: true, periodStart: now, periodEnd: end, at: now });
    sub.latest_invoice = invoice.id;
    await putObject(db, sub);
  } else if (amount < 0) {
    const customer = await getObject(db, sub.customer, 'customer');
    if (customer) {
      customer.balance = (customer.balance ?? 0) + amount;
      await putObject(db, customer, customer.id);
    }
  }
  return sub;
}

async function defaultPaymentMethod(db: Db, customerId: string): Promise<string | null> {
  const customer = await getObject(db, customerId, 'customer');
  return customer?.invoice_settings?.default_payment_method ?? null;
}

/** Portal 'Cancel plan' (at period end) and 'Resume plan'. */
export async function setCancelAtPeriodEnd(db: Db, sub: StripeObject, cancel: boolean): Promise<StripeObject> {
  const previous = { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at };
  sub.cancel_at_period_end = cancel;
  sub.cancel_at = cancel ? periodOf(sub).end : null;
  sub.canceled_at = cancel ? await sandboxNow(db) : null;
  await putObject(db, sub);
  await emitEvent(db, 'customer.subscription.updated', sub, previous);
  return sub;
}

/** Ends a subscription now (DELETE /v1/subscriptions/:id), or `at` (the end of a period that was set to cancel). */
export async function cancelNow(db: Db, sub: StripeObject, at?: number): Promise<StripeObject> {
  if (sub.status === 'canceled') return sub;
  const now = at ?? (await sandboxNow(db));
  sub.status = 'canceled';
  sub.ended_at = now;
  sub.canceled_at ??= now;
  await putObject(db, sub);
  await emitEvent(db, 'customer.subscription.deleted', sub);
  return sub;
}

/** Portal 'Update payment method': saves the card and pays an open invoice with it (a past_due plan recovers). */
export async function updatePaymentMethod(db: Db, sub: StripeObject, cardInput: Parameters<typeof checkCard>[0]): Promise<StripeObject> {
  const card = checkCard(cardInput);
  const open = (await listObjects(db, { type: 'invoice', customer: sub.customer })).filter((i) => i.status === 'open');
  const failure = open.length > 0 ? chargeFailure(card.number) : attachFailure(card.number);
  if (failure) throw failure;
  const customer = await getObject(db, sub.customer, 'customer');
  if (!customer) throw new Error('No such customer');
  const pm = await attachCard(db, customer, card);
  const previous = { default_payment_method: sub.default_payment_method, status: sub.status };
  sub.default_payment_method = pm.id;
  for (const invoice of open) {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, attempt_count: invoice.attempt_count + 1 });
    const paidAt = await sandboxNow(db);
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: paidAt };
    await putObject(db, invoice);
    await recordPayment(db, invoice, paidAt);
    await emitEvent(db, 'invoice.paid', invoice);
  }
  if (sub.status === 'past_due' || sub.status === 'unpaid') sub.status = 'active';
  await putObject(db, sub);
  await emitEvent(db, 'customer.subscription.updated', sub, previous);
  return sub;
}

/**
 * The end of the current period (or trial) as Stripe handles it, at that instant: a plan set to cancel ends; a trial
 * without a card ends by cancellation when so configured; a plan whose last invoice is still owed (past_due) has
 * used up its retries and is canceled (Stripe's default after failed retries); otherwise the next period is
 * charged — paid → active, a declining card → past_due with an open invoice (and no plan until it is paid). Run by
 * the sandbox clock (clock.ts) when its time passes the period end, or from the portal's sandbox tools.
 */
export async function advanceToPeriodEnd(db: Db, sub: StripeObject): Promise<StripeObject> {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return sub;
  const start = periodOf(sub).end;
  if (sub.cancel_at_period_end) return cancelNow(db, sub, start);
  if (sub.status === 'past_due' || sub.status === 'unpaid') return cancelNow(db, sub, start);
  const paymentMethod = sub.default_payment_method ?? (await defaultPaymentMethod(db, sub.customer));
  if (sub.status === 'trialing' && !paymentMethod && sub.trial_settings?.end_behavior?.missing_payment_method === 'cancel') {
    return cancelNow(db, sub, start);
  }
  const previous = { status: sub.status, items: structuredClone(sub.items) };
  const end = addMonth(start);
  setPeriod(sub, start, end);
  const failure = await charge(db, paymentMethod);
  sub.status = failure ? 'past_due' : 'active';
  await putObject(db, sub);
  await emitEvent(db, 'customer.subscription.updated', sub, previous);
  const price = sub.items.data[0].price;
  const invoice = await createInvoice(db, sub, {
    amount: price.unit_amount,
    reason: 'subscription_cycle',
    description: `${price.nickname} plan`,
    paid: !failure,
    periodStart: start,
    periodEnd: end,
    at: start,
  });
  sub.latest_invoice = invoice.id;
  await putObject(db, sub);
  return sub;
}

/** The customer's current subscription: the newest one that has not ended. */
export async function currentSubscription(db: Db, customerId: string): Promise<StripeObject | null> {
  const subs = await listObjects(db, { type: 'subscription', customer: customerId });
  return subs.find((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired') ?? null;
}
