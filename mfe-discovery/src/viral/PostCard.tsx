import { useId, useState } from 'react';
import type { ViralPost } from 'shared/contracts';
import { Button, formatFollowers, relativeAge } from 'shared/ui';
import { folds, foldedText, mediaShown, tagsShown } from './model';

/**
 * One viral post (SPEC.md §2): avatar with the rising-creator badge, name, handle, bio, relative age, the text
 * behind a see-more fold, up to 4 images ('+N' on the 4th), up to 4 topic tags, 'Quality: N', 'View Original'
 * 'Save to library' (into My Content Library) and 'Use as inspiration'.
 */
export function PostCard({
  post,
  sample,
  onTopic,
  onInspire,
  onSave,
  saving,
  saved,
}: {
  post: ViralPost;
  sample?: boolean;
  onTopic: (topic: string) => void;
  onInspire: (post: ViralPost) => void;
  /** 'Save to library' (absent on sample posts: they are not in the library's corpus). */
  onSave?: (post: ViralPost) => void;
  saving?: boolean;
  saved?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = folds(post.content);
  const { shown, more } = mediaShown(post.media.urls);
  const { author, engagement } = post;
  const initials = author.name.split(/\s+/).slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '').join('');
  return (
    // Focusable from script only (tabIndex -1): where the focus lands after 'Load more' brings the last page.
    <article className="pp-vl-card" aria-label={`Post by ${author.name}`} tabIndex={-1} data-post-id={post.id}>
      <header className="pp-vl-card__head">
        <span className="pp-vl-avatar">
          {author.profile_image ? <img src={author.profile_image} alt="" width={48} height={48} loading="lazy" /> : <span aria-hidden="true">{initials}</span>}
          {author.is_rising_creator ? (
            <span className="pp-vl-avatar__badge" role="img" title="Rising creator" aria-label="Rising creator">
              <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true"><path d="M8 2 14 9H10v5H6V9H2z" fill="currentColor" /></svg>
            </span>
          ) : null}
        </span>
        <div className="pp-vl-card__who">
          <p className="pp-vl-card__name">
            <span dir="auto">{author.name}</span>
            {author.is_verified ? (
              <svg className="pp-vl-tick" viewBox="0 0 16 16" width="14" height="14" role="img" aria-label="Verified"><circle cx="8" cy="8" r="8" fill="#0a66c2" /><path d="M4.5 8.2 7 10.6l4.6-5" stroke="#fff" strokeWidth="1.8" fill="none" /></svg>
            ) : null}
          </p>
          <p className="pp-vl-card__meta">
            <span>@{author.handle}</span> · <span>{formatFollowers(author.followers)} followers</span> · <time dateTime={post.timestamps.posted_at}>{relativeAge(post.timestamps.posted_at)}</time>
          </p>
          {author.bio ? <p className="pp-vl-card__bio" title={author.bio} dir="auto">{author.bio}</p> : null}
        </div>
        <span className="pp-vl-quality" title="Engagement relative to the author's followers and the post's age">
          Quality: {engagement.viral_score}
        </span>
      </header>

      <div id={textId} className="pp-vl-card__text" dir="auto">
        {long && !open ? foldedText(post.content) : post.content}
      </div>
      {long ? (
        <button type="button" className="pp-vl-more" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
          {open ? 'See less' : '…see more'}
        </button>
      ) : null}

      {shown.length ? (
        <div className={`pp-vl-media pp-vl-media--${shown.length}`}>
          {shown.map((url, i) => (
            <span key={url} className="pp-vl-media__item">
              <img src={url} alt={post.media.items[i]?.alt ?? ''} width={600} height={400} loading="lazy" />
              {i === shown.length - 1 && more > 0 ? (
                <span className="pp-vl-media__more" aria-label={`${more} more images`}>
                  +{more}
                </span>
              ) : null}
            </span>
          ))}
        </div>
      ) : null}

      {tagsShown(post).length ? (
        <ul className="pp-vl-tags" aria-label="Topics">
          {tagsShown(post).map((t) => (
            <li key={t}>
              <button type="button" className="pp-vl-tag" onClick={() => onTopic(t)} title={`Show posts about ${t}`}>
                #{t}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <footer className="pp-vl-card__foot">
        <span className="pp-vl-stats" aria-label={`${engagement.likes} likes, ${engagement.comments} comments, ${engagement.shares} shares`}>
          <span>{formatFollowers(engagement.likes)} likes</span>
          <span>{formatFollowers(engagement.comments)} comments</span>
          <span>{formatFollowers(engagement.shares)} shares</span>
        </span>
        <span className="pp-vl-actions">
          {post.post_url ? (
            <a className="pp-vl-link" href={post.post_url} target="_blank" rel="noopener noreferrer">
              View Original
            </a>
          ) : (
            // No link to follow: said in words, to everyone (a greyed 'View Original' still looked like a link).
            <span className="pp-vl-nolink" title={sample ? 'A sample post has no original to open' : 'This post came without a link to its original'}>
              {sample ? 'Sample post: no original' : 'No link to the original'}
            </span>
          )}
          {onSave ? (
            <Button size="small" onClick={() => onSave(post)} loading={saving}>
              {saved ? 'Saved ✓' : 'Save to library'}
            </Button>
          ) : null}
          <Button type="primary" size="small" onClick={() => onInspire(post)}>
            Use as inspiration
          </Button>
        </span>
      </footer>
    </article>
  );
}
