import { localToInstant, wallClockMs } from 'shared/constants';

/** Time helpers of the scheduler screen: zones with today's offset, wall clocks, 'Next post in …'. */

export const MINUTE = 60_000;
export const HOUR = 3600_000;
export const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall clock (as-if-UTC ms) as the value of an <input type="datetime-local">: 'YYYY-MM-DDTHH:mm'. */
export function wallToInput(wall: number): string {
  const d = new Date(wall);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The instant's wall clock in `zone`, as a datetime-local value. */
export function instantToInput(epochMs: number, zone: string): string {
  return wallToInput(wallClockMs(zone, epochMs));
}

/** Parses 'YYYY-MM-DDTHH:mm[:ss]' as an as-if-UTC wall clock; NaN when it is not one. */
export function inputToWall(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) : Number.NaN;
}

/** The instant a wall clock names in `zone` (first occurrence when ambiguous); null inside a spring-forward gap. */
export function wallToInstant(zone: string, wall: number): number | null {
  const r = localToInstant(zone, wall);
  return r.kind === 'ok' ? r.epochMs : null;
}

/** A default time for a new post: the next quarter hour at least an hour from now, in `zone`. */
export function defaultPostTime(zone: string, now: number = Date.now()): string {
  const wall = wallClockMs(zone, now + HOUR);
  return wallToInput(Math.ceil(wall / (15 * MINUTE)) * 15 * MINUTE);
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '2 hours 15 minutes', '3 days 4 hours', '45 seconds'; 'now' at or below zero. */
export function durationText(ms: number): string {
  if (ms <= 0) return 'now';
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  if (minutes > 0) return unit(minutes, 'minute');
  return unit(s, 'second');
}

/** The 'Next post …' line: 'Next post in 2 hours 15 minutes', and 'Next post: publishing now' once its time has come. */
export function nextPostText(ms: number): string {
  return ms <= 0 ? 'Next post: publishing now' : `Next post in ${durationText(ms)}`;
}
