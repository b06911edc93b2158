import { REDIRECTS, ROUTES, fragmentNeedsVerification, isActive, matchRoute, redirectFor } from './routes';

describe('route table', () => {
  test('every /app route of SPEC §2 with its access rule', () => {
    const protectedPaths = ['/app/dashboard', '/app/generate', '/app/templates', '/app/viral-library', '/app/creators', '/app/library', '/app/profile', '/app/account-settings', '/app/content-history', '/app/scheduler'];
    for (const p of protectedPaths) expect(matchRoute(p)).toMatchObject({ access: 'protected', layout: 'sidebar' });
    for (const p of ['/', '/pricing', '/app/login', '/app/signup', '/app/email-verification', '/app/linkedin-callback']) expect(matchRoute(p)?.access).toBe('public');
    expect(matchRoute('/app/dashboard')?.area).toBe('generator');
    expect(matchRoute('/app/generate')?.area).toBe('generator');
    expect(matchRoute('/app/library/')?.path).toBe('/app/library');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  test('legacy paths redirect to their /app counterpart; every target exists', () => {
    for (const legacy of ['dashboard', 'login', 'signup', 'generate', 'templates', 'viral-library', 'creators', 'library', 'profile', 'content-history', 'scheduler', 'email-verification']) {
      expect(redirectFor(`/${legacy}`)).toBe(`/app/${legacy}`);
    }
    expect(redirectFor('/settings')).toBe('/app/account-settings');
    expect(redirectFor('/auth/linkedin/callback')).toBe('/app/linkedin-callback');
    expect(redirectFor('/linkedin-gpt')).toBe('/app/generate');
    for (const target of Object.values(REDIRECTS)) expect(matchRoute(target)).toBeDefined();
  });

  test('fragment rule: error, error_code or access_token', () => {
    expect(fragmentNeedsVerification('#error=access_denied')).toBe(true);
    expect(fragmentNeedsVerification('#error_code=otp_expired')).toBe(true);
    expect(fragmentNeedsVerification('#access_token=abc&type=signup')).toBe(true);
    expect(fragmentNeedsVerification('#section-2')).toBe(false);
    expect(fragmentNeedsVerification('')).toBe(false);
  });

  test('a sidebar link pointing at a legacy path is active on its /app page', () => {
    expect(isActive('/templates', '/app/templates')).toBe(true);
    expect(isActive('/settings', '/app/account-settings')).toBe(true);
    expect(isActive('/templates', '/app/creators')).toBe(false);
    // /app/dashboard is the LinkedIn GPT chat: the sidebar link lights up; the top bar keeps Dashboard apart.
    expect(isActive('/generate', '/app/dashboard')).toBe(true);
    expect(isActive('/app/dashboard', '/app/dashboard')).toBe(true);
    expect(isActive('/app/generate', '/app/dashboard')).toBe(false);
  });
});
