import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorDetail } from 'shared/api';
import { navigate, toast } from 'shared/bus';
import { CONTENT_TYPES, type ContentType, type LibraryPost, POST_SORTS, type PostSort, type PostStatus } from 'shared/contracts';
import { Alert, AppstoreOutlined, Button, Modal, PlusOutlined, ProjectOutlined, ScreenFrame, Skeleton, type AreaProps } from 'shared/ui';
import { SearchBox, SelectField } from '../components/Fields';
import { Board } from '../components/Board';
import { PostCard, type PostActions } from '../components/PostCard';
import { ViewModal } from '../components/ViewModal';
import { useMemberZone } from '../lib/zone';
import {
  type Filters,
  type BoardColumns,
  type LibraryView,
  BOARD_COLUMNS,
  NO_FILTERS,
  SORT_LABEL,
  STATUS_LABEL,
  TYPE_LABEL,
  boardQueryFor,
  copyText,
  editLinkFor,
  failureText,
  gridNeedsReload,
  isFiltered,
  isLiveOnLinkedIn,
  duplicateOf,
  moveFor,
  placeOnBoard,
  queryFor,
  readView,
  scheduledLabel,
  schedulerLinkFor,
  writeView,
} from '../lib/model';

type GridState =
  | { status: 'loading' }
  | { status: 'error'; detail: string }
  | { status: 'ready'; posts: LibraryPost[]; cursor: string | null; total: number; more: 'idle' | 'loading' };
type BoardState = { status: 'loading' } | { status: 'error'; detail: string } | { status: 'ready'; columns: BoardColumns; more: PostStatus | null };

const FILTER_STATUSES: PostStatus[] = ['draft', 'published', 'scheduled'];
const SEARCH_PAUSE_MS = 300;

/** My Content Library (/app/library, SPEC.md §2): search, sort, filters, the card grid or the board, View/Edit/copy/delete. */
export function Library(_props: AreaProps) {
  const [view, setView] = useState<LibraryView>(() => readView());
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [grid, setGrid] = useState<GridState>({ status: 'loading' });
  const [board, setBoard] = useState<BoardState>({ status: 'loading' });
  const [viewing, setViewing] = useState<LibraryPost | null>(null);
  const [unscheduling, setUnscheduling] = useState<LibraryPost | null>(null);
  const zone = useMemberZone();
  const [working, setWorking] = useState(false);
  const request = useRef(0);

  // The search box waits for a pause in typing before it asks the server.
  useEffect(() => {
    const t = setTimeout(() => setFilters((f) => (f.q === search ? f : { ...f, q: search })), SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  }, [search]);

  const loadGrid = useCallback(() => {
    const id = ++request.current;
    setGrid({ status: 'loading' });
    api
      .libraryPosts(queryFor(filters))
      .then((page) => id === request.current && setGrid({ status: 'ready', posts: page.posts, cursor: page.next_cursor, total: page.total, more: 'idle' }))
      .catch((error) => {
        if (id !== request.current) return;
        toast.error('Failed to load your content');
        setGrid({ status: 'error', detail: errorDetail(error, 'The server did not answer as expected.') });
      });
  }, [filters]);

  // Each column is its own page of the server's list (its status, the search and type filters), so a long column
  // is never cut silently: its count is the server's total and 'Load more' brings the rest.
  const loadBoard = useCallback(() => {
    const id = ++request.current;
    setBoard((b) => (b.status === 'ready' ? b : { status: 'loading' }));
    Promise.all(BOARD_COLUMNS.map((status) => api.libraryPosts(boardQueryFor(status, filters))))
      .then((pages) => {
        if (id !== request.current) return;
        const columns = Object.fromEntries(BOARD_COLUMNS.map((status, i) => [status, { posts: pages[i].posts, total: pages[i].total, cursor: pages[i].next_cursor }])) as BoardColumns;
        setBoard({ status: 'ready', columns, more: null });
      })
      .catch((error) => {
        if (id !== request.current) return;
        toast.error('Failed to load your content');
        setBoard({ status: 'error', detail: errorDetail(error, 'The server did not answer as expected.') });
      });
  }, [filters]);

  useEffect(() => {
    if (view === 'grid') loadGrid();
    else loadBoard();
  }, [view, loadGrid, loadBoard]);

  // Every loaded card deleted while the server still has posts: load the first page again rather than show the
  // empty library over the posts of the next page.
  useEffect(() => {
    if (view === 'grid' && grid.status === 'ready' && gridNeedsReload(grid.posts.length, grid.total)) loadGrid();
  }, [view, grid, loadGrid]);

  async function loadMore() {
    if (grid.status !== 'ready' || !grid.cursor) return;
    const id = request.current;
    setGrid({ ...grid, more: 'loading' });
    try {
      const page = await api.libraryPosts(queryFor(filters, grid.cursor));
      if (id !== request.current) return;
      setGrid((g) => (g.status === 'ready' ? { status: 'ready', posts: [...g.posts, ...page.posts], cursor: page.next_cursor, total: page.total, more: 'idle' } : g));
    } catch {
      toast.error('Failed to load your content');
      setGrid((g) => (g.status === 'ready' ? { ...g, more: 'idle' } : g));
    }
  }

  async function loadMoreOf(status: PostStatus) {
    if (board.status !== 'ready' || !board.columns[status].cursor) return;
    const id = request.current;
    setBoard({ ...board, more: status });
    try {
      const page = await api.libraryPosts(boardQueryFor(status, filters, board.columns[status].cursor));
      if (id !== request.current) return;
      setBoard((b) => {
        if (b.status !== 'ready') return b;
        const col = b.columns[status];
        // A card moved here meanwhile may also come with the page: keep one of each.
        const seen = new Set(col.posts.map((p) => p.id));
        const posts = [...col.posts, ...page.posts.filter((p) => !seen.has(p.id))];
        return { ...b, more: null, columns: { ...b.columns, [status]: { posts, total: page.total, cursor: page.next_cursor } } };
      });
    } catch {
      toast.error('Failed to load your content');
      setBoard((b) => (b.status === 'ready' ? { ...b, more: null } : b));
    }
  }

  function chooseView(next: LibraryView) {
    writeView(next);
    setView(next);
  }

  function clearAll() {
    setSearch('');
    setFilters(NO_FILTERS);
  }

  /** Applies a changed post to both lists (or removes it). */
  function replace(post: LibraryPost, removed = false) {
    const swap = (posts: LibraryPost[]) => (removed ? posts.filter((p) => p.id !== post.id) : posts.map((p) => (p.id === post.id ? post : p)));
    setGrid((g) => (g.status === 'ready' ? { ...g, posts: swap(g.posts), total: removed ? g.total - 1 : g.total } : g));
    setBoard((b) => (b.status === 'ready' ? { ...b, columns: placeOnBoard(b.columns, post, { removed, filters }) } : b));
  }

  const actions: PostActions = {
    onView: setViewing,
    // A post the scheduler put on LinkedIn keeps LinkedIn's text: its Edit is 'Duplicate as draft' (the server refuses a save over it).
    onEdit: (post) => (isLiveOnLinkedIn(post) ? void duplicate(post) : navigate(editLinkFor(post))),
    onCopy: (post) => void copyText(post.content, toast),
    onDuplicate: (post) => void duplicate(post),
    onDelete: async (post) => {
      try {
        await api.deletePost(post.id);
        replace(post, true);
        setViewing((v) => (v?.id === post.id ? null : v));
        toast.success('Post deleted successfully');
      } catch (error) {
        toast.error(failureText('Failed to delete post', errorDetail(error, '')));
      }
    },
  };

  async function change(post: LibraryPost, status: PostStatus, done: string) {
    // Moves at once; put back if the server refuses.
    replace({ ...post, status });
    try {
      replace(await api.changePost(post.id, { status }));
      toast.success(done);
    } catch (error) {
      replace(post);
      toast.error(errorDetail(error, 'Failed to move the post'));
    }
  }

  function onMove(post: LibraryPost, to: PostStatus) {
    const move = moveFor(post, to);
    if (move.kind === 'schedule') {
      toast.info('Pick a time: the post moves to Scheduled once it is scheduled.');
      navigate(schedulerLinkFor(post));
    } else if (move.kind === 'confirm-unschedule') setUnscheduling(post);
    else if (move.kind === 'refuse') toast.warning(move.message);
    else if (move.kind === 'change') void change(post, move.status, move.status === 'published' ? 'Marked as published' : 'Moved to Draft');
  }

  /** A post the scheduler put on LinkedIn stays published; its text starts again as a new draft. */
  async function duplicate(post: LibraryPost) {
    try {
      const copy = await api.savePost(duplicateOf(post));
      toast.success('Duplicated as a new draft');
      if (view === 'grid') loadGrid();
      else setBoard((b) => (b.status === 'ready' ? { ...b, columns: placeOnBoard(b.columns, copy, { filters }) } : b));
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to duplicate the post'));
    }
  }

  async function rename(post: LibraryPost, title: string): Promise<boolean> {
    try {
      const renamed = await api.changePost(post.id, { title });
      replace(renamed);
      setViewing((v) => (v?.id === renamed.id ? renamed : v));
      toast.success('Title updated');
      return true;
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to rename the post'));
      return false;
    }
  }

  async function confirmUnschedule() {
    if (!unscheduling) return;
    setWorking(true);
    try {
      replace(await api.changePost(unscheduling.id, { status: 'draft' }));
      toast.success('Schedule cancelled: the post is a draft again');
      setUnscheduling(null);
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to cancel the schedule'));
    } finally {
      setWorking(false);
    }
  }

  const filtered = isFiltered({ ...filters, q: search });

  return (
    <ScreenFrame
      title="My Content Library"
      subtitle="Every post you keep: drafts, scheduled and published."
      actions={
        <>
          <div className="pp-lib-views" role="group" aria-label="Show as">
            <Button icon={<AppstoreOutlined />} aria-pressed={view === 'grid'} type={view === 'grid' ? 'primary' : 'default'} onClick={() => chooseView('grid')}>
              Grid
            </Button>
            <Button icon={<ProjectOutlined />} aria-pressed={view === 'board'} type={view === 'board' ? 'primary' : 'default'} onClick={() => chooseView('board')}>
              Board
            </Button>
          </div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/app/generate')}>
            Create Post
          </Button>
        </>
      }
    >
      <div className="pp-lib-toolbar" role="search">
        <SearchBox label="Search your posts" placeholder="Search titles and content" value={search} onChange={setSearch} />
        {view === 'grid' && (
          <SelectField<PostSort> label="Sort" value={filters.sort} onChange={(v) => setFilters({ ...filters, sort: v || 'created' })} options={POST_SORTS.map((x) => [x, SORT_LABEL[x]] as const)} />
        )}
        {view === 'grid' && (
          <SelectField<PostStatus>
            label="Status"
            all="All statuses"
            value={filters.status}
            onChange={(v) => setFilters({ ...filters, status: v })}
            options={FILTER_STATUSES.map((x) => [x, STATUS_LABEL[x]] as const)}
          />
        )}
        <SelectField<ContentType>
          label="Type"
          all="All types"
          value={filters.contentType}
          onChange={(v) => setFilters({ ...filters, contentType: v })}
          options={CONTENT_TYPES.map((x) => [x, TYPE_LABEL[x]] as const)}
        />
        <Button onClick={clearAll} disabled={!filtered && filters.sort === 'created'}>
          Clear All
        </Button>
      </div>

      {view === 'grid' ? (
        <GridBody state={grid} filtered={filtered} actions={actions} onRetry={loadGrid} onMore={loadMore} onClear={clearAll} />
      ) : board.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : board.status === 'error' ? (
        <LoadError detail={board.detail} onRetry={loadBoard} />
      ) : BOARD_COLUMNS.every((status) => board.columns[status].total === 0) ? (
        // SPEC §2's empty states are the library's, whichever view shows it: not three empty columns.
        <EmptyLibrary filtered={filtered} onClear={clearAll} />
      ) : (
        <Board columns={board.columns} loadingMore={board.more} onLoadMore={(status) => void loadMoreOf(status)} actions={actions} onMove={onMove} />
      )}

      <ViewModal
        post={viewing}
        onClose={() => setViewing(null)}
        onCopy={actions.onCopy}
        onEdit={actions.onEdit}
        onDuplicate={(post) => {
          setViewing(null);
          void duplicate(post);
        }}
        onSchedule={(post) => navigate(schedulerLinkFor(post))}
        onRename={rename}
      />
      <Modal
        open={!!unscheduling}
        title="Move back to draft?"
        okText="Cancel schedule"
        okButtonProps={{ danger: true, loading: working }}
        cancelText="Keep it scheduled"
        onOk={() => void confirmUnschedule()}
        onCancel={() => setUnscheduling(null)}
      >
        <p>
          “<bdi>{unscheduling?.title}</bdi>” is {scheduledLabel(unscheduling?.scheduled_time ?? null, zone)?.replace(/^Scheduled/, 'scheduled') ?? 'scheduled'}. Moving it to Draft cancels
          that schedule, so it will not be published.
        </p>
      </Modal>
    </ScreenFrame>
  );
}

function LoadError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message="Failed to load your content"
      description={detail}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** 'No content created yet' with 'Create First Post' (SPEC §2), or 'No posts match your filters' with Clear All. */
function EmptyLibrary({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <div className="pp-lib-empty" role="status">
      <p className="pp-lib-empty__title">No posts match your filters</p>
      <Button onClick={onClear}>Clear All</Button>
    </div>
  ) : (
    <div className="pp-lib-empty" role="status">
      <p className="pp-lib-empty__title">No content created yet</p>
      <p>Save a reply from LinkedIn GPT or a post from your Content History, and it waits here until you publish it.</p>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/app/generate')}>
        Create First Post
      </Button>
    </div>
  );
}

function GridBody({
  state,
  filtered,
  actions,
  onRetry,
  onMore,
  onClear,
}: {
  state: GridState;
  filtered: boolean;
  actions: PostActions;
  onRetry: () => void;
  onMore: () => void;
  onClear: () => void;
}) {
  if (state.status === 'loading') {
    return (
      <div className="pp-lib-grid" aria-busy="true" aria-label="Loading your posts">
        {[0, 1, 2].map((i) => (
          <div key={i} className="pp-lib-card">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <LoadError detail={state.detail} onRetry={onRetry} />;
  if (state.posts.length === 0) return <EmptyLibrary filtered={filtered} onClear={onClear} />;
  return (
    <>
      <p className="pp-lib-count" aria-live="polite">
        Showing {state.posts.length} of {state.total} {state.total === 1 ? 'post' : 'posts'}
      </p>
      <div className="pp-lib-grid">
        {state.posts.map((p) => (
          <PostCard key={p.id} post={p} actions={actions} />
        ))}
      </div>
      {state.cursor && (
        <div className="pp-lib-more">
          <Button onClick={onMore} loading={state.more === 'loading'}>
            Load more posts
          </Button>
        </div>
      )}
    </>
  );
}
