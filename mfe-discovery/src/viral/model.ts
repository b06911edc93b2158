/**
 * The viral library screen's rules, free of React (model.test.ts): filters in the address, the API query they
 * make, the filter panel's checks (SPEC.md §5), media and tags shown, the fold, and what 'Use as inspiration' opens.
 */
import { LIMITS, SEARCH_MAX_WORDS } from 'shared/constants';
import type { ViralPost, ViralPostsQuery } from 'shared/contracts';
import { foldedCardText } from 'shared/ui';

export type MediaFilter = 'any' | 'with' | 'without';

export interface Filters {
  minQuality: number;
  maxFollowers: number | null;
  media: MediaFilter;
  topic: string | null;
  q: string;
  creator: string | null;
}

export const DEFAULT_FILTERS: Filters = {
  minQuality: LIMITS.viralDefaultMinQuality,
  maxFollowers: LIMITS.viralDefaultMaxFollowers,
  media: 'any',
  topic: null,
  q: '',
  creator: null,
};

/** A whole number in range (`whole`), or any plain decimal ('50.5'), else the fallback. */
const intOr = <T>(v: string | undefined, min: number, max: number, fallback: T, whole = true): number | T => {
  if (v === undefined || !(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(v)) return fallback;
  const n = Number(v);
  return n >= min && n <= max ? n : fallback;
};

/** The longest topic and creator handle the posts API takes (longer ones are a 400). */
const NAME_MAX = 100;

/**
 * A topic the posts API can read: at most 100 characters, with a letter or digit it keeps (it files topics under
 * an ASCII slug, so '!!!' or '中文' names none and is refused).
 */
function topicFrom(value: string | undefined): string | null {
  const t = value?.trim() ?? '';
  return t.length <= NAME_MAX && /[a-z0-9]/i.test(t.normalize('NFKD')) ? t : null;
}

/**
 * ?quality=&followers=&media=&topic=&q=&creator= → filters. Anything unreadable, or that the API would refuse,
 * falls back to the default: a hand-edited link shows posts, not the outage banner.
 */
export function filtersFromQuery(query: Record<string, string>): Filters {
  const creator = query.creator?.trim().replace(/^@/, '') ?? '';
  return {
    minQuality: intOr(query.quality, 0, 100, DEFAULT_FILTERS.minQuality, false),
    maxFollowers: query.followers === 'any' ? null : intOr(query.followers, 0, Number.MAX_SAFE_INTEGER, DEFAULT_FILTERS.maxFollowers),
    media: query.media === 'with' || query.media === 'without' ? query.media : 'any',
    topic: topicFrom(query.topic),
    q: (query.q ?? '').slice(0, 200),
    creator: creator && creator.length <= NAME_MAX ? creator : null,
  };
}

/** The address of the screen with these filters (defaults left out). */
export function libraryPath(f: Filters): string {
  const p = new URLSearchParams();
  if (f.creator) p.set('creator', f.creator);
  if (f.topic) p.set('topic', f.topic);
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.minQuality !== DEFAULT_FILTERS.minQuality) p.set('quality', String(f.minQuality));
  if (f.maxFollowers === null) p.set('followers', 'any');
  else if (f.maxFollowers !== DEFAULT_FILTERS.maxFollowers) p.set('followers', String(f.maxFollowers));
  if (f.media !== 'any') p.set('media', f.media);
  const qs = p.toString();
  return qs ? `/app/viral-library?${qs}` : '/app/viral-library';
}

/** The API query of these filters. A creator's page shows all their posts, whatever their follower count. */
export function postsQuery(f: Filters, cursor: string | null): ViralPostsQuery {
  return {
    limit: LIMITS.viralPageSize,
    min_quality_score: f.minQuality,
    ...(f.maxFollowers !== null && !f.creator ? { max_followers: f.maxFollowers } : {}),
    ...(f.media !== 'any' ? { has_media: f.media === 'with' } : {}),
    ...(f.topic ? { trending_topic: f.topic } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.creator ? { creator: f.creator } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * Whether a search holds a word the API searches for (letters or digits, as the server reads it). Punctuation
 * alone ('"', '*') is refused by the API: the screen shows no posts for it instead of the outage banner.
 */
export function searchHasWords(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q);
}

/**
 * Why the API would refuse this search, as the screen says it (no call is made then), else null: punctuation
 * alone, or more words than a search takes.
 */
export function searchProblem(q: string): string | null {
  if (!q.trim()) return null;
  if (!searchHasWords(q)) return 'Search for words: letters or digits.';
  if ((q.match(/[\p{L}\p{N}]+/gu) ?? []).length > SEARCH_MAX_WORDS) return `Search with at most ${SEARCH_MAX_WORDS} words.`;
  return null;
}

export function filtersActive(f: Filters): boolean {
  return f.minQuality !== DEFAULT_FILTERS.minQuality || f.maxFollowers !== DEFAULT_FILTERS.maxFollowers || f.media !== 'any' || !!f.topic || !!f.q.trim();
}

/** The filter panel's text fields → numbers, or the message to show (SPEC.md §5). */
export function readPanel(quality: string, followers: string): { minQuality: number; maxFollowers: number | null } | { error: string; field: 'quality' | 'followers' } {
  const q = quality.trim() === '' ? 0 : Number(quality);
  if (!Number.isFinite(q) || q < 0 || q > 100) return { error: 'Quality score must be a number from 0 to 100.', field: 'quality' };
  if (followers.trim() === '') return { minQuality: q, maxFollowers: null };
  const f = Number(followers.replace(/[,\s_]/g, ''));
  if (!Number.isFinite(f) || f < 0 || !Number.isInteger(f)) return { error: 'Max followers must be a whole number of 0 or more.', field: 'followers' };
  return { minQuality: q, maxFollowers: f };
}

/** Up to 4 images; the 4th says '+N' when there are more. */
export function mediaShown(urls: string[]): { shown: string[]; more: number } {
  const max = LIMITS.viralMediaShown;
  return { shown: urls.slice(0, max), more: Math.max(0, urls.length - max) };
}

export const tagsShown = (post: ViralPost) => post.trending_topics.slice(0, LIMITS.viralTagsShown);

/** Long posts fold behind '…see more' (more than 5 lines or 320 characters). */
export function folds(content: string): boolean {
  return content.split('\n').length > FOLD_LINES || content.length > 320;
}

const FOLD_LINES = 5;
/** Folded, a post shows this much at most (less than the 320 that fold it, so the fold always hides something). */
export const FOLD_CHARS = 280;

/**
 * What a folded post shows: its first 5 lines and at most 280 characters, cut after a whole word, without the
 * punctuation or ellipsis it ended on, so '…see more' is the only ellipsis. (A CSS line clamp added its own '…'
 * before the button's, at any letter.)
 */
export function foldedText(content: string): string {
  return foldedCardText(content, { lines: FOLD_LINES, chars: FOLD_CHARS });
}

/**
 * 'Use as inspiration': the generator with the post in its navigation state `viral_context` (SPEC.md §2), never in
 * the address (a long post made a long URL). The history entry keeps the state through a reload; the id names the
 * post, so opening a second post preloads it even when the chat is still open.
 */
export function inspirationNavigation(post: ViralPost) {
  return { to: '/app/generate', state: { viral_context: post.content, viral_post_id: post.id, source: 'viral-library' as const } };
}

/** SPEC.md §8's banner text for a failed posts call. */
export function fetchFailure(status: number, detail: string): string {
  return `Failed to fetch posts: ${status || detail}`;
}
