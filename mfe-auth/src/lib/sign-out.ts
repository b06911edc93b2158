/** Ending the session from a protected page (logout, account deletion) and landing on `/`. */
import { clearSession, STORAGE_KEYS } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';

const LEAVING_WINDOW_MS = 3000;
/** When a sign-out started on this page (0: none). In memory on purpose: a reload ends the trip. */
let leavingAt = 0;

/** Resolves once the page has stayed on `/` for a few ticks (or after 3 s). */
async function settledOnHome(): Promise<void> {
  const until = Date.now() + LEAVING_WINDOW_MS;
  let stable = 0;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 30));
    stable = location.pathname === '/' ? stable + 1 : 0;
    if (stable >= 4) return;
  }
}

/**
 * Forget the session, tell the other areas, go to `/`, then toast. Clearing the store re-renders the shell at once
 * while the router's navigation is still pending, so the shell may first bounce the protected page to the login
 * screen (which then finishes the trip to `/`, see `finishLeavingToHome`) and may remount its toaster on the way:
 * the toast is published once the page has settled on `/`.
 */
export function signOutToHome(message: string): void {
  leavingAt = Date.now();
  clearSession();
  publish('auth:logout', {});
  navigate('/', { replace: true });
  void settledOnHome().then(() => {
    leavingAt = 0;
    toast.success(message);
  });
}

/** On the login screen: true (and on the way to `/`) when a sign-out on this page just bounced here. */
export function finishLeavingToHome(signedIn: boolean): boolean {
  const at = leavingAt;
  leavingAt = 0;
  if (signedIn || !at || Date.now() - at > LEAVING_WINDOW_MS) return false;
  // The guard remembered the protected page as "where to go after login": not where a member who left wants to be.
  try {
    sessionStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  } catch {
    /* nothing remembered */
  }
  navigate('/', { replace: true });
  return true;
}
