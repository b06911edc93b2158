import { call, member } from '../areas/billing/test-support';
import { type TestApp, createTestApp } from '../test/app';
import { describeEachDb } from '../test/db';

/**
 * Faults: Stripe slow, failing and hanging. The real Stripe sandbox answers the SDK as usual, except that a hook in
 * front of its API (`/v1/…`) delays, fails or holds each call as the case asks. A member starting a checkout gets
 * either the checkout or a clear 502 `{detail}` within STRIPE_TIMEOUT_MS and a margin, never a hang or a 500; nothing
 * of a plan is written; and once Stripe answers again the same member checks out with one billing account.
 * (The LLM's faults are covered by generator/chat.routes.test.ts and credits.test.ts: 429 → 503, 5xx → 502, a hang
 * → 504, the credit given back, no history row; LinkedIn's by scheduler/publish.test.ts and processes.test.ts.)
 */
type Fault = { kind: 'status'; status: number } | { kind: 'delay'; ms: number } | { kind: 'hang' };
const TIMEOUT_MS = 800;

describeEachDb('faults: Stripe slow, failing and hanging', (dialect) => {
  let t: TestApp;
  let fault: Fault | null = null;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { STRIPE_TIMEOUT_MS: String(TIMEOUT_MS) } });
    t.app.addHook('onRequest', async (request, reply) => {
      if (!fault || !request.url.startsWith('/v1/')) return;
      if (fault.kind === 'delay') await sleep(fault.ms);
      if (fault.kind === 'hang') await new Promise<void>((resolve) => held.push(resolve));
      if (fault.kind === 'status' || fault.kind === 'hang') {
        return reply.code(fault.kind === 'status' ? fault.status : 500).send({ error: { type: 'api_error', message: 'Injected fault' } });
      }
    });
  });
  afterEach(() => {
    fault = null;
    for (const release of held.splice(0)) release();
  });
  afterAll(() => t.close());

  const checkout = (token: string) => call(t, 'POST', '/api/stripe/create-checkout-session', token, { planTier: 'comet' });

  it.each<[string, Fault]>([
    ['failing (500)', { kind: 'status', status: 500 }],
    ['refusing (429)', { kind: 'status', status: 429 }],
    ['slower than the timeout', { kind: 'delay', ms: TIMEOUT_MS * 3 }],
    ['hanging', { kind: 'hang' }],
  ])('%s: a clear 502 {detail} in bounded time, nothing written; the member checks out once Stripe is back', async (_name, injected) => {
    const m = await member(t);
    fault = injected;
    const started = Date.now();
    const res = await checkout(m.token);
    const took = Date.now() - started;
    expect([res.statusCode, res.json()]).toEqual([502, { detail: 'The payment system could not be reached. Please try again.' }]);
    expect(took).toBeLessThan(TIMEOUT_MS * 2 + 1500);
    const subscription = (await call(t, 'GET', '/api/user/subscription', m.token)).json();
    expect(subscription).toMatchObject({ subscription_tier: 'free', subscription_status: null });
    expect(await t.db.selectFrom('billing_subscriptions').select('user_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
    expect((await t.db.selectFrom('billing_customers').select('user_id').where('user_id', '=', m.user.id).execute()).length).toBeLessThanOrEqual(1);

    fault = null;
    for (const release of held.splice(0)) release();
    const again = await checkout(m.token);
    expect([again.statusCode, again.json().success]).toEqual([200, true]);
    expect(again.json().url).toMatch(/\/sandbox\/stripe\/checkout\//);
    expect((await t.db.selectFrom('billing_customers').select('user_id').where('user_id', '=', m.user.id).execute()).length).toBe(1);
  }, 20_000);

  it('slow but within the timeout: the checkout opens', async () => {
    const m = await member(t);
    fault = { kind: 'delay', ms: TIMEOUT_MS / 4 };
    const res = await checkout(m.token);
    expect([res.statusCode, res.json().success]).toEqual([200, true]);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
