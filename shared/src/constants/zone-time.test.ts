import { formatDateInZone, formatInZone, offsetLabel, zoneOptions, formatOffset, isValidTimeZone, parseScheduledTime, screenZone, zoneOffsetMinutes } from 'shared/constants';

describe('zone time', () => {
  it('refuses a local time in the spring-forward gap (2027-03-14 02:30 New York)', () => {
    const result = parseScheduledTime('2027-03-14T02:30', 'America/New_York');
    expect(result).toEqual({ kind: 'invalid', detail: expect.stringContaining('does not exist in America/New_York') });
  });

  it('reads an ambiguous fall-back time as its first occurrence (2027-11-07 01:30 New York → 05:30Z)', () => {
    const result = parseScheduledTime('2027-11-07T01:30', 'America/New_York');
    expect(result).toEqual({ kind: 'ok', epochMs: Date.parse('2027-11-07T05:30:00Z'), ambiguous: true });
  });

  it.each([
    ['2027-03-14T01:59', 'America/New_York', '2027-03-14T06:59:00Z'],
    ['2027-03-14T03:00', 'America/New_York', '2027-03-14T07:00:00Z'],
    ['2027-07-01T09:00', 'America/Los_Angeles', '2027-07-01T16:00:00Z'],
    ['2027-01-15T09:00:30', 'America/Chicago', '2027-01-15T15:00:30Z'],
    ['2027-06-01T12:00', 'Asia/Kolkata', '2027-06-01T06:30:00Z'],
    ['2027-10-31T02:30', 'Europe/Berlin', '2027-10-31T00:30:00Z'],
    ['2027-12-31T23:59', 'UTC', '2027-12-31T23:59:00Z'],
    ['2027-04-04T01:40', 'Australia/Lord_Howe', '2027-04-03T14:40:00Z'], // a 30-minute fall-back: the first 01:40,
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(parseScheduledTime(local, zone)).toMatchObject({ kind: 'ok', epochMs: Date.parse(instant) });
  });

  it('takes instants with an offset or Z as they are, whatever the zone', () => {
    expect(parseScheduledTime('2027-03-14T02:30:00-05:00', 'Asia/Tokyo')).toMatchObject({ epochMs: Date.parse('2027-03-14T07:30:00Z') });
    expect(parseScheduledTime('2027-03-14T07:30:00.000Z', 'UTC')).toMatchObject({ epochMs: Date.parse('2027-03-14T07:30:00Z') });
  });

  it('reads a local time with milliseconds or a space for the T (as a datetime-local field or a script may send it)', () => {
    expect(parseScheduledTime('2027-01-15T09:00:30.250', 'America/Chicago')).toMatchObject({ kind: 'ok', epochMs: Date.parse('2027-01-15T15:00:30.250Z') });
    expect(parseScheduledTime('2027-01-15T09:00:00.5', 'America/Chicago')).toMatchObject({ kind: 'ok', epochMs: Date.parse('2027-01-15T15:00:00.500Z') });
    expect(parseScheduledTime('2027-06-01 12:00', 'Asia/Kolkata')).toMatchObject({ kind: 'ok', epochMs: Date.parse('2027-06-01T06:30:00Z') });
    expect(parseScheduledTime('2027-03-14 07:30:00Z', 'Asia/Tokyo')).toMatchObject({ kind: 'ok', epochMs: Date.parse('2027-03-14T07:30:00Z') });
    expect(parseScheduledTime('2027-11-07 01:30:00.000', 'America/New_York')).toEqual({ kind: 'ok', epochMs: Date.parse('2027-11-07T05:30:00Z'), ambiguous: true });
    expect(parseScheduledTime('2027-03-14 02:30:00.000', 'America/New_York')).toMatchObject({ kind: 'invalid', detail: expect.stringContaining('does not exist') });
  });

  it('refuses dates that are not real and text that is not a date', () => {
    expect(parseScheduledTime('2027-01-15T09:00:60.000', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2027-01-15T09:00:00.1234', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2027-01-15  09:00', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2027-02-30T10:00', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2027-02-10T24:00', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2027-02-30T10:00Z', 'UTC')).toMatchObject({ kind: 'invalid', detail: expect.stringContaining('not a real date') });
    expect(parseScheduledTime('2027-04-31 10:00:00+02:00', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2027-02-10T24:00:00.000Z', 'UTC')).toMatchObject({ kind: 'invalid' });
    expect(parseScheduledTime('2028-02-29T10:00Z', 'UTC')).toMatchObject({ kind: 'ok', epochMs: Date.parse('2028-02-29T10:00Z') });
    expect(parseScheduledTime('tomorrow', 'UTC')).toMatchObject({ kind: 'invalid', detail: expect.stringMatching(/^Scheduled time must be a date and time like/) });
  });

  it('knows zones and their offsets with daylight saving', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2027-01-10T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2027-07-10T12:00:00Z'))).toBe(-240);
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-240)).toBe('-04:00');
  });

  it("uses the member's saved zone, else the browser's", () => {
    const browser = () => 'Europe/Berlin';
    expect(screenZone('Asia/Kolkata', browser)).toBe('Asia/Kolkata');
    expect(screenZone(null, browser)).toBe('Europe/Berlin');
    expect(screenZone(undefined, browser)).toBe('Europe/Berlin');
    expect(screenZone('', browser)).toBe('Europe/Berlin');
    expect(screenZone('Mars/Olympus', browser)).toBe('Europe/Berlin');
  });

  it('formats an instant as the wall clock of a zone', () => {
    expect(formatInZone('2027-11-07T06:30:00Z', 'America/New_York')).toBe('Sun, Nov 7, 1:30 AM');
    expect(formatInZone('2027-11-07T06:30:00Z', 'Asia/Kolkata')).toBe('Sun, Nov 7, 12:00 PM');
  });

  it("gives an instant's calendar day in a zone, which may not be UTC's", () => {
    expect(formatDateInZone('2027-11-07T03:30:00Z', 'America/Los_Angeles')).toBe('Nov 6, 2027');
    expect(formatDateInZone('2027-11-07T03:30:00Z', 'UTC')).toBe('Nov 7, 2027');
    expect(formatDateInZone('2027-12-31T20:00:00Z', 'Asia/Tokyo')).toBe('Jan 1, 2028');
  });

  // Moved from the scheduler's time helpers, which re-exported these: the Scheduler and Account Settings share them.
  it('shows offsets with daylight saving', () => {
    expect(offsetLabel('America/New_York', Date.parse('2027-01-10T12:00:00Z'))).toBe('UTC−05:00');
    expect(offsetLabel('America/New_York', Date.parse('2027-07-10T12:00:00Z'))).toBe('UTC−04:00');
    expect(offsetLabel('Asia/Kolkata', Date.parse('2027-07-10T12:00:00Z'))).toBe('UTC+05:30');
  });

  it('lists the presets first and keeps an unusual current zone', () => {
    const { presets, others } = zoneOptions('Antarctica/Troll');
    expect(presets.map((p) => p.zone)).toEqual(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC']);
    expect(others).toContain('Antarctica/Troll');
    expect(others).not.toContain('America/Chicago');
  });
});
