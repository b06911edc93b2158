import { DEFAULT_FILTERS, fetchFailure, filtersActive, filtersFromQuery, folds, inspirationNavigation, libraryPath, mediaShown, postsQuery, readPanel, searchHasWords, searchProblem } from './model';
import { SAMPLE_POSTS, SAMPLE_TOPICS } from './samples';

describe('viral library model', () => {
  it('reads filters from the address and writes them back, defaults left out', () => {
    expect(filtersFromQuery({})).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ minQuality: 0, maxFollowers: 50_000 });
    const f = filtersFromQuery({ quality: '60', followers: 'any', media: 'with', topic: 'AI', q: 'remote teams', creator: '@ada' });
    expect(f).toEqual({ minQuality: 60, maxFollowers: null, media: 'with', topic: 'AI', q: 'remote teams', creator: 'ada' });
    expect(filtersFromQuery({ quality: '140', followers: '-3', media: 'x' })).toEqual(DEFAULT_FILTERS);
    expect(libraryPath(f)).toBe('/app/viral-library?creator=ada&topic=AI&q=remote+teams&quality=60&followers=any&media=with');
    expect(libraryPath(DEFAULT_FILTERS)).toBe('/app/viral-library');
    expect(filtersFromQuery(Object.fromEntries(new URLSearchParams(libraryPath(f).split('?')[1])))).toEqual(f);
  });

  it('leaves out a topic or creator the API would refuse, so a hand-edited link shows posts, not the outage banner', () => {
    expect(filtersFromQuery({ topic: '!!!' }).topic).toBeNull();
    expect(filtersFromQuery({ topic: '中文' }).topic).toBeNull();
    expect(filtersFromQuery({ topic: 'x'.repeat(101) }).topic).toBeNull();
    expect(filtersFromQuery({ topic: 'Été' }).topic).toBe('Été');
    expect(filtersFromQuery({ topic: 'x'.repeat(100) }).topic).toBe('x'.repeat(100));
    expect(filtersFromQuery({ creator: 'a'.repeat(101) }).creator).toBeNull();
    expect(filtersFromQuery({ creator: `@${'a'.repeat(100)}` }).creator).toBe('a'.repeat(100));
  });

  it('makes the API query: page size 30, media as a boolean, no follower cap on a creator page', () => {
    expect(postsQuery(DEFAULT_FILTERS, null)).toEqual({ limit: 30, min_quality_score: 0, max_followers: 50_000 });
    expect(postsQuery({ ...DEFAULT_FILTERS, media: 'without', topic: 'AI', q: ' ship it ', creator: 'ada' }, 'c1')).toEqual({
      limit: 30, min_quality_score: 0, has_media: false, trending_topic: 'AI', q: 'ship it', creator: 'ada', cursor: 'c1',
    });
    expect(filtersActive(DEFAULT_FILTERS)).toBe(false);
    expect(filtersActive({ ...DEFAULT_FILTERS, media: 'with' })).toBe(true);
  });

  it('checks the filter panel as SPEC §5 says', () => {
    expect(readPanel('50', '10000')).toEqual({ minQuality: 50, maxFollowers: 10_000 });
    expect(readPanel('', '')).toEqual({ minQuality: 0, maxFollowers: null });
    expect(readPanel('101', '5')).toEqual({ error: 'Quality score must be a number from 0 to 100.', field: 'quality' });
    // 'A number 0 to 100' (SPEC §5), as the API takes it: 50.5 asks for posts scored 51 and up.
    expect(readPanel('50.5', '')).toEqual({ minQuality: 50.5, maxFollowers: null });
    expect(filtersFromQuery(Object.fromEntries(new URL(libraryPath({ ...DEFAULT_FILTERS, minQuality: 50.5 }), 'http://x').searchParams))).toMatchObject({ minQuality: 50.5 });
    expect(filtersFromQuery({ quality: '5e1' })).toMatchObject({ minQuality: DEFAULT_FILTERS.minQuality });
    expect(readPanel('-0.5', '')).toMatchObject({ field: 'quality' });
    expect(readPanel('abc', '5')).toMatchObject({ field: 'quality' });
    expect(readPanel('10', '-1')).toEqual({ error: 'Max followers must be a whole number of 0 or more.', field: 'followers' });
    expect(readPanel('10', '1,500')).toEqual({ minQuality: 10, maxFollowers: 1_500 });
  });

  it('shows up to 4 images with +N, folds long posts, and opens the generator with the post', () => {
    expect(mediaShown(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(mediaShown(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(folds('short')).toBe(false);
    expect(folds('1\n2\n3\n4\n5\n6')).toBe(true);
    expect(folds('x'.repeat(400))).toBe(true);
    // The post travels in navigation state, not in the address (SPEC.md §2 `viral_context`).
    const long = { ...SAMPLE_POSTS[0]!, content: 'A line that did well.\n'.repeat(400) };
    const nav = inspirationNavigation(long);
    expect(nav.to).toBe('/app/generate');
    expect(nav.state).toEqual({ viral_context: long.content, viral_post_id: long.id, source: 'viral-library' });
    expect(fetchFailure(503, 'x')).toBe('Failed to fetch posts: 503');
  });

  it('knows a search of punctuation alone (which the API refuses) from one with words', () => {
    for (const q of ['"', '*', "' -- ( )", 'NEAR(']) expect([q, searchHasWords(q)]).toEqual([q, q === 'NEAR(']);
    expect(searchHasWords('été')).toBe(true);
    expect(searchHasWords('2026')).toBe(true);
    expect(searchProblem('"')).toBe('Search for words: letters or digits.');
    expect(searchProblem('one two three four five six seven eight')).toBeNull();
    expect(searchProblem('one two three four five six seven eight nine')).toBe('Search with at most 8 words.');
    expect(searchProblem('  ')).toBeNull();
  });

  it('has 3 sample posts and 5 sample topics for an outage (SPEC §8)', () => {
    expect(SAMPLE_POSTS).toHaveLength(3);
    expect(SAMPLE_TOPICS).toHaveLength(5);
    expect(SAMPLE_POSTS.every((p) => p.content.length >= 200)).toBe(true);
  });
});
