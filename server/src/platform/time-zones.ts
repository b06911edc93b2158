import { isValidTimeZone, zoneName } from 'shared/constants';

/*
 * How the server reads a time zone a member or client gives, for every area (Account Settings in auth, the Scheduler).
 * It lives here, not in shared/constants, because no screen needs it: shared/constants is a federated shared module,
 * never tree-shaken, and on the landing page's first paint.
 */

/**
 * SPEC.md §9 names the presets EST, CST, MST and PST; DECISIONS.md makes them these IANA zones. The runtime alone reads
 * them inconsistently (ICU's legacy ids: 'EST' is Panama and 'MST' Phoenix, without daylight saving, while 'CST' is
 * Chicago and 'PST' Los Angeles, with it).
 */
export const SPEC_ZONE_LABELS: Readonly<Record<string, string>> = {
  EST: 'America/New_York',
  CST: 'America/Chicago',
  MST: 'America/Denver',
  PST: 'America/Los_Angeles',
};

/** Bare names (no '/') that mean one zone with no daylight-saving surprise: UTC under its names. */
const BARE_UTC_NAMES = new Set(['utc', 'gmt', 'uct', 'zulu', 'universal', 'greenwich']);

export type ZoneResolution = { ok: true; zone: string } | { ok: false; detail: string };

/**
 * The one reading of a zone a member or client gives, for every area (Account Settings, the Scheduler): SPEC §9's
 * labels become their IANA presets; UTC and IANA names with a '/' ('Europe/Paris', 'US/Eastern', 'Etc/GMT+5') or the
 * POSIX-style ones ('EST5EDT') are kept in the runtime's spelling (zoneName); any other bare name the runtime knows
 * ('IST' = Kolkata, 'BST' = Dhaka, 'AST' = Anchorage, 'Japan') is a legacy abbreviation or alias with a surprising
 * meaning and is refused, as is an unknown zone. `detail` is the 400's text.
 */
export function resolveTimeZone(given: string): ZoneResolution {
  // Read on every member answer (GET /api/auth/me): the runtime's zone list behind zoneName costs ~0.1 ms a call, so a
  // zone already read is answered from memory (a few distinct zones in practice; the memory is bounded).
  const known = resolved.get(given);
  if (known) return known;
  const answer = readTimeZone(given);
  if (resolved.size >= 1000) resolved.clear();
  resolved.set(given, answer);
  return answer;
}

const resolved = new Map<string, ZoneResolution>();

function readTimeZone(given: string): ZoneResolution {
  const value = given.trim();
  const label = SPEC_ZONE_LABELS[value.toUpperCase()];
  if (label) return { ok: true, zone: label };
  if (!isValidTimeZone(value)) return { ok: false, detail: `Unknown time zone '${value}'. Choose an IANA zone such as America/New_York.` };
  if (/^[A-Za-z]+$/.test(value) && !BARE_UTC_NAMES.has(value.toLowerCase())) {
    return {
      ok: false,
      detail: `'${value}' is an abbreviation or legacy name, not a clear time zone: several places go by such names. Choose an IANA zone such as Europe/London or Asia/Kolkata (EST, CST, MST and PST mean America/New_York, America/Chicago, America/Denver and America/Los_Angeles).`,
    };
  }
  return { ok: true, zone: zoneName(value) };
}

/** A zone saved before this reading existed, read as it would be saved today ('EST' → America/New_York, 'IST' → null). */
export function savedTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  const resolved = resolveTimeZone(zone);
  return resolved.ok ? resolved.zone : null;
}
