import { takeLoginDestination } from './redirect';

function fakeSession(init: Record<string, string>) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, removeItem: (k: string) => void m.delete(k), m };
}

describe('takeLoginDestination', () => {
  it('a stored selected plan wins, is cleared, and leads to /pricing with the plan highlighted', () => {
    const s = fakeSession({ selected_plan: 'star', redirect_after_login: '/app/library' });
    expect(takeLoginDestination(s, { from: '/app/scheduler' })).toBe('/pricing?plan=star');
    expect(s.m.size).toBe(0);
  });

  it('then the stored redirect, then state.from, then the dashboard', () => {
    expect(takeLoginDestination(fakeSession({ redirect_after_login: '/app/library?x=1' }), { from: '/app/scheduler' })).toBe('/app/library?x=1');
    expect(takeLoginDestination(fakeSession({}), { from: '/app/scheduler' })).toBe('/app/scheduler');
    expect(takeLoginDestination(fakeSession({}), null)).toBe('/app/dashboard');
  });

  it('never goes off-site or back to the login page', () => {
    expect(takeLoginDestination(fakeSession({ redirect_after_login: '//evil.example' }), { from: 'https://evil.example' })).toBe('/app/dashboard');
    expect(takeLoginDestination(fakeSession({ redirect_after_login: '/login' }), null)).toBe('/app/dashboard');
  });
});
