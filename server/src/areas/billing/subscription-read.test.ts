import { StatementCounter } from '../../test/statement-counter';
import { createTestDb, describeEachDb, type TestDb } from '../../test/db';
import { createUser } from '../../test/factories';
import { insertCustomer, upsertSubscription } from './repository';
import { getSubscription } from './service';

/**
 * GET /api/user/subscription's read (getSubscription): the plan and its status come from one read — the member's
 * subscription row when there is one (and then nothing else is read), else the member's own plan row.
 */
describeEachDb('billing: the plan and its status from one read', (dialect) => {
  let t: TestDb;
  const counter = new StatementCounter();
  const read = (userId: string) => {
    counter.count = 0;
    const ctx = { db: t.db.withPlugin(counter), config: t.config, integrations: {} } as unknown as Parameters<typeof getSubscription>[0]['ctx'];
    return getSubscription({ ctx, userId });
  };
  beforeAll(async () => {
    t = await createTestDb({ dialect });
  });
  afterAll(() => t.destroy());

  it('with a subscription row: that row alone, in one statement (the member row is not read)', async () => {
    // The member row as a read made just before a webhook's commit would see it: it is not what is shown.
    const { user } = await createUser(t.db, { subscription_tier: 'free', subscription_status: 'past_due' });
    const now = new Date().toISOString();
    await insertCustomer(t.db, { user_id: user.id, stripe_customer_id: `cus_${user.id}`, trial_used_at: null, created_at: now });
    await upsertSubscription(t.db, {
      user_id: user.id, stripe_subscription_id: `sub_${user.id}`, stripe_customer_id: `cus_${user.id}`, tier: 'comet', status: 'active',
      price_id: 'price_comet', current_period_end: now, cancel_at_period_end: 0, trial_end: null, updated_at: now,
    });
    expect(await read(user.id)).toMatchObject({ subscription_tier: 'comet', subscription_status: 'active', plan: { name: 'Creator' }, has_billing_account: true });
    expect(counter.count).toBe(1);
  });

  it('without one: the tier and the status of the member row, together', async () => {
    const { user } = await createUser(t.db, { subscription_tier: 'star', subscription_status: 'active' });
    expect(await read(user.id)).toMatchObject({ subscription_tier: 'star', subscription_status: 'active', plan: { name: 'Professional' }, has_billing_account: false });
    expect(counter.count).toBe(2);
    const { user: free } = await createUser(t.db);
    expect(await read(free.id)).toMatchObject({ subscription_tier: 'free', subscription_status: null, trial_used: false });
  });
});
