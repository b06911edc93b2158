import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';

/**
 * The OpenID Connect client for "Sign In with LinkedIn using OpenID Connect": authorization URL, code
 * exchange (client_secret_post), ID-token validation against the provider's JWKS, userinfo and token
 * revocation. The same code talks to linkedin.com and to the local sandbox; only the endpoints differ.
 */

export interface OidcEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
  jwks: string;
  issuer: string;
  revoke: string;
}

export const LINKEDIN_ENDPOINTS: OidcEndpoints = {
  authorization: 'https://www.linkedin.com/oauth/v2/authorization',
  token: 'https://www.linkedin.com/oauth/v2/accessToken',
  userinfo: 'https://api.linkedin.com/v2/userinfo',
  jwks: 'https://www.linkedin.com/oauth/openid/jwks',
  issuer: 'https://www.linkedin.com/oauth',
  revoke: 'https://www.linkedin.com/oauth/v2/revoke',
};

/** Sign-in plus posting on the member's behalf later (scheduler), in one grant. */
export const LINKEDIN_SCOPES = ['openid', 'profile', 'email', 'w_member_social'] as const;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface TokenSet {
  access_token: string;
  /** Seconds. */
  expires_in: number | null;
  refresh_token: string | null;
  refresh_token_expires_in: number | null;
  scope: string;
  id_token: string | null;
}

export interface OidcIdentity {
  sub: string;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  given_name: string | null;
  family_name: string | null;
  picture: string | null;
}

/** The provider refused the code (expired, used, unknown) or the grant is otherwise unusable. */
export class OidcGrantError extends Error {
  constructor(
    message: string,
    readonly providerError?: string,
  ) {
    super(message);
    this.name = 'OidcGrantError';
  }
}

/** The provider could not be reached or answered something unreadable. */
export class OidcProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OidcProviderError';
  }
}

export interface OidcClientOptions {
  endpoints: OidcEndpoints;
  clientId: string;
  clientSecret: string;
  /** Default: global fetch. The sandbox passes one that dispatches in-process. */
  fetch?: FetchLike;
  timeoutMs?: number;
}

export interface OidcClient {
  readonly endpoints: OidcEndpoints;
  authorizationUrl(options: { redirectUri: string; state: string; nonce: string; scopes?: readonly string[] }): string;
  exchangeCode(options: { code: string; redirectUri: string }): Promise<TokenSet>;
  /** Verifies signature (JWKS), iss, aud, exp and, when the token carries one, nonce. */
  verifyIdToken(idToken: string, options: { nonce: string }): Promise<OidcIdentity>;
  userinfo(accessToken: string): Promise<OidcIdentity>;
  /** Best effort from the caller's view; throws OidcProviderError when the provider refuses. */
  revoke(token: string): Promise<void>;
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  const { endpoints, clientId, clientSecret } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const jwks = createRemoteJWKSet(new URL(endpoints.jwks), { [customFetch]: fetchImpl, timeoutDuration: timeoutMs });

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new OidcProviderError(`LinkedIn could not be reached (${(error as Error).message})`);
    }
  }

  return {
    endpoints,

    authorizationUrl({ redirectUri, state, nonce, scopes = LINKEDIN_SCOPES }) {
      const url = new URL(endpoints.authorization);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        nonce,
        scope: scopes.join(' '),
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const response = await call(endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      });
      const body = await readJson(response);
      if (response.status >= 400 && response.status < 500) {
        throw new OidcGrantError(String(body.error_description ?? 'Authorization code rejected'), stringOrNull(body.error) ?? undefined);
      }
      if (!response.ok || typeof body.access_token !== 'string') {
        throw new OidcProviderError(`LinkedIn token endpoint answered ${response.status}`);
      }
      return {
        access_token: body.access_token,
        expires_in: numberOrNull(body.expires_in),
        refresh_token: stringOrNull(body.refresh_token),
        refresh_token_expires_in: numberOrNull(body.refresh_token_expires_in),
        scope: stringOrNull(body.scope) ?? '',
        id_token: stringOrNull(body.id_token),
      };
    },

    async verifyIdToken(idToken, { nonce }) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: endpoints.issuer,
          audience: clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 60,
        }));
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_JWKS_TIMEOUT') throw new OidcProviderError('LinkedIn keys could not be fetched');
        throw new OidcGrantError(`ID token rejected: ${(error as Error).message}`);
      }
      // LinkedIn does not always echo the nonce; when it does, it must match. The state check and the
      // back-channel exchange with the client secret already bind this token to our request.
      if (payload.nonce !== undefined && payload.nonce !== nonce) throw new OidcGrantError('ID token nonce mismatch');
      return identityFrom(payload);
    },

    async userinfo(accessToken) {
      const response = await call(endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
      const body = await readJson(response);
      if (response.status === 401) throw new OidcGrantError('Access token rejected by userinfo');
      if (!response.ok || typeof body.sub !== 'string') throw new OidcProviderError(`LinkedIn userinfo answered ${response.status}`);
      return identityFrom(body);
    },

    async revoke(token) {
      const response = await call(endpoints.revoke, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: clientId, client_secret: clientSecret }).toString(),
      });
      // An already revoked or expired token is fine: the goal is that it no longer works.
      if (!response.ok && response.status !== 400 && response.status !== 401) {
        throw new OidcProviderError(`LinkedIn revoke answered ${response.status}`);
      }
    },
  };
}

function identityFrom(claims: Record<string, unknown>): OidcIdentity {
  return {
    sub: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    // LinkedIn's ID token has carried email_verified as the string "true".
    email_verified: claims.email_verified === true || claims.email_verified === 'true',
    name: stringOrNull(claims.name),
    given_name: stringOrNull(claims.given_name),
    family_name: stringOrNull(claims.family_name),
    picture: stringOrNull(claims.picture),
  };
}

/** The response's JSON object, or {} when the body is not one (shared by the LinkedIn clients). */
export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
