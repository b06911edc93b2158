const BASE_MS = 1_000;
const CAP_MS = 60 * 60_000;

/**
 * Delay before the next try after `attempt` failed runs: 1 s, 2 s, 4 s ... capped at an hour, with "equal
 * jitter" (between half and all of it) so jobs that failed together do not all come back together.
 */
export function defaultBackoffMs(attempt: number): number {
  const exp = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + Math.random() * (exp / 2));
}
