import { type ComponentRef, useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'shared/bus';
import type { ViralPost } from 'shared/contracts';
import { Alert, Button, Input, ReloadOutlined, ScreenFrame, SearchOutlined, Skeleton, type AreaProps } from 'shared/ui';
import { DEFAULT_FILTERS, type Filters, type MediaFilter, filtersActive, filtersFromQuery, inspirationNavigation, libraryPath, readPanel, searchProblem } from '../viral/model';
import { PostCard } from '../viral/PostCard';
import { VIRAL_STYLES } from '../viral/styles';
import { type PlanLimit, useRefresh, useSaveToLibrary, useTrendingTopics, useViralPosts } from '../viral/use-viral';

/**
 * Authentic Viral Library (/app/viral-library, SPEC.md §2): trending chips (top 10 + Clear), the filter panel,
 * search, Refresh, post cards, 'Load more' on the cursor, `?creator=` with a chip to clear it. Every filter lives in
 * the address, so Back and a shared link keep them.
 */
export function ViralLibrary({ query }: AreaProps) {
  const filters = filtersFromQuery(query);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const { load, loadMore } = useViralPosts(filters, reloadKey);
  const topics = useTrendingTopics(reloadKey);
  const { refreshing, refresh } = useRefresh(reload);
  // From the address as it is now, not as the last render saw it: a change made just before (Reset, a chip) may not
  // have reached this screen's props yet when the search pause ends.
  const go = (next: Partial<Filters>) => {
    const now = filtersFromQuery(Object.fromEntries(new URLSearchParams(window.location.search)));
    navigate(libraryPath({ ...now, ...next }), { replace: true });
  };

  // The search box follows the address (Back, 'Clear filters'); typing applies after a pause, Enter at once. A
  // search the box itself sent leaves the box as typed: the address keeps the words trimmed (a pause after 'team '
  // must not eat the space, or 'team lead' typed on reads 'teamlead'), and keys pressed while it travelled stay.
  const [text, setText] = useState(filters.q);
  const typedSearch = useRef<string | null>(null);
  const searchBox = useRef<ComponentRef<typeof Input>>(null);
  // A control that goes away once used (the creator chip, 'Clear filters') hands the focus to the search box, not
  // to the top of the page.
  const goThenSearchBox = (next: Partial<Filters>) => {
    go(next);
    searchBox.current?.focus();
  };
  useEffect(() => {
    setText((typed) => (typed.trim() === filters.q.trim() || filters.q.trim() === typedSearch.current ? typed : filters.q));
  }, [filters.q]);
  const search = (value: string) => {
    typedSearch.current = value.trim();
    go({ q: value });
  };
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => search(text), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [text]);

  const inspire = (post: ViralPost) => {
    const { to, state } = inspirationNavigation(post);
    navigate(to, { state });
  };

  // 'Load more' that brings the last page goes away: the focus goes to the first post it brought, not to the top.
  const list = useRef<HTMLDivElement>(null);
  const moreFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || load.status === 'loading' || (load.status === 'ready' && load.more === 'loading')) return;
    moreFrom.current = null;
    if (load.status === 'ready' && !load.cursor) list.current?.querySelectorAll<HTMLElement>('article.pp-vl-card')[from]?.focus();
  }, [load]);
  const library = useSaveToLibrary();
  const posts = load.status === 'ready' ? load.posts : load.status === 'failed' ? load.posts : [];

  return (
    <ScreenFrame title="Authentic Viral Library" subtitle="Real posts that worked, scored by engagement for their author's audience. Filter, search, and borrow what works.">
      <style href="pp-viral-styles" precedence="default">
        {VIRAL_STYLES}
      </style>

      <nav className="pp-vl-chips" aria-label="Trending topics">
        <span className="pp-vl-chips__label">Trending</span>
        {topics === null
          ? Array.from({ length: 6 }, (_, i) => <span key={i} className="pp-vl-chip pp-vl-chip--ghost" aria-hidden="true" />)
          : topics.list.map((t) => {
              // Pressed however the address names the topic (label in any case, or id); pressing it again clears it.
              const pressed = filters.topic?.toLowerCase() === t.topic.toLowerCase() || filters.topic === t.id;
              return (
                <button
                  key={t.id}
                  type="button"
                  className="pp-vl-chip"
                  aria-pressed={pressed}
                  onClick={() => go({ topic: pressed ? null : t.topic })}
                  title={t.posts_count ? `${t.posts_count} posts this week` : undefined}
                >
                  #{t.topic}
                </button>
              );
            })}
        {/* aria-disabled rather than disabled: a disabled button drops the focus of the key that pressed it. */}
        <button type="button" className="pp-vl-chip pp-vl-chip--clear" onClick={() => filters.topic && go({ topic: null })} aria-disabled={!filters.topic}>
          Clear
        </button>
      </nav>

      <div className="pp-vl-tools" role="search">
        <label className="pp-vl-search">
          <span className="pp-vl-sr">Search posts</span>
          <Input
            ref={searchBox}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => search(text)}
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder="Search posts: words in any order"
            maxLength={200}
          />
        </label>
        <Button icon={<ReloadOutlined spin={refreshing} />} onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      <FilterPanel filters={filters} topics={topics?.list.map((t) => t.topic) ?? []} onApply={go} />

      {filters.creator ? (
        <p className="pp-vl-creator">
          Showing posts by
          <button type="button" className="pp-vl-chip pp-vl-chip--creator" onClick={() => goThenSearchBox({ creator: null })} aria-label={`Clear creator @${filters.creator}`}>
            @{filters.creator} <span aria-hidden="true">✕</span>
          </button>
        </p>
      ) : null}

      {load.status === 'failed' ? (
        <Alert
          type="warning"
          showIcon
          className="pp-vl-banner"
          message={`API Connection Issue – Showing sample data. Error: ${load.message}`}
          action={<Button size="small" onClick={reload}>Try again</Button>}
        />
      ) : null}

      {/* Not a live region itself: a screen reader would read every post of each new list aloud. The count line and
          the empty state's sentence are the statuses it announces. */}
      <section aria-busy={load.status === 'loading'} aria-label="Posts">
        {load.status === 'loading' ? (
          <div className="pp-vl-list">
            {[0, 1, 2].map((i) => (
              <div key={i} className="pp-vl-card">
                <Skeleton avatar active paragraph={{ rows: 4 }} />
              </div>
            ))}
          </div>
        ) : posts.length === 0 ? (
          <div className="pp-vl-empty">
            <h2>No posts found</h2>
            <p role="status">
              {searchProblem(filters.q) ??
                (filters.q || filtersActive(filters) || filters.creator
                  ? 'Nothing matches these filters. Loosen them, or refresh the library.'
                  : 'The library is empty. Refresh to pull the latest posts.')}
            </p>
            <div className="pp-vl-empty__actions">
              {filtersActive(filters) ? <Button onClick={() => goThenSearchBox({ ...DEFAULT_FILTERS, creator: filters.creator })}>Clear filters</Button> : null}
              <Button type="primary" icon={<ReloadOutlined spin={refreshing} />} onClick={() => void refresh()} disabled={refreshing}>
                Refresh Posts
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p className="pp-vl-count" role="status">
              {load.status === 'ready'
                ? `Showing ${posts.length}${load.cursor ? '+' : ''} posts${load.planLimit ? ` · ${load.planLimit.limit} per search on your plan` : ''}`
                : 'Sample posts'}
            </p>
            <div className="pp-vl-list" ref={list}>
              {posts.map((p) => (
                <PostCard
                  key={p.id}
                  post={p}
                  sample={load.status === 'failed'}
                  onTopic={(t) => go({ topic: t })}
                  onInspire={inspire}
                  onSave={load.status === 'ready' ? (post) => void library.save(post) : undefined}
                  saving={library.saving.has(p.id)}
                  saved={library.saved.has(p.id)}
                />
              ))}
            </div>
            {load.status === 'ready' && load.planLimit?.more ? <PlanLimitNote limit={load.planLimit} /> : null}
            {load.status === 'ready' && load.cursor ? (
              <div className="pp-vl-more-row">
                <Button
                  onClick={() => {
                    moreFrom.current = posts.length;
                    loadMore();
                  }}
                  loading={load.more === 'loading'}
                >
                  Load more
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </ScreenFrame>
  );
}

/** The free plan's cap, said where the list stops, with the way to lift it (Plan & Billing's upgrade entry). */
function PlanLimitNote({ limit }: { limit: PlanLimit }) {
  return (
    <div className="pp-vl-limit" role="note" aria-label="Plan limit" data-testid="viral-plan-limit">
      <p>
        <strong>More posts match this search.</strong> {limit.message}
      </p>
      <Button type="primary" onClick={() => navigate(`/app/billing?upgrade=${limit.upgrade_tier}`)}>
        Upgrade to {limit.upgrade_plan}
      </Button>
    </div>
  );
}

function FilterPanel({ filters, topics, onApply }: { filters: Filters; topics: string[]; onApply: (f: Partial<Filters>) => void }) {
  const [quality, setQuality] = useState(String(filters.minQuality));
  const [followers, setFollowers] = useState(filters.maxFollowers === null ? '' : String(filters.maxFollowers));
  const [media, setMedia] = useState<MediaFilter>(filters.media);
  const [topic, setTopic] = useState(filters.topic ?? '');
  const [error, setError] = useState<{ error: string; field: 'quality' | 'followers' } | null>(null);
  useEffect(() => {
    setQuality(String(filters.minQuality));
    setFollowers(filters.maxFollowers === null ? '' : String(filters.maxFollowers));
    setMedia(filters.media);
    setTopic(filters.topic ?? '');
    setError(null);
  }, [filters.minQuality, filters.maxFollowers, filters.media, filters.topic]);
  // Open on wide screens; on a phone the panel starts folded under its summary so the posts come first.
  const [openAtStart] = useState(() => typeof window === 'undefined' || !window.matchMedia('(max-width: 560px)').matches);
  const topicOptions = filters.topic && !topics.includes(filters.topic) ? [filters.topic, ...topics] : topics;

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const read = readPanel(quality, followers);
    if ('error' in read) {
      setError(read);
      return;
    }
    setError(null);
    onApply({ ...read, media, topic: topic || null });
  };
  const summary = [
    `Quality ≥ ${filters.minQuality}`,
    // A creator's page shows all their posts, whatever their audience (model.ts apiQuery): the cap is not said then.
    filters.creator ? null : filters.maxFollowers === null ? 'any audience' : `≤ ${filters.maxFollowers.toLocaleString('en-US')} followers`,
    filters.media === 'with' ? 'with images' : filters.media === 'without' ? 'text only' : null,
    filters.topic ? `#${filters.topic}` : null,
  ].filter(Boolean).join(' · ');
  return (
    <details className="pp-vl-filterbox" open={openAtStart}>
    <summary>Filters <span className="pp-vl-filterbox__now">({summary})</span></summary>
    <form className="pp-vl-filters" onSubmit={apply} aria-label="Filters" noValidate>
      <label className="pp-vl-field">
        <span>Min quality score</span>
        <input type="number" inputMode="decimal" min={0} max={100} step="any" value={quality} onChange={(e) => setQuality(e.target.value)} aria-invalid={error?.field === 'quality'} aria-describedby={error ? 'pp-vl-filter-error' : undefined} />
      </label>
      <label className="pp-vl-field">
        <span>Max followers</span>
        {/* A creator's page shows all their posts (model.ts postsQuery): the cap is not offered there, and says why
            (above the box: the row's boxes stay aligned at the bottom). */}
        {filters.creator ? (
          <small id="pp-vl-followers-note" className="pp-vl-field__note">
            Not applied to one creator’s posts.
          </small>
        ) : null}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={followers}
          placeholder="Any"
          onChange={(e) => setFollowers(e.target.value)}
          disabled={!!filters.creator}
          aria-invalid={error?.field === 'followers'}
          aria-describedby={[error ? 'pp-vl-filter-error' : '', filters.creator ? 'pp-vl-followers-note' : ''].filter(Boolean).join(' ') || undefined}
        />
      </label>
      <label className="pp-vl-field">
        <span>Media</span>
        <select value={media} onChange={(e) => setMedia(e.target.value as MediaFilter)}>
          <option value="any">Any</option>
          <option value="with">With images</option>
          <option value="without">Text only</option>
        </select>
      </label>
      <label className="pp-vl-field">
        <span>Trending topic</span>
        <select value={topic} onChange={(e) => setTopic(e.target.value)}>
          <option value="">Any topic</option>
          {topicOptions.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <div className="pp-vl-filters__actions">
        <Button htmlType="submit" type="primary">
          Apply filters
        </Button>
        <Button onClick={() => onApply({ minQuality: DEFAULT_FILTERS.minQuality, maxFollowers: DEFAULT_FILTERS.maxFollowers, media: 'any', topic: null })}>Reset</Button>
      </div>
      {error ? (
        <p id="pp-vl-filter-error" className="pp-vl-filters__error" role="alert">
          {error.error}
        </p>
      ) : null}
    </form>
    </details>
  );
}
