import type { ContentType, PostSource, PostStatus } from 'shared/contracts';

/** Row types of the library tables (migration 20261123T133000_library_posts). Timestamps are ISO-8601 UTC text. */
export interface LibraryPostsTable {
  id: string;
  user_id: string;
  title: string;
  /** `title` lower-cased in JS on every write: the search reads it. */
  title_key: string;
  /** titleSortKey(`title`) on every write (title-sort.ts): the Title A-Z order and its cursor compare this column. */
  title_sort: string;
  content: string;
  status: PostStatus;
  content_type: ContentType;
  source: PostSource;
  /** The scheduler's post while this one is scheduled (or was published through it), and its time. */
  scheduled_post_id: string | null;
  scheduled_time: string | null;
  /**
   * Set when the scheduler could not publish it (`scheduler.post.failed`): the post is a draft again, still linked to
   * its failed scheduled post (`scheduled_post_id`) so the scheduler's Retry can schedule it again.
   */
  publish_error: string | null;
  published_at: string | null;
  linkedin_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface LibraryTables {
  library_posts: LibraryPostsTable;
}

declare module '../../platform/db' {
  interface Database extends LibraryTables {}
}
