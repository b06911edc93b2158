import { useId, useState } from 'react';
import type { Creator } from 'shared/contracts';
import { Button, CheckOutlined, PlusOutlined, formatFollowers } from 'shared/ui';
import { VerifiedIcon } from './icons';
import { domainLabel, percent } from './model';

export interface CreatorCardProps {
  creator: Creator;
  /** A follow or unfollow of this creator is on its way. */
  busy: boolean;
  /** Sample creators (shown during an outage) cannot be followed or opened. */
  sample?: boolean;
  onToggleFollow: (creator: Creator) => void;
  onViewPosts: (creator: Creator) => void;
}

/**
 * One rising creator (SPEC.md §2): image, name with the verified tick, handle, domain, bio, followers in K/M,
 * engagement and growth, the Follow/Following toggle and View Posts.
 */
export function CreatorCard({ creator: c, busy, sample = false, onToggleFollow, onViewPosts }: CreatorCardProps) {
  const id = useId();
  const following = c.is_following === true;
  return (
    <article className="pp-cr-card" aria-labelledby={`${id}-name`} data-creator-handle={c.handle}>
      <header className="pp-cr-card__head">
        <Avatar creator={c} />
        <div className="pp-cr-card__who">
          <h2 className="pp-cr-card__name" id={`${id}-name`}>
            <span dir="auto">{c.name}</span>
            {c.is_verified && (
              <span className="pp-cr-card__tick" title="Verified">
                <VerifiedIcon />
                <span className="pp-cr-sr">Verified</span>
              </span>
            )}
          </h2>
          <p className="pp-cr-card__handle">@{c.handle}</p>
          <span className="pp-cr-card__category">{domainLabel(c.category)}</span>
        </div>
      </header>
      <p className="pp-cr-card__bio" dir="auto">
        {c.bio}
      </p>
      <dl className="pp-cr-card__stats">
        <div>
          <dt>Followers</dt>
          <dd>{formatFollowers(c.follower_count)}</dd>
        </div>
        <div>
          <dt>Engagement</dt>
          <dd>{percent(c.engagement_rate)}</dd>
        </div>
        <div>
          <dt title="Follower growth over the last 30 days">
            Growth<span className="pp-cr-sr"> in the last 30 days</span>
          </dt>
          <dd className={c.growth_rate > 0 ? 'pp-cr-card__up' : undefined}>
            {c.growth_rate > 0 ? '+' : ''}
            {percent(c.growth_rate)}
          </dd>
        </div>
      </dl>
      <footer className="pp-cr-card__actions">
        <Button
          type={following ? 'default' : 'primary'}
          icon={following ? <CheckOutlined /> : <PlusOutlined />}
          aria-pressed={following}
          aria-label={`${following ? 'Following' : 'Follow'} ${c.name}`}
          loading={busy}
          disabled={sample}
          onClick={() => onToggleFollow(c)}
        >
          {following ? 'Following' : 'Follow'}
        </Button>
        <Button aria-label={`View posts by ${c.name}`} disabled={sample} onClick={() => onViewPosts(c)}>
          View Posts
        </Button>
      </footer>
    </article>
  );
}

/** The creator's picture, or their initials when there is none or it fails to load. */
function Avatar({ creator }: { creator: Creator }) {
  const [failed, setFailed] = useState(false);
  if (creator.profile_image_url && !failed) {
    return (
      <img className="pp-cr-card__avatar" src={creator.profile_image_url} alt="" width={56} height={56} loading="lazy" onError={() => setFailed(true)} />
    );
  }
  const initials = creator.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className="pp-cr-card__avatar pp-cr-card__avatar--initials" aria-hidden>
      {initials}
    </span>
  );
}
