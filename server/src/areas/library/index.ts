import type { AreaManifest } from '../types';
import { exportLibraryData } from './member-data';
import * as m20261123T133000 from './migrations/20261123T133000_library_posts';
import * as m20261123T170000 from './migrations/20261123T170000_library_publish_error';
import * as m20261201T090000 from './migrations/20261201T090000_library_title_sort';
import { registerLibraryRoutes } from './routes';
import { markEdited, markPublishFailed, markPublished, markScheduled, markUnscheduled } from './service';

/**
 * The library area: the member's content library (drafts, scheduled, published) and its board. A post's status
 * follows the scheduler's events (a failed publication makes it a draft again with the reason in `publish_error`);
 * moving a scheduled post back to draft emits `library.post.unscheduled`, deleting a post `library.post.deleted`.
 */
export const libraryArea: AreaManifest = {
  name: 'library',
  routes: registerLibraryRoutes,
  migrations: {
    '20261123T133000_library_posts': m20261123T133000,
    '20261123T170000_library_publish_error': m20261123T170000,
    '20261201T090000_library_title_sort': m20261201T090000,
  },
  memberData: { export: (ctx, userId) => exportLibraryData({ db: ctx.db, userId }) },
  on: {
    'scheduler.post.scheduled': async (e, { db }) => {
      if (e.libraryPostId) {
        await markScheduled({ db, userId: e.userId, libraryPostId: e.libraryPostId, scheduledPostId: e.scheduledPostId, scheduledTime: e.scheduledTime, content: e.content });
      }
    },
    'scheduler.post.unscheduled': async (e, { db }) => {
      if (e.libraryPostId) await markUnscheduled({ db, userId: e.userId, libraryPostId: e.libraryPostId, scheduledPostId: e.scheduledPostId });
    },
    'scheduler.post.edited': async (e, { db }) => {
      if (e.libraryPostId) await markEdited({ db, userId: e.userId, libraryPostId: e.libraryPostId, scheduledPostId: e.scheduledPostId, content: e.content });
    },
    'scheduler.post.failed': async (e, { db }) => {
      if (e.libraryPostId) await markPublishFailed({ db, userId: e.userId, libraryPostId: e.libraryPostId, scheduledPostId: e.scheduledPostId, reason: e.reason });
    },
    'scheduler.post.published': async (e, { db }) => {
      if (e.libraryPostId) {
        await markPublished({ db, userId: e.userId, libraryPostId: e.libraryPostId, scheduledPostId: e.scheduledPostId, linkedinUrl: e.linkedinUrl, publishedAt: e.publishedAt });
      }
    },
  },
};

/** For other areas: save a post into a member's library (the viral library's 'Save to My Content Library'). */
export { savePost as saveLibraryPost, saveCopy as saveLibraryCopy } from './service';
