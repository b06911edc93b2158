/**
 * The corpus's numbers, as pure functions (unit-tested in scoring.test.ts; the README repeats the formulas).
 *
 * viral_score (the card's 'Quality: N'), 0-100:
 *   E = likes + 2·comments + 3·shares                 (a comment or a share is worth more than a like)
 *   F = max(followers, 100)                            (tiny accounts do not divide by ~0)
 *   c(t) = 1 − e^(−t/24), t = age in hours (≥ 1)       (share of its lifetime engagement a post has at age t)
 *   R = E / (F · c(t))                                 (projected lifetime engagement per follower)
 *   viral_score = round(100 · min(1, log10(1 + 1000·R) / 3))
 * so R = 0.1% → 10, 1% → 35, 5% → 57, 10% → 67, 50% → 90, ≥ 100% → 100. A young post is judged on its pace.
 *
 * Trending topics compare a topic's posts in the recent window (the 7 days up to the newest post) with the 8
 * weeks before it: z = (recent − μ) / √max(σ², μ, 1), μ and σ the mean and standard deviation of the weekly
 * counts of those 8 weeks (the √μ floor is the Poisson noise of a rare topic). Topics with fewer than 3 recent
 * posts are left out; the top 10 by z (then by recent count) are the trending topics.
 *
 * Rising creators: rising_score = min(growth%, 100)/10 + min(engagement%, 20), rising when growth ≥ 10 % in
 * 30 days and under 100K followers.
 */

export interface Engagement {
  likes: number;
  comments: number;
  shares: number;
}

const HOUR = 3_600_000;

export function viralScore({ likes, comments, shares, followers, ageHours }: Engagement & { followers: number; ageHours: number }): number {
  const e = Math.max(0, likes) + 2 * Math.max(0, comments) + 3 * Math.max(0, shares);
  const f = Math.max(followers, 100);
  const completion = 1 - Math.exp(-Math.max(ageHours, 1) / 24);
  const r = e / (f * completion);
  return Math.round(100 * Math.min(1, Math.log10(1 + 1000 * r) / 3));
}

/** The score of a post at `now` (epoch ms). */
export function scorePost(post: Engagement & { followers: number; postedAt: string }, now: number): number {
  const ageHours = (now - Date.parse(post.postedAt)) / HOUR;
  return viralScore({ ...post, ageHours });
}

export const TRENDING_WINDOW_DAYS = 7;
export const TRENDING_BASELINE_WEEKS = 8;
export const TRENDING_MIN_RECENT = 3;
export const TRENDING_TOP = 10;

export interface TopicCounts {
  topicId: string;
  label: string;
  /** Posts in the recent window. */
  recent: number;
  /** Posts per baseline week, oldest first or newest first (order does not matter); missing weeks count 0. */
  weeks: number[];
}

export interface TrendingTopic {
  topicId: string;
  label: string;
  postsCount: number;
  baselineMean: number;
  trendingScore: number;
}

export function trendingZ(recent: number, weeks: number[]): { mean: number; z: number } {
  const n = TRENDING_BASELINE_WEEKS;
  const padded = [...weeks.slice(0, n), ...Array(Math.max(0, n - weeks.length)).fill(0)];
  const mean = padded.reduce((a, b) => a + b, 0) / n;
  const variance = padded.reduce((a, b) => a + (b - mean) ** 2, 0) / n;
  return { mean, z: (recent - mean) / Math.sqrt(Math.max(variance, mean, 1)) };
}

export function rankTrending(counts: TopicCounts[]): TrendingTopic[] {
  return counts
    .filter((c) => c.recent >= TRENDING_MIN_RECENT)
    .map((c) => {
      const { mean, z } = trendingZ(c.recent, c.weeks);
      return { topicId: c.topicId, label: c.label, postsCount: c.recent, baselineMean: round2(mean), trendingScore: round2(z) };
    })
    .sort((a, b) => b.trendingScore - a.trendingScore || b.postsCount - a.postsCount || a.topicId.localeCompare(b.topicId))
    .slice(0, TRENDING_TOP);
}

export function risingScore({ growthPct, engagementRate }: { growthPct: number; engagementRate: number }): number {
  return round2(Math.min(Math.max(growthPct, 0), 100) / 10 + Math.min(Math.max(engagementRate, 0), 20));
}

export function isRising({ growthPct, followers }: { growthPct: number; followers: number }): boolean {
  return growthPct >= 10 && followers < 100_000;
}

/** (likes + comments + shares) / followers, percent, two decimals. */
export function engagementRate(e: Engagement, followers: number): number {
  return round2(((e.likes + e.comments + e.shares) / Math.max(followers, 1)) * 100);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** 'Remote Work' → 'remote-work' (topic ids). */
export function topicSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^#/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
