import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState, profileLabel } from 'shared/auth';
import { TOP_LINKS, isActive } from '../routes';
import { LogoutConfirm } from './LogoutConfirm';

/** Top bar of SPEC.md §2: links depend on where you are and whether you are signed in. */
export function TopBar({ onMenu, menuOpen = false }: { onMenu?: () => void; menuOpen?: boolean }) {
  const { pathname } = useLocation();
  const auth = useSnapshot(authState);
  const signedIn = !!auth.token;
  const underApp = pathname.startsWith('/app');
  const links = underApp && signedIn ? TOP_LINKS : [{ label: 'Pricing', to: '/pricing' }];
  const nav = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState(false);
  // Backing out of the logout question puts focus back on Logout (the Cancel button that had it goes away).
  const logoutButton = useRef<HTMLButtonElement>(null);
  const cancelLogout = () => {
    setConfirming(false);
    logoutButton.current?.focus();
  };
  useEffect(() => setConfirming(false), [pathname, signedIn]);
  // On a phone the links scroll sideways: bring the current one into view (only the row scrolls, not the page).
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('.navlink--active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const left = active.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth - 40) row.scrollLeft = Math.max(0, left - 12);
  }, [pathname]);
  const more = useMoreLinks(nav, links.length, pathname);
  return (
    <header className="topbar">
      {onMenu && (
        <button type="button" className="menu-toggle" aria-label="Menu" aria-expanded={menuOpen} onClick={onMenu}>
          <span aria-hidden>{menuOpen ? '✕' : '☰'}</span>
        </button>
      )}
      {/* Named by its visible text (WCAG 2.5.3, label in name): the mark is decoration. */}
      <Link to="/" className="brand">
        <span className="brand__mark" aria-hidden>P</span>
        <span className="brand__name">PostPilot</span>
      </Link>
      <div className={`topbar__linkrow${more.left ? ' topbar__linkrow--left' : ''}${more.right ? ' topbar__linkrow--right' : ''}`}>
        <nav className="topbar__links" aria-label="Main" ref={nav}>
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={isActive(l.to, pathname) ? 'navlink navlink--active' : 'navlink'} aria-current={isActive(l.to, pathname) ? 'page' : undefined}>
              {l.label}
            </Link>
          ))}
        </nav>
        {/* On a phone, where the row is cut: arrows that say more links follow, and scroll to them. For pointers and
            touch only (hidden from assistive technology, out of the Tab order): the links themselves are all there
            for the keyboard and screen readers, and the row scrolls to the one that has the focus. */}
        {more.left && (
          <button type="button" className="topbar__more topbar__more--left" tabIndex={-1} aria-hidden onClick={() => more.scroll(-1)}>
            ‹
          </button>
        )}
        {more.right && (
          <button type="button" className="topbar__more topbar__more--right" tabIndex={-1} aria-hidden onClick={() => more.scroll(1)} data-testid="topbar-more">
            ›
          </button>
        )}
      </div>
      {/* A member's part comes in whole once the member is known (a member's prerendered frame names nobody), so it
          moves nothing that was painted before it. */}
      {!(signedIn && !auth.user) && (
        <div className="topbar__right">
          {signedIn ? (
            <>
              <Link to="/app/profile" className={isActive('/app/profile', pathname) ? 'profile-link navlink--active' : 'profile-link'} data-testid="profile-link">
                <span className="avatar" aria-hidden>{profileLabel(auth.user).charAt(0).toUpperCase()}</span>
                <span>{profileLabel(auth.user)}</span>
              </Link>
              <span className="topbar__logout">
                <button ref={logoutButton} type="button" className="btn btn-ghost" aria-expanded={confirming} onClick={() => setConfirming((c) => !c)}>
                  Logout
                </button>
                {confirming && <LogoutConfirm className="logout-confirm--top" onCancel={cancelLogout} />}
              </span>
            </>
          ) : (
            !auth.loading && (
              <>
                <Link to="/login" className="btn btn-ghost">Login</Link>
                <Link to="/signup" className="btn btn-primary">Sign Up</Link>
              </>
            )
          )}
        </div>
      )}
    </header>
  );
}

/** Whether the link row is cut on the left or the right (a phone), kept up to date as it scrolls or resizes. */
function useMoreLinks(nav: RefObject<HTMLElement | null>, count: number, pathname: string) {
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const row = nav.current;
    if (!row) return;
    const left = row.scrollLeft > 4;
    const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 4;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, [nav]);
  useEffect(() => {
    const row = nav.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      row.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [nav, measure, count, pathname]);
  const scroll = (direction: 1 | -1) => nav.current?.scrollBy({ left: direction * Math.round(nav.current.clientWidth * 0.6), behavior: 'smooth' });
  return { ...edges, scroll };
}
