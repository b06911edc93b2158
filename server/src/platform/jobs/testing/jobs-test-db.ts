import { type Kysely, sql } from 'kysely';
import type { DbDialect } from '../../db';
import { type TestDb, createTestDb } from '../../../test/db';
import { up as createJobsTable } from '../migration';
import { createTestTables } from './test-tables';

/** Where a child process finds the same database: the SQLite file, or the PostgreSQL URL and schema. */
export type DbTarget = { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string; schema: string };

export interface JobsTestDb extends Omit<TestDb, 'db'> {
  /** Untyped: the jobs and test tables are not in the app's Database type. */
  db: Kysely<any>;
  target: DbTarget;
}

/**
 * A migrated test database with the jobs table (created here while the migration index does not list it yet)
 * and the two tables the test handlers write to: job_runs (one row per handler call) and job_outcomes (one row
 * per onOutcomeUnknown call).
 */
export async function createJobsTestDb(dialect: DbDialect): Promise<JobsTestDb> {
  const t = await createTestDb({ dialect });
  try {
    await ensureJobsTable(t.db);
    await createTestTables(t.db);
    const { database } = t.config;
    const target: DbTarget =
      database.dialect === 'postgres'
        ? { dialect: 'postgres', url: database.url, schema: (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0].s }
        : { dialect: 'sqlite', path: database.path };
    return { ...t, db: t.db as Kysely<any>, target };
  } catch (error) {
    await t.destroy();
    throw error;
  }
}

async function ensureJobsTable(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === 'jobs')) await createJobsTable(db);
}
