import { createLinkedInProvider } from '../../integrations/linkedin/index';
import { setSessionResolver } from '../../platform/auth-guard';
import { inProcessFetch } from '../../sandbox/in-process-fetch';
import type { AreaModule } from '../types';
import { registerDevRoutes } from './dev-routes';
import { registerLinkedInRoutes } from './linkedin-routes';
import { registerMemberRoutes } from './member-routes';
import { registerSessionRoutes } from './session-routes';
import { resolveSessionToken } from './sessions';

/**
 * The accounts area: sign-up, sign-in (password and LinkedIn), sessions, persona, profile and account
 * settings. It also tells the platform what a session token means, so `requireUser` works in every area.
 */
export const authArea: AreaModule = {
  name: 'auth',
  routes: async (app, ctx) => {
    setSessionResolver(app, (token) => resolveSessionToken({ db: ctx.db, token }));
    const linkedin = createLinkedInProvider({ config: ctx.config, sandboxFetch: inProcessFetch(app, ctx.config.publicUrl) });

    // Answers carry session tokens and personal data: never cache them.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    registerSessionRoutes(app, ctx);
    registerLinkedInRoutes(app, ctx, linkedin);
    registerMemberRoutes(app, ctx, linkedin);
    registerDevRoutes(app, ctx);
  },
};
