import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

/**
 * The `fetch` the SDK calls, on node:http with keep-alive agents instead of the global (undici) fetch.
 *
 * Why: with 200 replies streaming at once, undici's fetch was the largest single cost of a reply after the
 * database. Its WHATWG machinery builds several web streams per call (the request body, a tee of it for the
 * cache clone, the response body) and a fetch controller with abort listeners; node:http sends the body as
 * one write and parses with the native llhttp. Measured with the SDK streaming 200 replies at once from a local
 * server: 0.6–0.8 ms of CPU per reply instead of 0.8–1.3 ms. The SDK sees a standard `Response` (status,
 * headers, a web stream body), so it parses, maps errors and aborts exactly as before.
 *
 * What it covers is what the SDK sends: a method, headers, a string body (JSON), an abort signal. No
 * `Accept-Encoding` is sent, so bodies arrive uncompressed and need no decoding; redirects are not followed
 * (the chat-completions endpoint does not redirect, and the SDK does not expect it to).
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** A status whose response may not carry a body (`new Response` refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

export const httpFetch = (async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const protocol = url.protocol as keyof typeof agents;
  if (!agents[protocol]) throw new TypeError(`fetch: unsupported protocol ${url.protocol}`);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const body = init.body;
  if (body != null && typeof body !== 'string') throw new TypeError('fetch: only string bodies are supported');
  if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
  init.signal?.throwIfAborted();

  return send(url, protocol, init, headers, body ?? undefined, 'pooled');
}) as typeof fetch;

/**
 * One request. A kept-alive connection can be closed by the provider (or a proxy in front of it) while it sits idle
 * in the pool, and the request written to it then fails however the close meets it: 'socket hang up' (the close
 * arrives after the request was written), ECONNRESET (a reset), EPIPE (written after the close was read). Such a
 * request is sent once more (`attempt` 'fresh'), and on a connection of its own, never on another pooled one:
 * connections that went idle together go stale together, so the next one in the pool is likely closed as well
 * (what still made a chat fail under steady load after the first retry went back to the pool).
 * It is resent only when it cannot have been answered: the connection was a reused one, not a single byte came
 * back on it for this request, and the caller did not abort. A provider (Node's own server among them) may instead
 * time the idle connection out with a '408 Request Timeout' and close it; a 408 head on a reused connection is the
 * same situation (the request written to it was never read) and is sent once more the same way. Once any byte arrived (even part of a status line,
 * or a response whose body then breaks), the provider may have run the call, and sending it again could run it
 * twice: the error is the caller's. Without this about one chat in a thousand under a steady load failed with
 * 'The AI service is unavailable' (README: Benchmarks, generator).
 */
function send(url: URL, protocol: keyof typeof agents, init: RequestInit, headers: Record<string, string>, body: string | undefined, attempt: 'pooled' | 'fresh'): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let answered = false;
    let stopWatching = () => {};
    const request = (protocol === 'https:' ? https : http).request(
      url,
      // `agent: false`: a connection of its own (closed after this request), not one from the pool.
      { method: init.method ?? 'GET', headers, agent: attempt === 'pooled' ? agents[protocol] : false, signal: init.signal ?? undefined },
      (res) => {
        answered = true;
        stopWatching();
        // A 408 on a reused connection is the provider's idle timeout meeting this request: it closed the idle
        // connection with a 408 before reading what was written to it, so nothing ran. Sent once more, as above.
        if (res.statusCode === 408 && attempt === 'pooled' && request.reusedSocket && !init.signal?.aborted) {
          // Read to its end (the provider closes the connection after it), never back to the caller.
          res.on('error', () => {});
          res.resume();
          return resolve(send(url, protocol, init, headers, body, 'fresh'));
        }
        const responseHeaders = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) responseHeaders.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        // An abort in the middle of the body ends the body with an AbortError, as fetch does (node:http alone
        // would report ECONNRESET).
        const signal = init.signal;
        if (signal) {
          const onAbort = () => res.destroy(new DOMException('This operation was aborted', 'AbortError'));
          signal.addEventListener('abort', onAbort, { once: true });
          res.once('close', () => signal.removeEventListener('abort', onAbort));
        }
        const status = res.statusCode ?? 502;
        if (NULL_BODY.has(status) || init.method === 'HEAD') res.resume();
        const stream = NULL_BODY.has(status) || init.method === 'HEAD' ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
        resolve(new Response(stream, { status, statusText: res.statusMessage ?? '', headers: responseHeaders }));
      },
    );
    if (attempt === 'pooled') {
      // Any byte of an answer on this connection (the head may arrive in pieces, before the response callback).
      request.once('socket', (socket) => {
        const onData = () => {
          answered = true;
          stopWatching();
        };
        stopWatching = () => socket.off('data', onData);
        socket.on('data', onData);
        request.once('close', stopWatching);
      });
    }
    request.on('error', (error) => {
      if (attempt === 'pooled' && request.reusedSocket && !answered && !init.signal?.aborted) resolve(send(url, protocol, init, headers, body, 'fresh'));
      else reject(error);
    });
    request.end(body);
  });
}
