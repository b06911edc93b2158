import type { MouseEvent, ReactNode } from 'react';
import { navigate } from 'shared/bus';

/** An in-app link: a real href (middle-click, copy link work) that navigates through the host. */
export function AppLink({ to, children, className, state }: { to: string; children: ReactNode; className?: string; state?: unknown }) {
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to, { state });
  }
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
