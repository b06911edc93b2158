import { AREAS } from 'shared/constants';
import { REDIRECTS, ROUTES, fragmentNeedsVerification, hydratesPrerendered, isActive, matchRoute, redirectFor, sessionExpiredRedirect } from './routes';

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

  test('every route mounts a host page or an area of shared/areas.json', () => {
    for (const r of ROUTES) {
      expect(!!r.page !== !!r.area).toBe(true);
      if (r.area) expect(AREAS).toContain(r.area);
    }
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

  test('an expired session leaves a public page as it is and sends a protected one to /login, address kept', () => {
    const at = (url: string) => {
      const u = new URL(url, 'http://x');
      return { pathname: u.pathname, search: u.search, hash: u.hash };
    };
    // The flaky e2e case: a stale token checked on the load of a public page must not drop its fragment.
    expect(sessionExpiredRedirect(at('/app/login#section=2'))).toBeNull();
    expect(sessionExpiredRedirect(at('/app/email-verification#access_token=abc'))).toBeNull();
    expect(sessionExpiredRedirect(at('/pricing?plan=star'))).toBeNull();
    expect(sessionExpiredRedirect(at('/'))).toBeNull();
    expect(sessionExpiredRedirect(at('/no/such/page'))).toBeNull();
    expect(sessionExpiredRedirect(at('/app/library?q=ai#top'))).toEqual({ to: '/login', from: '/app/library?q=ai#top' });
    expect(sessionExpiredRedirect(at('/app/profile/'))).toEqual({ to: '/login', from: '/app/profile' });
    // A legacy path is remembered as the page it stands for.
    expect(sessionExpiredRedirect(at('/settings?tab=1'))).toEqual({ to: '/login', from: '/app/account-settings?tab=1' });
    expect(sessionExpiredRedirect(at('/login'))).toBeNull();
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

  test("only a visitor's landing page is hydrated: what the client first renders elsewhere differs from the prerendered frame", () => {
    expect(hydratesPrerendered({ pathname: '/', hash: '' }, false)).toBe(true);
    expect(hydratesPrerendered({ pathname: '/', hash: '#faq' }, false)).toBe(true);
    // A stored session renders a spinner or a redirect at /; a fragment with an auth result goes to verification.
    expect(hydratesPrerendered({ pathname: '/', hash: '' }, true)).toBe(false);
    expect(hydratesPrerendered({ pathname: '/', hash: '#access_token=x&type=signup' }, false)).toBe(false);
    // Area pages keep their own hand-over (AreaMount takes the prerendered screen).
    expect(hydratesPrerendered({ pathname: '/pricing', hash: '' }, false)).toBe(false);
    expect(hydratesPrerendered({ pathname: '/app/login', hash: '' }, false)).toBe(false);
  });
});
