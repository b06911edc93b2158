/** Session bootstrap and logout, owned by the shell (SPEC.md §4 "Auth"). */
import { api } from 'shared/api';
import { authState, clearSession, readStoredToken, readStoredUser, setPersona, setUser } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';

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
    api.me().then(setUser, () => undefined);
    return;
  }
  try {
    setUser(await api.me());
  } catch {
    clearSession();
  } finally {
    authState.loading = false;
  }
}

let personaRequest: Promise<void> | null = null;

/** Load the member's persona once (null when none is saved or the call fails). */
export function ensurePersona(): Promise<void> {
  if (authState.personaLoaded) return Promise.resolve();
  personaRequest ??= api
    .getPersona()
    .then((r) => setPersona(r.persona ?? null))
    .catch(() => setPersona(null))
    .finally(() => {
      personaRequest = null;
    });
  return personaRequest;
}

/** Log out: tell the server (best effort), forget everything, go to /. */
export async function logout(): Promise<void> {
  const hadToken = !!authState.token;
  if (hadToken) await api.logout().catch(() => undefined);
  clearSession();
  publish('auth:logout', {});
  toast.success('Logged out successfully');
  navigate('/');
}
