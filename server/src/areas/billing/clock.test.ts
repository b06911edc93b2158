import { describeEachDb } from '../../test/db';
import { sandboxStripeKey } from '../../sandbox/stripe/credentials';
import { CLOCK_JOB_KIND, stripeSandboxJobs } from '../../sandbox/stripe/jobs';
import { SANDBOX_CLOCK_ID, putObject, readClock } from '../../sandbox/stripe/store';
import { billingTestApp, call, CARD_OK, eventually, member, payCheckout, stripeOf, subscriptionOf } from './test-support';

const DAY = 86_400;
/** Saves as a card, then declines when charged (Stripe's 4000 0000 0000 0341). */
const CARD_FAILS_LATER = { ...CARD_OK, number: '4000 0000 0000 0341' };

/**
 * The sandbox's test clock end to end: the clock is advanced through the official SDK
 * (`testHelpers.testClocks.advance`), the sandbox does what Stripe does when a trial or a period ends, and its
 * events reach the webhook endpoint signed, through the real delivery job. Its own app: the clock moves for every
 * member of the sandbox.
 */
describeEachDb('billing: the sandbox clock — trial end, first invoice, renewals', (dialect) => {
  const t = billingTestApp(dialect);

  const subscription = (token: string) => subscriptionOf(t, token);
  const creditLimit = async (token: string) => (await call(t, 'GET', '/api/user/usage', token)).json().ai_credits_limit as number;
  const invoices = async (token: string) => (await call(t, 'GET', '/api/billing/invoices', token)).json().invoices as { amount_due: number; status: string; description: string }[];
  const handled = async (type: string) =>
    Number((await t.db.selectFrom('billing_webhook_events').select((eb) => eb.fn.countAll().as('n')).where('type', '=', type).executeTakeFirstOrThrow()).n);

  async function trialMember(card: Record<string, string> | null) {
    const a = await member(t);
    const { url } = (await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'comet', trial: true })).json();
    expect((await payCheckout(t, url, card)).statusCode).toBe(303);
    await eventually(() => subscription(a.token), (s) => s.subscription_status === 'trialing');
    return a;
  }

  const advanceTo = async (seconds: number) => stripeOf(t).testHelpers.testClocks.advance(SANDBOX_CLOCK_ID, { frozen_time: seconds });

  it('a trial ends in a paid first invoice, a failed one, or (without a card) the free plan; then renewals', async () => {
    const paying = await trialMember(CARD_OK);
    const failing = await trialMember(CARD_FAILS_LATER);
    const noCard = await trialMember(null);
    for (const m of [paying, failing, noCard]) expect(await creditLimit(m.token)).toBe(100);
    const paidBefore = await handled('invoice.paid');
    const failedBefore = await handled('invoice.payment_failed');

    const clock = await stripeOf(t).testHelpers.testClocks.retrieve(SANDBOX_CLOCK_ID);
    const trialEnd = Date.parse((await subscription(paying.token)).trial_end) / 1000;
    const moved = await advanceTo(trialEnd + DAY);
    expect(moved).toMatchObject({ id: SANDBOX_CLOCK_ID, status: 'ready' });
    expect(moved.frozen_time).toBeGreaterThanOrEqual(clock.frozen_time + 7 * DAY);

    // Card on file that pays: Creator, active, $19 paid, the next period a month after the trial.
    const paid = await eventually(() => subscription(paying.token), (s) => s.subscription_status === 'active');
    expect(paid).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active', pending_tier: null });
    expect(Date.parse(paid.current_period_end) / 1000).toBeGreaterThan(trialEnd + 27 * DAY);
    expect(await creditLimit(paying.token)).toBe(100);
    expect((await invoices(paying.token))[0]).toMatchObject({ amount_due: 1900, status: 'paid' });

    // Card that declines: past_due, an open $19 invoice, and the free plan with its 3 credits until it is paid.
    const owed = await eventually(() => subscription(failing.token), (s) => s.subscription_status === 'past_due');
    expect(owed).toMatchObject({ subscription_tier: 'free', pending_tier: 'comet', plan: { tier: 'free', ai_credits: 3 } });
    expect(await creditLimit(failing.token)).toBe(3);
    expect((await call(t, 'GET', '/api/auth/me', failing.token)).json()).toMatchObject({ subscription_tier: 'free', subscription_status: 'past_due' });
    // The usage says so too: the sidebar's usage box offers 'Fix payment method' from this one call.
    expect((await call(t, 'GET', '/api/user/usage', failing.token)).json()).toMatchObject({ subscription_tier: 'free', subscription_status: 'past_due', ai_credits_limit: 3 });
    expect((await call(t, 'GET', '/api/user/usage', paying.token)).json()).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
    expect((await invoices(failing.token))[0]).toMatchObject({ amount_due: 1900, status: 'open' });

    // No card: the trial ends by cancellation.
    const ended = await eventually(() => subscription(noCard.token), (s) => s.subscription_status === 'canceled');
    expect(ended).toMatchObject({ subscription_tier: 'free', pending_tier: null });
    expect(await creditLimit(noCard.token)).toBe(3);

    // The invoices' webhooks arrived signed and were handled (one invoice.paid, one invoice.payment_failed).
    await eventually(() => handled('invoice.payment_failed'), (n) => n === failedBefore + 1);
    expect(await handled('invoice.payment_failed')).toBe(failedBefore + 1);
    expect(await handled('invoice.paid')).toBeGreaterThanOrEqual(paidBefore + 1);

    // A month later: the paying member renews (a second $19), the member who never paid has used up Stripe's
    // retries and is canceled.
    await advanceTo(Date.parse(paid.current_period_end) / 1000 + DAY);
    const renewed = await eventually(() => subscription(paying.token), (s) => s.current_period_end !== paid.current_period_end);
    expect(renewed).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
    expect((await invoices(paying.token)).filter((i) => i.status === 'paid' && i.amount_due === 1900)).toHaveLength(2);
    const gone = await eventually(() => subscription(failing.token), (s) => s.subscription_status === 'canceled');
    expect(gone).toMatchObject({ subscription_tier: 'free', pending_tier: null });
  });

  it('a trial whose first invoice failed becomes Creator once a good card pays it', async () => {
    const a = await trialMember(CARD_FAILS_LATER);
    await advanceTo(Date.parse((await subscription(a.token)).trial_end) / 1000 + 60);
    await eventually(() => subscription(a.token), (s) => s.subscription_status === 'past_due');
    const portalUrl = (await call(t, 'POST', '/api/stripe/portal-session', a.token)).json().url as string;
    const fixed = await t.app.inject({
      method: 'POST',
      url: `${new URL(portalUrl).pathname}/payment-method`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(CARD_OK).toString(),
    });
    expect(fixed.statusCode).toBe(303);
    const paid = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'active');
    expect(paid).toMatchObject({ subscription_tier: 'comet', pending_tier: null });
    expect(await creditLimit(a.token)).toBe(100);
  });

  it('the clock only goes forward, and only with the sandbox key', async () => {
    const { frozen_time } = await stripeOf(t).testHelpers.testClocks.retrieve(SANDBOX_CLOCK_ID);
    await expect(advanceTo(frozen_time - 10)).rejects.toMatchObject({ statusCode: 400, param: 'frozen_time' });
    await expect(stripeOf(t).testHelpers.testClocks.advance('clock_other', { frozen_time: frozen_time + 10 })).rejects.toMatchObject({ statusCode: 404 });
    const stranger = await t.app.inject({ method: 'POST', url: `/v1/test_helpers/test_clocks/${SANDBOX_CLOCK_ID}/advance`, payload: `frozen_time=${frozen_time + DAY}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stranger.statusCode).toBe(401);
    // curl -u <key>: (Basic auth with the key as the user name), as api.stripe.com accepts; the key is this deployment's.
    const basicWith = (key: string) =>
      t.app.inject({ method: 'GET', url: `/v1/test_helpers/test_clocks/${SANDBOX_CLOCK_ID}`, headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` } });
    for (const foreign of ['sk_test_postpilot_sandbox', sandboxStripeKey('another-deployment-secret-another-0123')]) {
      expect((await basicWith(foreign)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/v1/prices', headers: { authorization: `Bearer ${foreign}` } })).statusCode).toBe(401);
    }
    const basic = await basicWith(sandboxStripeKey(t.config.appSecret));
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toMatchObject({ id: SANDBOX_CLOCK_ID, object: 'test_helpers.test_clock' });
  });

  it('time that simply passes: the clock job processes a trial that has come due', async () => {
    const a = await trialMember(CARD_OK);
    // Move the clock's time past the trial end without processing (as if the days had gone by), then let the job tick.
    const trialEnd = Date.parse((await subscription(a.token)).trial_end) / 1000;
    const clock = await readClock(t.db);
    await putObject(t.db, { ...clock, _offset: clock._offset + (trialEnd - clock.frozen_time) + 60 }, null);
    const job = stripeSandboxJobs.find((j) => j.kind === CLOCK_JOB_KIND)!;
    await job.handler({} as never, t.ctx, { id: 'tick', kind: CLOCK_JOB_KIND, attempts: 1, runAt: Date.now(), signal: new AbortController().signal });
    const paid = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'active');
    expect(paid.subscription_tier).toBe('comet');
  });
});

describeEachDb('billing: the sandbox clock expires abandoned checkouts', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });

  it('a checkout left open for a day expires and a new trial checkout replaces it', async () => {
    const a = await member(t);
    const first = (await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'comet', trial: true })).json().url as string;
    const { frozen_time } = await stripeOf(t).testHelpers.testClocks.retrieve(SANDBOX_CLOCK_ID);
    await stripeOf(t).testHelpers.testClocks.advance(SANDBOX_CLOCK_ID, { frozen_time: frozen_time + DAY + 60 });
    const session = await stripeOf(t).checkout.sessions.retrieve(new URL(first).pathname.split('/').pop()!);
    expect(session.status).toBe('expired');
    const second = await call(t, 'POST', '/api/stripe/create-checkout-session', a.token, { planTier: 'comet', trial: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().url).not.toBe(first);
  });
});
