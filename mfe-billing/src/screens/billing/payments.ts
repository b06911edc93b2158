import { api, errorDetail, errorStatus } from 'shared/api';
import { BILLING_MESSAGES, type PaidTier } from 'shared/constants';

/** The outcome of asking for a checkout or the portal: go to `url`, or show `error`. */
export type PaymentStart = { url: string; error?: undefined } | { url?: undefined; error: string; demo?: boolean };

/** The server's `{detail}`/`error` text, else the §8 fallback; a request that never got an answer is the network text. */
function failure(e: unknown): string {
  return errorStatus(e) === 0 ? BILLING_MESSAGES.network : errorDetail(e, BILLING_MESSAGES.checkoutFailed);
}

/**
 * POST /api/stripe/create-checkout-session (SPEC.md §7, §8): the url to send the browser to, or what to show —
 * demo_mode → 'Payment processing is temporarily unavailable…', else the server's error, else 'Failed to start
 * subscription process'; no answer at all → 'Failed to connect to payment system. Please try again.'
 */
export async function requestCheckout(tier: PaidTier, { trial = false } = {}): Promise<PaymentStart> {
  try {
    const r = await api.createCheckoutSession({ planTier: tier, ...(trial ? { trial: true } : {}) });
    if (r.demo_mode) return { error: BILLING_MESSAGES.demoMode, demo: true };
    if (r.success && r.url) return { url: r.url };
    return { error: r.error || BILLING_MESSAGES.checkoutFailed };
  } catch (e) {
    return { error: failure(e) };
  }
}

/** POST /api/stripe/portal-session: Stripe's billing portal. */
export async function requestPortal(): Promise<PaymentStart> {
  try {
    return { url: (await api.createPortalSession()).url };
  } catch (e) {
    return { error: failure(e) };
  }
}
