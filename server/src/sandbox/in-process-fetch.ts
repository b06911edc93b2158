import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../integrations/linkedin/oidc';

/**
 * A fetch for server-to-server calls to a sandbox this same process serves: requests under `publicUrl` are
 * dispatched through Fastify's inject (the full HTTP pipeline, no socket), everything else goes to the
 * network. So the sandbox works even when PUBLIC_URL names a proxy the server cannot reach itself, and in
 * tests that never listen.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): FetchLike {
  return async (input, init = {}) => {
    if (!input.startsWith(`${publicUrl}/`)) return fetch(input, init);
    const url = new URL(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host: url.host },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, v);
    }
    const bodyless = response.statusCode === 204 || response.statusCode === 304;
    return new Response(bodyless ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}
