/** Decisions of the LinkedIn callback screen (SPEC.md §2 "LinkedIn callback screen", §8). */
import { errorDetail, errorStatus } from 'shared/api';

export const LINKEDIN_MESSAGES = {
  noCode: 'No authorization code or success token received from LinkedIn',
  codeExpired: 'LinkedIn authorization code expired. Please try again.',
  serverError: 'Server error during LinkedIn authentication. Please try again.',
  failed: 'LinkedIn authentication failed',
  welcomeBack: "Welcome back! You're now logged in.",
  connected: 'LinkedIn connected',
  oauthError: (error: string) => `LinkedIn OAuth error: ${error}`,
  welcome: (name: string) => `Welcome, ${name}! You've been logged in via LinkedIn.`,
} as const;

export type CallbackStart =
  | { kind: 'token'; token: string; name: string }
  | { kind: 'oauth-error'; message: string }
  | { kind: 'no-code'; message: string }
  | { kind: 'exchange'; code: string; state: string };

/** What to do with the query the provider sent the browser back with. */
export function decideCallbackStart(query: Record<string, string | undefined>): CallbackStart {
  if (query.success === 'true' && query.token) {
    return { kind: 'token', token: query.token, name: query.name?.trim() || 'LinkedIn User' };
  }
  if (query.error) {
    return { kind: 'oauth-error', message: LINKEDIN_MESSAGES.oauthError(query.error) };
  }
  if (!query.code) return { kind: 'no-code', message: LINKEDIN_MESSAGES.noCode };
  // A code without state cannot be checked by the server: same message as no code at all would mislead.
  if (!query.state) return { kind: 'no-code', message: LINKEDIN_MESSAGES.noCode };
  return { kind: 'exchange', code: query.code, state: query.state };
}

export type CallbackErrorKind = 'duplicate' | 'expired' | 'server' | 'other';

/** Is this exchange error the duplicate-request case (409, duplicate, Conflict, DUPLICATE_REQUEST_HANDLED)? And what it says. */
export function classifyCallbackError(error: unknown): { kind: CallbackErrorKind; message: string } {
  const status = errorStatus(error);
  const detail = errorDetail(error, '');
  const text = `${detail} ${error instanceof Error ? error.message : String(error ?? '')}`;
  if (status === 409 || /duplicate|conflict|DUPLICATE_REQUEST_HANDLED/i.test(text)) {
    return { kind: 'duplicate', message: detail || LINKEDIN_MESSAGES.failed };
  }
  // SPEC §8's text is the server's own for a code or state that expired; any other 400 names its reason (the
  // LinkedIn account belongs to another member, its e-mail is not verified…), which trying again would not change.
  if (status === 400) return { kind: 'expired', message: detail || LINKEDIN_MESSAGES.codeExpired };
  if (status === 500) return { kind: 'server', message: LINKEDIN_MESSAGES.serverError };
  return { kind: 'other', message: LINKEDIN_MESSAGES.failed };
}

/** After a duplicate: where to go once the waits are over (stored token → dashboard, else login). */
export function duplicateDestination(hasToken: boolean): '/app/dashboard' | '/app/login' {
  return hasToken ? '/app/dashboard' : '/app/login';
}
