import type { Usage } from 'shared/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { resetLabel, usageView } from './usage';
import { UsageMeter } from './usage-meter';

const usage = (over: Partial<Usage>): Usage => ({
  ai_credits_used: 0,
  ai_credits_limit: 100,
  remaining_credits: 100,
  can_generate: true,
  posts_generated: 0,
  templates_accessed: 0,
  subscription_status: null,
  subscription_tier: 'comet',
  period_start: '2030-11-01T00:00:00.000Z',
  period_end: '2030-12-01T00:00:00.000Z',
  ...over,
});

describe('usage reading', () => {
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
    expect(out).toMatchObject({ warning: 'Credits exhausted', color: 'red', percent: 100 });
  });

  it('shows unlimited plans without a warning', () => {
    expect(usageView(usage({ ai_credits_limit: -1, ai_credits_used: 500, remaining_credits: -1 }))).toMatchObject({ unlimited: true, warning: null, color: 'green', remaining: -1 });
  });

  it('falls back to the free plan when usage cannot be loaded', () => {
    expect(usageView(null)).toMatchObject({ used: 0, limit: 3, remaining: 3, fallback: true, color: 'green', warning: null });
  });

  it('says when the allowance resets', () => {
    expect(resetLabel('2030-12-01T00:00:00.000Z')).toBe('Resets Dec 1');
    expect(resetLabel(null)).toBeNull();
  });
});

describe('UsageMeter', () => {
  const render = (u: Usage | null, compact = false) => renderToStaticMarkup(<UsageMeter usage={u} compact={compact} />);

  it('paints one yellow from 70 % wherever it is shown (the sidebar and the profile agree)', () => {
    const at70 = usage({ ai_credits_used: 70, remaining_credits: 30 });
    for (const html of [render(at70, true), render(at70)]) {
      expect(html).toContain('data-color="yellow"');
      expect(html).toContain('background:#eab308');
      expect(html).toContain('aria-valuenow="70"');
    }
    expect(render(usage({ ai_credits_used: 95, remaining_credits: 5 }))).toContain('background:#dc2626');
  });

  it('says when the figures are the fallback, except in the compact sidebar', () => {
    expect(render(null)).toContain('Live usage figures are unavailable');
    expect(render(null, true)).not.toContain('Live usage figures are unavailable');
  });

  it('writes counts with thousands separators, as the plan cards do', () => {
    const html = render(usage({ ai_credits_limit: 1000, ai_credits_used: 0, remaining_credits: 1000 }));
    expect(html).toContain('1,000 credits left');
    expect(html).toContain('/ 1,000 used');
    expect(html).not.toMatch(/\b1000 credits/);
    const busy = render(usage({ ai_credits_limit: 25000, ai_credits_used: 12345, remaining_credits: 12655 }), true);
    expect(busy).toContain('12,345');
    expect(busy).toContain('/ 25,000 used');
    expect(busy).toContain('12,655 credits left');
    expect(busy).toContain('aria-valuenow="12345"');
  });

  it('shows an unlimited plan without a bar', () => {
    const html = render(usage({ ai_credits_limit: -1, ai_credits_used: 5, remaining_credits: -1 }));
    expect(html).toContain('Unlimited');
    expect(html).not.toContain('progressbar');
  });
});
