import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { StatementCounter } from '../../test/statement-counter';
import { createTestDb, describeEachDb, type TestDb } from '../../test/db';
import { createUser } from '../../test/factories';
import { setMemberSubscription } from '../auth/index';
import { insertCustomer, markTrialUsed, upsertSubscription } from './repository';
import { getSubscription } from './service';

/**
 * Runs `between` once, after the first statement's result and before the next statement. On PostgreSQL it runs to its
 * commit on a connection of its own while the result waits; SQLite's one connection is still held while a result is
 * transformed, so there `between` is started and waits for the connection first, ahead of the next statement.
 */
class AfterFirstStatement implements KyselyPlugin {
  ran: Promise<void> | null = null;
  constructor(
    private readonly between: () => Promise<void>,
    private readonly oneConnection: boolean,
  ) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!this.ran) {
      this.ran = this.between();
      if (!this.oneConnection) await this.ran;
    }
    return result;
  }
}

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

  it("a webhook committing between the account read and the plan read: the answer is the webhook's whole result, never half", async () => {
    // Payments configured (the second look is only for a webhook's writes; nothing here calls Stripe).
    const config = { ...t.config, stripe: { ...t.config.stripe, enabled: true } };
    const { user } = await createUser(t.db);
    const now = new Date().toISOString();
    await insertCustomer(t.db, { user_id: user.id, stripe_customer_id: `cus_${user.id}`, trial_used_at: null, created_at: now });
    // What applySubscription commits for a new trial: the subscription row, the trial's use and the member's plan.
    const webhook = () =>
      t.db.transaction().execute(async (trx) => {
        await upsertSubscription(trx, {
          user_id: user.id, stripe_subscription_id: `sub_${user.id}`, stripe_customer_id: `cus_${user.id}`, tier: 'comet', status: 'trialing',
          price_id: 'price_comet', current_period_end: now, cancel_at_period_end: 0, trial_end: now, updated_at: now,
        });
        await markTrialUsed(trx, user.id, now);
        await setMemberSubscription({ db: trx, userId: user.id, tier: 'comet', status: 'trialing' });
      });
    const between = new AfterFirstStatement(webhook, dialect === 'sqlite');
    const ctx = {
      db: t.db.withPlugin(between),
      config,
      integrations: { payments: { stripe: {} } },
    } as unknown as Parameters<typeof getSubscription>[0]['ctx'];
    const answer = await getSubscription({ ctx, userId: user.id });
    await between.ran;
    expect(answer).toMatchObject({ subscription_tier: 'comet', subscription_status: 'trialing', trial_used: true, has_billing_account: true });
  });
});
