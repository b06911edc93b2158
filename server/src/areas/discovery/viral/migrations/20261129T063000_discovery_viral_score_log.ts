import type { Kysely } from 'kysely';
import { dialectOf } from '../../../../platform/db';

/**
 * The scores a refresh replaced, so a member paging by quality keeps the order their first page was read in
 * (README: paging across a refresh). `viral_score_log`: (generation, post, the score the post had in that
 * generation), written by the rescore for each post whose score it changes, in the same transaction as the change;
 * `viral_score_generations`: when each generation ended, so the log is pruned after a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('viral_score_log')
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('post_id', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('viral_score_log_pk', ['post_id', 'generation'])
    .execute();
  await db.schema.createIndex('viral_score_log_generation_idx').on('viral_score_log').columns(['generation', 'score desc', 'post_id desc']).execute();
  await db.schema
    .createTable('viral_score_generations')
    .addColumn('generation', 'integer', (c) => c.primaryKey())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('viral_score_generations').ifExists().execute();
  await db.schema.dropTable('viral_score_log').ifExists().execute();
}
