import type { ContentHistoryItem } from 'shared/contracts';
import { appendPage, keptTemplate, libraryDraftFrom, showLoadMore } from './history';

const item = (id: string): ContentHistoryItem => ({ id, template_name: null, topic: id, content: `content ${id}`, word_count: 2, additional_context: null, created_at: '2030-01-01T00:00:00.000Z' });

describe('content history', () => {
  test("'Load More Content' shows from 20 listed items (SPEC §2) until a loaded page says nothing follows", () => {
    expect(showLoadMore(20, true)).toBe(true);
    expect(showLoadMore(19, true)).toBe(false);
    // Exactly 20 in all: shown, as the spec says; a click finds the end and it goes.
    expect(showLoadMore(20, false)).toBe(true);
    expect(showLoadMore(20, false, true)).toBe(false);
    expect(showLoadMore(25, false, true)).toBe(false);
  });

  test('the next page is added once, even when an item moved onto it', () => {
    expect(appendPage([item('a'), item('b')], [item('b'), item('c')]).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  test('the template filter falls back to All when its template has no item (no option) any more', () => {
    expect(keptTemplate('Top Mistakes', ['Myth Busting', 'Top Mistakes'])).toBe('Top Mistakes');
    expect(keptTemplate('Top Mistakes', ['Myth Busting'])).toBe('');
    expect(keptTemplate('Top Mistakes', [])).toBe('');
    expect(keptTemplate('', ['Myth Busting'])).toBe('');
  });

  test('saving to the library keeps the content and says where it came from', () => {
    expect(libraryDraftFrom(item('a'))).toEqual({ content: 'content a', source: 'history' });
  });
});
