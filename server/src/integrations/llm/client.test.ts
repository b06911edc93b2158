import { createLlmClient, type LlmClient } from './client';
import { LlmAbortedError, LlmError } from './errors';
import { startFakeProvider, type FakeProvider } from './testing/fake-provider';

/** Runs against a real OpenAI-compatible HTTP server on a random loopback port. */
describe('OpenAI-compatible client', () => {
  let provider: FakeProvider;
  let client: LlmClient;
  const messages = [
    { role: 'system' as const, content: 'You write posts.' },
    { role: 'user' as const, content: 'hiring' },
  ];

  beforeAll(async () => {
    provider = await startFakeProvider();
  });
  afterAll(() => provider.close());
  beforeEach(() => {
    provider.queue = [];
    provider.requests = [];
    provider.aborted = 0;
    client = createLlmClient({ baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 1500, firstTokenTimeoutMs: 700 });
  });

  async function collect(it: AsyncIterable<string>): Promise<string[]> {
    const out: string[] = [];
    for await (const c of it) out.push(c);
    return out;
  }

  async function failure(p: Promise<unknown>): Promise<LlmError> {
    const error = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LlmError);
    return error as LlmError;
  }

  it('streams the chunks in order and sends the model, messages and key', async () => {
    provider.queue.push({ kind: 'stream', chunks: ['Hel', 'lo ', 'world'], chunkDelayMs: 5 });
    expect(await collect(client.stream({ messages }))).toEqual(['Hel', 'lo ', 'world']);
    const req = provider.requests[0];
    expect(req.body).toMatchObject({ model: 'fake-model', stream: true, messages });
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.headers.accept).toBe('text/event-stream');
  });

  it('tolerates split events, CRLF and keep-alive comments while waiting for the first token', async () => {
    provider.queue.push({ kind: 'stream', chunks: ['a', 'b', 'c'], splitEvents: true, crlf: true, keepAlive: true, firstDelayMs: 200 });
    expect((await collect(client.stream({ messages }))).join('')).toBe('abc');
  });

  it('waits for a slow first token within the limit', async () => {
    provider.queue.push({ kind: 'stream', chunks: ['late but fine'], firstDelayMs: 400 });
    expect(await collect(client.stream({ messages }))).toEqual(['late but fine']);
  });

  it('reads a first token that arrived while the process was busy before it counts the wait as a timeout', async () => {
    // The provider answers at once, but this process is blocked (a loaded machine, a long synchronous task) past the
    // first-token timeout (700 ms): when it runs again its timer is due and the answer is waiting to be read. Timers
    // run before I/O in a turn of the event loop, so the answer must be looked at before the timer counts.
    provider.queue.push({ kind: 'stream', chunks: ['there all along'], firstDelayMs: 20 });
    const reply = collect(client.stream({ messages }));
    while (provider.requests.length === 0) await new Promise((r) => setTimeout(r, 1));
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      // busy: nothing else runs in this process meanwhile
    }
    expect(await reply).toEqual(['there all along']);
  });

  it('gives up when the first token is later than the first-token timeout', async () => {
    provider.queue.push({ kind: 'stream', chunks: ['too late'], firstDelayMs: 1000 });
    const error = await failure(collect(client.stream({ messages })));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(504);
    expect(error.detail).toBe('The AI service took too long to answer. Please try again.');
  });

  it('gives up on a stream that hangs past the total timeout, and closes the connection', async () => {
    provider.queue.push({ kind: 'hang', chunks: ['Started, then nothing'] });
    const got: string[] = [];
    const error = await failure(
      (async () => {
        for await (const c of client.stream({ messages })) got.push(c);
      })(),
    );
    expect(got).toEqual(['Started, then nothing']);
    expect(error.kind).toBe('timeout');
    await waitFor(() => provider.aborted === 1);
  });

  it('maps 429 to busy (keeping Retry-After) and 5xx to unavailable, with member-facing messages', async () => {
    provider.queue.push({ kind: 'status', status: 429, headers: { 'retry-after': '7' } });
    const busy = await failure(collect(client.stream({ messages })));
    expect(busy).toMatchObject({ kind: 'busy', status: 503, detail: 'The AI service is busy. Please try again in a moment.' });
    expect(busy.headers['retry-after']).toBe('7');

    provider.queue.push({ kind: 'status', status: 500, body: '{"error":{"message":"boom"}}' });
    const down = await failure(collect(client.stream({ messages })));
    expect(down).toMatchObject({ kind: 'unavailable', detail: 'The AI service is unavailable right now. Please try again.' });
    expect(down.reason).toContain('HTTP 500');
    expect(down.reason).toContain('boom');
  });

  it('treats a malformed event, an error event and a truncated stream as failures', async () => {
    provider.queue.push({ kind: 'malformed' });
    expect((await failure(collect(client.stream({ messages })))).reason).toMatch(/malformed/);
    provider.queue.push({ kind: 'error-event', message: 'Rate limit reached for requests' });
    expect((await failure(collect(client.stream({ messages })))).kind).toBe('busy');
    provider.queue.push({ kind: 'stream', chunks: ['half a post'], truncate: true });
    expect((await failure(collect(client.stream({ messages })))).reason).toMatch(/before \[DONE\]/);
  });

  it('does not retry a 429 or a 5xx behind our back: one request, the mapped error at once', async () => {
    provider.queue.push({ kind: 'status', status: 429, headers: { 'retry-after': '1' } }, { kind: 'stream', chunks: ['retried'] });
    const started = Date.now();
    expect((await failure(collect(client.stream({ messages })))).kind).toBe('busy');
    // A retry would first wait the 1 s the provider asked for; the margin below it is for a loaded machine.
    expect(Date.now() - started).toBeLessThan(900);
    expect(provider.requests).toHaveLength(1);
    provider.queue = [{ kind: 'status', status: 502 }, { kind: 'stream', chunks: ['retried'] }];
    expect((await failure(collect(client.stream({ messages })))).kind).toBe('unavailable');
    expect(provider.requests).toHaveLength(2);
  });

  it('sends no Authorization header without a key (local servers), and the api-key header to Azure', async () => {
    const local = createLlmClient({ baseUrl: provider.baseUrl, apiKey: null, model: 'llama', timeoutMs: 1500 });
    expect((await collect(local.stream({ messages }))).join('')).toContain('Trust');
    expect(provider.requests[0].headers.authorization).toBeUndefined();

    const seen: Headers[] = [];
    const azure = createLlmClient({
      baseUrl: 'https://example-resource.openai.azure.com/openai/v1',
      apiKey: 'az-key',
      model: 'gpt-4o',
      timeoutMs: 1500,
      // The request is sent to the local provider; only the headers the SDK built for Azure are checked.
      fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
        seen.push(new Headers(init?.headers));
        return fetch(`${provider.baseUrl}/chat/completions`, init);
      }) as typeof fetch,
    });
    expect((await collect(azure.stream({ messages }))).join('')).toContain('Trust');
    expect(seen[0].get('api-key')).toBe('az-key');
  });

  it('reports an unreachable provider as unavailable', async () => {
    const dead = createLlmClient({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: null, model: 'm', timeoutMs: 1000 });
    const error = await failure(collect(dead.stream({ messages })));
    expect(error.kind).toBe('unavailable');
  });

  it('accepts a JSON completion from a server that ignores stream: true', async () => {
    provider.queue.push({ kind: 'json', content: 'one piece' });
    expect(await collect(client.stream({ messages }))).toEqual(['one piece']);
  });

  it('stops the upstream request when the caller aborts', async () => {
    provider.queue.push({ kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `c${i} `), chunkDelayMs: 20 });
    const controller = new AbortController();
    const got: string[] = [];
    const error = await (async () => {
      for await (const c of client.stream({ messages, signal: controller.signal })) {
        got.push(c);
        if (got.length === 2) controller.abort();
      }
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LlmAbortedError);
    await waitFor(() => provider.aborted === 1);
  });

  it('closes the connection when the consumer stops reading early', async () => {
    provider.queue.push({ kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `c${i} `), chunkDelayMs: 20 });
    for await (const c of client.stream({ messages })) {
      expect(c).toBe('c0 ');
      break;
    }
    await waitFor(() => provider.aborted === 1);
  });

  it('completes without streaming', async () => {
    provider.queue.push({ kind: 'stream', chunks: ['Whole ', 'answer'] });
    expect(await client.complete({ messages })).toBe('Whole answer');
    expect(provider.requests[0].body.stream).toBe(false);
    provider.queue.push({ kind: 'status', status: 503 });
    expect((await failure(client.complete({ messages }))).kind).toBe('unavailable');
    provider.queue.push({ kind: 'json', content: 'slow', delayMs: 2500 });
    expect((await failure(client.complete({ messages }))).kind).toBe('timeout');
  });
});

async function waitFor(check: () => boolean, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
