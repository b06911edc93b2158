import type { TrendingTopic, ViralPost } from 'shared/contracts';
import { creatorImageUrl } from './corpus';
import type { PageRow } from './repository';
import type { ViralTrendingTopicsTable } from './tables';

export const mediaUrl = (postId: number, position: number) => `/api/authentic-viral/media/${postId}/${position}.svg`;

/** A stored post → the API's viral post (SPEC.md §3). Media and avatars are always URLs of ours. */
export function presentPost(row: PageRow): ViralPost {
  const items = row.media.map((m) => ({ url: mediaUrl(row.id, m.position), alt: m.alt, kind: m.kind }));
  return {
    id: String(row.id),
    platform: row.platform,
    author: {
      name: row.author_name,
      handle: row.author_handle,
      bio: row.author_bio,
      followers: row.author_followers,
      profile_image: creatorImageUrl({ id: row.author_id, profile_image_url: row.author_image }),
      is_rising_creator: row.author_rising === 1,
      is_verified: row.author_verified === 1,
    },
    content: row.content,
    engagement: { likes: row.likes, comments: row.comments, shares: row.shares, viral_score: row.viral_score },
    media: { urls: items.map((i) => i.url), has_media: row.has_media === 1, items },
    trending_topics: row.topics ? row.topics.split('|') : [],
    post_url: row.post_url && /^https?:\/\//.test(row.post_url) ? row.post_url : null,
    timestamps: { posted_at: row.posted_at, scraped_at: row.scraped_at },
  };
}

export function presentTrending(row: ViralTrendingTopicsTable): TrendingTopic {
  return { id: row.topic_id, topic: row.label, posts_count: row.posts_count, trending_score: row.trending_score };
}
