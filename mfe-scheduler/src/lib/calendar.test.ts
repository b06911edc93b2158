import { dropInstant, keyboardStep, monthCells, shiftAnchor, startOfWeek, weekDays } from './calendar';

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

  it('maps arrow keys to moves', () => {
    expect(keyboardStep('ArrowUp', 'week')).toEqual({ days: 0, hours: -1 });
    expect(keyboardStep('ArrowDown', 'month')).toEqual({ days: 7, hours: 0 });
    expect(keyboardStep('a', 'week')).toBeNull();
  });
});
