import { IdParam, OkResponse, ScheduledPostResponse, ScheduledPostsResponse, ScheduleRequest, UpdateScheduledPostRequest } from 'shared/contracts';
import { requireUser } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { deleteScheduledPost, listScheduledPosts, retryScheduledPost, schedulePost, updateScheduledPost } from './service';

const tags = ['scheduler'];

/** The scheduler's routes (SPEC.md §7 plus edit and retry). Every post is the signed-in member's own. */
export function registerSchedulerRoutes(app: ApiInstance, ctx: AppContext): void {
  app.get(
    '/scheduler/posts',
    {
      onRequest: requireUser,
      // The posts, then (when one is still waiting) the LinkedIn grant's expiry.
      config: { screenRead: { roundTrips: 2 } },
      schema: { tags, summary: "The member's scheduled, published and failed posts", response: { 200: ScheduledPostsResponse } },
    },
    async (request) => {
      const { posts, publishedTotal, waitingLimit } = await listScheduledPosts({ ctx, userId: request.userId });
      return { posts, published_total: publishedTotal, waiting_limit: waitingLimit };
    },
  );

  app.post(
    '/scheduler/schedule',
    {
      onRequest: requireUser,
      config: { errors: { 409: 'LinkedIn is not connected (or does not allow posting), or the library post is already scheduled or published' } },
      schema: {
        tags,
        summary: 'Schedule a LinkedIn post (scheduled_time: an instant with offset/Z, or a local YYYY-MM-DDTHH:mm read in timezone)',
        body: ScheduleRequest,
        response: { 200: ScheduledPostResponse },
      },
    },
    async (request) => schedulePost({ ctx, userId: request.userId, body: request.body }),
  );

  app.patch(
    '/scheduler/posts/:id',
    {
      onRequest: requireUser,
      config: { errors: { 409: 'The post is being published or already published' } },
      schema: { tags, summary: 'Change the content or time of a post not yet published', params: IdParam, body: UpdateScheduledPostRequest, response: { 200: ScheduledPostResponse } },
    },
    async (request) => updateScheduledPost({ ctx, userId: request.userId, id: request.params.id, body: request.body }),
  );

  app.delete(
    '/scheduler/posts/:id',
    { onRequest: requireUser, config: { errors: { 409: 'The post is being published' } }, schema: { tags, summary: 'Delete a post (409 while it is being published)', params: IdParam, response: { 200: OkResponse } } },
    async (request) => deleteScheduledPost({ ctx, userId: request.userId, id: request.params.id }),
  );

  app.post(
    '/scheduler/posts/:id/retry',
    { onRequest: requireUser, config: { errors: { 409: 'Only a failed post can be retried, or its library post was scheduled or published meanwhile' } }, schema: { tags, summary: 'Publish a failed post now (the member checked LinkedIn)', params: IdParam, response: { 200: ScheduledPostResponse } } },
    async (request) => retryScheduledPost({ ctx, userId: request.userId, id: request.params.id }),
  );
}
