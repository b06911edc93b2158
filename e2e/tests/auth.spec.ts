/**
 * Accounts journeys (issue 3) in Chromium against the real server in local mode: mail goes to the outbox,
 * LinkedIn is the sandbox.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { createMember, signInPage } from '../api';
import { REPO_ROOT } from '../server';
import {
  completePersona, confirmationLink, linkIn, loginAs, opened, readOutbox, signUp, uniqueEmail, waitForMail,
} from './support';

const toast = (page: Page, text: string | RegExp) => page.locator('.toaster').getByText(text);

/** Forget the session in this browser (as a new visitor would be). */
async function forgetSession(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  // The session cookie only: the browser stays the one that started a LinkedIn sign-in (its pp_oauth cookie).
  await page.context().clearCookies({ name: 'auth_token' });
}

test.describe('sign-up and e-mail confirmation', () => {
  test('sign up → confirm from the outbox → log in → profile setup → dashboard', async ({ page, request }) => {
    const { email, password } = await signUp(page, { fullName: 'Grace Member' });
    await expect(toast(page, 'Please check your email to confirm your account!')).toBeVisible();
    await expect(page.getByTestId('check-email-address')).toHaveText(email);
    for (const step of ['Check your inbox', 'spam', 'Click the confirmation link', 'sign in']) {
      await expect(page.locator('.pp-steps')).toContainText(step);
    }
    await expect(page.getByRole('link', { name: 'Get help here' })).toHaveAttribute('href', '/app/email-verification');
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();

    // Before confirming, the login is refused with a message naming the confirmation link, and the resend panel shows.
    await page.goto('/app/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, /confirmation link/)).toBeVisible();
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByTestId('resend-panel')).toContainText('Verification email sent! Please check your inbox.');
    // A failure without a server detail: the panel says variant B's fallback, the toast the auth layer's fallback.
    await page.route('**/api/auth/resend-confirmation', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByTestId('resend-panel')).toContainText('Failed to resend email. Please try again.');
    await expect(toast(page, 'Failed to resend confirmation email')).toBeVisible();

    // Confirm with the newest mailed link: signed in, then the dashboard after 2 s.
    await page.goto(await confirmationLink(request, email));
    await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
    await page.waitForURL('**/app/dashboard');
    await expect(page.locator('.profile-link')).toContainText('Grace Member');

    // Log in again from scratch.
    await forgetSession(page);
    await loginAs(page, email, password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(toast(page, 'Login successful!')).toBeVisible();

    // Profile setup: the generator opens the modal for a member without a persona; the profile page can too.
    const dialog = page.getByRole('dialog', { name: /Set up your profile/ });
    const opened = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false);
    if (!opened) {
      await page.goto('/app/profile');
      await page.getByRole('button', { name: 'Set up' }).click();
    }
    // Next stays disabled until the step is valid.
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    // 'Complete Setup' reads 'Saving...' while the persona is being saved.
    await page.route('**/api/user/persona', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await Promise.all([
      completePersona(page, { tone: 'Witty and humorous' }),
      expect(dialog.getByRole('button', { name: 'Saving...' })).toBeVisible({ timeout: 15_000 }),
    ]);
    await page.unroute('**/api/user/persona');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const persona = await (await request.get('/api/user/persona', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(persona.persona).toMatchObject({ job_title: 'Head of Growth', tone: 'Witty and humorous' });

    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('sign-up checks run in the order of the spec with its messages', async ({ page }) => {
    await page.goto('/app/signup');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(page.getByText('3 AI credits per month')).toBeVisible();
    await expect(page.getByText('At least 8 characters')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await submit.click();
    await expect(page.getByText('Please enter a valid email address with at least 2 characters before the @ symbol')).toBeVisible();
    await page.getByLabel('Email').fill('ok@example.com');
    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await submit.click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await page.getByLabel('Full name').fill(' A ');
    await submit.click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
  });

  test('expired link → resend; a used link is expired too', async ({ page, request }) => {
    // The page as the server sends an expired or used link.
    await page.goto('/app/email-verification#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page.getByRole('heading', { name: 'Verification Link Expired' })).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await expect(resend).toBeDisabled();

    // An unconfirmed member asks for a new link from the expired page.
    const { email } = await signUp(page);
    const first = await confirmationLink(request, email);
    await page.goto('/app/email-verification?email=' + encodeURIComponent(email) + '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.locator('.pp-inline-msg')).toHaveText('Verification email sent! Check your inbox and spam folder.');
    await expect.poll(async () => (await readOutbox(request, email)).length).toBe(2);
    const second = await confirmationLink(request, email);
    expect(second).not.toBe(first);

    // The new link confirms; following it again (a used link) lands on the expired state.
    await page.goto(second);
    await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
    await page.waitForURL('**/app/dashboard');
    await forgetSession(page);
    await page.goto(second);
    await expect(page.getByRole('heading', { name: 'Verification Link Expired' })).toBeVisible();
    await expect(page.getByText('This confirmation link is invalid or has expired. Please request a new one.')).toBeVisible();
    // Once one link is used, the older one stops working too (as the help page says).
    await page.goto(first);
    await expect(page.getByRole('heading', { name: 'Verification Link Expired' })).toBeVisible();
  });

  test('the verification page: failure box, help state', async ({ page }) => {
    await page.goto('/app/email-verification#error=server_error&error_code=unexpected_failure&error_description=Database+unavailable');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByText('Database unavailable')).toBeVisible();
    await expect(page.locator('.pp-errbox')).toContainText('Error: server_error');
    await expect(page.locator('.pp-errbox')).toContainText('Code: unexpected_failure');

    await page.goto('/app/email-verification');
    await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
    await page.getByLabel('Email address').press('Enter');
    await expect(page.locator('.pp-inline-msg')).toHaveText('Please enter your email address');
  });
});

test.describe('the verification page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a failure whose description holds a long token wraps inside the card', async ({ page }) => {
    // What an auth provider may send: a description quoting the token it refused, one unbroken word.
    await page.goto('/app/email-verification#error=unexpected_failure&error_code=unexpected_failure&error_description=Error+confirming+user+token+eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9abcdefghijkl');
    const description = page.getByText(/^Error confirming user token/);
    await expect(description).toBeVisible();
    const fits = await description.evaluate((el) => {
      const card = el.closest('.pp-auth-card')!.getBoundingClientRect();
      return { page: document.documentElement.scrollWidth, text: el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= card.right };
    });
    expect(fits).toEqual({ page: 390, text: true });
  });
});

test.describe('the e-mail banner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('an unconfirmed address as long as a real one wraps inside the banner, beside its Resend button', async ({ page, request, baseURL }) => {
    const m = await createMember(request, baseURL!);
    // A signed-in member whose address is unconfirmed (SPEC §2 "Email verification banner"): sign-in needs a
    // confirmed address, so the session's member is made unconfirmed in the shared server's database.
    const Database = createRequire(path.join(REPO_ROOT, 'server', 'package.json'))('better-sqlite3');
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
    try {
      db.prepare('update users set email_confirmed_at = null where email = ?').run(m.email);
    } finally {
      db.close();
    }
    await signInPage(page, m);
    await page.goto('/app/library');
    const banner = page.getByTestId('email-banner');
    await expect(banner).toContainText(m.email);
    await expect(banner.getByRole('button', { name: 'Resend' })).toBeVisible();
    const fits = await banner.evaluate((el) => {
      const text = el.querySelector('.pp-banner__text')!;
      return { page: document.documentElement.scrollWidth, text: text.scrollWidth <= text.clientWidth };
    });
    expect(fits).toEqual({ page: 390, text: true });
  });
});

test.describe('sign-in', () => {
  test('required fields, a wrong password, and the remembered page after login', async ({ page, request, baseURL }) => {
    // A confirmed member through the API (the sign-up screens are the first describe's); the page starts as a visitor.
    const { email, password } = await createMember(request, baseURL!);

    await page.goto('/app/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page.getByTestId('resend-panel')).toHaveCount(0);

    // A protected page sends the visitor to log in, and back there afterwards; the button says 'Signing in...' meanwhile.
    await page.goto('/app/account-settings');
    await page.waitForURL('**/app/login');
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    }, { times: 1 });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await page.waitForURL('**/app/account-settings');

    // Signed in, the login page sends to the dashboard.
    await page.goto('/app/login');
    await page.waitForURL('**/app/dashboard');

    // A plan chosen before signing in wins and is cleared.
    await forgetSession(page);
    await page.goto('/app/login');
    await page.evaluate(() => sessionStorage.setItem('selected_plan', 'star'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('[data-tier="star"]')).toHaveAttribute('data-chosen', 'true');
    await page.waitForURL(/\/pricing$/);
    expect(await page.evaluate(() => sessionStorage.getItem('selected_plan'))).toBeNull();
    // The query has left the address: a reload shows the plans without the choice.
    await page.reload();
    await expect(page.locator('[data-area="billing"][data-status="mounted"]').first()).toBeVisible();
    await expect(page.locator('[data-tier="star"]')).not.toHaveAttribute('data-chosen', 'true');
  });

  test('LinkedIn sandbox sign-in, connection status and disconnect', async ({ page, request }) => {
    const email = uniqueEmail('linkedin');
    await page.goto('/app/login');
    const button = page.getByRole('button', { name: /Continue with LinkedIn/ });
    await expect(button.getByText('Sandbox')).toBeVisible();
    const callbacks: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame() && f.url().includes('/app/linkedin-callback?code=')) callbacks.push(f.url());
    });
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/auth/linkedin/callback')) exchanges.push(r.url());
    });
    await button.click();
    await page.getByTestId('identity-custom').check();
    await page.getByTestId('custom-name').fill('Linda Inn');
    await page.getByTestId('custom-email').fill(email);
    // The welcome toast lasts 2 s (SPEC §9): watched for from before the consent, so a slow dashboard cannot outlast it.
    const welcomed = toast(page, "Welcome, Linda Inn! You've been logged in via LinkedIn.").waitFor({ state: 'visible' });
    await page.getByTestId('allow').click();
    await welcomed;
    await page.waitForURL('**/app/dashboard');
    await expect(page.locator('.profile-link')).toContainText('Linda Inn');
    expect(exchanges).toHaveLength(1); // the single-use code is posted once

    await page.goto('/app/account-settings');
    const status = page.getByTestId('linkedin-status');
    await expect(status).toContainText('Connected');
    await expect(status.getByText('Sandbox')).toBeVisible();
    await expect(page.getByText(/Token expires in \d+ days?/)).toBeVisible();
    // The confirmation is a dialog a keyboard can answer: it takes the focus, Escape backs out and gives the focus
    // back to Disconnect, and Tab reaches its own Disconnect.
    const disconnect = page.getByRole('button', { name: 'Disconnect' });
    await disconnect.focus();
    await page.keyboard.press('Enter');
    const confirmDisconnect = page.getByRole('dialog', { name: 'Disconnect LinkedIn?' });
    await expect(confirmDisconnect).toContainText('Scheduled posts will not publish until you reconnect.');
    await opened(confirmDisconnect.getByRole('button', { name: 'Disconnect' }));
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirmDisconnect).toBeHidden();
    await expect(disconnect).toBeFocused();
    await expect(status).toContainText('Connected');
    await page.keyboard.press('Enter');
    await opened(confirmDisconnect.getByRole('button', { name: 'Disconnect' }));
    const inDialog = confirmDisconnect.getByRole('button', { name: 'Disconnect' });
    for (let i = 0; i < 4 && !(await inDialog.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(inDialog).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Not connected');

    // Connect again from settings: back on settings with 'LinkedIn connected'.
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page.getByTestId('identity-custom').check();
    await page.getByTestId('custom-name').fill('Linda Inn');
    await page.getByTestId('custom-email').fill(email);
    await page.getByTestId('allow').click();
    await page.waitForURL('**/app/account-settings');
    await expect(toast(page, 'LinkedIn connected')).toBeVisible();
    await expect(status).toContainText('Connected');

    // The status is fetched again when the window regains focus (here: disconnected elsewhere meanwhile).
    const bearer = await page.evaluate(() => localStorage.getItem('access_token'));
    expect((await request.post('/api/linkedin/disconnect', { headers: { Authorization: `Bearer ${bearer}` } })).ok()).toBeTruthy();
    await expect(status).toContainText('Connected');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(status).toContainText('Not connected');

    // Signing in again with the same LinkedIn member reaches the same account (no duplicate).
    await forgetSession(page);
    await page.goto('/app/login');
    await page.getByRole('button', { name: /Continue with LinkedIn/ }).click();
    await page.getByTestId('identity-custom').check();
    await page.getByTestId('custom-name').fill('Linda Inn');
    await page.getByTestId('custom-email').fill(email);
    await page.getByTestId('allow').click();
    await page.waitForURL('**/app/dashboard');
    await page.goto('/app/profile');
    await expect(page.locator('#profile-email')).toHaveText(email);

    // A replayed callback (its state already spent) is the 409 duplicate: with no session stored meanwhile,
    // the screen waits 2 s, then 1 s more, and goes to login.
    const replay = callbacks[callbacks.length - 1];
    expect(replay).toBeTruthy();
    const session = await page.evaluate(() => localStorage.getItem('access_token'));
    await forgetSession(page);
    const started = Date.now();
    await page.goto(replay);
    await expect(page.getByText('Completing LinkedIn Authentication')).toBeVisible();
    await page.waitForURL('**/app/login', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);

    // When another tab stores the session during the 2 s wait: 'Welcome back!' and the dashboard.
    await page.goto(replay);
    await expect(page.getByText('Completing LinkedIn Authentication')).toBeVisible();
    await page.evaluate((t) => localStorage.setItem('access_token', t!), session);
    await expect(toast(page, "Welcome back! You're now logged in.")).toBeVisible();
    await page.waitForURL('**/app/dashboard');
  });

  test('LinkedIn callback: a success token signs in; errors go back to login', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Token Person');
    const welcomed = toast(page, "Welcome, Tok En! You've been logged in via LinkedIn.").waitFor({ state: 'visible' });
    await page.goto(`/app/linkedin-callback?success=true&token=${encodeURIComponent(member.token)}&name=Tok%20En`);
    await welcomed;
    await page.waitForURL('**/app/dashboard');
    // The placeholder user is replaced by the real one from /me.
    await expect(page.locator('.profile-link')).toContainText('Token Person');
    await forgetSession(page);

    await page.goto('/app/linkedin-callback?error=user_cancelled_login');
    await expect(page.getByText('LinkedIn OAuth error: user_cancelled_login').first()).toBeVisible();
    await page.waitForURL('**/app/login');

    await page.goto('/app/linkedin-callback');
    await expect(page.getByText('No authorization code or success token received from LinkedIn').first()).toBeVisible();

    // A code with an unknown state is refused by the server, which says why (a 400 names its reason).
    await page.goto('/app/linkedin-callback?code=made-up&state=made-up-state');
    await expect(page.getByText('This LinkedIn sign-in was started in another browser or has expired. Please try again.').first()).toBeVisible();
    await page.waitForURL('**/app/login');
  });
});

test.describe('passwords and the account', () => {
  test('forgot → reset password: old password refused, new one works', async ({ page, request, baseURL }) => {
    const { email, password } = await createMember(request, baseURL!);

    // The same answer for an unknown address.
    await page.goto('/app/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/app/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await page.goto('/app/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const mail = await waitForMail(request, email, /reset/i);
    await page.goto(linkIn(mail, /reset/));

    const newPassword = 'Brand-New-Secret-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/app/login');
    await expect(toast(page, /password has been reset/i)).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await loginAs(page, email, newPassword);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // The link works once.
    await forgetSession(page);
    await page.goto(linkIn(mail, /reset/));
    await page.getByLabel('New password', { exact: true }).fill('Another-Secret-8');
    await page.getByLabel('Confirm new password').fill('Another-Secret-8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, /invalid or has expired/)).toBeVisible();
  });

  test('profile: only the name is editable, and the top bar follows', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Old Name');
    const { email } = member;
    await signInPage(page, member);
    await page.goto('/app/profile');
    await expect(page.getByText('Email cannot be changed. Contact support if needed.')).toBeVisible();
    await expect(page.locator('.pp-settings').getByText('Super Free')).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('active');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    // A name the server refuses: SPEC §8's toast, and the reason under the field.
    await page.getByLabel('Full name').fill('Visit www.evil.example now');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update profile')).toBeVisible();
    await expect(page.getByText(/cannot contain a web address/)).toBeVisible();
    await expect(page.getByText(/full_name:/)).toHaveCount(0);
    await page.getByLabel('Full name').fill('New Name');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.locator('.profile-link')).toContainText('New Name');
    await page.reload();
    await expect(page.locator('#profile-name')).toHaveText('New Name');
  });

  test('settings: preferences persist, password change, export, logout with confirm', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    const { email, password } = member;
    // Signed in for the first page only: the test logs out and back in itself.
    const signedIn = await signInPage(page, member);
    await page.goto('/app/account-settings');
    await signedIn.dispose();
    const trending = page.getByRole('switch', { name: 'Trending topics' });
    const before = await trending.getAttribute('aria-checked');
    // Reload once the server has the change (a fixed 300 ms pause was shorter than a save on a loaded machine).
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/notification-preferences') && r.request().method() === 'PUT');
    await trending.click();
    await expect(trending).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    expect((await saved).ok()).toBeTruthy();
    await page.reload();
    await expect(trending).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^postpilot-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')));
    expect(JSON.stringify(exported)).toContain(email);

    const changed = 'Changed-Secret-99';
    await page.getByLabel('Current password', { exact: true }).fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password').fill(changed);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Current password is incorrect')).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, /Password updated/)).toBeVisible();

    await page.locator('.pp-danger-zone').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await expect(confirm).toContainText('Are you sure you want to logout?');
    await opened(confirm.getByRole('button', { name: 'Logout' }));
    // It opens on its answer (Enter logs out, Escape stays), as the shell's Logout confirmation does.
    await expect(confirm.getByRole('button', { name: 'Logout' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await loginAs(page, email, changed);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('logout menus by keyboard: Escape and Cancel give the focus back instead of dropping it on the page', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/account-settings');
    const focusInPage = () => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);

    // Sidebar user menu: open, Tab to an item, Escape → back on the toggle, menu closed.
    const toggle = page.locator('.usermenu__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Escape on the toggle itself closes the open menu too.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Logout → the question (focus on its Logout) → Escape → back on the menu's Logout; Cancel does the same.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');
    const question = page.locator('.sidebar__user').getByRole('alertdialog');
    await expect(question).toContainText('Are you sure you want to logout?');
    await expect(question.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    expect(await focusInPage()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Top bar: Logout → the question → Cancel → focus back on the top bar's Logout, still signed in.
    const topLogout = page.locator('.topbar__logout > button');
    await topLogout.focus();
    await page.keyboard.press('Enter');
    const topQuestion = page.locator('.topbar__logout').getByRole('alertdialog');
    await expect(topQuestion.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(topQuestion).toBeHidden();
    await expect(topLogout).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(topQuestion.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(topQuestion).toBeHidden();
    await expect(topLogout).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();

    // On a phone the sidebar is a drawer: Escape closes the user menu first, then the drawer, focus back on ☰.
    await page.setViewportSize({ width: 390, height: 844 });
    const drawerToggle = page.getByRole('button', { name: 'Menu' });
    await drawerToggle.click();
    await expect(page.locator('.app-layout--nav-open')).toHaveCount(1);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('.app-layout--nav-open')).toHaveCount(1);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.app-layout--nav-open')).toHaveCount(0);
    await expect(drawerToggle).toBeFocused();
    await page.setViewportSize({ width: 1360, height: 900 });

    // And the keyboard can still log out: the top bar's question, Enter on its Logout.
    await topLogout.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
  });

  test('a logout in another tab signs this tab out at once; a sign-in there signs it in', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'Tab Person');
    await signInPage(page, member);
    await page.goto('/app/library');
    const name = (p: Page) => p.locator('.topbar').getByRole('link', { name: 'Tab Person' });
    await expect(name(page)).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/app/account-settings');
    await expect(name(other)).toBeVisible();

    // Logout in the other tab: this one follows without a click, to the login with its page kept.
    await other.locator('.topbar__logout > button').click();
    await other.locator('.topbar__logout').getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL((u) => u.pathname === '/');
    await page.waitForURL((u) => u.pathname === '/app/login');
    await expect(name(page)).toHaveCount(0);

    // A sign-in in the other tab: this one loads again with that session, and goes back to the page it kept.
    await loginAs(other, member.email, member.password);
    await page.waitForURL((u) => u.pathname === '/app/library');
    await expect(name(page)).toBeVisible();
    await other.close();
  });

  test("settings: the time zone chosen here is the Scheduler's, after a reload too", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/account-settings');
    const zone = page.getByLabel('Your time zone');
    await expect(zone).toBeEnabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/timezone') && r.request().method() === 'PUT');
    await zone.selectOption('Asia/Tokyo');
    expect((await saved).ok()).toBeTruthy();
    await expect(toast(page, 'Time zone saved: Asia/Tokyo')).toBeVisible();
    await expect(page.getByText('New posts in the Scheduler start in this zone.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Your time zone')).toHaveValue('Asia/Tokyo');
    await page.goto('/app/scheduler');
    await expect(page.locator('.pp-sch__zone')).toContainText('Asia/Tokyo (UTC+09:00)');
  });

  test('Tab and Shift+Tab wrap inside a modal: the focus never leaves it for nothing', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    // Where the focus is: inside the open dialog (a control of it), or 'outside: TAG'.
    const where = (name: string) =>
      page.evaluate((n) => {
        const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.getAttribute('aria-label') === n || document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent?.includes(n));
        const a = document.activeElement;
        return a && dialog?.contains(a) && a !== dialog ? 'inside' : `outside: ${a?.tagName}`;
      }, name);
    const walk = async (name: string, key: 'Tab' | 'Shift+Tab', presses: number) => {
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press(key);
        expect(`${key} ${i + 1}: ${await where(name)}`).toBe(`${key} ${i + 1}: inside`);
      }
    };

    // The profile-setup modal the generator opens for a member without a persona (Close, field, Skip, Next).
    await page.goto('/app/dashboard');
    const setup = page.getByRole('dialog', { name: /Set up your profile/ });
    await expect(setup.getByLabel('Your role or title')).toBeFocused({ timeout: 15_000 });
    // Keys pressed once the dialog has finished opening, as a person's would be: the end of its zoom is where the
    // dialog takes the focus if it is not inside it yet.
    await opened(setup);
    await page.keyboard.type('Head of Growth');
    await walk('Set up your profile', 'Tab', 6);
    await walk('Set up your profile', 'Shift+Tab', 6);
    await setup.getByRole('button', { name: 'Skip for now' }).click();
    await expect(setup).toBeHidden();

    // 'Delete my Account' (password field, Cancel, the disabled Delete): Tab past the last control comes back in.
    await page.goto('/app/account-settings');
    await page.getByRole('button', { name: 'Delete my Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
    await opened(dialog);
    await expect(dialog.getByLabel('Enter your password to confirm')).toBeFocused();
    await walk('Delete my Account', 'Tab', 5);
    await walk('Delete my Account', 'Shift+Tab', 5);
  });

  test('delete account: wrong password refused, then logging in again fails', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    const { email, password } = member;
    // Signed in for the first page only: after the deletion the page must be a visitor's.
    const signedIn = await signInPage(page, member);
    await page.goto('/app/account-settings');
    await signedIn.dispose();
    await page.getByRole('button', { name: 'Delete my Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my Account' });
    // What happens to a paid plan is said before anything is deleted (the server cancels it at Stripe).
    await expect(dialog).toContainText('A paid plan is cancelled at once, with no further charges.');
    // It opens on the password it asks for.
    await expect(dialog.getByLabel('Enter your password to confirm')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Delete my Account' })).toBeDisabled();
    await dialog.getByLabel('Enter your password to confirm').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my Account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));

    await dialog.getByLabel('Enter your password to confirm').fill(password);
    await dialog.getByRole('button', { name: 'Delete my Account' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The old session is revoked on the server too.
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

    await page.goto('/app/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login$/);
  });
});
