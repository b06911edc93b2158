import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SIDEBAR_LINKS, isActive } from '../routes';
import { Icon } from './Icon';

/**
 * The sidebar's aside and its links: the same for every member. The lazy Sidebar adds the member's own parts (usage
 * box, user menu) below them, as children; the links are what the server's prerendered member frame paints
 * (prerender.tsx) and are never replaced, so they neither flash nor move, nor lose the focus, as the page loads.
 */
export function SidebarFrame({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <aside className="sidebar" aria-label="App">
      <nav className="sidebar__links">
        {SIDEBAR_LINKS.map((l) => {
          const active = isActive(l.to, pathname);
          return (
            <Link key={l.to} to={l.to} className={active ? 'sidelink sidelink--active' : 'sidelink'} aria-current={active ? 'page' : undefined}>
              <span className="sidelink__icon"><Icon name={l.icon} /></span>
              {l.label}
            </Link>
          );
        })}
      </nav>
      {children}
    </aside>
  );
}
