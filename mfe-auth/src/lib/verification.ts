/**
 * The e-mail verification page's state, read from the URL fragment the confirmation link lands with
 * (SPEC.md §4 "Email verification status").
 */

export type VerificationStatus = 'loading' | 'success' | 'expired' | 'error';

export interface VerificationResult {
  status: VerificationStatus;
  error: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  accessToken: string | null;
  /** True when the fragment carried nothing at all: the page shows its help content. */
  empty: boolean;
}

/** Parse a fragment (`#a=b&c=d` or `a=b&c=d`) into the verification result. */
export function parseVerificationFragment(hash: string): VerificationResult {
  const params = new URLSearchParams((hash ?? '').replace(/^#/, ''));
  const error = params.get('error') || null;
  const errorCode = params.get('error_code') || null;
  const errorDescription = params.get('error_description') || null;
  const accessToken = params.get('access_token') || null;
  const base = { error, errorCode, errorDescription, accessToken, empty: false };

  if (error || errorCode || errorDescription) {
    const description = (errorDescription ?? '').toLowerCase();
    const expired =
      errorCode === 'otp_expired' ||
      description.includes('expired') ||
      description.includes('invalid') ||
      error === 'access_denied';
    return { ...base, status: expired ? 'expired' : 'error' };
  }
  // An access token and no error: the address is confirmed; the page stores the session (loading until then).
  if (accessToken) return { ...base, status: 'success' };
  // Nothing gives error (the page shows its help content and a resend form).
  return { ...base, status: 'error', empty: true };
}
