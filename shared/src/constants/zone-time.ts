/**
 * Wall-clock times in IANA zones, with daylight saving, using only the runtime's time-zone data (Intl).
 * A local time that does not exist (the spring-forward gap) is refused; one that happens twice (fall back)
 * is read as its first occurrence, the earlier instant.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for any zone the runtime knows ('America/New_York', 'UTC', 'Asia/Kolkata'…). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * How a known zone is written: as the runtime lists (or names) it when only the case differs ('america/new_york' →
 * 'America/New_York', 'utc' → 'UTC', 'etc/gmt+5' → 'Etc/GMT+5'), else as given — resolving it through Intl would
 * turn a member's 'Asia/Kolkata' into ICU's legacy 'Asia/Calcutta'. For a zone isValidTimeZone accepts.
 */
export function zoneName(zone: string): string {
  const known = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  if (known.includes(zone)) return zone;
  const lower = zone.toLowerCase();
  const listed = known.find((z) => z.toLowerCase() === lower);
  if (listed) return listed;
  // Zones the runtime knows without listing them ('UTC', 'Etc/GMT+5'): its own name when only the case differs.
  const resolved = formatter(zone).resolvedOptions().timeZone;
  return resolved.toLowerCase() === lower ? resolved : zone;
}

/** The zone's wall clock at `epochMs`, as if that wall clock were UTC (ms, whole seconds): read it with getUTC*(). */
export function wallClockMs(zone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone the runtime (the member's browser) runs in, else UTC. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zone a screen shows times in (DECISIONS.md: timezones): the member's saved zone (`timezone` of
 * GET /api/auth/me, the one they last scheduled a post in) when the runtime knows it, else the browser's.
 */
export function screenZone(saved: string | null | undefined, browser: () => string = browserZone): string {
  return saved && isValidTimeZone(saved) ? saved : browser();
}

/** 'Mon, Nov 23, 9:30 AM': the instant's wall clock in `zone` (name the zone beside it where it is shown). */
export function formatInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** 'Nov 23, 2027': the instant's calendar day in `zone` (no time of day, so the zone need not be named). */
export function formatDateInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

/** Minutes the zone is ahead of UTC at `epochMs` (New York in winter: -300). */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wallClockMs(zone, whole) - whole) / 60_000);
}

/** '+05:30', '-04:00', '+00:00'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export type LocalTimeResult = { kind: 'ok'; epochMs: number; ambiguous: boolean } | { kind: 'gap' };

/**
 * The instant a wall-clock time (given as if it were UTC, ms) names in `zone`. Tries the offsets in force a day and
 * a half either side; those that map back to the same wall clock are the candidates: none = a gap, two = ambiguous.
 */
export function localToInstant(zone: string, localMs: number): LocalTimeResult {
  const offsets = new Set([zoneOffsetMinutes(zone, localMs - 36 * 3600_000), zoneOffsetMinutes(zone, localMs), zoneOffsetMinutes(zone, localMs + 36 * 3600_000)]);
  const candidates = [...offsets]
    .map((offset) => localMs - offset * 60_000)
    .filter((instant) => wallClockMs(zone, instant) === localMs)
    .sort((a, b) => a - b);
  const unique = [...new Set(candidates)];
  if (unique.length === 0) return { kind: 'gap' };
  return { kind: 'ok', epochMs: unique[0], ambiguous: unique.length > 1 };
}

// The date and the time apart by 'T' or a space (both ISO 8601 / RFC 3339); seconds and milliseconds optional.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/i;

/** True when year, month, day, hour, minute and second (groups 1-6 of INSTANT or LOCAL) name a real wall-clock time. */
function realWallClock(m: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
}

export type ParsedTime = { kind: 'ok'; epochMs: number; ambiguous: boolean } | { kind: 'invalid'; detail: string };

/**
 * `scheduled_time` as the API accepts it: an instant with an offset or Z, or a local `YYYY-MM-DDTHH:mm[:ss[.sss]]`
 * read in `zone` (which must already be valid); a space may stand for the 'T'.
 */
export function parseScheduledTime(input: string, zone: string): ParsedTime {
  const text = input.trim();
  const notReal: ParsedTime = { kind: 'invalid', detail: `'${text}' is not a real date and time` };
  const instant = INSTANT.exec(text);
  if (instant) {
    // Date.parse rolls '2027-02-30T10:00Z' over to March 2 and reads 24:00 as the next day: the fields are checked first.
    const epochMs = Date.parse(text.replace(' ', 'T'));
    if (!realWallClock(instant) || Number.isNaN(epochMs)) return notReal;
    return { kind: 'ok', epochMs, ambiguous: false };
  }
  const m = LOCAL.exec(text);
  if (!m) {
    return { kind: 'invalid', detail: 'Scheduled time must be a date and time like 2027-03-14T09:30 (in the chosen time zone) or an instant like 2027-03-14T13:30:00Z' };
  }
  if (!realWallClock(m)) return notReal;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  // Zones move by whole minutes: the instant is found for the whole second, and the milliseconds added back.
  const millis = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  const localMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const result = localToInstant(zone, localMs);
  if (result.kind === 'gap') {
    return {
      kind: 'invalid',
      detail: `${text.replace(/t/i, ' ')} does not exist in ${zone}: the clocks skip that hour when daylight saving time starts. Please choose another time.`,
    };
  }
  return { ...result, epochMs: result.epochMs + millis };
}
