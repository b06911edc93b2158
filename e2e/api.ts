/** API-level helpers for e2e: create a confirmed member without driving the sign-up screens. */
import type { APIRequestContext, Disposable, Page } from '@playwright/test';
import { linkIn, readOutbox, uniqueEmail } from './tests/support';

export interface Member {
  email: string;
  password: string;
  fullName: string;
  token: string;
}

/** Sign up through the API, follow the confirmation link from the outbox, return the session token. */
export async function createMember(request: APIRequestContext, baseURL: string, fullName = 'Ada Lovelace'): Promise<Member> {
  const email = uniqueEmail();
  const password = 'correct-horse-42';
  const r = await request.post(`${baseURL}/api/auth/signup`, { data: { email, password, full_name: fullName } });
  if (!r.ok()) throw new Error(`signup answered ${r.status()}: ${await r.text()}`);
  const mail = (await readOutbox(request, email, baseURL)).at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  // The link lands on the verification page without spending its token (mail scanners fetch links); the page
  // confirms with a POST, as done here.
  const c = await request.get(baseURL + linkIn(mail, /confirm/), { maxRedirects: 0 });
  const location = c.headers()['location'] ?? '';
  const mailToken = new URL(location, baseURL).searchParams.get('token') ?? '';
  const confirm = await request.post(`${baseURL}/api/auth/confirm`, { data: { token: mailToken } });
  const token = confirm.ok() ? ((await confirm.json()) as { access_token?: string }).access_token : undefined;
  if (!token) throw new Error(`confirmation did not sign in: ${c.status()} ${location} → ${confirm.status()}`);
  return { email, password, fullName, token };
}

/**
 * Make the page start signed in as `member` (token in localStorage, as the app stores it). The script runs before
 * every document until disposed: a test that signs out and back in disposes it after its first page.
 */
export async function signInPage(page: Page, member: Member): Promise<Disposable> {
  return page.addInitScript((token) => {
    if (!localStorage.getItem('access_token')) localStorage.setItem('access_token', token);
  }, member.token);
}

/** Save a persona for the member through the API. */
export async function savePersona(request: APIRequestContext, baseURL: string, member: Member): Promise<void> {
  const r = await request.post(`${baseURL}/api/user/persona`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: {
      job_title: 'Head of Product',
      industry: 'B2B software',
      audience: 'Product managers and founders',
      tone: 'Friendly and conversational',
      self_description: 'I build products people love and write about what I learn shipping them.',
    },
  });
  if (!r.ok()) throw new Error(`persona answered ${r.status()}: ${await r.text()}`);
}
