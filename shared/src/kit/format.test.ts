import { countWords, formatFollowers, relativeAge, usageColor } from './format';

describe('formatting', () => {
  test('followers: K from 1,000 and M from 1,000,000 with one decimal', () => {
    expect(formatFollowers(999)).toBe('999');
    expect(formatFollowers(1000)).toBe('1.0K');
    expect(formatFollowers(12_345)).toBe('12.3K');
    expect(formatFollowers(1_000_000)).toBe('1.0M');
    expect(formatFollowers(999_949)).toBe('999.9K');
    expect(formatFollowers(999_950)).toBe('1.0M');
    expect(formatFollowers(999_999)).toBe('1.0M');
    expect(formatFollowers(2_550_000)).toBe('2.5M');
  });

  test('relative age: hours under a day, else days', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(relativeAge('2026-11-22T09:30:00Z', now)).toBe('2h ago');
    expect(relativeAge('2026-11-21T12:00:01Z', now)).toBe('23h ago');
    expect(relativeAge('2026-11-21T12:00:00Z', now)).toBe('1d ago');
    expect(relativeAge('2026-11-12T12:00:00Z', now)).toBe('10d ago');
  });

  test('usage colour: green under 70 %, yellow from 70 %, red from 90 %, unlimited is green', () => {
    expect(usageColor(2, 3)).toBe('green'); // 66 %
    expect(usageColor(7, 10)).toBe('yellow');
    expect(usageColor(89, 100)).toBe('yellow');
    expect(usageColor(9, 10)).toBe('red');
    expect(usageColor(3, 3)).toBe('red');
    expect(usageColor(500, -1)).toBe('green');
  });

  test('word count ignores extra whitespace', () => {
    expect(countWords('  one  two\nthree ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });
});
