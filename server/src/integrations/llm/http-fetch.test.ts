import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpFetch } from './http-fetch';

/** The SDK's transport against a real HTTP server: what it sends, what the Response holds, aborts, keep-alive. */
describe('httpFetch', () => {
  let server: http.Server;
  let base: string;
  const sockets = new Set<unknown>();
  const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, headers: req.headers, body });
        if (req.url === '/empty') return void res.writeHead(204).end();
        if (req.url === '/slow') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write('data: one\n\n');
          return; // never ends
        }
        res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r1' }).end(JSON.stringify({ echo: body }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('sends the method, headers and body, and answers a standard Response', async () => {
    const body = JSON.stringify({ model: 'm', text: 'héllo' });
    const response = await httpFetch(`${base}/v1/chat`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(await response.json()).toEqual({ echo: body });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', body });
    expect(last.headers).toMatchObject({ authorization: 'Bearer k', 'content-length': String(Buffer.byteLength(body)) });
    expect(last.headers['accept-encoding']).toBeUndefined();
  });

  it('keeps the connection alive between calls, and gives a 204 no body', async () => {
    const before = sockets.size;
    await (await httpFetch(`${base}/a`, { method: 'POST', body: '{}' })).text();
    await (await httpFetch(`${base}/b`, { method: 'POST', body: '{}' })).text();
    expect(sockets.size - before).toBeLessThanOrEqual(1);
    const empty = await httpFetch(`${base}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('aborts before the answer and in the middle of the body with an AbortError', async () => {
    const early = new AbortController();
    early.abort();
    await expect(httpFetch(`${base}/a`, { signal: early.signal })).rejects.toMatchObject({ name: 'AbortError' });

    const controller = new AbortController();
    const response = await httpFetch(`${base}/slow`, { signal: controller.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: one\n\n');
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a request again on a new connection when the provider had closed the kept-alive one (once)', async () => {
    // The provider drops an idle connection just as the next request is written to it: the request was never read.
    const perSocket = new Map<unknown, number>();
    const received: string[] = [];
    const dropping = http.createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      if (n > 1) return void req.socket.destroy();
      received.push(req.url!);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((r) => dropping.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
    try {
      // Read to its end, so the connection goes back to the pool for the next request.
      expect(await (await httpFetch(`${at}/first`, { method: 'POST', body: '{}' })).text()).toBe('{}');
      const second = await httpFetch(`${at}/second`, { method: 'POST', body: '{"n":2}' });
      expect(second.status).toBe(200);
      expect(received).toEqual(['/first', '/second']);
      expect(perSocket.size).toBe(2);
    } finally {
      dropping.closeAllConnections();
      await new Promise((r) => dropping.close(r));
    }
  });

  it('rejects an unreachable server with the system error as the cause of the SDK error', async () => {
    await expect(httpFetch('http://127.0.0.1:1/v1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
