import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../../platform/db';

/**
 * PostgreSQL: a finer statistics target on the posts' tsvector. With the default (100) the planner keeps ~1,000
 * most common words and guesses any other word — and any `word:*` prefix, which every search ends with — as
 * fairly common; at 1.28M posts it then walked the whole score index filtering `@@` for a rare prefix ('zorania:*':
 * 2.9-5.7 s) instead of reading the GIN index (14 ms). With 1000 the rare words are known to be rare and only the
 * common ones walk the score order (where they stop early). Takes effect at the next ANALYZE (autovacuum's, or the
 * importer's bench).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`alter table viral_posts alter column search set statistics 1000`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`alter table viral_posts alter column search set statistics -1`.execute(db);
}
