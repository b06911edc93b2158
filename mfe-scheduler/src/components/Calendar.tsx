import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { formatInZone, wallClockMs } from 'shared/constants';
import type { ScheduledPost } from 'shared/contracts';
import { Button, Radio } from 'shared/ui';
import { type CalendarView, dayLabel, dropInstant, keyboardStep, monthCells, openingHour, postWall, shiftAnchor, startOfDay, weekDays } from '../lib/calendar';
import { DAY, HOUR } from '../lib/time';
import { revealDay, useWeekEdges } from './week-scroll';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Height of an hour row without posts (styles.ts); the rows above the opening hour hold none. */
const ROW_PX = 36;
const hourLabel = (h: number) => `${((h + 11) % 12) + 1} ${h < 12 ? 'AM' : 'PM'}`;

interface Moving {
  postId: string;
  day: number;
  hour: number;
}

/**
 * Week and month calendar of upcoming posts in the member's zone. Drag a post to another day (month) or day and
 * hour (week) to reschedule it; with the keyboard: focus a post, Enter picks it up, arrows move it (←/→ a day,
 * ↑/↓ an hour in the week, a week in the month), Enter drops, Escape cancels.
 */
export function Calendar({ posts, zone, onMove }: { posts: ScheduledPost[]; zone: string; onMove: (post: ScheduledPost, instant: number) => Promise<void> }) {
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(() => wallClockMs(zone, Date.now()));
  const [moving, setMoving] = useState<Moving | null>(null);
  const [dragOver, setDragOver] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const upcoming = useMemo(() => posts.filter((p) => p.status === 'scheduled' || p.status === 'publishing'), [posts]);
  const today = startOfDay(wallClockMs(zone, Date.now()));

  // Opening the week (and coming back to it from the month): 7 AM, or the earliest post of the week if earlier. Only
  // then: the poll's fresh list must not move what the member scrolled to.
  useEffect(() => {
    if (view === 'week' && scroller.current) scroller.current.scrollTop = openingHour(upcoming, zone, anchor) * ROW_PX;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  const days = view === 'week' ? weekDays(anchor) : monthCells(anchor);
  const shownWeek = view === 'week' ? days[0] : null;
  const edges = useWeekEdges(scroller, shownWeek);

  // A week too wide for the screen (a phone) opens on today's column, or on Monday for another week, so a post due
  // at the week's end is in view without scrolling sideways. Only when the week shown changes: the poll's fresh list
  // must not move what the member scrolled to.
  useEffect(() => {
    const row = scroller.current;
    if (shownWeek === null || !row) return;
    if (days.includes(today)) revealDay(row, today);
    else row.scrollLeft = 0;
    edges.measure();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownWeek]);
  // A post moved with the keyboard: its column comes into view.
  useEffect(() => {
    if (moving && view === 'week') revealDay(scroller.current, moving.day);
  }, [moving?.day, view, shownWeek]);
  const byCell = useMemo(() => {
    const map = new Map<string, ScheduledPost[]>();
    for (const post of upcoming) {
      const wall = postWall(post, zone);
      const key = view === 'week' ? `${startOfDay(wall)}:${new Date(wall).getUTCHours()}` : `${startOfDay(wall)}`;
      map.set(key, [...(map.get(key) ?? []), post]);
    }
    return map;
  }, [upcoming, zone, view]);

  const drop = async (post: ScheduledPost, cell: { day: number; hour?: number }) => {
    const instant = dropInstant(post, zone, cell);
    setMoving(null);
    setDragOver(null);
    if (instant === null) {
      setAnnounce('That time does not exist in this time zone (daylight saving starts). Choose another.');
      return;
    }
    if (instant === Date.parse(post.scheduledTime)) return;
    setAnnounce(`Moving to ${formatInZone(new Date(instant).toISOString(), zone)}…`);
    await onMove(post, instant);
  };

  const onDragStart = (e: DragEvent, post: ScheduledPost) => {
    e.dataTransfer.setData('text/plain', post.id);
    e.dataTransfer.effectAllowed = 'move';
  };
  const cellDrop = (cell: { day: number; hour?: number }) => (e: DragEvent) => {
    e.preventDefault();
    const post = upcoming.find((p) => p.id === e.dataTransfer.getData('text/plain'));
    if (post && post.status === 'scheduled') void drop(post, cell);
  };

  const onChipKey = (e: KeyboardEvent, post: ScheduledPost) => {
    if (post.status !== 'scheduled' || moving || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    e.stopPropagation();
    const wall = postWall(post, zone);
    const next = { postId: post.id, day: startOfDay(wall), hour: new Date(wall).getUTCHours() };
    setMoving(next);
    setAnnounce(`Picked up. Use the arrow keys to move it, Enter to drop, Escape to cancel. Now at ${describe(next)}.`);
    // The calendar keeps the keyboard while the post moves (its chip may leave the visible week).
    section.current?.focus();
  };

  const onMovingKey = (e: KeyboardEvent) => {
    if (!moving) return;
    const post = upcoming.find((p) => p.id === moving.postId);
    if (!post) return setMoving(null);
    if (e.key === 'Escape') {
      e.preventDefault();
      setMoving(null);
      setAnnounce('Move cancelled.');
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      void drop(post, view === 'week' ? { day: moving.day, hour: moving.hour } : { day: moving.day });
      return;
    }
    const step = keyboardStep(e.key, view);
    if (!step) return;
    e.preventDefault();
    let hour = moving.hour + step.hours;
    let day = moving.day + step.days * DAY;
    if (hour < 0) {
      hour = 23;
      day -= DAY;
    } else if (hour > 23) {
      hour = 0;
      day += DAY;
    }
    const next = { postId: post.id, day, hour };
    setMoving(next);
    if (!days.includes(day) || (view === 'month' && new Date(day).getUTCMonth() !== new Date(anchor).getUTCMonth())) setAnchor(day);
    if (view === 'week' && scroller.current) scroller.current.scrollTop = Math.max(0, (hour - 2) * ROW_PX);
    setAnnounce(describe(next));
  };

  const describe = (m: Moving) => (view === 'week' ? `${dayLabel(m.day, { weekday: 'long', month: 'long', day: 'numeric' })}, ${hourLabel(m.hour)}` : dayLabel(m.day, { weekday: 'long', month: 'long', day: 'numeric' }));

  const chip = (post: ScheduledPost) => {
    const wall = postWall(post, zone);
    const d = new Date(wall);
    const time = `${((d.getUTCHours() + 11) % 12) + 1}:${String(d.getUTCMinutes()).padStart(2, '0')}${d.getUTCHours() < 12 ? 'a' : 'p'}`;
    const draggable = post.status === 'scheduled';
    return (
      <button
        key={post.id}
        type="button"
        className={`pp-sch__chip${moving?.postId === post.id ? ' pp-sch__chip--moving' : ''}${draggable ? '' : ' pp-sch__chip--locked'}`}
        draggable={draggable}
        onDragStart={(e) => onDragStart(e, post)}
        onKeyDown={(e) => onChipKey(e, post)}
        aria-pressed={moving?.postId === post.id}
        data-testid="calendar-post"
      >
        {/* The name is the visible text plus the full date and what Enter does (WCAG 2.5.3: the label holds what is shown). */}
        <strong>{time}</strong> <span dir="auto">{post.content.slice(0, 80)}</span>
        <span className="pp-sr-only">
          {`, ${formatInZone(post.scheduledTime, zone)}${draggable ? '. Press Enter to move.' : ' (publishing)'}`}
        </span>
      </button>
    );
  };

  const isTarget = (day: number, hour?: number) => moving !== null && moving.day === day && (hour === undefined || moving.hour === hour);
  const cellProps = (key: string, cell: { day: number; hour?: number }, label: string) => ({
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      if (dragOver !== key) setDragOver(key);
    },
    onDragLeave: () => setDragOver((k) => (k === key ? null : k)),
    onDrop: cellDrop(cell),
    'data-cell': label,
  });

  const title =
    view === 'week'
      ? `${dayLabel(days[0], { month: 'short', day: 'numeric' })} – ${dayLabel(days[6], { month: 'short', day: 'numeric', year: 'numeric' })}`
      : dayLabel(anchor, { month: 'long', year: 'numeric' });

  return (
    <section
      className="pp-sch__card pp-sch__cal"
      aria-labelledby="pp-sch-cal"
      ref={section}
      tabIndex={-1}
      onKeyDown={onMovingKey}
      onBlur={(e) => {
        if (moving && !section.current?.contains(e.relatedTarget as Node | null)) setMoving(null);
      }}
    >
      <div className="pp-sch__cal-head">
        <h2 className="pp-sch__h2" id="pp-sch-cal">
          Calendar
        </h2>
        <div className="pp-sch__cal-nav">
          <Button size="small" onClick={() => setAnchor((a) => shiftAnchor(a, view, -1))} aria-label={`Previous ${view}`}>
            ‹
          </Button>
          <Button size="small" onClick={() => setAnchor(wallClockMs(zone, Date.now()))}>
            Today
          </Button>
          <Button size="small" onClick={() => setAnchor((a) => shiftAnchor(a, view, 1))} aria-label={`Next ${view}`}>
            ›
          </Button>
          <span className="pp-sch__cal-title" aria-live="polite">
            {title}
          </span>
        </div>
        <Radio.Group size="small" value={view} onChange={(e) => setView(e.target.value)} optionType="button" aria-label="Calendar view">
          <Radio.Button value="week">Week</Radio.Button>
          <Radio.Button value="month">Month</Radio.Button>
        </Radio.Group>
      </div>
      <p className="pp-sch__muted pp-sch__cal-help">Drag a post to reschedule it, or focus it and press Enter, then the arrow keys. Times in {zone}.</p>
      <div className="pp-sr-only" aria-live="assertive">
        {announce}
      </div>
      {view === 'week' ? (
        <div className={`pp-sch__weekwrap${edges.left ? ' pp-sch__weekwrap--left' : ''}${edges.right ? ' pp-sch__weekwrap--right' : ''}`}>
          {/* Focusable, so the keyboard scrolls it (arrows, Page Up/Down) where no post in it takes the focus. */}
          <div className="pp-sch__week" ref={scroller} tabIndex={0} role="region" aria-label="Week by day and hour">
            <div className="pp-sch__week-grid" role="grid" aria-label="Week">
              {/* Every cell of a grid sits in a row (the rows are `display: contents`, so the layout is the grid's). */}
              <div className="pp-sch__week-row" role="row">
                <div className="pp-sch__week-corner" role="columnheader">
                  <span className="pp-sr-only">Time</span>
                </div>
                {days.map((d) => (
                  <div key={d} className={`pp-sch__week-day${d === today ? ' pp-sch__today' : ''}`} role="columnheader" data-day={d}>
                    {dayLabel(d, { weekday: 'short' })} <span>{dayLabel(d, { day: 'numeric' })}</span>
                  </div>
                ))}
              </div>
              {HOURS.map((h) => (
                <div key={h} className="pp-sch__week-row" role="row">
                  <div className="pp-sch__week-hour" role="rowheader">
                    {hourLabel(h)}
                  </div>
                  {days.map((d) => {
                    const key = `${d}:${h}`;
                    const label = `${dayLabel(d, { weekday: 'short', month: 'short', day: 'numeric' })} ${hourLabel(h)}`;
                    return (
                      <div
                        key={key}
                        role="gridcell"
                        className={`pp-sch__slot${dragOver === key || isTarget(d, h) ? ' pp-sch__slot--over' : ''}${d + (h + 1) * HOUR <= wallClockMs(zone, Date.now()) ? ' pp-sch__slot--past' : ''}`}
                        {...cellProps(key, { day: d, hour: h }, label)}
                      >
                        {(byCell.get(key) ?? []).map(chip)}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
          {/* Where the week is cut it fades out under an arrow that scrolls it. For pointers and touch only (out of the
              Tab order, hidden from assistive technology): the keyboard scrolls the week itself. */}
          {edges.left && (
            <button type="button" className="pp-sch__week-more pp-sch__week-more--left" tabIndex={-1} aria-hidden onClick={() => edges.scroll(-1)} data-testid="week-more-left">
              ‹
            </button>
          )}
          {edges.right && (
            <button type="button" className="pp-sch__week-more pp-sch__week-more--right" tabIndex={-1} aria-hidden onClick={() => edges.scroll(1)} data-testid="week-more-right">
              ›
            </button>
          )}
        </div>
      ) : (
        <div className="pp-sch__month" role="grid" aria-label="Month">
          <div className="pp-sch__month-row" role="row">
            {days.slice(0, 7).map((d) => (
              <div key={`h${d}`} className="pp-sch__month-head" role="columnheader">
                {dayLabel(d, { weekday: 'short' })}
              </div>
            ))}
          </div>
          {Array.from({ length: Math.ceil(days.length / 7) }, (_, w) => days.slice(w * 7, w * 7 + 7)).map((week) => (
            <div key={`w${week[0]}`} className="pp-sch__month-row" role="row">
              {week.map((d) => {
                const key = `${d}`;
                const outside = new Date(d).getUTCMonth() !== new Date(anchor).getUTCMonth();
                return (
                  <div
                    key={key}
                    role="gridcell"
                    className={`pp-sch__day${outside ? ' pp-sch__day--outside' : ''}${d === today ? ' pp-sch__today' : ''}${dragOver === key || isTarget(d) ? ' pp-sch__slot--over' : ''}`}
                    {...cellProps(key, { day: d }, dayLabel(d, { month: 'short', day: 'numeric' }))}
                  >
                    <span className="pp-sch__day-num">{dayLabel(d, { day: 'numeric' })}</span>
                    {(byCell.get(key) ?? []).map(chip)}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
