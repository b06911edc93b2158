import type { FastifyRequest } from 'fastify';
import type { GenerateResponse } from 'shared/contracts';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import * as repo from './repository';

/**
 * Idempotent sends of the chat: a send may carry an `Idempotency-Key` header (optional; SPEC.md §7's calls without it
 * are unchanged). The same key from the same member within a day answers the reply recorded for it again (200, same
 * content and session_id) without writing or charging a second one; keys are the member's own, so another member's
 * never collides. The screen sends one per message.
 */
export const REQUEST_KEY_HEADER = 'idempotency-key';
const REQUEST_KEY = /^[\x21-\x7e]{1,128}$/;
export const REQUEST_KEY_MESSAGE = 'Idempotency-Key must be 1 to 128 visible ASCII characters';
/** How long a key answers its reply again. */
export const REQUEST_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The request's key, null when it has none; a malformed one is a 400. */
export function requestKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[REQUEST_KEY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !REQUEST_KEY.test(raw)) throw badRequest(REQUEST_KEY_MESSAGE);
  return raw;
}

/** The earliest time a key still answers its reply, seen from `now`. */
export function requestKeySince(now: Date): string {
  return new Date(now.getTime() - REQUEST_KEY_TTL_MS).toISOString();
}

/** The reply recorded for the member's send with this key within a day, or undefined. */
export async function recordedReply({ db, userId, key, now }: { db: Db; userId: string; key: string; now: Date }): Promise<GenerateResponse | undefined> {
  const response = await repo.findRecordedResponse(db, { userId, key, since: requestKeySince(now) });
  return response === undefined ? undefined : (JSON.parse(response) as GenerateResponse);
}

/** Forgets the keys older than a day (the `generator.release-stale-holds` job). */
export function forgetOldRequestKeys({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  return repo.deleteRequestKeys(db, { before: requestKeySince(now) });
}
