import type { ContentHistoryResponse } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { presentHistoryItem } from './presenters';
import * as repo from './repository';

/** A page of the member's content history (newest first), searchable over topic and content, by template. */
export async function listContentHistory({
  db,
  userId,
  limit,
  offset,
  search,
  template,
}: {
  db: Db;
  /** The member; null for a visitor, who has no history (nothing is read). */
  userId: string | null;
  limit: number;
  offset: number;
  search?: string;
  template?: string;
}): Promise<ContentHistoryResponse> {
  if (!userId) return { history: [], total: 0, has_more: false, stats: { total: 0, templates_used: 0, average_words: 0 }, templates: [] };
  const { rows, total, overview } = await repo.listHistory(db, { userId, limit, offset, search, template });
  return {
    history: rows.map(presentHistoryItem),
    total,
    has_more: offset + rows.length < total,
    stats: { total: overview.posts, templates_used: overview.templates, average_words: overview.averageWords },
    templates: overview.names,
  };
}

/** Deletes one item of the member's history; someone else's item is 'not found', never 'forbidden'. */
export async function deleteContentHistoryItem({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  if (!(await repo.deleteHistory(db, { id, userId }))) throw notFound('Content not found');
}
