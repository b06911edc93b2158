import { engagementRate, isRising, rankTrending, risingScore, scorePost, topicSlug, trendingZ, viralScore } from './scoring';

describe('viral_score', () => {
  const settled = 24 * 30; // a month old: c(t) = 1

  it('maps projected engagement per follower onto 0-100 on a log scale', () => {
    expect(viralScore({ likes: 0, comments: 0, shares: 0, followers: 10_000, ageHours: settled })).toBe(0);
    expect(viralScore({ likes: 10, comments: 0, shares: 0, followers: 10_000, ageHours: settled })).toBe(10); // 0.1 %
    expect(viralScore({ likes: 100, comments: 0, shares: 0, followers: 10_000, ageHours: settled })).toBe(35); // 1 %
    expect(viralScore({ likes: 1_000, comments: 0, shares: 0, followers: 10_000, ageHours: settled })).toBe(67); // 10 %
    expect(viralScore({ likes: 10_000, comments: 0, shares: 0, followers: 10_000, ageHours: settled })).toBe(100);
    expect(viralScore({ likes: 1e9, comments: 1e9, shares: 1e9, followers: 10, ageHours: settled })).toBe(100);
  });

  it('weighs comments twice and shares three times a like', () => {
    const likes = viralScore({ likes: 600, comments: 0, shares: 0, followers: 10_000, ageHours: settled });
    expect(viralScore({ likes: 0, comments: 300, shares: 0, followers: 10_000, ageHours: settled })).toBe(likes);
    expect(viralScore({ likes: 0, comments: 0, shares: 200, followers: 10_000, ageHours: settled })).toBe(likes);
  });

  it('is relative to followers: the same engagement scores higher for a smaller author', () => {
    const small = viralScore({ likes: 500, comments: 50, shares: 10, followers: 2_000, ageHours: settled });
    const big = viralScore({ likes: 500, comments: 50, shares: 10, followers: 200_000, ageHours: settled });
    expect(small).toBeGreaterThan(big);
  });

  it('judges a young post on its pace, and never divides by zero followers', () => {
    const young = viralScore({ likes: 100, comments: 0, shares: 0, followers: 10_000, ageHours: 2 });
    const old = viralScore({ likes: 100, comments: 0, shares: 0, followers: 10_000, ageHours: settled });
    expect(young).toBeGreaterThan(old);
    expect(viralScore({ likes: 5, comments: 0, shares: 0, followers: 0, ageHours: 0 })).toBeLessThanOrEqual(100);
    expect(Number.isInteger(viralScore({ likes: 5, comments: 1, shares: 0, followers: 0, ageHours: 0 }))).toBe(true);
  });

  it('scorePost reads the age from posted_at', () => {
    const now = Date.parse('2026-01-31T00:00:00Z');
    expect(scorePost({ likes: 100, comments: 0, shares: 0, followers: 10_000, postedAt: '2026-01-01T00:00:00Z' }, now)).toBe(35);
  });
});

describe('trending', () => {
  it('z-score against 8 weekly baselines with a Poisson floor', () => {
    expect(trendingZ(10, [2, 2, 2, 2, 2, 2, 2, 2])).toEqual({ mean: 2, z: 8 / Math.sqrt(2) });
    expect(trendingZ(3, []).z).toBe(3); // no history: floor 1
    expect(trendingZ(5, [5, 5, 5, 5, 5, 5, 5, 5]).z).toBe(0);
  });

  it('ranks the top 10 by z, leaves out topics with fewer than 3 recent posts', () => {
    const counts = Array.from({ length: 14 }, (_, i) => ({ topicId: `t${i}`, label: `T${i}`, recent: 3 + i, weeks: [3, 3, 3, 3, 3, 3, 3, 3] }));
    counts.push({ topicId: 'burst', label: 'Burst', recent: 12, weeks: [0, 0, 0, 0, 0, 0, 0, 1] });
    counts.push({ topicId: 'rare', label: 'Rare', recent: 2, weeks: [] });
    const top = rankTrending(counts);
    expect(top).toHaveLength(10);
    expect(top[0]!.topicId).toBe('burst');
    expect(top.map((t) => t.topicId)).not.toContain('rare');
    expect(top[1]!.topicId).toBe('t13');
    expect(top[0]).toMatchObject({ postsCount: 12, baselineMean: 0.13 });
  });
});

describe('creators and helpers', () => {
  it('rising score and flag', () => {
    expect(risingScore({ growthPct: 25, engagementRate: 4.5 })).toBe(7);
    expect(risingScore({ growthPct: 500, engagementRate: 80 })).toBe(30);
    expect(isRising({ growthPct: 12, followers: 40_000 })).toBe(true);
    expect(isRising({ growthPct: 12, followers: 400_000 })).toBe(false);
    expect(isRising({ growthPct: 3, followers: 4_000 })).toBe(false);
  });

  it('engagement rate and topic slugs', () => {
    expect(engagementRate({ likes: 90, comments: 8, shares: 2 }, 1_000)).toBe(10);
    expect(topicSlug('Remote Work')).toBe('remote-work');
    expect(topicSlug('#AI & Ethics')).toBe('ai-ethics');
    expect(topicSlug('Café Culture')).toBe('cafe-culture');
  });
});
