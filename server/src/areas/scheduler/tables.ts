import type { ScheduledPostStatus } from 'shared/contracts';

/** Row types of the scheduler's tables (migrations/). Timestamps are ISO-8601 UTC text. */

export interface ScheduledPostsTable {
  id: string;
  user_id: string;
  content: string;
  /** The UTC instant to publish at. */
  scheduled_at: string;
  /** The member's IANA zone. */
  timezone: string;
  platform: string;
  /** scheduled → publishing → published | failed. */
  status: ScheduledPostStatus;
  linkedin_urn: string | null;
  linkedin_url: string | null;
  /** Why it failed, in words a member understands. */
  error: string | null;
  library_post_id: string | null;
  /** The first 429 of the current run of refusals (an hour of them fails the post). */
  rate_limited_since: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per reminder sent, so each is sent once (kind 'token-expiry', key the connection's expiry). */
export interface SchedulerRemindersTable {
  user_id: string;
  kind: string;
  key: string;
  sent_at: string;
}

export interface SchedulerTables {
  scheduled_posts: ScheduledPostsTable;
  scheduler_reminders: SchedulerRemindersTable;
}

declare module '../../platform/db' {
  interface Database extends SchedulerTables {}
}
