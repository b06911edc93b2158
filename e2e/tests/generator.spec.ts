/**
 * Generator journeys (issue 4) in Chromium against the real server in local mode: no model is configured, so
 * the offline writer answers through the same streaming path a model would.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { createMember, savePersona, signInPage } from '../api';
import { completePersona, signUpAndConfirm } from './support';

const toast = (page: Page, text: string | RegExp) => page.locator('.toaster').getByText(text);
const input = (page: Page) => page.getByTestId('chat-input');
const replies = (page: Page) => page.locator('[data-testid=chat-message][data-role=assistant][data-kind=reply]');
const meter = (page: Page) => page.getByTestId('usage-box').getByTestId('usage-meter');

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** Sends and waits for the reply to finish streaming. */
async function sendAndWait(page: Page, text: string, expectedReplies: number) {
  await send(page, text);
  await expect(replies(page)).toHaveCount(expectedReplies);
  await expect(replies(page).last().getByRole('button', { name: /Copy/ })).toBeVisible();
}

test.describe('LinkedIn GPT', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('sign up, set persona, chat three times; the fourth message opens the credits modal; the usage box follows', async ({ page, request }) => {
    await signUpAndConfirm(page, request);
    // No persona yet: the chat asks for it.
    await completePersona(page, { jobTitle: 'Head of Product', industry: 'B2B software', tone: 'Storytelling and personal' });

    await expect(page.getByRole('heading', { name: /LinkedIn GPT/ })).toBeVisible();
    // No model in local mode: the badge says what is really there.
    await expect(page.getByTestId('writer-badge')).toHaveText('Built-in writer');
    await expect(page.locator('[data-kind=greeting]')).toContainText("I'm your LinkedIn GPT");
    await expect(page.getByTestId('chat-footnote')).toContainText("Posts come from PostPilot's built-in writer, not an AI model.");
    await expect(page.getByTestId('chat-footnote')).toContainText('Every message uses 1 AI credit.');
    // The greeting gets no Copy/Schedule.
    await expect(page.locator('[data-kind=greeting]').getByRole('button', { name: /Copy/ })).toHaveCount(0);

    await expect(meter(page)).toHaveAttribute('data-used', '0');
    await expect(meter(page)).toHaveAttribute('data-limit', '3');
    await expect(meter(page)).toHaveAttribute('data-color', 'green');

    // Shift+Enter adds a line; Enter sends.
    await input(page).fill('Write a post about the first 90 days as a product manager');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('Keep it honest.');
    await expect(input(page)).toHaveValue('Write a post about the first 90 days as a product manager\nKeep it honest.');
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(1);
    await expect(toast(page, /^Generated! \d+ words, \d+ characters$/)).toBeVisible();
    const first = replies(page).first();
    await expect(first).toContainText('90 days');
    await expect(first).toContainText('?');
    await expect(input(page)).toHaveValue('');
    await expect(meter(page)).toHaveAttribute('data-used', '1');
    await expect(meter(page)).toHaveAttribute('data-color', 'green');

    // Copy and Schedule on a reply over 200 characters.
    await first.getByRole('button', { name: /Copy/ }).click();
    await expect(toast(page, 'Content copied to clipboard!')).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(200);

    await sendAndWait(page, 'make it shorter', 2);
    await expect(meter(page)).toHaveAttribute('data-used', '2');
    await expect(page.getByTestId('usage-box')).toContainText('Low credits remaining');

    await sendAndWait(page, 'Now one about hiring your first designer', 3);
    await expect(meter(page)).toHaveAttribute('data-used', '3');
    await expect(meter(page)).toHaveAttribute('data-color', 'red');
    await expect(page.getByTestId('usage-box')).toContainText('Credits exhausted');

    // The fourth message: the credits-exhausted modal with the three paid plans.
    await send(page, 'One more please');
    const modal = page.getByTestId('credits-modal');
    await expect(modal).toBeVisible();
    // A dialog with a name (screen readers announce it).
    await expect(page.getByRole('dialog', { name: "You've used all your AI credits" })).toBeVisible();
    await expect(modal).toContainText('You have used all 3 AI credits for this month.');
    await expect(modal.getByTestId('plan-comet')).toContainText('Creator');
    await expect(modal.getByTestId('plan-comet')).toContainText('$19');
    await expect(modal.getByTestId('plan-star')).toContainText('Most Popular');
    await expect(modal.getByTestId('plan-star')).toContainText('$39');
    await expect(modal.getByTestId('plan-nova')).toContainText('$59');
    await expect(modal.getByTestId('plan-nova')).toContainText('1,000 AI credits');
    await expect(replies(page)).toHaveCount(3);

    // Schedule hands the post to the scheduler.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // Nothing was written or spent: the refused message is back in the box, not left in the chat unanswered.
    await expect(input(page)).toHaveValue('One more please');
    await expect(page.getByTestId('chat-messages').getByText('One more please', { exact: true })).toHaveCount(0);
    const text = (await replies(page).first().locator('.pp-gen__bubble').innerText()).split('\n')[0];
    await replies(page).first().getByRole('button', { name: /Schedule/ }).click();
    await page.waitForURL(/\/app\/scheduler\?content=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('content') ?? '')).toContain(text);

    // The history has the three delivered posts.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const history = await (await request.get('/api/user/content-history', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(history.total).toBe(3);
  });

  test('a template from the query string is consumed by the first send', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r: Request) => {
      if (/\/api\/linkedin-gpt\/(generate|continue)$/.test(r.url())) sent.push({ url: r.url(), ...(r.postDataJSON() as object) });
    });

    await page.goto('/generate?template=Top%20Mistakes');
    await page.waitForURL('**/app/generate?template=Top%20Mistakes');
    await expect(page.locator('[data-kind=note]')).toContainText('Template selected: Top Mistakes');
    await expect(input(page)).toHaveValue('Write a post using the Top Mistakes template about ');
    await expect(page.getByText('Goes with your next message.')).toBeVisible();
    await input(page).pressSequentially('cold email');
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).first()).toContainText('cold email');
    await expect(replies(page).first().getByText('Top Mistakes', { exact: true })).toBeVisible();
    await expect(page.getByText('Goes with your next message.')).toBeHidden();

    await sendAndWait(page, 'make it funnier', 2);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ url: expect.stringMatching(/\/generate$/), template: 'Top Mistakes', viral_context: null });
    expect(sent[1]).toMatchObject({ url: expect.stringMatching(/\/continue$/), session_id: expect.any(String) });
    expect(sent[1]).not.toHaveProperty('template');
  });

  test("the templates screen's navigation state (via /linkedin-gpt) preloads the input and a note, consumed by the first send", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r: Request) => {
      if (/\/api\/linkedin-gpt\/(generate|continue)$/.test(r.url())) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto('/app/templates');
    // What navigate('/linkedin-gpt', { state }) from the templates screen leaves in the history (react-router keeps it under `usr`).
    await page.evaluate(() => {
      const selectedTemplate = { name: 'Personal Journey', description: 'Share where you started.', structure: ['Hook', 'Struggle', 'Lesson'], example_topic: 'Hiring your first salesperson' };
      history.pushState({ usr: { selectedTemplate, source: 'templates' }, key: 'tpl', idx: 1 }, '', '/linkedin-gpt');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.waitForURL('**/app/generate');
    await expect(page.locator('[data-kind=note]')).toContainText('Template selected: Personal Journey. Share where you started.');
    await expect(input(page)).toHaveValue('Write a Personal Journey post about hiring your first salesperson');
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).first().getByText('Personal Journey', { exact: true })).toBeVisible();
    await expect(page.getByText('Goes with your next message.')).toBeHidden();
    expect(sent[0]).toMatchObject({ template: 'Personal Journey\nShare where you started.\nStructure: Hook → Struggle → Lesson', viral_context: null, session_id: null });
  });

  test("a failed reply shows 'Sorry, I encountered an error: …' and the 'Failed to generate content' toast; an unreadable 403 opens the credits modal", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    let answer = { status: 500, body: 'Internal boom' };
    await page.route('**/api/linkedin-gpt/generate', (route) => route.fulfill({ status: answer.status, contentType: 'text/plain', body: answer.body }));
    await page.goto('/app/generate');
    await send(page, 'Write about pricing');
    await expect(page.locator('[data-kind=error]')).toContainText('Sorry, I encountered an error: HTTP 500: Internal boom');
    await expect(toast(page, 'Failed to generate content')).toBeVisible();
    await expect(page.locator('[data-kind=error]').getByRole('button', { name: /Copy/ })).toHaveCount(0);
    answer = { status: 403, body: '<html>Forbidden</html>' };
    await send(page, 'Write about pricing');
    await expect(page.getByTestId('credits-modal')).toBeVisible();
  });

  test('fits a 390 px phone: one-line header, the composer and the footnote on screen', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/generate');
    await expect(input(page)).toBeVisible();
    const title = await page.getByRole('heading', { name: /LinkedIn GPT/ }).boundingBox();
    expect(title!.height).toBeLessThan(32);
    const foot = await page.getByTestId('chat-footnote').boundingBox();
    expect(foot!.y + foot!.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
    // The writer's badge is whole, beside the title at 390 px and under it at 360 px, never cut at the card's edge.
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const badge = await page.getByTestId('writer-badge').boundingBox();
      const chats = await page.getByTestId('earlier-chats').boundingBox();
      expect([width, badge!.x + badge!.width <= chats!.x]).toEqual([width, true]);
      const visible = await page.getByTestId('writer-badge').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const clip = el.closest('h1')!.parentElement!.getBoundingClientRect();
        return box.right <= clip.right + 0.5 && box.bottom <= clip.bottom + 0.5;
      });
      expect([width, visible]).toEqual([width, true]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    // The input grows with its text up to 120 px, then scrolls.
    await input(page).fill('line\n'.repeat(12) + 'end');
    const grown = await input(page).boundingBox();
    expect(grown!.height).toBeGreaterThan(100);
    expect(grown!.height).toBeLessThanOrEqual(120);
  });

  test("on a 390 px phone the 'Tell us about you first' notice gives its text the card's width, its button on a line below", async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/generate');
    const dialog = page.getByRole('dialog', { name: /Set up your profile/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const notice = page.locator('.pp-gen__banner');
    await expect(notice).toContainText('Tell us about you first');
    const box = (await notice.boundingBox())!;
    const text = (await notice.locator('.pp-gen-alert__description').boundingBox())!;
    const button = (await notice.getByRole('button', { name: 'Set up profile' }).boundingBox())!;
    // Icon and padding aside, the text takes the card's width (it was squeezed to about 130 px beside the button).
    expect(text.width).toBeGreaterThan(box.width - 100);
    expect(button.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  });

  test('a library post opens for rework; a long viral post goes as viral_context', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);

    await page.goto('/generate?edit=p1&content=Cold%20outreach%20is%20not%20dead.%20It%20is%20lazy.');
    await expect(page.locator('[data-kind=note]')).toContainText('Editing a post from your library');
    await expect(input(page)).toHaveValue(/Cold outreach is not dead\. It is lazy\.$/);

    const viral = `I got rejected 47 times before my first client said yes. ${'Here is what changed. '.repeat(10)}`;
    let body: Record<string, unknown> | null = null;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/linkedin-gpt/generate')) body = r.postDataJSON();
    });
    await page.goto(`/app/generate?viral_context=${encodeURIComponent(viral)}`);
    await expect(page.locator('[data-kind=note]').last()).toContainText('Viral post loaded as inspiration');
    await input(page).pressSequentially('landing my first enterprise deal');
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(1);
    expect(body).toMatchObject({ template: null, viral_context: viral.trim() });
    await expect(replies(page).first().getByText('Viral-inspired')).toBeVisible();
  });

  test("a double-click on a reply's Save while the first save is on its way makes one draft", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    // The first save takes a moment (a slow network), so the second click lands while it is in flight.
    let saves = 0;
    await page.route('**/api/content/save', async (route) => {
      saves++;
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about our first on-call rotation', 1);
    const save = replies(page).first().getByTestId('chat-save');
    await save.dblclick();
    await expect(toast(page, 'Saved to My Content Library as a draft.')).toHaveCount(1);
    await expect(save).toHaveText('Saved');
    expect(saves).toBe(1);
    const posts = await request.get(`${baseURL}/api/posts`, { headers: { Authorization: `Bearer ${member.token}` } });
    expect(((await posts.json()) as { posts: unknown[] }).posts).toHaveLength(1);
  });

  test('Enter pressed twice before the screen updates sends the message once (one credit)', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/linkedin-gpt\/(generate|continue)$/.test(r.url())) sent.push(r.url());
    });
    await page.goto('/app/generate');
    await input(page).fill('Write a post about remote work');
    // Both key presses reach the chat before React re-renders it (one task).
    await input(page).evaluate((el) => {
      for (let i = 0; i < 2; i++) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).first().getByRole('button', { name: /Copy/ })).toBeVisible();
    await expect(page.locator('[data-testid=chat-message][data-role=user]')).toHaveCount(1);
    expect(sent).toHaveLength(1);
    await expect(meter(page)).toHaveAttribute('data-used', '1');
  });

  test('each message goes with its own Idempotency-Key; the same send again answers its reply without a second credit', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const sent: { url: string; key: string | undefined; body: Record<string, unknown> }[] = [];
    page.on('request', (r) => {
      if (/\/api\/linkedin-gpt\/(generate|continue)$/.test(r.url())) sent.push({ url: r.url(), key: r.headers()['idempotency-key'], body: r.postDataJSON() });
    });
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about the first 90 days as a product manager', 1);
    await sendAndWait(page, 'Now one about hiring your first designer', 2);
    expect(sent.map((s) => s.key)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(sent[0].key).not.toBe(sent[1].key);
    await expect(meter(page)).toHaveAttribute('data-used', '2');

    // The continue again, as a retry whose answer was lost would send it: the reply on the screen, no second credit.
    const headers = { Authorization: `Bearer ${member.token}`, 'Idempotency-Key': sent[1].key! };
    const again = await request.post(sent[1].url, { headers, data: sent[1].body });
    expect(again.status()).toBe(200);
    const auth = { Authorization: `Bearer ${member.token}` };
    const chat = await (await request.get(`${baseURL}/api/linkedin-gpt/sessions/${sent[1].body.session_id}`, { headers: auth })).json();
    const recorded = chat.messages.filter((m: { type: string }) => m.type === 'assistant');
    expect(recorded).toHaveLength(2);
    expect(await again.json()).toMatchObject({ content: recorded[1].content, session_id: sent[1].body.session_id });
    const usage = await (await request.get(`${baseURL}/api/user/usage`, { headers: auth })).json();
    expect(usage.ai_credits_used).toBe(2);
  });

  test('an earlier chat is deleted with the keyboard alone: the confirmation takes the focus inside the dialog', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    for (const topic of ['hiring a first designer', 'pricing pages that convert']) {
      const r = await request.post(`${baseURL}/api/linkedin-gpt/generate`, { headers: { Authorization: `Bearer ${member.token}` }, data: { user_input: topic } });
      expect(r.ok()).toBeTruthy();
    }
    await signInPage(page, member);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/generate');
    await page.getByTestId('earlier-chats').focus();
    await page.keyboard.press('Enter');
    const rows = page.locator('.pp-gen__chat-row');
    await expect(rows).toHaveCount(2);
    const remove = page.getByRole('button', { name: 'Delete chat: hiring a first designer' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    // On the phone's screen, whole (once its opening animation is over).
    const popup = page.locator('.pp-gen__chat-confirm .ant-popover-container, .pp-gen__chat-confirm .ant-popover-inner').first();
    await expect
      .poll(async () => {
        const box = (await popup.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);
    // Cancel gives the focus back to the delete button; the second time, Tab then Enter deletes.
    await page.keyboard.press('Enter');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Pricing pages that convert');
    await expect(page.locator('.pp-gen__chats .pp-gen__chat').first()).toBeFocused();
  });

  test('a chat deleted in another tab: the next message fails with the reason, the one after starts a new chat', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about remote work', 1);
    const sessions = await (await request.get(`${baseURL}/api/linkedin-gpt/sessions`, { headers: { Authorization: `Bearer ${member.token}` } })).json();
    const gone = await request.delete(`${baseURL}/api/linkedin-gpt/sessions/${sessions.sessions[0].session_id}`, { headers: { Authorization: `Bearer ${member.token}` } });
    expect(gone.ok()).toBeTruthy();
    await send(page, 'make it shorter');
    await expect(page.locator('[data-kind=error]')).toContainText('Sorry, I encountered an error: Chat session not found');
    await expect(toast(page, 'Failed to generate content')).toBeVisible();
    await sendAndWait(page, 'Write a post about pricing pages that convert', 2);
    await expect(replies(page).last()).toContainText(/pricing pages/i);
  });

  test("a 409 on a send (its first send with the same Idempotency-Key still being written) asks again with that key: one reply, one credit; still 409, the text goes back into the box", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about remote work', 1);

    // A proxy sent the continue twice: the server wrote the reply for the first; the browser got the second's 409.
    const keys: string[] = [];
    let mode: 'first-in-progress' | 'always-in-progress' = 'first-in-progress';
    const inProgress = { status: 409, contentType: 'application/json', body: JSON.stringify({ detail: 'A request with this Idempotency-Key is still in progress. Retry in a moment.' }) };
    await page.route('**/api/linkedin-gpt/continue', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (mode === 'always-in-progress') return route.fulfill(inProgress);
      if (keys.length > 1) return route.continue();
      await (await route.fetch()).text();
      await route.fulfill(inProgress);
    });
    await sendAndWait(page, 'make it shorter', 2);
    await expect(page.locator('[data-kind=error]')).toHaveCount(0);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    await expect(meter(page)).toHaveAttribute('data-used', '2');
    const auth = { Authorization: `Bearer ${member.token}` };
    expect((await (await request.get(`${baseURL}/api/user/usage`, { headers: auth })).json()).ai_credits_used).toBe(2);

    // Never answered: a clear message, and what the member typed is back in the box to send again.
    mode = 'always-in-progress';
    keys.length = 0;
    await send(page, 'add a question at the end');
    await expect(page.locator('[data-kind=error]')).toContainText('Sorry, I encountered an error: Your previous send of this message is still being written.', { timeout: 15_000 });
    await expect(input(page)).toHaveValue('add a question at the end');
    expect(new Set(keys).size).toBe(1);
    await expect(replies(page)).toHaveCount(2);
  });

  test("a chat deleted elsewhere: the follow-up's text goes back into the box, and Enter sends it as a new chat", async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about remote work', 1);
    const auth = { Authorization: `Bearer ${member.token}` };
    const sessions = await (await request.get(`${baseURL}/api/linkedin-gpt/sessions`, { headers: auth })).json();
    expect((await request.delete(`${baseURL}/api/linkedin-gpt/sessions/${sessions.sessions[0].session_id}`, { headers: auth })).ok()).toBeTruthy();
    await send(page, 'Write a post about pricing pages that convert');
    await expect(page.locator('[data-kind=error]')).toContainText('Sorry, I encountered an error: Chat session not found');
    await expect(input(page)).toHaveValue('Write a post about pricing pages that convert');
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(2);
    await expect(replies(page).last()).toContainText(/pricing pages/i);
  });

  test('Save over a library post that was deleted (404) or put on LinkedIn (409) meanwhile keeps the reply as a new draft', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, member);
    await signInPage(page, member);
    const auth = { Authorization: `Bearer ${member.token}` };
    const original = 'Cold outreach is not dead. It is lazy.';
    const saveDraft = async (content: string) => (await (await request.post(`${baseURL}/api/content/save`, { headers: auth, data: { content, source: 'manual' } })).json()).id as string;
    const libraryPosts = async () => (await (await request.get(`${baseURL}/api/posts`, { headers: auth })).json()).posts as { id: string; content: string }[];

    // 409: the server refuses the save over it.
    const published = await saveDraft(original);
    const saves: Record<string, unknown>[] = [];
    await page.route('**/api/content/save', async (route) => {
      const body = route.request().postDataJSON();
      saves.push(body);
      if (body.id === published) return route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ detail: 'This post is already on LinkedIn.' }) });
      return route.continue();
    });
    await page.goto(`/generate?edit=${published}&content=${encodeURIComponent(original)}`);
    await expect(input(page)).toHaveValue(/Cold outreach is not dead\. It is lazy\.$/);
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(1);
    await replies(page).first().getByRole('button', { name: /Save$/ }).click();
    await expect(toast(page, 'Saved to My Content Library as a draft.')).toBeVisible();
    expect(saves.map((b) => b.id)).toEqual([published, undefined]);
    let posts = await libraryPosts();
    expect(posts).toHaveLength(2);
    expect(posts.find((p) => p.id === published)?.content).toBe(original);

    // 404: the post was deleted meanwhile (the real server's answer).
    // Another post: a reply with the same text as the first one's would be that draft again (a chat reply saved twice
    // is one post), not a new one.
    await page.unroute('**/api/content/save');
    const other = 'Pricing pages that hide the price lose the buyer.';
    const deleted = await saveDraft(other);
    await page.goto(`/generate?edit=${deleted}&content=${encodeURIComponent(other)}`);
    await expect(input(page)).toHaveValue(/Pricing pages that hide the price lose the buyer\.$/);
    expect((await request.delete(`${baseURL}/api/posts/${deleted}`, { headers: auth })).ok()).toBeTruthy();
    await input(page).press('Enter');
    // The page was loaded afresh for the post: its reply is the one on screen.
    await expect(replies(page)).toHaveCount(1);
    await replies(page).last().getByRole('button', { name: /Save$/ }).click();
    await expect(toast(page, 'Saved to My Content Library as a draft.')).toBeVisible();
    posts = await libraryPosts();
    expect(posts).toHaveLength(3);
    expect(posts.some((p) => p.id === deleted)).toBe(false);
    expect(posts.find((p) => p.content.startsWith(other))?.content).toBe(await replies(page).last().locator('.pp-gen__text').textContent());
  });

  test('without a persona, sending waits for the profile setup and then goes out', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!);
    await signInPage(page, member);
    await page.goto('/app/generate');
    const dialog = page.getByRole('dialog', { name: /Set up your profile/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Skip/ }).click();
    await expect(dialog).toBeHidden();

    await send(page, 'Write about remote onboarding');
    await expect(dialog).toBeVisible();
    await expect(replies(page)).toHaveCount(0);
    await completePersona(page);
    // The queued message goes out once the persona is saved.
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).first()).toContainText(/remote onboarding/i);
  });
});
