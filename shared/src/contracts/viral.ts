import { z } from 'zod';
import { LibraryPost } from './library';

/** A viral post of the library (SPEC.md §3), media drawn and served by us. */
export const ViralPost = z.object({
  id: z.string(),
  platform: z.string(),
  author: z.object({
    name: z.string(),
    handle: z.string(),
    bio: z.string(),
    followers: z.number().int(),
    profile_image: z.string(),
    is_rising_creator: z.boolean(),
    is_verified: z.boolean(),
  }),
  content: z.string(),
  engagement: z.object({ likes: z.number().int(), comments: z.number().int(), shares: z.number().int(), viral_score: z.number().int() }),
  media: z.object({
    urls: z.array(z.string()),
    has_media: z.boolean(),
    items: z.array(z.object({ url: z.string(), alt: z.string(), kind: z.string() })),
  }),
  trending_topics: z.array(z.string()),
  post_url: z.string().nullable(),
  timestamps: z.object({ posted_at: z.string(), scraped_at: z.string() }),
});
export type ViralPost = z.infer<typeof ViralPost>;

/** GET /api/authentic-viral/posts */
export const ViralPostsResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  posts: z.array(ViralPost),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /**
   * Set when the caller's plan capped this search (the free plan, or no sign-in: SPEC.md §9 'search up to 20 viral
   * posts'): the cap, whether more posts match, the plan that lifts it and the sentence to show.
   */
  plan_limit: z
    .object({ limit: z.number().int(), more: z.boolean(), upgrade_tier: z.string(), upgrade_plan: z.string(), message: z.string() })
    .nullable()
    .optional(),
});
export type ViralPostsResponse = z.infer<typeof ViralPostsResponse>;

/** The query of GET /api/authentic-viral/posts (all optional; strings as sent in the URL). */
export interface ViralPostsQuery {
  limit?: number;
  min_quality_score?: number;
  max_followers?: number;
  has_media?: boolean;
  trending_topic?: string;
  q?: string;
  creator?: string;
  sort?: 'quality' | 'recent';
  cursor?: string;
}

export const TrendingTopic = z.object({ id: z.string(), topic: z.string(), posts_count: z.number().int(), trending_score: z.number() });
export type TrendingTopic = z.infer<typeof TrendingTopic>;

/** GET /api/authentic-viral/trending-topics */
export const TrendingTopicsResponse = z.object({ success: z.boolean(), trending_topics: z.array(TrendingTopic) });
export type TrendingTopicsResponse = z.infer<typeof TrendingTopicsResponse>;

/** POST /api/authentic-viral/refresh (202) and GET /api/authentic-viral/refresh/status */
export const ViralRefreshStatus = z.object({
  success: z.boolean(),
  message: z.string(),
  refreshing: z.boolean(),
  last_refreshed_at: z.string().nullable(),
});
export type ViralRefreshStatus = z.infer<typeof ViralRefreshStatus>;

/** POST /api/authentic-viral/posts/{id}/save: the post, copied into the member's content library (source 'viral'). */
export const SaveViralPostResponse = z.object({ success: z.boolean(), message: z.string(), post: LibraryPost });
export type SaveViralPostResponse = z.infer<typeof SaveViralPostResponse>;
