import type { ScheduledPost, UpdateScheduledPostRequest } from 'shared/contracts';
import type { PostDraft } from '../components/PostForm';
import { defaultPostTime, instantToInput } from './time';

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

/** The least time ahead an edited failed post keeps its own time (the server refuses a time already past). */
const MIN_AHEAD_MS = 60_000;

/**
 * The form's values for editing a post. A failed post whose time has passed (it failed at that time, or the member
 * comes back later) opens with a new default time, sent as a change: its own time would be refused as past, so
 * the member who only fixes the text would be told to pick another time after pressing Save.
 */
export function editDraftFor(
  post: Pick<ScheduledPost, 'id' | 'content' | 'scheduledTime' | 'timezone' | 'status' | 'library_post_id'>,
  now: number = Date.now(),
): PostDraft {
  const at = Date.parse(post.scheduledTime);
  const passed = post.status === 'failed' && !(at - now >= MIN_AHEAD_MS);
  const dateTime = passed ? defaultPostTime(post.timezone, now) : instantToInput(at, post.timezone);
  return {
    content: post.content,
    dateTime,
    zone: post.timezone,
    platform: 'linkedin',
    libraryPostId: post.library_post_id,
    editingId: post.id,
    original: passed ? null : { dateTime, zone: post.timezone },
  };
}
