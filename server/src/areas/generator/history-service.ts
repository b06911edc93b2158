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
  userId: string;
  limit: number;
  offset: number;
  search?: string;
  template?: string;
}): Promise<ContentHistoryResponse> {
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
