/**
 * Reusable e2e steps for any journey that needs a member: unique addresses, the local mail outbox,
 * sign-up with e-mail confirmation, sign-in, and the profile-setup modal.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at?: string;
}

let seq = 0;

/** A fresh address per call (unique across workers and runs). */
export function uniqueEmail(prefix = 'member'): string {
  seq += 1;
  const rand = Math.random().toString(36).slice(2, 8);
  return `${prefix}.${Date.now().toString(36)}${seq}${rand}@example.com`.toLowerCase();
}

/**
 * The outbox messages sent to `to` (oldest first), read from the local-mode `GET /api/dev/outbox` of the test
 * server, or of another server when `base` names its origin.
 */
export async function readOutbox(request: APIRequestContext, to: string, base = ''): Promise<OutboxMessage[]> {
  const res = await request.get(`${base}/api/dev/outbox`, { params: { to } });
  expect(res.ok(), `GET /api/dev/outbox → ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as unknown;
  const list = (Array.isArray(body) ? body : ((body as { messages?: unknown[] }).messages ?? [])) as OutboxMessage[];
  const mine = list.filter((m) => String(m.to).toLowerCase().includes(to.toLowerCase()));
  return mine.sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')));
}

/** Wait for a message to `to` whose subject or text matches `match`; returns the newest such message. */
export async function waitForMail(request: APIRequestContext, to: string, match: RegExp, timeoutMs = 15_000): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(request, to)).filter((m) => match.test(m.subject) || match.test(m.text));
    if (found.length) return found[found.length - 1];
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${match} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The link of a message that matches `match` (e.g. /confirm|verif/, /reset/), as a same-origin path. */
export function linkIn(message: OutboxMessage, match: RegExp): string {
  const links = message.links?.length ? message.links : (message.text.match(/https?:\/\/\S+/g) ?? []);
  const link = links.find((l) => match.test(l)) ?? links[0];
  if (!link) throw new Error(`no link in mail "${message.subject}"`);
  // The server may name its public origin; the test server's origin is the page's baseURL.
  const u = new URL(link, 'http://localhost');
  return u.pathname + u.search + u.hash;
}

/** The confirmation link mailed to `email` (the newest one). */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(request, email, /confirm|verif/i);
  return linkIn(mail, /confirm|verif/i);
}

export interface SignUpOptions {
  email?: string;
  password?: string;
  fullName?: string;
}

/** Fill and submit the sign-up form; ends on the 'Check your email' screen. */
export async function signUp(page: Page, opts: SignUpOptions = {}): Promise<{ email: string; password: string; fullName: string }> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'Correct-Horse-42';
  const fullName = opts.fullName ?? 'Test Member';
  await page.goto('/app/signup');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  return { email, password, fullName };
}

/**
 * Sign up, then open the confirmation link from the outbox. The verification page signs the member in and
 * goes to the dashboard after 2 s, so the page ends signed in on /app/dashboard (the persona modal may open there).
 */
export async function signUpAndConfirm(page: Page, request: APIRequestContext, opts: SignUpOptions = {}): Promise<{ email: string; password: string }> {
  const { email, password } = await signUp(page, opts);
  await page.goto(await confirmationLink(request, email));
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await page.waitForURL('**/app/dashboard', { timeout: 10_000 });
  return { email, password };
}

/** Sign in through the login form; ends once the app has left /app/login. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
}

export interface PersonaInput {
  jobTitle?: string;
  industry?: string;
  audience?: string;
  /** One of the six presets' labels, or any other text for a custom tone. */
  tone?: string;
  description?: string;
}

/**
 * Complete the profile-setup modal the app has opened (the generator opens it for a member without a persona;
 * sign-up without confirmation opens it too). Ends when the modal has closed after saving.
 */
export async function completePersona(page: Page, input: PersonaInput = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Set up your profile/ });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const next = dialog.getByRole('button', { name: 'Next' });
  await dialog.getByLabel('Your role or title').fill(input.jobTitle ?? 'Head of Growth');
  await next.click();
  await dialog.getByLabel('Your industry').fill(input.industry ?? 'B2B SaaS');
  await next.click();
  await dialog.getByLabel('Your target audience').fill(input.audience ?? 'Founders and marketing leaders');
  await next.click();
  const tone = input.tone ?? 'Friendly and conversational';
  const preset = dialog.getByRole('radio', { name: tone, exact: true });
  if (await preset.count()) {
    await preset.check();
  } else {
    await dialog.getByRole('radio', { name: 'Custom' }).check();
    await dialog.getByLabel('Describe your style').fill(tone);
  }
  await next.click();
  await dialog.getByLabel('Describe yourself').fill(input.description ?? 'I help SaaS teams grow with honest, practical stories.');
  await dialog.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/**
 * Waits until the antd overlay `target` sits in (a Modal, a Popconfirm) has finished zooming in: a click that starts
 * earlier goes wrong in two ways (traces of both). Chromium can hold a starting animation at its first keyframe for a
 * few frames, which passes Playwright's "stable" check: the Earlier chats trash button was clicked at a fifth of its
 * size, 90 ms after the dialog opened, and the press and the release landed on different elements as the dialog grew
 * (no Popconfirm). Or the check fails three times, and Playwright's next attempt scrolls the button to the top of the
 * window: the Popconfirm realigns on that scroll (below its trigger now) between the press and the release (no
 * DELETE). Nobody aims at a button that is still growing; the test did.
 */
export async function opened(target: Locator) {
  await expect(target).toBeVisible();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (e.getAnimations().some((a) => a instanceof CSSAnimation && a.playState !== 'finished')) return false;
        return true;
      }),
    )
    .toBe(true);
}
