import { AllPostsQuery, IdParam, LibraryPost, OkResponse, PatchPostRequest, PostsPage, PostsQuery, PostsResponse, SavePostRequest, SavePostResponse } from 'shared/contracts';
import { requireUser } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { changePost, deletePost, isCopySource, listAllPosts, listPosts, saveCopy, savePost } from './service';

const tags = ['library'];

/** The content library: save, list (filters, sort, cursor), the board's status and title changes, delete. */
export function registerLibraryRoutes(app: ApiInstance, { db, events }: AppContext): void {
  app.post(
    '/content/save',
    {
      onRequest: requireUser,
      config: { errors: { 409: 'The post is being published right now, or is live on LinkedIn (its text cannot change)' } },
      schema: { tags, summary: 'Create a library post (no id) or update one (with id)', body: SavePostRequest, response: { 200: SavePostResponse } },
    },
    async (request) => {
      const b = request.body;
      // 'Save' on a chat reply, 'Save to library' from Content History (or a viral post) copies a text the member
      // did not write here: saving the same one again (a double-click included) answers the copy already there.
      if (!b.id && !b.title && isCopySource(b.source)) {
        const { post, created } = await saveCopy({ db, userId: request.userId, content: b.content, contentType: b.content_type ?? 'linkedin_post', source: b.source });
        return { ...post, already_saved: !created };
      }
      const post = await savePost({ db, events, userId: request.userId, id: b.id ?? undefined, title: b.title, content: b.content, contentType: b.content_type, source: b.source });
      return { ...post, already_saved: false };
    },
  );

  app.get(
    '/content/posts',
    {
      onRequest: requireUser,
      config: { screenRead: { roundTrips: 1 } },
      schema: { tags, summary: 'A page of library posts: status, content_type, q, sort, cursor', querystring: PostsQuery, response: { 200: PostsPage } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      return listPosts({ db, userId: request.userId, status: q.status, contentType: q.content_type, q: q.q, sort: q.sort, cursor: q.cursor, limit: q.limit });
    },
  );

  app.get(
    '/posts',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Every library post, most recently changed first: pages of up to 500, with total and next_cursor',
        querystring: AllPostsQuery,
        response: { 200: PostsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAllPosts({ db, userId: request.userId, cursor: request.query.cursor, limit: request.query.limit });
    },
  );

  app.patch(
    '/posts/:id',
    {
      onRequest: requireUser,
      config: { errors: { 409: 'The move would make the board lie (a scheduled post marked published, a post being published)' } },
      schema: { tags, summary: 'Change a post’s status or title', params: IdParam, body: PatchPostRequest, response: { 200: LibraryPost } },
    },
    async (request) => changePost({ db, events, userId: request.userId, id: request.params.id, ...request.body }),
  );

  app.delete(
    '/posts/:id',
    { onRequest: requireUser, config: { errors: { 409: 'Its scheduled post is being published right now' } }, schema: { tags, summary: 'Delete a library post', params: IdParam, response: { 200: OkResponse } } },
    async (request) => {
      await deletePost({ db, events, userId: request.userId, id: request.params.id });
      return { success: true, message: 'Post deleted successfully' };
    },
  );
}
