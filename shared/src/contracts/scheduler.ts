import { z } from 'zod';

/** Scheduler (SPEC.md §2, §3, §7; DECISIONS.md): posts scheduled for LinkedIn and what became of them. */

export const SCHEDULED_POST_STATUSES = ['scheduled', 'publishing', 'published', 'failed'] as const;
export type ScheduledPostStatus = (typeof SCHEDULED_POST_STATUSES)[number];

export const SCHEDULER_PLATFORMS = ['linkedin', 'twitter', 'facebook'] as const;

export const ScheduledPost = z.object({
  id: z.string(),
  content: z.string(),
  /** The UTC instant it publishes at (ISO 8601, `Z`). */
  scheduledTime: z.string(),
  /** The IANA zone the member chose; `scheduledTime` shown in it is what they picked. */
  timezone: z.string(),
  platform: z.string(),
  status: z.enum(SCHEDULED_POST_STATUSES),
  linkedin_url: z.string().nullable(),
  /** Why it failed, in words a member understands. */
  error: z.string().nullable(),
  library_post_id: z.string().nullable(),
  /** When LinkedIn accepted it. */
  published_at: z.string().nullable(),
  /** True when the LinkedIn connection expires before the post's time (it cannot publish unless the member reconnects). */
  connection_expires_first: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScheduledPost = z.infer<typeof ScheduledPost>;

export const ScheduledPostsResponse = z.object({
  posts: z.array(ScheduledPost),
  /**
   * How many posts the member has published through the scheduler in all: `posts` holds only the most recent of them
   * (SPEC §7's `{ posts }`, plus this count for 'Published Posts (n)').
   */
  published_total: z.number().int(),
  /**
   * How many posts the member's plan lets wait at once (scheduled, publishing or failed: every one is in `posts`); one
   * more is refused with 409. So `posts` holds at most this many plus the most recent published ones.
   */
  waiting_limit: z.number().int(),
});
export type ScheduledPostsResponse = z.infer<typeof ScheduledPostsResponse>;

/**
 * POST /api/scheduler/schedule. `scheduled_time` is an instant with an offset or `Z`, or a local date-time
 * `YYYY-MM-DDTHH:mm[:ss[.sss]]` (or with a space for the T) read in `timezone`; without one, in the member's saved zone,
 * else UTC (the post carries the zone used). Lengths are checked by the service so every problem reads as a sentence.
 */
export const ScheduleRequest = z.object({
  content: z.string().max(100_000).optional(),
  scheduled_time: z.string().max(100).optional(),
  platform: z.string().max(40).optional(),
  timezone: z.string().max(100).optional(),
  library_post_id: z.string().max(64).nullish(),
});
export type ScheduleRequest = z.infer<typeof ScheduleRequest>;

/** PATCH /api/scheduler/posts/{id}: new content and/or time while it is still scheduled (or failed). */
export const UpdateScheduledPostRequest = z.object({
  content: z.string().max(100_000).optional(),
  scheduled_time: z.string().max(100).optional(),
  timezone: z.string().max(100).optional(),
});
export type UpdateScheduledPostRequest = z.infer<typeof UpdateScheduledPostRequest>;

export const ScheduledPostResponse = ScheduledPost.extend({ message: z.string().optional() });
export type ScheduledPostResponse = z.infer<typeof ScheduledPostResponse>;
