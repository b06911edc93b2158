/**
 * The singleton API client (axios): same-origin base URL, 30 s timeout, JSON, `Authorization: Bearer`.
 * A 401 on a request that carried the current token clears the session and publishes `auth:expired`.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { LIMITS } from 'shared/constants';
import { publish } from 'shared/bus';
import { authState, clearSession, readStoredToken, setPersona } from 'shared/auth';
import type * as C from 'shared/contracts';
import { creatorsApi } from './creators';
import { libraryApi } from './library';
import { schedulerCalls } from './scheduler';
import { billingApi } from './billing';
import { viralApi } from './viral';

/** The shared axios instance; prefer the typed functions below. */
export const http: AxiosInstance = axios.create({
  baseURL: '',
  timeout: LIMITS.apiTimeoutMs,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = authState.token ?? readStoredToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (error: AxiosError) => {
    const sent = String(error.config?.headers?.get?.('Authorization') ?? '');
    // Only the session that was refused ends: a late 401 for a token already logged out (or replaced) is ignored.
    const current = authState.token ?? readStoredToken();
    if (error.response?.status === 401 && sent && current && sent === `Bearer ${current}`) {
      clearSession();
      publish('auth:expired', { from: typeof location !== 'undefined' ? location.pathname + location.search : undefined });
    }
    return Promise.reject(error);
  },
);

/** The `{detail}` of an API error, else `fallback` (never 'undefined', never a stack). */
export function errorDetail(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { detail?: unknown; message?: unknown; error?: unknown } | undefined;
    const d = data?.detail ?? data?.error ?? data?.message;
    if (typeof d === 'string' && d.trim()) return d;
    if (error.code === 'ECONNABORTED') return 'The request timed out. Please try again.';
    if (!error.response) return 'Network error. Please try again.';
    return fallback;
  }
  return fallback;
}

/** HTTP status of an API error, or 0 for network errors and non-HTTP errors. */
export function errorStatus(error: unknown): number {
  return axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
}

const data = <T>(p: Promise<{ data: T }>): Promise<T> => p.then((r) => r.data);

/** Typed calls, one per endpoint (SPEC.md §7 plus what the product adds). */
export const api = {
  health: () => data<C.HealthResponse>(http.get('/api/health')),
  // auth
  login: (body: C.LoginRequest) => data<C.LoginResponse>(http.post('/api/auth/login', body)),
  signup: (body: { email: string; password: string; full_name: string }) => data<C.SignupResponse>(http.post('/api/auth/signup', body)),
  resendConfirmation: (email: string) => data<C.MessageResponse>(http.post('/api/auth/resend-confirmation', { email })),
  confirmEmail: (token: string) => data<C.ConfirmEmailResponse>(http.post('/api/auth/confirm', { token })),
  forgotPassword: (email: string) => data<C.MessageResponse>(http.post('/api/auth/forgot-password', { email })),
  resetPassword: (token: string, password: string) => data<C.ResetPasswordResponse>(http.post('/api/auth/reset-password', { token, password })),
  changePassword: (body: { current_password?: string; new_password: string }) => data<C.MessageResponse>(http.post('/api/auth/change-password', body)),
  me: () => data<C.User>(http.get('/api/auth/me')),
  /** Whose session a token is, without making it this browser's (the verification page checks a link's token). */
  meWithToken: (token: string) => data<C.User>(http.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })),
  logout: () => data<C.MessageResponse>(http.post('/api/auth/logout')),
  linkedinUrl: (intent: 'login' | 'connect' = 'login') => data<{ auth_url: string; sandbox: boolean }>(http.get('/api/auth/linkedin/url', { params: { intent } })),
  linkedinCallback: (body: C.LinkedInCallbackRequest) => data<C.LoginResponse>(http.post('/api/auth/linkedin/callback', body)),
  // member
  getPersona: () => data<C.PersonaResponse>(http.get('/api/user/persona')),
  savePersona: (persona: C.Persona) => data<C.PersonaResponse>(http.post('/api/user/persona', persona)),
  updateProfile: (body: { full_name: string; email?: string }) => data<{ success: boolean; user: C.User }>(http.put('/api/user/profile', body)),
  usage: () => data<C.Usage>(http.get('/api/user/usage')),
  connectionStatus: () => data<C.ConnectionStatus>(http.get('/api/linkedin/connection-status')),
  disconnectLinkedIn: () => data<C.MessageResponse>(http.post('/api/linkedin/disconnect')),
  notificationPreferences: () => data<C.NotificationPreferences>(http.get('/api/user/notification-preferences')),
  saveNotificationPreferences: (p: C.NotificationPreferences) => data<C.NotificationPreferences>(http.put('/api/user/notification-preferences', p)),
  saveTimezone: (timezone: string) => data<C.TimezoneUpdateResponse>(http.put('/api/user/timezone', { timezone })),
  exportData: () => data<C.AccountExport>(http.get('/api/user/export')),
  deleteAccount: (password?: string) => data<C.MessageResponse>(http.delete('/api/user/account', { data: { password } })),
  // generator
  generate: (body: C.GenerateRequest) => data<C.GenerateResponse>(http.post('/api/linkedin-gpt/generate', body)),
  generateContent: (body: C.ContentGenerateRequest) => data<C.GenerateResponse>(http.post('/api/content/generate', body)),
  continueChat: (body: C.ContinueRequest) => data<C.GenerateResponse>(http.post('/api/linkedin-gpt/continue', body)),
  contentHistory: (params: { limit?: number; offset?: number; search?: string; template?: string } = {}) =>
    data<C.ContentHistoryResponse>(http.get('/api/user/content-history', { params })),
  chatSessions: (limit = 30) => data<C.ChatSessionsResponse>(http.get('/api/linkedin-gpt/sessions', { params: { limit } })),
  chatSession: (id: string) => data<C.ChatSessionResponse>(http.get(`/api/linkedin-gpt/sessions/${encodeURIComponent(id)}`)),
  deleteChatSession: (id: string) => data<C.OkResponse>(http.delete(`/api/linkedin-gpt/sessions/${encodeURIComponent(id)}`)),
  deleteContentHistory: (id: string) => data<C.OkResponse>(http.delete(`/api/user/content-history/${encodeURIComponent(id)}`)),
  // discovery: templates
  templates: () => data<C.TemplatesResponse>(http.get('/api/templates/frameworks')),
  ...libraryApi(http),
  ...schedulerCalls(http),
  ...billingApi(http),
  ...creatorsApi(http),
  ...viralApi(http),
};

/** A failed chat reply: the HTTP status (0 for a network failure or a broken stream) and the server's detail. */
export class ChatStreamError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ChatStreamError';
  }
}

/**
 * After its `done` event a reply is complete: the chat answers at once and the request runs to its end on its own
 * (the server ends the body with that event). A proxy that holds the connection open is let go after this long.
 */
export const STREAM_END_GRACE_MS = 30_000;

/** XMLHttpRequest.readyState once the status and headers are in. */
const HEADERS_RECEIVED = 2;

/** The server-sent events in `text`: each complete block as {event, data}; what follows the last blank line is kept. */
function takeEvents(text: string): { events: { event: string; data: string }[]; rest: string } {
  let buffer = text.replace(/\r\n?/g, '\n');
  const events: { event: string; data: string }[] = [];
  let end: number;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest: buffer };
}

/**
 * One LinkedIn GPT reply, streamed: POST /api/linkedin-gpt/{generate|continue} with `Accept: text/event-stream`,
 * calling `onDelta` with each piece of text as it arrives (`onNote` with the writer's note about the reply, which is
 * never part of the post) and resolving with the final GenerateResponse at the `done` event. Failures reject with a ChatStreamError; a 401 clears the session like every other call; `signal`
 * aborts the request until the reply is complete (an AbortError), not after. `idempotencyKey` goes as the
 * `Idempotency-Key` header: the same key sent again (by the same member, within a day) answers the reply recorded
 * for it instead of writing and charging a second one (409 while that first send is still being written, 422 when
 * the key comes with a different message); one key per message the member sends.
 *
 * Read through XMLHttpRequest, not a fetch() body stream: in Chromium, a streamed fetch body read to its end by
 * script was reported cancelled (net::ERR_ABORTED, `canceled: true`) in about one reply in five although the
 * network stack had received the whole response and ended the request cleanly (its net-log shows no error); the
 * renderer's own body loader cancels it when the script reaches the end. XMLHttpRequest reads the body itself
 * and finishes on its own (README, design notes).
 */
export function streamChat(
  kind: 'generate' | 'continue',
  body: C.GenerateRequest | C.ContinueRequest,
  {
    onDelta,
    onNote,
    signal,
    idempotencyKey,
  }: { onDelta?: (text: string) => void; onNote?: (text: string) => void; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<C.GenerateResponse> {
  const token = authState.token ?? readStoredToken();
  return new Promise<C.GenerateResponse>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The reply was abandoned', 'AbortError'));
    const xhr = new XMLHttpRequest();
    let settled = false;
    let streaming = false;
    let read = 0;
    let rest = '';
    let letGo: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(new DOMException('The reply was abandoned', 'AbortError')));
    };
    const finish = (then: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      then();
    };
    /** Hands over the events that arrived since the last call; settles at `done` or `error`. */
    const consume = () => {
      if (!streaming || settled) return;
      const text = xhr.responseText;
      const { events, rest: left } = takeEvents(rest + text.slice(read));
      read = text.length;
      rest = left;
      for (const { event, data } of events) {
        let payload: { text?: string; status?: unknown; detail?: unknown };
        try {
          payload = JSON.parse(data);
        } catch {
          return finish(() => reject(new ChatStreamError(0, 'The connection was interrupted. Please try again.')));
        }
        if (event === 'delta') onDelta?.(payload.text ?? '');
        else if (event === 'note') onNote?.(payload.text ?? '');
        else if (event === 'done') {
          // The body ends with this event; a proxy that keeps the connection open is let go after a while.
          letGo = setTimeout(() => xhr.abort(), STREAM_END_GRACE_MS);
          return finish(() => resolve(payload as unknown as C.GenerateResponse));
        } else if (event === 'error') {
          return finish(() => reject(new ChatStreamError(Number(payload.status) || 500, String(payload.detail || 'Failed to generate content'))));
        }
      }
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.open('POST', `/api/linkedin-gpt/${kind}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'text/event-stream');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.onreadystatechange = () => {
      if (xhr.readyState === HEADERS_RECEIVED) {
        streaming = xhr.status >= 200 && xhr.status < 300 && /text\/event-stream/i.test(xhr.getResponseHeader('content-type') ?? '');
      }
    };
    xhr.onprogress = consume;
    xhr.onload = () => {
      clearTimeout(letGo);
      if (settled) return;
      if (xhr.status < 200 || xhr.status >= 300) return finish(() => reject(httpFailure(xhr, token)));
      if (!streaming) {
        try {
          const json = JSON.parse(xhr.responseText) as C.GenerateResponse;
          return finish(() => resolve(json));
        } catch {
          return finish(() => reject(new ChatStreamError(0, 'The connection was interrupted. Please try again.')));
        }
      }
      consume();
      finish(() => reject(new ChatStreamError(0, 'The connection was interrupted. Please try again.')));
    };
    xhr.onerror = () => {
      clearTimeout(letGo);
      finish(() => reject(new ChatStreamError(0, read > 0 ? 'The connection was interrupted. Please try again.' : 'Network error. Please try again.')));
    };
    xhr.send(JSON.stringify(body));
  });
}

/** The ChatStreamError for a non-2xx answer: the server's `{detail}`, else 'HTTP {status}: {text}'; a 401 ends the session. */
function httpFailure(xhr: XMLHttpRequest, token: string | null): ChatStreamError {
  const text = xhr.responseText ?? '';
  let detail = '';
  try {
    const d = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof d === 'string') detail = d;
  } catch {
    /* not JSON */
  }
  if (xhr.status === 401 && token) {
    clearSession();
    publish('auth:expired', { from: typeof location !== 'undefined' ? location.pathname + location.search : undefined });
  }
  return new ChatStreamError(xhr.status, detail || `HTTP ${xhr.status}: ${text.slice(0, 200) || xhr.statusText}`);
}

let personaRequest: Promise<C.Persona | null> | null = null;

/**
 * Loads the member's persona into the session store once; callers at the same moment share one request. Rejects
 * when the call fails, leaving the persona unknown (each caller decides what that means).
 */
export function ensurePersona(): Promise<C.Persona | null> {
  if (authState.personaLoaded) return Promise.resolve(authState.persona);
  personaRequest ??= api
    .getPersona()
    .then((r) => {
      setPersona(r.persona ?? null);
      return r.persona ?? null;
    })
    .finally(() => {
      personaRequest = null;
    });
  return personaRequest;
}
