import { useState } from 'react';
import type { ScheduledPost } from 'shared/contracts';
import { Button, ConfirmPopover, DeleteOutlined, EditOutlined, Tag, Tooltip, WarningOutlined } from 'shared/ui';
import { formatInZone } from 'shared/constants';

export interface PostActions {
  onEdit: (post: ScheduledPost) => void;
  onDelete: (post: ScheduledPost) => void;
  onRetry: (post: ScheduledPost) => void;
  /** Where 'View on LinkedIn' goes (the sandbox's page in local mode). */
  linkFor: (post: ScheduledPost) => string | null;
}

/** SPEC §4: scheduled, published and failed have their colours; any other status (publishing) is neutral. */
const STATUS_COLOR: Record<string, string> = { scheduled: 'blue', published: 'green', failed: 'red' };
/** SPEC §9: a published post's preview is cut at 200 characters ('Show all' opens the rest). */
export const PUBLISHED_PREVIEW_CHARS = 200;

/** The post's text; a published one is cut at 200 characters with a button that shows the rest. */
function PostText({ post }: { post: ScheduledPost }) {
  const [open, setOpen] = useState(false);
  const published = post.status === 'published';
  const cut = published && post.content.length > PUBLISHED_PREVIEW_CHARS && !open;
  // A waiting post shows its first lines (Edit opens all of it); a published one is cut at 200 characters instead,
  // so it is not clamped as well: the clamp hid its 'Show all' button and, opened, still showed four lines.
  return (
    <p className={published ? 'pp-sch__post-text' : 'pp-sch__post-text pp-sch__post-text--clamped'} data-testid="scheduled-post-text" dir="auto">
      {cut ? `${post.content.slice(0, PUBLISHED_PREVIEW_CHARS).trimEnd()}…` : post.content}
      {post.status === 'published' && post.content.length > PUBLISHED_PREVIEW_CHARS ? (
        <>
          {' '}
          <button type="button" className="pp-sch__more" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show less' : 'Show all'}
          </button>
        </>
      ) : null}
    </p>
  );
}

/**
 * Which post a card's buttons act on, for their accessible names ('Delete post “Shipping C# services…”, Sun, Nov 7,
 * 11:00 PM'): its first six words and its time, so a list of 'Delete' buttons does not read as one name repeated.
 */
export function postLabel(post: ScheduledPost, at: string): string {
  const words = post.content.trim().split(/\s+/).filter(Boolean);
  const first = words.slice(0, 6).join(' ');
  const head = Array.from(first).length > 60 ? `${Array.from(first).slice(0, 60).join('')}…` : words.length > 6 ? `${first}…` : first;
  return `“${head}”, ${formatInZone(at, post.timezone)}`;
}

function PostCard({ post, actions, zone }: { post: ScheduledPost; actions: PostActions; zone: string }) {
  const link = actions.linkFor(post);
  // A published post is dated by when it went out; the member's-time line annotates that same instant.
  const at = post.status === 'published' && post.published_at ? post.published_at : post.scheduledTime;
  const name = postLabel(post, at);
  return (
    <li className={`pp-sch__post pp-sch__post--${post.status}`} data-testid="scheduled-post" data-status={post.status}>
      <div className="pp-sch__post-head">
        <Tag color={STATUS_COLOR[post.status] ?? 'default'}>{post.status}</Tag>
        <span className="pp-sch__when">
          {formatInZone(at, post.timezone)}
          <span className="pp-sch__muted"> · {post.timezone}</span>
        </span>
        {post.timezone !== zone ? (
          <span className="pp-sch__muted pp-sch__alt">({formatInZone(at, zone)} your time)</span>
        ) : null}
      </div>
      <PostText post={post} />
      {post.connection_expires_first ? (
        <p className="pp-sch__warn">
          <WarningOutlined /> Your LinkedIn connection ends before this time: reconnect so it can publish.
        </p>
      ) : null}
      {post.status === 'failed' && post.error ? (
        <p className="pp-sch__error" role="note">
          <strong>Not published:</strong> {post.error}
        </p>
      ) : null}
      <div className="pp-sch__post-actions">
        {post.status === 'published' && link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="pp-sch__link" aria-label={`View on LinkedIn: post ${name}`}>
            View on LinkedIn
          </a>
        ) : null}
        {post.status === 'failed' ? (
          <Button size="small" type="primary" onClick={() => actions.onRetry(post)} aria-label={`Retry post ${name}`}>
            Retry
          </Button>
        ) : null}
        {post.status === 'scheduled' || post.status === 'failed' ? (
          <Button size="small" icon={<EditOutlined />} onClick={() => actions.onEdit(post)} aria-label={`Edit post ${name}`}>
            Edit
          </Button>
        ) : null}
        {post.status !== 'publishing' ? (
          <ConfirmPopover title="Are you sure you want to delete this post?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => actions.onDelete(post)}>
            <Tooltip title={post.status === 'published' ? 'Removes it from this list, not from LinkedIn' : undefined}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete post ${name}`}>
                Delete
              </Button>
            </Tooltip>
          </ConfirmPopover>
        ) : (
          <span className="pp-sch__muted">Publishing now…</span>
        )}
      </div>
    </li>
  );
}

/**
 * 'Upcoming Posts (n)', the failed ones with their reason, and 'Published Posts (n)' (no invented statistics). The
 * server lists only the most recent published posts: `publishedTotal` is how many there are in all, and when the list
 * holds fewer the section says so. `waitingLimit` is how many posts the member's plan lets wait at once (the server
 * refuses one more): once they are all taken, 'Upcoming Posts' says so before the member writes a post in vain.
 */
export function PostLists({
  posts,
  publishedTotal,
  waitingLimit,
  actions,
  zone,
}: {
  posts: ScheduledPost[];
  publishedTotal?: number;
  waitingLimit?: number;
  actions: PostActions;
  zone: string;
}) {
  const upcoming = posts.filter((p) => p.status === 'scheduled' || p.status === 'publishing');
  const failed = posts.filter((p) => p.status === 'failed');
  const published = posts
    .filter((p) => p.status === 'published')
    .sort((a, b) => (b.published_at ?? b.scheduledTime).localeCompare(a.published_at ?? a.scheduledTime));
  const full = waitingLimit !== undefined && upcoming.length + failed.length >= waitingLimit;
  const section = (title: string, list: ScheduledPost[], empty: string, id: string, total = list.length, note: string | null = null) => (
    <section className="pp-sch__card" aria-labelledby={id}>
      <h2 className="pp-sch__h2" id={id}>
        {title} ({total})
      </h2>
      {total > list.length && list.length > 0 ? <p className="pp-sch__muted">Showing the {list.length} most recent.</p> : null}
      {note ? <p className="pp-sch__muted" data-testid="waiting-limit">{note}</p> : null}
      {list.length === 0 ? (
        <p className="pp-sch__muted">{empty}</p>
      ) : (
        <ul className="pp-sch__list">
          {list.map((p) => (
            <PostCard key={p.id} post={p} actions={actions} zone={zone} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      {failed.length > 0 ? section('Failed Posts', failed, '', 'pp-sch-failed') : null}
      {section(
        'Upcoming Posts',
        upcoming,
        'Nothing scheduled.',
        'pp-sch-upcoming',
        upcoming.length,
        full ? `Your plan lets ${waitingLimit!.toLocaleString('en-US')} posts wait at a time (failed ones included): delete one, or upgrade your plan, to schedule another.` : null,
      )}
      {section('Published Posts', published, 'Nothing published yet.', 'pp-sch-published', Math.max(publishedTotal ?? 0, published.length))}
    </>
  );
}
