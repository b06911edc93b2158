import type { Creator, FollowResponse } from 'shared/contracts';
import { FOLLOW_MESSAGES } from 'shared/contracts';
import { SEARCH_MAX_WORDS } from 'shared/constants';
import type { Db } from '../../../platform/db';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import * as authors from './corpus-authors';
import * as follows from './follows-repository';
import { sharedAnswer } from '../../../platform/shared-answers';
import { CORPUS_AUTHOR_ANSWERS } from '../viral/corpus';
import { presentCreator, serializeCreator } from './presenters';

export const CREATOR_NOT_FOUND = 'Creator not found';

/**
 * The most creators one member follows: far more than anyone reads, and it keeps the Following list (shown whole
 * on the creators screen and in the data export) bounded, rather than growing with every script-driven follow.
 */
export const MAX_FOLLOWS = 1000;
export const FOLLOW_LIMIT_MESSAGE = `You follow ${MAX_FOLLOWS.toLocaleString('en-US')} creators, the most one account can. Unfollow one to follow another.`;

export const SEARCH_NO_WORD_MESSAGE = 'Search must hold a name, handle or word, not only @';

/**
 * The words of a search: lower case, a leading '@' dropped (people paste handles), empty words gone. More than
 * SEARCH_MAX_WORDS is a 400, not cut: a word left out would answer creators without it.
 */
export function searchWords(search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^@+/, ''))
    .filter(Boolean);
  if (words.length > SEARCH_MAX_WORDS) throw badRequest(`Search must be at most ${SEARCH_MAX_WORDS} words`);
  // '@' or '@@' alone names no one: refused, rather than read as no search (every creator, said to match '@@').
  if (words.length === 0 && search.trim()) throw badRequest(SEARCH_NO_WORD_MESSAGE);
  return words;
}

/**
 * Rising creators of a domain ('all': every domain), ranked by follower growth and engagement, optionally those
 * whose name, handle or bio holds every word of `search`, as the JSON of GET /api/creators/rising. With a member,
 * each says whether they follow it.
 *
 * The ranking is the same for everyone asking the same (domain, words, limit): it is kept serialized per process for
 * `ttlMs` (SHARED_ANSWER_CACHE_MS) under the corpus's name for author listings, which any change of the corpus in this
 * process forgets at once (another process's change shows within `ttlMs`). Whom the member follows is never kept:
 * it is read on every call (one small statement on the follows' key), so a follow shows on the member's next read,
 * in whichever process answers it.
 */
export async function risingCreatorsJson({
  db,
  userId,
  domain,
  search,
  limit,
  ttlMs,
}: {
  db: Db;
  userId: string | null;
  domain: string;
  search: string;
  limit: number;
  ttlMs: number;
}): Promise<string> {
  const words = searchWords(search);
  const ranked = await sharedAnswer(db, { name: CORPUS_AUTHOR_ANSWERS, key: `${domain} ${limit} ${words.join(' ')}`, ttlMs }, async () =>
    (await authors.listRisingAuthors(db, { domain: domain === 'all' ? null : domain, words, limit })).map(serializeCreator),
  );
  if (!userId) return `{"creators":[${ranked.map((c) => c.visitor).join(',')}]}`;
  const followed = await follows.followedAmong(
    db,
    userId,
    ranked.map((c) => c.id),
  );
  return `{"creators":[${ranked.map((c) => (followed.has(c.id) ? c.following : c.notFollowing)).join(',')}]}`;
}

/** The creators the member follows (still in the corpus), most recently followed first. */
export async function listFollowedCreators({ db, userId }: { db: Db; userId: string }): Promise<Creator[]> {
  const { followed, byId } = await followsWithAuthors({ db, userId });
  return followed.flatMap((f) => {
    const author = byId.get(f.creator_id);
    return author ? [presentCreator(author, true)] : [];
  });
}

/** The member's follows, most recent first, and the corpus authors they name (a creator since removed is absent). */
export async function followsWithAuthors({ db, userId }: { db: Db; userId: string }) {
  const followed = await follows.listFollows(db, userId);
  const rows = await authors.authorsByIds(db, followed.map((f) => f.creator_id));
  return { followed, byId: new Map(rows.map((r) => [r.id, r])) };
}

/**
 * Follows or unfollows a creator of the corpus; doing it twice is the same as once. Following an id the corpus
 * does not have is a 404; so is unfollowing one the member never followed and the corpus does not have (a follow
 * of a creator since removed from the corpus can still be undone).
 */
export async function setFollow({
  db,
  userId,
  creatorId,
  follow,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  creatorId: string;
  follow: boolean;
  now?: Date;
}): Promise<FollowResponse> {
  const known = (await authors.findAuthor(db, creatorId)) !== undefined;
  if (follow) {
    if (!known) throw notFound(CREATOR_NOT_FOUND);
    // Checked and added at once (simultaneous follows cannot pass the limit together). Following again is still fine
    // at the limit (idempotent); only a new follow past it is refused.
    const added = await follows.insertFollowWithin(db, { userId, creatorId, now: now.toISOString(), limit: MAX_FOLLOWS });
    if (!added && !(await follows.isFollowing(db, { userId, creatorId }))) throw conflict(FOLLOW_LIMIT_MESSAGE);
  } else {
    const removed = await follows.deleteFollow(db, { userId, creatorId });
    if (!known && !removed) throw notFound(CREATOR_NOT_FOUND);
  }
  return { success: true, creator_id: creatorId, is_following: follow, message: follow ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed };
}
