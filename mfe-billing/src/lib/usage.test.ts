import type { Usage } from 'shared/contracts';
import { resetLabel, usageView } from './usage';

const usage = (over: Partial<Usage>): Usage => ({
  ai_credits_used: 0,
  ai_credits_limit: 100,
  remaining_credits: 100,
  can_generate: true,
  posts_generated: 0,
  templates_accessed: 0,
  subscription_tier: 'comet',
  period_start: '2030-11-01T00:00:00.000Z',
  period_end: '2030-12-01T00:00:00.000Z',
  ...over,
});

describe('usage meter', () => {
  it('is green under 70 %, yellow from 70 %, red from 90 %', () => {
    expect(usageView(usage({ ai_credits_used: 69, remaining_credits: 31 })).color).toBe('green');
    expect(usageView(usage({ ai_credits_used: 70, remaining_credits: 30 })).color).toBe('yellow');
    expect(usageView(usage({ ai_credits_used: 89, remaining_credits: 11 })).color).toBe('yellow');
    expect(usageView(usage({ ai_credits_used: 90, remaining_credits: 10 })).color).toBe('red');
  });

  it('warns at 1 and at 0 remaining', () => {
    const free = { ai_credits_limit: 3, subscription_tier: 'free' };
    expect(usageView(usage({ ...free, ai_credits_used: 1, remaining_credits: 2 })).warning).toBeNull();
    const low = usageView(usage({ ...free, ai_credits_used: 2, remaining_credits: 1 }));
    expect(low).toMatchObject({ warning: 'Low credits remaining', color: 'green', percent: 67 });
    const out = usageView(usage({ ...free, ai_credits_used: 3, remaining_credits: 0 }));
    expect(out).toMatchObject({ warning: 'Credits exhausted', color: 'red', percent: 100, tierName: 'Super Free' });
  });

  it('shows unlimited plans without a warning', () => {
    expect(usageView(usage({ ai_credits_limit: -1, ai_credits_used: 500, remaining_credits: -1 }))).toMatchObject({ unlimited: true, warning: null, color: 'green', remaining: -1 });
  });

  it('falls back to the free plan when usage cannot be loaded', () => {
    expect(usageView(null)).toMatchObject({ used: 0, limit: 3, remaining: 3, fallback: true, tier: 'free', color: 'green', warning: null });
  });

  it('says when the allowance resets', () => {
    expect(resetLabel('2030-12-01T00:00:00.000Z')).toBe('Resets Dec 1');
    expect(resetLabel(null)).toBeNull();
  });
});
