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

  /**
   * A provider that ends kept-alive connections the way one does when it drops them: `close(socket, n)` decides, for
   * the n-th request on a connection, whether to answer it (false) or how to close the connection instead of
   * answering ('fin': an orderly close; 'rst': a reset; '408': a 408 Request Timeout and a close; 'partial': the start of a status line, then a reset; 'body':
   * the head and one event, then a reset). Counts the copies of each request it received, answered or not.
   */
  async function droppingProvider(close: (n: number, url: string) => false | 'fin' | 'rst' | 'partial' | 'body' | '408') {
    const perSocket = new Map<unknown, number>();
    const received = new Map<string, number>();
    const sockets = new Set<import('node:net').Socket>();
    const server = http.createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      req.resume();
      req.on('end', () => {
        received.set(req.url!, (received.get(req.url!) ?? 0) + 1);
        const how = close(n, req.url!);
        if (how === 'fin') return void req.socket.destroy();
        if (how === 'rst') return void req.socket.resetAndDestroy();
        // What Node's own server (and proxies in front of providers) write on a connection they time out.
        if (how === '408') return void res.writeHead(408, { connection: 'close' }).end();
        if (how === 'partial') {
          req.socket.write('HTTP/1.1 200 O');
          return void setTimeout(() => req.socket.resetAndDestroy(), 20);
        }
        if (how === 'body') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write('data: one\n\n');
          return void setTimeout(() => req.socket.resetAndDestroy(), 20);
        }
        // Both answers of a warm-up pair overlap, so the pair leaves two connections in the pool.
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 20);
      });
    });
    server.on('connection', (s) => sockets.add(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      at,
      received,
      sockets,
      connections: () => perSocket.size,
      post: async (route: string) => (await httpFetch(`${at}${route}`, { method: 'POST', body: '{}' })).text(),
      status: async (route: string) => (await httpFetch(`${at}${route}`, { method: 'POST', body: '{}' })).status,
      close: async () => {
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
      },
    };
  }

  it.each(['fin', 'rst'] as const)('sends the request on a new connection when every pooled connection is closed at its reuse (%s)', async (how) => {
    // The provider closes idle connections after the same idle time, so connections that went idle together go
    // stale together: the request meets one stale pooled connection, and its second try must not meet the next.
    const provider = await droppingProvider((n) => (n > 1 ? how : false));
    try {
      expect(await Promise.all([provider.post('/warm-a'), provider.post('/warm-b')])).toEqual(['{}', '{}']);
      expect(provider.connections()).toBe(2);
      expect(await provider.post('/next')).toBe('{}');
      // Tried on one pooled connection, then answered on a new one (a third connection): never on the second stale one.
      expect(provider.received.get('/next')).toBe(2);
      expect(provider.connections()).toBe(3);
    } finally {
      await provider.close();
    }
  });

  it('sends the request on a new connection when the provider closed the pooled one just before it was written', async () => {
    // The provider's close and the next request cross: the request is written before the client has read the close.
    const provider = await droppingProvider(() => false);
    try {
      expect(await provider.post('/first')).toBe('{}');
      for (const s of provider.sockets) s.destroy();
      expect(await provider.post('/second')).toBe('{}');
      expect(provider.received.get('/second')).toBe(1);
      expect(provider.connections()).toBe(2);
    } finally {
      await provider.close();
    }
  });

  it.each(['partial', 'body'] as const)('never sends a request twice once the provider answered any byte of it (%s, then a reset)', async (how) => {
    const provider = await droppingProvider((n, url) => (url === '/answered' ? how : false));
    try {
      expect(await provider.post('/first')).toBe('{}');
      const attempt = provider.post('/answered');
      await expect(attempt).rejects.toThrow();
      // Time for a second copy to arrive, if one was sent.
      await new Promise((r) => setTimeout(r, 100));
      expect(provider.received.get('/answered')).toBe(1);
    } finally {
      await provider.close();
    }
  });

  it('sends the request once more on a new connection when the provider answers a reused one with a 408 (its idle timeout)', async () => {
    const provider = await droppingProvider((n) => (n > 1 ? '408' : false));
    try {
      expect(await provider.post('/first')).toBe('{}');
      expect(await provider.post('/next')).toBe('{}');
      expect(provider.received.get('/next')).toBe(2);
      expect(provider.connections()).toBe(2);
    } finally {
      await provider.close();
    }
  });

  it('gives a 408 back as it is on a new connection, and never sends a request more than twice', async () => {
    // A 408 to the first request on a connection is the provider's answer to this request, not a stale connection.
    const fresh = await droppingProvider(() => '408');
    try {
      expect(await fresh.status('/first')).toBe(408);
      expect(fresh.received.get('/first')).toBe(1);
    } finally {
      await fresh.close();
    }
    // A reused connection's 408, then the new connection's 408 too: the second one is the caller's.
    const always = await droppingProvider((n, url) => (url === '/first' && n === 1 ? false : '408'));
    try {
      expect(await always.post('/first')).toBe('{}');
      expect(await always.status('/next')).toBe(408);
      expect(always.received.get('/next')).toBe(2);
    } finally {
      await always.close();
    }
  });

  it('rejects an unreachable server with the system error as the cause of the SDK error', async () => {
    await expect(httpFetch('http://127.0.0.1:1/v1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
