import { OPEN_HOUR, VISIBLE_HOURS, dropInstant, keyboardStep, monthCells, openingHour, shiftAnchor, startOfWeek, weekDays } from './calendar';

const wall = (s: string) => Date.parse(`${s}Z`);

describe('calendar arithmetic', () => {
  it('weeks start on Monday; months show six weeks from the Monday before the 1st', () => {
    expect(new Date(startOfWeek(wall('2027-03-18T15:00:00'))).toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(weekDays(wall('2027-03-14T10:00:00')).map((d) => new Date(d).toISOString().slice(0, 10))).toEqual([
      '2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14',
    ]);
    const cells = monthCells(wall('2027-03-20T00:00:00'));
    expect(cells).toHaveLength(42);
    expect(new Date(cells[0]).toISOString().slice(0, 10)).toBe('2027-03-01');
    expect(new Date(shiftAnchor(wall('2027-01-31T00:00:00'), 'month', 1)).toISOString().slice(0, 10)).toBe('2027-02-01');
  });

  it('drops keep the minutes, take the cell hour in the week view, and refuse a DST gap', () => {
    const post = { scheduledTime: '2027-03-10T14:45:00.000Z' }; // 09:45 in New York (EST)
    const day = wall('2027-03-16T00:00:00');
    expect(new Date(dropInstant(post, 'America/New_York', { day })!).toISOString()).toBe('2027-03-16T13:45:00.000Z'); // 09:45 EDT
    expect(new Date(dropInstant(post, 'America/New_York', { day, hour: 17 })!).toISOString()).toBe('2027-03-16T21:45:00.000Z');
    expect(dropInstant(post, 'America/New_York', { day: wall('2027-03-14T00:00:00'), hour: 2 })).toBeNull();
  });

  it('the week opens at 7 AM, or at the earliest post of that week when it is earlier', () => {
    const zone = 'America/New_York';
    const anchor = wall('2027-03-18T12:00:00'); // the week of Mon 15 – Sun 21 March (EDT)
    const at = (iso: string) => ({ scheduledTime: iso });
    expect(OPEN_HOUR).toBe(7);
    expect(openingHour([], zone, anchor)).toBe(7);
    expect(openingHour([at('2027-03-17T14:00:00Z')], zone, anchor)).toBe(7); // 10:00
    // 03:30 on Saturday and 05:10 on Monday in New York: the earliest hour of the day wins, not the first day.
    expect(openingHour([at('2027-03-17T14:00:00Z'), at('2027-03-20T07:30:00Z'), at('2027-03-15T09:10:00Z')], zone, anchor)).toBe(3);
    // Read in UTC, that Saturday post is at 11:30: 7 AM.
    expect(openingHour([at('2027-03-20T11:30:00Z')], 'UTC', anchor)).toBe(7);
    expect(openingHour([at('2027-03-20T03:30:00Z')], 'UTC', anchor)).toBe(3);
    // A post at 01:00 of another week does not move this one.
    expect(openingHour([at('2027-03-22T05:00:00Z'), at('2027-03-15T03:59:00Z')], zone, anchor)).toBe(7);
  });

  it('the week opens on the evening when its posts are all later than the working day shows (22:30 was below the box)', () => {
    const zone = 'America/New_York';
    const anchor = wall('2027-03-18T12:00:00');
    const at = (iso: string) => ({ scheduledTime: iso });
    // The box shows about 13 hours: from 7 AM, a post up to 18:59 is in view; a later one moves the opening so it is.
    expect(openingHour([at('2027-03-17T22:59:00Z')], zone, anchor)).toBe(7); // 18:59
    expect(openingHour([at('2027-03-18T02:30:00Z')], zone, anchor)).toBe(12); // Wed 22:30
    expect(openingHour([at('2027-03-18T00:15:00Z')], zone, anchor)).toBe(12); // Wed 20:15
    expect(openingHour([at('2027-03-18T02:30:00Z'), at('2027-03-19T14:00:00Z')], zone, anchor)).toBe(7); // and Fri 10:00
    expect(VISIBLE_HOURS).toBeLessThanOrEqual(13);
  });

  it('maps arrow keys to moves', () => {
    expect(keyboardStep('ArrowUp', 'week')).toEqual({ days: 0, hours: -1 });
    expect(keyboardStep('ArrowDown', 'month')).toEqual({ days: 7, hours: 0 });
    expect(keyboardStep('a', 'week')).toBeNull();
  });
});
