import { CronExpressionParser } from 'cron-parser';
import type { JobSchedule } from './types';

/** The dedupe key of a recurring kind's one pending row. */
export function scheduleKey(kind: string): string {
  return `schedule:${kind}`;
}

/** Throws a readable error for a schedule that can never run (checked when a runner starts, not at 3 a.m.). */
export function assertValidSchedule(kind: string, schedule: JobSchedule): void {
  if ('everySeconds' in schedule) {
    if (!Number.isFinite(schedule.everySeconds) || schedule.everySeconds <= 0) {
      throw new Error(`Job ${kind}: everySeconds must be a positive number`);
    }
    return;
  }
  if (schedule.cron.trim().split(/\s+/).length !== 5) {
    throw new Error(`Job ${kind}: cron "${schedule.cron}" must have 5 fields (minute hour day month weekday, UTC)`);
  }
  try {
    CronExpressionParser.parse(schedule.cron, { tz: 'UTC', strict: false });
  } catch (error) {
    throw new Error(`Job ${kind}: invalid cron "${schedule.cron}": ${(error as Error).message}`);
  }
}

/** The first occurrence when a recurring kind is seeded: at once for an interval, the next cron time otherwise. */
export function firstOccurrence(schedule: JobSchedule, now: number): number {
  return 'everySeconds' in schedule ? now : nextCronTime(schedule.cron, now);
}

/**
 * The latest acceptable time of a seeded occurrence: a pending row due later than this was made under an
 * older, slower schedule and is brought forward.
 */
export function latestOccurrence(schedule: JobSchedule, now: number): number {
  return 'everySeconds' in schedule ? now + schedule.everySeconds * 1000 : nextCronTime(schedule.cron, now);
}

/**
 * The occurrence after one that was due at `previousRunAt` and ran until `now`. An interval keeps its rhythm but
 * never schedules in the past (a worker that was down for a day runs once, not 24 times); cron skips missed times.
 */
export function nextOccurrence(schedule: JobSchedule, previousRunAt: number, now: number): number {
  if ('everySeconds' in schedule) return Math.max(previousRunAt + schedule.everySeconds * 1000, now);
  return nextCronTime(schedule.cron, now);
}

/** The first cron time strictly after `after` (UTC). */
export function nextCronTime(cron: string, after: number): number {
  return CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date(after) }).next().getTime();
}
