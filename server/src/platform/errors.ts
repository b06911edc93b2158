/**
 * Typed errors that services throw and the HTTP layer (http.ts) turns into a status and `{ detail }`.
 * `detail` is shown to members as is, so it must be a short sentence, never internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new AppError(401, detail);
export const forbidden = (detail = 'You do not have access to this') => new AppError(403, detail);
export const notFound = (detail = 'Not found') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const payloadTooLarge = (detail = 'Request body is too large') => new AppError(413, detail);
export const tooManyRequests = (retryAfterSec: number, detail = 'Too many requests. Please try again later.') =>
  new AppError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSec))) });

/** The database (or another part the request needs) cannot be reached for now; the client may retry. */
export const serviceUnavailable = (retryAfterSec = 5, detail = SERVICE_UNAVAILABLE_DETAIL) =>
  new AppError(503, detail, { 'retry-after': String(retryAfterSec) });
export const SERVICE_UNAVAILABLE_DETAIL = 'PostPilot is temporarily unavailable. Please try again in a moment.';

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
