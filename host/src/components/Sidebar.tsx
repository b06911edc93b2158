import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState, profileLabel } from 'shared/auth';
import { AreaMount, type AreaProps } from './AreaMount';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LogoutConfirm } from './LogoutConfirm';

const USAGE_PROPS: AreaProps = { screen: 'usage-box', params: {}, query: {}, state: null, path: '', hash: '' };

/**
 * The member's part of the sidebar of SPEC.md §2, below its links (SidebarFrame): the usage box (mounted from the
 * billing area) and a user menu.
 */
export function Sidebar() {
  const auth = useSnapshot(authState);
  const [menuOpen, setMenuOpen] = useState(false);
  // SPEC.md §5: logout asks first, as Account Settings does.
  const [confirming, setConfirming] = useState(false);
  // Keyboard users keep their place: closing the menu (Escape) puts focus back on its toggle, and backing out of
  // the logout question puts it on the menu's Logout, instead of losing it to the page when the focused element
  // goes away.
  const toggle = useRef<HTMLButtonElement>(null);
  const logoutItem = useRef<HTMLButtonElement>(null);
  const closeMenu = (refocus = false) => {
    setMenuOpen(false);
    setConfirming(false);
    if (refocus) toggle.current?.focus();
  };
  // role="menu" promises the arrow keys (WAI-ARIA menu button): ArrowDown / ArrowUp on the toggle open the menu on
  // its first / last item; inside, the arrows move round the items, Home and End go to the ends. Enter and Tab keep
  // working as before (Enter opens with the focus on the toggle, Tab walks the items).
  const menuRef = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);
  const openOn = (which: 'first' | 'last') => {
    flushSync(() => setMenuOpen(true));
    const all = items();
    all[which === 'first' ? 0 : all.length - 1]?.focus();
  };
  const moveInMenu = (key: string) => {
    const all = items();
    if (!all.length) return false;
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      key === 'ArrowDown' ? (at + 1) % all.length
      : key === 'ArrowUp' ? (at - 1 + all.length) % all.length
      : key === 'Home' ? 0
      : key === 'End' ? all.length - 1
      : -1;
    if (next < 0) return false;
    all[next].focus();
    return true;
  };
  const cancelLogout = () => {
    // The menu's Logout is rendered again by this change: rendered at once, then focused.
    flushSync(() => setConfirming(false));
    logoutItem.current?.focus();
  };
  return (
    <>
      <div className="sidebar__usage" data-slot="usage-box">
        <AreaMount area="billing" props={USAGE_PROPS} quiet />
      </div>
      <div className="sidebar__user">
        <button
          ref={toggle}
          type="button"
          className="usermenu__toggle"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && menuOpen) {
              e.preventDefault(); // answered here: the phone's drawer stays open
              closeMenu(true);
            } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !confirming) {
              e.preventDefault();
              openOn(e.key === 'ArrowDown' ? 'first' : 'last');
            }
          }}
        >
          <span className="avatar" aria-hidden>{profileLabel(auth.user).charAt(0).toUpperCase()}</span>
          <span className="usermenu__name">{profileLabel(auth.user)}</span>
          <span aria-hidden>{menuOpen ? '▾' : '▸'}</span>
        </button>
        {menuOpen && !confirming && (
          <div
            ref={menuRef}
            className="usermenu"
            role="menu"
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                closeMenu(true);
              } else if (moveInMenu(e.key)) {
                e.preventDefault();
              }
            }}
          >
            <Link role="menuitem" to="/app/account-settings" onClick={() => closeMenu()}>Account Settings</Link>
            <button ref={logoutItem} role="menuitem" type="button" onClick={() => setConfirming(true)}>Logout</button>
          </div>
        )}
        {menuOpen && confirming && <LogoutConfirm className="usermenu" onCancel={cancelLogout} />}
      </div>
    </>
  );
}
