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

  it("a page kept when a member's session ended goes to that member only; another lands on the dashboard", () => {
    const ann = { id: 'u_ann', email: 'ann@example.com' };
    const kept = () => fakeSession({ redirect_after_login: '/app/generate', redirect_after_login_owner: JSON.stringify(ann) });
    const other = kept();
    expect(takeLoginDestination(other, { from: '/app/generate' }, { id: 'u_bob', email: 'bob@example.com' })).toBe('/app/dashboard');
    expect(other.m.size).toBe(0);
    expect(takeLoginDestination(kept(), { from: '/app/generate' }, ann)).toBe('/app/generate');
    // A visitor's page (no owner) goes to whoever signs in.
    expect(takeLoginDestination(fakeSession({ redirect_after_login: '/app/library' }), null, { id: 'u_bob', email: 'bob@example.com' })).toBe('/app/library');
  });
});
