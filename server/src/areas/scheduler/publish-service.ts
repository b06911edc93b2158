import type { Updateable } from 'kysely';
import { type CreatePostResult, createTextPost } from '../../integrations/linkedin/index';
import { RetryLater } from '../../platform/jobs/index';
import type { AppContext } from '../types';
import { getLinkedInGrant, getMemberMailTarget, markLinkedInConnectionExpired } from '../auth/index';
import { MSG } from './messages';
import { type ScheduledPostRow, updatePostIf } from './repository';
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
  const now = new Date().toISOString();
  const post = await updatePostIf(ctx.db, { id: payload.postId, statuses: ['scheduled'], scheduledAt: payload.scheduledAt }, { status: 'publishing', updated_at: now });
  if (!post) return; // deleted, edited to another time, or already settled

  const grant = await getLinkedInGrant({ db: ctx.db, config: ctx.config, userId: post.user_id });
  if (!grant) return fail(ctx, post, MSG.connectionExpired);
  if (!grant.scopes.includes('w_member_social')) return fail(ctx, post, MSG.connectionCannotPost);

  const result = await createTextPost({ api: ctx.integrations.linkedin.api, accessToken: grant.accessToken, authorSub: grant.sub, text: post.content, signal, timeoutMs });
  await settle(ctx, post, result);
}

async function settle(ctx: Ctx, post: ScheduledPostRow, result: CreatePostResult): Promise<void> {
  switch (result.outcome) {
    case 'created': {
      const publishedAt = new Date().toISOString();
      const done = await settleRow(ctx, post, {
        status: 'published',
        linkedin_urn: result.urn,
        linkedin_url: result.url,
        error: null,
        rate_limited_since: null,
        published_at: publishedAt,
      });
      if (done) {
        await emitQuietly(ctx, 'scheduler.post.published', {
          userId: post.user_id,
          scheduledPostId: post.id,
          libraryPostId: post.library_post_id,
          linkedinUrl: result.url,
          publishedAt,
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
  if (failed) await mailFailure(ctx, failed);
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
