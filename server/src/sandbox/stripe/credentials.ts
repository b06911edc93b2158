import { createHmac } from 'node:crypto';

/**
 * The secret key the SDK sends to the Stripe sandbox, the only one the sandbox accepts: derived from APP_SECRET, so
 * the server, its workers and the sandbox agree without setup, and another deployment's sandbox (another APP_SECRET)
 * has another key. `pnpm --filter server exec tsx src/sandbox/stripe/key-cli.ts` prints this deployment's.
 */
export function sandboxStripeKey(appSecret: string): string {
  return `sk_test_${createHmac('sha256', appSecret).update('stripe-sandbox-secret-key').digest('base64url')}`;
}
