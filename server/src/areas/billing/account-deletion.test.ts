import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { call, CARD_OK, member, payCheckout, payingMember, stripeOf, subscriptionOf } from './test-support';

/**
 * Deleting the account of a member with a plan: the subscription is cancelled at Stripe first. Stripe answers
 * 'No such subscription' (resource_missing) for one that has already ended there — cancelled at the end of its
 * period, its webhook not yet here — and that must not keep a member from deleting their account; Stripe down is a
 * clear 502 `{detail}` with nothing deleted, and the member can try again.
 */
describeEachDb('billing: deleting the account of a member with a plan', (dialect) => {
  let t: TestApp;
  let fault: { status: number; body: object } | null = null;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    // In front of the sandbox's API: what Stripe answers to DELETE /v1/subscriptions/:id in the case at hand.
    t.app.addHook('onRequest', async (request, reply) => {
      if (fault && request.method === 'DELETE' && request.url.startsWith('/v1/subscriptions/')) return reply.code(fault.status).send(fault.body);
    });
  });
  afterEach(() => {
    fault = null;
  });
  afterAll(() => t.close());

  const deleteAccount = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { authorization: `Bearer ${token}` }, payload: { password: DEFAULT_TEST_PASSWORD } });

  it('a subscription Stripe no longer has does not block the deletion', async () => {
    const m = await payingMember(t);
    fault = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such subscription: 'sub_x'", param: 'id' } } };
    const res = await deleteAccount(m.token);
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.user.id).execute()).toEqual([]);
  });

  it('a checkout left open is closed at Stripe with the account: its page can no longer charge the deleted member', async () => {
    const m = await member(t);
    const { url } = (await call(t, 'POST', '/api/stripe/create-checkout-session', m.token, { planTier: 'star' })).json();
    const customer = await t.db.selectFrom('billing_customers').select('stripe_customer_id').where('user_id', '=', m.user.id).executeTakeFirstOrThrow();
    expect((await deleteAccount(m.token)).statusCode).toBe(200);
    // The Checkout page still open in a tab: submitting it charges nobody.
    const paid = await payCheckout(t, url, CARD_OK);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('expired');
    const live = await stripeOf(t).subscriptions.list({ customer: customer.stripe_customer_id, status: 'all' });
    expect(live.data).toEqual([]);
  });

  it('Stripe down: a clear 502 {detail}, nothing deleted; once it is back the deletion goes through', async () => {
    const m = await payingMember(t);
    fault = { status: 500, body: { error: { type: 'api_error', message: 'Injected fault' } } };
    const res = await deleteAccount(m.token);
    expect([res.statusCode, res.json()]).toEqual([502, { detail: 'The payment system could not be reached. Please try again.' }]);
    expect((await call(t, 'GET', '/api/auth/me', m.token)).statusCode).toBe(200);
    expect(await subscriptionOf(t, m.token)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active' });

    fault = null;
    expect((await deleteAccount(m.token)).statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.user.id).execute()).toEqual([]);
  });
});
