import { z } from 'zod';
import { queryInt } from './common';

/** Library post statuses: `scheduled` only through the scheduler; `published` by the scheduler or by hand. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const CONTENT_TYPES = ['linkedin_post', 'article', 'caption'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** Where a library post came from. */
export const POST_SOURCES = ['chat', 'history', 'viral', 'manual'] as const;
export type PostSource = (typeof POST_SOURCES)[number];
export const POST_SORTS = ['created', 'updated', 'title'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/**
 * Longest content per type: LinkedIn's post limit (3,000), Instagram's caption limit (2,200), and for an article
 * the length of a long LinkedIn article (LinkedIn accepts about 110,000 characters; we keep 100,000).
 */
export const CONTENT_MAX_CHARS: Record<ContentType, number> = { linkedin_post: 3000, article: 100_000, caption: 2200 };
export const TITLE_MAX_CHARS = 200;
export const LIBRARY_PAGE_SIZE = 24;

export const LibraryPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.enum(POST_STATUSES),
  content_type: z.enum(CONTENT_TYPES),
  source: z.enum(POST_SOURCES),
  /** The scheduler's post while scheduled, and its time (ISO UTC). */
  scheduled_post_id: z.string().nullable(),
  scheduled_time: z.string().nullable(),
  /**
   * Why the scheduler could not publish it (its words, e.g. 'not confirmed: check LinkedIn before retrying'): the
   * post is a draft again, still linked to the failed scheduled post (`scheduled_post_id`), until it is retried,
   * scheduled again, published or released. Null otherwise.
   */
  publish_error: z.string().nullable(),
  published_at: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LibraryPost = z.infer<typeof LibraryPost>;

/** POST /api/content/save: creates without `id` (or with `id: null`), updates the member's post with it. The title defaults to the first line. */
export const SavePostRequest = z.object({
  id: z.string().min(1).max(64).nullable().optional(),
  title: z.string().max(TITLE_MAX_CHARS, `must be at most ${TITLE_MAX_CHARS} characters`).nullable().optional(),
  content: z
    .string()
    .max(CONTENT_MAX_CHARS.article, `must be at most ${CONTENT_MAX_CHARS.article.toLocaleString('en-US')} characters`),
  content_type: z.enum(CONTENT_TYPES, { error: `must be one of ${CONTENT_TYPES.join(', ')}` }).optional(),
  source: z.enum(POST_SOURCES, { error: `must be one of ${POST_SOURCES.join(', ')}` }).optional(),
});
export type SavePostRequest = z.infer<typeof SavePostRequest>;

/**
 * POST /api/content/save answers the post, and `already_saved: true` when a copy's text (a chat reply, a history
 * item) was in the library already and nothing was added: the screen says 'Already in My Content Library.'.
 */
export const SavePostResponse = LibraryPost.extend({ already_saved: z.boolean() });
export type SavePostResponse = z.infer<typeof SavePostResponse>;

/**
 * An optional choice of a query string: one of `values`, or none. An empty value (`?status=`, what a client's 'All'
 * sends, as Content History's `?template=` and `?search=` read it) is none too, not an error.
 */
function queryChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(['', ...values] as unknown as readonly ['', ...T], { error: `must be one of ${values.join(', ')}` })
    .optional()
    .transform((v) => (v ? (v as T[number]) : undefined));
}

/** GET /api/content/posts */
export const PostsQuery = z.object({
  status: queryChoice(POST_STATUSES),
  content_type: queryChoice(CONTENT_TYPES),
  q: z.string().max(200).optional(),
  sort: queryChoice(POST_SORTS).transform((v): PostSort => v ?? 'created'),
  // A Title A-Z cursor carries the title's sort key: up to 200 characters of any script, twice (title-sort.ts).
  cursor: z.string().max(4000).optional(),
  limit: queryInt({ min: 1, max: 100, fallback: LIBRARY_PAGE_SIZE }),
});
export type PostsQuery = z.input<typeof PostsQuery>;
export const PostsPage = z.object({
  posts: z.array(LibraryPost),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** How many posts match the filters. */
  total: z.number().int(),
});
export type PostsPage = z.infer<typeof PostsPage>;

/** Most posts GET /api/posts answers in one page (its default page). */
export const ALL_POSTS_PAGE_MAX = 500;

/** GET /api/posts: `limit` (1–500, default 500) and the previous page's `next_cursor`. */
export const AllPostsQuery = z.object({
  cursor: z.string().max(4000).optional(),
  limit: queryInt({ min: 1, max: ALL_POSTS_PAGE_MAX, fallback: ALL_POSTS_PAGE_MAX }),
});
export type AllPostsQuery = z.input<typeof AllPostsQuery>;

/**
 * GET /api/posts: the member's posts, most recently changed first (SPEC §7's `posts`), a page at a time: `total` says
 * how many there are and `next_cursor` (null on the last page) fetches the rest, so none is left out unseen.
 */
export const PostsResponse = z.object({
  posts: z.array(LibraryPost),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type PostsResponse = z.infer<typeof PostsResponse>;

/** PATCH /api/posts/{id}: a status or title change. */
export const PatchPostRequest = z
  .object({
    status: z.enum(POST_STATUSES, { error: `must be one of ${POST_STATUSES.join(', ')}` }).optional(),
    title: z.string().max(TITLE_MAX_CHARS, `must be at most ${TITLE_MAX_CHARS} characters`).optional(),
  })
  .refine((b) => b.status !== undefined || b.title !== undefined, { message: 'Nothing to change: send status or title' });
export type PatchPostRequest = z.infer<typeof PatchPostRequest>;
