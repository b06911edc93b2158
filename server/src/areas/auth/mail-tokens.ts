import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { type AuthTokenRow, consumeAuthToken, expireOpenAuthTokens, findOpenAuthToken, insertAuthToken } from './auth-tokens-repository';
import type { AuthTokenKind } from './tables';
import { DAY_MS, generateToken, hashToken, HOUR_MS, isoIn, nowIso } from './tokens';

/** How long a mailed link works: confirmation 24 hours, password reset 1 hour. */
export const MAIL_TOKEN_TTL_MS: Record<AuthTokenKind, number> = { confirm: DAY_MS, reset: HOUR_MS };

/** Creates a single-use token for a mailed link; returns the plain token (only its hash is stored). */
export async function issueMailToken({ db, userId, kind }: { db: Db; userId: string; kind: AuthTokenKind }): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await insertAuthToken(db, {
    id: randomUUID(),
    user_id: userId,
    kind,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: isoIn(MAIL_TOKEN_TTL_MS[kind], now),
    used_at: null,
  });
  return token;
}

/** Spends a token: the row when it was valid and unused (exactly one caller wins a race), else undefined. */
export function redeemMailToken({ db, token, kind }: { db: Db; token: string; kind: AuthTokenKind }): Promise<AuthTokenRow | undefined> {
  return consumeAuthToken(db, { tokenHash: hashToken(token), kind, now: nowIso() });
}

/** Would this token redeem now? Spends nothing: the redemption itself (redeemMailToken) still decides a race. */
export async function isMailTokenOpen({ db, token, kind }: { db: Db; token: string; kind: AuthTokenKind }): Promise<boolean> {
  return !!(await findOpenAuthToken(db, { tokenHash: hashToken(token), kind, now: nowIso() }));
}

/** Voids every open token of a kind for a member (older links stop working). */
export function voidMailTokens({ db, userId, kind }: { db: Db; userId: string; kind: AuthTokenKind }): Promise<void> {
  return expireOpenAuthTokens(db, userId, kind, nowIso());
}
