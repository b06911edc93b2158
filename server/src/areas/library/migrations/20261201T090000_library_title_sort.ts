import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../platform/db';
import { titleSortKey } from '../title-sort';

/**
 * The Title A-Z order reads `title_sort` (title-sort.ts: accents and case aside) instead of `title_key` (the title
 * lower-cased, which put 'École' after 'Zebra'; it stays for the search). Compared by code point on both engines
 * (PostgreSQL: collation "C", whatever the database's). Existing posts get their key here, in batches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .alterTable('library_posts')
    .addColumn('title_sort', 'text', (c) => (postgres ? c.modifyFront(sql`collate "C"`) : c).notNull().defaultTo(''))
    .execute();
  await fillTitleSortKeys(db);
  await db.schema.dropIndex('library_posts_title_idx').execute();
  await db.schema.createIndex('library_posts_title_sort_idx').on('library_posts').columns(['user_id', 'title_sort', 'id']).execute();
}

/** Gives every post without one its sort key (posts written before this migration). */
export async function fillTitleSortKeys(db: Kysely<any>): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const rows: { id: string; title: string }[] = await db
      .selectFrom('library_posts')
      .select(['id', 'title'])
      .where('title_sort', '=', '')
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) return filled;
    for (const row of rows) {
      await db.updateTable('library_posts').set({ title_sort: titleSortKey(row.title) }).where('id', '=', row.id).execute();
    }
    filled += rows.length;
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('library_posts_title_sort_idx').execute();
  await db.schema.createIndex('library_posts_title_idx').on('library_posts').columns(['user_id', 'title_key', 'id']).execute();
  await db.schema.alterTable('library_posts').dropColumn('title_sort').execute();
}
