import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { api, errorDetail } from 'shared/api';
import { navigate, toast } from 'shared/bus';
import type { ContentHistoryItem, ContentHistoryResponse } from 'shared/contracts';
import {
  Alert,
  Button,
  CopyOutlined,
  PlusOutlined,
  ReloadOutlined,
  SaveOutlined,
  ScreenFrame,
  Skeleton,
  Tag,
  type AreaProps,
} from 'shared/ui';
import { formatDateInZone } from 'shared/constants';
import { DeleteButton, SearchBox, SelectField } from '../components/Fields';
import { HISTORY_PAGE_SIZE, appendPage, folds, foldedText, keptTemplate, libraryDraftFrom, showLoadMore } from '../lib/history';
import { copyText, counted } from '../lib/model';
import { useMemberZone } from '../lib/zone';

type State =
  | { status: 'loading' }
  | { status: 'error'; detail: string }
  | {
      status: 'ready';
      items: ContentHistoryItem[];
      /** How many items the pages brought (deletions not taken off): 'Load More Content' stays once 20 were listed. */
      loaded: number;
      hasMore: boolean;
      /** A page loaded by 'Load More Content' said nothing follows (the button goes). */
      endLoaded: boolean;
      total: number;
      stats: ContentHistoryResponse['stats'];
      templates: string[];
      more: boolean;
    };

const SEARCH_PAUSE_MS = 300;

/** Content History (/app/content-history, SPEC.md §2): every delivered reply, its stats, search, template filter, real pages. */
export function ContentHistory(_props: AreaProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [template, setTemplate] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const request = useRef(0);

  useEffect(() => {
    const t = setTimeout(() => setQuery(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  }, [search]);

  const load = useCallback(() => {
    const id = ++request.current;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    api
      .contentHistory({ limit: HISTORY_PAGE_SIZE, offset: 0, ...(query ? { search: query } : {}), ...(template ? { template } : {}) })
      .then((r) => {
        if (id !== request.current) return;
        setState({ status: 'ready', items: r.history, loaded: r.history.length, hasMore: r.has_more, endLoaded: false, total: r.total, stats: r.stats, templates: r.templates, more: false });
      })
      .catch((error) => {
        if (id !== request.current) return;
        toast.error('Failed to load content history');
        setState({ status: 'error', detail: errorDetail(error, 'The server did not answer as expected.') });
      });
  }, [query, template]);
  useEffect(load, [load]);

  // The selected template's last item went (deleted here or elsewhere): its option is gone, so back to All, which
  // loads the list again.
  const templates = state.status === 'ready' ? state.templates : null;
  useEffect(() => {
    if (templates) setTemplate((t) => keptTemplate(t, templates));
  }, [templates]);

  async function loadMore() {
    if (state.status !== 'ready') return;
    const id = request.current;
    setState({ ...state, more: true });
    try {
      const r = await api.contentHistory({ limit: HISTORY_PAGE_SIZE, offset: state.items.length, ...(query ? { search: query } : {}), ...(template ? { template } : {}) });
      if (id !== request.current) return;
      setState((s) =>
        s.status === 'ready' ? { ...s, items: appendPage(s.items, r.history), loaded: s.loaded + r.history.length, hasMore: r.has_more, endLoaded: !r.has_more, total: r.total, stats: r.stats, more: false } : s,
      );
    } catch {
      toast.error('Failed to load content history');
      setState((s) => (s.status === 'ready' ? { ...s, more: false } : s));
    }
  }

  async function remove(item: ContentHistoryItem) {
    try {
      await api.deleteContentHistory(item.id);
      toast.success('Content deleted successfully');
      setState((s) => (s.status === 'ready' ? { ...s, items: s.items.filter((i) => i.id !== item.id), total: s.total - 1 } : s));
      // The stats cover the whole history: ask again.
      api.contentHistory({ limit: 1 }).then((r) => setState((s) => (s.status === 'ready' ? { ...s, stats: r.stats, templates: r.templates } : s))).catch(() => undefined);
    } catch {
      toast.error('Failed to delete content');
    }
  }

  async function save(item: ContentHistoryItem) {
    setSaving(item.id);
    try {
      const post = await api.savePost(libraryDraftFrom(item));
      toast.savedToLibrary(post.already_saved);
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to save to your library'));
    } finally {
      setSaving(null);
    }
  }

  const filtered = query !== '' || template !== '';

  return (
    <ScreenFrame
      title="Content History"
      subtitle="Every post LinkedIn GPT wrote for you."
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={load}>
            Refresh
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/app/templates')}>
            Generate New Content
          </Button>
        </>
      }
    >
      {state.status === 'ready' && (
        <div className="pp-hist-stats">
          <Stat label="Total Posts" value={state.stats.total} />
          <Stat label="Templates Used" value={state.stats.templates_used} />
          <Stat label="Avg. Words per Post" value={state.stats.average_words} />
        </div>
      )}
      <div className="pp-lib-toolbar" role="search">
        <SearchBox label="Search your history" placeholder="Search topics and content" value={search} onChange={setSearch} />
        <SelectField<string>
          label="Template"
          all="All templates"
          value={template}
          onChange={setTemplate}
          options={(state.status === 'ready' ? state.templates : []).map((t) => [t, t] as const)}
        />
      </div>

      {state.status === 'loading' && (
        <div className="pp-hist-list" aria-busy="true" aria-label="Loading your history">
          {[0, 1].map((i) => (
            <div key={i} className="pp-hist-card">
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <Alert
          type="error"
          showIcon
          message="Failed to load content history"
          description={state.detail}
          action={
            <Button size="small" onClick={load}>
              Try again
            </Button>
          }
        />
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <div className="pp-lib-empty" role="status">
          {filtered ? (
            <>
              <p className="pp-lib-empty__title">No content matches your filters</p>
              <Button
                onClick={() => {
                  setSearch('');
                  setQuery('');
                  setTemplate('');
                }}
              >
                Clear filters
              </Button>
            </>
          ) : (
            <>
              <p className="pp-lib-empty__title">No content generated yet</p>
              <p>Posts LinkedIn GPT writes for you are kept here.</p>
              <Button type="primary" onClick={() => navigate('/app/generate')}>
                Generate Your First Content
              </Button>
            </>
          )}
        </div>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          <p className="pp-lib-count" aria-live="polite">
            Showing {state.items.length} of {state.total}
          </p>
          <div className="pp-hist-list">
            {state.items.map((item) => (
              <HistoryCard key={item.id} item={item} saving={saving === item.id} onSave={save} onDelete={remove} />
            ))}
          </div>
          {/* Counted as loaded, not as still listed: a deletion among the first 20 must not hide the pages after them. */}
          {showLoadMore(state.loaded, state.hasMore, state.endLoaded) && (
            <div className="pp-lib-more">
              <Button onClick={() => void loadMore()} loading={state.more}>
                Load More Content
              </Button>
            </div>
          )}
        </>
      )}
    </ScreenFrame>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="pp-hist-stat">
      <span className="pp-hist-stat__value">{value.toLocaleString('en-US')}</span>
      <span className="pp-hist-stat__label">{label}</span>
    </div>
  );
}

export function HistoryCard({
  item,
  saving,
  onSave,
  onDelete,
}: {
  item: ContentHistoryItem;
  saving: boolean;
  onSave: (item: ContentHistoryItem) => void;
  onDelete: (item: ContentHistoryItem) => void;
}) {
  // The day in the member's saved zone, as the library and the Scheduler show theirs (not the browser's).
  const zone = useMemberZone();
  // Which item the buttons act on, in their accessible names: a topic written about twice is told apart by its day.
  const name = `“${item.topic}”, ${formatDateInZone(item.created_at, zone)}`;
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = folds(item.content);
  return (
    <article className="pp-hist-card" data-testid="history-card">
      <header className="pp-hist-card__head">
        <Tag color={item.template_name ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
          {item.template_name ?? 'No template'}
        </Tag>
        <span className="pp-hist-card__meta">
          {formatDateInZone(item.created_at, zone)} · {counted(item.word_count, 'word')}
        </span>
      </header>
      <h2 className="pp-hist-card__topic" dir="auto">
        {item.topic}
      </h2>
      {/* A long post folds behind '…see more', as a viral post does: all of it is on the page once opened, no box that
          scrolls without a sign that the post goes on. */}
      <p id={textId} className="pp-hist-card__content" dir="auto">
        {long && !open ? foldedText(item.content) : item.content}
      </p>
      {long ? (
        <button type="button" className="pp-hist-more" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
          {open ? 'See less' : '…see more'}
        </button>
      ) : null}
      {item.additional_context && (
        <details className="pp-hist-card__context">
          <summary>Additional context</summary>
          <p dir="auto">{item.additional_context}</p>
        </details>
      )}
      <div className="pp-lib-card__actions">
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copyText(item.content, toast)} aria-label={`Copy ${name}`}>
          Copy
        </Button>
        <Button size="small" icon={<SaveOutlined />} loading={saving} onClick={() => onSave(item)} aria-label={`Save to library: ${name}`}>
          Save to library
        </Button>
        <DeleteButton confirm="Are you sure you want to delete this content?" label={`Delete ${name}`} onConfirm={() => onDelete(item)} />
      </div>
    </article>
  );
}
