import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatStreamError, streamChat } from 'shared/api';
import { errorMessage, isCreditsExhausted } from './chat';

/**
 * The chat's streaming client (shared/api streamChat) against a real HTTP server: what the chat shows for each
 * answer (SPEC.md §8), including the 'HTTP {status}: {text}' fallback when a failure carries no detail.
 * streamChat reads through XMLHttpRequest (the browser's; the e2e first-minutes spec runs it in Chromium); here
 * the part of XMLHttpRequest it uses is played over node:http, as the browser does: readyState 2 with the status
 * and headers, `progress` as text arrives, `load` at the end of the body, `error` when the connection breaks.
 */
let server: http.Server;
let base = '';

class NodeXhr {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private req: http.ClientRequest | null = null;
  private res: http.IncomingMessage | null = null;
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    const v = this.res?.headers[name.toLowerCase()];
    return v == null ? null : String(v);
  }
  send(body: string) {
    this.req = http.request(base + (route ?? this.url), { method: this.method, headers: this.headers }, (res) => {
      this.res = res;
      this.status = res.statusCode ?? 0;
      this.statusText = res.statusMessage ?? '';
      this.readyState = 2;
      this.onreadystatechange?.();
      res.setEncoding('utf8');
      let ended = false;
      res.on('data', (chunk: string) => {
        this.responseText += chunk;
        this.readyState = 3;
        this.onprogress?.();
      });
      res.on('end', () => {
        ended = true;
        this.readyState = 4;
        this.onreadystatechange?.();
        this.onload?.();
      });
      res.on('error', () => undefined);
      res.on('close', () => {
        if (!ended && !this.aborted) this.onerror?.();
      });
    });
    this.req.on('error', () => {
      if (!this.aborted) this.onerror?.();
    });
    this.req.end(body);
  }
  abort() {
    this.aborted = true;
    this.req?.destroy();
  }
}
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const sse = (events: string[]) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const e of events) res.write(e);
      res.end();
    };
    switch (req.url) {
      case '/api/linkedin-gpt/generate':
        return sse([
          ': stream open\n\n',
          'event: delta\ndata: {"text":"Hello "}\n\n',
          'event: delta\r\ndata: {"text":"world"}\r\n\r\n',
          `event: done\ndata: ${JSON.stringify({ content: 'Hello world', session_id: 's1', metadata: { word_count: 2, character_count: 11, template_used: null, viral_inspired: false } })}\n\n`,
        ]);
      case '/api/linkedin-gpt/continue':
        res.writeHead(403, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ detail: 'Monthly limit exceeded. You have used all 3 AI credits for this month.' }));
      default:
        if (req.url === '/x/bad-gateway') {
          res.writeHead(502, { 'content-type': 'text/plain' });
          return res.end('Bad gateway');
        }
        if (req.url === '/x/error-event') return sse(['event: error\ndata: {"detail":"The AI service is busy. Please try again in a moment.","status":503}\n\n']);
        if (req.url === '/x/note')
          return sse([
            'event: note\ndata: {"text":"The built-in writer writes in English only."}\n\n',
            'event: delta\ndata: {"text":"The post"}\n\n',
            `event: done\ndata: ${JSON.stringify({ content: 'The post', session_id: 's3', metadata: { word_count: 2, character_count: 8, template_used: null, viral_inspired: false, note: 'The built-in writer writes in English only.' } })}\n\n`,
          ]);
        if (req.url === '/x/echo-key')
          return sse([`event: done\ndata: ${JSON.stringify({ content: String(req.headers['idempotency-key'] ?? 'none'), session_id: 's4', metadata: { word_count: 1, character_count: 4, template_used: null, viral_inspired: false } })}\n\n`]);
        if (req.url === '/x/cut') return sse(['event: delta\ndata: {"text":"Hel"}\n\n']);
        if (req.url === '/x/slow-start') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write('event: delta\ndata: {"text":"Hel"}\n\n');
          res.on('close', () => ends.push(res.writableFinished ? 'finished' : 'aborted'));
          return;
        }
        if (req.url === '/x/slow-end' || req.url === '/x/no-end') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(`event: done\ndata: ${JSON.stringify({ content: 'Done', session_id: 's2', metadata: { word_count: 1, character_count: 4, template_used: null, viral_inspired: false } })}\n\n`);
          res.on('close', () => ends.push(res.writableFinished ? 'finished' : 'aborted'));
          // The test ends the body when it has its answer: no clock in the test (it flaked on a loaded machine).
          if (req.url === '/x/slow-end') endSlow = () => res.end();
          return;
        }
        res.writeHead(404);
        res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // streamChat calls the page's own origin; map '/api/linkedin-gpt/<kind>' onto this server, with test routes for the failure kinds.
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = NodeXhr;
});
afterAll(() => {
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  server.closeAllConnections(); // the held-open 'proxy' response of the no-end test
  return new Promise((r) => server.close(r));
});
let route: string | null = null;
const ends: string[] = [];
let endSlow: (() => void) | null = null;
beforeEach(() => {
  route = null;
  ends.length = 0;
});

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as ChatStreamError;
  }
  throw new Error('expected a failure');
};

describe('streamChat', () => {
  it('hands over each piece of text as it arrives, then the final answer', async () => {
    const deltas: string[] = [];
    const result = await streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null }, { onDelta: (t) => deltas.push(t) });
    expect(deltas).toEqual(['Hello ', 'world']);
    expect(result).toMatchObject({ content: 'Hello world', session_id: 's1' });
  });

  it('sends the message\'s key as the Idempotency-Key header, and none when it has none', async () => {
    route = '/x/echo-key';
    const body = { user_input: 'hi', template: null, viral_context: null, session_id: null };
    expect((await streamChat('generate', body, { idempotencyKey: '0f3a9c' })).content).toBe('0f3a9c');
    expect((await streamChat('generate', body)).content).toBe('none');
  });

  it('hands over the writer\'s note apart from the text of the post', async () => {
    route = '/x/note';
    const deltas: string[] = [];
    const notes: string[] = [];
    const result = await streamChat('generate', { user_input: 'in French', template: null, viral_context: null, session_id: null }, { onDelta: (t) => deltas.push(t), onNote: (t) => notes.push(t) });
    expect(notes).toEqual(['The built-in writer writes in English only.']);
    expect(deltas).toEqual(['The post']);
    expect(result).toMatchObject({ content: 'The post', metadata: { note: 'The built-in writer writes in English only.' } });
  });

  it('answers at `done` and lets the request run to its end instead of aborting it (no net::ERR_ABORTED), even when the chat is left then', async () => {
    route = '/x/slow-end';
    endSlow = null;
    const leave = new AbortController();
    // The body stays open until the test ends it: an answer that waited for the end would never come (test timeout).
    const result = await streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null }, { signal: leave.signal });
    leave.abort();
    expect(result.content).toBe('Done');
    expect(ends).toEqual([]);
    endSlow!();
    while (ends.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(ends).toEqual(['finished']);
  });

  it('leaving the chat before the reply is complete aborts the request (AbortError, the server sees it go)', async () => {
    route = '/x/slow-start';
    const leave = new AbortController();
    const deltas: string[] = [];
    const reply = streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null }, { signal: leave.signal, onDelta: (t) => deltas.push(t) });
    while (deltas.length === 0) await new Promise((r) => setTimeout(r, 10));
    leave.abort();
    await expect(reply).rejects.toMatchObject({ name: 'AbortError' });
    while (ends.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(ends).toEqual(['aborted']);
  });

  it('still answers when a proxy holds the connection open after `done`', async () => {
    route = '/x/no-end';
    // The server never ends this body: an answer that waited for the end would never come (test timeout).
    expect((await streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null })).content).toBe('Done');
  });

  it('reads the 403 detail that opens the credits modal', async () => {
    const e = await failure(streamChat('continue', { user_input: 'hi', session_id: 's1' }));
    expect(e).toBeInstanceOf(ChatStreamError);
    expect(isCreditsExhausted(e.status, e.detail)).toBe(true);
  });

  it("falls back to 'HTTP {status}: {text}' when a failure has no detail (SPEC.md §8)", async () => {
    route = '/x/bad-gateway';
    const e = await failure(streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null }));
    expect(e.status).toBe(502);
    expect(errorMessage(e.detail, e.status)).toBe('Sorry, I encountered an error: HTTP 502: Bad gateway');
  });

  it('turns an error event and a cut stream into messages the chat can show', async () => {
    route = '/x/error-event';
    const busy = await failure(streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null }));
    expect(errorMessage(busy.detail, busy.status)).toBe('Sorry, I encountered an error: The AI service is busy. Please try again in a moment.');
    expect(isCreditsExhausted(busy.status, busy.detail)).toBe(false);
    route = '/x/cut';
    const cut = await failure(streamChat('generate', { user_input: 'hi', template: null, viral_context: null, session_id: null }));
    expect(cut.detail).toBe('The connection was interrupted. Please try again.');
  });
});
