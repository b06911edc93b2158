import { createHmac } from 'node:crypto';
import type { OidcEndpoints } from '../../integrations/linkedin/oidc';

/** Where the sandbox lives on this server. */
export const LINKEDIN_SANDBOX_PREFIX = '/sandbox/linkedin';
export const SANDBOX_CLIENT_ID = 'postpilot-sandbox';

/** The sandbox's client secret, derived from APP_SECRET so the server and its sandbox agree without setup. */
export function sandboxClientSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('linkedin-sandbox-client-secret').digest('base64url');
}

/** The sandbox's endpoints under PUBLIC_URL, mirroring linkedin.com's paths. */
export function sandboxEndpoints(publicUrl: string): OidcEndpoints {
  const base = `${publicUrl}${LINKEDIN_SANDBOX_PREFIX}`;
  return {
    authorization: `${base}/oauth/v2/authorization`,
    token: `${base}/oauth/v2/accessToken`,
    userinfo: `${base}/v2/userinfo`,
    jwks: `${base}/oauth/openid/jwks`,
    issuer: `${base}/oauth`,
    revoke: `${base}/oauth/v2/revoke`,
  };
}
