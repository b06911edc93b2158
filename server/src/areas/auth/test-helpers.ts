import type { OutboxMessage } from 'shared/contracts';
import type { ApiInstance } from '../../platform/http';

/** Helpers for the accounts integration tests (not a test file itself). */

export async function readOutbox(app: ApiInstance, to: string): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { messages: OutboxMessage[] }).messages;
}

/** The token of the newest link in the newest mail to `to` whose link contains `path`. */
export async function latestMailToken(app: ApiInstance, to: string, path: string): Promise<string> {
  const messages = await readOutbox(app, to);
  for (const message of messages) {
    const link = message.links.find((l) => l.includes(path));
    if (link) return new URL(link).searchParams.get('token') ?? '';
  }
  throw new Error(`no mail to ${to} with a link to ${path}`);
}

export function post(app: ApiInstance, url: string, payload?: unknown, token?: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
}

/** The `name=value` of a Set-Cookie header an answer carried (to send it back as a browser would). */
export function cookieFrom(res: { headers: Record<string, unknown> }, name: string): string {
  const headers = ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).map(String);
  const found = headers.find((h) => h.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the answer`);
  return found.split(';')[0];
}

/** Confirms with a mailed token from the browser that signed up (its `pp_signup` cookie), which signs it in. */
export function confirmFromSignupBrowser(app: ApiInstance, signup: { headers: Record<string, unknown> }, token: string) {
  return post(app, '/api/auth/confirm', { token }, undefined, cookieFrom(signup, 'pp_signup'));
}

export function get(app: ApiInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Signs up and confirms through the real mail link in the same browser; returns the session token the confirmation gave. */
export async function signUpAndConfirm(
  app: ApiInstance,
  { email, password = 'a good password 1', fullName = 'Casey Member' }: { email: string; password?: string; fullName?: string },
): Promise<{ token: string; password: string }> {
  const signup = await post(app, '/api/auth/signup', { email, password, full_name: fullName });
  if (signup.statusCode !== 200) throw new Error(`signup answered ${signup.statusCode}: ${signup.body}`);
  const mailToken = await latestMailToken(app, email, '/api/auth/confirm');
  const confirm = await confirmFromSignupBrowser(app, signup, mailToken);
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { token: confirm.json().access_token as string, password };
}

/** Rate limits count in fixed one-minute windows: start a burst well inside one, so the test cannot straddle two. */
export async function awayFromMinuteBoundary(marginMs = 15_000, windowMs = 60_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Drives the LinkedIn sandbox like a browser: asks for the authorization URL, opens the consent page,
 * submits it with the chosen identity, and returns where the sandbox redirected (code + state, or error).
 */
export async function consentInSandbox(
  app: ApiInstance,
  {
    intent = 'login',
    token,
    choice = { identity: 'ada' },
    action = 'allow',
  }: { intent?: 'login' | 'connect'; token?: string; choice?: Record<string, string>; action?: 'allow' | 'cancel' } = {},
): Promise<{ code: string | null; state: string | null; error: string | null; location: URL; page: string; cookie: string }> {
  const start = await get(app, `/api/auth/linkedin/url?intent=${intent}`, token);
  if (start.statusCode !== 200) throw new Error(`linkedin/url answered ${start.statusCode}: ${start.body}`);
  // The browser binding (oauth-browser.ts): what this "browser" sends back with the code.
  const cookie = String(start.headers['set-cookie'] ?? '').split(';')[0];
  const authUrl = new URL(start.json().auth_url as string);
  const page = await app.inject({ method: 'GET', url: authUrl.pathname + authUrl.search });
  if (page.statusCode !== 200) throw new Error(`consent page answered ${page.statusCode}`);
  const hidden = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
  );
  const submit = await app.inject({
    method: 'POST',
    url: authUrl.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hidden, ...choice, action }).toString(),
  });
  if (submit.statusCode !== 302) throw new Error(`consent submit answered ${submit.statusCode}: ${submit.body.slice(0, 300)}`);
  const location = new URL(submit.headers.location as string);
  return {
    code: location.searchParams.get('code'),
    state: location.searchParams.get('state'),
    error: location.searchParams.get('error'),
    location,
    page: page.body,
    cookie,
  };
}

/** POST /api/auth/linkedin/callback as the browser that started the flow (its `pp_oauth` cookie), or `cookie: ''`. */
export function linkedInCallback(app: ApiInstance, { code, state, cookie }: { code: string | null; state: string | null; cookie: string }, token?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/linkedin/callback',
    payload: { code, state },
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
}

/** The whole LinkedIn sign-in through the sandbox; returns the callback response. */
export async function signInWithLinkedIn(app: ApiInstance, options: Parameters<typeof consentInSandbox>[1] = {}) {
  return linkedInCallback(app, await consentInSandbox(app, options), options.token);
}
