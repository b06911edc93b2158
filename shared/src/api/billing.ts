/** The billing area's calls (SPEC.md §7 plus the portal and invoices), spread into `api`. */
import type { AxiosInstance } from 'axios';
import type * as C from 'shared/contracts';

export function billingApi(http: AxiosInstance) {
  const data = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data);
  return {
    /** Plan, status, renewal or end date, trial. */
    subscription: () => data<C.BillingSubscription>(http.get('/api/user/subscription')),
    /** Stripe Checkout for a plan (`trial`: the free trial); `demo_mode` when payments are off. */
    createCheckoutSession: (body: { planTier: C.CheckoutRequest['planTier']; priceId?: string | null; trial?: boolean }) =>
      data<C.CheckoutResponse>(http.post('/api/stripe/create-checkout-session', body)),
    /** Stripe's billing portal (change plan, cancel, resume, card). */
    createPortalSession: () => data<C.PortalResponse>(http.post('/api/stripe/portal-session')),
    /** Back from the billing portal: the member's subscription as Stripe has it now (stored at once), their plan. */
    portalReturn: () => data<C.BillingSubscription>(http.post('/api/stripe/portal-return')),
    /** The member's own checkout they came back from (Stripe's success URL): was it paid, and their plan now. */
    checkoutSession: (id: string) => data<C.CheckoutSessionStatus>(http.get(`/api/stripe/checkout-session/${encodeURIComponent(id)}`)),
    invoices: () => data<C.InvoicesResponse>(http.get('/api/billing/invoices')),
  };
}
