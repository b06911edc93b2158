import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server for tests and benchmarks: POST /v1/chat/completions answers with
 * whatever scenario is queued (streamed chunks, slow first token, 429, 500, a malformed stream, a hang).
 * It listens on a random loopback port; the code under test reaches it through LLM_BASE_URL.
 */
export type Scenario =
  | {
      kind: 'stream';
      chunks: string[];
      /** Wait before the first chunk (the provider's own first-token time). */
      firstDelayMs?: number;
      chunkDelayMs?: number;
      /** Write every SSE event in two halves, split mid-line, to exercise chunk boundaries. */
      splitEvents?: boolean;
      /** Send `: keep-alive` comments while waiting. */
      keepAlive?: boolean;
      /** End the stream without `[DONE]` and without a finish_reason. */
      truncate?: boolean;
      /** Use CRLF line endings. */
      crlf?: boolean;
    }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'malformed' }
  | { kind: 'error-event'; message: string }
  | { kind: 'hang'; chunks?: string[] }
  | { kind: 'json'; content: string; delayMs?: number };

export interface RecordedRequest {
  headers: http.IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[]; stream?: boolean; [k: string]: unknown };
}

export interface FakeProvider {
  /** e.g. http://127.0.0.1:43121/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Scenarios served in order; when empty, `fallback` answers. */
  queue: Scenario[];
  fallback: (request: RecordedRequest) => Scenario;
  /** Connections the provider saw closed by the client before it finished answering. */
  aborted: number;
  close(): Promise<void>;
}

export const DEFAULT_REPLY = ['Most advice about hiring misses one thing.', '\n\nTrust.', '\n\nWhat do you look for first?'];

export async function startFakeProvider(): Promise<FakeProvider> {
  const sockets = new Set<import('node:net').Socket>();
  const provider: FakeProvider = {
    baseUrl: '',
    requests: [],
    queue: [],
    fallback: () => ({ kind: 'stream', chunks: DEFAULT_REPLY }),
    aborted: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(raw);
      } catch {
        /* recorded as empty */
      }
      const recorded = { headers: req.headers, body };
      provider.requests.push(recorded);
      const scenario = provider.queue.shift() ?? provider.fallback(recorded);
      let finished = false;
      res.on('close', () => {
        if (!finished) provider.aborted += 1;
      });
      void serve(scenario, body.stream === true, res).then(() => (finished = true));
    });
  });
  server.on('connection', (s) => {
    s.setNoDelay(true);
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return provider;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunkEvent(content: string | null, finish: string | null): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;
}

async function serve(s: Scenario, stream: boolean, res: http.ServerResponse): Promise<void> {
  const alive = () => !res.destroyed && !res.writableEnded;
  switch (s.kind) {
    case 'status':
      res.writeHead(s.status, { 'content-type': 'application/json', ...s.headers });
      res.end(s.body ?? JSON.stringify({ error: { message: `status ${s.status}` } }));
      return;
    case 'json':
      if (s.delayMs) await sleep(s.delayMs);
      if (!alive()) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: s.content }, finish_reason: 'stop' }] }));
      return;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunkEvent('Hello', null));
      res.write('data: {"choices": [ this is not json\n\n');
      res.end();
      return;
    case 'error-event':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ error: { message: s.message } })}\n\n`);
      res.end();
      return;
    case 'hang':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const c of s.chunks ?? []) res.write(chunkEvent(c, null));
      // Never ends by itself; the client's timeout must fire and close the connection.
      await new Promise((resolve) => res.on('close', resolve));
      return;
    case 'stream': {
      if (!stream) {
        if (s.firstDelayMs) await sleep(s.firstDelayMs);
        if (!alive()) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: s.chunks.join('') }, finish_reason: 'stop' }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.flushHeaders();
      const nl = (t: string) => (s.crlf ? t.replace(/\n/g, '\r\n') : t);
      const write = async (text: string) => {
        if (!alive()) return;
        const t = nl(text);
        if (s.splitEvents && t.length > 4) {
          const mid = Math.floor(t.length / 2);
          res.write(t.slice(0, mid));
          await sleep(1);
          if (alive()) res.write(t.slice(mid));
        } else {
          res.write(t);
        }
      };
      await write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`);
      if (s.firstDelayMs) {
        if (s.keepAlive) {
          const until = Date.now() + s.firstDelayMs;
          while (Date.now() < until && alive()) {
            await write(': keep-alive\n\n');
            await sleep(Math.min(50, until - Date.now()));
          }
        } else {
          await sleep(s.firstDelayMs);
        }
      }
      for (const c of s.chunks) {
        if (!alive()) return;
        await write(chunkEvent(c, null));
        if (s.chunkDelayMs) await sleep(s.chunkDelayMs);
      }
      if (!alive()) return;
      if (s.truncate) {
        res.end();
        return;
      }
      await write(chunkEvent(null, 'stop'));
      await write('data: [DONE]\n\n');
      res.end();
      return;
    }
  }
}
