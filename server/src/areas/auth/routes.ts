import { setSessionResolver } from '../../platform/auth-guard';
import type { AreaModule } from '../types';
import { resolveSessionToken } from './sessions';

/**
 * The accounts area: sign-up, sign-in (password and LinkedIn), sessions, persona, profile and account
 * settings. It also tells the platform what a session token means, so `requireUser` works in every area.
 */
export const authArea: AreaModule = {
  name: 'auth',
  routes: async (app, ctx) => {
    setSessionResolver(app, (token) => resolveSessionToken({ db: ctx.db, token }));
  },
};
