import { Creator } from 'shared/contracts';
import { serializeAnswer } from '../../../platform/http';
import { creatorImageUrl } from '../viral/corpus';
import type { AuthorRow } from './corpus-authors';

/**
 * A corpus author as the creators API shows it (SPEC.md §3 Creator, plus growth and, for a signed-in member,
 * `is_following`). Rates are percent with one decimal.
 */
export function presentCreator(row: AuthorRow, isFollowing?: boolean): Creator {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    platform: row.platform,
    profile_image_url: creatorImageUrl(row),
    follower_count: Number(row.follower_count),
    bio: row.bio,
    category: row.domain,
    engagement_rate: round1(Number(row.engagement_rate)),
    growth_rate: round1(Number(row.follower_growth_pct)),
    is_verified: Number(row.is_verified) === 1,
    ...(isFollowing === undefined ? {} : { is_following: isFollowing }),
  };
}

/** A creator as JSON, checked against its schema (as the route's serializer would): for a visitor, a follower, anyone else. */
export interface SerializedCreator {
  id: string;
  visitor: string;
  following: string;
  notFollowing: string;
}

export function serializeCreator(row: AuthorRow): SerializedCreator {
  return {
    id: row.id,
    visitor: serializeAnswer(Creator, presentCreator(row)),
    following: serializeAnswer(Creator, presentCreator(row, true)),
    notFollowing: serializeAnswer(Creator, presentCreator(row, false)),
  };
}

/** A follow as the member data export shows it (the handle when the corpus still has the creator). */
export function presentFollowForExport(row: { creator_id: string; created_at: string }, handle: string | null) {
  return { creator_id: row.creator_id, handle, followed_at: row.created_at };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
