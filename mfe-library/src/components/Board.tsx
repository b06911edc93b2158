import { useMemo, useRef, useState } from 'react';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { LibraryPost, PostStatus } from 'shared/contracts';
import { Button, PostHook, Tag, Tooltip } from 'shared/ui';
import { BOARD_COLUMNS, type BoardColumns, isLiveOnLinkedIn, LIVE_ON_LINKEDIN, STATUS_LABEL, TYPE_LABEL, scheduledLabel } from '../lib/model';
import { CardActions, type PostActions, PublishFailed } from './PostCard';
import { useMemberZone } from '../lib/zone';

const EMPTY_COLUMN: Record<PostStatus, string> = {
  draft: 'No drafts. Save a post from LinkedIn GPT or Content History.',
  scheduled: 'Nothing scheduled. Drop a draft here to pick a time.',
  published: 'Nothing published yet. Drop a draft here once you have posted it.',
};

/**
 * The keyboard moves a picked-up card one column at a time (→/↓ next, ←/↑ previous) instead of 25 px a press:
 * the card is placed at the top of the target column, which the collision detection then reports as `over`.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { active, over, droppableRects, droppableContainers, collisionRect, activeNode } = context;
  const current = (over?.id ?? (active?.data.current as { status?: PostStatus } | undefined)?.status) as PostStatus | undefined;
  const index = current ? BOARD_COLUMNS.indexOf(current) : 0;
  const target = BOARD_COLUMNS[Math.min(BOARD_COLUMNS.length - 1, Math.max(0, index + step))];
  // Right after the pick-up the columns may not be measured yet: measure them then.
  const rect = droppableRects.get(target) ?? droppableContainers.get(target)?.node.current?.getBoundingClientRect();
  const width = collisionRect?.width ?? activeNode?.getBoundingClientRect().width;
  if (!rect || width === undefined) return undefined;
  return { x: rect.left + Math.max(8, (rect.width - width) / 2), y: rect.top + 48 };
};

/**
 * The board: Draft, Scheduled and Published columns; a card moves by mouse, touch or keyboard (dnd kit), or with its
 * 'Move to' menu (the way on a phone, where the columns are stacked). Each column shows the server's count and loads
 * the rest a page at a time.
 */
export function Board({
  columns,
  actions,
  onMove,
  onLoadMore,
  loadingMore,
}: {
  columns: BoardColumns;
  actions: PostActions;
  onMove: (post: LibraryPost, to: PostStatus) => void;
  onLoadMore: (status: PostStatus) => void;
  loadingMore: PostStatus | null;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag, so a finger can still scroll the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(BOARD_COLUMNS.flatMap((c) => columns[c].posts).map((p) => [p.id, p])), [columns]);
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const active = activeId ? byId.get(String(activeId)) : undefined;

  // The column last announced: the pick-up's instructions are not talked over by 'is over Draft' at once.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const name = (id: UniqueIdentifier) => `“${byId.get(String(id))?.title ?? 'post'}”`;
  const column = (id: UniqueIdentifier | undefined) => (id ? STATUS_LABEL[id as PostStatus] : 'no column');
  const announcements: Announcements = {
    onDragStart: ({ active: a }) =>
      `Picked up ${name(a.id)} from ${column((a.data.current as { status: PostStatus }).status)}. Arrow keys move it to another column, Space or Enter drops it, Escape cancels.`,
    onDragOver: ({ active: a, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? `${name(a.id)} is over the ${column(over.id)} column.` : `${name(a.id)} is not over a column.`;
    },
    onDragEnd: ({ active: a, over }) => (over ? `${name(a.id)} was dropped on ${column(over.id)}.` : `${name(a.id)} was dropped outside the columns; nothing changed.`),
    onDragCancel: ({ active: a }) => `Moving ${name(a.id)} was cancelled; nothing changed.`,
  };

  function onDragStart(e: DragStartEvent) {
    lastOver.current = (e.active.data.current as { status: PostStatus }).status;
    setActiveId(e.active.id);
  }
  function onDragEnd(e: DragEndEvent) {
    setActiveId(null);
    const post = byId.get(String(e.active.id));
    if (post && e.over) onMove(post, e.over.id as PostStatus);
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a post to another column, press Space or Enter, use the arrow keys, then press Space or Enter again. Escape cancels.',
        },
      }}
    >
      <div className="pp-lib-board" data-testid="library-board">
        {BOARD_COLUMNS.map((status) => (
          <Column
            key={status}
            status={status}
            column={columns[status]}
            actions={actions}
            onMove={onMove}
            onLoadMore={() => onLoadMore(status)}
            loadingMore={loadingMore === status}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active ? <BoardCardBody post={active} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}

function Column({
  status,
  column,
  actions,
  onMove,
  onLoadMore,
  loadingMore,
}: {
  status: PostStatus;
  column: BoardColumns[PostStatus];
  actions: PostActions;
  onMove: (post: LibraryPost, to: PostStatus) => void;
  onLoadMore: () => void;
  loadingMore: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const { posts, total } = column;
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'pp-lib-col pp-lib-col--over' : 'pp-lib-col'}
      aria-labelledby={`pp-lib-col-${status}`}
      data-testid={`board-column-${status}`}
    >
      <h2 className="pp-lib-col__title" id={`pp-lib-col-${status}`}>
        <span className={`pp-lib-col__dot pp-lib-col__dot--${status}`} aria-hidden />
        {STATUS_LABEL[status]}
        <span className="pp-lib-col__count" aria-label={`${total} ${total === 1 ? 'post' : 'posts'}`} data-testid="board-column-count">
          {total}
        </span>
      </h2>
      <div className="pp-lib-col__cards">
        {posts.length === 0 && <p className="pp-lib-col__empty">{EMPTY_COLUMN[status]}</p>}
        {posts.map((p) => (
          <BoardCard key={p.id} post={p} actions={actions} onMove={onMove} />
        ))}
      </div>
      {posts.length < total && (
        <div className="pp-lib-col__more">
          <span aria-live="polite" data-testid="board-column-shown">
            Showing {posts.length} of {total}
          </span>
          {column.cursor && (
            <Button size="small" onClick={onLoadMore} loading={loadingMore} aria-label={`Load more ${STATUS_LABEL[status]} posts`}>
              Load more
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function BoardCard({ post, actions, onMove }: { post: LibraryPost; actions: PostActions; onMove: (post: LibraryPost, to: PostStatus) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: post.id, data: { status: post.status } });
  return (
    // The whole card answers the mouse and a finger; the keyboard picks it up by its handle, so Enter on View or Edit stays a click.
    <div ref={setNodeRef} {...listeners} className={isDragging ? 'pp-lib-bcard pp-lib-bcard--dragging' : 'pp-lib-bcard'} data-testid="board-card" data-post-id={post.id}>
      <BoardCardBody
        post={post}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            className="pp-lib-bcard__handle"
            aria-label={`Move “${post.title}” (${STATUS_LABEL[post.status]})`}
            data-testid="board-card-handle"
          >
            <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true">
              {[3, 8, 13].flatMap((y) => [<circle key={`a${y}`} cx="2.5" cy={y} r="1.5" />, <circle key={`b${y}`} cx="7.5" cy={y} r="1.5" />])}
            </svg>
          </button>
        }
      />
      <div className="pp-lib-bcard__foot">
        <CardActions post={post} actions={actions} compact />
        {isLiveOnLinkedIn(post) ? (
          // It stays published (the server refuses a move back): say why, and offer the copy instead.
          <Tooltip title={LIVE_ON_LINKEDIN}>
            <Button size="small" onClick={() => actions.onDuplicate?.(post)} aria-label={`Duplicate “${post.title}” as a new draft`} data-testid="board-card-duplicate">
              Duplicate as draft
            </Button>
          </Tooltip>
        ) : (
          <MoveMenu post={post} onMove={onMove} />
        )}
      </div>
    </div>
  );
}

/**
 * 'Move to…': the same moves as a drag, as a native menu (a phone shows its own picker; the keyboard and screen
 * readers know it). Choosing a column acts at once, with the same rules and confirmations as a drop.
 */
function MoveMenu({ post, onMove }: { post: LibraryPost; onMove: (post: LibraryPost, to: PostStatus) => void }) {
  return (
    // Presses on the menu are not the start of a drag.
    <label className="pp-lib-move" onPointerDown={(e) => e.stopPropagation()} onTouchStart={(e) => e.stopPropagation()} onMouseDown={(e) => e.stopPropagation()}>
      <span className="pp-sr-only">Move “{post.title}” to</span>
      <select
        value=""
        data-testid="board-card-move"
        onKeyDown={(e) => e.stopPropagation()}
        onChange={(e) => {
          const to = e.target.value as PostStatus;
          if (to) onMove(post, to);
        }}
      >
        <option value="">Move to…</option>
        {BOARD_COLUMNS.filter((c) => c !== post.status).map((c) => (
          <option key={c} value={c}>
            {STATUS_LABEL[c]}
          </option>
        ))}
      </select>
    </label>
  );
}

function BoardCardBody({ post, handle, overlay = false }: { post: LibraryPost; handle?: React.ReactNode; overlay?: boolean }) {
  const zone = useMemberZone();
  const when = scheduledLabel(post.status === 'scheduled' ? post.scheduled_time : null, zone);
  return (
    <div className={overlay ? 'pp-lib-bcard pp-lib-bcard--overlay' : undefined}>
      <div className="pp-lib-bcard__head">
        {handle}
        <h3 className="pp-lib-bcard__title" dir="auto">
          {post.title}
        </h3>
        <Tag style={{ marginInlineEnd: 0 }}>{TYPE_LABEL[post.content_type]}</Tag>
      </div>
      {when && <p className="pp-lib-bcard__when">{when}</p>}
      {!overlay && <PublishFailed post={post} />}
      <div className="pp-lib-bcard__hook">
        <PostHook text={post.content} />
      </div>
    </div>
  );
}
