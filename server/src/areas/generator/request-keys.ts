import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GenerateResponse } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { STALE_HOLD_MS } from './credits-service';
import * as repo from './repository';
import { claimRequestKeyWrite, releaseRequestKeyWrite } from './writes';

/**
 * Idempotent sends of the chat: a send may carry an `Idempotency-Key` header (optional; SPEC.md §7's calls without it
 * are unchanged). The key is taken when the send starts, with a hash of its request (route and canonical JSON body);
 * the same key from the same member within a day then answers:
 * - the reply recorded for it again (200, same content and session_id), without writing or charging a second one;
 * - 422 when it comes with another request (another route or body): a key names one request;
 * - 409 while the first send with it is still being written (no second model call): retry in a moment.
 * A send that fails gives its key back, so a retry after a failure writes the reply. Keys are the member's own, so
 * another member's never collides. The screen sends one per message.
 */
export const REQUEST_KEY_HEADER = 'idempotency-key';
const REQUEST_KEY = /^[\x21-\x7e]{1,128}$/;
export const REQUEST_KEY_MESSAGE = 'Idempotency-Key must be 1 to 128 visible ASCII characters';
export const REQUEST_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
export const REQUEST_KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still in progress. Retry in a moment.';
/** How long a key answers its reply again. */
export const REQUEST_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A send's key and the hash of the request it came with. */
export interface RequestKey {
  key: string;
  hash: string;
}

/** The request's key with its request's hash, null when it has none; a malformed key is a 400. */
export function requestKeyOf(request: FastifyRequest): RequestKey | null {
  const raw = request.headers[REQUEST_KEY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !REQUEST_KEY.test(raw)) throw badRequest(REQUEST_KEY_MESSAGE);
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  return { key: raw, hash: requestHash(route, request.body) };
}

/** SHA-256 (hex) of the route and the body as canonical JSON (keys sorted at every level). */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(`${route}\n${canonicalJson(body ?? null)}`).digest('hex');
}

/** JSON with every object's keys in sorted order, so `{a, b}` and `{b, a}` read the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The earliest time a key still answers its reply, seen from `now`. */
export function requestKeySince(now: Date): string {
  return new Date(now.getTime() - REQUEST_KEY_TTL_MS).toISOString();
}

/** A key taken for this send (`claimedAt` names the claim), or the reply recorded for it to answer again. */
export type RequestKeyClaim = { kind: 'claimed'; claimedAt: string } | { kind: 'recorded'; response: GenerateResponse };

/**
 * Takes the member's key for a send starting at `now`, or answers as the key's earlier send does: its recorded
 * reply, 422 for a different request, 409 while it is still written. A claim left by a send that died (older than
 * STALE_HOLD_MS, like a credit hold) is taken over.
 */
export async function claimRequestKey({ db, userId, key, now }: { db: Db; userId: string; key: RequestKey; now: Date }): Promise<RequestKeyClaim> {
  const at = now.toISOString();
  const since = requestKeySince(now);
  // Twice at most: the key's first send may give it back between the claim and the read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const staleBefore = new Date(now.getTime() - STALE_HOLD_MS).toISOString();
    if (await claimRequestKeyWrite(db, { userId, key: key.key, hash: key.hash, now: at, since, staleBefore })) return { kind: 'claimed', claimedAt: at };
    const row = await repo.findRequestKey(db, { userId, key: key.key, since });
    if (!row) continue;
    if (row.request_hash !== null && row.request_hash !== key.hash) throw new AppError(422, REQUEST_KEY_REUSED_MESSAGE);
    if (row.response === '') throw conflict(REQUEST_KEY_IN_PROGRESS_MESSAGE);
    return { kind: 'recorded', response: JSON.parse(row.response) as GenerateResponse };
  }
  throw conflict(REQUEST_KEY_IN_PROGRESS_MESSAGE);
}

/** Gives the key back after its send failed (a retry then writes the reply). Never throws. */
export async function releaseRequestKey({ db, userId, key, claimedAt }: { db: Db; userId: string; key: RequestKey; claimedAt: string }): Promise<void> {
  await releaseRequestKeyWrite(db, { userId, key: key.key, claimedAt }).catch(() => undefined);
}

/** The reply recorded for the member's send with this key within a day, or undefined (none, or still written). */
export async function recordedReply({ db, userId, key, now }: { db: Db; userId: string; key: string; now: Date }): Promise<GenerateResponse | undefined> {
  const row = await repo.findRequestKey(db, { userId, key, since: requestKeySince(now) });
  return row && row.response !== '' ? (JSON.parse(row.response) as GenerateResponse) : undefined;
}

/** Forgets the keys older than a day (the `generator.release-stale-holds` job). */
export function forgetOldRequestKeys({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  return repo.deleteRequestKeys(db, { before: requestKeySince(now) });
}
