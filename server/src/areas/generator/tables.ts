import type { Generated } from 'kysely';

/** Row types of the generator tables (migration 0003_generator). Timestamps are ISO-8601 UTC text. */

export interface ChatSessionsTable {
  id: string;
  user_id: string;
  /** The framework or template the chat started with (its name), if any. */
  template_name: string | null;
  /** The template text sent with the first message (under 200 characters). */
  template_text: string | null;
  /** The viral post sent with the first message as inspiration (200 characters or more). */
  viral_context: string | null;
  /** The member's first request, which follow-ups refer to. */
  topic: string;
  created_at: string;
  updated_at: string;
}

export type ChatRole = 'user' | 'assistant';

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  user_id: string;
  /** Order within the session (1, 2, ...). */
  position: number;
  role: ChatRole;
  content: string;
  /** JSON of the reply's metadata (assistant messages). */
  metadata: string | null;
  created_at: string;
}

export interface ContentHistoryTable {
  id: string;
  user_id: string;
  /** The chat it came from; kept when the chat is gone. */
  session_id: string | null;
  template_name: string | null;
  /** The member's request, trimmed to 200 characters. */
  topic: string;
  content: string;
  word_count: number;
  /** The viral context or the template text the post was written with. */
  additional_context: string | null;
  model: string | null;
  created_at: string;
}

/** AI credits of one member in one calendar month (UTC): delivered replies and replies being written. */
export interface CreditUsageTable {
  user_id: string;
  /** 'YYYY-MM' (UTC). */
  period: string;
  used: number;
  reserved: number;
  /** The month's delivered replies that were posts (migration 20261215T090000); history deletions leave it. */
  posts: Generated<number>;
  updated_at: string;
}

/** A template the member's posts of one month were written with, once (migration 20261215T090000). */
export interface CreditUsageTemplatesTable {
  user_id: string;
  /** 'YYYY-MM' (UTC), the month of the credits. */
  period: string;
  template_name: string;
}

/** One credit held for a reply being written; committed on delivery, released on failure. */
export interface CreditReservationsTable {
  id: string;
  user_id: string;
  period: string;
  created_at: string;
}

/**
 * The reply of a send that carried an `Idempotency-Key` (migrations 20261210T100000, 20261211T090000): the same key
 * from the same member within a day answers it again, without writing or charging a second reply. The row is
 * written when the send starts (`response` and `session_id` '' while it is written) and completed with its reply.
 */
export interface ChatRequestKeysTable {
  user_id: string;
  request_key: string;
  /** '' while the send is still being written. */
  session_id: string;
  /** JSON of the GenerateResponse the send was answered with; '' while it is still being written. */
  response: string;
  /** When the key was taken (its send started). */
  created_at: string;
  /** SHA-256 (hex) of the send's route and canonical JSON body; null for keys recorded before it was kept. */
  request_hash: string | null;
}

export interface GeneratorTables {
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  content_history: ContentHistoryTable;
  credit_usage: CreditUsageTable;
  credit_usage_templates: CreditUsageTemplatesTable;
  credit_reservations: CreditReservationsTable;
  chat_request_keys: ChatRequestKeysTable;
}

declare module '../../platform/db' {
  interface Database extends GeneratorTables {}
}
