/** What the library tells other areas (platform/events.ts). */
export interface LibraryEvents {
  /**
   * The member moved a scheduled library post back to draft (after confirming): the scheduler cancels that
   * schedule, or throws (e.g. 409 when it is being published right now), which keeps the post scheduled.
   */
  'library.post.unscheduled': { userId: string; libraryPostId: string; scheduledPostId: string };
  /**
   * The member deleted a library post (after its schedule, if any, was cancelled): a scheduled post that still
   * names it (a failed one) forgets it, so a Retry there does not look for a post that is gone. Emitted after the
   * deletion; a listener's failure does not undo it.
   */
  'library.post.deleted': { userId: string; libraryPostId: string; scheduledPostId: string | null };
  /**
   * The member changed the text of a library post that a scheduled post publishes (scheduled, or failed and waiting
   * for Retry): the scheduler takes the new text, so LinkedIn gets what the library shows. Emitted before the
   * library's write; a handler that throws (e.g. 409 while it is being published, 400 over LinkedIn's 3,000
   * characters) leaves the library post as it was.
   */
  'library.post.edited': { userId: string; libraryPostId: string; scheduledPostId: string; content: string };
}

declare module '../../platform/events' {
  interface ServerEvents extends LibraryEvents {}
}
