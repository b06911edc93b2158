import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Migration } from 'kysely';
import pg from 'pg';
import type { Config, Env } from '../platform/config';
import { type Db, type DbDialect, createDb } from '../platform/db';
import { migrateToLatest } from '../platform/migrate';
import { collectMigrations } from '../migrations/index';
import { TEST_DATABASE_URL, testConfig } from './config';

/**
 * Real databases for tests, never mocks: SQLite in a temp folder, or — when TEST_DATABASE_URL points at a
 * PostgreSQL server — a schema of its own, dropped afterwards, so test files can run in parallel.
 * (Test helpers read TEST_DATABASE_URL themselves: it configures the test run, not the app.)
 */
export { TEST_DATABASE_URL };

/** The dialects every integration suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: DbDialect[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  dialect: DbDialect;
  /** The config the database was opened with (NODE_ENV=test, temp DATA_DIR and STATIC_ROOT). */
  config: Config;
  /** Closes the connection and deletes the data (temp folder or schema). */
  destroy(): Promise<void>;
}

export interface CreateTestDbOptions {
  /** Default: postgres when TEST_DATABASE_URL is set, else sqlite. */
  dialect?: DbDialect;
  /** Extra config variables. */
  env?: Env;
  /** PostgreSQL only: the app reaches the server through this URL instead (a fault test's TCP proxy). */
  pgUrl?: string;
  /** The migrations to run (default: every one); a migration's test runs those before it, then it. */
  migrations?: Record<string, Migration>;
}

/** A fresh, fully migrated database. */
export async function createTestDb(options: CreateTestDbOptions = {}): Promise<TestDb> {
  const dialect = options.dialect ?? (TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  const migrations = options.migrations ?? collectMigrations();
  if (dialect === 'postgres') return createPostgresTestDb(migrations, options.env, options.pgUrl);

  const config = testConfig({ ...options.env, DATABASE_URL: '' });
  const db = createDb(config);
  await migrateToLatest(db, migrations);
  return {
    db,
    dialect,
    config,
    destroy: async () => {
      await db.destroy().catch(ignore);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Teardown still removes the data when a test already closed the connection on purpose. */
const ignore = () => undefined;

async function createPostgresTestDb(migrations: Record<string, Migration>, env: Env = {}, pgUrl = TEST_DATABASE_URL): Promise<TestDb> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set: cannot create a PostgreSQL test database');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const config = testConfig({ ...env, DATABASE_URL: pgUrl });
  const db = createDb(config, { pgSchema: schema });
  try {
    await migrateToLatest(db, migrations);
  } catch (error) {
    await db.destroy();
    await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    throw error;
  }
  return {
    db,
    dialect: 'postgres',
    config,
    destroy: async () => {
      await db.destroy().catch(ignore);
      await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Runs a suite once per test dialect: `describeEachDb('health', (dialect) => { ... createTestApp({ dialect }) })`.
 * Suites are named `health [sqlite]` and `health [postgres]`.
 */
export function describeEachDb(name: string, fn: (dialect: DbDialect) => void): void {
  for (const dialect of TEST_DIALECTS) {
    describe(`${name} [${dialect}]`, () => fn(dialect));
  }
}
