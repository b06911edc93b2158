import type { Kysely } from 'kysely';

/** Duplicate detection looks posts up by a hash of their commentary (a 3,000-character text is too long for an index). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sandbox_linkedin_posts').addColumn('commentary_sha256', 'text').execute();
  await db.schema.createIndex('sandbox_linkedin_posts_dup_idx').on('sandbox_linkedin_posts').columns(['author', 'commentary_sha256']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sandbox_linkedin_posts_dup_idx').execute();
  await db.schema.alterTable('sandbox_linkedin_posts').dropColumn('commentary_sha256').execute();
}
