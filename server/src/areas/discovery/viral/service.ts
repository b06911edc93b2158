/** The library's rules: reading the query, the posts page, the refresh request. */
import { SEARCH_MAX_WORDS, nextPlan, planFor } from 'shared/constants';
import { CONTENT_MAX_CHARS, type SaveViralPostResponse, type ViralPostsResponse } from 'shared/contracts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../../platform/errors';
import { saveLibraryCopy } from '../../library/index';
import type { Db } from '../../../platform/db';
import { enqueueJob } from '../../../platform/jobs/index';
import { hitRateLimit } from '../../../platform/rate-limit';
import type { Config } from '../../../platform/config';
import { presentPost } from './presenters';
import { type PageRow, type PostQuery, type PostSort, type ScoreGenerations, authorByHandle, laterLog, postById, queryPosts, readState, scoreGenerations, topicExists, writeState } from './repository';
import { topicSlug } from './scoring';

export const VIRAL_PAGE_DEFAULT = 30;
export const VIRAL_PAGE_MAX = 100;
export const REFRESH_JOB = 'discovery.viral-refresh';
/** Refresh requests per member per window (scaled by RATE_LIMIT_MULTIPLIER). */
export const REFRESH_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

type Raw = Record<string, unknown>;
/** A cursor this API did not hand out, or one from a generation not yet read. */
const CURSOR_NOT_VALID = 'Cursor is not valid: load the first page again';
/** The largest count a corpus column holds (PostgreSQL `integer`). */
const MAX_STORED_COUNT = 2_147_483_647;

/**
 * Each parameter in words, as the filter panel names it: a detail is a sentence a member reads in the error banner
 * ('Quality score must be a number from 0 to 100'), never the query's key ('min_quality_score must be …').
 */
const LABELS: Record<string, string> = {
  limit: 'Limit',
  min_quality_score: 'Quality score',
  max_followers: 'Max followers',
  has_media: 'Media',
  trending_topic: 'Trending topic',
  q: 'Search text',
  creator: 'Creator',
  sort: 'Sort',
  cursor: 'Cursor',
};

function single(raw: Raw, name: string): string | undefined {
  const v = raw[name];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw badRequest(`${LABELS[name] ?? name} must be given once`);
  return String(v).trim();
}

function number(raw: Raw, name: string, { min, max, integer }: { min: number; max?: number; integer?: boolean }, message: string): number | null {
  const v = single(raw, name);
  if (v === undefined || v === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(v)) throw badRequest(message);
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || (max !== undefined && n > max) || (integer && !Number.isInteger(n))) throw badRequest(message);
  return n;
}

export interface ParsedQuery extends Omit<PostQuery, 'topicId' | 'authorId'> {
  topic: string | null;
  creator: string | null;
}

/** Reads GET /api/authentic-viral/posts's query; a malformed or out-of-range value is a 400 naming it. */
export function parsePostsQuery(raw: Raw): ParsedQuery {
  const limit = number(raw, 'limit', { min: 1, max: VIRAL_PAGE_MAX, integer: true }, `Limit must be a whole number from 1 to ${VIRAL_PAGE_MAX}`) ?? VIRAL_PAGE_DEFAULT;
  // Scores are whole numbers, so `score >= 50.5` is `score >= 51`; PostgreSQL refuses a fraction for an integer column.
  const quality = number(raw, 'min_quality_score', { min: 0, max: 100 }, 'Quality score must be a number from 0 to 100');
  const minQuality = quality === null ? null : Math.ceil(quality);
  // No follower count above a 32-bit integer is stored (the importer refuses it): a larger cap is no cap, and
  // PostgreSQL refuses a value its integer column cannot hold.
  const followers = number(raw, 'max_followers', { min: 0, integer: true }, 'Max followers must be a whole number of 0 or more');
  const maxFollowers = followers === null ? null : Math.min(followers, MAX_STORED_COUNT);
  const media = single(raw, 'has_media');
  let hasMedia: boolean | null = null;
  if (media !== undefined && media !== '') {
    if (!['true', 'false', '1', '0'].includes(media.toLowerCase())) throw badRequest('Media must be true or false');
    hasMedia = ['true', '1'].includes(media.toLowerCase());
  }
  const topicText = single(raw, 'trending_topic') ?? '';
  if (topicText.length > 100) throw badRequest('Trending topic must be at most 100 characters');
  const topic = topicText.trim() ? topicSlug(topicText) : null;
  // '!!!' names no topic (topics are letters and digits): refused, rather than read as no filter at all.
  if (topic === '') throw badRequest('Trending topic must name a topic: letters or digits, e.g. remote-work');
  const q = single(raw, 'q') ?? '';
  if (q.length > 200) throw badRequest('Search text must be at most 200 characters');
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // Punctuation alone ('"', '*', "' --") searches for nothing: refused, rather than read as no search (every post).
  if (q.trim() && !words.length) throw badRequest('Search text must hold a word: letters or digits');
  // More words are refused, not cut: a ninth word left out would answer posts without it.
  if (words.length > SEARCH_MAX_WORDS) throw badRequest(`Search text must be at most ${SEARCH_MAX_WORDS} words`);
  const creatorRaw = (single(raw, 'creator') ?? '').trim();
  const creatorText = creatorRaw.replace(/^@/, '').toLowerCase();
  // '@' alone names no one: refused, rather than read as no filter (every creator's posts under a creator chip).
  if (creatorRaw && !creatorText) throw badRequest('Creator must be a handle, e.g. @name');
  if (creatorText.length > 100) throw badRequest('Creator must be a handle of at most 100 characters');
  const sortText = single(raw, 'sort') || 'quality';
  if (sortText !== 'quality' && sortText !== 'recent') throw badRequest('Sort must be quality or recent');
  const sort: PostSort = sortText;
  const cursor = single(raw, 'cursor');
  return {
    limit,
    minQuality,
    maxFollowers,
    hasMedia,
    topic,
    creator: creatorText || null,
    sort,
    after: cursor ? decodeCursor(cursor, sort) : null,
    words: words.length ? words : null,
  };
}

/**
 * The cursor: the order ('q' quality, 'r' recent), the last post's key and id, and for the quality order the score
 * generation the first page was read in (README: paging across a refresh).
 */
export function encodeCursor(sort: PostSort, key: number | string, id: number, generation?: number): string {
  const parts: unknown[] = [sort === 'quality' ? 'q' : 'r', key, id];
  if (sort === 'quality' && generation !== undefined) parts.push(generation);
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/**
 * A date as the corpus stores it (toISOString), which is all a cursor of ours holds. Date.parse alone would take
 * '2026-01-01' followed by a NUL (PostgreSQL refuses it in a text parameter: a 500) or 'x 2026' (a page out of order).
 */
function isStoredDate(key: unknown): key is string {
  if (typeof key !== 'string' || key.length > 40) return false;
  const ms = Date.parse(key);
  return !Number.isNaN(ms) && new Date(ms).toISOString() === key;
}

function decodeCursor(cursor: string, sort: PostSort): { key: number | string; id: number; generation: number | null } {
  const invalid = badRequest(CURSOR_NOT_VALID);
  if (cursor.length > 200) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  // A quality cursor names its score generation; one made before generations existed (3 parts) reads the stored scores.
  const size = Array.isArray(parsed) ? parsed.length : 0;
  if (!Array.isArray(parsed) || !(size === 3 || (sort === 'quality' && size === 4)) || parsed[0] !== (sort === 'quality' ? 'q' : 'r')) throw invalid;
  const [, key, id, generation] = parsed as [string, unknown, unknown, unknown];
  if (!Number.isSafeInteger(id)) throw invalid;
  if (sort === 'quality' ? !(Number.isInteger(key) && (key as number) >= 0 && (key as number) <= 100) : !isStoredDate(key)) throw invalid;
  if (generation !== undefined && !(Number.isSafeInteger(generation) && (generation as number) >= 0)) throw invalid;
  return { key: key as number | string, id: id as number, generation: generation === undefined ? null : (generation as number) };
}

/**
 * How many posts one search shows on a plan (SPEC.md §9: the free plan can 'search up to 20 viral posts'; paid
 * plans are unlimited). A visitor without a session counts as free. null: no cap.
 */
export function searchCap(tier: string | null | undefined): number | null {
  const n = planFor(tier).limits.viral_searches;
  return n >= 0 ? n : null;
}

/** The sentence a capped member reads, naming the plan that lifts the cap and its price. */
export function searchCapMessage(tier: string | null | undefined): string {
  const cap = searchCap(tier) ?? 0;
  const next = nextPlan(tier);
  return `The ${planFor(tier).name} plan shows up to ${cap} viral posts per search.${next ? ` Upgrade to ${next.name} ($${next.price}/month) for unlimited viral searches.` : ''}`;
}

/**
 * One page of posts. `tier` is the caller's plan (null: not signed in). On a capped plan a search answers at most
 * the cap's first posts, says so in `plan_limit`, gives no next cursor, and refuses a cursor (403 naming the plan).
 */
export async function listViralPosts({ db, raw, tier = null }: { db: Db; raw: Raw; tier?: string | null }): Promise<ViralPostsResponse> {
  const requested = parsePostsQuery(raw);
  const cap = searchCap(tier);
  if (cap !== null && requested.after) throw forbidden(searchCapMessage(tier));
  const parsed = cap !== null ? { ...requested, limit: Math.min(requested.limit, cap) } : requested;
  const empty = (message: string): ViralPostsResponse => ({ success: true, message, posts: [], next_cursor: null });
  let authorId: string | null = null;
  if (parsed.creator) {
    const author = await authorByHandle(db, parsed.creator);
    if (!author) return empty(`No posts by @${parsed.creator}`);
    authorId = author.id;
  }
  if (parsed.topic && !(await topicExists(db, parsed.topic))) return empty('No posts found');
  const { rows, generation } = await readPage(db, { ...parsed, topicId: parsed.topic, authorId });
  const page = rows.slice(0, parsed.limit);
  const last = page[page.length - 1];
  const more = rows.length > parsed.limit;
  const next = nextPlan(tier);
  return {
    success: true,
    message: page.length ? `Found ${page.length} ${page.length === 1 ? 'post' : 'posts'}` : 'No posts found',
    posts: page.map(presentPost),
    next_cursor: more && last && cap === null ? encodeCursor(parsed.sort, last.order_key, last.id, generation) : null,
    plan_limit:
      cap !== null && next
        ? { limit: cap, more, upgrade_tier: next.tier, upgrade_plan: next.name, message: searchCapMessage(tier) }
        : null,
  };
}

/**
 * A page in the order its search began in. By quality, the order is that of a score generation (README: paging
 * across a refresh): a first page reads the current one, a cursor names its own. While no refresh has changed a
 * score since, the page is read along the order index as it always was (a first page in one statement, which also
 * reads the generation); otherwise, or when that statement finds a rescore under way, it is read as of the
 * generation. A cursor whose generation's log was pruned (a day after the refresh that ended it) answers 409.
 */
async function readPage(db: Db, query: PostQuery & { after: { key: number | string; id: number; generation?: number | null } | null }) {
  if (query.sort !== 'quality') return { rows: await queryPosts(db, query), generation: undefined };
  // `known`: the generations the caller has just read (its first try needs no second read of them).
  const asOf = async (generation: number, known?: ScoreGenerations) => {
    // Twice along the generations as read; if a rescore began both times, once more with every generation since.
    for (let attempt = 0; ; attempt++) {
      const { current, oldest, pending } = attempt === 0 && known ? known : await scoreGenerations(db);
      if (generation > current) throw badRequest(CURSOR_NOT_VALID);
      if (generation < oldest) throw conflict('The library was refreshed since this list was loaded: load it again from the top');
      if (attempt === 2) return { rows: await queryPosts(db, { ...query, asOf: generation }), generation };
      // The logs of the generations ended since, and of the current one while a rescore is under way.
      const through = Math.max(generation, pending ? current : current - 1);
      const rows = await queryPosts(db, { ...query, asOf: generation, through });
      const began = rows.length ? rows.some((r) => Number(r.pending) > 0) : await laterLog(db, through);
      if (!began) return { rows, generation };
    }
  };
  let wanted: number | null = null;
  if (query.after) {
    const now = await scoreGenerations(db);
    // A cursor made before generations existed reads the current one.
    wanted = query.after.generation ?? now.current;
    if (wanted !== now.current || now.pending) return asOf(wanted, now);
  }
  const rows = await queryPosts(db, { ...query, asOf: null, withGeneration: true });
  if (rows.length === 0) {
    if (wanted === null) return { rows, generation: 0 };
    const now = await scoreGenerations(db);
    return now.current !== wanted || now.pending ? asOf(wanted, now) : { rows, generation: wanted };
  }
  const read = Number(rows[0]!.generation);
  const generation = wanted ?? read;
  // A rescore under way, or one that ended between the cursor's check and the page: read as of the generation.
  if (read !== generation || rows.some((r) => Number(r.pending) > 0)) return asOf(generation);
  return { rows, generation };
}

export async function refreshStatus(db: Db) {
  const [requested, done] = await Promise.all([readState(db, 'refresh_requested_at'), readState(db, 'last_refreshed_at')]);
    // A refresh that never finished (a failed job) stops counting as running after 10 minutes.
  const running = !!requested && (!done || requested > done) && Date.now() - Date.parse(requested) < 10 * 60_000;
  return { refreshing: running, last_refreshed_at: done };
}

/** Refresh jobs started on demand, by all members together, per window (scaled by RATE_LIMIT_MULTIPLIER). */
export const REFRESH_STARTS = { limit: 20, windowMs: 10 * 60_000 };

/**
 * Enqueues the refresh job (one at a time) and answers at once; members are rate-limited. The whole-corpus job
 * (a feed pull, every post rescored) starts at most REFRESH_STARTS times a window whoever asks: the member limit
 * alone let a few accounts taking turns keep it running back to back. Past that a request starts nothing and the
 * answer says it is not refreshing (the library is as fresh as the last refresh; the screen reloads it).
 */
export async function requestRefresh({ db, config, userId, now = Date.now() }: { db: Db; config: Pick<Config, 'rateLimitMultiplier'>; userId: string; now?: number }) {
  const limit = Math.max(1, Math.round(REFRESH_LIMIT.limit * config.rateLimitMultiplier));
  const hit = await hitRateLimit(db, { key: `viral-refresh:${userId}`, limit, windowMs: REFRESH_LIMIT.windowMs, now });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSec, 'You refreshed the library a moment ago. Please try again in a few minutes.');
  const before = await refreshStatus(db);
  if (!before.refreshing) {
    const starts = Math.max(1, Math.round(REFRESH_STARTS.limit * config.rateLimitMultiplier));
    if (!(await hitRateLimit(db, { key: 'viral-refresh:starts', limit: starts, windowMs: REFRESH_STARTS.windowMs, now })).allowed) return before;
  }
  await writeState(db, 'refresh_requested_at', new Date(now).toISOString());
  await enqueueJob(db, { kind: REFRESH_JOB, payload: {}, key: REFRESH_JOB });
  return refreshStatus(db);
}

/**
 * 'Save to My Content Library': copies a viral post into the member's library as a draft with source 'viral',
 * through the library area's own save (its rules: title from the first line, length per type). A post longer
 * than a LinkedIn post is kept as an article rather than refused. Saving it again answers the copy already there
 * (`created: false`: 200 and 'Already in My Content Library') rather than a second one.
 */
export async function saveViralToLibrary({ db, userId, postId }: { db: Db; userId: string; postId: string }): Promise<{ created: boolean; answer: SaveViralPostResponse }> {
  const missing = notFound('Viral post not found');
  if (!/^\d{1,15}$/.test(postId)) throw missing;
  const row = await postById(db, Number(postId));
  if (!row) throw missing;
  const contentType = row.content.trim().length > CONTENT_MAX_CHARS.linkedin_post ? 'article' : 'linkedin_post';
  const { post, created } = await saveLibraryCopy({ db, userId, content: row.content, contentType, source: 'viral' });
  return { created, answer: { success: true, message: created ? 'Saved to My Content Library' : 'Already in My Content Library', post } };
}
