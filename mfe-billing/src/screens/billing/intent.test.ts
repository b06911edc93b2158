import type { BillingSubscription } from 'shared/contracts';
import { paymentMissing, readIntent, renewalText } from './intent';

const base: BillingSubscription = {
  subscription_tier: 'comet',
  subscription_status: 'trialing',
  plan: { tier: 'comet', name: 'Creator', price: 19, ai_credits: 100 },
  current_period_end: '2026-12-04T00:00:00.000Z',
  cancel_at_period_end: false,
  trial_end: '2026-12-04T00:00:00.000Z',
  pending_tier: null,
  trial_used: true,
  has_billing_account: true,
  demo_mode: false,
};
const day = (iso: string) => iso.slice(0, 10);

describe('Plan & Billing: what the page says', () => {
  it('a trial says when it ends, and which plan follows when it was switched to a dearer one (not in red)', () => {
    expect(renewalText(base, day)).toBe('Trial ends on 2026-12-04');
    const switched = { ...base, pending_tier: 'nova' as const };
    expect(renewalText(switched, day)).toBe('Trial ends on 2026-12-04, then Agency at $59/month');
    expect(paymentMissing(switched)).toBe(false);
    expect(paymentMissing({ ...base, subscription_tier: 'free', subscription_status: 'past_due', pending_tier: 'comet' })).toBe(true);
  });

  it('the success URL carries the checkout to confirm; without one there is nothing to confirm', () => {
    expect(readIntent({ checkout: 'success', session_id: 'cs_test_1' })).toEqual({ kind: 'checkout-success', sessionId: 'cs_test_1' });
    expect(readIntent({ checkout: 'success' })).toEqual({ kind: 'checkout-success', sessionId: null });
  });
});
