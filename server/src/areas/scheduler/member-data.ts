import type { AppContext } from '../types';
import { presentScheduledPost } from './presenters';
import { allPostsOf } from './repository';
import { connectionExpiry } from './service';

/** The scheduler's part of the member's data export: every scheduled, published and failed post (not the screen's latest 50). */
export async function exportSchedulerData({ ctx, userId }: { ctx: AppContext; userId: string }): Promise<Record<string, unknown>> {
  const rows = await allPostsOf(ctx.db, userId);
  const expiresAt = rows.some((row) => row.status === 'scheduled') ? await connectionExpiry(ctx, userId) : null;
  return { scheduled_posts: rows.map((row) => presentScheduledPost(row, { connectionExpiresAt: expiresAt })) };
}
