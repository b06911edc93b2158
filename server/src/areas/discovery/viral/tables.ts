/** Row types of the viral corpus (migration 20261123T133000_discovery_viral). Timestamps are ISO-8601 UTC text. */
import type { Generated } from 'kysely';

export interface ViralAuthorsTable {
  /** 'va_' + 16 hex of sha256(platform:handle): stable across imports. */
  id: string;
  platform: string;
  /** Without '@', lower case. */
  handle: string;
  name: string;
  bio: string;
  /** An image URL we serve, or null (the API then serves a generated avatar). */
  profile_image_url: string | null;
  follower_count: number;
  /** Follower growth over the last 30 days, percent. */
  follower_growth_pct: number;
  /** One of VIRAL_DOMAINS. */
  domain: string;
  /** Mean (likes + comments + shares) / followers of the author's posts, percent (recomputed by the refresh). */
  engagement_rate: number;
  is_verified: number;
  /** 1 when the author is a rising creator (see scoring.ts `risingScore`). */
  is_rising: number;
  rising_score: number;
  post_count: number;
  created_at: string;
  updated_at: string;
}

export interface ViralPostsTable {
  id: Generated<number>;
  platform: string;
  external_id: string;
  author_id: string;
  content: string;
  likes: number;
  comments: number;
  shares: number;
  /** 0-100, scoring.ts `viralScore`. */
  viral_score: number;
  /** The author's follower count, copied so the max_followers filter reads no join. */
  author_followers: number;
  has_media: number;
  /** Topic labels joined by '|' (display order). */
  topics: string;
  post_url: string | null;
  posted_at: string;
  scraped_at: string;
  updated_at: string;
}

export interface ViralTopicsTable {
  /** slug of the label. */
  id: string;
  label: string;
}

export interface ViralPostTopicsTable {
  topic_id: string;
  post_id: number;
  viral_score: number;
  posted_at: string;
}

export interface ViralMediaTable {
  post_id: number;
  position: number;
  kind: string;
  /** Where the original lives (imports); never sent to browsers: images are drawn and served by us. */
  source_url: string | null;
  alt: string;
}

export interface ViralTrendingTopicsTable {
  topic_id: string;
  label: string;
  rank: number;
  posts_count: number;
  baseline_mean: number;
  trending_score: number;
  computed_at: string;
}

export interface ViralStateTable {
  key: string;
  value: string;
}

/** A score a refresh replaced: what the post scored in `generation` (migration 20261129T063000). */
export interface ViralScoreLogTable {
  generation: number;
  post_id: number;
  score: number;
}

/** When each score generation ended (the log of a generation is kept a day after). */
export interface ViralScoreGenerationsTable {
  generation: number;
  ended_at: string;
}

export interface ViralTables {
  viral_authors: ViralAuthorsTable;
  viral_posts: ViralPostsTable;
  viral_topics: ViralTopicsTable;
  viral_post_topics: ViralPostTopicsTable;
  viral_media: ViralMediaTable;
  viral_trending_topics: ViralTrendingTopicsTable;
  viral_state: ViralStateTable;
  viral_score_log: ViralScoreLogTable;
  viral_score_generations: ViralScoreGenerationsTable;
}

declare module '../../../platform/db' {
  interface Database extends ViralTables {}
}
