import type { Config } from '../../platform/config';
import { SANDBOX_CLIENT_ID, sandboxClientSecret, sandboxEndpoints } from '../../sandbox/linkedin/credentials';
import { createOidcClient, type FetchLike, LINKEDIN_ENDPOINTS, type OidcClient } from './oidc';

export * from './oidc';

/** LinkedIn as this deployment reaches it: the real service, or the local sandbox. */
export interface LinkedInProvider {
  client: OidcClient;
  sandbox: boolean;
  /** Registered with the provider; the host turns it into /app/linkedin-callback keeping the query. */
  redirectUri: string;
}

/**
 * linkedin.com when LINKEDIN_CLIENT_ID/SECRET are set; else, in local mode, the sandbox this server serves at
 * /sandbox/linkedin (reached through `sandboxFetch`); else null ('not configured').
 */
export function createLinkedInProvider({ config, sandboxFetch }: { config: Config; sandboxFetch?: FetchLike }): LinkedInProvider | null {
  const redirectUri = `${config.publicUrl}/auth/linkedin/callback`;
  if (config.linkedin.clientId && config.linkedin.clientSecret) {
    return {
      client: createOidcClient({ endpoints: LINKEDIN_ENDPOINTS, clientId: config.linkedin.clientId, clientSecret: config.linkedin.clientSecret }),
      sandbox: false,
      redirectUri,
    };
  }
  if (!config.sandbox.linkedin) return null;
  return {
    client: createOidcClient({
      endpoints: sandboxEndpoints(config.publicUrl),
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: sandboxClientSecret(config.appSecret),
      fetch: sandboxFetch,
    }),
    sandbox: true,
    redirectUri,
  };
}

export { createLinkedInApi, type LinkedInApi } from './api';
export * from './posts';
export { fromLittleText, toLittleText } from './little-text';
