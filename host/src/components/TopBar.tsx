import { useEffect, useRef, useState } from 'react';
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
      <nav className="topbar__links" aria-label="Main" ref={nav}>
        {links.map((l) => (
          <Link key={l.to} to={l.to} className={isActive(l.to, pathname) ? 'navlink navlink--active' : 'navlink'} aria-current={isActive(l.to, pathname) ? 'page' : undefined}>
            {l.label}
          </Link>
        ))}
      </nav>
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
    </header>
  );
}
