import { defaultPostTime, durationText, nextPostText, inputToWall, instantToInput, wallToInstant } from './time';

describe('scheduler time helpers', () => {
  it('converts between instants and datetime-local values in a zone', () => {
    expect(instantToInput(Date.parse('2027-11-07T05:30:00Z'), 'America/New_York')).toBe('2027-11-07T01:30');
    expect(wallToInstant('America/New_York', inputToWall('2027-11-07T01:30'))).toBe(Date.parse('2027-11-07T05:30:00Z'));
    expect(wallToInstant('America/New_York', inputToWall('2027-03-14T02:30'))).toBeNull();
    expect(Number.isNaN(inputToWall('soon'))).toBe(true);
  });

  it('suggests the next quarter hour an hour ahead', () => {
    expect(defaultPostTime('UTC', Date.parse('2027-05-01T10:07:00Z'))).toBe('2027-05-01T11:15');
  });

  it('says how long until the next post', () => {
    expect(durationText(2 * 3600_000 + 15 * 60_000 + 20_000)).toBe('2 hours 15 minutes');
    expect(durationText(3 * 86_400_000 + 3600_000)).toBe('3 days 1 hour');
    expect(durationText(45_000)).toBe('45 seconds');
    expect(durationText(60_000)).toBe('1 minute');
    expect(durationText(-5)).toBe('now');
  });

  it("says 'publishing now' once the next post is due, not 'Next post in now'", () => {
    expect(nextPostText(2 * 3600_000 + 15 * 60_000)).toBe('Next post in 2 hours 15 minutes');
    expect(nextPostText(0)).toBe('Next post: publishing now');
    expect(nextPostText(-1500)).toBe('Next post: publishing now');
  });
});
