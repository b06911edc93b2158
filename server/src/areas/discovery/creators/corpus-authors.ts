import type { Db } from '../../../platform/db';
import { type ViralAuthorsTable, corpusAuthor, listCorpusAuthors } from '../viral/corpus';

/**
 * The creators part's reads of the corpus authors, through the viral part's corpus functions (rising creators
 * are the corpus authors, ranked by `rising_score`: follower growth and engagement, recomputed by the refresh).
 */
export type AuthorRow = ViralAuthorsTable;

/** The best-ranked authors of a domain (null: every domain) whose name, handle or bio holds every word. */
export function listRisingAuthors(db: Db, { domain, words, limit }: { domain: string | null; words: readonly string[]; limit: number }): Promise<AuthorRow[]> {
  return listCorpusAuthors({ db, domain, search: words.join(' '), limit });
}

/** These authors, in the corpus's order; ids it does not have are left out. */
export function authorsByIds(db: Db, ids: readonly string[]): Promise<AuthorRow[]> {
  return listCorpusAuthors({ db, ids: [...ids], limit: Math.max(ids.length, 1) });
}

/** The author with this id, if the corpus has it. */
export function findAuthor(db: Db, id: string): Promise<AuthorRow | undefined> {
  return corpusAuthor({ db, id });
}
