import type { LibraryPost } from 'shared/contracts';
import { NO_FILTERS, boardPosts, editLinkFor, isFiltered, moveFor, queryFor, readView, schedulerLinkFor, writeView } from './model';

const post = (over: Partial<LibraryPost>): LibraryPost => ({
  id: 'p1',
  title: 'Title',
  content: 'Body',
  status: 'draft',
  content_type: 'linkedin_post',
  source: 'manual',
  scheduled_post_id: null,
  scheduled_time: null,
  published_at: null,
  linkedin_url: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('library model', () => {
  test('a move on the board follows the status rules', () => {
    expect(moveFor('draft', 'draft')).toEqual({ kind: 'none' });
    expect(moveFor('draft', 'scheduled')).toEqual({ kind: 'schedule' });
    expect(moveFor('draft', 'published')).toEqual({ kind: 'change', status: 'published' });
    expect(moveFor('published', 'draft')).toEqual({ kind: 'change', status: 'draft' });
    expect(moveFor('scheduled', 'draft')).toEqual({ kind: 'confirm-unschedule' });
    expect(moveFor('scheduled', 'published').kind).toBe('refuse');
    expect(moveFor('published', 'scheduled').kind).toBe('refuse');
  });

  test('the query leaves empty filters out and carries the cursor', () => {
    expect(queryFor(NO_FILTERS)).toEqual({ sort: 'created' });
    expect(queryFor({ q: ' hook ', sort: 'title', status: 'draft', contentType: 'article' }, 'abc')).toEqual({
      sort: 'title', q: 'hook', status: 'draft', content_type: 'article', cursor: 'abc',
    });
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, sort: 'title' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: ' x' })).toBe(true);
  });

  test('the board puts posts in their columns, filtered by text and type', () => {
    const posts = [
      post({ id: 'a', status: 'draft', title: 'Pricing' }),
      post({ id: 'b', status: 'scheduled', content: 'about PRICING' }),
      post({ id: 'c', status: 'published', content_type: 'article' }),
    ];
    const ids = (c: Record<string, LibraryPost[]>) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.map((p) => p.id)]));
    expect(ids(boardPosts(posts, NO_FILTERS))).toEqual({ draft: ['a'], scheduled: ['b'], published: ['c'] });
    expect(ids(boardPosts(posts, { ...NO_FILTERS, q: 'pricing' }))).toEqual({ draft: ['a'], scheduled: ['b'], published: [] });
    expect(ids(boardPosts(posts, { ...NO_FILTERS, contentType: 'article' }))).toEqual({ draft: [], scheduled: [], published: ['c'] });
  });

  test('links to the generator and the scheduler carry the post', () => {
    const p = post({ id: 'x 1', content: 'Line & more\nnext' });
    const edit = new URL(editLinkFor(p), 'http://h');
    expect(edit.pathname).toBe('/app/generate');
    expect([edit.searchParams.get('edit'), edit.searchParams.get('content')]).toEqual(['x 1', 'Line & more\nnext']);
    const sched = new URL(schedulerLinkFor(p), 'http://h');
    expect(sched.pathname).toBe('/app/scheduler');
    expect([sched.searchParams.get('library_post_id'), sched.searchParams.get('content')]).toEqual(['x 1', 'Line & more\nnext']);
  });

  test('the grid/board choice is remembered', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readView(storage)).toBe('grid');
    writeView('board', storage);
    expect(readView(storage)).toBe('board');
    expect(readView(null)).toBe('grid');
  });
});
