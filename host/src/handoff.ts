/**
 * The navigation state of a page the shell sends to /login, kept across the sign-in. Areas hand each other things
 * in history state (the Viral Library's `viral_context`, the templates screen's `selectedTemplate`); the sign-in
 * brings the member back by address only, so without this the post or template would be lost on the way.
 *
 * Kept in sessionStorage (this tab only, across the full-page trip through LinkedIn too), for the one page it was
 * kept for. The first protected page the member reaches signed in uses it: the same page, arrived at without state,
 * gets it back (the shell replaces the entry with the state restored); any other page drops it.
 *
 * It belongs to the member whose session ended (their id and e-mail are kept with it): a different member signing in
 * in the same tab never gets it. A visitor's (no session ended here) goes to whoever signs in or signs up next.
 * The dashboard and the generator are one screen (SPEC.md §2), so state kept for the generator is also given back on
 * the dashboard, where a sign-up ends (SPEC.md §2 "Signup").
 */
import { isSameMember, STORAGE_KEYS, type MemberRef } from 'shared/auth';
import type { User } from 'shared/contracts';
import { screenOf } from './routes';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface HandOff {
  /** The page it belongs to: normalised path, query and fragment, as the login destination names it. */
  page: string;
  state: unknown;
  /** The member whose session ended; null for a visitor's. */
  owner: MemberRef | null;
}

const KEY = STORAGE_KEYS.stateAfterLogin;

function drop(store: Store): void {
  try {
    store.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing is kept either.
  }
}

/**
 * Keep `state` for `page` (the page the shell is sending to /login). A page without state forgets an older one,
 * so state never reaches a page it was not kept for. State that cannot be stored (not JSON, over the quota) is not kept.
 */
export function keepHandOff(store: Store | null, page: string, state: unknown, owner: MemberRef | null = null): void {
  if (!store) return;
  if (state === null || state === undefined) return drop(store);
  try {
    store.setItem(KEY, JSON.stringify({ page, state, owner } satisfies HandOff));
  } catch {
    drop(store);
  }
}

/** The kept hand-off, or null (none, or unreadable). */
export function readHandOff(store: Store | null): HandOff | null {
  if (!store) return null;
  try {
    const raw = store.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<HandOff> | null;
    if (!parsed || typeof parsed.page !== 'string' || parsed.state === undefined || parsed.state === null) return null;
    const owner = parsed.owner && typeof parsed.owner === 'object' ? { id: typeof parsed.owner.id === 'string' ? parsed.owner.id : null, email: typeof parsed.owner.email === 'string' ? parsed.owner.email : null } : null;
    return { page: parsed.page, state: parsed.state, owner: owner && (owner.id || owner.email) ? owner : null };
  } catch {
    return null;
  }
}

/**
 * What `user`'s signed-in arrival on a protected page does with the kept hand-off: `restore` when it is theirs and the
 * screen the state was kept for, reached without state of its own; `drop` otherwise (it has been used, the member
 * went elsewhere, or another member signed in); `none` when nothing is kept.
 */
export function handOffOnArrival(
  kept: HandOff | null,
  page: string,
  state: unknown,
  user: Pick<User, 'id' | 'email'> | null,
): { action: 'restore'; state: unknown } | { action: 'drop' } | { action: 'none' } {
  if (!kept) return { action: 'none' };
  if (!isSameMember(kept.owner, user)) return { action: 'drop' };
  if (screenOf(kept.page) === screenOf(page) && (state === null || state === undefined)) return { action: 'restore', state: kept.state };
  return { action: 'drop' };
}

/** Forget the kept hand-off (once used or dropped). */
export function clearHandOff(store: Store | null): void {
  if (store) drop(store);
}
