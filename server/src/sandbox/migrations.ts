import type { Migration } from 'kysely';
import * as linkedinPostsHash from './linkedin/posts-hash-migration';
import * as linkedinPosts from './linkedin/posts-migration';
import * as stripeObjects from './stripe/migration';

/**
 * Tables the sandboxes keep (state that must be shared by several processes, e.g. what a sandbox received).
 * Named `YYYYMMDDTHHMMSS_sandbox_<what>`. The mail outbox predates this list: migration 0002_auth created it.
 */
export const sandboxMigrations: Record<string, Migration> = {
  '20261123T134500_sandbox_linkedin_posts': linkedinPosts,
  '20261123T141500_sandbox_linkedin_posts_hash': linkedinPostsHash,
  '20261123T133000_sandbox_stripe': stripeObjects,
};
