import { hash, randomBytes } from 'node:crypto';

/** A fresh opaque secret for sessions and mail links: 32 random bytes, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored instead of a token: its sha-256 in hex. Tokens are high-entropy, so no salt is needed. Every
 * authenticated request hashes its token (the session cache is keyed by the hash): the one-shot `hash` costs less
 * than half of a `createHash` object's update and digest.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** ISO-8601 UTC instant `ms` after `from` (default now). */
export function isoIn(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

export const nowIso = (): string => new Date().toISOString();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
