/** Where a member goes after signing in (SPEC.md §2 "Login"). */
import { STORAGE_KEYS } from 'shared/auth';

export const DEFAULT_AFTER_LOGIN = '/app/dashboard';

/** Only same-site paths, never the auth pages themselves (which would bounce back). */
export function safeTarget(to: unknown): string | null {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null;
  const path = to.split(/[?#]/)[0];
  if (['/login', '/app/login', '/signup', '/app/signup', '/app/linkedin-callback', '/auth/linkedin/callback'].includes(path)) return null;
  return to;
}

/**
 * The destination after login: a plan chosen before signing in wins (→ /pricing?plan=<tier>, which highlights it; the
 * stored plan is cleared),
 * then the remembered page (sessionStorage, else router state `from`), else the dashboard. Consumes what it reads.
 */
export function takeLoginDestination(session: Pick<Storage, 'getItem' | 'removeItem'> | null, state: unknown): string {
  const plan = session?.getItem(STORAGE_KEYS.selectedPlan);
  const stored = session?.getItem(STORAGE_KEYS.redirectAfterLogin) ?? null;
  session?.removeItem(STORAGE_KEYS.redirectAfterLogin);
  if (plan) {
    session?.removeItem(STORAGE_KEYS.selectedPlan);
    return `/pricing?plan=${encodeURIComponent(plan)}`;
  }
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from?: unknown }).from : undefined;
  return safeTarget(stored) ?? safeTarget(from) ?? DEFAULT_AFTER_LOGIN;
}
