import type { LinkedInApi } from './api';
import { toLittleText } from './little-text';
import { readJson } from './oidc';

/**
 * The Posts API as the scheduler uses it: `POST /rest/posts` for a member's text post, and
 * `GET /rest/posts?q=author` to read back what an author has. The answer is classified by what it means for the
 * post (was it published, surely not, or nobody knows); the scheduler decides what each means for its rows.
 */

export type CreatePostResult =
  /** 201: the post exists; its URN came in `x-restli-id`. */
  | { outcome: 'created'; urn: string; url: string }
  /** A clear refusal (400, 403, 422 e.g. DUPLICATE_POST): not published, and sending again will not help. */
  | { outcome: 'refused'; status: number; code: string | null; message: string }
  /** 401: the token is no longer valid. */
  | { outcome: 'unauthorized'; message: string }
  /** 429: not published; try later. */
  | { outcome: 'rate-limited'; retryAfterMs: number | null }
  /** 426 NONEXISTENT_VERSION: LINKEDIN_API_VERSION is too old (an operator error). */
  | { outcome: 'version-unsupported'; version: string; message: string }
  /** The request never left (connection refused, DNS): surely not published. */
  | { outcome: 'not-sent'; message: string }
  /** Timeout, reset after sending, 5xx, an unreadable 201: it may or may not exist. */
  | { outcome: 'unknown'; message: string };

export const feedUrlOf = (urn: string) => `https://www.linkedin.com/feed/update/${urn}`;
export const personUrn = (sub: string) => `urn:li:person:${sub}`;

/** The body LinkedIn expects for a public text post by a member. */
export function textPostBody(authorSub: string, text: string) {
  return {
    author: personUrn(authorSub),
    commentary: toLittleText(text),
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
  };
}

const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export async function createTextPost({
  api,
  accessToken,
  authorSub,
  text,
  signal,
  timeoutMs = 30_000,
}: {
  api: LinkedInApi;
  accessToken: string;
  authorSub: string;
  text: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}): Promise<CreatePostResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await api.request({
      method: 'POST',
      path: '/rest/posts',
      accessToken,
      body: textPostBody(authorSub, text),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const code = causeCode(error);
    if (code && NOT_SENT_CODES.has(code)) return { outcome: 'not-sent', message: `LinkedIn could not be reached (${code})` };
    const timedOut = timeout.aborted || (error as Error)?.name === 'TimeoutError';
    return { outcome: 'unknown', message: timedOut ? 'LinkedIn did not answer in time' : `The connection to LinkedIn broke (${code ?? (error as Error).message})` };
  }
  const body = await readJson(response);
  const message = typeof body.message === 'string' ? body.message : '';
  const code = typeof body.code === 'string' ? body.code : null;
  if (response.status === 201) {
    const urn = response.headers.get('x-restli-id') ?? (typeof body.id === 'string' ? body.id : null);
    if (!urn) return { outcome: 'unknown', message: 'LinkedIn accepted the post without saying its id' };
    return { outcome: 'created', urn, url: feedUrlOf(urn) };
  }
  if (response.status === 401) return { outcome: 'unauthorized', message: message || 'Invalid access token' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { outcome: 'rate-limited', retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null };
  }
  if (response.status === 426) {
    return { outcome: 'version-unsupported', version: api.version, message: message || `LinkedIn-Version ${api.version} is not supported` };
  }
  if (response.status >= 400 && response.status < 500) {
    return { outcome: 'refused', status: response.status, code, message: message || `LinkedIn answered ${response.status}` };
  }
  return { outcome: 'unknown', message: `LinkedIn answered ${response.status}` };
}

export interface LinkedInPostSummary {
  id: string;
  author: string;
  commentary: string;
  createdAt: number | null;
}

/** `GET /rest/posts?q=author&author={urn}`: the author's posts, newest first (one page). */
export async function listPostsByAuthor({
  api,
  accessToken,
  authorSub,
  count = 100,
}: {
  api: LinkedInApi;
  accessToken: string;
  authorSub: string;
  count?: number;
}): Promise<LinkedInPostSummary[]> {
  const query = new URLSearchParams({ q: 'author', author: personUrn(authorSub), count: String(count), sortBy: 'CREATED' });
  const response = await api.request({ method: 'GET', path: `/rest/posts?${query}`, accessToken, signal: AbortSignal.timeout(15_000) });
  const body = await readJson(response);
  if (!response.ok) throw new Error(`LinkedIn answered ${response.status}${typeof body.message === 'string' ? `: ${body.message}` : ''}`);
  const elements = Array.isArray(body.elements) ? (body.elements as Record<string, unknown>[]) : [];
  return elements.map((e) => ({
    id: String(e.id),
    author: String(e.author),
    commentary: typeof e.commentary === 'string' ? e.commentary : '',
    createdAt: typeof e.createdAt === 'number' ? e.createdAt : null,
  }));
}

function causeCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

