import { presentConnection } from './presenters';

describe('presentConnection: days until the LinkedIn grant expires', () => {
  const now = new Date('2027-01-10T12:00:00.000Z');
  const DAY = 86_400_000;
  const row = (expiresInMs: number | null) => ({
    user_id: 'u',
    sub: 's',
    access_token_enc: 'v1.a.b.c',
    refresh_token_enc: null,
    scopes: 'openid w_member_social',
    name: 'N',
    expires_at: expiresInMs === null ? null : new Date(now.getTime() + expiresInMs).toISOString(),
    created_at: now.toISOString(),
  });
  const days = (expiresInMs: number | null) => presentConnection(row(expiresInMs), { sandbox: true, now }).token_status?.days_until_expiry;

  it('reads a fresh 60-day grant as 60, also seconds or hours after it was granted', () => {
    expect(days(60 * DAY)).toBe(60);
    expect(days(60 * DAY - 2_000)).toBe(60);
    expect(days(60 * DAY - 5 * 3600_000)).toBe(60);
  });

  it('counts whole days remaining, a started day included', () => {
    expect(days(10.5 * DAY)).toBe(11);
    expect(days(7 * DAY)).toBe(7);
    expect(days(3600_000)).toBe(1);
  });

  it('reads an expired grant (or one expiring now) as 0 and not connected; no expiry as null', () => {
    for (const ms of [0, -1000, -3 * DAY]) {
      const status = presentConnection(row(ms), { sandbox: false, now });
      expect(status.connected).toBe(false);
      expect(status.token_status?.days_until_expiry).toBe(0);
    }
    expect(days(null)).toBeNull();
  });
});
