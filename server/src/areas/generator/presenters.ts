import { type ChatSessionSummary, type ContentHistoryItem, type GenerationMetadata, type StoredChatMessage, stripInvisibleControls } from 'shared/contracts';
import { subjectOf } from '../../integrations/llm/index';
import type { ChatSessionRow, ContentHistoryRow } from './repository';

/** A history row as the API shows it (no user or session ids; the topic, its title, without invisible controls). */
export function presentHistoryItem(row: ContentHistoryRow): ContentHistoryItem {
  return {
    id: row.id,
    template_name: row.template_name,
    topic: stripInvisibleControls(row.topic),
    content: row.content,
    word_count: Number(row.word_count),
    additional_context: row.additional_context,
    created_at: row.created_at,
  };
}

type ExportedMessage = { id: string; session_id: string; position: number; role: string; content: string; metadata: string | null; created_at: string };

/** A chat with its messages, as the data export shows it (metadata parsed, no member id). */
export function presentChatForExport(session: ChatSessionRow, messages: ExportedMessage[]) {
  return {
    id: session.id,
    template_name: session.template_name,
    template_text: session.template_text,
    viral_context: session.viral_context,
    topic: session.topic,
    created_at: session.created_at,
    updated_at: session.updated_at,
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      metadata: m.metadata ? (JSON.parse(m.metadata) as unknown) : null,
      created_at: m.created_at,
    })),
  };
}

/** A month of AI credits as the data export shows it. */
export function presentCreditsForExport(row: { period: string; used: number; posts: number; updated_at: string }, templates: string[]) {
  return { period: row.period, used: Number(row.used), posts: Number(row.posts), templates, updated_at: row.updated_at };
}

/**
 * A chat as the list of earlier conversations shows it. `topic` stays the stored first request (a follow-up's
 * brief reads the chat's subject from it); `subject` is what the writer reads from it (`subjectOf`, as the content
 * history's topic), so the list says what each chat is about rather than how it was asked for. The subject is the
 * chat's title: bidirectional and zero-width controls are left out of it, as out of a name.
 */
export function presentSessionSummary(row: ChatSessionRow): ChatSessionSummary {
  const subject = stripInvisibleControls(subjectOf({ userInput: row.topic, previousDraft: null, topicHint: null })?.trim() || row.topic).trim();
  return { session_id: row.id, topic: row.topic, subject, template_name: row.template_name, created_at: row.created_at, updated_at: row.updated_at };
}

/** A stored message as the chat shows it again. */
export function presentStoredMessage(m: { id: string; role: string; content: string; metadata: string | null; created_at: string }): StoredChatMessage {
  return {
    id: m.id,
    type: m.role === 'user' ? 'user' : 'assistant',
    content: m.content,
    timestamp: m.created_at,
    metadata: m.metadata ? (JSON.parse(m.metadata) as GenerationMetadata) : null,
  };
}
