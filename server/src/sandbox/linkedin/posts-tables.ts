/** What the LinkedIn sandbox received (shared by every process on the database) and the failures tests inject. */
export interface SandboxLinkedInPostsTable {
  /** The post URN, e.g. urn:li:share:7263... */
  id: string;
  /** urn:li:person:{sub} */
  author: string;
  /** The commentary exactly as sent (little text). */
  commentary: string;
  /** sha256 of the commentary (hex), for duplicate detection; null on rows from before it was kept. */
  commentary_sha256: string | null;
  /** What LinkedIn shows for it (escapes resolved, cut at an unescaped reserved character). */
  shown_text: string;
  truncated: number;
  /** The whole request body, JSON. */
  body: string;
  created_at: string;
}

export interface SandboxLinkedInFaultsTable {
  id: string;
  /** Only posts by this author URN; null for any. */
  author: string | null;
  /** 'status' answers `status` without creating anything; 'hang' stores the post and never answers; 'delay' waits then answers normally. */
  kind: 'status' | 'hang' | 'delay';
  status: number | null;
  code: string | null;
  message: string | null;
  delay_ms: number;
  /** Seconds for a Retry-After header on an injected 429 (LinkedIn itself sends none). */
  retry_after: number | null;
  /** How many more requests it applies to; -1 = every request until cleared. */
  remaining: number;
  created_at: string;
}

declare module '../../platform/db' {
  interface Database {
    sandbox_linkedin_posts: SandboxLinkedInPostsTable;
    sandbox_linkedin_faults: SandboxLinkedInFaultsTable;
  }
}
