/** Row types of the rising creators' own table (migration 20261123T133500_discovery_creator_follows). */

/** One member following one creator (a corpus author). `created_at` is ISO-8601 UTC text. */
export interface CreatorFollowsTable {
  user_id: string;
  creator_id: string;
  created_at: string;
}

export interface CreatorTables {
  creator_follows: CreatorFollowsTable;
}

declare module '../../../platform/db' {
  interface Database extends CreatorTables {}
}
