import type { AreaManifest } from '../types';
import * as m20261123T133000 from './migrations/20261123T133000_scheduler_posts';
import { markPublishOutcomeUnknown, publishScheduledPost } from './publish-service';
import { sendTokenExpiryReminders } from './reminders';
import { registerSchedulerRoutes } from './routes';
import { type PublishPayload, PUBLISH_JOB, cancelForLibrary, forgetLibraryPost, takeLibraryText } from './service';
import { exportSchedulerData } from './member-data';
import './events';

/**
 * The scheduler: members' posts scheduled for LinkedIn, published at most once by the `scheduler.publish` job,
 * with IANA time zones (README: Scheduler).
 */
export const schedulerArea: AreaManifest = {
  name: 'scheduler',
  routes: registerSchedulerRoutes,
  migrations: { '20261123T133000_scheduler_posts': m20261123T133000 },
  jobs: [
    {
      kind: PUBLISH_JOB,
      atMostOnce: true,
      timeoutMs: 60_000,
      handler: async (payload: PublishPayload, ctx, job) => publishScheduledPost({ ctx, payload, signal: job.signal }),
      onOutcomeUnknown: async (payload: PublishPayload, ctx) => markPublishOutcomeUnknown({ ctx, payload }),
    },
    {
      kind: 'scheduler.token-reminders',
      schedule: { everySeconds: 3600 },
      handler: async (_payload, ctx) => {
        const sent = await sendTokenExpiryReminders(ctx);
        if (sent > 0) ctx.log.info({ sent }, 'LinkedIn expiry reminders sent');
      },
    },
  ],
  on: {
    'library.post.unscheduled': async ({ userId, scheduledPostId }, ctx) => cancelForLibrary({ ctx, userId, scheduledPostId }),
    'library.post.deleted': async ({ userId, libraryPostId }, ctx) => forgetLibraryPost({ ctx, userId, libraryPostId }),
    'library.post.edited': async ({ userId, scheduledPostId, content }, ctx) => takeLibraryText({ ctx, userId, scheduledPostId, content }),
  },
  memberData: { export: (ctx, userId) => exportSchedulerData({ ctx, userId }) },
};
