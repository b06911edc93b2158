import type { Kysely } from 'kysely';

/**
 * Rising creators: which creators each member follows. Keyed by (member, creator): following twice is one row.
 * The creator id is a corpus author's id, not a foreign key, so re-importing or pruning the corpus never fails on
 * a follow; a follow whose creator is gone is simply not listed. Rows go with the member (cascade).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('creator_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('creator_follows_pk', ['user_id', 'creator_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('creator_follows').ifExists().execute();
}
