/** Ending the session from a protected page (logout, account deletion) and landing on `/`. */
import { clearSession, STORAGE_KEYS } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';

const LEAVING_KEY = 'pp_leaving_to_home';
const LEAVING_WINDOW_MS = 3000;

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
 * screen (the mark left here lets that screen finish the trip to `/`, see `finishLeavingToHome`) and may remount
 * its toaster on the way: the toast is published once the page has settled on `/`.
 */
export function signOutToHome(message: string): void {
  try {
    sessionStorage.setItem(LEAVING_KEY, String(Date.now()));
  } catch {
    /* storage unavailable: the shell's own redirect stands */
  }
  clearSession();
  publish('auth:logout', {});
  navigate('/', { replace: true });
  void settledOnHome().then(() => {
    try {
      sessionStorage.removeItem(LEAVING_KEY);
    } catch {
      /* nothing to clean */
    }
    toast.success(message);
  });
}

/** On the login screen: true (and on the way to `/`) when a sign-out just bounced here. */
export function finishLeavingToHome(signedIn: boolean): boolean {
  let at = 0;
  try {
    at = Number(sessionStorage.getItem(LEAVING_KEY) ?? 0);
    sessionStorage.removeItem(LEAVING_KEY);
  } catch {
    return false;
  }
  if (signedIn || !at || Date.now() - at > LEAVING_WINDOW_MS) return false;
  // The guard remembered the protected page as "where to go after login": that is not where a member who left wants to be.
  sessionStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  navigate('/', { replace: true });
  return true;
}
