import type { PostDraft } from '../components/PostForm';
import { keepDraft, takeDraft } from './draft-store';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

const draft: PostDraft = {
  content: 'My first post, written before connecting LinkedIn',
  dateTime: '2027-03-02T09:15',
  zone: 'America/Chicago',
  platform: 'linkedin',
  libraryPostId: 'lib-1',
  editingId: null,
};

describe('the draft kept across the trip to LinkedIn', () => {
  test('comes back once, as it was, for the member who left it', () => {
    const store = memoryStore();
    keepDraft('ada', draft, { store, now: 1000 });
    expect(takeDraft('ada', { store, now: 2000 })).toEqual(draft);
    expect(takeDraft('ada', { store, now: 2000 })).toBeNull();
  });

  test("is not another member's, nor brought back after an hour", () => {
    const store = memoryStore();
    keepDraft('ada', draft, { store, now: 0 });
    expect(takeDraft('bob', { store, now: 1 })).toBeNull();
    expect(store.map.size).toBe(0);
    keepDraft('ada', draft, { store, now: 0 });
    expect(takeDraft('ada', { store, now: 61 * 60_000 })).toBeNull();
  });

  test('keeps nothing for an edit (saved on the server) or an empty form; survives a broken store', () => {
    const store = memoryStore();
    keepDraft('ada', { ...draft, editingId: 'p1' }, { store });
    keepDraft('ada', { ...draft, content: '  ' }, { store });
    expect(store.map.size).toBe(0);
    store.setItem('postpilot.scheduler.draft', '{not json');
    expect(takeDraft('ada', { store })).toBeNull();
    expect(takeDraft('ada', { store: null })).toBeNull();
  });
});
