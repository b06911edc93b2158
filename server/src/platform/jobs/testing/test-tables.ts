import type { Kysely } from 'kysely';

/** The tables the test handlers write to: job_runs (one row per handler call), job_outcomes (one per onOutcomeUnknown). */
export async function createTestTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_outcomes')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
}
