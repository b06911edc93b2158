import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../../platform/db';

/**
 * An index for searching creators by any part of their name, handle or bio (substring, any case), so a search
 * that matches a few of 100,000 authors reads those few instead of every author.
 * - SQLite: an FTS5 table with the trigram tokenizer over `viral_authors` (external content, kept in step by
 *   triggers; the corpus is never VACUUMed, which is what could renumber the implicit rowids it points to).
 * - PostgreSQL: a pg_trgm GIN index on lower(name || ' ' || handle || ' ' || bio). When the database refuses the
 *   extension (no privilege), the index is skipped and the same searches run without it: slower, same answers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`create virtual table creator_search using fts5(name, handle, bio, content='viral_authors', content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`create trigger creator_search_ai after insert on viral_authors begin
      insert into creator_search(rowid, name, handle, bio) values (new.rowid, new.name, new.handle, new.bio);
    end`.execute(db);
    await sql`create trigger creator_search_ad after delete on viral_authors begin
      insert into creator_search(creator_search, rowid, name, handle, bio) values ('delete', old.rowid, old.name, old.handle, old.bio);
    end`.execute(db);
    // Only a real change: the importer upserts each author again with every batch of their posts.
    await sql`create trigger creator_search_au after update of name, handle, bio on viral_authors
      when old.name is not new.name or old.handle is not new.handle or old.bio is not new.bio begin
      insert into creator_search(creator_search, rowid, name, handle, bio) values ('delete', old.rowid, old.name, old.handle, old.bio);
      insert into creator_search(rowid, name, handle, bio) values (new.rowid, new.name, new.handle, new.bio);
    end`.execute(db);
    await sql`insert into creator_search(creator_search) values ('rebuild')`.execute(db);
    return;
  }
  const schema = await trigramSchema(db);
  if (!schema) return;
  await sql`create index viral_authors_search_trgm_idx on viral_authors using gin ((lower(name || ' ' || handle || ' ' || bio)) ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}

/** The schema holding pg_trgm, installing it in public when allowed; null when it is not available. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const find = async () =>
    (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db))
      .rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  // Migrations run in one transaction: a refusal must not abort it, hence the savepoint.
  await sql`savepoint creator_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint creator_search_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint creator_search_trgm`.execute(db);
  }
  return find();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const trigger of ['creator_search_ai', 'creator_search_ad', 'creator_search_au']) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists creator_search`.execute(db);
  } else {
    await sql`drop index if exists viral_authors_search_trgm_idx`.execute(db);
  }
}
