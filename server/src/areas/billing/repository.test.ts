import { createTestDb, describeEachDb, type TestDb } from '../../test/db';
import { createUser } from '../../test/factories';
import { findAccount, findCustomer, findSubscription, insertCustomer, upsertSubscription } from './repository';

/** findAccount (one round trip) answers exactly what the two single-table reads answer, in every state of an account. */
describeEachDb('billing repository: a member’s customer and subscription in one read', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(() => t.destroy());

  const both = async (userId: string) => ({ customer: await findCustomer(t.db, userId), subscription: await findSubscription(t.db, userId) });

  it('none, a customer only, then a customer with a subscription; another member’s rows never show', async () => {
    const { user } = await createUser(t.db);
    const { user: other } = await createUser(t.db);
    await insertCustomer(t.db, { user_id: other.id, stripe_customer_id: 'cus_other', trial_used_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z' });
    await upsertSubscription(t.db, {
      user_id: other.id, stripe_subscription_id: 'sub_other', stripe_customer_id: 'cus_other', tier: 'nova', status: 'active', price_id: 'price_n',
      current_period_end: '2026-12-01T00:00:00.000Z', cancel_at_period_end: 0, trial_end: null, updated_at: '2026-11-01T00:00:00.000Z',
    });
    expect(await findAccount(t.db, user.id)).toEqual({ customer: undefined, subscription: undefined });

    await insertCustomer(t.db, { user_id: user.id, stripe_customer_id: 'cus_1', trial_used_at: null, created_at: '2026-11-02T00:00:00.000Z' });
    const customerOnly = await findAccount(t.db, user.id);
    expect(customerOnly.customer).toMatchObject({ stripe_customer_id: 'cus_1', trial_used_at: null });
    expect(customerOnly).toEqual(await both(user.id));

    await upsertSubscription(t.db, {
      user_id: user.id, stripe_subscription_id: 'sub_1', stripe_customer_id: 'cus_1', tier: 'comet', status: 'trialing', price_id: null,
      current_period_end: '2026-12-02T00:00:00.000Z', cancel_at_period_end: 1, trial_end: '2026-11-09T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z',
    });
    const full = await findAccount(t.db, user.id);
    expect(full.subscription).toMatchObject({ stripe_subscription_id: 'sub_1', tier: 'comet', cancel_at_period_end: 1 });
    expect(full).toEqual(await both(user.id));
    expect(await findAccount(t.db, other.id)).toEqual(await both(other.id));
  });
});
