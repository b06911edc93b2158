import type { OperationNode } from 'kysely';
import type Stripe from 'stripe';
import type { Db } from '../../platform/db';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { PauseAfter, locksRows, namesTable, waitingForALock } from '../../test/pause-after';
import { member, payingMember, signed, stripeOf } from './test-support';
import { handleWebhook } from './webhook-service';

/** A select of `table`. */
const selectsFrom = (node: OperationNode, table: string) => node.kind === 'SelectQueryNode' && namesTable(node, table);

/** Picks the statements of the webhook's transaction (after it records the event) that `pick` picks. */
function inWebhookTransaction(pick: (node: OperationNode) => boolean) {
  let inside = false;
  return (node: OperationNode) => {
    if (node.kind === 'InsertQueryNode' && namesTable(node, 'billing_webhook_events')) inside = true;
    return inside && pick(node);
  };
}

/**
 * Deleting the account while a webhook delivery about the member's subscription is being decided (the sandbox's
 * delivery job, the clock, the member's return from Checkout or the portal all store a subscription the same way):
 * the deletion answers 200 and takes everything, the subscription is cancelled at Stripe once, and the delivery is
 * acknowledged. Both orders of their statements that once failed on PostgreSQL are played here, without load.
 */
describeEachDb('billing: deleting the account while a webhook stores the member’s subscription', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  /** A Creator member, with every event of their checkout delivered and no delivery running afterwards. */

  /** A new delivery of the member's subscription's latest event (a new id, so it is not a redelivery). */
  async function freshEvent(customer: string) {
    const events = await stripeOf(t).events.list({ type: 'customer.subscription.created', limit: 100 });
    const event = events.data.find((e) => (e.data.object as Stripe.Subscription).customer === customer)!;
    return signed(t, { ...event, id: `evt_race_${Math.random().toString(36).slice(2)}` });
  }

  const deleteAccount = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { authorization: `Bearer ${token}` }, payload: { password: DEFAULT_TEST_PASSWORD } });

  async function expectAllGone(m: { user: { id: string }; customer: string }) {
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('billing_customers').select('user_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('billing_subscriptions').select('user_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
    const subs = await stripeOf(t).subscriptions.list({ customer: m.customer, status: 'all' });
    expect(subs.data.map((s) => s.status)).toEqual(['canceled']);
    const cancellations = (await stripeOf(t).events.list({ type: 'customer.subscription.deleted', limit: 100 })).data.filter(
      (e) => (e.data.object as Stripe.Subscription).customer === m.customer,
    );
    expect(cancellations).toHaveLength(1);
  }

  it('the deletion comes while the webhook holds its first row lock: both go through (no deadlock, no 500)', async () => {
    const m = await payingMember(t);
    const { payload, header } = await freshEvent(m.customer);
    let deletion: Promise<{ statusCode: number; body: string }> | null = null;
    let waited = true;
    const oneConnection = dialect === 'sqlite';
    // PostgreSQL: the webhook's transaction has locked its first row; the deletion's DELETE is waiting for a lock
    // when the webhook goes on. SQLite has no row locks: the deletion waits for the webhook's transaction.
    const pause = new PauseAfter(
      inWebhookTransaction((node) => (oneConnection ? selectsFrom(node, 'billing_customers') : locksRows(node))),
      async () => {
        deletion = deleteAccount(m.token);
        if (!oneConnection) waited = await waitingForALock(t.db, 'delete from "users"');
      },
      oneConnection,
    );
    const ctx = { ...t.ctx, db: t.db.withPlugin(pause) as Db };
    const delivered = await handleWebhook({ ctx, rawBody: payload, signature: header });
    await pause.ran;
    expect(waited).toBe(true);
    const res = await deletion!;
    expect([res.statusCode, res.body]).toEqual([200, expect.stringContaining('deleted')]);
    expect(delivered).toEqual({ received: true });
    await expectAllGone(m);
  });

  it('the account goes between the webhook’s read of the customer and its writes: the delivery is acknowledged, not a 500', async () => {
    const m = await payingMember(t);
    const { payload, header } = await freshEvent(m.customer);
    let deletion: Promise<{ statusCode: number; body: string }> | null = null;
    const oneConnection = dialect === 'sqlite';
    // PostgreSQL: the whole deletion commits while the webhook's transaction waits after reading the customer.
    const pause = new PauseAfter(
      inWebhookTransaction((node) => selectsFrom(node, 'billing_customers')),
      async () => {
        deletion = deleteAccount(m.token);
        if (!oneConnection) await deletion;
      },
      oneConnection,
    );
    const ctx = { ...t.ctx, db: t.db.withPlugin(pause) as Db };
    const delivered = await handleWebhook({ ctx, rawBody: payload, signature: header });
    await pause.ran;
    expect(delivered).toEqual({ received: true });
    const res = await deletion!;
    expect([res.statusCode, res.body]).toEqual([200, expect.stringContaining('deleted')]);
    await expectAllGone(m);
  });
});
