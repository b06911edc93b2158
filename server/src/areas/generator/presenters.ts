import type { ContentHistoryItem } from 'shared/contracts';
import type { ContentHistoryRow } from './repository';

/** A history row as the API shows it (no user or session ids). */
export function presentHistoryItem(row: ContentHistoryRow): ContentHistoryItem {
  return {
    id: row.id,
    template_name: row.template_name,
    topic: row.topic,
    content: row.content,
    word_count: Number(row.word_count),
    additional_context: row.additional_context,
    created_at: row.created_at,
  };
}
