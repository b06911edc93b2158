import { z } from 'zod';
import { CREATOR_DOMAINS, LIMITS } from 'shared/constants';
import { queryInt } from './common';

/** The creators screen's domains (SPEC.md §9): 'all' plus ten fields a creator writes about. */
export const CreatorDomain = z.enum(CREATOR_DOMAINS, { error: `must be one of ${CREATOR_DOMAINS.join(', ')}` });
export type CreatorDomain = z.infer<typeof CreatorDomain>;

/** The longest search text the server takes. */
export const CREATOR_SEARCH_MAX = 100;
/** The most creators one answer holds. */
export const CREATORS_MAX_LIMIT = 100;

/**
 * A rising creator (SPEC.md §3), built from the authors of the viral corpus, plus `is_following` for a signed-in
 * member. `engagement_rate` is in percent of followers (reactions, comments and reposts per post); `growth_rate`
 * is the follower growth in percent over the last 30 days.
 */
export const Creator = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  platform: z.string(),
  profile_image_url: z.string().nullable(),
  follower_count: z.number().int(),
  bio: z.string(),
  /** A domain of CREATOR_DOMAINS other than 'all'. */
  category: z.string(),
  engagement_rate: z.number(),
  growth_rate: z.number(),
  is_verified: z.boolean(),
  /** Signed-in members only. */
  is_following: z.boolean().optional(),
});
export type Creator = z.infer<typeof Creator>;

/** GET /api/creators/rising: `domain` (default all), `search` over name, handle and bio, `limit` (default 20). */
export const RisingCreatorsQuery = z.object({
  domain: CreatorDomain.default('all'),
  search: z.string().trim().max(CREATOR_SEARCH_MAX, `must be at most ${CREATOR_SEARCH_MAX} characters`).default(''),
  limit: queryInt({ min: 1, max: CREATORS_MAX_LIMIT, fallback: LIMITS.creatorsLimit }),
});
export type RisingCreatorsQuery = z.input<typeof RisingCreatorsQuery>;

/** GET /api/creators/rising and GET /api/creators/following. */
export const CreatorsResponse = z.object({ creators: z.array(Creator) });
export type CreatorsResponse = z.infer<typeof CreatorsResponse>;

/** POST and DELETE /api/creators/{id}/follow: where the follow stands afterwards. */
export const FollowResponse = z.object({
  success: z.boolean(),
  creator_id: z.string(),
  is_following: z.boolean(),
  message: z.string(),
});
export type FollowResponse = z.infer<typeof FollowResponse>;

/** The toasts of SPEC.md §2, also the `message` of the follow answers. */
export const FOLLOW_MESSAGES = { followed: 'Following creator', unfollowed: 'Unfollowed creator' } as const;
