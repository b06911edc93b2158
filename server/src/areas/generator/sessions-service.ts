import type { ChatSessionResponse, ChatSessionsResponse } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { presentSessionSummary, presentStoredMessage } from './presenters';
import * as repo from './repository';

/** The member's earlier chats, most recently active first (the chat lists them to reopen one). */
export async function listChatSessions({ db, userId, limit }: { db: Db; userId: string; limit: number }): Promise<ChatSessionsResponse> {
  return { sessions: (await repo.listSessions(db, { userId, limit })).map(presentSessionSummary) };
}

/** Deletes one chat of the member with its messages (the posts stay in the content history); someone else's is 'not found'. */
export async function deleteChatSession({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  if (!(await repo.deleteSession(db, { id, userId }))) throw notFound('Chat not found');
}

/** One chat of the member with every message, to show it again after a reload; someone else's is 'not found'. */
export async function getChatSession({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<ChatSessionResponse> {
  const session = await repo.findSession(db, { id, userId });
  if (!session) throw notFound('Chat not found');
  const messages = await repo.listSessionMessages(db, session.id);
  return { ...presentSessionSummary(session), messages: messages.map(presentStoredMessage) };
}
