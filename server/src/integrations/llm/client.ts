import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { LlmAbortedError, LlmError } from './errors';
import { httpFetch } from './http-fetch';

/** One turn of a chat-completions conversation. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Aborts the upstream request (the member disconnected). */
  signal?: AbortSignal;
  /** Sent only when set: several current models reject any non-default temperature or `max_tokens`. */
  temperature?: number;
  maxTokens?: number;
}

export interface LlmClientOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), https://openrouter.ai/api/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** The whole call, from sending the request to the last byte. */
  timeoutMs: number;
  /** Until the first piece of text arrives (default: half of timeoutMs, at least 1 s). */
  firstTokenTimeoutMs?: number;
  /** Injected in tests; otherwise `httpFetch` (node:http with keep-alive: cheaper than the global fetch). */
  fetch?: typeof fetch;
}

/** An OpenAI-compatible chat-completions client (OpenAI, Azure OpenAI v1, Ollama, vLLM, LM Studio, OpenRouter). */
export interface LlmClient {
  readonly model: string;
  /** Streams the reply's text as it is written (`stream: true`, server-sent events). */
  stream(request: ChatRequest): AsyncGenerator<string, void, undefined>;
  /** The whole reply in one answer (`stream: false`). */
  complete(request: ChatRequest): Promise<string>;
}

type TimeoutKind = 'first-token' | 'total';

/**
 * The timers and the abort signal of one call. The SDK's own `timeout` only covers the wait for the response
 * headers; a model that answers 200 and then says nothing must still be cut off, so the first-token and total
 * budgets are ours, and reach the SDK through the request's signal.
 */
class CallControl {
  readonly controller = new AbortController();
  timedOut: TimeoutKind | null = null;
  private disposed = false;
  private firstTimer: NodeJS.Timeout | null;
  private totalTimer: NodeJS.Timeout;
  private readonly onExternalAbort = () => this.controller.abort(new LlmAbortedError());

  constructor(
    private readonly external: AbortSignal | undefined,
    totalMs: number,
    firstTokenMs: number | null,
  ) {
    this.totalTimer = setTimeout(() => this.expire('total'), totalMs);
    this.firstTimer = firstTokenMs === null ? null : setTimeout(() => this.expire('first-token'), firstTokenMs);
    if (external?.aborted) this.controller.abort(new LlmAbortedError());
    else external?.addEventListener('abort', this.onExternalAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The first text arrived: only the total budget applies from now on. */
  gotFirstToken(): void {
    if (this.firstTimer) clearTimeout(this.firstTimer);
    this.firstTimer = null;
  }

  /** Turns whatever the SDK threw into an LlmError (or LlmAbortedError when the caller left). */
  translate(error: unknown, where: string): Error {
    if (this.timedOut) {
      return new LlmError('timeout', `${where}: no ${this.timedOut === 'first-token' ? 'first token' : 'complete reply'} in time`);
    }
    if (this.external?.aborted || error instanceof LlmAbortedError) return new LlmAbortedError();
    if (error instanceof LlmError) return error;
    return mapSdkError(error, where);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.totalTimer);
    if (this.firstTimer) clearTimeout(this.firstTimer);
    this.external?.removeEventListener('abort', this.onExternalAbort);
  }

  /**
   * A budget ran out, by the clock. The clock also ran while this process could not look (a loaded machine, a long
   * synchronous task, a GC pause): its timer is then due together with the answer that arrived meanwhile, and
   * timers run before I/O in a turn of the event loop. So the I/O is read first (setImmediate runs after the poll
   * phase of this turn): a first token, or the end of the reply, that was already there counts, and only a model
   * that really said nothing in time is cut off.
   */
  private expire(kind: TimeoutKind): void {
    setImmediate(() => {
      if (this.disposed || (kind === 'first-token' && this.firstTimer === null)) return;
      this.timedOut = kind;
      this.controller.abort(new Error(`LLM ${kind} timeout`));
    });
  }
}

/** The SDK's errors → ours: 429 and rate-limit events are 'busy', timeouts 'timeout', the rest 'unavailable'. */
export function mapSdkError(error: unknown, where: string): LlmError {
  if (error instanceof APIConnectionTimeoutError) return new LlmError('timeout', `${where}: ${error.message}`);
  if (error instanceof APIUserAbortError) return new LlmError('unavailable', `${where}: aborted`);
  if (error instanceof APIConnectionError) {
    const cause = (error.cause as { cause?: { code?: string }; code?: string; message?: string } | undefined) ?? undefined;
    const code = cause?.cause?.code ?? cause?.code ?? cause?.message ?? '';
    return new LlmError('unavailable', `${where}: ${error.message}${code ? ` (${code})` : ''}`);
  }
  if (error instanceof APIError) {
    const body = excerpt(error.error ?? error.message);
    if (error.status === 429) {
      const retryAfter = error.headers?.get('retry-after') ?? null;
      return new LlmError('busy', `HTTP 429 from ${where}: ${body}`, retryAfter && /^\d+$/.test(retryAfter) ? { 'retry-after': retryAfter } : {});
    }
    if (error.status) return new LlmError('unavailable', `HTTP ${error.status} from ${where}: ${body}`);
    // No status: an `error` object inside a 200 stream (rate limits and overloads arrive this way too).
    const inner = error.error as { message?: string; code?: unknown } | undefined;
    const msg = inner?.message ?? error.message;
    const busy = inner?.code === 429 || /rate.?limit|overloaded|capacity/i.test(msg);
    return new LlmError(busy ? 'busy' : 'unavailable', `${where}: error in stream: ${msg}`);
  }
  if (error instanceof SyntaxError) return new LlmError('unavailable', `${where}: malformed stream event: ${error.message}`);
  const err = error as Error | undefined;
  return new LlmError('unavailable', `${where}: ${err?.message ?? String(error)}`);
}

function excerpt(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return text.slice(0, 300).replace(/\s+/g, ' ');
}

/**
 * Creates the client (the official `openai` SDK underneath); it holds no per-call state, so one per process.
 *
 * Retries are off (`maxRetries: 0`): the SDK would retry a 429 after its Retry-After and a 5xx or a dropped
 * connection after a back-off, all inside the member's first-token budget, so a busy provider would look like a
 * slow one and a 429 would never reach our mapping. A failed call costs no credit; the member retries with
 * one click, and is told why.
 */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  const baseURL = options.baseUrl.replace(/\/+$/, '');
  const where = `${baseURL}/chat/completions`;
  const firstTokenMs = options.firstTokenTimeoutMs ?? Math.max(1000, Math.floor(options.timeoutMs / 2));
  // Azure OpenAI's v1 endpoint authenticates keys with its own header.
  const azure = /\.azure\.com$/i.test(new URL(baseURL).hostname);
  const sdk = new OpenAI({
    baseURL,
    // Local servers (Ollama, vLLM) take no key: the SDK insists on one, so a placeholder, and no header is sent.
    apiKey: options.apiKey ?? 'none',
    defaultHeaders: options.apiKey ? (azure ? { 'api-key': options.apiKey } : undefined) : { authorization: null },
    maxRetries: 0,
    timeout: options.timeoutMs,
    logLevel: 'off',
    fetch: options.fetch ?? httpFetch,
  });

  const params = (request: ChatRequest) => ({
    model: options.model,
    messages: request.messages,
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
  });

  return {
    model: options.model,

    async *stream(request) {
      const call = new CallControl(request.signal, options.timeoutMs, firstTokenMs);
      // Set once the response was read to its end: nothing is left to abort.
      let drained = false;
      try {
        const { data: stream, response } = await sdk.chat.completions
          .create({ ...params(request), stream: true }, { signal: call.signal, headers: { accept: 'text/event-stream' } })
          .withResponse();
        // Some servers ignore `stream: true` and answer with one JSON completion: accept it.
        if (!/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
          const text = messageText(await response.json().catch(() => null), where);
          call.gotFirstToken();
          drained = true;
          if (text) yield text;
          return;
        }
        let finished = false;
        for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
          if (!chunk || !Array.isArray(chunk.choices)) throw new LlmError('unavailable', `${where}: stream event without choices`);
          // Usage-only chunks (stream_options.include_usage) carry an empty choices list.
          const choice = chunk.choices[0];
          const text = choice?.delta?.content;
          if (typeof text === 'string' && text) {
            call.gotFirstToken();
            yield text;
          }
          if (choice?.finish_reason) finished = true;
        }
        // The SDK ends quietly when the connection drops mid-reply (it cannot tell that from `[DONE]`), so a
        // reply without a finish_reason is taken for half a post. Every provider we target sends one.
        // The SDK's iterator reads the body to its end, past `[DONE]`.
        drained = true;
        if (!finished) throw new LlmError('unavailable', `${where}: the stream ended before [DONE] (no finish_reason)`);
      } catch (error) {
        throw call.translate(error, where);
      } finally {
        call.dispose();
        // Stopped early (consumer left, error): close the connection instead of draining it. Not after a clean
        // end: aborting then closes nothing but still runs every abort listener fetch left on the signal (a
        // measurable share of a reply's CPU with 200 replies at once).
        if (!drained) call.controller.abort(new LlmAbortedError());
      }
    },

    async complete(request) {
      const call = new CallControl(request.signal, options.timeoutMs, null);
      try {
        const completion = await sdk.chat.completions.create({ ...params(request), stream: false }, { signal: call.signal });
        return messageText(completion, where);
      } catch (error) {
        throw call.translate(error, where);
      } finally {
        call.dispose();
      }
    },
  };
}

/** The text of a non-streamed completion. */
function messageText(json: unknown, where: string): string {
  const content = (json as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    const err = (json as { error?: { message?: string } } | null)?.error?.message;
    throw new LlmError('unavailable', `${where}: ${err ? `error: ${err}` : 'completion without message content'}`);
  }
  return content;
}
