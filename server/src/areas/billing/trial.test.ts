import { describeEachDb } from '../../test/db';
import { billingTestApp, call, CARD_OK, eventually, member, pathOf, payCheckout, portalAction, startCheckout, stripeOf, subscriptionOf } from './test-support';

/**
 * One free trial per member, by construction: the trial is claimed by a row under the member's id before its
 * checkout exists, so simultaneous requests cannot make two trial checkouts, and two trials cannot be completed.
 */
describeEachDb('billing: one free trial per member, under concurrent requests', (dialect) => {
  const t = billingTestApp(dialect);

  const subscription = (token: string) => subscriptionOf(t, token);
  const startTrial = (token: string) => startCheckout(t, token, { planTier: 'comet', trial: true });

  /** The sandbox's trial checkouts of a member's customer (every one Stripe would let them complete). */
  async function trialCheckouts(userId: string) {
    const customer = await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', userId).executeTakeFirst();
    if (!customer) return [];
    const rows = await t.db.selectFrom('sandbox_stripe_objects').select('data').where('type', '=', 'checkout.session').where('customer', '=', customer.stripe_customer_id).execute();
    return rows.map((r) => JSON.parse(r.data) as { id: string; status: string; _trial_period_days: number }).filter((s) => s._trial_period_days > 0);
  }

  it('eight simultaneous "Start Free Trial" requests make one trial checkout; completing it twice gives one trial', async () => {
    const a = await member(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => startTrial(a.token)));
    const statuses = results.map((r) => r.statusCode);
    // Each request either got the one checkout or was told a trial is already being started.
    for (const r of results) {
      if (r.statusCode === 200) expect(r.json()).toMatchObject({ success: true, demo_mode: false });
      else expect(r.json().detail).toBe('Your free trial is already being started. Please wait a moment.');
    }
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const urls = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().url as string));
    expect(urls.size).toBe(1);
    expect(await trialCheckouts(a.user.id)).toHaveLength(1);

    // A second click later (another tab) gets the same checkout back, not a second one.
    const [url] = [...urls];
    const again = await startTrial(a.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).toBe(url);
    expect(await trialCheckouts(a.user.id)).toHaveLength(1);

    // The checkout submitted twice at once (a double click): one subscription.
    const submits = await Promise.all([payCheckout(t, url, null), payCheckout(t, url, null)]);
    expect(submits.map((r) => r.statusCode)).toEqual([303, 303]);
    const sub = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'trialing');
    expect(sub).toMatchObject({ subscription_tier: 'comet', trial_used: true });
    const customer = (await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', a.user.id).executeTakeFirstOrThrow()).stripe_customer_id;
    expect((await stripeOf(t).subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);

    // While it runs, the member has a plan; once it ended, the trial is used: never again, simultaneous requests included.
    const during = await startTrial(a.token);
    expect(during.statusCode).toBe(409);
    const [trialSub] = (await stripeOf(t).subscriptions.list({ customer })).data;
    await stripeOf(t).subscriptions.cancel(trialSub.id);
    await eventually(() => subscription(a.token), (s) => s.subscription_status === 'canceled');
    const after = await Promise.all(Array.from({ length: 4 }, () => startTrial(a.token)));
    expect(after.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(after[0].json().detail).toBe('You have already used your free trial');
    expect(await trialCheckouts(a.user.id)).toHaveLength(1);
  });

  it('an abandoned trial checkout that expired is replaced by a new one; the expired one can no longer be completed', async () => {
    const a = await member(t);
    const first = (await startTrial(a.token)).json().url as string;
    const firstId = pathOf(first).split('/').pop()!;
    await stripeOf(t).checkout.sessions.expire(firstId);

    const second = await startTrial(a.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().url).not.toBe(first);
    const checkouts = await trialCheckouts(a.user.id);
    expect(checkouts.map((c) => c.status).sort()).toEqual(['expired', 'open']);

    // The expired page shows it is expired and completes nothing.
    const late = await payCheckout(t, first, null);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('This checkout is expired.');
    expect((await payCheckout(t, second.json().url, CARD_OK)).statusCode).toBe(303);
    await eventually(() => subscription(a.token), (s) => s.subscription_status === 'trialing');
    const customer = (await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', a.user.id).executeTakeFirstOrThrow()).stripe_customer_id;
    expect((await stripeOf(t).subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);
  });

  it("a member's trial claim is theirs alone: another member's trial is unaffected", async () => {
    const [a, b] = await Promise.all([member(t), member(t)]);
    const [ra, rb] = await Promise.all([startTrial(a.token), startTrial(b.token)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(ra.json().url).not.toBe(rb.json().url);
  });
  it('a member who has had a paid plan is not offered the trial once it ended (cancel, then a free week)', async () => {
    const a = await member(t);
    const { url } = (await startCheckout(t, a.token, { planTier: 'comet' })).json();
    expect((await payCheckout(t, url, CARD_OK)).statusCode).toBe(303);
    await eventually(() => subscription(a.token), (s) => s.subscription_status === 'active');
    const customer = (await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', a.user.id).executeTakeFirstOrThrow()).stripe_customer_id;
    const [paid] = (await stripeOf(t).subscriptions.list({ customer })).data;
    await stripeOf(t).subscriptions.cancel(paid.id);
    const ended = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'canceled');
    expect(ended).toMatchObject({ subscription_tier: 'free', trial_used: true });
    const trial = await startTrial(a.token);
    expect([trial.statusCode, trial.json()]).toEqual([400, { detail: 'The free trial is for members who have not had a plan yet' }]);
    expect(await trialCheckouts(a.user.id)).toEqual([]);
    // A paid plan again is still open to them.
    expect((await startCheckout(t, a.token, { planTier: 'comet' })).statusCode).toBe(200);
  });

  it('a trial switched to a dearer plan in the portal stays the Creator trial until that plan is paid', async () => {
    const a = await member(t);
    const { url } = (await startTrial(a.token)).json();
    expect((await payCheckout(t, url, null)).statusCode).toBe(303);
    await eventually(() => subscription(a.token), (s) => s.subscription_status === 'trialing');
    const portalUrl = (await call(t, 'POST', '/api/stripe/portal-session', a.token)).json().url as string;

    // No card, nothing charged (Stripe prorates nothing during a trial): Agency's 1,000 credits are not given away.
    expect((await portalAction(t, portalUrl, 'change', { price: t.config.stripe.prices.nova })).statusCode).toBe(303);
    const switched = await eventually(() => subscription(a.token), (s) => s.pending_tier === 'nova');
    expect(switched).toMatchObject({ subscription_tier: 'comet', subscription_status: 'trialing', pending_tier: 'nova', plan: { name: 'Creator', ai_credits: 100 } });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(100);
    expect((await call(t, 'GET', '/api/auth/me', a.token)).json().subscription_tier).toBe('comet');

    // A card, then the trial's end: the first invoice pays for Agency, and Agency is what the member has.
    expect((await portalAction(t, portalUrl, 'payment-method', CARD_OK)).statusCode).toBe(303);
    await portalAction(t, portalUrl, 'advance');
    const paid = await eventually(() => subscription(a.token), (s) => s.subscription_status === 'active');
    expect(paid).toMatchObject({ subscription_tier: 'nova', subscription_status: 'active', pending_tier: null });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(1000);
  });
});
