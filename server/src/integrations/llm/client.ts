import { LlmAbortedError, LlmError } from './errors';
import { SseParser } from './sse';

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
  /** Injected in tests; the global fetch otherwise. */
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

/** The timers and the abort controller of one call. */
class CallControl {
  readonly controller = new AbortController();
  timedOut: TimeoutKind | null = null;
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

  /** Turns whatever went wrong into an LlmError (or LlmAbortedError when the caller left). */
  translate(error: unknown, what: string): Error {
    if (this.timedOut) {
      return new LlmError('timeout', `${what}: no ${this.timedOut === 'first-token' ? 'first token' : 'complete reply'} in time`);
    }
    if (this.external?.aborted || error instanceof LlmAbortedError) return new LlmAbortedError();
    if (error instanceof LlmError) return error;
    const err = error as Error & { cause?: { code?: string; message?: string } };
    const cause = err?.cause?.code ?? err?.cause?.message ?? '';
    return new LlmError('unavailable', `${what}: ${err?.message ?? String(error)}${cause ? ` (${cause})` : ''}`);
  }

  dispose(): void {
    clearTimeout(this.totalTimer);
    if (this.firstTimer) clearTimeout(this.firstTimer);
    this.external?.removeEventListener('abort', this.onExternalAbort);
  }

  private expire(kind: TimeoutKind): void {
    this.timedOut = kind;
    this.controller.abort(new Error(`LLM ${kind} timeout`));
  }
}

/** Creates the client; it holds no connection state, so one per process is enough. */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const firstTokenMs = options.firstTokenTimeoutMs ?? Math.max(1000, Math.floor(options.timeoutMs / 2));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) {
    headers.authorization = `Bearer ${options.apiKey}`;
    // Azure OpenAI authenticates keys with its own header.
    if (/\.azure\.com$/i.test(new URL(options.baseUrl).hostname)) headers['api-key'] = options.apiKey;
  }

  const body = (request: ChatRequest, stream: boolean) =>
    JSON.stringify({
      model: options.model,
      messages: request.messages,
      stream,
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    });

  async function post(call: CallControl, request: ChatRequest, stream: boolean): Promise<Response> {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { ...headers, accept: stream ? 'text/event-stream' : 'application/json' },
      body: body(request, stream),
      signal: call.signal,
    });
    if (response.ok) return response;
    const excerpt = (await response.text().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ');
    const reason = `HTTP ${response.status} from ${url}: ${excerpt}`;
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after');
      throw new LlmError('busy', reason, retryAfter && /^\d+$/.test(retryAfter) ? { 'retry-after': retryAfter } : {});
    }
    throw new LlmError('unavailable', reason);
  }

  return {
    model: options.model,

    async *stream(request) {
      const call = new CallControl(request.signal, options.timeoutMs, firstTokenMs);
      let ended = false;
      try {
        const response = await post(call, request, true);
        // Some servers ignore `stream: true` and answer with one JSON completion: accept it.
        if (!/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
          const text = messageText(await response.json().catch(() => null), url);
          call.gotFirstToken();
          ended = true;
          if (text) yield text;
          return;
        }
        if (!response.body) throw new LlmError('unavailable', `${url}: empty response body`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const parser = new SseParser();
        let finished = false;
        let sawDone = false;
        while (!sawDone) {
          const { value, done } = await reader.read();
          if (done) ended = true;
          const events = done ? [...parser.push(decoder.decode()), ...parser.end()] : parser.push(decoder.decode(value, { stream: true }));
          for (const event of events) {
            if (event.data.trim() === '[DONE]') {
              sawDone = true;
              break;
            }
            const chunk = parseChunk(event.data, url);
            if (chunk.text) {
              call.gotFirstToken();
              yield chunk.text;
            }
            if (chunk.finished) finished = true;
          }
          if (done) {
            if (!sawDone && !finished) throw new LlmError('unavailable', `${url}: the stream ended before [DONE]`);
            break;
          }
        }
      } catch (error) {
        throw call.translate(error, url);
      } finally {
        call.dispose();
        // Stopped early (done, consumer left, error): close the connection instead of draining it.
        if (!ended) call.controller.abort(new LlmAbortedError());
      }
    },

    async complete(request) {
      const call = new CallControl(request.signal, options.timeoutMs, null);
      try {
        const response = await post(call, request, false);
        const json = await response.json().catch(() => {
          throw new LlmError('unavailable', `${url}: the answer is not JSON`);
        });
        return messageText(json, url);
      } catch (error) {
        throw call.translate(error, url);
      } finally {
        call.dispose();
      }
    },
  };
}

interface ParsedChunk {
  text: string;
  finished: boolean;
}

/** One `data:` payload of a streamed completion; anything unexpected is a malformed stream. */
function parseChunk(data: string, url: string): ParsedChunk {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new LlmError('unavailable', `${url}: malformed stream event: ${data.slice(0, 120)}`);
  }
  if (!json || typeof json !== 'object') throw new LlmError('unavailable', `${url}: malformed stream event`);
  const obj = json as { error?: { message?: string; code?: unknown }; choices?: unknown };
  if (obj.error) {
    const msg = obj.error.message ?? JSON.stringify(obj.error).slice(0, 200);
    const busy = obj.error.code === 429 || /rate.?limit|overloaded|capacity/i.test(msg);
    throw new LlmError(busy ? 'busy' : 'unavailable', `${url}: error in stream: ${msg}`);
  }
  if (!Array.isArray(obj.choices)) throw new LlmError('unavailable', `${url}: stream event without choices`);
  // Usage-only chunks (stream_options.include_usage) carry an empty choices list.
  const choice = obj.choices[0] as { delta?: { content?: unknown }; finish_reason?: unknown } | undefined;
  const content = choice?.delta?.content;
  return { text: typeof content === 'string' ? content : '', finished: Boolean(choice?.finish_reason) };
}

/** The text of a non-streamed completion. */
function messageText(json: unknown, url: string): string {
  const content = (json as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    const err = (json as { error?: { message?: string } } | null)?.error?.message;
    throw new LlmError('unavailable', `${url}: ${err ? `error: ${err}` : 'completion without message content'}`);
  }
  return content;
}
