import type Stripe from 'stripe';
import { startJobRunner } from '../../platform/jobs/index';
import { stripeSandboxJobs } from '../../sandbox/stripe/jobs';
import { type TestApp, createTestApp } from '../../test/app';
import type { JobRunner } from '../../platform/jobs/index';
import type { DbDialect } from '../../platform/db';
import { bearer, createSession, createUser } from '../../test/factories';

/** Helpers for the billing suites: members, the API, the sandbox's hosted pages and its webhook delivery. */

/**
 * A suite's app on `dialect`, made in beforeAll and closed in afterAll, with the sandbox's webhook delivery running
 * (the real job runner) unless `delivery: false` (a suite that delivers its events itself). Call it in a describe
 * body: `const t = billingTestApp(dialect);` The returned app is usable in tests (after beforeAll has run).
 */
export function billingTestApp(dialect: DbDialect, { delivery = true }: { delivery?: boolean } = {}): TestApp {
  let app: TestApp | null = null;
  let runner: JobRunner | null = null;
  beforeAll(async () => {
    app = await createTestApp({ dialect });
    if (delivery) runner = startDelivery(app);
  });
  afterAll(async () => {
    await runner?.stop();
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!app) throw new Error('billingTestApp: the app is made in beforeAll; use it inside a test');
      return Reflect.get(app, key);
    },
  });
}

/** GET /api/user/subscription as the member. */
export const subscriptionOf = (t: TestApp, token: string) => call(t, 'GET', '/api/user/subscription', token).then((r) => r.json());

/** POST /api/stripe/create-checkout-session as the member. */
export const startCheckout = (t: TestApp, token: string, body: object) => call(t, 'POST', '/api/stripe/create-checkout-session', token, body);

export async function member(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, token: await createSession(t.db, user.id) };
}

export async function call(t: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export function stripeOf(t: TestApp): Stripe {
  const stripe = t.ctx.integrations.payments?.stripe;
  if (!stripe) throw new Error('payments are off in this test app');
  return stripe;
}

/** The path of a sandbox page URL (the app is injected, not listening). */
export const pathOf = (url: string) => new URL(url).pathname;

/** Submits the sandbox Checkout form as a browser would. */
export function payCheckout(t: TestApp, checkoutUrl: string, card: Record<string, string> | null) {
  return t.app.inject({
    method: 'POST',
    url: pathOf(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card ?? {}).toString(),
  });
}

export function portalAction(t: TestApp, portalUrl: string, action: string, form: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${pathOf(portalUrl)}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const CARD_OK = { number: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123', name: 'Ada Lovelace' };
export const CARD_DECLINED = { ...CARD_OK, number: '4000 0000 0000 0002' };

/** The real job runner with the sandbox's delivery job: webhooks arrive as they would in the running product. */
export function startDelivery(t: TestApp) {
  return startJobRunner({ db: t.db, ctx: t.ctx, jobs: stripeSandboxJobs, concurrency: 4, idlePollMs: 25 });
}

/**
 * Reads until `check` holds (a webhook delivered by the Stripe sandbox lands a moment after the call that caused it),
 * or the time is up: then the last value is returned for the test's assertion to show. 20 s, since 8 s ran out once on
 * a loaded machine (the trial test saw the member still on the free plan).
 */
/** A Creator member with every event of their checkout delivered and no delivery running afterwards, and their Stripe customer. */
export async function payingMember(t: TestApp) {
  const runner = startDelivery(t);
  try {
    const m = await member(t);
    const { url } = (await startCheckout(t, m.token, { planTier: 'comet' })).json();
    await payCheckout(t, url, CARD_OK);
    await eventually(() => subscriptionOf(t, m.token), (s) => s.subscription_tier === 'comet');
    const row = await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', m.user.id).executeTakeFirstOrThrow();
    return { ...m, customer: row.stripe_customer_id };
  } finally {
    await runner.stop();
  }
}

export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** POSTs a payload to the webhook endpoint with a signature header. */
export function sendWebhook(t: TestApp, payload: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

/** A payload signed the way Stripe signs (the SDK's test helper), with the configured endpoint secret by default. */
export function signed(t: TestApp, event: object, { secret, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripeOf(t).webhooks.generateTestHeaderString({ payload, secret: secret ?? t.config.stripe.webhookSecret!, timestamp });
  return { payload, header };
}
