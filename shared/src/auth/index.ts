/**
 * The session store (valtio) shared by every area, and the storage keys of SPEC.md §3.
 * The token lives in localStorage under `access_token` plus the legacy names `token` and `auth_token`,
 * and in the `auth_token` cookie; the user object under `user`.
 */
import { proxy } from 'valtio';
import type { Persona, Usage, User } from 'shared/contracts';

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  user: 'user',
  legacyTokens: ['token', 'auth_token'] as const,
  cookie: 'auth_token',
  /** sessionStorage: the plan a visitor chose before signing in. */
  selectedPlan: 'selected_plan',
  /** sessionStorage: where to go after login. */
  redirectAfterLogin: 'redirect_after_login',
  /** sessionStorage: the navigation state of that page (a viral post, a template), given back on arrival. */
  stateAfterLogin: 'redirect_state_after_login',
  /** sessionStorage: whose session ended in this tab ({ id, email }): the page and state kept then are theirs. */
  sessionEndedFor: 'session_ended_for',
  /** sessionStorage: the member the kept page (redirectAfterLogin) belongs to; absent for a visitor's. */
  redirectOwner: 'redirect_after_login_owner',
} as const;

/** Who a kept page or state belongs to: the member whose session ended. */
export interface MemberRef {
  id: string | null;
  email: string | null;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a MemberRef written by this module (null when absent or unreadable). */
export function parseMemberRef(raw: string | null | undefined): MemberRef | null {
  if (!raw) return null;
  try {
    const m = JSON.parse(raw) as Partial<MemberRef> | null;
    if (!m || typeof m !== 'object') return null;
    const id = typeof m.id === 'string' && m.id ? m.id : null;
    const email = typeof m.email === 'string' && m.email ? m.email : null;
    return id || email ? { id, email } : null;
  } catch {
    return null;
  }
}

/** The member whose session last ended in this tab (expired, refused, or signed out), else null. */
export function endedSessionMember(): MemberRef | null {
  return parseMemberRef(tabStorage()?.getItem(STORAGE_KEYS.sessionEndedFor));
}

/**
 * Is `user` the member `owner` names? No owner (a visitor's page) belongs to whoever signs in; with one, only the same
 * member (by id, else by e-mail), so a different member signing in in the same tab never gets it.
 */
export function isSameMember(owner: MemberRef | null, user: Pick<User, 'id' | 'email'> | null | undefined): boolean {
  if (!owner) return true;
  if (!user) return false;
  if (owner.id && user.id) return owner.id === user.id;
  return !!owner.email && !!user.email && owner.email.toLowerCase() === user.email.toLowerCase();
}

export interface AuthState {
  user: User | null;
  token: string | null;
  persona: Persona | null;
  /** null until loaded; `personaLoaded` tells "no persona" from "not fetched yet". */
  personaLoaded: boolean;
  usage: Usage | null;
  /** True until the session check on load has ended. */
  loading: boolean;
}

/** The one session store; read with valtio's useSnapshot, write only through the functions below. */
export const authState: AuthState = proxy<AuthState>({
  user: null,
  token: null,
  persona: null,
  personaLoaded: false,
  usage: null,
  loading: true,
});

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored access token (any of its names), or null. */
export function readStoredToken(): string | null {
  const s = storage();
  if (!s) return null;
  return s.getItem(STORAGE_KEYS.accessToken) ?? s.getItem('token') ?? s.getItem('auth_token');
}

/** The stored user object, or null when absent or unreadable. */
export function readStoredUser(): User | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as User;
    return u && typeof u === 'object' && typeof u.email === 'string' ? u : null;
  } catch {
    return null;
  }
}

function writeCookie(value: string | null, remember = true): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    document.cookie = `${STORAGE_KEYS.cookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } else {
    const age = remember ? `; Max-Age=${60 * 60 * 24 * 30}` : '';
    document.cookie = `${STORAGE_KEYS.cookie}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${secure}`;
  }
}

/** Store a session (token and user) everywhere the spec keeps it, and in the store. */
export function setSession(token: string, user: User | null, opts: { remember?: boolean } = {}): void {
  const s = storage();
  if (s) {
    s.setItem(STORAGE_KEYS.accessToken, token);
    for (const k of STORAGE_KEYS.legacyTokens) s.setItem(k, token);
    if (user) s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  writeCookie(token, opts.remember ?? true);
  authState.token = token;
  if (user) authState.user = user;
}

/** Replace the stored user (after a profile change or /me). */
export function setUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  authState.user = user;
}

/** Forget the session: every token name, the user, the cookie, and per-member state in the store. */
export function clearSession(): void {
  // Remember whose session this was: what the shell keeps for after the sign-in is theirs (host/src/handoff.ts).
  const ending = authState.user ?? readStoredUser();
  if (ending) {
    try {
      tabStorage()?.setItem(STORAGE_KEYS.sessionEndedFor, JSON.stringify({ id: ending.id ?? null, email: ending.email ?? null } satisfies MemberRef));
    } catch {
      /* storage refused: what is kept is then a visitor's */
    }
  }
  const s = storage();
  if (s) {
    s.removeItem(STORAGE_KEYS.accessToken);
    s.removeItem(STORAGE_KEYS.user);
    for (const k of STORAGE_KEYS.legacyTokens) s.removeItem(k);
  }
  writeCookie(null);
  authState.token = null;
  authState.user = null;
  authState.persona = null;
  authState.personaLoaded = false;
  authState.usage = null;
}

/** Record the member's persona (null = none saved). */
export function setPersona(persona: Persona | null): void {
  authState.persona = persona;
  authState.personaLoaded = true;
}

/** Record the member's usage figures. */
export function setUsage(usage: Usage | null): void {
  authState.usage = usage;
}

/** The label of the profile link: full name, else e-mail, else 'User' (SPEC.md §2). */
export function profileLabel(user: Pick<User, 'full_name' | 'email'> | null | undefined): string {
  return user?.full_name?.trim() || user?.email?.trim() || 'User';
}

const LINKEDIN_RETURN_KEY = 'linkedin_connect_return';
const isAppPath = (p: unknown): p is string =>
  typeof p === 'string' && p.startsWith('/app/') && !p.startsWith('/app/linkedin-callback') && !/[\\\s]|\/\//.test(p);

/**
 * 'Connect LinkedIn' can start in any area (Account Settings, the scheduler): the page it started from is kept for
 * the tab, so the LinkedIn callback brings the member back there. Only paths under /app/ are kept.
 */
export function rememberLinkedInReturn(path: string): void {
  if (!isAppPath(path)) return;
  try {
    sessionStorage.setItem(LINKEDIN_RETURN_KEY, path);
  } catch {
    /* storage refused: the callback falls back to its default */
  }
}

/** The page a connection started from (read once), else `fallback`. */
export function takeLinkedInReturn(fallback: string): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(LINKEDIN_RETURN_KEY);
    sessionStorage.removeItem(LINKEDIN_RETURN_KEY);
  } catch {
    /* unreadable storage */
  }
  return isAppPath(path) ? path : fallback;
}
