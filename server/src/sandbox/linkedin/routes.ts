import type { FastifyInstance, FastifyReply } from 'fastify';
import { EMAIL_PATTERN } from 'shared/contracts';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { type AuthorizationRequest, consentPage, errorPage } from './consent-page';
import { LINKEDIN_SANDBOX_PREFIX, SANDBOX_CLIENT_ID, sandboxClientSecret, sandboxEndpoints } from './credentials';
import { customIdentity, findSandboxIdentity } from './identities';
import { registerPostsSandbox } from './posts-routes';
import { type SandboxProvider, createSandboxProvider } from './provider';

/** The sandbox mimics another service: keep it out of this API's OpenAPI document. */
const hidden = { schema: { hide: true } };
const SUPPORTED_SCOPES = new Set(['openid', 'profile', 'email', 'w_member_social']);

/** Redirect URIs registered for the sandbox app, like the list in LinkedIn's developer portal. */
export function sandboxRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/auth/linkedin/callback`, `${publicUrl}/api/auth/linkedin/callback`];
}

/** The sandbox's authorization server, made once per process (composition root) and mounted wherever it is served. */
export function createLinkedInSandboxProvider(config: Config): Promise<SandboxProvider> {
  return createSandboxProvider({
    issuer: sandboxEndpoints(config.publicUrl).issuer,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: sandboxClientSecret(config.appSecret),
    appSecret: config.appSecret,
  });
}

/**
 * Mounts the LinkedIn sandbox at /sandbox/linkedin with linkedin.com's paths: the consent page
 * (GET/POST oauth/v2/authorization), oauth/v2/accessToken, oauth/openid/jwks, v2/userinfo, oauth/v2/revoke, and the
 * Posts API (rest/posts, posts-routes.ts).
 */
export async function registerLinkedInSandbox(app: FastifyInstance, config: Config, provider: SandboxProvider, db: Db): Promise<void> {
  const redirectUris = new Set(sandboxRedirectUris(config.publicUrl));

  await app.register(
    async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });

      scope.get('/oauth/v2/authorization', hidden, async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const problem = checkClient(query, redirectUris);
        if (problem) return html(reply, 400, errorPage(problem));
        if (query.response_type !== 'code') return back(reply, query, 'unsupported_response_type', 'response_type must be code');
        const unknown = (query.scope ?? '').split(' ').filter((s) => s && !SUPPORTED_SCOPES.has(s));
        if (!query.scope || unknown.length > 0) {
          return back(reply, query, 'unauthorized_scope_error', `Scope "${unknown[0] ?? ''}" is not authorized for your application`);
        }
        return html(reply, 200, consentPage(authorizationRequest(query)));
      });

      scope.post('/oauth/v2/authorization', hidden, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const problem = checkClient(form, redirectUris);
        if (problem) return html(reply, 400, errorPage(problem));
        const authRequest = authorizationRequest(form);
        if (form.action !== 'allow') {
          return back(reply, form, 'user_cancelled_login', 'The user cancelled LinkedIn login');
        }
        let identity = form.identity === 'custom' ? null : findSandboxIdentity(form.identity ?? '');
        if (form.identity === 'custom') {
          const name = (form.custom_name ?? '').trim();
          const email = (form.custom_email ?? '').trim();
          const error =
            name.length < 2 ? 'Please enter a full name for the custom member' : !EMAIL_PATTERN.test(email) ? 'Please enter a valid e-mail address for the custom member' : null;
          if (error) return html(reply, 400, consentPage(authRequest, { error, values: formValues(form) }));
          identity = customIdentity({ name, email, emailVerified: form.custom_email_verified === '1' });
        }
        if (!identity) return html(reply, 400, consentPage(authRequest, { error: 'Please choose a member', values: formValues(form) }));
        const code = provider.issueCode({
          clientId: authRequest.client_id,
          redirectUri: authRequest.redirect_uri,
          nonce: authRequest.nonce || null,
          scope: authRequest.scope,
          identity,
        });
        return reply.redirect(withQuery(authRequest.redirect_uri, { code, state: authRequest.state }), 302);
      });

      scope.post('/oauth/v2/accessToken', hidden, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        if (form.grant_type !== 'authorization_code') {
          return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' });
        }
        const result = await provider.exchangeCode({
          code: form.code ?? '',
          clientId: form.client_id ?? '',
          clientSecret: form.client_secret ?? '',
          redirectUri: form.redirect_uri ?? '',
        });
        reply.header('cache-control', 'no-store');
        if (!result.ok) return reply.code(result.status).send({ error: result.error, error_description: result.description });
        return result.body;
      });

      scope.get('/oauth/openid/jwks', hidden, async () => provider.jwks());

      scope.get('/v2/userinfo', hidden, async (request, reply) => {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        const claims = match ? await provider.userinfo(match[1]) : null;
        if (!claims) return reply.code(401).send({ serviceErrorCode: 65600, message: 'Invalid access token', status: 401 });
        return claims;
      });

      scope.post('/oauth/v2/revoke', hidden, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        if (!provider.authenticatesClient(form.client_id ?? '', form.client_secret ?? '')) {
          return reply.code(401).send({ error: 'invalid_client', error_description: 'Client authentication failed' });
        }
        if (form.token) provider.revoke(form.token);
        return reply.code(200).send('');
      });

      registerPostsSandbox(scope, provider, db);
    },
    { prefix: LINKEDIN_SANDBOX_PREFIX },
  );
}

function checkClient(params: Record<string, string | undefined>, redirectUris: Set<string>): string | null {
  if (params.client_id !== SANDBOX_CLIENT_ID) return 'Unknown client_id: this sandbox only serves PostPilot.';
  if (!params.redirect_uri || !redirectUris.has(params.redirect_uri)) {
    return 'The redirect_uri does not match the registered value.';
  }
  return null;
}

function authorizationRequest(params: Record<string, string | undefined>): AuthorizationRequest {
  return {
    client_id: params.client_id ?? '',
    redirect_uri: params.redirect_uri ?? '',
    state: params.state ?? '',
    nonce: params.nonce ?? '',
    scope: params.scope ?? '',
  };
}

function formValues(form: Record<string, string | undefined>): Record<string, string> {
  const values: Record<string, string> = {
    identity: form.identity ?? '',
    custom_name: form.custom_name ?? '',
    custom_email: form.custom_email ?? '',
  };
  if (form.custom_email_verified) values.custom_email_verified = '1';
  else values.custom_email_verified = '';
  return values;
}

function back(reply: FastifyReply, params: Record<string, string | undefined>, error: string, description: string) {
  const query: Record<string, string> = { error, error_description: description };
  if (params.state) query.state = params.state;
  return reply.redirect(withQuery(params.redirect_uri ?? '', query), 302);
}

function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
  return target.toString();
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
