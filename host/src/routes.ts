/**
 * The route table of SPEC.md §2: every route with its access rule, layout and the area screen it mounts,
 * plus the legacy and linked paths that redirect to their /app counterparts.
 */
import type { Area } from 'shared/constants';

export type Access = 'public' | 'protected';
/** marketing: top bar only; plain: top bar, centred content; sidebar: top bar + sidebar (signed-in app). */
export type Layout = 'marketing' | 'plain' | 'sidebar';
/** Host-owned pages (no remote). */
export type HostPage = 'landing' | 'terms' | 'privacy';

export interface RouteDef {
  path: string;
  access: Access;
  layout: Layout;
  /** The area mounted for this route, or a host page. */
  area?: Area;
  page?: HostPage;
  screen: string;
  title: string;
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', access: 'public', layout: 'marketing', page: 'landing', screen: 'landing', title: 'Home' },
  { path: '/terms', access: 'public', layout: 'marketing', page: 'terms', screen: 'terms', title: 'Terms of Service' },
  { path: '/privacy', access: 'public', layout: 'marketing', page: 'privacy', screen: 'privacy', title: 'Privacy Policy' },
  { path: '/pricing', access: 'public', layout: 'marketing', area: 'billing', screen: 'pricing', title: 'Pricing' },
  { path: '/app/login', access: 'public', layout: 'plain', area: 'auth', screen: 'login', title: 'Sign in' },
  { path: '/app/signup', access: 'public', layout: 'plain', area: 'auth', screen: 'signup', title: 'Create account' },
  { path: '/app/email-verification', access: 'public', layout: 'plain', area: 'auth', screen: 'email-verification', title: 'Email verification' },
  { path: '/app/linkedin-callback', access: 'public', layout: 'plain', area: 'auth', screen: 'linkedin-callback', title: 'LinkedIn sign-in' },
  { path: '/app/forgot-password', access: 'public', layout: 'plain', area: 'auth', screen: 'forgot-password', title: 'Forgot password' },
  { path: '/app/reset-password', access: 'public', layout: 'plain', area: 'auth', screen: 'reset-password', title: 'Reset password' },
  { path: '/app/dashboard', access: 'protected', layout: 'sidebar', area: 'generator', screen: 'dashboard', title: 'Dashboard' },
  { path: '/app/generate', access: 'protected', layout: 'sidebar', area: 'generator', screen: 'generate', title: 'LinkedIn GPT' },
  { path: '/app/templates', access: 'protected', layout: 'sidebar', area: 'discovery', screen: 'templates', title: 'Viral Templates' },
  { path: '/app/viral-library', access: 'protected', layout: 'sidebar', area: 'discovery', screen: 'viral-library', title: 'Authentic Viral Library' },
  { path: '/app/creators', access: 'protected', layout: 'sidebar', area: 'discovery', screen: 'creators', title: 'Rising Creators' },
  { path: '/app/library', access: 'protected', layout: 'sidebar', area: 'library', screen: 'library', title: 'My Content Library' },
  { path: '/app/content-history', access: 'protected', layout: 'sidebar', area: 'library', screen: 'content-history', title: 'Content History' },
  { path: '/app/profile', access: 'protected', layout: 'sidebar', area: 'auth', screen: 'profile', title: 'Profile Settings' },
  { path: '/app/account-settings', access: 'protected', layout: 'sidebar', area: 'auth', screen: 'account-settings', title: 'Account Settings' },
  { path: '/app/scheduler', access: 'protected', layout: 'sidebar', area: 'scheduler', screen: 'scheduler', title: 'Scheduler' },
  { path: '/app/billing', access: 'protected', layout: 'sidebar', area: 'billing', screen: 'billing', title: 'Plan & Billing' },
];

/** Legacy and linked paths → their /app counterpart; query, fragment and history state are kept. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/dashboard': '/app/dashboard',
  '/login': '/app/login',
  '/signup': '/app/signup',
  '/generate': '/app/generate',
  '/linkedin-gpt': '/app/generate',
  '/templates': '/app/templates',
  '/viral-library': '/app/viral-library',
  '/creators': '/app/creators',
  '/library': '/app/library',
  '/profile': '/app/profile',
  '/content-history': '/app/content-history',
  '/scheduler': '/app/scheduler',
  '/email-verification': '/app/email-verification',
  '/settings': '/app/account-settings',
  '/auth/linkedin/callback': '/app/linkedin-callback',
  '/forgot-password': '/app/forgot-password',
  '/reset-password': '/app/reset-password',
  '/billing': '/app/billing',
};

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route for a pathname, or undefined. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const p = normalise(pathname);
  return ROUTES.find((r) => r.path === p);
}

/** The redirect target for a pathname (without query/fragment), or undefined. */
export function redirectFor(pathname: string): string | undefined {
  return REDIRECTS[normalise(pathname)];
}

/** True when the URL fragment carries an auth result that the email-verification page must handle. */
export function fragmentNeedsVerification(hash: string): boolean {
  if (!hash || hash.length < 2) return false;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('error') || params.has('error_code') || params.has('access_token');
}

/**
 * Where a session that ends under the member (a 401 for its token, `auth:expired`) leaves them: on a protected
 * page, /login with the page remembered (query and fragment included); on a public page, nowhere — the page stays
 * as it is, fragment and all. A stale stored token checked on the load of /app/login#section=2 must not cost the
 * visitor their fragment.
 */
export function sessionExpiredRedirect(loc: { pathname: string; search: string; hash: string }): { to: string; from: string } | null {
  const pathname = redirectFor(loc.pathname) ?? normalise(loc.pathname);
  if (matchRoute(pathname)?.access !== 'protected') return null;
  return { to: '/login', from: pathname + loc.search + loc.hash };
}

export interface NavLink {
  label: string;
  to: string;
}

/** The six app links of the top bar (SPEC.md §2). */
export const TOP_LINKS: readonly NavLink[] = [
  { label: 'Dashboard', to: '/app/dashboard' },
  { label: 'Generate', to: '/app/generate' },
  { label: 'Templates', to: '/app/templates' },
  { label: 'Viral Library', to: '/app/viral-library' },
  { label: 'Creators', to: '/app/creators' },
  { label: 'My Library', to: '/app/library' },
];

/** Sidebar links; several point at legacy paths and rely on the redirects (SPEC.md §2). */
export const SIDEBAR_LINKS: readonly (NavLink & { icon: string })[] = [
  { label: 'LinkedIn GPT', to: '/generate', icon: 'spark' },
  { label: 'Viral Library', to: '/viral-library', icon: 'fire' },
  { label: 'Content History', to: '/content-history', icon: 'history' },
  { label: 'Viral Templates', to: '/templates', icon: 'grid' },
  { label: 'Search by Creator', to: '/creators', icon: 'search' },
  { label: 'Scheduler', to: '/scheduler', icon: 'calendar' },
  { label: 'Account Settings', to: '/settings', icon: 'gear' },
  { label: 'Plan & Billing', to: '/app/billing', icon: 'card' },
];

/** True when `link` points at the current page (after redirects). */
/** Screens that are another link's screen under a second address: /app/dashboard is the LinkedIn GPT chat. */
const SAME_SCREEN: Record<string, string> = { '/app/dashboard': '/app/generate' };

export function isActive(link: string, pathname: string): boolean {
  const target = normalise(redirectFor(link.split('?')[0]) ?? link.split('?')[0]);
  const here = normalise(pathname);
  return target === here || (SAME_SCREEN[here] === target && !TOP_LINKS.some((l) => l.to === link));
}
