import { chatMemory, ensureChatOwner, messagesFrom, rememberSession, rememberedSession, resetChat, updateChat } from './chat-memory';
import type { ChatMessage } from './chat';

const greet = (): ChatMessage => ({ id: 'greeting', type: 'assistant', content: 'Hi', timestamp: '2030-01-01T00:00:00.000Z', kind: 'greeting' });

describe('chat memory', () => {
  const store = new Map<string, string>();
  beforeAll(() => {
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
  });

  test('keeps a member’s conversation and starts afresh for another member', () => {
    ensureChatOwner('u1', greet);
    updateChat((m) => ({ messages: [...m.messages, { ...greet(), id: 'r1', kind: undefined, content: 'A reply' }], sessionId: 's1', input: 'draft' }));
    ensureChatOwner('u1', greet);
    expect(chatMemory()).toMatchObject({ owner: 'u1', sessionId: 's1', input: 'draft' });
    expect(chatMemory().messages.map((m) => m.id)).toEqual(['greeting', 'r1']);
    ensureChatOwner('u2', greet);
    expect(chatMemory()).toMatchObject({ owner: 'u2', sessionId: null, input: '' });
    expect(chatMemory().messages.map((m) => m.id)).toEqual(['greeting']);
  });

  test('remembers the session per member for a reload, and New chat forgets it', () => {
    ensureChatOwner('u3', greet);
    rememberSession('u3', 's9');
    expect(rememberedSession('u3')).toBe('s9');
    expect(rememberedSession('u4')).toBeNull();
    const controller = new AbortController();
    updateChat({ abort: controller, busy: true });
    resetChat(greet());
    expect(controller.signal.aborted).toBe(true);
    expect(rememberedSession('u3')).toBeNull();
    expect(chatMemory()).toMatchObject({ owner: 'u3', busy: false, sessionId: null, restored: true });
  });

  test('stored messages become chat messages', () => {
    const meta = { word_count: 2, character_count: 9, template_used: null, viral_inspired: false };
    expect(
      messagesFrom([
        { id: 'a', type: 'user', content: 'Hi', timestamp: 't', metadata: null },
        { id: 'b', type: 'assistant', content: 'Two words', timestamp: 't', metadata: meta },
      ]),
    ).toEqual([
      { id: 'a', type: 'user', content: 'Hi', timestamp: 't' },
      { id: 'b', type: 'assistant', content: 'Two words', timestamp: 't', metadata: meta },
    ]);
    // The writer's note about a reply comes back with it, beside the post.
    const noted = { ...meta, note: 'English only.' };
    expect(messagesFrom([{ id: 'c', type: 'assistant', content: 'Two words', timestamp: 't', metadata: noted }])).toEqual([
      { id: 'c', type: 'assistant', content: 'Two words', timestamp: 't', metadata: noted, note: 'English only.' },
    ]);
  });
});
