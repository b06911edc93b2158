import type { AppContext } from '../types';
import { listScheduledPosts } from './service';

/** The scheduler's part of the member's data export: their scheduled, published and failed posts. */
export async function exportSchedulerData({ ctx, userId }: { ctx: AppContext; userId: string }): Promise<Record<string, unknown>> {
  return { scheduled_posts: (await listScheduledPosts({ ctx, userId })).posts };
}
