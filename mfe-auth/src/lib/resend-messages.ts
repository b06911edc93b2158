/** The two resend-confirmation message sets of SPEC.md §8. */
import { errorDetail, errorStatus } from 'shared/api';

export const RESEND_A = {
  success: 'Verification email sent! Check your inbox and spam folder.',
  failure: 'Failed to resend verification email. Please try again.',
  network: 'Network error. Please try again.',
} as const;

export const RESEND_B = {
  success: 'Verification email sent! Please check your inbox.',
  alreadyVerified: 'This email is already verified! You can log in directly.',
  notFound: 'No account found with this email. Please sign up first.',
  fallback: 'Failed to resend email. Please try again.',
} as const;

/** Variant A (check-email screen, verification page, banner): the failure message of an error. */
export function resendFailureA(error: unknown): string {
  const isNetwork = errorStatus(error) === 0 && !(error instanceof Error && /timeout/i.test(error.message));
  return isNetwork ? RESEND_A.network : RESEND_A.failure;
}

/** The auth layer's own fallback when the server gives no detail (SPEC.md §8 'Fallbacks'). */
export const RESEND_AUTH_FALLBACK = 'Failed to resend confirmation email';

/**
 * The error toast of a resend through the auth layer (login panel): the server's detail, else the auth layer's
 * fallback. The panel's inline text is variant B's message for the same error (resendFailureB).
 */
export function resendToast(error: unknown): string {
  return errorDetail(error, RESEND_AUTH_FALLBACK);
}

/** Variant B (login panel): the message of an error. */
export function resendFailureB(error: unknown): string {
  const text = errorDetail(error, '');
  const lower = text.toLowerCase();
  if (lower.includes('already verified') || lower.includes('already confirmed')) return RESEND_B.alreadyVerified;
  if (lower.includes('not found') || lower.includes('no account')) return RESEND_B.notFound;
  return text || RESEND_B.fallback;
}
