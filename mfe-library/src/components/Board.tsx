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
import { PostHook, Tag } from 'shared/ui';
import { BOARD_COLUMNS, STATUS_LABEL, TYPE_LABEL, scheduledLabel } from '../lib/model';
import { CardActions, type PostActions } from './PostCard';

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

/** The board: Draft, Scheduled and Published columns; a card moves by mouse, touch or keyboard (dnd kit). */
export function Board({
  columns,
  actions,
  onMove,
}: {
  columns: Record<PostStatus, LibraryPost[]>;
  actions: PostActions;
  onMove: (post: LibraryPost, to: PostStatus) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag, so a finger can still scroll the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(BOARD_COLUMNS.flatMap((c) => columns[c]).map((p) => [p.id, p])), [columns]);
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
          <Column key={status} status={status} posts={columns[status]} actions={actions} />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active ? <BoardCardBody post={active} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}

function Column({ status, posts, actions }: { status: PostStatus; posts: LibraryPost[]; actions: PostActions }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
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
        <span className="pp-lib-col__count" aria-label={`${posts.length} posts`}>
          {posts.length}
        </span>
      </h2>
      <div className="pp-lib-col__cards">
        {posts.length === 0 && <p className="pp-lib-col__empty">{EMPTY_COLUMN[status]}</p>}
        {posts.map((p) => (
          <BoardCard key={p.id} post={p} actions={actions} />
        ))}
      </div>
    </section>
  );
}

function BoardCard({ post, actions }: { post: LibraryPost; actions: PostActions }) {
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
      <CardActions post={post} actions={actions} compact />
    </div>
  );
}

function BoardCardBody({ post, handle, overlay = false }: { post: LibraryPost; handle?: React.ReactNode; overlay?: boolean }) {
  const when = scheduledLabel(post.status === 'scheduled' ? post.scheduled_time : null);
  return (
    <div className={overlay ? 'pp-lib-bcard pp-lib-bcard--overlay' : undefined}>
      <div className="pp-lib-bcard__head">
        {handle}
        <h3 className="pp-lib-bcard__title">{post.title}</h3>
        <Tag style={{ marginInlineEnd: 0 }}>{TYPE_LABEL[post.content_type]}</Tag>
      </div>
      {when && <p className="pp-lib-bcard__when">{when}</p>}
      <div className="pp-lib-bcard__hook">
        <PostHook text={post.content} />
      </div>
    </div>
  );
}
