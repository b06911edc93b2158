import { describeEachDb } from '../../test/db';
import { setMemberSubscription } from '../auth/index';
import { billingTestApp, call, CARD_OK, member, payCheckout, pathOf, startCheckout, subscriptionOf } from './test-support';

/**
 * Coming back from Checkout (`/app/billing?checkout=success&session_id=…`). The webhook is never delivered here
 * (late, or Stripe retrying after an outage): the member's own paid checkout still gives the plan at once, and a
 * success URL typed by hand — another member's checkout, a made-up id, an unpaid one — gives nothing.
 */
describeEachDb('billing: the checkout a member comes back from', (dialect) => {
  const t = billingTestApp(dialect, { delivery: false });
  const sessionIdOf = (url: string) => pathOf(url).split('/').pop()!;
  const read = (token: string | undefined, id: string) => call(t, 'GET', `/api/stripe/checkout-session/${id}`, token);

  it('a paid checkout gives the plan without waiting for its webhook; an open one says so and gives nothing', async () => {
    const a = await member(t);
    const { url } = (await startCheckout(t, a.token, { planTier: 'comet' })).json();
    const id = sessionIdOf(url);

    const open = await read(a.token, id);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ status: 'open', subscription: { subscription_tier: 'free', subscription_status: null } });

    expect((await payCheckout(t, url, CARD_OK)).statusCode).toBe(303);
    // No webhook has arrived: the stored plan is still free.
    expect((await subscriptionOf(t, a.token)).subscription_tier).toBe('free');

    const back = await read(a.token, id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'complete', subscription: { subscription_tier: 'comet', subscription_status: 'active' } });
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
    expect((await call(t, 'GET', '/api/user/usage', a.token)).json().ai_credits_limit).toBe(100);
  });

  it("another member's checkout, a made-up id or a malformed one: 404 or 400 with {detail}, and no plan", async () => {
    const a = await member(t);
    const b = await member(t);
    const { url } = (await startCheckout(t, a.token, { planTier: 'star' })).json();
    const id = sessionIdOf(url);
    expect((await payCheckout(t, url, CARD_OK)).statusCode).toBe(303);

    const stolen = await read(b.token, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: 'Checkout not found' });
    expect((await subscriptionOf(t, b.token)).subscription_tier).toBe('free');

    const madeUp = await read(b.token, 'cs_test_made_up');
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json()).toEqual({ detail: 'Checkout not found' });

    const malformed = await read(b.token, '..%2F..%2Fv1%2Fcustomers');
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().detail).toBe('string');

    expect((await read(undefined, id)).statusCode).toBe(401);
    // The owner's paid checkout is theirs.
    expect((await read(a.token, id)).json()).toMatchObject({ status: 'complete', subscription: { subscription_tier: 'star' } });
    expect((await subscriptionOf(t, b.token)).subscription_tier).toBe('free');
  });
  it("the plan shown is the one its subscription's status gives, whichever of two reads a webhook's commit falls between", async () => {
    const a = await member(t);
    const { url } = (await startCheckout(t, a.token, { planTier: 'comet' })).json();
    await payCheckout(t, url, CARD_OK);
    expect((await read(a.token, sessionIdOf(url))).json().subscription).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });
    // The member's own tier as a read that started just before the webhook committed would see it (the free plan of
    // a past_due moment): the status shown is the subscription's, so the plan shown is too.
    await setMemberSubscription({ db: t.db, userId: a.user.id, tier: 'free', status: 'past_due' });
    expect(await subscriptionOf(t, a.token)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active', plan: { name: 'Creator' } });
  });
});
