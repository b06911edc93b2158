import { DUE_SOON_MS, FAST_POLL_MS, SLOW_POLL_MS, pollDelay } from './poll';

describe('pollDelay: the Scheduler polls fast only while a post is about to change', () => {
  const now = Date.UTC(2027, 0, 1, 9);
  const at = (ms: number) => new Date(now + ms).toISOString();

  test('every 3 s while one is publishing, due within two minutes, or overdue', () => {
    expect(pollDelay([{ status: 'publishing', scheduledTime: at(-5000) }], now, false)).toBe(FAST_POLL_MS);
    expect(pollDelay([{ status: 'scheduled', scheduledTime: at(DUE_SOON_MS) }], now, false)).toBe(FAST_POLL_MS);
    expect(pollDelay([{ status: 'scheduled', scheduledTime: at(-60_000) }], now, false)).toBe(FAST_POLL_MS);
    expect(pollDelay(null, now, false)).toBe(FAST_POLL_MS);
  });

  test('once a minute when nothing is due soon (published, failed, far-off posts, or none)', () => {
    expect(pollDelay([], now, false)).toBe(SLOW_POLL_MS);
    expect(
      pollDelay(
        [
          { status: 'scheduled', scheduledTime: at(DUE_SOON_MS + 1000) },
          { status: 'published', scheduledTime: at(-1000) },
          { status: 'failed', scheduledTime: at(-1000) },
        ],
        now,
        false,
      ),
    ).toBe(SLOW_POLL_MS);
  });

  test('not at all while the tab is hidden', () => {
    expect(pollDelay([{ status: 'publishing', scheduledTime: at(0) }], now, true)).toBeNull();
  });
});
