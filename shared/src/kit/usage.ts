/**
 * The usage meter's reading of GET /api/user/usage (SPEC.md §4): the colour rule of shared/constants, the two
 * warnings, unlimited plans, and the free-plan fallback when the figures cannot be loaded.
 */
import { FREE_CREDIT_LIMIT, usageColor } from 'shared/constants';
import type { Usage } from 'shared/contracts';

export interface UsageView {
  used: number;
  /** -1 = unlimited. */
  limit: number;
  remaining: number;
  unlimited: boolean;
  /** 0..100, for the bar. */
  percent: number;
  color: 'green' | 'yellow' | 'red';
  warning: 'Credits exhausted' | 'Low credits remaining' | null;
  /** When the allowance resets (the first instant of next month), if known. */
  resetsAt: string | null;
  /** True when showing the free fallback because the figures could not be loaded. */
  fallback: boolean;
}

/** The figures to show: the real usage, or the free plan's (3 credits, none used) when it is unavailable. */
export function usageView(usage: Usage | null): UsageView {
  const limit = usage ? usage.ai_credits_limit : FREE_CREDIT_LIMIT;
  const used = usage ? usage.ai_credits_used : 0;
  const unlimited = limit < 0;
  const remaining = unlimited ? -1 : Math.max(0, usage ? usage.remaining_credits : limit - used);
  return {
    used,
    limit,
    remaining,
    unlimited,
    percent: unlimited ? 0 : limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100,
    color: usageColor(used, limit),
    warning: unlimited ? null : remaining === 0 ? 'Credits exhausted' : remaining === 1 ? 'Low credits remaining' : null,
    resetsAt: usage?.period_end ?? null,
    fallback: !usage,
  };
}

/** A credit count as the plan cards write it: '1,000' (en-US grouping, whatever the browser's locale). */
export function formatCredits(n: number): string {
  return n.toLocaleString('en-US');
}

/** 'Resets Dec 1' from the period end. */
export function resetLabel(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `Resets ${d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`;
}

/** The bar's colour for each step of the rule: one yellow for every meter. */
export const USAGE_BAR_COLORS = { green: '#16a34a', yellow: '#eab308', red: '#dc2626' } as const;
