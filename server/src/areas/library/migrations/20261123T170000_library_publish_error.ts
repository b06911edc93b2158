import type { Kysely } from 'kysely';

/**
 * Why the scheduler could not publish a library post (`scheduler.post.failed`): the post is a draft again and shows
 * this reason until it is scheduled again, retried, published or released.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('library_posts').addColumn('publish_error', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('library_posts').dropColumn('publish_error').execute();
}
