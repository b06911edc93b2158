import type { Config } from '../../platform/config';
import { type ChatMessage, createLlmClient } from './client';
import { OFFLINE_MODEL, type OfflineBrief, streamOfflinePost } from './offline-writer';

/**
 * A piece of a reply as a writer streams it: text of the post, or a note to the member about the reply (the built-in
 * writer's "English only"), which the chat shows beside the post and never puts in it.
 */
export type ReplyPiece = string | { note: string };

/** What writes a reply: the configured model, or the offline writer in local mode. */
export interface PostWriter {
  /** The model name reported in metadata and the footnote. */
  model: string;
  offline: boolean;
  /** Streams the reply. `messages` brief a model; `brief` carries the same facts for the offline writer. */
  stream(request: { messages: ChatMessage[]; brief: OfflineBrief; signal: AbortSignal }): AsyncIterable<ReplyPiece>;
}

export interface WriterOptions {
  /** Pause between the offline writer's chunks (default 8 ms, so the browser sees it type). */
  offlineChunkDelayMs?: number;
}

/**
 * The writer for this configuration: a model when LLM_BASE_URL/LLM_API_KEY is set; the offline writer in local
 * mode without one; null in production without one (generation answers 503 'AI generation is not configured').
 */
export function createPostWriter(config: Config, options: WriterOptions = {}): PostWriter | null {
  if (config.llm.baseUrl && config.llm.model) {
    const client = createLlmClient({
      baseUrl: config.llm.baseUrl,
      apiKey: config.llm.apiKey,
      model: config.llm.model,
      timeoutMs: config.llm.timeoutMs,
    });
    return { model: client.model, offline: false, stream: ({ messages, signal }) => client.stream({ messages, signal }) };
  }
  if (config.sandbox.llm) {
    const chunkDelayMs = options.offlineChunkDelayMs ?? 8;
    return { model: OFFLINE_MODEL, offline: true, stream: ({ brief, signal }) => streamOfflinePost(brief, { signal, chunkDelayMs }) };
  }
  return null;
}
