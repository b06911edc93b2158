/**
 * What the scheduler tells other areas (platform/events.ts). The library keeps its posts' status in step with
 * these: a library post becomes `scheduled` only through the scheduler, and `published` when it is published.
 * Emitted after the scheduler's own change has committed.
 */
export interface SchedulerEvents {
  /**
   * A post was scheduled (or its time changed). A handler that throws (e.g. an unknown or foreign library post) undoes
   * the scheduling. `content`, when a new schedule sets it: the text LinkedIn will get, which the member may have
   * changed in the form after it came from the library.
   */
  'scheduler.post.scheduled': { userId: string; scheduledPostId: string; libraryPostId: string | null; scheduledTime: string; content?: string };
  /** The member changed the text of a scheduled (or failed) post: a linked library post shows the text that will be published. */
  'scheduler.post.edited': { userId: string; scheduledPostId: string; libraryPostId: string | null; content: string };
  /** A scheduled (or failed) post was deleted or cancelled before it was published. */
  'scheduler.post.unscheduled': { userId: string; scheduledPostId: string; libraryPostId: string | null };
  /**
   * The post could not be published (LinkedIn refused it, the connection expired, or the outcome is not confirmed):
   * it stays in the scheduler as `failed` with `reason` until the member retries, edits or deletes it. A linked
   * library post is then no longer scheduled. Retry and Edit emit `scheduler.post.scheduled` again; Delete emits
   * `scheduler.post.unscheduled`.
   */
  'scheduler.post.failed': { userId: string; scheduledPostId: string; libraryPostId: string | null; reason: string };
  /** LinkedIn accepted the post. */
  'scheduler.post.published': { userId: string; scheduledPostId: string; libraryPostId: string | null; linkedinUrl: string | null; publishedAt: string };
}

declare module '../../platform/events' {
  interface ServerEvents extends SchedulerEvents {}
}
