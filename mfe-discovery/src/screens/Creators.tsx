import { type ComponentRef, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from 'shared/auth';
import { navigate } from 'shared/bus';
import type { Creator } from 'shared/contracts';
import { Alert, Button, CrownOutlined, Input, ScreenFrame, Skeleton, type AreaProps } from 'shared/ui';
import { CreatorCard } from '../creators/CreatorCard';
import { SearchIcon } from '../creators/icons';
import { DOMAINS, INFO_TILES, QUICK_DOMAINS, type DomainId, domainFrom, domainLabel, followingShown, searchHint, upsellFor, viewPostsPath } from '../creators/model';
import { SAMPLE_CREATORS } from '../creators/samples';
import { CREATORS_STYLES } from '../creators/styles';
import { type Load, useCreatorSearch, useCreators } from '../creators/use-creators';

/**
 * Rising Creators (/app/creators, SPEC.md §2): search, the domain dropdown and quick chips, creator cards with
 * Follow and View Posts, a Following filter, the info tiles and the upsell. The domain and the filter live in the
 * address (`?domain=tech&view=following`), so Back and a shared link keep them.
 */
export function Creators({ query }: AreaProps) {
  const domain = domainFrom(query.domain);
  const view = query.view === 'following' ? 'following' : 'all';
  const { text, setText, search, flush, clear } = useCreatorSearch();
  const { rising, following, busy, retry, toggleFollow } = useCreators({ domain, search });
  const auth = useSnapshot(authState);
  const upsell = upsellFor(auth.user?.subscription_tier);

  const go = (next: { domain?: DomainId; view?: 'all' | 'following' }) => {
    const params = new URLSearchParams();
    const d = next.domain ?? domain;
    const v = next.view ?? view;
    if (d !== 'all') params.set('domain', d);
    if (v === 'following') params.set('view', v);
    const qs = params.toString();
    navigate(qs ? `/app/creators?${qs}` : '/app/creators', { replace: true });
  };

  const shown: Load = useMemo(() => {
    if (view === 'all') return rising;
    if (following.status !== 'ready') return following;
    return { status: 'ready', creators: followingShown(following.creators, domain, search) };
  }, [view, rising, following, domain, search]);
  const followingCount = following.status === 'ready' ? following.creators.length : null;
  const viewPosts = (c: Creator) => navigate(viewPostsPath(c.handle));

  // Keyboard focus where a used control goes away: an unfollowed card leaves the Following view (the focus goes
  // to the card now in its place, else the empty state's button), 'Clear search' gives it to the search box,
  // 'Browse all creators' to the 'All creators' switch. Never to the top of the page.
  const searchBox = useRef<ComponentRef<typeof Input>>(null);
  const allCreators = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const [refocusAt, setRefocusAt] = useState<number | null>(null);
  const toggle = async (c: Creator) => {
    const leaving = view === 'following' && c.is_following === true && shown.status === 'ready' ? shown.creators.findIndex((x) => x.id === c.id) : -1;
    if ((await toggleFollow(c)) && leaving >= 0) setRefocusAt(leaving);
  };
  useEffect(() => {
    if (refocusAt === null) return;
    setRefocusAt(null);
    const follows = results.current?.querySelectorAll<HTMLElement>('.pp-cr-card button[aria-pressed]');
    const target = follows?.length ? follows[Math.min(refocusAt, follows.length - 1)] : results.current?.querySelector<HTMLElement>('.pp-cr-empty button');
    target?.focus();
  }, [refocusAt]);

  return (
    <ScreenFrame title="Rising Creators" subtitle="Find the voices growing fastest in your field, follow them and study the posts that work.">
      <style href="pp-creators-styles" precedence="default">
        {CREATORS_STYLES}
      </style>
      <div className="pp-cr-tools" role="search">
        <div className="pp-cr-search">
          <label>
            <span className="pp-cr-sr">Search creators</span>
            <Input
              ref={searchBox}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={flush}
              allowClear
              prefix={<SearchIcon />}
              placeholder="Search by name, handle or bio"
              maxLength={100}
              aria-describedby="pp-cr-search-hint"
            />
          </label>
          <p id="pp-cr-search-hint" className="pp-cr-hint">
            {searchHint(text)}
          </p>
        </div>
        <div className="pp-cr-domain">
          <label className="pp-cr-domain__label" htmlFor="pp-cr-domain">
            Domain
          </label>
          <select id="pp-cr-domain" value={domain} onChange={(e) => go({ domain: domainFrom(e.target.value) })}>
            {DOMAINS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className="pp-cr-view" role="group" aria-label="Show">
          <button type="button" ref={allCreators} className="pp-cr-view__btn" aria-pressed={view === 'all'} onClick={() => go({ view: 'all' })}>
            All creators
          </button>
          <button type="button" className="pp-cr-view__btn" aria-pressed={view === 'following'} onClick={() => go({ view: 'following' })}>
            Following{followingCount !== null ? ` (${followingCount})` : ''}
          </button>
        </div>
      </div>
      <div className="pp-cr-chips" role="group" aria-label="Quick domains">
        {QUICK_DOMAINS.map((id) => (
          <button key={id} type="button" className="pp-cr-chip" aria-pressed={domain === id} onClick={() => go({ domain: id })}>
            {domainLabel(id)}
          </button>
        ))}
      </div>
      <ul className="pp-cr-tiles" aria-label="About rising creators">
        {INFO_TILES.map((t) => (
          <li key={t.label} className="pp-cr-tile">
            <strong>{t.value}</strong> <span>{t.label}</span>
          </li>
        ))}
      </ul>

      <div ref={results} style={{ display: 'contents' }}>
      <Results
        load={shown}
        view={view}
        domain={domain}
        search={search}
        busy={busy}
        onToggleFollow={(c) => void toggle(c)}
        onViewPosts={viewPosts}
        onRetry={retry}
        onClearSearch={() => {
          clear();
          searchBox.current?.focus();
        }}
        onShowAll={() => {
          go({ view: 'all' });
          allCreators.current?.focus();
        }}
      />
      </div>

      {upsell && (
        <aside className="pp-cr-upsell" aria-label="Upgrade">
          <CrownOutlined aria-hidden className="pp-cr-upsell__icon" />
          <div className="pp-cr-upsell__text">
            <strong>{upsell.title}</strong>
            <span>{upsell.text}</span>
          </div>
          <Button type="primary" onClick={() => navigate(upsell.to)}>
            {upsell.button}
          </Button>
        </aside>
      )}
    </ScreenFrame>
  );
}

interface ResultsProps {
  load: Load;
  view: 'all' | 'following';
  domain: DomainId;
  search: string;
  busy: ReadonlySet<string>;
  onToggleFollow: (c: Creator) => void;
  onViewPosts: (c: Creator) => void;
  onRetry: () => void;
  onClearSearch: () => void;
  onShowAll: () => void;
}

function Results({ load, view, domain, search, busy, onToggleFollow, onViewPosts, onRetry, onClearSearch, onShowAll }: ResultsProps) {
  if (load.status === 'loading') {
    return (
      <div className="pp-cr-grid" aria-busy="true" aria-label="Loading creators">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="pp-cr-card">
            <Skeleton active avatar paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (load.status === 'error') {
    // SPEC.md §8: a failed call falls back to sample creators, under a banner that says they are samples.
    return (
      <>
        <Alert
          type="warning"
          showIcon
          className="pp-cr-banner"
          message={`API Connection Issue – Showing sample creators. Error: ${load.detail}`}
          action={
            <Button size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        />
        <div className="pp-cr-grid">
          {SAMPLE_CREATORS.map((c) => (
            <CreatorCard key={c.id} creator={c} busy={false} sample onToggleFollow={onToggleFollow} onViewPosts={onViewPosts} />
          ))}
        </div>
      </>
    );
  }
  const where = `${domain === 'all' ? 'all domains' : domainLabel(domain)}${search ? ` matching “${search}”` : ''}`;
  const status =
    view === 'following'
      ? `${load.creators.length} followed creator${load.creators.length === 1 ? '' : 's'} in ${where}`
      : `${load.creators.length} rising creator${load.creators.length === 1 ? '' : 's'} in ${where}`;
  return (
    <>
      <p className="pp-cr-status" role="status">
        {status}
      </p>
      {load.creators.length === 0 ? (
        <div className="pp-cr-empty">
          <p>{emptyText(view, domain, search)}</p>
          {search && <Button onClick={onClearSearch}>Clear search</Button>}
          {view === 'following' && <Button onClick={onShowAll}>Browse all creators</Button>}
        </div>
      ) : (
        <div className="pp-cr-grid">
          {load.creators.map((c) => (
            <CreatorCard key={c.id} creator={c} busy={busy.has(c.id)} onToggleFollow={onToggleFollow} onViewPosts={onViewPosts} />
          ))}
        </div>
      )}
    </>
  );
}

function emptyText(view: 'all' | 'following', domain: DomainId, search: string): string {
  if (view === 'all') return 'No creators found';
  if (search) return 'No followed creators match your search.';
  return domain === 'all' ? 'You do not follow anyone yet.' : `You do not follow anyone in ${domainLabel(domain)} yet.`;
}
