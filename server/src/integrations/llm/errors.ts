import { AppError } from '../../platform/errors';

/** Why a model call failed; decides the member-facing sentence and the HTTP status. */
export type LlmErrorKind = 'busy' | 'unavailable' | 'timeout' | 'not_configured';

const MESSAGES: Record<LlmErrorKind, { status: number; detail: string }> = {
  busy: { status: 503, detail: 'The AI service is busy. Please try again in a moment.' },
  unavailable: { status: 502, detail: 'The AI service is unavailable right now. Please try again.' },
  timeout: { status: 504, detail: 'The AI service took too long to answer. Please try again.' },
  not_configured: { status: 503, detail: 'AI generation is not configured' },
};

/**
 * A model call that failed for a reason the member can act on only by retrying. `detail` is safe to show;
 * `reason` is for the log (provider status, body excerpt), never for the client. A failed call costs no credit.
 */
export class LlmError extends AppError {
  constructor(
    readonly kind: LlmErrorKind,
    readonly reason: string,
    headers: Record<string, string> = {},
  ) {
    super(MESSAGES[kind].status, MESSAGES[kind].detail, headers);
    this.name = 'LlmError';
  }
}

export function isLlmError(error: unknown): error is LlmError {
  return error instanceof LlmError;
}

/** Thrown when the caller (the member's request) went away; not an error worth logging. */
export class LlmAbortedError extends Error {
  constructor() {
    super('The request was cancelled');
    this.name = 'LlmAbortedError';
  }
}
