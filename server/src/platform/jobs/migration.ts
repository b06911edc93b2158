import { type Kysely, sql } from 'kysely';

/** Listed by the migration index under this name. */
export const JOBS_MIGRATION_NAME = '20261123T120000_platform_jobs';

/**
 * The stored job queue (platform/jobs). Partial indexes work on both engines; their predicates use literal
 * statuses, and so do the queries that must use them (a bound parameter would not match the predicate).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'running', 'done', 'failed', 'unknown', 'cancelled')`),
    )
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  // The claim query: the earliest due pending jobs.
  await db.schema.createIndex('jobs_pending_run_at_idx').on('jobs').column('run_at').where(sql<boolean>`status = 'pending'`).execute();
  // Lease recovery: running jobs whose lease expired.
  await db.schema.createIndex('jobs_running_lease_idx').on('jobs').column('lease_expires_at').where(sql<boolean>`status = 'running'`).execute();
  // Unknown outcomes waiting for their area's handler (few; finished ones are out of this index).
  await db.schema
    .createIndex('jobs_unknown_open_idx')
    .on('jobs')
    .column('run_at')
    .where(sql<boolean>`status = 'unknown' and finished_at is null`)
    .execute();
  // Dedupe: one live job per key (a finished one frees the key).
  await db.schema
    .createIndex('jobs_key_live_idx')
    .on('jobs')
    .column('key')
    .unique()
    .where(sql<boolean>`status in ('pending', 'running')`)
    .execute();
  // Pruning finished jobs.
  await db.schema.createIndex('jobs_finished_at_idx').on('jobs').column('finished_at').where(sql<boolean>`finished_at is not null`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
