import { wallClockMs } from 'shared/constants';
import type { ScheduledPost } from 'shared/contracts';
import { DAY, HOUR, wallToInstant } from './time';

/**
 * The calendar's arithmetic, all in wall clocks of the display zone (as-if-UTC ms): weeks start on Monday, a
 * cell is a day (month) or a day and hour (week), and moving a post keeps its minutes.
 */

export type CalendarView = 'week' | 'month';

export const startOfDay = (wall: number) => Math.floor(wall / DAY) * DAY;

/** Monday 00:00 of the week holding `wall`. */
export function startOfWeek(wall: number): number {
  const day = startOfDay(wall);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY;
}

export function weekDays(anchorWall: number): number[] {
  const start = startOfWeek(anchorWall);
  return Array.from({ length: 7 }, (_, i) => start + i * DAY);
}

/** Six weeks from the Monday on or before the 1st of the anchor's month. */
export function monthCells(anchorWall: number): number[] {
  const d = new Date(anchorWall);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const start = startOfWeek(first);
  return Array.from({ length: 42 }, (_, i) => start + i * DAY);
}

/** Moves the anchor by one period. */
export function shiftAnchor(anchorWall: number, view: CalendarView, by: number): number {
  if (view === 'week') return anchorWall + by * 7 * DAY;
  const d = new Date(anchorWall);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1);
}

/** The post's wall clock in the display zone. */
export const postWall = (post: Pick<ScheduledPost, 'scheduledTime'>, zone: string) => wallClockMs(zone, Date.parse(post.scheduledTime));

/** The week view opens at 7 AM (the working day)… */
export const OPEN_HOUR = 7;

/** Whole hours the week's box shows at once (520 px of rows of 36 px under the day names: about 13; one kept spare). */
export const VISIBLE_HOURS = 12;

/**
 * …or at the hour of the earliest post of the shown week when that is earlier, so a post due at night is on screen
 * when the calendar opens; when every post of the week is later than the hours shown from 7 AM (an evening post), on
 * the evening instead. Hours are the wall clock of the display zone; posts outside the week do not count.
 */
export function openingHour(posts: readonly Pick<ScheduledPost, 'scheduledTime'>[], zone: string, anchorWall: number): number {
  const start = startOfWeek(anchorWall);
  let earliest = 24;
  for (const post of posts) {
    const wall = postWall(post, zone);
    if (wall >= start && wall < start + 7 * DAY) earliest = Math.min(earliest, new Date(wall).getUTCHours());
  }
  if (earliest < OPEN_HOUR) return earliest;
  if (earliest === 24 || earliest < OPEN_HOUR + VISIBLE_HOURS) return OPEN_HOUR;
  return 24 - VISIBLE_HOURS;
}

/**
 * Where a post lands when dropped on a cell: that day, at the cell's hour (week) or its own hour (month), with
 * its own minutes. Null when that wall clock does not exist in the zone (a spring-forward gap).
 */
export function dropInstant(post: Pick<ScheduledPost, 'scheduledTime'>, zone: string, cell: { day: number; hour?: number }): number | null {
  const wall = postWall(post, zone);
  const hour = cell.hour ?? new Date(wall).getUTCHours();
  const minutes = wall - startOfDay(wall) - new Date(wall).getUTCHours() * HOUR;
  return wallToInstant(zone, cell.day + hour * HOUR + minutes);
}

/** A keyboard move: arrows change the day (±1) and, in the week view, the hour (±1) or in the month view the week (±7 days). */
export function keyboardStep(key: string, view: CalendarView): { days: number; hours: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { days: -1, hours: 0 };
    case 'ArrowRight':
      return { days: 1, hours: 0 };
    case 'ArrowUp':
      return view === 'week' ? { days: 0, hours: -1 } : { days: -7, hours: 0 };
    case 'ArrowDown':
      return view === 'week' ? { days: 0, hours: 1 } : { days: 7, hours: 0 };
    default:
      return null;
  }
}

export const dayLabel = (wall: number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(wall));
