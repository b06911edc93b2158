import { type Kysely, sql } from 'kysely';

/**
 * The member's content library. Rows cascade from users (deleting a member deletes their library). Indexes serve
 * the three sorts of GET /api/content/posts (each with id as the tie-break of the cursor) and the scheduler's
 * events, which find a post by its scheduled post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('library_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'scheduled', 'published')`))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('linkedin_post', 'article', 'caption')`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('chat', 'history', 'viral', 'manual')`))
    .addColumn('scheduled_post_id', 'text')
    .addColumn('scheduled_time', 'text')
    .addColumn('published_at', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('library_posts_created_idx').on('library_posts').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('library_posts_updated_idx').on('library_posts').columns(['user_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('library_posts_title_idx').on('library_posts').columns(['user_id', 'title_key', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('library_posts').execute();
}
