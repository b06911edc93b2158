import type { PostDraft } from '../components/PostForm';

/**
 * The form's draft kept across the trip to LinkedIn: a member who writes a post before connecting, presses
 * Schedule Post and connects leaves the page for LinkedIn's consent and comes back to a new page. The draft waits
 * in this tab's sessionStorage, for that member only, and is taken (read once) when the Scheduler opens again.
 */

const KEY = 'postpilot.scheduler.draft';
/** A draft older than this is not brought back (the member has long moved on). */
const MAX_AGE_MS = 60 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Kept {
  userId: string;
  savedAt: number;
  draft: Pick<PostDraft, 'content' | 'dateTime' | 'zone' | 'libraryPostId'>;
}

function sessionStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a new post's draft for `userId` (an edit of a saved post needs no keeping: it is on the server). */
export function keepDraft(userId: string, draft: PostDraft, { store = sessionStore(), now = Date.now() }: { store?: Store | null; now?: number } = {}): void {
  if (!store || draft.editingId || !draft.content.trim()) return;
  const kept: Kept = { userId, savedAt: now, draft: { content: draft.content, dateTime: draft.dateTime, zone: draft.zone, libraryPostId: draft.libraryPostId } };
  try {
    store.setItem(KEY, JSON.stringify(kept));
  } catch {
    /* storage full or refused: the draft is lost as before */
  }
}

/** The draft kept for `userId`, removed from the store; null when there is none (or it is someone else's, or stale). */
export function takeDraft(userId: string, { store = sessionStore(), now = Date.now() }: { store?: Store | null; now?: number } = {}): PostDraft | null {
  if (!store) return null;
  let text: string | null = null;
  try {
    text = store.getItem(KEY);
    if (text !== null) store.removeItem(KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<Kept>;
    const d = kept.draft;
    if (kept.userId !== userId || typeof kept.savedAt !== 'number' || now - kept.savedAt > MAX_AGE_MS || !d) return null;
    if (typeof d.content !== 'string' || typeof d.dateTime !== 'string' || typeof d.zone !== 'string') return null;
    return {
      content: d.content,
      dateTime: d.dateTime,
      zone: d.zone,
      platform: 'linkedin',
      libraryPostId: typeof d.libraryPostId === 'string' ? d.libraryPostId : null,
      editingId: null,
    };
  } catch {
    return null;
  }
}
