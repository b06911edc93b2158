import type { ScheduledPost } from 'shared/contracts';
import type { ScheduledPostRow } from './repository';

/** A scheduled post as the API shows it; `connectionExpiresAt` flags posts due after the LinkedIn token ends. */
export function presentScheduledPost(row: ScheduledPostRow, { connectionExpiresAt }: { connectionExpiresAt: string | null }): ScheduledPost {
  const expiresMs = connectionExpiresAt ? Date.parse(connectionExpiresAt) : null;
  return {
    id: row.id,
    content: row.content,
    scheduledTime: row.scheduled_at,
    timezone: row.timezone,
    platform: row.platform,
    status: row.status,
    linkedin_url: row.linkedin_url,
    error: row.error,
    library_post_id: row.library_post_id,
    published_at: row.published_at,
    connection_expires_first: row.status === 'scheduled' && expiresMs !== null && expiresMs <= Date.parse(row.scheduled_at),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
