import type { FetchLike } from '../integrations/linkedin/oidc';

/** Anything that can answer a request without a socket: a Fastify instance (`inject`). */
export interface InjectTarget {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  }): Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;
}

export interface SandboxFetch {
  /** The fetch integrations use for the sandboxes. */
  fetch: FetchLike;
  /** Points it at the process's own server: the API app, or a standalone worker's private sandbox host. */
  bind(target: InjectTarget): void;
}

/**
 * A fetch for server-to-server calls to a sandbox this same process serves: requests under `publicUrl` are
 * dispatched through the bound target's inject (the full HTTP pipeline, no socket), everything else (and everything
 * before a target is bound) goes to the network. So the sandboxes work even when PUBLIC_URL names a proxy the server
 * cannot reach itself, in tests that never listen, and in a worker process that serves no HTTP.
 */
export function createSandboxFetch(publicUrl: string): SandboxFetch {
  let target: InjectTarget | null = null;
  const fetchImpl: FetchLike = async (input, init = {}) => {
    if (!target || !input.startsWith(`${publicUrl}/`)) return fetch(input, init);
    const url = new URL(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await abortable(
      target.inject({
        method: init.method ?? 'GET',
        url: url.pathname + url.search,
        headers: { ...headers, host: url.host },
        payload: await bodyOf(init.body),
      }),
      init.signal ?? undefined,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, v);
    }
    const bodyless = response.statusCode === 204 || response.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
  return {
    fetch: fetchImpl,
    bind: (t) => {
      target = t;
    },
  };
}

async function bodyOf(body: RequestInit['body']): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(await new Response(body as ConstructorParameters<typeof Response>[0]).arrayBuffer());
}

/** Rejects like fetch does when `signal` aborts (a timeout, a lost lease), even though the injected request goes on. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
