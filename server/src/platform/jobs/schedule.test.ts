import { defaultBackoffMs } from './backoff';
import { assertValidSchedule, firstOccurrence, latestOccurrence, nextCronTime, nextOccurrence, scheduleKey } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('job schedules', () => {
  it('cron times are UTC and strictly after the given moment', () => {
    expect(nextCronTime('*/15 * * * *', at('2026-03-01T10:07:00Z'))).toBe(at('2026-03-01T10:15:00Z'));
    expect(nextCronTime('*/15 * * * *', at('2026-03-01T10:15:00Z'))).toBe(at('2026-03-01T10:30:00Z'));
    expect(nextCronTime('0 9 * * 1', at('2026-03-01T10:00:00Z'))).toBe(at('2026-03-02T09:00:00Z')); // next Monday
    expect(nextCronTime('0 0 1 1 *', at('2026-06-15T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('an interval keeps its rhythm, but never schedules in the past', () => {
    const every = { everySeconds: 60 };
    const t = at('2026-03-01T10:00:00Z');
    expect(nextOccurrence(every, t, t + 2_000)).toBe(t + 60_000);
    // The worker was down for a day: run once now, not 1,440 times.
    expect(nextOccurrence(every, t, t + 86_400_000)).toBe(t + 86_400_000);
  });

  it('cron skips the times that were missed', () => {
    const cron = { cron: '0 * * * *' };
    expect(nextOccurrence(cron, at('2026-03-01T10:00:00Z'), at('2026-03-01T13:20:00Z'))).toBe(at('2026-03-01T14:00:00Z'));
  });

  it('seeding: an interval runs at once, cron at its next time; a row later than one period is brought forward', () => {
    const t = at('2026-03-01T10:07:00Z');
    expect(firstOccurrence({ everySeconds: 3600 }, t)).toBe(t);
    expect(latestOccurrence({ everySeconds: 3600 }, t)).toBe(t + 3_600_000);
    expect(firstOccurrence({ cron: '0 * * * *' }, t)).toBe(at('2026-03-01T11:00:00Z'));
    expect(latestOccurrence({ cron: '0 * * * *' }, t)).toBe(at('2026-03-01T11:00:00Z'));
    expect(scheduleKey('auth.housekeeping')).toBe('schedule:auth.housekeeping');
  });

  it('refuses schedules that can never run', () => {
    expect(() => assertValidSchedule('k', { cron: '* * * *' })).toThrow('5 fields');
    expect(() => assertValidSchedule('k', { cron: '0 25 * * *' })).toThrow('invalid cron');
    expect(() => assertValidSchedule('k', { everySeconds: -1 })).toThrow('positive');
    expect(() => assertValidSchedule('k', { cron: '30 2 * * 1-5' })).not.toThrow();
  });

  it('default backoff doubles from 1 s with jitter, capped at an hour', () => {
    for (let i = 0; i < 50; i++) {
      const first = defaultBackoffMs(1);
      expect(first).toBeGreaterThanOrEqual(500);
      expect(first).toBeLessThanOrEqual(1_000);
      const fourth = defaultBackoffMs(4);
      expect(fourth).toBeGreaterThanOrEqual(4_000);
      expect(fourth).toBeLessThanOrEqual(8_000);
      expect(defaultBackoffMs(40)).toBeLessThanOrEqual(3_600_000);
      expect(defaultBackoffMs(40)).toBeGreaterThanOrEqual(1_800_000);
    }
  });
});
