/** Ending the session from a protected page (logout, account deletion) and landing on `/`. */
import { clearSession } from 'shared/auth';
import { publish, toast } from 'shared/bus';

/**
 * Tell the shell first (its `auth:logout` handler navigates to `/` and makes the route guard send a signed-out
 * protected page to `/` rather than to the login screen), then forget the session and say so.
 */
export function signOutToHome(message: string): void {
  publish('auth:logout', {});
  clearSession();
  toast.success(message);
}
