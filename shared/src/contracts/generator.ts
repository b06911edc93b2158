import { z } from 'zod';
import { LIMITS } from 'shared/constants';
import { queryInt, visibleText } from './common';

export const Usage = z.object({
  ai_credits_used: z.number().int(),
  /** -1 means unlimited. */
  ai_credits_limit: z.number().int(),
  remaining_credits: z.number().int(),
  can_generate: z.boolean(),
  posts_generated: z.number().int(),
  templates_accessed: z.number().int(),
  subscription_tier: z.string(),
  /** The subscription's status at Stripe (past_due: a payment is owed); null when the member never subscribed. */
  subscription_status: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
});
export type Usage = z.infer<typeof Usage>;

export const GenerationMetadata = z.object({
  word_count: z.number().int(),
  character_count: z.number().int(),
  template_used: z.string().nullable(),
  viral_inspired: z.boolean(),
  model: z.string().optional(),
  /**
   * What the writer tells the member about this reply, shown with it and never part of the post (`content`): the
   * built-in writer's "English only" when asked for another language. Absent when there is nothing to say.
   */
  note: z.string().optional(),
});
export type GenerationMetadata = z.infer<typeof GenerationMetadata>;

export const GenerateRequest = z.object({
  user_input: z
    .string({ error: (issue) => (issue.input === undefined ? 'user_input is required' : 'user_input must be text') })
    .trim()
    .min(1, 'Message cannot be empty')
    .refine((s) => visibleText(s) !== '', 'Message cannot be empty')
    .max(LIMITS.maxChatInputLength, `Message is too long: at most ${LIMITS.maxChatInputLength.toLocaleString('en-US')} characters`),
  template: z.string().max(LIMITS.templateVsViralSplit * 10).nullable().optional(),
  viral_context: z.string().max(20_000).nullable().optional(),
  session_id: z.string().max(64).nullable().optional(),
});
export type GenerateRequest = z.infer<typeof GenerateRequest>;
export const ContinueRequest = z.object({
  user_input: GenerateRequest.shape.user_input,
  // Only a missing or empty id is 'required'; a number or a 65-character id says what is wrong with it.
  session_id: z.string({ error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? 'session_id is required' : 'session_id must be text') }).min(1, 'session_id is required').max(64),
});
export type ContinueRequest = z.infer<typeof ContinueRequest>;
/**
 * POST /api/content/generate (SPEC §7's shared-client method): one post about a topic in a single call, without the
 * chat screen. `topic` (or the chat's `user_input`) is required; it starts a chat like generate, so the post can be
 * refined later with continue. Same credit, template and premium rules as the chat.
 */
export const ContentGenerateRequest = z
  .object({
    topic: z.string({ error: 'topic must be text' }).trim().max(LIMITS.maxChatInputLength, `topic is too long: at most ${LIMITS.maxChatInputLength.toLocaleString('en-US')} characters`).optional(),
    user_input: z.string({ error: 'user_input must be text' }).trim().max(LIMITS.maxChatInputLength, `user_input is too long: at most ${LIMITS.maxChatInputLength.toLocaleString('en-US')} characters`).optional(),
    template: GenerateRequest.shape.template,
    viral_context: GenerateRequest.shape.viral_context,
  })
  .refine((b) => Boolean(visibleText(b.topic ?? '') || visibleText(b.user_input ?? '')), { message: 'topic is required', path: ['topic'] });
export type ContentGenerateRequest = z.infer<typeof ContentGenerateRequest>;
export const GenerateResponse = z.object({ content: z.string(), session_id: z.string(), metadata: GenerationMetadata });
export type GenerateResponse = z.infer<typeof GenerateResponse>;

export const ContentHistoryItem = z.object({
  id: z.string(),
  template_name: z.string().nullable(),
  topic: z.string(),
  content: z.string(),
  word_count: z.number().int(),
  additional_context: z.string().nullable(),
  created_at: z.string(),
});
export type ContentHistoryItem = z.infer<typeof ContentHistoryItem>;
export const ContentHistoryQuery = z.object({
  limit: queryInt({ min: 1, max: 100, fallback: LIMITS.historyPageSize }),
  offset: queryInt({ min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
  search: z.string().max(200).optional(),
  template: z.string().max(200).optional(),
});
export const ContentHistoryResponse = z.object({
  history: z.array(ContentHistoryItem),
  total: z.number().int(),
  has_more: z.boolean(),
  /** Over all of the member's history, whatever the page and filters. */
  stats: z.object({ total: z.number().int(), templates_used: z.number().int(), average_words: z.number().int() }),
  /** The template names in the member's history, A-Z (the template filter's choices). */
  templates: z.array(z.string()),
});
export type ContentHistoryResponse = z.infer<typeof ContentHistoryResponse>;

/** A conversation of the member with LinkedIn GPT, as the list of earlier chats shows it. */
export const ChatSessionSummary = z.object({
  session_id: z.string(),
  /** The member's first request, as they wrote it ('Write a post about X, make it short'). */
  topic: z.string(),
  /**
   * What the chat is about: the subject the writer reads from the first request ('X'), the topic its posts have in
   * the content history; the request itself when it names none. The list of earlier chats shows it.
   */
  subject: z.string(),
  template_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChatSessionSummary = z.infer<typeof ChatSessionSummary>;
export const ChatSessionsResponse = z.object({ sessions: z.array(ChatSessionSummary) });
export type ChatSessionsResponse = z.infer<typeof ChatSessionsResponse>;
export const ChatSessionsQuery = z.object({ limit: queryInt({ min: 1, max: 100, fallback: 30 }) });
/** One stored chat message (SPEC.md §3: id, type, content, timestamp, metadata on assistant messages). */
export const StoredChatMessage = z.object({
  id: z.string(),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  metadata: GenerationMetadata.nullable(),
});
export type StoredChatMessage = z.infer<typeof StoredChatMessage>;
export const ChatSessionResponse = ChatSessionSummary.extend({ messages: z.array(StoredChatMessage) });
export type ChatSessionResponse = z.infer<typeof ChatSessionResponse>;
