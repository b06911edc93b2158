import type { Db } from '../../../platform/db';
import { type ViralAuthorsTable, corpusAuthor, listCorpusAuthors } from '../viral/corpus';
import { rankedMatchesInWindow, searchCandidateIds } from './search-repository';

/**
 * The creators part's reads of the corpus authors, through the viral part's corpus functions (rising creators
 * are the corpus authors, ranked by `rising_score`: follower growth and engagement, recomputed by the refresh).
 */
export type AuthorRow = ViralAuthorsTable;

/** How many of the best-ranked authors a search reads first (a common word has its 20 matches among them). */
export const SEARCH_WINDOW = 1000;
/** How many index candidates a search ranks itself (a rare word, a name: few matches, ranked directly). */
export const SEARCH_CANDIDATE_CAP = 2000;

/**
 * The best-ranked authors of a domain (null: every domain) whose name, handle or bio holds every word (lower
 * case, any order), ranked by rising score then id. A search stays bounded whatever the corpus size: first the
 * best-ranked SEARCH_WINDOW authors (enough for a common word), else the search index's candidates when there are
 * at most SEARCH_CANDIDATE_CAP (a rare word), else (rare in practice) the full ranked scan.
 */
export async function listRisingAuthors(
  db: Db,
  {
    domain,
    words,
    limit,
    window = SEARCH_WINDOW,
    cap = SEARCH_CANDIDATE_CAP,
  }: { domain: string | null; words: readonly string[]; limit: number; window?: number; cap?: number },
): Promise<AuthorRow[]> {
  if (words.length === 0) return listCorpusAuthors({ db, domain, limit });
  const search = words.join(' ');
  if (window > 0) {
    const ids = await rankedMatchesInWindow(db, { domain, words, limit, window });
    if (ids.length === limit) return listCorpusAuthors({ db, ids, limit });
  }
  const terms = words.filter((w) => w.length >= 3);
  if (terms.length > 0) {
    const ids = await searchCandidateIds(db, { terms, cap: cap + 1, domain });
    if (ids.length <= cap) return listCorpusAuthors({ db, ids, domain, search, limit });
  }
  return listCorpusAuthors({ db, domain, search, limit });
}

/** Ids per statement: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const IDS_PER_READ = 500;

/** These authors (ids the corpus does not have are left out), read a bounded number of ids at a time. */
export async function authorsByIds(db: Db, ids: readonly string[]): Promise<AuthorRow[]> {
  const rows: AuthorRow[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const chunk = ids.slice(i, i + IDS_PER_READ);
    rows.push(...(await listCorpusAuthors({ db, ids: chunk, limit: chunk.length })));
  }
  return rows;
}

/** The author with this id, if the corpus has it. */
export function findAuthor(db: Db, id: string): Promise<AuthorRow | undefined> {
  return corpusAuthor({ db, id });
}
