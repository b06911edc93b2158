import type { FetchLike } from './oidc';

/**
 * LinkedIn's REST API as the product uses it (the Posts API: POST /rest/posts), with the versioned headers LinkedIn
 * requires. The same client talks to api.linkedin.com, the local sandbox or any server speaking the same protocol;
 * only `baseUrl` differs (config.linkedin.apiUrl). The scheduler area owns what a response means for a post.
 */
export interface LinkedInApi {
  baseUrl: string;
  version: string;
  /** Sends one request to `{baseUrl}{path}` with the bearer token and LinkedIn's protocol headers. */
  request(options: { method: string; path: string; accessToken: string; body?: unknown; signal?: AbortSignal }): Promise<Response>;
}

export function createLinkedInApi({ baseUrl, version, fetch: fetchImpl = fetch }: { baseUrl: string; version: string; fetch?: FetchLike }): LinkedInApi {
  return {
    baseUrl,
    version,
    request: ({ method, path, accessToken, body, signal }) =>
      fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'linkedin-version': version,
          'x-restli-protocol-version': '2.0.0',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }),
  };
}
