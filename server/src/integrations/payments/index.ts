import Stripe from 'stripe';
import type { Config } from '../../platform/config';
import type { FetchLike } from '../linkedin/oidc';
import { sandboxStripeKey } from '../../sandbox/stripe/credentials';

/**
 * Payments through Stripe's official SDK. With STRIPE_SECRET_KEY it talks to api.stripe.com; in local mode without
 * one, the same SDK is pointed (host, port, protocol) at the Stripe sandbox this server serves, through `sandboxFetch`
 * so a process without a listening API (a standalone worker, a test) reaches it too. Null: payments are off
 * (PAYMENTS_ENABLED=false, or production without a key).
 */
export interface Payments {
  stripe: Stripe;
  sandbox: boolean;
}


export function createPayments({ config, sandboxFetch }: { config: Config; sandboxFetch?: FetchLike }): Payments | null {
  if (!config.stripe.enabled) return null;
  // The SDK's own default is 80 s per attempt: a hanging Stripe would hold the member's click for minutes. No retry
  // either: it would double that wait; the member gets a clear error and can click again.
  const limits = { timeout: config.stripe.timeoutMs, maxNetworkRetries: 0 };
  if (config.stripe.secretKey) return { stripe: new Stripe(config.stripe.secretKey, limits), sandbox: false };
  if (!config.sandbox.payments) return null;
  const url = new URL(config.publicUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  // The sandbox accepts only its own key, derived from APP_SECRET (sandbox/stripe/credentials.ts).
  const stripe = new Stripe(sandboxStripeKey(config.appSecret), {
    host: url.hostname,
    port: Number(url.port || (protocol === 'https' ? 443 : 80)),
    protocol,
    ...limits,
    telemetry: false,
    ...(sandboxFetch ? { httpClient: Stripe.createFetchHttpClient(sandboxFetch as typeof fetch) } : {}),
  });
  return { stripe, sandbox: true };
}
