/**
 * One viral post as every way into the corpus hands it over (the sample generator, the importer, the feed):
 * the viral-post entity of SPEC.md §3, normalised. `upsertRecords` (repository.ts) stores batches of them.
 */
export interface ViralRecord {
  platform: string;
  external_id: string;
  author: {
    handle: string;
    name: string;
    bio: string;
    followers: number;
    profile_image_url: string | null;
    /** One of VIRAL_DOMAINS; null keeps the stored one (or 'business' for a new author). */
    domain: string | null;
    is_verified: boolean;
    /** Follower growth over 30 days, percent; null keeps the stored figure. */
    growth_pct: number | null;
  };
  content: string;
  likes: number;
  comments: number;
  shares: number;
  /** Up to 20: kind ('image', 'chart', 'photo', 'slide', 'quote', 'video') and where the original lives. */
  media: { kind: string; source_url: string | null; alt: string }[];
  /** Topic labels, up to 10. */
  topics: string[];
  post_url: string | null;
  posted_at: string;
  scraped_at: string;
}

/** The 10 domains of SPEC.md §9 ('all' is the dropdown's view of every domain). */
export const VIRAL_DOMAINS = ['tech', 'marketing', 'design', 'finance', 'business', 'leadership', 'sales', 'hr', 'healthcare', 'education'] as const;
export type ViralDomain = (typeof VIRAL_DOMAINS)[number];

/**
 * Whether a stored image path is one of ours (same origin): '/x', never '//host/x' nor '/\host/x', which a browser
 * reads as another host (it takes a backslash for a slash), past the strict CSP's intent.
 */
export function isOwnImagePath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}
