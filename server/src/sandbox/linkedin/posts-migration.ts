import type { Kysely } from 'kysely';

/** The LinkedIn sandbox's received posts and injected failures (see posts-tables.ts). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_linkedin_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('commentary', 'text', (c) => c.notNull())
    .addColumn('shown_text', 'text', (c) => c.notNull())
    .addColumn('truncated', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_linkedin_posts_author_idx').on('sandbox_linkedin_posts').columns(['author', 'created_at']).execute();
  await db.schema
    .createTable('sandbox_linkedin_faults')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('code', 'text')
    .addColumn('message', 'text')
    .addColumn('delay_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_after', 'integer')
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_linkedin_faults').execute();
  await db.schema.dropTable('sandbox_linkedin_posts').execute();
}
