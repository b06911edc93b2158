import type { ContentHistoryItem } from 'shared/contracts';
import { LIMITS } from 'shared/constants';
import { foldedCardText } from 'shared/ui';

/** Rules of the Content History screen (tested in history.test.ts). */

export const HISTORY_PAGE_SIZE = LIMITS.historyPageSize;

/**
 * 'Load More Content' shows when 20 or more items are listed (SPEC.md §2) and loads the next page (real pagination,
 * DECISIONS.md). It goes once a page it loaded said nothing follows; before that it stays from 20 items, as the spec
 * says, even when the first page happened to hold all of them (a click then finds the end and hides it).
 */
export function showLoadMore(listed: number, hasMore: boolean, endLoaded = false): boolean {
  return listed >= HISTORY_PAGE_SIZE && (hasMore || !endLoaded);
}

/**
 * Adds the next page to the list. Its offset is the number listed (deletions already taken off), so nothing is
 * skipped; an item that moved onto this page because newer ones were written meanwhile is not shown twice.
 */
export function appendPage(listed: readonly ContentHistoryItem[], page: readonly ContentHistoryItem[]): ContentHistoryItem[] {
  const seen = new Set(listed.map((i) => i.id));
  return [...listed, ...page.filter((i) => !seen.has(i.id))];
}

/**
 * The template filter's value once the history's template names are known: the selected one while it still has an
 * option, else '' (All templates). A native select without the value's option shows its first choice, so keeping a
 * gone template would filter by one thing while saying 'All'.
 */
export function keptTemplate(selected: string, templates: readonly string[]): string {
  return selected && !templates.includes(selected) ? '' : selected;
}

/** The library post saved from a history item: its content, from the history. */
export function libraryDraftFrom(item: Pick<ContentHistoryItem, 'content'>) {
  return { content: item.content, source: 'history' as const };
}

const FOLD_LINES = 6;
/** Folded, a post shows this much at most (less than the 600 that fold it, so the fold always hides something). */
const FOLD_CHARS = 400;

/**
 * A history post longer than 8 lines or 600 characters is folded behind '…see more', as a viral post is (a box that
 * scrolled at 16em gave no sign, on a phone, that the post went on).
 */
export function folds(content: string): boolean {
  return content.split('\n').length > FOLD_LINES + 2 || content.length > 600;
}

/**
 * What a folded post shows: its first 6 lines and at most 400 characters, cut after a whole word, without the
 * punctuation or ellipsis it ended on, so '…see more' is the only ellipsis.
 */
export function foldedText(content: string): string {
  return foldedCardText(content, { lines: FOLD_LINES, chars: FOLD_CHARS });
}
