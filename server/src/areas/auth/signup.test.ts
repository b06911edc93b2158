import { EMPTY_EMAIL_MESSAGE } from 'shared/constants';
import { EMAIL_MESSAGE, FULL_NAME_MESSAGE, PASSWORD_MESSAGE } from 'shared/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createUser } from '../../test/factories';
import { confirmFromSignupBrowser, get, latestMailToken, post, readOutbox } from './test-helpers';

describeEachDb('sign-up and e-mail confirmation', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { PUBLIC_URL: 'http://app.test', RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  it('creates an unconfirmed account and mails a confirmation link', async () => {
    const res = await post(t.app, '/api/auth/signup', { email: '  Dana.Smith@Example.com ', password: 'long enough 1', full_name: ' Dana Smith ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_confirmation_required: true, message: 'Please check your email to confirm your account!' });
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'dana.smith@example.com').executeTakeFirstOrThrow();
    expect(user.full_name).toBe('Dana Smith');
    expect(user.email_confirmed_at).toBeNull();
    expect(user.subscription_tier).toBe('free');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const [mail] = await readOutbox(t.app, 'dana.smith@example.com');
    expect(mail.subject).toBe('Confirm your PostPilot account');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/app\.test\/api\/auth\/confirm\?token=[\w-]{40,}$/);
    expect(mail.text).toContain(`\n${mail.links[0]}\n`);
    expect(mail.text).toContain('Hi Dana Smith,');
  });

  it('refuses login before confirmation with a message naming the confirmation link', async () => {
    await post(t.app, '/api/auth/signup', { email: 'early@example.com', password: 'long enough 1', full_name: 'Early Bird' });
    const res = await post(t.app, '/api/auth/login', { email: 'early@example.com', password: 'long enough 1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Please confirm your email first. Check your inbox for the confirmation link.' });
    expect(res.json().detail).toContain('confirmation link');
  });

  it('the mailed link (GET) lands on the verification page without spending the token; its POST confirms, once', async () => {
    const signup = await post(t.app, '/api/auth/signup', { email: 'linky@example.com', password: 'long enough 1', full_name: 'Lin Key' });
    const token = await latestMailToken(t.app, 'linky@example.com', '/api/auth/confirm');

    // A mail scanner or link preview fetches the link first: nothing is spent, whatever it fetches.
    for (let i = 0; i < 3; i++) {
      const scan = await get(t.app, `/api/auth/confirm?token=${token}`);
      expect(scan.statusCode).toBe(302);
      expect(scan.headers.location).toBe(`/app/email-verification?token=${token}`);
      expect(scan.headers['referrer-policy']).toBe('no-referrer');
    }
    const pending = await t.db.selectFrom('users').select('email_confirmed_at').where('email', '=', 'linky@example.com').executeTakeFirstOrThrow();
    expect(pending.email_confirmed_at).toBeNull();

    // The page, in the browser that signed up, confirms by POST and gets the session.
    const confirm = await confirmFromSignupBrowser(t.app, signup, token);
    expect(confirm.statusCode).toBe(200);
    const session = confirm.json().access_token as string;
    const me = await get(t.app, '/api/auth/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'linky@example.com', full_name: 'Lin Key', subscription_tier: 'free', has_password: true });
    expect(me.json().email_confirmed_at).toEqual(expect.any(String));

    const again = await post(t.app, '/api/auth/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid or has expired/);
    const login = await post(t.app, '/api/auth/login', { email: 'linky@example.com', password: 'long enough 1' });
    expect(login.statusCode).toBe(200);
  });

  it('a HEAD request for the link (mail link checkers) does not spend the token either', async () => {
    await post(t.app, '/api/auth/signup', { email: 'scanned@example.com', password: 'long enough 1', full_name: 'Scanned Link' });
    const token = await latestMailToken(t.app, 'scanned@example.com', '/api/auth/confirm');
    const head = await t.app.inject({ method: 'HEAD', url: `/api/auth/confirm?token=${token}` });
    expect(head.statusCode).not.toBe(302);
    expect((await post(t.app, '/api/auth/confirm', { token })).statusCode).toBe(200);
  });

  it('a link without a token lands on the expired-link state; an unknown or expired one is refused by the POST', async () => {
    const missing = await get(t.app, '/api/auth/confirm');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toContain('#error=access_denied&error_code=otp_expired');
    const unknown = await post(t.app, '/api/auth/confirm', { token: 'not-a-real-token-at-all' });
    expect(unknown.statusCode).toBe(400);
    await post(t.app, '/api/auth/signup', { email: 'late@example.com', password: 'long enough 1', full_name: 'Late Comer' });
    const token = await latestMailToken(t.app, 'late@example.com', '/api/auth/confirm');
    await t.db.updateTable('auth_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const json = await post(t.app, '/api/auth/confirm', { token });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/invalid or has expired/);
  });

  it('lets exactly one of two concurrent confirmations of one token succeed', async () => {
    const signup = await post(t.app, '/api/auth/signup', { email: 'race@example.com', password: 'long enough 1', full_name: 'Race Case' });
    const token = await latestMailToken(t.app, 'race@example.com', '/api/auth/confirm');
    const results = await Promise.all([1, 2, 3].map(() => confirmFromSignupBrowser(t.app, signup, token)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    const sessions = await t.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').where('users.email', '=', 'race@example.com').select('sessions.id').execute();
    expect(sessions).toHaveLength(1);
  });

  it('re-sends for an existing unconfirmed address, voiding older links, and never sets the second password', async () => {
    await post(t.app, '/api/auth/signup', { email: 'twice@example.com', password: 'first password', full_name: 'Two Times' });
    const older = await latestMailToken(t.app, 'twice@example.com', '/api/auth/confirm');
    const again = await post(t.app, '/api/auth/signup', { email: 'twice@example.com', password: 'second password', full_name: 'Two Times' });
    expect(again.statusCode).toBe(200);
    expect(again.json().email_confirmation_required).toBe(true);
    expect(await readOutbox(t.app, 'twice@example.com')).toHaveLength(2);
    expect((await post(t.app, '/api/auth/confirm', { token: older })).statusCode).toBe(400);
    const newer = await latestMailToken(t.app, 'twice@example.com', '/api/auth/confirm');
    const confirmed = await post(t.app, '/api/auth/confirm', { token: newer });
    expect(confirmed.statusCode).toBe(200);
    // A second sign-up must not take over a pending account: its password is never set.
    expect((await post(t.app, '/api/auth/login', { email: 'twice@example.com', password: 'second password' })).statusCode).toBe(401);
  });

  it('drops a pending password another sign-up contradicts: whoever signed up first with that address keeps no way in', async () => {
    // Someone signs up first with another person's address, then its owner signs up and confirms from the mailbox.
    await post(t.app, '/api/auth/signup', { email: 'prehijack@example.com', password: 'intruder password', full_name: 'Own Er' });
    await post(t.app, '/api/auth/signup', { email: 'prehijack@example.com', password: 'owner password 1', full_name: 'Own Er' });
    const token = await latestMailToken(t.app, 'prehijack@example.com', '/api/auth/confirm');
    const [first, second] = await readOutbox(t.app, 'prehijack@example.com');
    expect(first.text).toContain('choose your password in Account Settings');
    expect(second.text).not.toContain('choose your password');
    const confirmed = await post(t.app, '/api/auth/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.has_password).toBe(false);
    expect((await post(t.app, '/api/auth/login', { email: 'prehijack@example.com', password: 'intruder password' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { email: 'prehijack@example.com', password: 'owner password 1' })).statusCode).toBe(401);
    // The owner, signed in by the link, chooses a password (no current one to give).
    const session = confirmed.json().access_token as string;
    expect((await post(t.app, '/api/auth/change-password', { new_password: 'owner password 2' }, session)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { email: 'prehijack@example.com', password: 'owner password 2' })).statusCode).toBe(200);
  });

  it('keeps the password of a repeated sign-up that typed the same one', async () => {
    const signup = await post(t.app, '/api/auth/signup', { email: 'again@example.com', password: 'same password 1', full_name: 'Sam Again' });
    await post(t.app, '/api/auth/signup', { email: 'again@example.com', password: 'same password 1', full_name: 'Sam Again' });
    const token = await latestMailToken(t.app, 'again@example.com', '/api/auth/confirm');
    expect((await confirmFromSignupBrowser(t.app, signup, token)).json().user.has_password).toBe(true);
    expect((await post(t.app, '/api/auth/login', { email: 'again@example.com', password: 'same password 1' })).statusCode).toBe(200);
  });

  it('answers a registered address exactly like a new one, and mails its owner instead (no account discovery)', async () => {
    await createUser(t.db, { email: 'taken@example.com', full_name: 'Tay Ken' });
    const before = await t.db.selectFrom('users').selectAll().where('email', '=', 'taken@example.com').executeTakeFirstOrThrow();
    const known = await post(t.app, '/api/auth/signup', { email: 'TAKEN@example.com', password: 'long enough 1', full_name: 'Some One' });
    const fresh = await post(t.app, '/api/auth/signup', { email: 'never-seen@example.com', password: 'long enough 1', full_name: 'Some One' });
    expect([known.statusCode, known.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect(known.statusCode).toBe(200);
    // Nothing about the account changed, and its owner is told.
    expect(await t.db.selectFrom('users').selectAll().where('email', '=', 'taken@example.com').executeTakeFirstOrThrow()).toEqual(before);
    const [mail] = await readOutbox(t.app, 'taken@example.com');
    expect(mail.subject).toBe('You already have a PostPilot account');
    expect(mail.text).toContain('Hi Tay Ken,');
    expect(mail.text).not.toContain('Some One');
    expect(mail.links).toEqual(['http://app.test/app/login', 'http://app.test/app/forgot-password']);
    expect(await t.db.selectFrom('auth_tokens').select('id').where('user_id', '=', before.id).execute()).toEqual([]);
  });

  it('refuses names that could carry a message of their own: line breaks, control characters, web addresses', async () => {
    const bad: [string, string][] = [
      ['Eve\nSECURITY NOTICE: visit the page below', 'Full name must be one line of text'],
      ['Eve\r\nBcc: x@example.com', 'Full name must be one line of text'],
      ['Eve\tTab', 'Full name must be one line of text'],
      ['Eve https://evil.example/login', 'Full name cannot contain a web address'],
      ['Visit www.evil.example', 'Full name cannot contain a web address'],
      ['Eve evil-login.com', 'Full name cannot contain a web address'],
      ['Eve\u0000Null', 'Full name contains control characters, which are not allowed'],
    ];
    for (const [name, detail] of bad) {
      const res = await post(t.app, '/api/auth/signup', { email: 'named@example.com', password: 'long enough 1', full_name: name });
      expect([name, res.statusCode, res.json()]).toEqual([name, 400, { detail }]);
    }
    expect(await readOutbox(t.app, 'named@example.com')).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'named@example.com').execute()).toEqual([]);
    // Right-to-left overrides are stripped, names with dots and accents stay.
    const ok = await post(t.app, '/api/auth/signup', { email: 'named@example.com', password: 'long enough 1', full_name: 'J.R. Ömer \u202Egnp.exe' });
    expect(ok.statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('full_name').where('email', '=', 'named@example.com').executeTakeFirstOrThrow();
    expect(row.full_name).toBe('J.R. Ömer gnp.exe');
  });

  it('validates sign-up input with the SPEC messages', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'a@example.com', password: 'long enough 1', full_name: 'Al Bo' }, EMAIL_MESSAGE],
      [{ email: 'not-an-email', password: 'long enough 1', full_name: 'Al Bo' }, EMAIL_MESSAGE],
      [{ email: 'ok@example.c', password: 'long enough 1', full_name: 'Al Bo' }, EMAIL_MESSAGE],
      [{ email: 'ok@example.com', password: 'short', full_name: 'Al Bo' }, PASSWORD_MESSAGE],
      [{ email: 'ok@example.com', password: 'long enough 1', full_name: ' A ' }, FULL_NAME_MESSAGE],
      [{ email: 'ok@example.com', password: 'long enough 1' }, FULL_NAME_MESSAGE],
      [{ email: 'ok@example.com', password: 12345678, full_name: 'Al Bo' }, 'Password must be text'],
      [{ password: 'long enough 1', full_name: 'Al Bo' }, 'Email is required'],
      [{ email: `${'x'.repeat(250)}@example.com`, password: 'long enough 1', full_name: 'Al Bo' }, 'Email is too long'],
      [{ email: 'ok@example.com', password: 'p'.repeat(300), full_name: 'Al Bo' }, 'Password is too long'],
      [{ email: 'ok@example.com', password: 'long enough 1', full_name: 'N'.repeat(200) }, 'Full name is too long'],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, '/api/auth/signup', body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().detail).toContain(message);
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'ok@example.com').execute()).toEqual([]);
  });

  it('answers the texts of SPEC §5 exactly (no field name in front), checked in its order: email, password, name', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'a@example.com', password: 'short', full_name: 'A' }, EMAIL_MESSAGE],
      [{ email: 'ok@example.com', password: 'short', full_name: 'A' }, PASSWORD_MESSAGE],
      [{ email: 'ok@example.com', password: 'long enough 1', full_name: ' A ' }, FULL_NAME_MESSAGE],
      [{ email: 'ok@example.com', password: 'long enough 1' }, FULL_NAME_MESSAGE],
    ];
    for (const [body, detail] of cases) {
      const res = await post(t.app, '/api/auth/signup', body);
      expect({ body, status: res.statusCode, answer: res.json() }).toEqual({ body, status: 400, answer: { detail } });
    }
    expect(PASSWORD_MESSAGE).toBe('Password must be at least 8 characters long');
  });

  describe('resend confirmation', () => {
    it('mails a fresh link for an unconfirmed address', async () => {
      await post(t.app, '/api/auth/signup', { email: 'resend@example.com', password: 'long enough 1', full_name: 'Re Send' });
      const res = await post(t.app, '/api/auth/resend-confirmation', { email: 'Resend@Example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Verification email sent! Please check your inbox.' });
      expect(await readOutbox(t.app, 'resend@example.com')).toHaveLength(2);
      // Both links stay valid until one is used.
      const [newest, oldest] = await readOutbox(t.app, 'resend@example.com');
      expect(newest.links[0]).not.toBe(oldest.links[0]);
      const oldToken = new URL(oldest.links[0]).searchParams.get('token');
      expect((await post(t.app, '/api/auth/confirm', { token: oldToken })).statusCode).toBe(200);
    });

    it('says so for a confirmed address (400) and an unknown one (404)', async () => {
      await createUser(t.db, { email: 'done@example.com' });
      const confirmed = await post(t.app, '/api/auth/resend-confirmation', { email: 'done@example.com' });
      expect(confirmed.statusCode).toBe(400);
      expect(confirmed.json()).toEqual({ detail: 'This email is already confirmed' });
      const unknown = await post(t.app, '/api/auth/resend-confirmation', { email: 'nobody@example.com' });
      expect(unknown.statusCode).toBe(404);
      // SPEC §8 variant B reads an error containing 'not found' as 'No account found with this email. Please sign up first.'
      expect(unknown.json().detail).toContain('not found');
      const bad = await post(t.app, '/api/auth/resend-confirmation', { email: 'x@example.com' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: EMAIL_MESSAGE });
    });

    it("answers SPEC §5's 'Please enter your email address' without an address (resend and forgot password)", async () => {
      for (const url of ['/api/auth/resend-confirmation', '/api/auth/forgot-password']) {
        for (const body of [{ email: '' }, { email: '   ' }, {}]) {
          const res = await post(t.app, url, body);
          expect({ url, body, status: res.statusCode, answer: res.json() }).toEqual({ url, body, status: 400, answer: { detail: EMPTY_EMAIL_MESSAGE } });
        }
      }
    });
  });
});
