import type { UpdateScheduledPostRequest } from 'shared/contracts';

/** What the edit form holds: the text, the datetime-local value read in `zone`, and the values it was opened with. */
export interface EditDraft {
  content: string;
  dateTime: string;
  zone: string;
  /** The date-time and zone the form was opened with (the post's own). */
  original?: { dateTime: string; zone: string } | null;
}

/**
 * The PATCH body for an edited post. The time goes only when the member changed the date-time or the zone: the form
 * shows a time to the minute, in the first of two identical wall clocks, so sending back an untouched value would
 * move a post set to the second 01:30 of a fall-back night an hour earlier, or drop its seconds.
 */
export function editChanges(draft: EditDraft): UpdateScheduledPostRequest {
  const untouched = draft.original && draft.original.dateTime === draft.dateTime && draft.original.zone === draft.zone;
  return untouched ? { content: draft.content } : { content: draft.content, scheduled_time: draft.dateTime, timezone: draft.zone };
}
