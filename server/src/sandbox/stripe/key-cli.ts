import { ConfigError, loadConfig, loadDotEnv } from '../../platform/config';
import { sandboxStripeKey } from './credentials';

/**
 * Prints the Stripe sandbox's secret key for this deployment (derived from APP_SECRET), for curl or the Stripe CLI:
 * `curl -u "$(pnpm --silent --filter server exec tsx src/sandbox/stripe/key-cli.ts):" <PUBLIC_URL>/v1/...`.
 */
function run(): void {
  loadDotEnv();
  const config = loadConfig();
  if (!config.sandbox.payments) {
    process.stderr.write('The Stripe sandbox is off here (STRIPE_SECRET_KEY is set, payments are off, or production mode)\n');
    process.exit(1);
  }
  process.stdout.write(`${sandboxStripeKey(config.appSecret)}\n`);
}

try {
  run();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
}
