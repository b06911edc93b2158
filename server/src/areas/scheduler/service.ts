import { randomUUID } from 'node:crypto';
import { type ScheduledPost, type ScheduledPostResponse, type ScheduleRequest, type UpdateScheduledPostRequest, visibleText } from 'shared/contracts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { cancelJob, enqueueJob } from '../../platform/jobs/index';
import type { EventName, ServerEvents } from '../../platform/events';
import type { AppContext } from '../types';
import { getConnectionStatus, getLinkedInGrant, getMemberTier, getMemberTimezone, lockMember, setMemberTimezone } from '../auth/index';
import { MSG } from './messages';
import { presentScheduledPost } from './presenters';
import { type ScheduledPostRow, countWaitingOf, deletePostUnlessPublishing, findPostOf, insertPost, listPostsOf, unlinkLibraryPost, updatePostIf } from './repository';
import { parseScheduledTime, planFor, wallClockMs } from 'shared/constants';
import { resolveTimeZone } from '../../platform/time-zones';

/** The scheduler's rules for members' requests: validation, ownership, the connection, and the publish job. */

type Ctx = Pick<AppContext, 'db' | 'config' | 'events' | 'log'>;

export const PUBLISH_JOB = 'scheduler.publish';
export const MAX_POST_CHARS = 3000;
const MAX_AHEAD_MS = 366 * 24 * 3600_000;
const COMING_SOON: Record<string, string> = { twitter: 'Twitter', facebook: 'Facebook' };

export interface PublishPayload {
  postId: string;
  /** The time the job was made for: a post whose time has changed since is left to its newer job. */
  scheduledAt: string;
}

/** One live publish job per post and time (a job for an older time no-ops: the post's time no longer matches). */
export const publishJobKey = (postId: string, scheduledAt: string) => `${PUBLISH_JOB}:${postId}:${scheduledAt}`;

export async function listScheduledPosts({ ctx, userId }: { ctx: Ctx; userId: string }): Promise<{ posts: ScheduledPost[]; publishedTotal: number; waitingLimit: number }> {
  const [rows, tier] = await Promise.all([listPostsOf(ctx.db, userId), getMemberTier({ db: ctx.db, userId, recent: true })]);
  // The grant's expiry only flags posts still waiting: without one, one round trip fewer.
  const expiresAt = rows.some((row) => row.status === 'scheduled') ? await connectionExpiry(ctx, userId) : null;
  // No rows, no published post; otherwise every row carries the count (PostgreSQL's count is a bigint: a string).
  const publishedTotal = rows.length ? Number(rows[0].published_total) : 0;
  return {
    posts: rows.map((row) => presentScheduledPost(row, { connectionExpiresAt: expiresAt })),
    publishedTotal,
    waitingLimit: planFor(tier).limits.scheduled_posts,
  };
}

export async function schedulePost({ ctx, userId, body }: { ctx: Ctx; userId: string; body: ScheduleRequest }): Promise<ScheduledPostResponse> {
  const content = checkContent(body.content);
  checkPlatform(body.platform);
  // Without a zone, a local time is the member's: their saved zone (DECISIONS.md: timezones), else UTC.
  const timezone = checkZone(body.timezone ?? (await getMemberTimezone({ db: ctx.db, userId })) ?? undefined);
  const scheduledAt = checkTime(body.scheduled_time, timezone);
  const grant = await requirePostingGrant(ctx, userId);
  const now = new Date().toISOString();
  const row: ScheduledPostRow = {
    id: randomUUID(),
    user_id: userId,
    content,
    scheduled_at: scheduledAt,
    timezone,
    platform: 'linkedin',
    status: 'scheduled',
    linkedin_urn: null,
    linkedin_url: null,
    error: null,
    library_post_id: body.library_post_id || null, // '' from a form means no library post
    rate_limited_since: null,
    published_at: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    // The plan bounds how many posts wait at once (so the Scheduler's list is bounded too). The member's row is taken
    // first, as billing and account deletion take it: simultaneous requests count one after the other.
    if (!(await lockMember({ db: trx, userId }))) throw notFound(MSG.notFound);
    const plan = planFor(await getMemberTier({ db: trx, userId }));
    const waiting = await countWaitingOf(trx, userId);
    if (waiting >= plan.limits.scheduled_posts) throw conflict(MSG.tooManyWaiting(waiting, plan.name));
    await insertPost(trx, row);
    await enqueuePublish(trx, row);
  });
  try {
    await ctx.events.emit('scheduler.post.scheduled', { userId, scheduledPostId: row.id, libraryPostId: row.library_post_id, scheduledTime: scheduledAt, content });
  } catch (error) {
    // A listener refused (e.g. an unknown library post): nothing stays scheduled.
    await ctx.db.deleteFrom('scheduled_posts').where('id', '=', row.id).where('status', '=', 'scheduled').execute();
    await cancelJob(ctx.db, { key: publishJobKey(row.id, scheduledAt) });
    throw error;
  }
  if (body.timezone !== undefined) await rememberZone(ctx, userId, timezone);
  return { ...presentScheduledPost(row, { connectionExpiresAt: grant.expiresAt }), message: MSG.scheduled };
}

/** New content or time for a post not yet published; a failed post edited this way is scheduled again. */
export async function updateScheduledPost({
  ctx,
  userId,
  id,
  body,
}: {
  ctx: Ctx;
  userId: string;
  id: string;
  body: UpdateScheduledPostRequest;
}): Promise<ScheduledPostResponse> {
  const current = await findPostOf(ctx.db, userId, id);
  if (!current) throw notFound(MSG.notFound);
  assertChangeable(current);
  if (body.content === undefined && body.scheduled_time === undefined && body.timezone === undefined) throw badRequest(MSG.nothingToChange);
  const content = body.content === undefined ? current.content : checkContent(body.content);
  const timezone = body.timezone === undefined ? current.timezone : checkZone(body.timezone);
  const scheduledAt =
    body.scheduled_time !== undefined
      ? checkTime(body.scheduled_time, timezone)
      : timezone !== current.timezone
        ? // A member who moves 'Tuesday 9:00' to another zone means Tuesday 9:00 there, not the same instant.
          checkTime(wallClockIn(current.scheduled_at, current.timezone), timezone, { zoneChange: true })
        : current.status === 'failed'
          ? checkTime(current.scheduled_at, timezone)
          : current.scheduled_at;
  const rescheduling = current.status === 'failed';
  if (rescheduling) await requirePostingGrant(ctx, userId);
  // A failed post edited is scheduled again: as with Retry, its library post hears first and may refuse (scheduled
  // anew through another scheduled post, or marked published by hand), and then nothing changes here.
  const askedLibrary = rescheduling && current.library_post_id !== null;
  if (askedLibrary) {
    await ctx.events.emit('scheduler.post.scheduled', { userId, scheduledPostId: id, libraryPostId: current.library_post_id, scheduledTime: scheduledAt });
  }
  const now = new Date().toISOString();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await updatePostIf(
      trx,
      { id, userId, statuses: [current.status], scheduledAt: current.scheduled_at },
      { content, timezone, scheduled_at: scheduledAt, status: 'scheduled', error: null, rate_limited_since: null, updated_at: now },
    );
    if (!row) return null;
    if (current.status === 'failed' || scheduledAt !== current.scheduled_at) {
      await cancelJob(trx, { key: publishJobKey(id, current.scheduled_at) });
      await enqueuePublish(trx, row);
    }
    return row;
  });
  if (!updated) {
    // Deleted meanwhile: the library post the event just scheduled is released again.
    if (askedLibrary && !(await findPostOf(ctx.db, userId, id))) {
      await emitQuietly(ctx, 'scheduler.post.unscheduled', { userId, scheduledPostId: id, libraryPostId: current.library_post_id });
    }
    return raceLost(ctx, userId, id);
  }
  if (body.timezone !== undefined) await rememberZone(ctx, userId, timezone);
  if (content !== current.content && updated.library_post_id) {
    await emitQuietly(ctx, 'scheduler.post.edited', { userId, scheduledPostId: id, libraryPostId: updated.library_post_id, content });
  }
  if (!askedLibrary && (scheduledAt !== current.scheduled_at || rescheduling)) {
    await emitQuietly(ctx, 'scheduler.post.scheduled', { userId, scheduledPostId: id, libraryPostId: updated.library_post_id, scheduledTime: scheduledAt });
  }
  return { ...presentScheduledPost(updated, { connectionExpiresAt: await connectionExpiry(ctx, userId) }), message: MSG.updated };
}

export async function deleteScheduledPost({ ctx, userId, id }: { ctx: Ctx; userId: string; id: string }): Promise<{ success: true; message: string }> {
  const deleted = await cancelPost(ctx, userId, id);
  if (deleted.status === 'scheduled' || deleted.status === 'failed') {
    await emitQuietly(ctx, 'scheduler.post.unscheduled', { userId, scheduledPostId: id, libraryPostId: deleted.library_post_id });
  }
  return { success: true, message: MSG.deleted };
}

/** The member decided to try a failed post again: it publishes now. */
export async function retryScheduledPost({ ctx, userId, id }: { ctx: Ctx; userId: string; id: string }): Promise<ScheduledPostResponse> {
  const current = await findPostOf(ctx.db, userId, id);
  if (!current) throw notFound(MSG.notFound);
  if (current.status !== 'failed') throw conflict(MSG.onlyFailedRetry);
  const grant = await requirePostingGrant(ctx, userId);
  const now = new Date().toISOString();
  // The library hears first and may refuse (its post was scheduled anew elsewhere, or marked published by hand):
  // then nothing changes here, and the member sees why.
  await ctx.events.emit('scheduler.post.scheduled', { userId, scheduledPostId: id, libraryPostId: current.library_post_id, scheduledTime: now });
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await updatePostIf(
      trx,
      { id, userId, statuses: ['failed'] },
      { status: 'scheduled', scheduled_at: now, error: null, rate_limited_since: null, updated_at: now },
    );
    if (row) await enqueuePublish(trx, row);
    return row;
  });
  if (!updated) {
    // Deleted meanwhile: the library post the event just scheduled is released again.
    if (current.library_post_id && !(await findPostOf(ctx.db, userId, id))) {
      await emitQuietly(ctx, 'scheduler.post.unscheduled', { userId, scheduledPostId: id, libraryPostId: current.library_post_id });
    }
    return raceLost(ctx, userId, id);
  }
  return { ...presentScheduledPost(updated, { connectionExpiresAt: grant.expiresAt }), message: MSG.retried };
}

/** The library deleted a post: scheduled posts that still name it (failed or published ones) forget it. */
export async function forgetLibraryPost({ ctx, userId, libraryPostId }: { ctx: Ctx; userId: string; libraryPostId: string }): Promise<void> {
  await unlinkLibraryPost(ctx.db, userId, libraryPostId);
}

/**
 * The member changed the text of the library post a scheduled (or failed) post publishes: that post takes the new
 * text. Refused with 409 while it is being published and 400 over LinkedIn's limit; a published post keeps its text.
 */
export async function takeLibraryText({ ctx, userId, scheduledPostId, content }: { ctx: Ctx; userId: string; scheduledPostId: string; content: string }): Promise<void> {
  const current = await findPostOf(ctx.db, userId, scheduledPostId);
  if (!current || current.status === 'published' || current.content === content) return;
  if (current.status === 'publishing') throw conflict(MSG.beingPublished);
  const text = checkContent(content);
  const updated = await updatePostIf(ctx.db, { id: scheduledPostId, userId, statuses: ['scheduled', 'failed'] }, { content: text, updated_at: new Date().toISOString() });
  if (!updated) {
    // Claimed for publishing between the read and the write: it goes out with the text it had.
    const now = await findPostOf(ctx.db, userId, scheduledPostId);
    if (now?.status === 'publishing') throw conflict(MSG.beingPublished);
  }
}

/** The library moved a scheduled post back to draft: the schedule goes (409 while it is being published). */
export async function cancelForLibrary({ ctx, userId, scheduledPostId }: { ctx: Ctx; userId: string; scheduledPostId: string }): Promise<void> {
  const current = await findPostOf(ctx.db, userId, scheduledPostId);
  if (!current) return;
  await cancelPost(ctx, userId, scheduledPostId);
}

async function cancelPost(ctx: Ctx, userId: string, id: string): Promise<ScheduledPostRow> {
  const deleted = await deletePostUnlessPublishing(ctx.db, userId, id);
  if (!deleted) {
    const current = await findPostOf(ctx.db, userId, id);
    if (!current) throw notFound(MSG.notFound);
    throw conflict(MSG.beingPublished);
  }
  await cancelJob(ctx.db, { key: publishJobKey(id, deleted.scheduled_at) });
  return deleted;
}

function enqueuePublish(db: Parameters<typeof enqueueJob>[0], row: Pick<ScheduledPostRow, 'id' | 'scheduled_at'>) {
  const payload: PublishPayload = { postId: row.id, scheduledAt: row.scheduled_at };
  return enqueueJob(db, { kind: PUBLISH_JOB, payload, runAt: Date.parse(row.scheduled_at), key: publishJobKey(row.id, row.scheduled_at) });
}

async function raceLost(ctx: Ctx, userId: string, id: string): Promise<never> {
  const now = await findPostOf(ctx.db, userId, id);
  if (!now) throw notFound(MSG.notFound);
  assertChangeable(now);
  throw conflict('This post changed meanwhile. Please reload and try again.');
}

function assertChangeable(row: ScheduledPostRow): void {
  if (row.status === 'publishing') throw conflict(MSG.beingPublished);
  if (row.status === 'published') throw conflict(MSG.alreadyPublished);
}

/** Tells listeners after our change committed; their failure is logged, our change stands. */
export async function emitQuietly<E extends EventName>(ctx: Pick<Ctx, 'events' | 'log'>, event: E, payload: ServerEvents[E]): Promise<void> {
  try {
    await ctx.events.emit(event, payload);
  } catch (error) {
    ctx.log.warn({ err: error, event }, 'a listener failed on a scheduler event');
  }
}

/**
 * The zone a member chose for a post becomes their saved zone (the accounts area keeps it; the Scheduler defaults
 * to it). After the post's own change: a failure here is logged, the post stands.
 */
async function rememberZone(ctx: Ctx, userId: string, timezone: string): Promise<void> {
  try {
    await setMemberTimezone({ db: ctx.db, userId, timezone });
  } catch (error) {
    ctx.log.warn({ err: error }, "could not save the member's time zone");
  }
}

function checkContent(content: string | undefined): string {
  if (content === undefined || !visibleText(content)) throw badRequest(MSG.contentRequired);
  if (content.length > MAX_POST_CHARS) throw badRequest(MSG.contentTooLong(content.length));
  return content;
}

function checkPlatform(platform: string | undefined): void {
  const key = (platform ?? 'linkedin').trim().toLowerCase();
  if (key === 'linkedin') return;
  if (COMING_SOON[key]) throw badRequest(MSG.comingSoon(COMING_SOON[key]));
  throw badRequest(MSG.unknownPlatform(platform ?? ''));
}

function checkZone(zone: string | undefined): string {
  // One reading with Account Settings (shared): SPEC §9's labels are the presets, legacy abbreviations are refused, and
  // the post names its zone as the member's saved zone does ('utc' → 'UTC').
  const resolved = resolveTimeZone(zone ?? 'UTC');
  if (!resolved.ok) throw badRequest(resolved.detail);
  return resolved.zone;
}

/**
 * The instant's wall-clock time in `zone` as a local 'YYYY-MM-DDTHH:mm[:ss[.sss]]' (what parseScheduledTime reads in a
 * zone, and how its messages name the time): seconds and milliseconds only when there are some.
 */
function wallClockIn(iso: string, zone: string): string {
  const epochMs = Date.parse(iso);
  const millis = ((epochMs % 1000) + 1000) % 1000;
  return new Date(wallClockMs(zone, epochMs) + millis).toISOString().slice(0, -1).replace(/\.000$/, '').replace(/(T\d\d:\d\d):00$/, '$1');
}

function checkTime(input: string | undefined, zone: string, { zoneChange = false } = {}): string {
  if (!input || !input.trim()) throw badRequest(MSG.timeRequired);
  const parsed = parseScheduledTime(input, zone);
  if (parsed.kind === 'invalid') throw badRequest(parsed.detail);
  const now = Date.now();
  if (parsed.epochMs <= now) throw badRequest(zoneChange ? MSG.zoneChangeInPast(input, zone) : MSG.timeInPast);
  if (parsed.epochMs > now + MAX_AHEAD_MS) throw badRequest(MSG.timeTooFar);
  return new Date(parsed.epochMs).toISOString();
}

async function requirePostingGrant(ctx: Ctx, userId: string) {
  const grant = await getLinkedInGrant({ db: ctx.db, config: ctx.config, userId });
  if (!grant) throw new AppError(409, MSG.notConnected);
  if (!grant.scopes.includes('w_member_social')) throw new AppError(409, MSG.noPostingScope);
  return grant;
}

export async function connectionExpiry(ctx: Ctx, userId: string): Promise<string | null> {
  const status = await getConnectionStatus({ db: ctx.db, config: ctx.config, userId });
  if (status.connected) return status.token_status?.expires_at ?? null;
  return status.token_status?.expires_at ?? new Date(0).toISOString(); // not connected: nothing can publish
}
