import type { ContentType, LibraryPost, PostSort, PostStatus, PostsQuery } from 'shared/contracts';
import { formatInZone } from 'shared/constants';

/** Labels, filters and rules of the library screens (plain functions, tested in model.test.ts). */

export const STATUS_LABEL: Record<PostStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
export const STATUS_COLOR: Record<PostStatus, string> = { draft: 'default', scheduled: 'blue', published: 'green' };
export const TYPE_LABEL: Record<ContentType, string> = { linkedin_post: 'LinkedIn Post', article: 'Article', caption: 'Caption' };
export const SORT_LABEL: Record<PostSort, string> = { created: 'Date Created', updated: 'Last Modified', title: 'Title A-Z' };
/** The order of the board's columns (SPEC.md §2 lists the filter as Draft, Published, Scheduled; the board follows a post's life). */
/** A count with its noun, grouped and singular for one: '1 word', '1,234 characters'. */
export function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}

export const BOARD_COLUMNS: PostStatus[] = ['draft', 'scheduled', 'published'];

export interface Filters {
  q: string;
  sort: PostSort;
  status: PostStatus | '';
  contentType: ContentType | '';
}

export const NO_FILTERS: Filters = { q: '', sort: 'created', status: '', contentType: '' };

/** True when any filter narrows the list (the sort does not). */
export function isFiltered(f: Filters): boolean {
  return f.q.trim() !== '' || f.status !== '' || f.contentType !== '';
}

/** The query of GET /api/content/posts for the filters (empty ones left out). */
export function queryFor(f: Filters, cursor?: string | null): PostsQuery {
  return {
    sort: f.sort,
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.contentType ? { content_type: f.contentType } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * True when the grid must load its first page again: it lists nothing while the server still counts posts (the
 * member deleted every card loaded so far). Without it, the empty library ('No content created yet') showed over
 * posts that were only on the next page.
 */
export function gridNeedsReload(listed: number, total: number): boolean {
  return listed === 0 && total > 0;
}

/** How many cards a board column loads at a time ('Load more' fetches the next page of that column). */
export const BOARD_PAGE_SIZE = 30;

/** The query of one board column: its status, the search and type filters, most recently changed first. */
export function boardQueryFor(status: PostStatus, f: Filters, cursor?: string | null): PostsQuery {
  return { ...queryFor({ ...f, status, sort: 'updated' }, cursor), limit: BOARD_PAGE_SIZE };
}

/** One board column as loaded: the cards shown, the server's count of all that match, and where the next page starts. */
export interface BoardColumn {
  posts: LibraryPost[];
  total: number;
  cursor: string | null;
}
export type BoardColumns = Record<PostStatus, BoardColumn>;

/** The search's words as the server reads `q` (every one, in any order, in the title or the content; eight at most). */
const SEARCH_WORDS = 8;

/**
 * True when a post matches the board's search and type filters (a moved or edited card stays only if it does), as
 * the server's search finds it: a card whose words are in another order than typed stayed matched on the server but
 * left the board when it was moved.
 */
export function matchesBoard(post: LibraryPost, f: Filters): boolean {
  if (f.contentType && post.content_type !== f.contentType) return false;
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS);
  const title = post.title.toLowerCase();
  const content = post.content.toLowerCase();
  return words.every((word) => title.includes(word) || content.includes(word));
}

/**
 * The columns after a post changed (or was deleted): it leaves the column it was in and, unless removed, goes to
 * the top of its status's column (the board is ordered by last change); each column's count follows.
 */
export function placeOnBoard(columns: BoardColumns, post: LibraryPost, { removed = false, filters }: { removed?: boolean; filters: Filters }): BoardColumns {
  const next = { ...columns };
  for (const status of BOARD_COLUMNS) {
    const col = columns[status];
    if (col.posts.some((p) => p.id === post.id)) next[status] = { ...col, posts: col.posts.filter((p) => p.id !== post.id), total: Math.max(0, col.total - 1) };
  }
  if (!removed && matchesBoard(post, filters)) {
    const col = next[post.status];
    next[post.status] = { ...col, posts: [post, ...col.posts], total: col.total + 1 };
  }
  return next;
}

/**
 * What dropping a card on a column does. A post becomes scheduled only in the scheduler (the form opens with the
 * post), published by hand only from draft (a scheduled one is published by its schedule), and a scheduled post
 * goes back to draft after a confirmation, which cancels its schedule. A post the scheduler put on LinkedIn does not
 * move (the server answers 409): it can be duplicated as a new draft.
 */
export type Move =
  | { kind: 'none' }
  | { kind: 'schedule' }
  | { kind: 'confirm-unschedule' }
  | { kind: 'change'; status: PostStatus }
  | { kind: 'refuse'; message: string; duplicate?: boolean };

/** As the server says it (409): a post the scheduler put on LinkedIn stays published; the member duplicates it instead. */
export const LIVE_ON_LINKEDIN = 'This post is live on LinkedIn: the scheduler published it, so it stays published. Duplicate it to start a new draft.';

/** Published by the scheduler (it carries its LinkedIn link), not marked published by hand. */
export function isLiveOnLinkedIn(post: Pick<LibraryPost, 'status' | 'linkedin_url'>): boolean {
  return post.status === 'published' && !!post.linkedin_url;
}

/** The copy 'Duplicate as draft' saves: the same text, type and title, as a new draft typed by the member. */
export function duplicateOf(post: Pick<LibraryPost, 'title' | 'content' | 'content_type'>) {
  return { title: post.title, content: post.content, content_type: post.content_type, source: 'manual' as const };
}

export function moveFor(post: Pick<LibraryPost, 'status' | 'linkedin_url'>, to: PostStatus): Move {
  const from = post.status;
  if (from === to) return { kind: 'none' };
  if (isLiveOnLinkedIn(post)) return { kind: 'refuse', message: LIVE_ON_LINKEDIN, duplicate: true };
  if (to === 'scheduled') {
    return from === 'published' ? { kind: 'refuse', message: 'This post is already published. Move it to Draft first to schedule it again.' } : { kind: 'schedule' };
  }
  if (from === 'scheduled') {
    return to === 'draft'
      ? { kind: 'confirm-unschedule' }
      : { kind: 'refuse', message: 'A scheduled post moves to Published when the scheduler publishes it. Move it to Draft to cancel its schedule.' };
  }
  return { kind: 'change', status: to };
}

/** The scheduler's form with the post (its content and the library post it schedules). */
export function schedulerLinkFor(post: Pick<LibraryPost, 'id' | 'content'>): string {
  return `/app/scheduler?${new URLSearchParams({ content: post.content, library_post_id: post.id }).toString()}`;
}

/** The generator with the post to rework (SPEC.md §2: /generate?edit={id}&content={text}); its reply can be saved over the post. */
export function editLinkFor(post: Pick<LibraryPost, 'id' | 'content'>): string {
  return `/app/generate?${new URLSearchParams({ edit: post.id, content: post.content }).toString()}`;
}

export type LibraryView = 'grid' | 'board';
const VIEW_KEY = 'postpilot.library.view';

/** The grid/board choice, remembered in this browser. */
export function readView(storage: Pick<Storage, 'getItem'> | null = safeStorage()): LibraryView {
  return storage?.getItem(VIEW_KEY) === 'board' ? 'board' : 'grid';
}

export function writeView(view: LibraryView, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(VIEW_KEY, view);
  } catch {
    /* private mode: the choice lasts this visit */
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * 'Scheduled for Mon, Jan 6, 9:00 AM (America/Chicago)': in the member's zone (`screenZone` of their saved zone, as
 * the Scheduler shows it), named, so the time reads the same on both screens whatever the browser's zone.
 */
export function scheduledLabel(iso: string | null, zone: string): string | null {
  if (!iso) return null;
  if (Number.isNaN(new Date(iso).getTime())) return null;
  return `Scheduled for ${formatInZone(iso, zone)} (${zone})`;
}

/** Copies text; the toasts of SPEC.md §8. */
/** A failure toast: SPEC.md §8's text first, then the server's reason when it gave one ('Failed to delete post: …'). */
export function failureText(text: string, detail: string | null | undefined): string {
  const why = detail?.trim();
  return why && why !== text ? `${text}: ${why}` : text;
}

export async function copyText(text: string, toast: { success: (m: string) => unknown; error: (m: string) => unknown }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Content copied to clipboard!');
  } catch {
    toast.error('Failed to copy content');
  }
}
