import type { Creator } from 'shared/contracts';

/**
 * Shown only when the creators call fails (SPEC.md §8, DECISIONS.md: the corpus is real; the fallback stays for a
 * real outage), under a banner that says so. Invented people; they cannot be followed.
 */
export const SAMPLE_CREATORS: readonly Creator[] = [
  sample('sample-1', 'Maya Okafor', 'mayabuilds', 'tech', 48_200, 6.1, 'Engineering manager writing about shipping small and often.'),
  sample('sample-2', 'Jonas Whitfield', 'jonasgrowth', 'marketing', 23_900, 5.4, 'B2B marketer. Positioning, pricing pages and honest funnels.'),
  sample('sample-3', 'Priya Raman', 'priyadesigns', 'design', 12_700, 7.3, 'Product designer on research you can run in an afternoon.'),
  sample('sample-4', 'Tomas Lindqvist', 'tomasonmoney', 'finance', 31_400, 4.8, 'CFO for seed-stage startups. Runway, not vanity metrics.'),
  sample('sample-5', 'Aisha Bello', 'aishaleads', 'leadership', 56_800, 3.9, 'Coaching first-time managers through their first hard conversations.'),
  sample('sample-6', 'Leo Marchetti', 'leosells', 'sales', 9_600, 8.2, 'Founder-led sales, one cold email teardown a week.'),
];

function sample(id: string, name: string, handle: string, category: string, follower_count: number, engagement_rate: number, bio: string): Creator {
  return { id, name, handle, platform: 'linkedin', profile_image_url: null, follower_count, bio, category, engagement_rate, growth_rate: 0, is_verified: false };
}
