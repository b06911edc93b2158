import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { cachedSession, forgetSessions, rememberSession } from './session-cache';
import {
  deleteSessionByHash,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions-repository';
import { DAY_MS, generateToken, hashToken, isoIn, MINUTE_MS } from './tokens';

/** A session lasts 30 days with 'remember me', else 7 days. */
export const SESSION_TTL_MS = { remembered: 30 * DAY_MS, default: 7 * DAY_MS } as const;
/** last_used_at is refreshed at most this often, so reads do not all turn into writes. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/** Starts a session for a member; returns the opaque bearer token (stored only as its hash). */
export async function startSession({ db, userId, remember = true }: { db: Db; userId: string; remember?: boolean }): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await insertSession(db, {
    id: randomUUID(),
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: isoIn(remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.default, now),
    last_used_at: now.toISOString(),
  });
  return token;
}

/**
 * The member a bearer token belongs to, or null when unknown, revoked or expired. With `cacheMs` a token looked up
 * less than that long ago is answered from this process's memory (session-cache.ts; SESSION_CACHE_MS), and so is
 * the member's plan for the reads that only show it (getMemberPlan's `recent`).
 */
export async function resolveSessionToken({ db, token, cacheMs = 0 }: { db: Db; token: string; cacheMs?: number }): Promise<{ userId: string } | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  const startedAt = Date.now();
  if (cacheMs > 0) {
    const userId = cachedSession(tokenHash, startedAt);
    if (userId) return { userId };
  }
  const now = new Date(startedAt).toISOString();
  const session = await findLiveSession(db, tokenHash, now);
  if (!session) return null;
  if (startedAt - Date.parse(session.last_used_at) > TOUCH_INTERVAL_MS) await touchSession(db, session.id, now);
  if (cacheMs > 0) {
    const plan = { tier: session.subscription_tier, status: session.subscription_status };
    rememberSession(tokenHash, session.user_id, plan, { ttlMs: cacheMs, expiresAt: Date.parse(session.expires_at), startedAt });
  }
  return { userId: session.user_id };
}

/** Ends the session of this token (logout). */
export async function endSession({ db, token }: { db: Db; token: string }): Promise<void> {
  const tokenHash = hashToken(token);
  forgetSessions({ tokenHash });
  await deleteSessionByHash(db, tokenHash);
}

/** Revokes every session of a member, except the one holding `keepToken` if given. */
export async function revokeSessions({ db, userId, keepToken }: { db: Db; userId: string; keepToken?: string }): Promise<number> {
  forgetSessions({ userId });
  return deleteUserSessions(db, userId, keepToken ? hashToken(keepToken) : undefined);
}
