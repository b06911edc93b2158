import { ConfigError, loadConfig } from '../../platform/config';
import { createPayments } from '../../integrations/payments/index';
import { sandboxStripeKey } from '../../sandbox/stripe/credentials';
import { makeTempDir } from '../../test/config';

const base = () => ({ DATA_DIR: makeTempDir(), APP_SECRET: 'test-secret-test-secret-test-secret-0123' });

describe('billing configuration', () => {
  it('local mode: the sandbox, its own prices and a webhook secret derived from APP_SECRET', () => {
    const config = loadConfig(base());
    expect(config.stripe).toMatchObject({ enabled: true, secretKey: null, prices: { comet: 'price_sandbox_comet', star: 'price_sandbox_star', nova: 'price_sandbox_nova' } });
    expect(config.stripe.webhookSecret).toMatch(/^whsec_/);
    expect(loadConfig(base()).stripe.webhookSecret).toBe(config.stripe.webhookSecret);
    expect(createPayments({ config })?.sandbox).toBe(true);
  });

  it("the sandbox's secret key is derived from APP_SECRET: stable for a deployment, another deployment's differs", () => {
    const config = loadConfig(base());
    const key = sandboxStripeKey(config.appSecret);
    expect(key).toMatch(/^sk_test_[\w-]{40,}$/);
    expect(key).not.toContain(config.appSecret);
    expect(sandboxStripeKey(config.appSecret)).toBe(key);
    expect(sandboxStripeKey('another-deployment-secret-another-0123')).not.toBe(key);
  });

  it('PAYMENTS_ENABLED=false switches payments and the sandbox off', () => {
    const config = loadConfig({ ...base(), PAYMENTS_ENABLED: 'false' });
    expect(config.stripe.enabled).toBe(false);
    expect(config.sandbox.payments).toBe(false);
    expect(createPayments({ config })).toBeNull();
  });

  it('production without a key: payments off (demo mode); with a key: every price id and the webhook secret', () => {
    const off = loadConfig({ ...base(), NODE_ENV: 'production' });
    expect(off.stripe.enabled).toBe(false);
    expect(createPayments({ config: off })).toBeNull();
    let problems: string[] = [];
    try {
      loadConfig({ ...base(), NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PRICE_COMET: 'price_1' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems.join('\n')).toContain('STRIPE_WEBHOOK_SECRET');
    expect(problems.join('\n')).toContain('STRIPE_PRICE_STAR');
    expect(problems.join('\n')).toContain('STRIPE_PRICE_NOVA');
    const on = loadConfig({
      ...base(), NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_COMET: 'price_c', STRIPE_PRICE_STAR: 'price_s', STRIPE_PRICE_NOVA: 'price_n',
    });
    expect(on.stripe).toMatchObject({ enabled: true, webhookSecret: 'whsec_x', prices: { comet: 'price_c', star: 'price_s', nova: 'price_n' } });
    expect(createPayments({ config: on })?.sandbox).toBe(false);
  });
});
