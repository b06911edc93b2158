import type { ScheduledPost } from 'shared/contracts';

/** While a post's outcome is about to change: the screen shows 'Publishing…' turn into Published or failed quickly. */
export const FAST_POLL_MS = 3000;
/** Otherwise: picks up what another tab or device changed, without asking every few seconds for nothing. */
export const SLOW_POLL_MS = 60_000;
/** A scheduled post due within this long (or overdue, waiting on the worker) counts as about to change. */
export const DUE_SOON_MS = 2 * 60_000;

/**
 * How long until the Scheduler asks for its posts again: FAST_POLL_MS while one is publishing or due soon,
 * SLOW_POLL_MS otherwise, and null (no polling) while the tab is hidden; the screen reloads when it shows again.
 */
export function pollDelay(posts: readonly Pick<ScheduledPost, 'status' | 'scheduledTime'>[] | null, now: number, hidden: boolean): number | null {
  if (hidden) return null;
  if (posts === null) return FAST_POLL_MS;
  const busy = posts.some((p) => p.status === 'publishing' || (p.status === 'scheduled' && Date.parse(p.scheduledTime) - now <= DUE_SOON_MS));
  return busy ? FAST_POLL_MS : SLOW_POLL_MS;
}
