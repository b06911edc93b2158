import type { Db } from '../../platform/db';
import { presentChatForExport, presentCreditsForExport, presentHistoryItem } from './presenters';
import * as repo from './repository';

/** The generator's part of GET /api/user/export: chats with their messages, the content history, AI credits. */
export async function exportGeneratorData({ db, userId }: { db: Db; userId: string }): Promise<Record<string, unknown>> {
  const [{ sessions, messages }, history, credits, templates] = await Promise.all([
    repo.listChatsForExport(db, userId),
    repo.listHistoryForExport(db, userId),
    repo.listCreditsForExport(db, userId),
    repo.listCreditTemplatesForExport(db, userId),
  ]);
  return {
    chats: sessions.map((s) => presentChatForExport(s, messages.filter((m) => m.session_id === s.id))),
    content_history: history.map(presentHistoryItem),
    ai_credits: credits.map((c) => presentCreditsForExport(c, templates.filter((t) => t.period === c.period).map((t) => t.template_name))),
  };
}
