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

export function post(app: ApiInstance, url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(app: ApiInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Signs up and confirms through the real mail link; returns the session token the confirmation gave. */
export async function signUpAndConfirm(
  app: ApiInstance,
  { email, password = 'a good password 1', fullName = 'Casey Member' }: { email: string; password?: string; fullName?: string },
): Promise<{ token: string; password: string }> {
  const signup = await post(app, '/api/auth/signup', { email, password, full_name: fullName });
  if (signup.statusCode !== 200) throw new Error(`signup answered ${signup.statusCode}: ${signup.body}`);
  const mailToken = await latestMailToken(app, email, '/api/auth/confirm');
  const confirm = await post(app, '/api/auth/confirm', { token: mailToken });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { token: confirm.json().access_token as string, password };
}
