import type { Migration } from 'kysely';
import * as jobs from '../jobs/migration';
import { JOBS_MIGRATION_NAME } from '../jobs/migration';
import * as m0001 from './0001_platform';

/** The platform's own tables (rate limits, jobs). Areas list theirs in their manifests. */
export const platformMigrations: Record<string, Migration> = {
  '0001_platform': m0001,
  [JOBS_MIGRATION_NAME]: jobs,
};
