import { ConnectionStatus, LinkedInCallbackQuery, LinkedInCallbackRequest, LinkedInUrlQuery, LinkedInUrlResponse, LoginResponse, MessageResponse } from 'shared/contracts';
import type { LinkedInProvider } from '../../integrations/linkedin/index';
import { optionalUser, readCookie, requireUser } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { disconnectLinkedIn, getConnectionStatus } from './linkedin-connection-service';
import { completeLinkedInAuth, startLinkedInAuth } from './linkedin-sign-in-service';
import { browserIdFrom, OAUTH_BROWSER_COOKIE, oauthBrowserCookieHeader } from './oauth-browser';

const tags = ['linkedin'];

/** Sign-in with LinkedIn (OpenID Connect) and the member's LinkedIn connection. */
export function registerLinkedInRoutes(app: ApiInstance, { db, config }: AppContext, provider: LinkedInProvider | null): void {
  app.get(
    '/auth/linkedin/url',
    {
      onRequest: optionalUser,
      schema: { tags, summary: 'Start LinkedIn sign-in or connection', querystring: LinkedInUrlQuery, response: { 200: LinkedInUrlResponse } },
    },
    async (request, reply) => {
      const browserId = browserIdFrom(readCookie(request.headers.cookie, OAUTH_BROWSER_COOKIE));
      const started = await startLinkedInAuth({ db, provider, config, intent: request.query.intent, userId: request.maybeUserId, browserId });
      reply.header('set-cookie', oauthBrowserCookieHeader(browserId, config)).header('cache-control', 'no-store');
      return started;
    },
  );

  app.post(
    '/auth/linkedin/callback',
    {
      onRequest: optionalUser,
      config: { errors: { 409: 'DUPLICATE_REQUEST_HANDLED: this sign-in was already completed (a replayed callback)', 502: 'LinkedIn could not be reached' } },
      schema: { tags, summary: 'Finish LinkedIn sign-in (code + state)', body: LinkedInCallbackRequest, response: { 200: LoginResponse } },
    },
    async (request) =>
      completeLinkedInAuth({
        db,
        config,
        provider,
        code: request.body.code,
        state: request.body.state,
        sessionUserId: request.maybeUserId,
        browserCookie: readCookie(request.headers.cookie, OAUTH_BROWSER_COOKIE),
      }),
  );

  // Browser return URL kept for compatibility: hands code and state (or the error) to the SPA, which POSTs them.
  app.get(
    '/auth/linkedin/callback',
    { schema: { tags, summary: 'Browser return from LinkedIn (302 to the SPA)', querystring: LinkedInCallbackQuery } },
    async (request, reply) => {
      const params = new URLSearchParams();
      for (const key of ['code', 'state', 'error', 'error_description'] as const) {
        const value = request.query[key];
        if (value) params.set(key, value);
      }
      return reply.header('cache-control', 'no-store').redirect(`/app/linkedin-callback?${params.toString()}`, 302);
    },
  );

  app.get(
    '/linkedin/connection-status',
    { onRequest: requireUser, config: { screenRead: { roundTrips: 1 } }, schema: { tags, summary: 'Is LinkedIn connected, and for how long', response: { 200: ConnectionStatus } } },
    async (request) => getConnectionStatus({ db, config, userId: request.userId }),
  );

  app.post(
    '/linkedin/disconnect',
    { onRequest: requireUser, schema: { tags, summary: 'Revoke and delete the LinkedIn token', response: { 200: MessageResponse } } },
    async (request) => disconnectLinkedIn({ db, config, provider, userId: request.userId, log: (m) => request.log.warn(m) }),
  );
}
