import { randomBytes } from 'node:crypto';
import type { ApiInstance } from '../../platform/http';
import type { TestApp } from '../../test/app';
import { get, signInWithLinkedIn, signUpAndConfirm } from '../auth/test-helpers';

/** Helpers for the scheduler's integration tests (not a test file itself). */

export interface Member {
  token: string;
  userId: string;
  email: string;
  /** urn:li:person:{sub}, as the sandbox stores the member's posts. */
  author: string;
}

/** A member who signed in with LinkedIn through the sandbox (so connected with w_member_social). */
export async function connectedMember(t: TestApp, name = 'Sam Scheduler'): Promise<Member> {
  const email = `sched-${randomBytes(5).toString('hex')}@work.example`;
  const res = await signInWithLinkedIn(t.app, { choice: { identity: 'custom', custom_name: name, custom_email: email, custom_email_verified: '1' } });
  if (res.statusCode !== 200) throw new Error(`LinkedIn sign-in answered ${res.statusCode}: ${res.body}`);
  const token = res.json().access_token as string;
  return withIdentity(t, token, email);
}

/** A member with a password and no LinkedIn connection. */
export async function unconnectedMember(t: TestApp): Promise<Member> {
  const email = `plain-${randomBytes(5).toString('hex')}@work.example`;
  const { token } = await signUpAndConfirm(t.app, { email });
  return withIdentity(t, token, email);
}

async function withIdentity(t: TestApp, token: string, email: string): Promise<Member> {
  const me = await get(t.app, '/api/auth/me', token);
  const userId = me.json().id as string;
  const account = await t.db.selectFrom('linkedin_accounts').select('sub').where('user_id', '=', userId).executeTakeFirst();
  return { token, userId, email, author: account ? `urn:li:person:${account.sub}` : '' };
}

export function call(app: ApiInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Injects a failure into the LinkedIn sandbox (status, hang, delay_ms; count; author). */
export async function injectFault(app: ApiInstance, fault: Record<string, unknown>): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/sandbox/linkedin/_sandbox/faults', payload: fault });
  if (res.statusCode !== 201) throw new Error(`fault injection answered ${res.statusCode}: ${res.body}`);
}

/** ISO instant `ms` from now. */
export const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, { timeoutMs = 15_000, everyMs = 50 } = {}): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
