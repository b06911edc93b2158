import { setSessionResolver } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { registerLinkedInRoutes } from './linkedin-routes';
import { registerMemberRoutes } from './member-routes';
import { registerSessionRoutes } from './session-routes';
import { resolveSessionToken } from './sessions';

/**
 * The accounts area's routes: sign-up, sign-in (password and LinkedIn), sessions, persona, profile and account
 * settings. It also tells the platform what a session token means, so `requireUser` works in every area.
 */
export async function registerAuthRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  setSessionResolver(app, (token) => resolveSessionToken({ db: ctx.db, token, cacheMs: ctx.config.sessionCacheMs }));
  const linkedin = ctx.integrations.linkedin.oidc;

  // Answers carry session tokens and personal data: never cache them.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerSessionRoutes(app, ctx);
  registerLinkedInRoutes(app, ctx, linkedin);
  registerMemberRoutes(app, ctx, linkedin);
}
