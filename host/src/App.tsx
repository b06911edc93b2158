import { useEffect, useLayoutEffect, useMemo, useRef, useState, lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState, endedSessionMember, STORAGE_KEYS, type MemberRef } from 'shared/auth';
import { subscribe, type BusEvents } from 'shared/bus';
import { fragmentNeedsVerification, matchRoute, pageOf, redirectFor, sessionExpiredRedirect, type RouteDef } from './routes';
import { clearHandOff, handOffOnArrival, keepHandOff, readHandOff } from './handoff';
import { AreaMount, type AreaProps } from './components/AreaMount';
import { SidebarFrame } from './components/SidebarFrame';
import { Spinner } from './components/Spinner';
import { Toaster } from './components/Toaster';
import { TopBar } from './components/TopBar';
import { restoreFrameFocus } from './prerendered';
import { ensurePersona, loggedOut } from './session';
import { Landing } from './pages/Landing';

const LegalPage = lazy(() => import('./pages/Legal'));
// Only signed-in members see the sidebar's own parts (usage box, user menu): a visitor's landing page does not
// download them. Its links are the shell's (SidebarFrame, the markup a member's prerendered page already has), so
// they are never replaced while the page loads.
const Sidebar = lazy(() => import('./components/Sidebar').then((m) => ({ default: m.Sidebar })));

/**
 * Keeps the page to come back to after the sign-in, with whose it is: the member whose session ended in this tab
 * (null for a visitor). The login reads both (mfe-auth's takeLoginDestination); returns the owner for the hand-off.
 */
function keepAfterLogin(from: string): MemberRef | null {
  const owner = endedSessionMember();
  sessionStorage.setItem(STORAGE_KEYS.redirectAfterLogin, from);
  if (owner) sessionStorage.setItem(STORAGE_KEYS.redirectOwner, JSON.stringify(owner));
  else sessionStorage.removeItem(STORAGE_KEYS.redirectOwner);
  return owner;
}

function useQuery(search: string): Record<string, string> {
  return useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
}

/**
 * Bus → router: areas ask, the shell navigates. Also sends an expired session to /login from a protected page,
 * remembering the page and its navigation state (handoff.ts) for after the sign-in.
 */
function useBusNavigation(location: { readonly current: Location }) {
  const nav = useNavigate();
  useEffect(() => {
    const a = subscribe('navigate', ({ to, state, replace }) => nav(to, { state, replace }));
    // Read the address when the 401 arrives, not when the request left: the member may have moved on since.
    const b = subscribe('auth:expired', () => {
      const next = sessionExpiredRedirect(window.location);
      if (!next) return;
      const owner = keepAfterLogin(next.from);
      // The state of the page on screen (the router's location is the address's, unless a navigation is under way).
      const here = location.current;
      keepHandOff(sessionStorage, next.from, pageOf(here) === next.from ? here.state : null, owner);
      nav(next.to, { state: { from: next.from } });
    });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [nav]);
}

/**
 * Overlays owned by areas but opened from anywhere (the profile-setup modal of mfe-auth). Always listening, so an
 * area may open one in the same tick as it stores a new session.
 */
function Overlays() {
  const [persona, setPersona] = useState<BusEvents['persona:open'] | null>(null);
  useEffect(() => {
    const a = subscribe('persona:open', (p) => setPersona(p));
    const b = subscribe('persona:closed', () => setPersona(null));
    const c = subscribe('auth:logout', () => setPersona(null));
    return () => {
      a.unsubscribe();
      b.unsubscribe();
      c.unsubscribe();
    };
  }, []);
  const props = useMemo<AreaProps>(
    () => ({ screen: 'profile-setup', params: {}, query: persona?.reason ? { reason: persona.reason } : ({} as Record<string, string>), state: null, path: '', hash: '' }),
    [persona],
  );
  return persona ? <AreaMount area="auth" props={props} className="overlay-area" /> : null;
}

function EmailBanner() {
  const auth = useSnapshot(authState);
  const props = useMemo<AreaProps>(() => ({ screen: 'email-banner', params: {}, query: {}, state: null, path: '', hash: '' }), []);
  if (!auth.user || auth.user.email_confirmed_at) return null;
  return <AreaMount area="auth" props={props} quiet />;
}

/** `/`: a member with a persona goes to the dashboard, one without to the generator, a visitor sees the landing. */
function Home() {
  const auth = useSnapshot(authState);
  useEffect(() => {
    if (auth.token) void ensurePersona();
  }, [auth.token]);
  if (auth.loading) return <Spinner full label="Checking your session…" />;
  if (!auth.token) return <Landing />;
  if (!auth.personaLoaded) return <Spinner full label="Loading your workspace…" />;
  return <Navigate to={auth.persona ? '/app/dashboard' : '/app/generate'} replace />;
}

function RouteContent({ route }: { route: RouteDef }) {
  const location = useLocation();
  const query = useQuery(location.search);
  const props = useMemo<AreaProps>(
    () => ({ screen: route.screen, params: {}, query, state: location.state ?? null, path: location.pathname, hash: location.hash }),
    [route.screen, query, location.state, location.pathname, location.hash],
  );
  if (route.page === 'landing') return <Home />;
  if (route.page) {
    return (
      <Suspense fallback={<Spinner />}>
        <LegalPage kind={route.page === 'terms' ? 'terms' : 'privacy'} />
      </Suspense>
    );
  }
  return <AreaMount area={route.area!} props={props} />;
}

export function App() {
  const location = useLocation();
  const auth = useSnapshot(authState);
  // The sidebar is an off-canvas drawer on narrow screens; any navigation closes it.
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [location.pathname]);
  // Escape closes the open drawer and puts the focus back on its ☰ toggle (an Escape something inside already
  // answered, such as the user menu closing, does not).
  useEffect(() => {
    if (!navOpen) return;
    // Opened, the drawer covers its toggle: the focus goes to its first link, where it can be seen.
    document.querySelector<HTMLElement>('.sidebar a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setNavOpen(false);
      document.querySelector<HTMLElement>('.menu-toggle')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);
  // The page is live (React has taken over the prerendered HTML): tests of interactive behaviour wait for it.
  useEffect(() => document.documentElement.setAttribute('data-app', 'live'), []);
  // The commit that replaced a prerendered page: the control of its frame that had the focus has it again.
  useLayoutEffect(restoreFrameFocus, []);
  const current = useRef(location);
  current.current = location;
  useBusNavigation(current);

  useEffect(() => {
    const r = matchRoute(location.pathname);
    document.title = r ? `${r.title} · PostPilot` : 'PostPilot';
  }, [location.pathname]);

  const tail = location.search + location.hash;
  const redirect = redirectFor(location.pathname);
  const route = matchRoute(location.pathname);
  // Back from /login on the page it was sent from: the navigation state kept for it (handoff.ts) is given back
  // before the area mounts; arriving anywhere else forgets it.
  const arrival =
    !redirect && route?.access === 'protected' && auth.token && !auth.loading
      ? handOffOnArrival(readHandOff(sessionStorage), pageOf(location), location.state, auth.user)
      : ({ action: 'none' } as const);
  const dropHandOff = arrival.action === 'drop';
  useEffect(() => {
    if (dropHandOff) clearHandOff(sessionStorage);
  }, [dropHandOff, location.key]);
  // The member frame: the sidebar's links (the member's own parts below them once the session is known) and the page.
  const sidebarLayout = (content: ReactNode, own?: ReactNode) => (
    <div className={navOpen ? 'app-layout app-layout--nav-open' : 'app-layout'}>
      <SidebarFrame>{own}</SidebarFrame>
      {navOpen && <button type="button" className="nav-backdrop" aria-label="Close menu" onClick={() => setNavOpen(false)} />}
      <main className="app-main">{content}</main>
    </div>
  );
  // Redirects render inside the same frame as pages, so the toaster and overlays stay mounted (no lost toasts).
  let body: ReactNode;
  if (redirect) {
    // Legacy paths first (so /email-verification itself goes on to /app/email-verification)...
    body = <Navigate to={redirect + tail} replace state={location.state} />;
  } else if (fragmentNeedsVerification(location.hash) && location.pathname !== '/app/email-verification') {
    // ...then any page whose fragment carries an auth result goes to the verification page, fragment kept.
    body = <Navigate to={`/email-verification${tail}`} replace state={location.state} />;
  } else if (!route) {
    body = (
      <main className="page page--narrow notfound">
        <h1>Page not found</h1>
        <p>There is nothing at <code>{location.pathname}</code>.</p>
        <a className="btn btn-primary" href="/">Go home</a>
      </main>
    );
  } else if (route.access === 'protected' && auth.loading) {
    // A stored token without a stored user (checked with /me): the member frame the server painted stays while it is.
    const checking = <Spinner full label="Checking your session…" />;
    body = route.layout === 'sidebar' && auth.token ? sidebarLayout(checking) : checking;
  } else if (route.access === 'protected' && !auth.token && loggedOut) {
    body = <Navigate to="/" replace />;
  } else if (route.access === 'protected' && !auth.token) {
    const from = location.pathname + location.search + location.hash;
    keepHandOff(sessionStorage, pageOf(location), location.state, keepAfterLogin(from));
    body = <Navigate to="/login" replace state={{ from }} />;
  } else if (arrival.action === 'restore') {
    body = <Navigate to={pageOf(location)} replace state={arrival.state} />;
  } else if (route.layout === 'sidebar') {
    body = sidebarLayout(
      <>
        <EmailBanner />
        <RouteContent route={route} />
      </>,
      <Suspense fallback={null}>
        <Sidebar />
      </Suspense>,
    );
  } else {
    body = (
      <main className={route.layout === 'plain' ? 'page page--plain' : 'page'}>
        <RouteContent route={route} />
      </main>
    );
  }
  return (
    <>
      <TopBar onMenu={route?.layout === 'sidebar' && auth.token ? () => setNavOpen((o) => !o) : undefined} menuOpen={navOpen} />
      {body}
      <Overlays />
      <Toaster />
      {__BUILD_LABEL__ ? <div className="build-label">host {__BUILD_LABEL__}</div> : null}
    </>
  );
}
