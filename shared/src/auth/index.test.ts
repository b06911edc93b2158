import '../test/browser-shim';
import { authState, clearSession, endedSessionMember, isSameMember, profileLabel, readStoredToken, readStoredUser, rememberLinkedInReturn, setPersona, setSession, STORAGE_KEYS, takeLinkedInReturn } from 'shared/auth';
import type { User } from 'shared/contracts';

const user: User = {
  id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace', subscription_tier: 'free', subscription_status: null,
  email_confirmed_at: '2026-11-01T00:00:00.000Z', linkedin_connected: false, has_password: true, timezone: null, created_at: '2026-11-01T00:00:00.000Z',
};

describe('session store', () => {
  beforeEach(() => clearSession());

  test('setSession stores the token under every name of SPEC §3, the user, and the cookie', () => {
    setSession('tok-1', user);
    for (const k of ['access_token', 'token', 'auth_token']) expect(localStorage.getItem(k)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(document.cookie).toContain('auth_token=tok-1');
    expect(authState.token).toBe('tok-1');
    expect(authState.user?.email).toBe('ada@example.com');
    expect(readStoredToken()).toBe('tok-1');
    expect(readStoredUser()).toEqual(user);
  });

  test('clearSession forgets every trace, including per-member state', () => {
    setSession('tok-2', user);
    setPersona({ job_title: 'x', industry: 'y', audience: 'z', tone: 't', self_description: 'long enough text' });
    clearSession();
    for (const k of ['access_token', 'token', 'auth_token', 'user']) expect(localStorage.getItem(k)).toBeNull();
    expect(document.cookie).not.toContain('auth_token');
    expect(authState).toMatchObject({ token: null, user: null, persona: null, personaLoaded: false, usage: null });
  });

  test('clearSession remembers, for the tab, whose session ended (what the shell keeps for after the sign-in is theirs)', () => {
    sessionStorage.removeItem(STORAGE_KEYS.sessionEndedFor);
    clearSession();
    expect(endedSessionMember()).toBeNull();
    setSession('tok-3', user);
    clearSession();
    expect(endedSessionMember()).toEqual({ id: 'u1', email: 'ada@example.com' });
    expect(isSameMember(endedSessionMember(), user)).toBe(true);
    expect(isSameMember(endedSessionMember(), { id: 'u2', email: 'bob@example.com' })).toBe(false);
    expect(isSameMember(null, { id: 'u2', email: 'bob@example.com' })).toBe(true);
  });

  test('a legacy token name alone still counts; an unreadable stored user does not', () => {
    localStorage.setItem('auth_token', 'legacy');
    expect(readStoredToken()).toBe('legacy');
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
  });

  test('profile label: full name, else e-mail, else User', () => {
    expect(profileLabel(user)).toBe('Ada Lovelace');
    expect(profileLabel({ full_name: '  ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(profileLabel({ full_name: null, email: '' })).toBe('User');
    expect(profileLabel(null)).toBe('User');
  });

  test('a LinkedIn connection returns to the /app/ page it started from, once; other paths are not kept', () => {
    expect(takeLinkedInReturn('/app/account-settings')).toBe('/app/account-settings');
    rememberLinkedInReturn('/app/scheduler?content=hi');
    expect(takeLinkedInReturn('/app/account-settings')).toBe('/app/scheduler?content=hi');
    expect(takeLinkedInReturn('/app/account-settings')).toBe('/app/account-settings');
    for (const bad of ['https://evil.example/app/x', '//evil.example/app/', '/app//evil.example', '/app/linkedin-callback?code=1', '/pricing']) {
      rememberLinkedInReturn(bad);
      expect(takeLinkedInReturn('/app/account-settings')).toBe('/app/account-settings');
    }
  });
});
