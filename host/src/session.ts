/**
 * Session bootstrap and logout, owned by the shell (SPEC.md §4 "Auth"). The API client (axios) is loaded only
 * when a session exists, so a visitor's landing page does not pay for it.
 */
const loadApiModule = () => import('shared/api');
const loadApi = () => loadApiModule().then((m) => m.api);
import { authState, clearSession, readStoredToken, readStoredUser, setPersona, setUser, STORAGE_KEYS } from 'shared/auth';
import { navigate, publish, subscribe, toast } from 'shared/bus';

/**
 * True between an intentional logout (from the shell or any area) and the next sign-in. A protected page that
 * re-renders without a session after a logout goes to /, not to /login (React may render the cleared session
 * before the router's navigation to / commits).
 */
export let loggedOut = false;
subscribe('auth:logout', () => {
  loggedOut = true;
  navigate('/');
});
subscribe('auth:login', () => {
  loggedOut = false;
});

/** On load: a stored token with a stored user is trusted; otherwise /me is fetched; failure clears everything. */
export async function bootstrapSession(): Promise<void> {
  const token = readStoredToken();
  if (!token) {
    authState.loading = false;
    return;
  }
  authState.token = token;
  const stored = readStoredUser();
  if (stored) {
    authState.user = stored;
    authState.loading = false;
    // Refresh quietly so confirmation or plan changes show; a 401 here clears the session via the client.
    loadApi()
      .then((api) => api.me())
      .then(setUser, () => undefined);
    return;
  }
  try {
    setUser(await (await loadApi()).me());
  } catch {
    clearSession();
  } finally {
    authState.loading = false;
  }
}

/**
 * A session that ends or changes in another tab is followed here, or this tab would show a member who has gone
 * until its next request. Signed out there: as a refused session (cleared, and a protected page goes to /login with
 * the page kept for after the sign-in). Signed in there, as anyone: this tab loads again with that session.
 */
export function followSessionAcrossTabs(): void {
  addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== STORAGE_KEYS.accessToken) return;
    const stored = readStoredToken();
    if (stored === authState.token) return;
    if (stored) location.reload();
    else {
      clearSession();
      publish('auth:expired', {});
    }
  });
}

/** Load the member's persona once; if it cannot be loaded, `/` treats the member as having none. */
export function ensurePersona(): Promise<void> {
  return loadApiModule()
    .then((m) => m.ensurePersona())
    .then(
      () => undefined,
      () => setPersona(null),
    );
}

/** Log out: tell the server (best effort), forget everything, go to / (the auth:logout handler navigates). */
export async function logout(): Promise<void> {
  const hadToken = !!authState.token;
  if (hadToken) await loadApi().then((api) => api.logout()).catch(() => undefined);
  publish('auth:logout', {});
  clearSession();
  toast.success('Logged out successfully');
}
