/**
 * The LLM integration: an OpenAI-compatible chat-completions client over the openai SDK (`client.ts`), the offline writer used in
 * local mode when no model is configured (`offline-writer.ts`), and the errors both raise (`errors.ts`).
 */
export { createLlmClient, type ChatMessage, type ChatRequest, type LlmClient, type LlmClientOptions } from './client';
export { LlmAbortedError, LlmError, isLlmError, type LlmErrorKind } from './errors';
export { OFFLINE_MODEL, chatTopic, composeOfflinePost, composeOfflineReply, isSmallTalkReply, subjectOf, streamOfflinePost, type OfflineBrief, type OfflineFramework, type OfflinePersona, type OfflineReply, type Voice, type Genre } from './offline-writer';

export { createPostWriter, type PostWriter, type ReplyPiece, type WriterOptions } from './writer';
