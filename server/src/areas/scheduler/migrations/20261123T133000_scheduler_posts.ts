import { type Kysely, sql } from 'kysely';

/** Scheduled posts (one per member's post and time) and the reminders already sent. Cascade from users. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'publishing', 'published', 'failed')`))
    .addColumn('linkedin_urn', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('error', 'text')
    .addColumn('library_post_id', 'text')
    .addColumn('rate_limited_since', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scheduled_posts_user_idx').on('scheduled_posts').columns(['user_id', 'scheduled_at']).execute();
  await db.schema.createIndex('scheduled_posts_status_idx').on('scheduled_posts').columns(['status', 'scheduled_at']).execute();

  await db.schema
    .createTable('scheduler_reminders')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduler_reminders_pk', ['user_id', 'kind', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduler_reminders').execute();
  await db.schema.dropTable('scheduled_posts').execute();
}
