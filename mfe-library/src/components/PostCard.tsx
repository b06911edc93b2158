import type { LibraryPost } from 'shared/contracts';
import { navigate } from 'shared/bus';
import { formatDateInZone } from 'shared/constants';
import { Button, CopyOutlined, EditOutlined, EyeOutlined, PostHook, Tag, Tooltip } from 'shared/ui';
import { DeleteButton } from './Fields';
import { useMemberZone } from '../lib/zone';
import { LIVE_ON_LINKEDIN, STATUS_COLOR, STATUS_LABEL, TYPE_LABEL, counted, isLiveOnLinkedIn, scheduledLabel } from '../lib/model';

export interface PostActions {
  onView: (post: LibraryPost) => void;
  onEdit: (post: LibraryPost) => void;
  onCopy: (post: LibraryPost) => void;
  onDelete: (post: LibraryPost) => void;
  /** A new draft with the post's text (what a post the scheduler put on LinkedIn offers instead of moving back). */
  onDuplicate?: (post: LibraryPost) => void;
}

/** One library post in the grid: title, status and type, dates, the hook as the feed shows it, and its actions. */
export function PostCard({ post, actions }: { post: LibraryPost; actions: PostActions }) {
  const zone = useMemberZone();
  const when = scheduledLabel(post.status === 'scheduled' ? post.scheduled_time : null, zone);
  return (
    <article className="pp-lib-card" data-testid="library-card" data-post-id={post.id} aria-labelledby={`post-${post.id}-title`}>
      <div className="pp-lib-card__tags">
        <Tag color={STATUS_COLOR[post.status]} style={{ marginInlineEnd: 0 }}>
          {STATUS_LABEL[post.status]}
        </Tag>
        <Tag style={{ marginInlineEnd: 0 }}>{TYPE_LABEL[post.content_type]}</Tag>
      </div>
      <h2 className="pp-lib-card__title" id={`post-${post.id}-title`} dir="auto">
        {post.title}
      </h2>
      <PublishFailed post={post} />
      <div className="pp-lib-card__hook">
        <PostHook text={post.content} />
      </div>
      <p className="pp-lib-card__meta">
        {when ?? `Created ${formatDateInZone(post.created_at, zone)}`}
        {post.updated_at !== post.created_at && !when && ` · Edited ${formatDateInZone(post.updated_at, zone)}`}
        {' · '}
        {counted(post.content.length, 'character')}
      </p>
      <CardActions post={post} actions={actions} />
    </article>
  );
}

/**
 * The scheduler could not publish the post (it is a draft again): why, in the scheduler's words, and the way to the
 * scheduler, where Retry and Edit are.
 */
export function PublishFailed({ post }: { post: Pick<LibraryPost, 'publish_error'> }) {
  if (!post.publish_error) return null;
  return (
    <p className="pp-lib-failed" data-testid="library-publish-failed">
      <strong>Not published:</strong> {/[.!?…]$/.test(post.publish_error) ? post.publish_error : `${post.publish_error}.`}{' '}
      <a
        href="/app/scheduler"
        onClick={(e) => {
          e.preventDefault();
          navigate('/app/scheduler');
        }}
      >
        Retry or edit it in the Scheduler
      </a>
    </p>
  );
}

/**
 * View, Edit, copy and delete (with the confirmation of SPEC.md §2). A post the scheduler put on LinkedIn keeps the
 * text LinkedIn shows (the server refuses another): Edit becomes 'Duplicate' (named '… as a new draft'; the board's card shows
 * 'Duplicate as draft' beside its compact actions).
 */
export function CardActions({ post, actions, compact = false }: { post: LibraryPost; actions: PostActions; compact?: boolean }) {
  // Named by its title, or (untitled) by its first words: a bare 'Edit post' repeated down a list says nothing.
  const name = post.title.trim() || firstWords(post.content);
  const live = isLiveOnLinkedIn(post);
  // Two groups, the labelled actions and the two icon ones (copy, delete): the row fits a grid card at every width the
  // grid gives one (from 268 px inside), and should it ever wrap (a large font, a zoom) the icons move as one, to the end.
  return (
    <div className="pp-lib-card__actions">
      <div className="pp-lib-card__main">
        <Button size="small" icon={<EyeOutlined />} onClick={() => actions.onView(post)} aria-label={`View ${name}`}>
          {compact ? null : 'View'}
        </Button>
        {!live ? (
          <Button size="small" icon={<EditOutlined />} onClick={() => actions.onEdit(post)} aria-label={`Edit ${name}`}>
            {compact ? null : 'Edit'}
          </Button>
        ) : compact ? null : (
          // 'Duplicate' shown, the whole sentence named and in its tooltip: 'Duplicate as draft' pushed delete onto a
          // line of its own on a 1280 px screen.
          <Tooltip title={LIVE_ON_LINKEDIN}>
            <Button size="small" icon={<CopyOutlined />} onClick={() => actions.onDuplicate?.(post)} aria-label={`Duplicate ${post.title.trim() ? `“${post.title.trim()}”` : name} as a new draft`} data-testid="library-card-duplicate">
              Duplicate
            </Button>
          </Tooltip>
        )}
      </div>
      <div className="pp-lib-card__tools">
        <Tooltip title="Copy">
          <Button size="small" icon={<CopyOutlined />} onClick={() => actions.onCopy(post)} aria-label={`Copy ${name}`} />
        </Tooltip>
        <DeleteButton confirm="Are you sure you want to delete this post?" label={`Delete ${name}`} onConfirm={() => actions.onDelete(post)} />
      </div>
    </div>
  );
}

/** An untitled post's name for its buttons: its first six words ('…' when it goes on), or 'untitled post'. */
export function firstWords(content: string): string {
  const words = content.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return 'untitled post';
  return `“${words.slice(0, 6).join(' ')}${words.length > 6 ? '…' : ''}”`;
}
