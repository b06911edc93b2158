import { randomUUID } from 'node:crypto';
import {
  CONTENT_MAX_CHARS,
  type ContentType,
  type LibraryPost,
  type PostSort,
  type PostSource,
  type PostStatus,
  type PostsPage,
  TITLE_MAX_CHARS,
  stripInvisibleControls,
  visibleText,
} from 'shared/contracts';
import type { Db } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { EventHub } from '../../platform/events';
import { presentPost } from './presenters';
import * as repo from './repository';
import { isTitleSortKey, titleSortKey } from './title-sort';

/** Rules of the content library: saving, listing, status changes and the scheduler's events. */

const POST_NOT_FOUND = 'Post not found';
const TYPE_LABEL: Record<ContentType, string> = { linkedin_post: 'A LinkedIn post', article: 'An article', caption: 'A caption' };
const DEFAULT_TITLE_CHARS = 80;

interface Base {
  db: Db;
  userId: string;
  now?: () => Date;
}

const isoNow = (now?: () => Date) => (now ?? (() => new Date()))().toISOString();

/** The first line of the content with text on it, cut at a word boundary to 80 characters (invisible controls left out, as in a title). */
export function defaultTitle(content: string): string {
  const line = content.split('\n').map((l) => stripInvisibleControls(l).replace(/\s+/g, ' ').trim()).find((l) => l.length > 0) ?? '';
  if (line.length <= DEFAULT_TITLE_CHARS) return line;
  const cut = line.slice(0, DEFAULT_TITLE_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DEFAULT_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function checkContent(content: string, type: ContentType): string {
  const text = content.trim();
  if (!visibleText(text)) throw badRequest('Content cannot be empty');
  const max = CONTENT_MAX_CHARS[type];
  if (text.length > max) {
    throw badRequest(`${TYPE_LABEL[type]} can be at most ${max.toLocaleString('en-US')} characters (this one has ${text.length.toLocaleString('en-US')})`);
  }
  return text;
}

/** Why a post the scheduler published cannot go back to draft (or be scheduled again) from the library. */
export const PUBLISHED_ON_LINKEDIN = 'This post is live on LinkedIn: the scheduler published it, so it stays published. Duplicate it to start a new draft.';
/** Why its text cannot change either (a save over it from the generator, the library's API). */
export const TEXT_LIVE_ON_LINKEDIN = 'This post is live on LinkedIn: the scheduler published it, so its text stays as LinkedIn shows it. Duplicate it to start a new draft.';

/**
 * Published by the scheduler (it carries the LinkedIn link the scheduler's 'published' event brought), not marked
 * published by hand: the member's own marker, which they may take back or edit.
 */
function isLiveOnLinkedIn(post: Pick<repo.LibraryPostRow, 'status' | 'linkedin_url'>): boolean {
  return post.status === 'published' && !!post.linkedin_url;
}

/** The columns a title is searched and sorted by, written with it every time. */
const titleKeys = (title: string) => ({ title_key: title.toLowerCase(), title_sort: titleSortKey(title) });

/**
 * One line, bidirectional and zero-width controls stripped as in a name (an RTL override would make it read
 * backwards); '' (the first line is the title then) when nothing of it would show.
 */
function checkTitle(title: string): string {
  const text = stripInvisibleControls(title).replace(/\s+/g, ' ').trim();
  if (text.length > TITLE_MAX_CHARS) throw badRequest(`title must be at most ${TITLE_MAX_CHARS} characters`);
  return visibleText(text) ? text : '';
}

/**
 * POST /api/content/save: creates a post (no id) or updates the member's post (content, title, type). Without a
 * title the first line is the title; on update a title that was the old first line follows the new content. The text
 * of a post the scheduler published is LinkedIn's: a new one is refused (409), the member duplicates it instead.
 */
export async function savePost(
  o: Base & { id?: string; title?: string | null; content: string; contentType?: ContentType; source?: PostSource; events?: EventHub },
): Promise<LibraryPost> {
  const now = isoNow(o.now);
  const given = o.title ? checkTitle(o.title) : '';
  if (!o.id) {
    const contentType = o.contentType ?? 'linkedin_post';
    const content = checkContent(o.content, contentType);
    const title = given || defaultTitle(content);
    const row: repo.LibraryPostRow = {
      id: randomUUID(),
      user_id: o.userId,
      title,
      ...titleKeys(title),
      content,
      status: 'draft',
      content_type: contentType,
      source: o.source ?? 'manual',
      scheduled_post_id: null,
      scheduled_time: null,
      publish_error: null,
      published_at: null,
      linkedin_url: null,
      created_at: now,
      updated_at: now,
    };
    await repo.insertPost(o.db, row);
    return presentPost(row);
  }
  const existing = await repo.findPost(o.db, { id: o.id, userId: o.userId });
  if (!existing) throw notFound(POST_NOT_FOUND);
  const contentType = o.contentType ?? existing.content_type;
  const content = checkContent(o.content, contentType);
  // What LinkedIn shows cannot change from here, so neither does the library's copy of it (a new title is a rename).
  if (isLiveOnLinkedIn(existing) && content !== existing.content) throw conflict(TEXT_LIVE_ON_LINKEDIN);
  const followsContent = existing.title === defaultTitle(existing.content);
  const title = given || (followsContent || !existing.title ? defaultTitle(content) : existing.title);
  const set = { title, ...titleKeys(title), content, content_type: contentType, updated_at: now };
  // A post the scheduler will publish (scheduled, or failed and waiting for Retry) publishes the new text: the
  // scheduler takes it first, or refuses (being published right now, too long for LinkedIn) and nothing changes.
  if (existing.scheduled_post_id && existing.status !== 'published' && content !== existing.content && o.events) {
    await o.events.emit('library.post.edited', { userId: o.userId, libraryPostId: existing.id, scheduledPostId: existing.scheduled_post_id, content });
  }
  await repo.updatePost(o.db, { id: existing.id, userId: o.userId, set });
  return presentPost({ ...existing, ...set });
}

/** Sources whose saves are one post per text: a generated reply (from the chat or Content History), a viral post. */
const COPY_GROUPS: Partial<Record<PostSource, readonly PostSource[]>> = { chat: ['chat', 'history'], history: ['chat', 'history'], viral: ['viral'] };

/** True when a save from this source is a copy of a text the member did not type here (saveCopy). */
export function isCopySource(source: PostSource | undefined): source is PostSource {
  return !!source && source in COPY_GROUPS;
}

/**
 * Saves a copy of a text another screen offers (a chat reply, a Content History item, a viral post): a second save
 * of the same text answers the copy already in the library (`created: false`) instead of adding another one, also
 * when both are sent at once (a double-click, two tabs: the member's copy-saves take turns). A reply saved from the
 * chat and again from Content History is the same generated text, so one post. A copy the member has since edited
 * is a different text, so saving the original again adds it anew.
 */
export async function saveCopy(
  o: Base & { content: string; contentType: ContentType; source: PostSource },
): Promise<{ post: LibraryPost; created: boolean }> {
  const content = checkContent(o.content, o.contentType);
  const sources = COPY_GROUPS[o.source] ?? [o.source];
  return o.db.transaction().execute(async (trx) => {
    await repo.lockMemberCopies(trx, o.userId);
    const existing = await repo.findPostByContent(trx, { userId: o.userId, sources, content });
    if (existing) return { post: presentPost(existing), created: false };
    return { post: await savePost({ ...o, db: trx, content }), created: true };
  });
}

/** The next page's cursor: the sort it was made for, then the last post's sort value and id. */
function encodeCursor(sort: PostSort, cursor: repo.PostsCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.value, cursor.id])).toString('base64url');
}

/** A post id as we make them (randomUUID). */
const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Could this be the sort value of one of our posts: a date exactly as stored (toISOString), or a title's key, which
 * the input guard keeps free of control characters? A forged one could hold a NUL, which PostgreSQL refuses in a text
 * parameter (a 500), or 'x 2026', which pages from nowhere.
 */
function isSortValue(value: unknown, sort: PostSort): value is string {
  if (typeof value !== 'string') return false;
  if (sort === 'title') return isTitleSortKey(value);
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString() === value;
}

/** A cursor of this sort; one made for another sort would page from the wrong place, so it is refused too. */
function decodeCursor(text: string, sort: PostSort): repo.PostsCursor {
  try {
    const [made, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (made === sort && isSortValue(value, sort) && typeof id === 'string' && POST_ID.test(id)) return { value, id };
  } catch {
    /* reported below */
  }
  throw badRequest('Cursor is not valid: pass the next_cursor of the previous page');
}

/** GET /api/content/posts: a page of the member's posts with the filters, sort and cursor. */
export async function listPosts(
  o: Base & { status?: PostStatus; contentType?: ContentType; q?: string; sort: PostSort; cursor?: string; limit: number },
): Promise<PostsPage> {
  const after = o.cursor ? decodeCursor(o.cursor, o.sort) : undefined;
  const { rows, total } = await repo.listPosts(o.db, {
    userId: o.userId,
    status: o.status,
    contentType: o.contentType,
    q: o.q,
    sort: o.sort,
    after,
    limit: o.limit + 1,
  });
  const page = rows.slice(0, o.limit);
  const last = page.at(-1);
  const more = rows.length > o.limit && last;
  return { posts: page.map(presentPost), next_cursor: more ? encodeCursor(o.sort, { value: repo.sortValue(last, o.sort), id: last.id }) : null, total };
}

/**
 * GET /api/posts: the member's posts, most recently changed first, a page at a time (the library's own keyset
 * pages on the last change), with the total: a member with more than a page is told so, not silently cut short.
 */
export function listAllPosts(o: Base & { cursor?: string; limit: number }): Promise<PostsPage> {
  return listPosts({ db: o.db, userId: o.userId, sort: 'updated', cursor: o.cursor, limit: o.limit });
}


/**
 * PATCH /api/posts/{id}: a title or status change. A post becomes scheduled only through the scheduler; a
 * scheduled post goes back to draft by cancelling its schedule (the scheduler may refuse, e.g. while it is being
 * published, and then nothing changes); it is marked published by hand from draft only (a scheduled one would be
 * published again by its schedule). A post marked published by hand may go back to draft; one the scheduler put on
 * LinkedIn (it has its LinkedIn link) may not: 409, and the member duplicates it instead.
 */
export async function changePost(o: Base & { events: EventHub; id: string; status?: PostStatus; title?: string }): Promise<LibraryPost> {
  const post = await repo.findPost(o.db, { id: o.id, userId: o.userId });
  if (!post) throw notFound(POST_NOT_FOUND);
  const now = isoNow(o.now);
  const set: Partial<repo.LibraryPostRow> = {};
  if (o.title !== undefined) {
    const title = checkTitle(o.title) || defaultTitle(post.content);
    Object.assign(set, { title, ...titleKeys(title) });
  }
  if (o.status && o.status !== post.status) {
    if (o.status === 'scheduled') throw badRequest('A post is scheduled from the scheduler: open it there to pick a time');
    if (post.status === 'scheduled') {
      if (o.status === 'published') {
        throw conflict('This post is scheduled: it is marked published when the scheduler publishes it. Move it back to draft first.');
      }
      if (post.scheduled_post_id) {
        await o.events.emit('library.post.unscheduled', { userId: o.userId, libraryPostId: post.id, scheduledPostId: post.scheduled_post_id });
      }
      Object.assign(set, { status: 'draft', scheduled_post_id: null, scheduled_time: null, publish_error: null });
    } else if (o.status === 'published') {
      // Posted by hand (a failed schedule's Retry is then refused: the library post is already published).
      Object.assign(set, { status: 'published', published_at: now, publish_error: null });
    } else if (isLiveOnLinkedIn(post)) {
      // The scheduler put it on LinkedIn: it is published there whatever the board says, and the scheduler lists it so.
      throw conflict(PUBLISHED_ON_LINKEDIN);
    } else {
      // Marked published by hand: the member's own marker, which they may take back.
      Object.assign(set, { status: 'draft', published_at: null, linkedin_url: null, scheduled_post_id: null, scheduled_time: null, publish_error: null });
    }
  }
  if (Object.keys(set).length === 0) return presentPost(post);
  set.updated_at = now;
  await repo.updatePost(o.db, { id: post.id, userId: o.userId, set });
  return presentPost({ ...post, ...set });
}

/** DELETE /api/posts/{id}; a scheduled post's schedule is cancelled first (if the scheduler refuses, nothing is deleted). */
export async function deletePost(o: Base & { events: EventHub; id: string }): Promise<void> {
  const post = await repo.findPost(o.db, { id: o.id, userId: o.userId });
  if (!post) throw notFound(POST_NOT_FOUND);
  if (post.status === 'scheduled' && post.scheduled_post_id) {
    await o.events.emit('library.post.unscheduled', { userId: o.userId, libraryPostId: post.id, scheduledPostId: post.scheduled_post_id });
  }
  if (!(await repo.deletePost(o.db, { id: post.id, userId: o.userId }))) throw notFound(POST_NOT_FOUND);
  // Scheduled posts that still name it (a failed one) forget it. The deletion stands whatever a listener does; one
  // that failed leaves a failed post naming it, whose Retry then answers 'Library post not found'.
  await o.events.emit('library.post.deleted', { userId: o.userId, libraryPostId: post.id, scheduledPostId: post.scheduled_post_id }).catch(() => undefined);
}

// --- the scheduler's events ---------------------------------------------------------------------------------------

/**
 * A post of the member's library was scheduled (or its time changed). Throws, which undoes the scheduling, for a
 * post that is not the member's, one already published, or one scheduled by another scheduled post.
 */
export async function markScheduled(
  o: Base & { libraryPostId: string; scheduledPostId: string; scheduledTime: string; content?: string },
): Promise<void> {
  const post = await repo.findPost(o.db, { id: o.libraryPostId, userId: o.userId });
  if (!post) throw notFound('Library post not found');
  if (post.status === 'published') throw conflict('This library post is already published');
  if (post.status === 'scheduled' && post.scheduled_post_id && post.scheduled_post_id !== o.scheduledPostId) {
    throw conflict('This library post is already scheduled');
  }
  const set = {
    status: 'scheduled' as const,
    scheduled_post_id: o.scheduledPostId,
    scheduled_time: o.scheduledTime,
    publish_error: null,
    updated_at: isoNow(o.now),
    // The text LinkedIn will get, in the same write, when the member changed it in the scheduler's form.
    ...(o.content === undefined ? {} : editedText(post, o.content)),
  };
  if (await repo.markScheduledIfFree(o.db, { id: post.id, userId: o.userId, scheduledPostId: o.scheduledPostId, set })) return;
  // Changed since it was read (another schedule took it at the same time, it was published or deleted): say which.
  const now = await repo.findPost(o.db, { id: o.libraryPostId, userId: o.userId });
  if (!now) throw notFound('Library post not found');
  throw conflict(now.status === 'published' ? 'This library post is already published' : 'This library post is already scheduled');
}

/**
 * The schedule of a library post was cancelled or deleted: the post is a plain draft again (if it still waits on
 * that scheduled post, or was left a draft by its failure), free to be scheduled anew.
 */
export async function markUnscheduled(o: Base & { libraryPostId: string; scheduledPostId: string }): Promise<void> {
  const post = await repo.findPost(o.db, { id: o.libraryPostId, userId: o.userId });
  if (!post || post.status === 'published' || post.scheduled_post_id !== o.scheduledPostId) return;
  const set = { status: 'draft' as const, scheduled_post_id: null, scheduled_time: null, publish_error: null, updated_at: isoNow(o.now) };
  await repo.updatePost(o.db, { id: post.id, userId: o.userId, set });
}

/**
 * The scheduler could not publish it (`scheduler.post.failed`): the post is not scheduled any more and not
 * published, so it is a draft again, with the reason shown on it and still linked to the failed scheduled post
 * (the scheduler's Retry or Edit schedules it again; deleting the scheduled post releases it). The library's
 * statuses stay draft | scheduled | published (issue 9): 'failed' is this marker, not a fourth status.
 */
export async function markPublishFailed(o: Base & { libraryPostId: string; scheduledPostId: string; reason: string }): Promise<void> {
  const post = await repo.findPost(o.db, { id: o.libraryPostId, userId: o.userId });
  if (!post || post.status !== 'scheduled' || post.scheduled_post_id !== o.scheduledPostId) return;
  const set = { status: 'draft' as const, scheduled_time: null, publish_error: o.reason, updated_at: isoNow(o.now) };
  await repo.updatePost(o.db, { id: post.id, userId: o.userId, set });
}

/**
 * The member changed the text in the scheduler: the library post it publishes shows that text (its title follows
 * when it was the first line). Only while it waits on that scheduled post; a published post keeps its text.
 */
export async function markEdited(o: Base & { libraryPostId: string; scheduledPostId: string; content: string }): Promise<void> {
  const post = await repo.findPost(o.db, { id: o.libraryPostId, userId: o.userId });
  if (!post || post.status === 'published' || post.scheduled_post_id !== o.scheduledPostId) return;
  const set = editedText(post, o.content);
  if (!set.content) return;
  await repo.updatePost(o.db, { id: post.id, userId: o.userId, set: { ...set, updated_at: isoNow(o.now) } });
}

/**
 * The columns a post's text changed in the scheduler sets: the text, and a title that was its default follows it.
 * Nothing when the text is the same, or when the post's type refuses it (a caption over 2,200 characters): the post
 * keeps its own, and the scheduled post stands.
 */
function editedText(
  post: { content: string; title: string | null; content_type: ContentType },
  text: string,
): { content?: string; title?: string; title_key?: string; title_sort?: string } {
  let content: string;
  try {
    content = checkContent(text, post.content_type);
  } catch {
    return {};
  }
  if (content === post.content) return {};
  const title = post.title === defaultTitle(post.content) || !post.title ? defaultTitle(content) : post.title;
  return { content, title, ...titleKeys(title) };
}

/** LinkedIn accepted the post: the library post is published, whatever it showed before (reality wins). */
export async function markPublished(
  o: Base & { libraryPostId: string; scheduledPostId: string; linkedinUrl: string | null; publishedAt: string },
): Promise<void> {
  const set = {
    status: 'published' as const,
    scheduled_post_id: o.scheduledPostId,
    published_at: o.publishedAt,
    linkedin_url: o.linkedinUrl,
    publish_error: null,
    updated_at: isoNow(o.now),
  };
  await repo.updatePost(o.db, { id: o.libraryPostId, userId: o.userId, set });
}
