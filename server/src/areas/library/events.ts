/** What the library tells other areas (platform/events.ts). */
export interface LibraryEvents {
  /**
   * The member moved a scheduled library post back to draft (after confirming): the scheduler cancels that
   * schedule, or throws (e.g. 409 when it is being published right now), which keeps the post scheduled.
   */
  'library.post.unscheduled': { userId: string; libraryPostId: string; scheduledPostId: string };
}

declare module '../../platform/events' {
  interface ServerEvents extends LibraryEvents {}
}
