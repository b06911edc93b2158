import { type Kysely, sql } from 'kysely';

/**
 * The month's posts and templates, kept with its credits: the Profile Settings tiles 'Posts generated' and
 * 'Templates used' count what was delivered in the credits' month (UTC), and deleting a history item or a chat no
 * longer changes them (they used to count the whole content history, whatever its month).
 * - `credit_usage.posts`: the replies of the month that were posts (a history item was written with them).
 * - `credit_usage_templates`: each template the month's posts were written with, once.
 * The months already counted are filled from the history still kept (what was deleted before is not known).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_usage').addColumn('posts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('credit_usage_templates')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_usage_templates_pk', ['user_id', 'period', 'template_name'])
    .execute();
  await sql`
    update credit_usage set posts = (
      select count(*) from content_history as h
      where h.user_id = credit_usage.user_id and substr(h.created_at, 1, 7) = credit_usage.period
    )`.execute(db);
  await sql`
    insert into credit_usage_templates (user_id, period, template_name)
    select distinct h.user_id, substr(h.created_at, 1, 7), h.template_name from content_history as h
    where h.template_name is not null
      and exists (select 1 from credit_usage as c where c.user_id = h.user_id and c.period = substr(h.created_at, 1, 7))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_usage_templates').execute();
  await db.schema.alterTable('credit_usage').dropColumn('posts').execute();
}
