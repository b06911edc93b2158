import type { LibraryPost } from 'shared/contracts';
import { BOARD_PAGE_SIZE, NO_FILTERS, type BoardColumns, boardQueryFor, editLinkFor, duplicateOf, failureText, gridNeedsReload, isFiltered, isLiveOnLinkedIn, LIVE_ON_LINKEDIN, matchesBoard, moveFor, placeOnBoard, queryFor, readView, scheduledLabel, schedulerLinkFor, writeView } from './model';

const post = (over: Partial<LibraryPost>): LibraryPost => ({
  id: 'p1',
  title: 'Title',
  content: 'Body',
  status: 'draft',
  content_type: 'linkedin_post',
  source: 'manual',
  scheduled_post_id: null,
  scheduled_time: null,
  publish_error: null,
  published_at: null,
  linkedin_url: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('library model', () => {
  test('the grid loads again when its last loaded card is deleted while the server has more', () => {
    expect(gridNeedsReload(0, 10)).toBe(true);
    expect(gridNeedsReload(0, 0)).toBe(false);
    expect(gridNeedsReload(3, 10)).toBe(false);
  });

  test('a move on the board follows the status rules', () => {
    const at = (status: 'draft' | 'scheduled' | 'published') => ({ status, linkedin_url: null });
    expect(moveFor(at('draft'), 'draft')).toEqual({ kind: 'none' });
    expect(moveFor(at('draft'), 'scheduled')).toEqual({ kind: 'schedule' });
    expect(moveFor(at('draft'), 'published')).toEqual({ kind: 'change', status: 'published' });
    expect(moveFor(at('published'), 'draft')).toEqual({ kind: 'change', status: 'draft' });
    expect(moveFor(at('scheduled'), 'draft')).toEqual({ kind: 'confirm-unschedule' });
    expect(moveFor(at('scheduled'), 'published').kind).toBe('refuse');
    expect(moveFor(at('published'), 'scheduled').kind).toBe('refuse');
  });

  test('a post the scheduler put on LinkedIn stays published on the board, and says why', () => {
    const live = { status: 'published' as const, linkedin_url: 'https://www.linkedin.com/feed/update/urn:li:share:1' };
    expect(isLiveOnLinkedIn(live)).toBe(true);
    expect(isLiveOnLinkedIn({ status: 'published', linkedin_url: null })).toBe(false);
    for (const to of ['draft', 'scheduled'] as const) {
      expect(moveFor(live, to)).toEqual({ kind: 'refuse', message: LIVE_ON_LINKEDIN, duplicate: true });
    }
    expect(LIVE_ON_LINKEDIN).toMatch(/live on LinkedIn.*Duplicate it/);
    expect(duplicateOf({ title: 'Launch', content: 'Launch day', content_type: 'article' })).toEqual({ title: 'Launch', content: 'Launch day', content_type: 'article', source: 'manual' });
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

  test('each board column asks the server for its own page, with the search and type filters', () => {
    expect(boardQueryFor('scheduled', { ...NO_FILTERS, q: ' hook ', contentType: 'article', status: 'draft', sort: 'title' }, 'cur')).toEqual({
      sort: 'updated', q: 'hook', status: 'scheduled', content_type: 'article', cursor: 'cur', limit: BOARD_PAGE_SIZE,
    });
    expect(matchesBoard(post({ title: 'Pricing' }), { ...NO_FILTERS, q: 'pricing' })).toBe(true);
    expect(matchesBoard(post({ content: 'about PRICING' }), { ...NO_FILTERS, q: 'pricing' })).toBe(true);
    expect(matchesBoard(post({}), { ...NO_FILTERS, contentType: 'article' })).toBe(false);
  });

  test('a card matches the search as the server finds it: every word, in any order, in the title or the content', () => {
    const p = post({ title: 'Pricing lessons', content: 'We raised our prices twice.\nBoth times churn fell.' });
    expect(matchesBoard(p, { ...NO_FILTERS, q: 'churn pricing' })).toBe(true);
    expect(matchesBoard(p, { ...NO_FILTERS, q: 'raised  our' })).toBe(true);
    expect(matchesBoard(p, { ...NO_FILTERS, q: 'fell\ttimes' })).toBe(true);
    expect(matchesBoard(p, { ...NO_FILTERS, q: 'churn discounts' })).toBe(false);
  });

  test('a moved card leaves its column for the top of the other, and both counts follow', () => {
    const a = post({ id: 'a' });
    const b = post({ id: 'b' });
    const c = post({ id: 'c', status: 'published' });
    const columns: BoardColumns = {
      draft: { posts: [a, b], total: 40, cursor: 'x' },
      scheduled: { posts: [], total: 0, cursor: null },
      published: { posts: [c], total: 1, cursor: null },
    };
    const moved = placeOnBoard(columns, { ...a, status: 'published' }, { filters: NO_FILTERS });
    expect(moved.draft).toEqual({ posts: [b], total: 39, cursor: 'x' });
    expect(moved.published.posts.map((p) => p.id)).toEqual(['a', 'c']);
    expect(moved.published.total).toBe(2);
    const removed = placeOnBoard(moved, c, { removed: true, filters: NO_FILTERS });
    expect(removed.published).toMatchObject({ total: 1 });
    expect(removed.published.posts.map((p) => p.id)).toEqual(['a']);
    // A card that no longer matches the filters leaves the board.
    const filtered = placeOnBoard(columns, { ...b, content_type: 'caption' }, { filters: { ...NO_FILTERS, contentType: 'linkedin_post' } });
    expect(filtered.draft.posts.map((p) => p.id)).toEqual(['a']);
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

describe('failureText', () => {
  it("starts with SPEC §8's text, then the server's reason when there is one", () => {
    expect(failureText('Failed to delete post', '')).toBe('Failed to delete post');
    expect(failureText('Failed to delete post', null)).toBe('Failed to delete post');
    expect(failureText('Failed to delete post', 'Post not found')).toBe('Failed to delete post: Post not found');
    expect(failureText('Failed to delete post', 'Failed to delete post')).toBe('Failed to delete post');
  });
});

describe('scheduledLabel', () => {
  it('shows the time in the given zone and names the zone', () => {
    expect(scheduledLabel('2030-01-07T15:00:00.000Z', 'Asia/Kolkata')).toBe('Scheduled for Mon, Jan 7, 8:30 PM (Asia/Kolkata)');
    expect(scheduledLabel('2030-07-08T15:00:00.000Z', 'America/New_York')).toBe('Scheduled for Mon, Jul 8, 11:00 AM (America/New_York)');
    expect(scheduledLabel(null, 'UTC')).toBeNull();
    expect(scheduledLabel('soon', 'UTC')).toBeNull();
  });
});
