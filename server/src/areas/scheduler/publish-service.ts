import type { Updateable } from 'kysely';
import { type CreatePostResult, createTextPost } from '../../integrations/linkedin/index';
import { RetryLater } from '../../platform/jobs/index';
import type { AppContext } from '../types';
import { getLinkedInGrant, getMemberMailTarget, markLinkedInConnectionExpired } from '../auth/index';
import { MSG } from './messages';
import { createBatcher } from '../../platform/batcher';
import { type ScheduledPostRow, claimForPublishing, markPublishedMany, updatePostIf } from './repository';
import { type PublishPayload, emitQuietly } from './service';
import type { ScheduledPostsTable } from './tables';

/**
 * Publishing one scheduled post, at most once (the job is `atMostOnce`): the post becomes `publishing` in the same
 * statement that checks it is still `scheduled` for this time, before LinkedIn is called; the answer settles it.
 * Only an answer that proves nothing was published (429, unreachable) sends it round again, and only for an hour.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'events' | 'log' | 'integrations'>;

export const REFUSAL_WINDOW_MS = 3600_000;
const MIN_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 10 * 60_000;

/** How long LinkedIn has to answer a publish call before its outcome counts as unknown. */
export const PUBLISH_REQUEST_TIMEOUT_MS = 30_000;

export async function publishScheduledPost({
  ctx,
  payload,
  signal,
  timeoutMs = PUBLISH_REQUEST_TIMEOUT_MS,
}: {
  ctx: Ctx;
  payload: PublishPayload;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<void> {
  if (!payload || typeof payload.postId !== 'string' || typeof payload.scheduledAt !== 'string') return;
  // The claim (scheduled → publishing for this time) is batched with the posts claimed in the same moment.
  const claimed = await batchesOf(ctx).claim({ postId: payload.postId, scheduledAt: payload.scheduledAt });
  if (!claimed) return; // deleted, edited to another time, or already settled
  const { post, grant } = claimed;
  if (grant instanceof Error) {
    // The grant could not be read (a database hiccup): LinkedIn was not called, so it safely goes round again.
    ctx.log.warn({ err: grant, postId: post.id }, 'could not read the LinkedIn grant: publishing later');
    if (await settleRow(ctx, post, { status: 'scheduled' })) throw new RetryLater(MIN_BACKOFF_MS);
    return;
  }
  if (!grant) return fail(ctx, post, MSG.connectionExpired);
  if (!grant.scopes.includes('w_member_social')) return fail(ctx, post, MSG.connectionCannotPost);

  const result = await createTextPost({ api: ctx.integrations.linkedin.api, accessToken: grant.accessToken, authorSub: grant.sub, text: post.content, signal, timeoutMs });
  await settle(ctx, post, result);
}

type Grant = Awaited<ReturnType<typeof getLinkedInGrant>>;
interface Batches {
  claim: (item: PublishPayload) => Promise<{ post: ScheduledPostRow; grant: Grant | Error } | undefined>;
  published: (item: { post: ScheduledPostRow; urn: string; url: string }) => Promise<ScheduledPostRow | undefined>;
}
const batchesByDb = new WeakMap<object, Batches>();

/**
 * One claim statement and one 'published' statement for the posts of a moment (the runner starts a claimed batch
 * of jobs in one turn, and LinkedIn's answers come back together), and each member's grant read once per batch.
 * Every post is still claimed atomically and only while `scheduled` for its job's time: at-most-once is unchanged.
 */
function batchesOf(ctx: Ctx): Batches {
  let batches = batchesByDb.get(ctx.db);
  if (batches) return batches;
  const { db, config } = ctx;
  batches = {
    claim: createBatcher(async (items) => {
      const rows = await claimForPublishing(db, items, new Date().toISOString());
      const byId = new Map(rows.map((r) => [r.id, r]));
      const grants = new Map<string, Grant | Error>();
      await Promise.all(
        [...new Set(rows.map((r) => r.user_id))].map(async (userId) => {
          try {
            grants.set(userId, await getLinkedInGrant({ db, config, userId }));
          } catch (error) {
            grants.set(userId, error instanceof Error ? error : new Error(String(error)));
          }
        }),
      );
      return items.map((item) => {
        const post = byId.get(item.postId);
        if (!post) return undefined;
        byId.delete(item.postId); // a second job for the same post in this batch gets nothing
        return { post, grant: grants.get(post.user_id) ?? null };
      });
    }),
    published: createBatcher(async (items) => {
      const rows = await markPublishedMany(db, items.map(({ post, urn, url }) => ({ id: post.id, urn, url })), new Date().toISOString());
      const byId = new Map(rows.map((r) => [r.id, r]));
      return items.map((item) => byId.get(item.post.id));
    }),
  };
  batchesByDb.set(ctx.db, batches);
  return batches;
}

async function settle(ctx: Ctx, post: ScheduledPostRow, result: CreatePostResult): Promise<void> {
  switch (result.outcome) {
    case 'created': {
      const done = await batchesOf(ctx).published({ post, urn: result.urn, url: result.url });
      if (done) {
        await emitQuietly(ctx, 'scheduler.post.published', {
          userId: post.user_id,
          scheduledPostId: post.id,
          libraryPostId: post.library_post_id,
          linkedinUrl: result.url,
          publishedAt: done.published_at ?? new Date().toISOString(),
        });
      }
      return;
    }
    case 'unauthorized':
      await markLinkedInConnectionExpired({ db: ctx.db, userId: post.user_id });
      return fail(ctx, post, MSG.connectionExpired);
    case 'refused':
      if (result.code === 'DUPLICATE_POST' || /duplicate/i.test(result.message)) return fail(ctx, post, MSG.duplicate);
      if (result.status === 403) return fail(ctx, post, MSG.forbidden);
      return fail(ctx, post, MSG.refused(result.message));
    case 'version-unsupported':
      ctx.log.error({ version: result.version, detail: result.message }, 'LinkedIn refuses LINKEDIN_API_VERSION: set a supported month (YYYYMM) and restart');
      return fail(ctx, post, MSG.versionUnsupported);
    case 'rate-limited':
    case 'not-sent':
      return later(ctx, post, result.outcome === 'rate-limited' ? result.retryAfterMs : null, result.outcome === 'rate-limited' ? MSG.rateLimitedTooLong : MSG.unreachableTooLong);
    case 'unknown':
      ctx.log.warn({ postId: post.id, detail: result.message }, 'publish outcome unknown');
      return fail(ctx, post, MSG.notConfirmed);
  }
}

/** LinkedIn surely did not publish it: back to `scheduled`, and the job runs again after a backoff (an hour at most). */
async function later(ctx: Ctx, post: ScheduledPostRow, retryAfterMs: number | null, tooLong: string): Promise<void> {
  const now = Date.now();
  const since = post.rate_limited_since ?? new Date(now).toISOString();
  const elapsed = now - Date.parse(since);
  if (elapsed >= REFUSAL_WINDOW_MS) return fail(ctx, post, tooLong);
  const back = await settleRow(ctx, post, { status: 'scheduled', rate_limited_since: since });
  if (!back) return;
  const backoff = Math.min(MAX_BACKOFF_MS, Math.max(MIN_BACKOFF_MS, elapsed)) * (0.8 + Math.random() * 0.4);
  throw new RetryLater(Math.round(retryAfterMs ?? backoff));
}

/** The worker died while LinkedIn was being called (onOutcomeUnknown): idempotent. */
export async function markPublishOutcomeUnknown({ ctx, payload }: { ctx: Ctx; payload: PublishPayload }): Promise<void> {
  if (!payload || typeof payload.postId !== 'string') return;
  const post = await ctx.db.selectFrom('scheduled_posts').selectAll().where('id', '=', payload.postId).executeTakeFirst();
  if (post?.status === 'publishing') await fail(ctx, post, MSG.notConfirmed);
}

async function fail(ctx: Ctx, post: ScheduledPostRow, reason: string): Promise<void> {
  const failed = await settleRow(ctx, post, { status: 'failed', error: reason, rate_limited_since: null });
  if (!failed) return;
  await emitQuietly(ctx, 'scheduler.post.failed', { userId: failed.user_id, scheduledPostId: failed.id, libraryPostId: failed.library_post_id, reason });
  await mailFailure(ctx, failed);
}

function settleRow(ctx: Ctx, post: ScheduledPostRow, changes: Updateable<ScheduledPostsTable>) {
  return updatePostIf(ctx.db, { id: post.id, statuses: ['publishing'] }, { ...changes, updated_at: new Date().toISOString() });
}

/** Tells the member a post failed, when their notification preferences allow e-mail. Never fails the job. */
async function mailFailure(ctx: Ctx, post: ScheduledPostRow): Promise<void> {
  try {
    const target = await getMemberMailTarget({ db: ctx.db, userId: post.user_id });
    if (!target?.emailNotifications || !ctx.integrations.mail.configured) return;
    const excerpt = post.content.length > 120 ? `${post.content.slice(0, 117)}...` : post.content;
    await ctx.integrations.mail.send({
      to: target.email,
      subject: 'A scheduled LinkedIn post was not published',
      text: [
        `Hello${target.fullName ? ` ${target.fullName}` : ''},`,
        '',
        `Your post scheduled for ${formatWhen(post.scheduled_at, post.timezone)} was not published.`,
        `Reason: ${post.error}`,
        '',
        `"${excerpt}"`,
        '',
        `Open the scheduler to retry or edit it: ${ctx.config.publicUrl}/app/scheduler`,
        '',
        'You receive this because e-mail notifications are on in your account settings.',
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.warn({ err: error, postId: post.id }, 'could not e-mail a publishing failure');
  }
}

export function formatWhen(iso: string, zone: string): string {
  return `${new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))} (${zone})`;
}
