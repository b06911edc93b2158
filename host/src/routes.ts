/**
 * The route table of SPEC.md §2: every route with its access rule, layout and the area screen it mounts,
 * plus the legacy and linked paths that redirect to their /app counterparts.
 */
import type { Area } from 'shared/constants';
import table from './routes.json';

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

/** Read from routes.json, which the build also copies to dist/ for the server (README: how the first load works). */
export const ROUTES: readonly RouteDef[] = table.routes as RouteDef[];

/** Legacy and linked paths → their /app counterpart; query, fragment and history state are kept. */
export const REDIRECTS: Readonly<Record<string, string>> = table.redirects;

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
  return { to: '/login', from: pageOf(loc) };
}

/** A page as the login destination names it: the path after redirects, without a trailing slash, with query and fragment. */
export function pageOf(loc: { pathname: string; search: string; hash: string }): string {
  return (redirectFor(loc.pathname) ?? normalise(loc.pathname)) + loc.search + loc.hash;
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

/** Screens that are another link's screen under a second address: /app/dashboard is the LinkedIn GPT chat. */
const SAME_SCREEN: Record<string, string> = { '/app/dashboard': '/app/generate' };

/** A page (path, query, fragment) named by its screen: '/app/dashboard?x=1' is '/app/generate?x=1'. */
export function screenOf(page: string): string {
  const at = page.search(/[?#]/);
  const path = at < 0 ? page : page.slice(0, at);
  return (SAME_SCREEN[path] ?? path) + (at < 0 ? '' : page.slice(at));
}

/** True when `link` points at the current page (after redirects). */
export function isActive(link: string, pathname: string): boolean {
  const target = normalise(redirectFor(link.split('?')[0]) ?? link.split('?')[0]);
  const here = normalise(pathname);
  return target === here || (SAME_SCREEN[here] === target && !TOP_LINKS.some((l) => l.to === link));
}

/**
 * Whether the client's first render of this address is the markup the server prerendered for it, so that React can
 * hydrate it: a visitor's landing page (prerender.tsx renders the App itself for it). A stored session, a legacy
 * path or a fragment to verify render something else there.
 */
export function hydratesPrerendered(location: { pathname: string; hash: string }, signedIn: boolean): boolean {
  return !signedIn && !redirectFor(location.pathname) && !fragmentNeedsVerification(location.hash) && matchRoute(location.pathname)?.page === 'landing';
}
