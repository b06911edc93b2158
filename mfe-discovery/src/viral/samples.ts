import type { TrendingTopic, ViralPost } from 'shared/contracts';

/**
 * Shown only when the posts call fails (SPEC.md §8; DECISIONS.md: the corpus is real, this fallback stays for a
 * real outage), under the yellow banner that says so. Invented authors and text; no images, no original link.
 */
export const SAMPLE_POSTS: readonly ViralPost[] = [
  sample('sample-1', 'Rhea Calloway', 'rheacalloway', 'Head of Growth · Writing about honest marketing', 18_400, 71, 'We stopped publishing three posts a week.\n\nWe published one, and spent the rest of the time talking to customers.\n\nThe one post got more replies than the three ever did, because it used their words, not ours.\n\nWhat I took from it:\n1. Clarity beats volume.\n2. Steal your customers\u2019 words.\n3. Distribution is half the work.\n\nWhat would you add?', ['Content Strategy', 'Marketing']),
  sample('sample-2', 'Idris Fenwick', 'idrisfenwick', 'Engineering Manager · Small teams, shipped often', 9_200, 64, 'The best engineer I ever hired failed the whiteboard interview.\n\nWe replaced it with a paid afternoon on a real, small problem.\n\nThree things changed: better hires, happier candidates, and interviewers who finally agreed on what good looks like.\n\nHave you tried work-sample interviews?', ['Hiring', 'Engineering']),
  sample('sample-3', 'Noemi Hartwell', 'noemihartwell', 'Founder · Bootstrapped, profitable, still learning', 27_800, 58, 'Year one of my company: 14 customers, no salary, no regrets.\n\nEvery Monday we read our one-page strategy aloud. Every Friday we wrote down one thing we would stop doing.\n\nFocus is saying no, repeatedly, kindly.\n\nWhat is the one thing you would stop doing this week?', ['Entrepreneurship', 'Startups']),
];

export const SAMPLE_TOPICS: readonly TrendingTopic[] = ['AI', 'Leadership', 'Remote Work', 'Career Growth', 'Personal Branding'].map((topic, i) => ({
  id: topic.toLowerCase().replace(/\s+/g, '-'),
  topic,
  posts_count: 0,
  trending_score: 5 - i,
}));

function sample(id: string, name: string, handle: string, bio: string, followers: number, score: number, content: string, topics: string[]): ViralPost {
  return {
    id,
    platform: 'linkedin',
    author: { name, handle, bio, followers, profile_image: '', is_rising_creator: true, is_verified: false },
    content,
    engagement: { likes: Math.round(followers * 0.04), comments: Math.round(followers * 0.005), shares: Math.round(followers * 0.002), viral_score: score },
    media: { urls: [], has_media: false, items: [] },
    trending_topics: topics,
    post_url: null,
    timestamps: { posted_at: new Date(Date.now() - 2 * 86_400_000).toISOString(), scraped_at: new Date().toISOString() },
  };
}
