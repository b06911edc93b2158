import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_auth';
import * as m0003 from './0003_generator';

/**
 * Every migration, listed statically (not read from the folder) so they load the same under tsx, jest and a
 * bundler. Kysely runs them in name order; each area appends one file: 0002_auth, 0003_generator, ...
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_auth': m0002,
  '0003_generator': m0003,
};
