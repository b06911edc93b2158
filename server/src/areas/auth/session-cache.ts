/**
 * The sessions an API process has just looked up, for a moment (SESSION_CACHE_MS, default 1 s): a member's screen
 * makes several calls at once and every one of them would otherwise read the same session row. Under load this
 * is a third of the requests' database round trips (README: load).
 *
 * Revocations made by this process take effect at once: logout forgets the token, revoking a member's sessions
 * (password change or reset, account deletion) forgets all of theirs. A lookup still running while a revocation
 * commits could put back what was just forgotten, so for QUIET_MS after a revocation that member and that token
 * are neither read from nor written to the cache. A revocation made by another API process is seen here once
 * the entry has aged out (at most the configured time). An entry never outlives its session's expiry.
 *
 * Module state, keyed by token hash and member id: both are unique across the databases of the apps a test
 * process may run side by side.
 */
const entries = new Map<string, { userId: string; until: number }>();
/** Token hashes and member ids (`t:` / `u:`) not cached until the time given. */
const quiet = new Map<string, number>();
const QUIET_MS = 10_000;
/** Bounds the memory: the oldest entries go first. */
const MAX_ENTRIES = 50_000;

const isQuiet = (key: string, now: number): boolean => {
  const until = quiet.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  quiet.delete(key);
  return false;
};

/** The member of a token hash looked up less than the cache's time ago, else undefined. */
export function cachedSession(tokenHash: string, now = Date.now()): string | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until <= now || isQuiet(`t:${tokenHash}`, now) || isQuiet(`u:${entry.userId}`, now)) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.userId;
}

/** Remembers a lookup that started at `startedAt` for `ttlMs`, never past the session's own expiry. */
export function rememberSession(tokenHash: string, userId: string, { ttlMs, expiresAt, startedAt }: { ttlMs: number; expiresAt: number; startedAt: number }): void {
  const now = Date.now();
  if (ttlMs <= 0 || isQuiet(`t:${tokenHash}`, now) || isQuiet(`u:${userId}`, now)) return;
  const until = Math.min(startedAt + ttlMs, expiresAt);
  if (until <= now) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, { userId, until });
}

/** Forgets one token (logout) or every token of a member (revocation), and keeps them out for a while. */
export function forgetSessions(which: { tokenHash: string } | { userId: string }): void {
  const now = Date.now();
  const until = now + QUIET_MS;
  if (quiet.size >= MAX_ENTRIES) for (const [key, end] of quiet) if (end <= now) quiet.delete(key);
  if ('tokenHash' in which) {
    const entry = entries.get(which.tokenHash);
    entries.delete(which.tokenHash);
    quiet.set(`t:${which.tokenHash}`, until);
    if (entry) quiet.set(`u:${entry.userId}`, until);
    return;
  }
  quiet.set(`u:${which.userId}`, until);
  for (const [hash, entry] of entries) if (entry.userId === which.userId) entries.delete(hash);
}
