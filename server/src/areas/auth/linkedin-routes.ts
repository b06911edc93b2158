import { ConnectionStatus, LinkedInCallbackQuery, LinkedInCallbackRequest, LinkedInCallbackResponse, LinkedInUrlQuery, LinkedInUrlResponse, LoginResponse, MessageResponse } from 'shared/contracts';
import type { LinkedInProvider } from '../../integrations/linkedin/index';
import { optionalUser, readCookie, requireUser } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { disconnectLinkedIn, getConnectionStatus } from './linkedin-connection-service';
import { completeLinkedInAuth, presentLinkedInCallback, startLinkedInAuth } from './linkedin-sign-in-service';
import { MSG } from './messages';
import { badRequest } from '../../platform/errors';
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

  // The browser's return from LinkedIn hands code and state (or the error) to the SPA, which POSTs them. A client
  // asking for JSON (SPEC.md §7's shared client) gets the exchange done here: success, message, profile, token_data.
  app.get(
    '/auth/linkedin/callback',
    {
      onRequest: optionalUser,
      config: { errors: { 409: 'DUPLICATE_REQUEST_HANDLED: this sign-in was already completed (a replayed callback)', 502: 'LinkedIn could not be reached' } },
      schema: {
        tags,
        summary: 'Return from LinkedIn: 302 to the SPA for a browser; with Accept: application/json the sign-in itself (SPEC §7)',
        querystring: LinkedInCallbackQuery,
        response: { 200: LinkedInCallbackResponse },
      },
    },
    async (request, reply) => {
      if (wantsJson(request.headers.accept)) {
        reply.header('cache-control', 'no-store');
        const { code, state, error } = request.query;
        if (error) throw badRequest(MSG.linkedinOAuthError(error));
        if (!code || !state) throw badRequest(MSG.linkedinNoCode);
        const signIn = await completeLinkedInAuth({
          db,
          config,
          provider,
          code,
          state,
          sessionUserId: request.maybeUserId,
          browserCookie: readCookie(request.headers.cookie, OAUTH_BROWSER_COOKIE),
        });
        return presentLinkedInCallback(signIn);
      }
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

/** An API client (JSON accepted, HTML not), not a browser navigating back from LinkedIn. */
function wantsJson(accept: string | undefined): boolean {
  return /\bapplication\/json\b/i.test(accept ?? '') && !/\btext\/html\b/i.test(accept ?? '');
}
