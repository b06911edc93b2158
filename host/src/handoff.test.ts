import { STORAGE_KEYS } from 'shared/auth';
import { clearHandOff, handOffOnArrival, keepHandOff, readHandOff } from './handoff';
import { pageOf, sessionExpiredRedirect } from './routes';

function memoryStore(quota = Infinity) {
  const m = new Map<string, string>();
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new Error('QuotaExceededError');
      m.set(k, v);
    },
    removeItem: (k: string) => void m.delete(k),
  };
}

const ann = { id: 'u_ann', email: 'ann@example.com' };
const bob = { id: 'u_bob', email: 'bob@example.com' };
const viral = { viral_context: 'A post that did well.\n\nWith a second paragraph.', viral_post_id: 'vp_1', source: 'viral-library' };

describe('navigation state kept through the sign-in', () => {
  test('the page the shell sent to /login gets its state back on arrival without state, once', () => {
    const store = memoryStore();
    const from = sessionExpiredRedirect({ pathname: '/app/generate', search: '', hash: '' })!.from;
    keepHandOff(store, from, viral);
    expect(store.map.has(STORAGE_KEYS.stateAfterLogin)).toBe(true);
    // After the sign-in, the login destination is `from`, reached by address only.
    const kept = readHandOff(store);
    expect(handOffOnArrival(kept, pageOf({ pathname: '/app/generate', search: '', hash: '' }), null, ann)).toEqual({ action: 'restore', state: viral });
    // Restored: the page now has the state, which drops what was kept.
    expect(handOffOnArrival(kept, '/app/generate', viral, ann)).toEqual({ action: 'drop' });
    clearHandOff(store);
    expect(readHandOff(store)).toBeNull();
    expect(handOffOnArrival(readHandOff(store), '/app/generate', null, ann)).toEqual({ action: 'none' });
  });

  test('any other page drops it: the state never reaches a page it was not kept for', () => {
    const store = memoryStore();
    keepHandOff(store, '/app/generate', { selectedTemplate: { id: 't1', name: 'Listicle' } });
    const kept = readHandOff(store);
    expect(handOffOnArrival(kept, '/app/templates', null, ann)).toEqual({ action: 'drop' });
    expect(handOffOnArrival(kept, '/app/generate?edit=p1', null, ann)).toEqual({ action: 'drop' });
    // The page reached with state of its own keeps that state.
    expect(handOffOnArrival(kept, '/app/generate', { viral_context: 'other' }, ann)).toEqual({ action: 'drop' });
  });

  test('query and fragment are part of the page; legacy paths and a trailing slash name the same page', () => {
    expect(pageOf({ pathname: '/generate', search: '?x=1', hash: '#a' })).toBe('/app/generate?x=1#a');
    expect(pageOf({ pathname: '/app/library/', search: '', hash: '' })).toBe('/app/library');
    expect(sessionExpiredRedirect({ pathname: '/linkedin-gpt', search: '?x=1', hash: '' })).toEqual({ to: '/login', from: '/app/generate?x=1' });
  });

  test('a page without state forgets an older one; state that cannot be stored is not kept', () => {
    const store = memoryStore(200);
    keepHandOff(store, '/app/generate', viral);
    expect(readHandOff(store)?.page).toBe('/app/generate');
    keepHandOff(store, '/app/library', null);
    expect(readHandOff(store)).toBeNull();
    keepHandOff(store, '/app/generate', viral);
    keepHandOff(store, '/app/generate', { viral_context: 'x'.repeat(500) });
    expect(readHandOff(store)).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    keepHandOff(store, '/app/generate', cyclic);
    expect(readHandOff(store)).toBeNull();
    store.setItem(STORAGE_KEYS.stateAfterLogin, '{not json');
    expect(readHandOff(store)).toBeNull();
    expect(readHandOff(null)).toBeNull();
  });

  test('kept when a member\'s session ended, it is theirs: another member signing in in the tab does not get it', () => {
    const store = memoryStore();
    keepHandOff(store, '/app/generate', viral, { id: ann.id, email: ann.email });
    const kept = readHandOff(store);
    expect(kept?.owner).toEqual({ id: ann.id, email: ann.email });
    expect(handOffOnArrival(kept, '/app/generate', null, bob)).toEqual({ action: 'drop' });
    expect(handOffOnArrival(kept, '/app/generate', null, null)).toEqual({ action: 'drop' });
    expect(handOffOnArrival(kept, '/app/generate', null, ann)).toEqual({ action: 'restore', state: viral });
    // Without an id (a placeholder user), the e-mail decides, in any letter case.
    const byEmail = { ...kept!, owner: { id: null, email: 'Ann@Example.com' } };
    expect(handOffOnArrival(byEmail, '/app/generate', null, { id: '', email: 'ann@example.com' })).toEqual({ action: 'restore', state: viral });
    expect(handOffOnArrival(byEmail, '/app/generate', null, { id: '', email: 'bob@example.com' })).toEqual({ action: 'drop' });
  });

  test("a visitor's (no session ended in the tab) goes to whoever signs in or up; the dashboard is the generator's screen", () => {
    const store = memoryStore();
    keepHandOff(store, '/app/generate', viral);
    const kept = readHandOff(store);
    expect(kept?.owner).toBeNull();
    expect(handOffOnArrival(kept, '/app/generate', null, bob)).toEqual({ action: 'restore', state: viral });
    // A sign-up ends on the dashboard (SPEC.md §2), which shows the generator: the state is given back there.
    expect(handOffOnArrival(kept, '/app/dashboard', null, bob)).toEqual({ action: 'restore', state: viral });
    expect(handOffOnArrival(kept, '/app/dashboard?x=1', null, bob)).toEqual({ action: 'drop' });
    expect(handOffOnArrival(kept, '/app/templates', null, bob)).toEqual({ action: 'drop' });
  });
});
