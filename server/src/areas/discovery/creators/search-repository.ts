import { sql } from 'kysely';
import { type Db, dialectOf, lowerText } from '../../../platform/db';

const escapeLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The best-ranked matches among the `window` best-ranked authors of a domain (null: all): for a common word the
 * first `limit` matches are found there, and then they are the best-ranked matches of the whole corpus. Each word
 * must be in the name, the handle or the bio (lower case), as in the corpus's own listing.
 */
export async function rankedMatchesInWindow(
  db: Db,
  { domain, words, limit, window }: { domain: string | null; words: readonly string[]; limit: number; window: number },
): Promise<string[]> {
  const top = db
    .selectFrom('viral_authors')
    .select(['id', 'name', 'handle', 'bio', 'rising_score'])
    .$if(domain !== null, (q) => q.where('domain', '=', domain!))
    .orderBy('rising_score', 'desc')
    .orderBy('id')
    .limit(window);
  let query = db.selectFrom(top.as('top')).select('top.id');
  for (const word of words) {
    const like = `%${escapeLike(word)}%`;
    const lower = (column: string) => lowerText(db, sql.ref(column), word);
    query = query.where(
      sql<boolean>`(${lower('top.name')} like ${like} escape '\\' or ${lower('top.handle')} like ${like} escape '\\' or ${lower('top.bio')} like ${like} escape '\\')`,
    );
  }
  const rows = await query.orderBy('top.rising_score', 'desc').orderBy('top.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Candidates for a creator search from the search index (migration 20261123T140500_discovery_creator_search):
 * ids of authors (of `domain`, when given) whose name, handle or bio holds every term (terms of 3+ characters: the
 * trigram index's unit), at most `cap`, in no particular order. A superset of the exact matches, never a subset: the caller filters
 * and ranks them.
 */
export async function searchCandidateIds(
  db: Db,
  { terms, cap, domain = null }: { terms: readonly string[]; cap: number; domain?: string | null },
): Promise<string[]> {
  if (dialectOf(db) === 'sqlite') {
    const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
    const inDomain = domain === null ? sql`` : sql` and a.domain = ${domain}`;
    const { rows } = await sql<{ id: string }>`
      select a.id from creator_search s join viral_authors a on a.rowid = s.rowid
      where creator_search match ${match}${inDomain} limit ${cap}`.execute(db);
    return rows.map((r) => r.id);
  }
  const text = sql`lower(name || ' ' || handle || ' ' || bio)`;
  const conditions = terms.map((t) => sql`${text} like ${`%${escapeLike(t)}%`} escape '\\'`);
  if (domain !== null) conditions.push(sql`domain = ${domain}`);
  // The planner prices lower() and LIKE at almost nothing and, with a LIMIT above its estimate, would rather scan
  // every author (67 ms at 25,000) than read the trigram index (3 ms): the index is what this query is for.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ id: string }>`select id from viral_authors where ${sql.join(conditions, sql` and `)} limit ${cap}`.execute(trx);
    return rows.map((r) => r.id);
  });
}
