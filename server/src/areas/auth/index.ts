import type { AreaManifest } from '../types';
import { exportAuthData } from './account-data-service';
import * as m0002 from './migrations/0002_auth';
import { pruneExpiredAuthData } from './prune';
import { registerAuthRoutes } from './routes';

/**
 * The accounts area: sign-up, sign-in (password and LinkedIn), sessions, persona, profile and account settings.
 * Other areas reach it only through the functions exported below.
 */
export const authArea: AreaManifest = {
  name: 'auth',
  routes: registerAuthRoutes,
  migrations: { '0002_auth': m0002 },
  jobs: [
    {
      kind: 'auth.prune',
      schedule: { everySeconds: 600 },
      handler: async (_payload, ctx, job) => {
        const result = await pruneExpiredAuthData(ctx.db);
        if (result.sessions + result.tokens + result.states > 0) ctx.log?.info({ job: job.kind, ...result }, 'pruned expired auth data');
      },
    },
  ],
  memberData: { export: (ctx, userId) => exportAuthData({ db: ctx.db, userId }) },
};

export { getMemberMailTarget, getMemberPersona, getMemberPlan, getMemberTier, getMemberTimezone, getMemberWritingFacts, lockMember, setMemberSubscription, setMemberTimezone, type MemberPersona } from './member-facts-service';
export { getConnectionStatus, getLinkedInGrant, markLinkedInConnectionExpired } from './linkedin-connection-service';
