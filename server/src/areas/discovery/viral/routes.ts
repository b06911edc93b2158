import { z } from 'zod';
import { ErrorResponse, SaveViralPostResponse, TrendingTopicsResponse, ViralPostsResponse, ViralRefreshStatus } from 'shared/contracts';
import { requireUser, visitorOrUser } from '../../../platform/auth-guard';
import { getMemberTier } from '../../auth/index';
import { notFound } from '../../../platform/errors';
import { type ApiInstance, sendSerialized, serializeAnswer } from '../../../platform/http';
import { sharedAnswer } from '../../../platform/shared-answers';
import type { AppContext } from '../../types';
import { avatarSvg, mediaSvg } from './media-svg';
import { presentTrending } from './presenters';
import { SHARED_ANSWERS, authorById, mediaItem, trendingTopics } from './repository';
import { listViralPosts, refreshStatus, requestRefresh, saveViralToLibrary } from './service';

const tags = ['viral library'];

/**
 * The posts query as documented: every parameter optional and read by `listViralPosts` itself (its own sentences for
 * a bad value, a repeated one or a list), so the schema checks nothing and lets unknown parameters through.
 */
const param = (description: string) => z.unknown().optional().describe(description);
const ViralPostsQuery = z
  .object({
    limit: param('Posts per page, 1-100 (default 30; the free plan sees at most its cap)'),
    min_quality_score: param('Lowest quality score, 0-100 (default 0)'),
    max_followers: param("Most followers of the post's author, 0 or more (default 50000)"),
    has_media: param('true: only posts with images; false: only posts without'),
    trending_topic: param('A topic label (a trending topic or any topic of the corpus)'),
    q: param('Full-text search: every word, in any order, the last one as a prefix'),
    creator: param("An author's handle (with or without @)"),
    sort: param('quality (default) or recent'),
    cursor: param('next_cursor of the previous page'),
  })
  .passthrough();
const SVG_CACHE = 'public, max-age=86400';

/** The viral library's API (SPEC.md §7) and its images. */
export function registerViralRoutes(app: ApiInstance, { db, config }: AppContext): void {
  app.get(
    '/authentic-viral/posts',
    {
      onRequest: visitorOrUser,
      config: { screenRead: { roundTrips: 1 }, errors: { 409: 'The cursor names an order of scores pruned a day after the refresh that replaced it: load the first page again' } },
      schema: {
        tags,
        summary: 'Viral posts: filters of SPEC §7 plus q (full text), creator (handle), sort (quality | recent) and cursor',
        querystring: ViralPostsQuery,
        response: { 200: ViralPostsResponse, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      // The answer depends on the member's plan (the free plan's cap), so no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache');
      const tier = request.maybeUserId ? await getMemberTier({ db, userId: request.maybeUserId, recent: true }) : null;
      // The same for everyone on that plan asking the same query: kept serialized per process for a moment.
      const query = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
      const key = `${tier ?? '-'} ${query}`;
      const answer = await sharedAnswer(db, { name: SHARED_ANSWERS.posts, key, ttlMs: config.sharedAnswerCacheMs }, async () =>
        serializeAnswer(ViralPostsResponse, await listViralPosts({ db, raw: request.query as Record<string, unknown>, tier })),
      );
      return sendSerialized(reply, answer);
    },
  );

  app.post(
    '/authentic-viral/posts/:id/save',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Save a viral post to My Content Library (a draft, source 'viral'); 200 with the copy already there when saved before",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: SaveViralPostResponse, 201: SaveViralPostResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { created, answer } = await saveViralToLibrary({ db, userId: request.userId, postId: request.params.id });
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/authentic-viral/trending-topics',
    { schema: { tags, summary: 'The top 10 trending topics (z-score of the last 7 days against the 8 weeks before)', response: { 200: TrendingTopicsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const answer = await sharedAnswer(db, { name: SHARED_ANSWERS.trending, key: '', ttlMs: config.sharedAnswerCacheMs }, async () =>
        serializeAnswer(TrendingTopicsResponse, { success: true, trending_topics: (await trendingTopics(db)).map(presentTrending) }),
      );
      return sendSerialized(reply, answer);
    },
  );

  app.post(
    '/authentic-viral/refresh',
    { onRequest: requireUser, schema: { tags, summary: 'Starts the refresh job (feed pull, scores, trending) and answers at once; past the refreshes all members may start in 10 minutes it starts nothing (refreshing: false)', response: { 202: ViralRefreshStatus, 429: ErrorResponse } } },
    async (request, reply) => {
      const status = await requestRefresh({ db, config, userId: request.userId });
      return reply.code(202).send({ success: true, message: status.refreshing ? 'Refreshing the library' : 'The library was refreshed a few minutes ago', ...status });
    },
  );

  app.get(
    '/authentic-viral/refresh/status',
    { schema: { tags, summary: 'Whether a refresh is running, and when the last one finished', response: { 200: ViralRefreshStatus } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await refreshStatus(db);
      return { success: true, message: status.refreshing ? 'Refreshing the library' : 'Up to date', ...status };
    },
  );

  const svg = { success: { status: 200 as const, description: 'The SVG image', contentType: 'image/svg+xml' } };
  app.get('/authentic-viral/media/:postId/:file', { config: svg, schema: { tags, summary: 'A post image (SVG drawn by us)', params: z.object({ postId: z.string(), file: z.string() }) } }, async (request, reply) => {
    const { postId, file } = request.params;
    const match = /^(\d{1,2})\.svg$/.exec(file);
    if (!/^\d{1,15}$/.test(postId) || !match) throw notFound('No such image');
    const item = await mediaItem(db, Number(postId), Number(match[1]));
    if (!item) throw notFound('No such image');
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', SVG_CACHE);
    return mediaSvg({ kind: item.kind, alt: item.alt, topic: item.topics.split('|')[0] ?? '', seed: `${postId}:${item.position}` });
  });

  app.get('/authentic-viral/avatars/:file', { config: svg, schema: { tags, summary: 'An author avatar (SVG drawn by us)', params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const match = /^(va_[0-9a-f]{16})\.svg$/.exec(request.params.file);
    const author = match ? await authorById(db, match[1]!) : undefined;
    if (!author) throw notFound('No such avatar');
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', SVG_CACHE);
    return avatarSvg({ name: author.name, seed: author.id });
  });
}
