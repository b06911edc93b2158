/**
 * The sessions an API process has just looked up, for a moment (SESSION_CACHE_MS, default 1 s): a member's screen
 * makes several calls at once and every one of them would otherwise read the same session row. Under load this
 * is a third of the requests' database round trips (README: load). The lookup reads the member's plan with the
 * session, and it is kept as long, for the reads that only show the plan (`cachedPlan`; see getMemberPlan).
 *
 * Revocations made by this process take effect at once: logout forgets the token, revoking a member's sessions
 * (password change or reset, account deletion) forgets all of theirs. A lookup still running while a revocation
 * commits could put back what was just forgotten, so for QUIET_MS after a revocation that member and that token
 * are neither read from nor written to the cache. A revocation made by another API process is seen here once
 * the entry has aged out (at most the configured time). An entry never outlives its session's expiry. A plan
 * change made by this process (forgetPlan) likewise takes effect at once, and the member's plan is not cached for
 * QUIET_MS; one made by another process is seen here within the configured time.
 *
 * Module state, keyed by token hash and member id: both are unique across the databases of the apps a test
 * process may run side by side.
 */
const entries = new Map<string, { userId: string; until: number }>();
/** The plan each member's session lookup read, by member id. */
const plans = new Map<string, { plan: MemberPlan; until: number }>();
/** Token hashes, member ids and members' plans (`t:` / `u:` / `p:`) not cached until the time given. */
const quiet = new Map<string, number>();
const QUIET_MS = 10_000;

export interface MemberPlan {
  tier: string;
  /** The subscription's status as last recorded from Stripe (null: never subscribed). */
  status: string | null;
}
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

/** The plan a session lookup of this member read less than the cache's time ago, else undefined. */
export function cachedPlan(userId: string, now = Date.now()): MemberPlan | undefined {
  const entry = plans.get(userId);
  if (!entry) return undefined;
  if (entry.until <= now || isQuiet(`p:${userId}`, now)) {
    plans.delete(userId);
    return undefined;
  }
  return entry.plan;
}

/**
 * Remembers a lookup (the member and the plan it read) that started at `startedAt` for `ttlMs`, never past the
 * session's own expiry.
 */
export function rememberSession(
  tokenHash: string,
  userId: string,
  plan: MemberPlan,
  { ttlMs, expiresAt, startedAt }: { ttlMs: number; expiresAt: number; startedAt: number },
): void {
  const now = Date.now();
  if (ttlMs <= 0 || isQuiet(`t:${tokenHash}`, now) || isQuiet(`u:${userId}`, now)) return;
  const until = Math.min(startedAt + ttlMs, expiresAt);
  if (until <= now) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, { userId, until });
  if (isQuiet(`p:${userId}`, now)) return;
  if (plans.size >= MAX_ENTRIES) plans.delete(plans.keys().next().value!);
  plans.set(userId, { plan, until });
}

/** Forgets a member's plan (it is about to change) and keeps it out for a while. */
export function forgetPlan(userId: string): void {
  plans.delete(userId);
  quiet.set(`p:${userId}`, Date.now() + QUIET_MS);
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
  plans.delete(which.userId);
  for (const [hash, entry] of entries) if (entry.userId === which.userId) entries.delete(hash);
}
