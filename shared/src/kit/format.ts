export { countWords, usageColor } from 'shared/constants';

/** 1,000 → 1.0K, 1,000,000 → 1.0M (one decimal, SPEC.md §9). */
export function formatFollowers(n: number): string {
  // 999,950 and up round to 1000.0K: they read as 1.0M.
  if (n >= 999_950) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}

/** Relative age: hours under 24 hours, else days (SPEC.md §9). */
export function relativeAge(iso: string, now: number = Date.now()): string {
  const ms = Math.max(0, now - new Date(iso).getTime());
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Short date like 'Nov 22, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
