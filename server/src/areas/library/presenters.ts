import type { LibraryPost } from 'shared/contracts';
import type { LibraryPostRow } from './repository';

/** A library post as the API and the data export show it (no member id, no sort key). */
export function presentPost(row: LibraryPostRow): LibraryPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    content_type: row.content_type,
    source: row.source,
    scheduled_post_id: row.scheduled_post_id,
    scheduled_time: row.scheduled_time,
    publish_error: row.publish_error,
    published_at: row.published_at,
    linkedin_url: row.linkedin_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
