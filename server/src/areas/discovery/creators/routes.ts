import { z } from 'zod';
import { CreatorsResponse, FollowResponse, IdParam, RisingCreatorsQuery, emptyQueryAsAbsent } from 'shared/contracts';
import { requireUser, visitorOrUser } from '../../../platform/auth-guard';
import { type ApiInstance, sendSerialized } from '../../../platform/http';
import type { AppContext } from '../../types';
import { listFollowedCreators, risingCreatorsJson, setFollow } from './service';

const tags = ['creators'];

/**
 * The contract's query (its `limit` reads an empty value as absent and takes decimal digits only, as every list
 * route's), with an empty `domain` (what a client's 'All' sends) the default too.
 */
const RisingQuery = RisingCreatorsQuery.extend({ domain: z.preprocess(emptyQueryAsAbsent, RisingCreatorsQuery.shape.domain) });

/**
 * Rising creators (SPEC.md §7): GET /api/creators/rising (bearer optional: a member also learns whom they follow),
 * follows per member (POST/DELETE /api/creators/{id}/follow, idempotent) and GET /api/creators/following.
 */
export function registerCreatorRoutes(app: ApiInstance, { db, config }: AppContext): void {
  app.get(
    '/creators/rising',
    {
      onRequest: visitorOrUser,
      // The ranking (kept per process for SHARED_ANSWER_CACHE_MS, so under load about once a second: service.ts)
      // and whom the member follows among those creators.
      config: { screenRead: { roundTrips: 2 } },
      schema: {
        tags,
        summary: 'Rising creators of a domain, ranked by follower growth and engagement; search over name, handle and bio',
        querystring: RisingQuery,
        response: { 200: CreatorsResponse },
      },
    },
    async (request, reply) => {
      const userId = request.maybeUserId ?? null;
      // With a bearer the answer says whom this member follows: no cache may hand it to anyone else.
      reply.header('cache-control', 'private, no-cache');
      const { domain, search, limit } = request.query;
      return sendSerialized(reply, await risingCreatorsJson({ db, userId, domain, search, limit, ttlMs: config.sharedAnswerCacheMs }));
    },
  );

  app.get(
    '/creators/following',
    { onRequest: requireUser, schema: { tags, summary: 'The creators you follow, most recently followed first', response: { 200: CreatorsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { creators: await listFollowedCreators({ db, userId: request.userId }) };
    },
  );

  for (const [method, follow] of [['POST', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/creators/:id/follow',
      onRequest: requireUser,
      ...(follow ? { config: { errors: { 409: 'Following as many creators as a member can' } } } : {}),
      schema: {
        tags,
        summary: follow ? 'Follow a creator (following twice is the same as once)' : 'Unfollow a creator (idempotent)',
        params: IdParam,
        response: { 200: FollowResponse },
      },
      handler: async (request) => setFollow({ db, userId: request.userId, creatorId: request.params.id, follow }),
    });
  }
}
