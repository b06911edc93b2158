import { type TestApp, createTestApp } from '../test/app';
import { testConfig } from '../test/config';
import { buildCsp } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/nope', '/remotes.json', '/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      expect(res.headers['content-security-policy']).toBe(buildCsp(t.config));
    }
  });

  it('build a CSP that admits only this origin by default', () => {
    expect(buildCsp(testConfig())).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; " +
        "form-action 'self'",
    );
  });

  it('admit each distinct remote origin once, plus its dev socket in local mode', () => {
    const csp = buildCsp(
      testConfig({
        REMOTE_AUTH_URL: 'http://localhost:3101/mf-manifest.json',
        REMOTE_BILLING_URL: 'http://localhost:3101/billing/mf-manifest.json',
        REMOTE_LIBRARY_URL: 'https://cdn.example.com/library/mf-manifest.json',
      }),
    );
    expect(csp).toContain("script-src 'self' http://localhost:3101 https://cdn.example.com;");
    expect(csp).toContain(
      "connect-src 'self' http://localhost:3101 https://cdn.example.com ws://localhost:3101 wss://cdn.example.com;",
    );
  });
});
