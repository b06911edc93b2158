import { useSyncExternalStore } from 'react';
import type { StoredChatMessage } from 'shared/contracts';
import type { ChatMessage, PendingContext } from './chat';

/**
 * The chat outlives its screen: what the member sees and types lives here, outside React, so leaving LinkedIn GPT
 * and coming back finds it as it was, and a reply still streaming keeps writing into it meanwhile. The session id
 * is also kept in localStorage per member, so a reload reopens the conversation from the server.
 */
export interface ChatMemory {
  /** The member this memory belongs to (another member starts afresh). */
  owner: string | null;
  messages: ChatMessage[];
  sessionId: string | null;
  input: string;
  busy: boolean;
  context: PendingContext | null;
  /** The library post this chat reworks (?edit=): its replies are saved back over it. */
  editPostId: string | null;
  /** Replies saved to the library (message id → post id): saving again updates that post. */
  saved: Record<string, string>;
  /** The preload (template, viral post, post to rework) already applied, so a return does not add its note twice. */
  preloadKey: string | null;
  /** Whether the remembered session was already asked for. */
  restored: boolean;
  /** Stops the reply being written (New chat). */
  abort: AbortController | null;
}

const blank = (owner: string | null, messages: ChatMessage[]): ChatMemory => ({
  owner, messages, sessionId: null, input: '', busy: false, context: null, editPostId: null, saved: {}, preloadKey: null, restored: false, abort: null,
});

let memory: ChatMemory = blank(null, []);
const listeners = new Set<() => void>();

export function chatMemory(): ChatMemory {
  return memory;
}

/** Changes the memory (a patch, or a function of the memory giving one) and re-renders the chat if it is shown. */
export function updateChat(patch: Partial<ChatMemory> | ((m: ChatMemory) => Partial<ChatMemory>)): void {
  memory = { ...memory, ...(typeof patch === 'function' ? patch(memory) : patch) };
  for (const l of listeners) l();
}

/** Starts the memory afresh for `owner` unless it is theirs already. */
export function ensureChatOwner(owner: string | null, greeting: () => ChatMessage): void {
  if (memory.owner === owner && memory.messages.length > 0) return;
  memory.abort?.abort();
  memory = blank(owner, [greeting()]);
}

/** A new conversation: the greeting only, nothing pending. */
export function resetChat(greeting: ChatMessage): void {
  memory.abort?.abort();
  rememberSession(memory.owner, null);
  updateChat({ ...blank(memory.owner, [greeting]), restored: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatMemory(): ChatMemory {
  return useSyncExternalStore(subscribe, chatMemory, chatMemory);
}

const sessionKey = (owner: string) => `postpilot.chat.session.${owner}`;

/** Keeps (or forgets, with null) the member's current chat for the next page load. */
export function rememberSession(owner: string | null, sessionId: string | null): void {
  if (!owner) return;
  try {
    if (sessionId) localStorage.setItem(sessionKey(owner), sessionId);
    else localStorage.removeItem(sessionKey(owner));
  } catch {
    /* private mode: the chat lasts this page */
  }
}

export function rememberedSession(owner: string | null): string | null {
  if (!owner) return null;
  try {
    return localStorage.getItem(sessionKey(owner));
  } catch {
    return null;
  }
}

/** Stored messages as the chat shows them. */
export function messagesFrom(stored: readonly StoredChatMessage[]): ChatMessage[] {
  return stored.map((m) => ({ id: m.id, type: m.type, content: m.content, timestamp: m.timestamp, ...(m.metadata ? { metadata: m.metadata } : {}), ...(m.metadata?.note ? { note: m.metadata.note } : {}) }));
}
