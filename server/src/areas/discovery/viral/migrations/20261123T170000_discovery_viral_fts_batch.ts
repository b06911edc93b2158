import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../../platform/db';

/**
 * SQLite: the FTS5 insert and update triggers stand aside while a batch import maintains the index itself.
 * Indexing row by row from a trigger costs about ten times what one `insert … select` of the whole batch costs, so
 * the importer (repository.ts `upsertRecords`) writes the row `viral_state('fts_batch')` at the start of its
 * transaction, keeps the FTS index in step with set-based statements, and deletes the row before it commits: no
 * other connection ever sees it, and a failed import rolls it back with everything else. Every other write (the
 * delete trigger always) keeps the triggers. PostgreSQL's tsvector column is generated: nothing to do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`drop trigger if exists viral_posts_fts_ai`.execute(db);
  await sql`drop trigger if exists viral_posts_fts_au`.execute(db);
  await sql`create trigger viral_posts_fts_ai after insert on viral_posts
    when not exists (select 1 from viral_state where key = 'fts_batch') begin
      insert into viral_posts_fts(rowid, content, topics) values (new.id, new.content, replace(new.topics, '|', ' '));
    end`.execute(db);
  await sql`create trigger viral_posts_fts_au after update of content, topics on viral_posts
    when not exists (select 1 from viral_state where key = 'fts_batch') begin
      insert into viral_posts_fts(viral_posts_fts, rowid, content, topics) values ('delete', old.id, old.content, replace(old.topics, '|', ' '));
      insert into viral_posts_fts(rowid, content, topics) values (new.id, new.content, replace(new.topics, '|', ' '));
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`drop trigger if exists viral_posts_fts_ai`.execute(db);
  await sql`drop trigger if exists viral_posts_fts_au`.execute(db);
  await sql`create trigger viral_posts_fts_ai after insert on viral_posts begin
      insert into viral_posts_fts(rowid, content, topics) values (new.id, new.content, replace(new.topics, '|', ' '));
    end`.execute(db);
  await sql`create trigger viral_posts_fts_au after update of content, topics on viral_posts begin
      insert into viral_posts_fts(viral_posts_fts, rowid, content, topics) values ('delete', old.id, old.content, replace(old.topics, '|', ' '));
      insert into viral_posts_fts(rowid, content, topics) values (new.id, new.content, replace(new.topics, '|', ' '));
    end`.execute(db);
}
