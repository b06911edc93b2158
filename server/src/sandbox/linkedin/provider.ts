import { createHmac, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';
import type { SandboxIdentity } from './identities';

/**
 * The LinkedIn sandbox's authorization server: authorization codes (single use, 10 minutes), RS256 ID tokens
 * signed with a key generated at start-up (published as JWKS), access tokens (HS256, 60 days, like
 * LinkedIn's), userinfo and revocation. Codes and revocations live in memory: the sandbox is a local-mode
 * stand-in for one developer's server, not a multi-process service.
 */

export const CODE_TTL_MS = 10 * 60_000;
export const ACCESS_TOKEN_TTL_S = 60 * 24 * 3600;
const ID_TOKEN_TTL_S = 3600;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  scope: string;
  identity: SandboxIdentity;
  expiresAt: number;
}

export type TokenResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: number; error: string; description: string };

export interface SandboxProvider {
  issuer: string;
  jwks(): { keys: JWK[] };
  /** True when the client id and secret are the sandbox app's. */
  authenticatesClient(clientId: string, clientSecret: string): boolean;
  issueCode(grant: Omit<PendingCode, 'expiresAt'>): string;
  exchangeCode(request: { code: string; clientId: string; clientSecret: string; redirectUri: string }): Promise<TokenResult>;
  userinfo(accessToken: string): Promise<Record<string, unknown> | null>;
  /** The member and scopes a valid, unrevoked access token carries (the REST API's check); null otherwise. */
  introspect(accessToken: string): Promise<{ sub: string; scopes: string[] } | null>;
  revoke(token: string): void;
}

export async function createSandboxProvider({
  issuer,
  clientId,
  clientSecret,
  appSecret,
}: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  appSecret: string;
}): Promise<SandboxProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  // Access tokens are self-contained so they survive a restart (the scheduler posts with them later).
  const accessKey = createHmac('sha256', appSecret).update('linkedin-sandbox-access-tokens').digest();
  const codes = new Map<string, PendingCode>();
  const revoked = new Set<string>();

  function sweep(now: number): void {
    for (const [code, pending] of codes) if (pending.expiresAt <= now) codes.delete(code);
  }

  const authenticatesClient = (id: string, secret: string) => id === clientId && secret === clientSecret;

  return {
    issuer,
    jwks: () => ({ keys: [publicJwk] }),
    authenticatesClient,

    issueCode(grant) {
      const now = Date.now();
      sweep(now);
      const code = `AQ${randomBytes(24).toString('base64url')}`;
      codes.set(code, { ...grant, expiresAt: now + CODE_TTL_MS });
      return code;
    },

    async exchangeCode(request) {
      if (!authenticatesClient(request.clientId, request.clientSecret)) {
        return { ok: false, status: 401, error: 'invalid_client', description: 'Client authentication failed' };
      }
      const pending = codes.get(request.code);
      codes.delete(request.code); // single use, even when the rest of the request is wrong
      if (!pending || pending.expiresAt <= Date.now() || pending.clientId !== request.clientId || pending.redirectUri !== request.redirectUri) {
        return {
          ok: false,
          status: 400,
          error: 'invalid_request',
          description: 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
        };
      }
      const { identity, scope, nonce } = pending;
      const nowS = Math.floor(Date.now() / 1000);
      const accessToken = await new SignJWT({ scope, ...profileClaims(identity) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(identity.sub)
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + ACCESS_TOKEN_TTL_S)
        .setJti(randomBytes(8).toString('hex'))
        .sign(accessKey);
      const body: Record<string, unknown> = { access_token: accessToken, expires_in: ACCESS_TOKEN_TTL_S, scope, token_type: 'Bearer' };
      if (scope.split(' ').includes('openid')) {
        body.id_token = await new SignJWT({ ...profileClaims(identity), ...(nonce ? { nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject(identity.sub)
          .setIssuedAt(nowS)
          .setExpirationTime(nowS + ID_TOKEN_TTL_S)
          .sign(privateKey);
      }
      return { ok: true, body };
    },

    async userinfo(accessToken) {
      if (revoked.has(accessToken)) return null;
      try {
        const { payload } = await jwtVerify(accessToken, accessKey, { algorithms: ['HS256'] });
        const { scope: _scope, iat: _iat, exp: _exp, jti: _jti, ...claims } = payload;
        return { ...claims, locale: { country: 'US', language: 'en' } };
      } catch {
        return null;
      }
    },

    async introspect(accessToken) {
      if (revoked.has(accessToken)) return null;
      try {
        const { payload } = await jwtVerify(accessToken, accessKey, { algorithms: ['HS256'] });
        return { sub: String(payload.sub), scopes: String(payload.scope ?? '').split(' ').filter(Boolean) };
      } catch {
        return null;
      }
    },

    revoke(token) {
      revoked.add(token);
    },
  };
}

function profileClaims(identity: SandboxIdentity): Record<string, unknown> {
  return {
    name: identity.name,
    given_name: identity.given_name,
    family_name: identity.family_name,
    email: identity.email,
    email_verified: identity.email_verified,
    ...(identity.picture ? { picture: identity.picture } : {}),
  };
}
