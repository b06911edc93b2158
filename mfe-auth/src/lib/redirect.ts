/** Where a member goes after signing in (SPEC.md §2 "Login"). */
import { isSameMember, parseMemberRef, STORAGE_KEYS } from 'shared/auth';
import type { User } from 'shared/contracts';

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
 * A page remembered when a member's session ended is theirs: `user` (who just signed in) gets it only if it is them.
 */
export function takeLoginDestination(session: Pick<Storage, 'getItem' | 'removeItem'> | null, state: unknown, user: Pick<User, 'id' | 'email'> | null = null): string {
  const plan = session?.getItem(STORAGE_KEYS.selectedPlan);
  const stored = session?.getItem(STORAGE_KEYS.redirectAfterLogin) ?? null;
  const owner = parseMemberRef(session?.getItem(STORAGE_KEYS.redirectOwner));
  session?.removeItem(STORAGE_KEYS.redirectAfterLogin);
  session?.removeItem(STORAGE_KEYS.redirectOwner);
  if (plan) {
    session?.removeItem(STORAGE_KEYS.selectedPlan);
    return `/pricing?plan=${encodeURIComponent(plan)}`;
  }
  if (!isSameMember(owner, user)) return DEFAULT_AFTER_LOGIN;
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from?: unknown }).from : undefined;
  return safeTarget(stored) ?? safeTarget(from) ?? DEFAULT_AFTER_LOGIN;
}
