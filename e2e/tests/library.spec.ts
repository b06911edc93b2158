/**
 * Library and history journeys (issue 9) in Chromium against the real server in local mode (the offline writer
 * answers the chat): a reply saved from the chat is found in the library, reworked through the generator and
 * saved back over the same post, moved on the board with the keyboard, deleted; the history pages 20 then 5;
 * the chat is still there after a reload.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createMember, savePersona, signInPage, type Member } from '../api';
import { REPO_ROOT } from '../server';
import { opened } from './support';

/**
 * Every toast the page showed, recorded as it appears: a success toast lasts 2 s, which a test process on a loaded
 * machine can miss between two looks.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.toast__msg')) {
        const text = el.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
async function expectToast(page: Page, text: string | RegExp) {
  await expect
    .poll(async () => (await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).some((t) => (typeof text === 'string' ? t.includes(text) : text.test(t))))
    .toBe(true);
}
/**
 * dnd kit's keyboard sensor starts listening for the arrow keys in a timer set when the card is picked up: one
 * more timer, set after it, has run once it listens (what a person's pace gives for free).
 */
const sensorListening = (page: Page) => page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
const input = (page: Page) => page.getByTestId('chat-input');
const replies = (page: Page) => page.locator('[data-testid=chat-message][data-role=assistant][data-kind=reply]');
const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

async function sendAndWait(page: Page, text: string, expectedReplies: number) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(replies(page)).toHaveCount(expectedReplies);
  await expect(replies(page).last().getByTestId('chat-save')).toBeVisible();
}

async function libraryPosts(request: APIRequestContext, m: Member) {
  const r = await request.get('/api/posts', { headers: auth(m) });
  expect(r.ok()).toBeTruthy();
  return (await r.json()).posts as { id: string; content: string; status: string; title: string }[];
}

async function member(request: APIRequestContext, baseURL: string, page: Page): Promise<Member> {
  const m = await createMember(request, baseURL);
  await savePersona(request, baseURL, m);
  await signInPage(page, m);
  await recordToasts(page);
  return m;
}

test.describe('My Content Library', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('save from the chat, find it, edit it through the generator and save it back, move it on the board with the keyboard, delete it', async ({ page, request, baseURL }) => {
    // About a hundred steps and four page loads: 60 s when the machine is idle, over the default 90 s when the two
    // shared cores are busy (a trace of a timeout shows every step slow, none stuck).
    test.setTimeout(180_000);
    const m = await member(request, baseURL!, page);
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about hiring your first salesperson', 1);
    // The start of its first line: a long first line is folded on the card ('…see more').
    const firstReply = (await replies(page).first().innerText()).split('\n')[0].slice(0, 40);

    // Save: the toast says where it went and links there.
    await replies(page).first().getByTestId('chat-save').click();
    await expectToast(page, 'Saved to My Content Library as a draft.');
    await expect(replies(page).first().getByTestId('chat-save')).toHaveText('Saved');
    await page.locator('.toaster').getByRole('link', { name: 'Open library' }).click();
    await expect(page).toHaveURL(/\/app\/library$/);
    const card = page.getByTestId('library-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(firstReply);
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    const [saved] = await libraryPosts(request, m);

    // View: the LinkedIn preview of the post.
    await card.getByRole('button', { name: /^View / }).click();
    const view = page.getByTestId('library-view');
    await expect(view.getByTestId('linkedin-preview')).toBeVisible();
    await expect(view.getByTestId('preview-count')).toContainText(`${saved.content.length.toLocaleString('en-US')} / 3,000 characters`);
    await page.keyboard.press('Escape');

    // Copy.
    await card.getByRole('button', { name: /^Copy / }).click();
    await expectToast(page, 'Content copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(saved.content);

    // Edit: the generator opens with the post; its reply is saved back over the same post.
    await card.getByRole('button', { name: /^Edit / }).click();
    await expect(page).toHaveURL(/\/app\/generate\?edit=/);
    expect(new URL(page.url()).searchParams.get('edit')).toBe(saved.id);
    await expect(input(page)).toHaveValue(/Rewrite this post/);
    await expect(input(page)).toHaveValue(new RegExp(firstReply.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await input(page).press('Enter');
    await expect(replies(page)).toHaveCount(2);
    await expect(replies(page).last().getByTestId('chat-save')).toBeVisible();
    const reworked = await replies(page).last().locator('.pp-gen__bubble').evaluate((el) => el.childNodes[0]?.textContent ?? '');
    await replies(page).last().getByTestId('chat-save').click();
    await expectToast(page, 'Saved over your library post.');
    const afterEdit = await libraryPosts(request, m);
    expect(afterEdit).toHaveLength(1);
    expect(afterEdit[0].id).toBe(saved.id);
    expect(afterEdit[0].content).not.toBe(saved.content);
    expect(reworked.startsWith(afterEdit[0].content.slice(0, 40))).toBe(true);

    // The board, by keyboard: pick up by the handle, → Scheduled, → Published, drop.
    await page.goto('/app/library');
    await page.getByRole('button', { name: 'Board' }).click();
    await expect(column(page, 'draft').getByTestId('board-card')).toHaveCount(1);
    const handle = column(page, 'draft').getByTestId('board-card-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toContainText('Picked up');
    await sensorListening(page);
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText('is over the Scheduled column');
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText('is over the Published column');
    await page.keyboard.press('Space');
    await expect(live).toContainText('was dropped on Published');
    await expectToast(page, 'Marked as published');
    await expect(column(page, 'published').getByTestId('board-card')).toHaveCount(1);
    await expect(column(page, 'draft').getByTestId('board-card')).toHaveCount(0);
    expect((await libraryPosts(request, m))[0].status).toBe('published');

    // The board is remembered; a published post cannot be scheduled from it.
    await page.reload();
    await expect(page.getByTestId('library-board')).toBeVisible();
    await expect(column(page, 'published').getByTestId('board-card')).toHaveCount(1);
    await column(page, 'published').getByTestId('board-card-handle').focus();
    await page.keyboard.press('Enter');
    await expect(live).toContainText('Picked up');
    await sensorListening(page);
    await page.keyboard.press('ArrowLeft');
    await expect(live).toContainText('is over the Scheduled column');
    await page.keyboard.press('Enter');
    await expectToast(page, /already published/);
    await expect(column(page, 'published').getByTestId('board-card')).toHaveCount(1);

    // Back to the grid; delete, with the confirmation, by keyboard: it takes the focus (Cancel); Escape backs out with
    // the focus back on the button; then Tab reaches Delete, and with the post gone the focus is on the screen's
    // title, not lost.
    await page.getByRole('button', { name: 'Grid' }).click();
    const deleteButton = page.getByTestId('library-card').getByRole('button', { name: /^Delete / });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Are you sure you want to delete this post?')).toBeVisible();
    await opened(page.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Escape');
    await expect(page.getByText('Are you sure you want to delete this post?')).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    await opened(page.getByRole('button', { name: 'Delete', exact: true }));
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Post deleted successfully');
    await expect(page.getByRole('heading', { level: 1, name: 'My Content Library' })).toBeFocused();
    await expect(page.getByText('No content created yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create First Post' })).toBeVisible();
    expect(await libraryPosts(request, m)).toEqual([]);
  });

  test('a draft dropped on Scheduled opens the scheduling form with the post; filters and search narrow the grid', async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    const save = async (content: string, content_type = 'linkedin_post') =>
      (await (await request.post('/api/content/save', { headers: auth(m), data: { content, content_type } })).json()) as { id: string };
    await save('Alpha hook about pricing\nmore');
    await save('Bravo article on hiring', 'article');
    const c = await save('Charlie caption for launch day', 'caption');

    await page.goto('/app/library');
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('library-card')).toHaveCount(3);
    await page.getByLabel('Type').selectOption('article');
    await expect(page.getByTestId('library-card')).toHaveCount(1);
    await expect(page.getByTestId('library-card')).toContainText('Bravo');
    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await expect(page.getByTestId('library-card')).toHaveCount(3);
    await page.getByLabel('Search your posts').fill('launch');
    await expect(page.getByTestId('library-card')).toHaveCount(1);
    await page.getByLabel('Search your posts').fill('nothing like this');
    await expect(page.getByText('No posts match your filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).last().click();
    await page.getByLabel('Sort').selectOption('title');
    await expect(page.getByTestId('library-card').first()).toContainText('Alpha');

    await page.getByRole('button', { name: 'Board' }).click();
    const handle = page.locator(`[data-testid=board-card][data-post-id="${c.id}"]`).getByTestId('board-card-handle');
    await handle.focus();
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(live).toContainText('Picked up “Charlie caption for launch day” from Draft');
    await sensorListening(page);
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText('is over the Scheduled column');
    // The scheduler takes the post from the address (then tidies the address): record where the page went.
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(f.url()));
    await page.keyboard.press('Space');
    await expect.poll(() => visited.find((u) => u.includes('/app/scheduler?'))).toBeTruthy();
    const url = new URL(visited.find((u) => u.includes('/app/scheduler?'))!);
    expect(url.searchParams.get('library_post_id')).toBe(c.id);
    expect(url.searchParams.get('content')).toBe('Charlie caption for launch day');
    // Its form opens with the post.
    await expect(page.getByRole('form', { name: 'Schedule a new post' }).getByLabel('Post content')).toHaveValue('Charlie caption for launch day');
  });

  test("the board shows the library's empty states: 'No content created yet' with 'Create First Post', and 'No posts match your filters'", async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    await page.goto('/app/library');
    await page.getByRole('button', { name: 'Board' }).click();
    await expect(page.getByText('No content created yet')).toBeVisible();
    await expect(page.getByTestId('library-board')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create First Post' }).click();
    await page.waitForURL('**/app/generate');

    // With a post, the board; a search that finds nothing says so, and Clear All brings the post back.
    await request.post('/api/content/save', { headers: auth(m), data: { content: 'Delta post on onboarding' } });
    await page.goto('/app/library');
    await expect(column(page, 'draft').getByTestId('board-card')).toHaveCount(1);
    await page.getByLabel('Search your posts').fill('nothing like this');
    await expect(page.getByText('No posts match your filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).last().click();
    await expect(column(page, 'draft').getByTestId('board-card')).toHaveCount(1);

    // The last card deleted from the board: the empty state again.
    await column(page, 'draft').getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Post deleted successfully');
    await expect(page.getByText('No content created yet')).toBeVisible();
  });

  test("a post already deleted elsewhere: the toast is SPEC §8's 'Failed to delete post' with the reason", async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    const post = (await (await request.post('/api/content/save', { headers: auth(m), data: { content: 'Delta post deleted in another tab' } })).json()) as { id: string };
    await page.goto('/app/library');
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('library-card')).toHaveCount(1);
    expect((await request.delete(`/api/posts/${post.id}`, { headers: auth(m) })).ok()).toBeTruthy();
    await page.getByTestId('library-card').getByRole('button', { name: /^Delete / }).click();
    await opened(page.getByRole('button', { name: 'Delete', exact: true }));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Failed to delete post: Post not found');
  });

  test('rename a post from its View dialog, with the keyboard: the card and the server keep the new title', async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    const saved = await request.post('/api/content/save', { headers: auth(m), data: { content: 'We shipped the new onboarding today\nHere is what we learned.' } });
    expect(saved.ok()).toBeTruthy();
    await page.goto('/app/library');
    await page.getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    const field = dialog.getByRole('textbox', { name: 'Title' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('We shipped the new onboarding today');
    await field.fill('Onboarding launch, Q4');
    await field.press('Enter');
    await expectToast(page, 'Title updated');
    await expect(dialog.locator('.pp-lib-modal__title')).toHaveText('Onboarding launch, Q4');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByTestId('library-card').getByRole('heading')).toHaveText('Onboarding launch, Q4');
    expect((await libraryPosts(request, m)).map((p) => p.title)).toEqual(['Onboarding launch, Q4']);
  });
});

test.describe('The View modal on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long title wraps before the close button instead of running under it", async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    // A first line that, wrapped at a phone's width, used to end under the ×.
    const title = 'Leadership lessons nobody teaches you in your first management role, honestly told';
    const saved = await request.post('/api/content/save', { headers: auth(m), data: { content: `${title}\nWhat I wish I had known.` } });
    expect(saved.ok()).toBeTruthy();
    await page.goto('/app/library');
    await page.getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close', exact: true }).first()).toBeVisible();
    const clash = await dialog.evaluate((el) => {
      const close = el.querySelector('.ant-modal-close')!.getBoundingClientRect();
      // The boxes of the title's text, line by line: every line that shares the close button's height must end before it.
      const walker = document.createTreeWalker(el.querySelector('.ant-modal-title')!, NodeFilter.SHOW_TEXT);
      const lines: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      return lines.length === 0 ? -1 : lines.filter((r) => r.top < close.bottom && r.bottom > close.top && r.right > close.left).length;
    });
    expect(clash).toBe(0);
  });
});

test.describe("The grid's card actions", () => {
  for (const [width, height] of [[1366, 900], [1280, 800], [390, 844]] as const) {
    test(`at ${width}×${height} every card's actions sit on one row, a post live on LinkedIn included, and the keyboard's focus shows`, async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width, height });
      const m = await member(request, baseURL!, page);
      // Enough posts for the page to scroll (its scrollbar narrows the grid), one of them put on LinkedIn by the
      // scheduler (its Edit is 'Duplicate as draft', the widest action).
      const live = (await (await request.post('/api/content/save', { headers: auth(m), data: { content: 'Live on LinkedIn: what we learned shipping onboarding\nbody' } })).json()) as { id: string };
      for (let i = 0; i < 7; i++) await request.post('/api/content/save', { headers: auth(m), data: { content: `Draft number ${i} about hiring well\nbody` } });
      markLiveOnLinkedIn(process.env.E2E_DATA_DIR!, live.id);
      await page.goto('/app/library');
      await expect(page.getByTestId('library-card')).toHaveCount(8);
      await expect(page.getByTestId('library-card-duplicate')).toHaveCount(1);
      const rows = await page.locator('.pp-lib-card__actions').evaluateAll((els) =>
        els.map((el) => new Set([...el.querySelectorAll('button')].map((b) => Math.round(b.getBoundingClientRect().top))).size),
      );
      expect(rows).toEqual(new Array(8).fill(1));
      // Nothing spills out of its card either.
      const spills = await page.getByTestId('library-card').evaluateAll((cards) =>
        cards.filter((card) => [...card.querySelectorAll('button')].some((b) => b.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5)).length,
      );
      expect(spills).toBe(0);
      const duplicate = page.getByTestId('library-card-duplicate');
      await duplicate.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(duplicate).toBeFocused();
      const outline = await duplicate.evaluate((b) => getComputedStyle(b).outlineStyle !== 'none' || getComputedStyle(b).boxShadow !== 'none');
      expect(outline).toBe(true);
    });
  }
});

test.describe('The board on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a long column shows its count and loads the rest; a card moves by touch drag and by its Move to menu', async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    // One post already published by hand, then 35 drafts: more than a column's first page (30).
    const done = await (await request.post('/api/content/save', { headers: auth(m), data: { content: 'Already on LinkedIn\nbody' } })).json();
    expect((await request.patch(`/api/posts/${done.id}`, { headers: auth(m), data: { status: 'published' } })).ok()).toBeTruthy();
    for (let i = 0; i < 35; i++) {
      const r = await request.post('/api/content/save', { headers: auth(m), data: { content: `Phone draft number ${String(i).padStart(2, '0')}\nbody` } });
      expect(r.ok()).toBeTruthy();
    }
    await page.goto('/app/library');
    await page.getByRole('button', { name: 'Board' }).click();
    const drafts = column(page, 'draft');
    await expect(drafts.getByTestId('board-card')).toHaveCount(30);
    await expect(drafts.getByTestId('board-column-count')).toHaveText('35');
    await expect(drafts.getByTestId('board-column-shown')).toHaveText('Showing 30 of 35');
    await drafts.getByRole('button', { name: 'Load more Draft posts' }).click();
    await expect(drafts.getByTestId('board-card')).toHaveCount(35);
    await expect(drafts.getByTestId('board-column-shown')).toHaveCount(0);
    const titles = await drafts.locator('.pp-lib-bcard__title').allInnerTexts();
    expect(new Set(titles).size).toBe(35);

    // Touch: press and hold the published card (dnd kit's touch sensor waits 200 ms), slide it up onto the Draft
    // column (stacked above Scheduled on a phone), lift.
    const published = column(page, 'published');
    await published.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const card = published.getByTestId('board-card');
    await expect(card).toHaveCount(1);
    const box = (await card.locator('.pp-lib-bcard__hook').boundingBox())!;
    const cardTop = (await card.boundingBox())!.y;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch('touchStart', start.x, start.y);
    await page.waitForTimeout(400);
    await touch('touchMove', start.x, start.y - 8);
    await expect(page.locator('.pp-lib-bcard--overlay')).toBeVisible();
    // Where the card's top should land: well inside the Draft column's visible end.
    const draftBottom = (await drafts.boundingBox())!;
    const dy = draftBottom.y + draftBottom.height - 260 - cardTop;
    for (let step = 1; step <= 8; step++) {
      await touch('touchMove', start.x, start.y - 8 + (dy * step) / 8);
      await page.waitForTimeout(40);
    }
    await expect(drafts).toHaveClass(/pp-lib-col--over/);
    await touch('touchEnd', 0, 0);
    await expectToast(page, 'Moved to Draft');
    await expect(published.getByTestId('board-card')).toHaveCount(0);
    await expect(drafts.getByTestId('board-column-count')).toHaveText('36');
    await expect(drafts.getByTestId('board-card').first().locator('.pp-lib-bcard__title')).toHaveText('Already on LinkedIn');
    expect((await libraryPosts(request, m)).find((p) => p.title === 'Already on LinkedIn')?.status).toBe('draft');

    // The menu: the same moves without dragging. To Published…
    const first = drafts.getByTestId('board-card').first();
    await first.getByTestId('board-card-move').selectOption('published');
    await expectToast(page, 'Marked as published');
    await expect(published.getByTestId('board-card')).toHaveCount(1);
    await expect(drafts.getByTestId('board-column-count')).toHaveText('35');
    expect((await libraryPosts(request, m)).find((p) => p.title === 'Already on LinkedIn')?.status).toBe('published');
    // …and a draft to Scheduled: the scheduler's form opens with the post.
    const next = drafts.getByTestId('board-card').first();
    const title = (await next.locator('.pp-lib-bcard__title').innerText()).trim();
    await next.getByTestId('board-card-move').selectOption('scheduled');
    await expect(page).toHaveURL(/\/app\/scheduler/);
    await expect(page.getByRole('form', { name: 'Schedule a new post' }).getByLabel('Post content')).toHaveValue(new RegExp(title));
  });
});

test.describe('Content History', () => {
  test('25 items load 20, then 5 with Load More Content; stats cover them all; save one to the library', async ({ page, request, baseURL }) => {
    const m = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, m);
    // One real reply through the chat, then 24 older ones written straight into the history table.
    const gen = await request.post('/api/linkedin-gpt/generate', { headers: auth(m), data: { user_input: 'The newest post, about onboarding' } });
    expect(gen.ok()).toBeTruthy();
    // Into the shared server's database (global-setup.ts): the rows are this member's only.
    seedHistory(process.env.E2E_DATA_DIR!, m, 24);

    await signInPage(page, m);
    await recordToasts(page);
    await page.goto('/app/content-history');
    await expect(page.getByRole('heading', { name: 'Content History' })).toBeVisible();
    const cards = page.getByTestId('history-card');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText('The newest post, about onboarding');
    await expect(page.locator('.pp-hist-stat').filter({ hasText: 'Total Posts' })).toContainText('25');
    await expect(page.locator('.pp-hist-stat').filter({ hasText: 'Templates Used' })).toContainText('1');
    await page.getByRole('button', { name: 'Load More Content' }).click();
    await expect(cards).toHaveCount(25);
    await expect(cards.last()).toContainText('Seeded topic 23');
    await expect(page.getByRole('button', { name: 'Load More Content' })).toHaveCount(0);
    const topics = await cards.locator('h2').allInnerTexts();
    expect(new Set(topics).size).toBe(25);

    // The template filter and the search ask the server.
    await page.getByLabel('Template').selectOption('Top Mistakes');
    await expect(cards).toHaveCount(12);
    await page.getByLabel('Search your history').fill('zzz no such thing');
    await expect(page.getByText('No content matches your filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(20);

    // Save to library: the toast links to it. Saved again, it is one post, and the toast says so.
    const saveItem = cards.first().getByRole('button', { name: 'Save to library' });
    await saveItem.click();
    await expectToast(page, 'Saved to My Content Library as a draft.');
    await expect(saveItem).toBeEnabled();
    await saveItem.click();
    await expectToast(page, 'Already in My Content Library.');
    await page.locator('.toaster').getByRole('link', { name: 'Open library' }).last().click();
    await expect(page).toHaveURL(/\/app\/library$/);
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('library-card')).toHaveCount(1);

    // Delete from the history, with its confirmation.
    await page.goto('/app/content-history');
    await cards.first().getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByText('Are you sure you want to delete this content?')).toBeVisible();
    await opened(page.getByRole('button', { name: 'Delete', exact: true }));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Content deleted successfully');
    await expect(page.locator('.pp-hist-stat').filter({ hasText: 'Total Posts' })).toContainText('24');
    // 19 listed now, 5 more on the server: 'Load More Content' still brings them (real pagination), none twice.
    await expect(cards).toHaveCount(19);
    await page.getByRole('button', { name: 'Load More Content' }).click();
    await expect(cards).toHaveCount(24);
    expect(new Set(await cards.locator('h2').allInnerTexts()).size).toBe(24);
    await expect(page.getByRole('button', { name: 'Load More Content' })).toHaveCount(0);
  });
});

test.describe('Content History, template filter', () => {
  test("the selected template's last item deleted: the filter falls back to All and the list reloads", async ({ page, request, baseURL }) => {
    const m = await createMember(request, baseURL!);
    // Two items: 'Seeded topic 0' of Top Mistakes, 'Seeded topic 1' of no template.
    seedHistory(process.env.E2E_DATA_DIR!, m, 2);
    await signInPage(page, m);
    await recordToasts(page);
    await page.goto('/app/content-history');
    const cards = page.getByTestId('history-card');
    await expect(cards).toHaveCount(2);
    const filter = page.getByLabel('Template');
    await filter.selectOption('Top Mistakes');
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole('button', { name: /^Delete / }).click();
    await opened(page.getByRole('button', { name: 'Delete', exact: true }));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Content deleted successfully');
    await expect(filter.locator('option', { hasText: 'Top Mistakes' })).toHaveCount(0);
    await expect(filter).toHaveValue('');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Seeded topic 1');
    await expect(page.getByText('No content matches your filters')).toHaveCount(0);
  });
});

test.describe('Content History, a long post on a phone', () => {
  test("a long post is folded behind a '…see more' button that opens all of it (keyboard, aria-expanded); no box scrolls out of sight, no sideways scroll; axe finds nothing serious", async ({ page, request, baseURL }) => {
    const m = await createMember(request, baseURL!);
    const paragraph = 'Ten years of code reviews taught me that the kindest review is the one that explains why, not only what.';
    const content = [...Array.from({ length: 11 }, (_, i) => `${i + 1}. ${paragraph}`), 'The last line says: thanks for reading to the end.'].join('\n\n');
    seedHistoryItem(process.env.E2E_DATA_DIR!, m, 'code reviews', content);
    await signInPage(page, m);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/content-history');
    const card = page.getByTestId('history-card').first();
    const text = card.locator('.pp-hist-card__content');
    await expect(text).toBeVisible();
    // Folded: the end is not on the page, and nothing hides text in a box of its own.
    await expect(text).not.toContainText('thanks for reading to the end');
    expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).overflowY === 'visible')).toBe(true);
    const more = card.getByRole('button', { name: '…see more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await more.getAttribute('aria-controls')).toBe(await text.getAttribute('id'));
    // Opened with the keyboard: all of it, the last line on screen once scrolled to.
    await more.focus();
    await page.keyboard.press('Enter');
    const less = card.getByRole('button', { name: 'See less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    await expect(text).toHaveText(content);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // And folded again.
    await page.keyboard.press('Space');
    await expect(card.getByRole('button', { name: '…see more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text).not.toContainText('thanks for reading to the end');
  });
});

/** The writing direction the browser gave an element (dir="auto" takes it from the element's first strong letter). */
const direction = (el: Locator) => el.evaluate((e) => getComputedStyle(e).direction);

const RTL = { arabic: 'مرحبا بالعالم (16).', hebrew: 'שלום עולם (16).' } as const;

test.describe('Right-to-left text', () => {
  test("an Arabic or Hebrew title and post read right to left on its own line (grid, board, View, history); the card's layout and an English post stay left to right", async ({ page, request, baseURL }) => {
    const m = await member(request, baseURL!, page);
    for (const content of [`${RTL.arabic}\nنص المنشور هنا.`, `${RTL.hebrew}\nזה הפוסט שלי.`, 'Hello world (16).\nThe post itself.']) {
      expect((await request.post('/api/content/save', { headers: auth(m), data: { content } })).ok()).toBeTruthy();
    }
    seedHistoryItem(process.env.E2E_DATA_DIR!, m, RTL.arabic, 'نص المنشور هنا (16).');
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/app/library');
      await page.getByRole('button', { name: 'Grid' }).click();
      const card = (title: string) => page.getByTestId('library-card').filter({ has: page.getByRole('heading', { name: title }) });
      for (const title of [RTL.arabic, RTL.hebrew]) {
        await expect(card(title)).toHaveCount(1);
        expect(await direction(card(title).getByRole('heading'))).toBe('rtl');
        expect(await direction(card(title).locator('.pp-kit-hook'))).toBe('rtl');
        // Only the text: the card, its tags, dates and buttons keep their places.
        expect(await direction(card(title))).toBe('ltr');
        expect(await direction(card(title).locator('.pp-lib-card__actions'))).toBe('ltr');
        expect(await direction(card(title).locator('.pp-lib-card__meta'))).toBe('ltr');
      }
      expect(await direction(card('Hello world (16).').getByRole('heading'))).toBe('ltr');
      expect(await direction(card('Hello world (16).').locator('.pp-kit-hook'))).toBe('ltr');

      await card(RTL.arabic).getByRole('button', { name: /^View / }).click();
      const dialog = page.getByRole('dialog');
      expect(await direction(dialog.locator('.pp-lib-modal__title'))).toBe('rtl');
      expect(await direction(dialog.getByTestId('preview-full'))).toBe('rtl');
      expect(await direction(dialog.getByTestId('preview-count'))).toBe('ltr');
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Board' }).click();
      const boardTitle = page.getByTestId('board-card').locator('.pp-lib-bcard__title', { hasText: RTL.hebrew });
      await expect(boardTitle).toHaveCount(1);
      expect(await direction(boardTitle)).toBe('rtl');

      await page.goto('/app/content-history');
      const item = page.getByTestId('history-card').first();
      await expect(item.getByRole('heading')).toHaveText(RTL.arabic);
      expect(await direction(item.getByRole('heading'))).toBe('rtl');
      expect(await direction(item.locator('.pp-hist-card__content'))).toBe('rtl');
      expect(await direction(item)).toBe('ltr');
      expect(await direction(item.locator('.pp-hist-card__head'))).toBe('ltr');
    }
    // Typed in the search box, Arabic reads right to left there too.
    await page.getByLabel('Search your history').fill(RTL.arabic);
    expect(await direction(page.getByLabel('Search your history'))).toBe('rtl');
  });
});

test.describe('The chat keeps what it wrote', () => {
  test('reload the chat and see the conversation; earlier chats reopen; New chat starts afresh', async ({ page, request, baseURL }) => {
    await member(request, baseURL!, page);
    await page.goto('/app/generate');
    await sendAndWait(page, 'Write a post about remote onboarding', 1);
    const reply = await replies(page).first().locator('.pp-gen__bubble').evaluate((el) => el.childNodes[0]?.textContent ?? '');
    // The reply as LinkedIn's feed shows it.
    await replies(page).first().getByTestId('chat-preview').click();
    await expect(page.getByRole('dialog', { name: 'LinkedIn preview' }).getByTestId('preview-count')).toContainText(`${reply.length} / 3,000 characters`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'LinkedIn preview' })).toHaveCount(0);

    // Leaving and coming back keeps it; so does a reload.
    await input(page).fill('a draft I have not sent');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Library' }).click();
    await expect(page).toHaveURL(/\/app\/library/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Generate' }).click();
    await expect(replies(page)).toHaveCount(1);
    await expect(input(page)).toHaveValue('a draft I have not sent');
    await page.reload();
    await expect(replies(page)).toHaveCount(1);
    await expect(page.locator('[data-testid=chat-message][data-role=user]')).toContainText('Write a post about remote onboarding');
    expect(await replies(page).first().locator('.pp-gen__bubble').evaluate((el) => el.childNodes[0]?.textContent ?? '')).toBe(reply);

    // New chat: the greeting only; the earlier one is listed and reopens.
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(replies(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-kind=greeting]')).toBeVisible();
    await expect(replies(page)).toHaveCount(0);
    await page.getByTestId('earlier-chats').click();
    const list = page.getByTestId('earlier-chats-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // Listed by its subject (what the writer wrote about, as the content history names it), not by the request.
    // Its first letter upper-cased ('remote onboarding' was the topic).
    const chat = list.getByRole('button', { name: /^Remote onboarding/ });
    await expect(list.getByText('Write a post about remote onboarding')).toHaveCount(0);
    await opened(chat);
    await chat.click();
    await expect(list).toHaveCount(0);
    await expect(replies(page)).toHaveCount(1);

    // Delete it (after a confirmation; Cancel keeps it): the open chat starts afresh and the list is empty.
    await page.getByTestId('earlier-chats').click();
    const trash = list.getByRole('button', { name: 'Delete chat: remote onboarding' });
    await opened(trash);
    await trash.click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Delete this chat?' });
    await expect(confirm).toBeVisible();
    await opened(confirm.getByRole('button', { name: 'Cancel' }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await trash.click();
    await expect(confirm).toBeVisible();
    await opened(confirm.getByRole('button', { name: 'Delete' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.toaster').getByText('Chat deleted. Its posts stay in your content history.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Earlier chats' }).getByText('No earlier chats yet.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(replies(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-kind=greeting]')).toBeVisible();
    await expect(replies(page)).toHaveCount(0);
  });
});

/** Writes `n` history rows older than any real one (the e2e server's SQLite file, through the server's own driver). */
function seedHistory(dataDir: string, m: Member, n: number) {
  const require = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.db'));
  try {
    const user = db.prepare('select id from users where email = ?').get(m.email) as { id: string };
    const insert = db.prepare(
      'insert into content_history (id, user_id, session_id, template_name, topic, content, word_count, additional_context, model, created_at) values (?, ?, null, ?, ?, ?, ?, null, ?, ?)',
    );
    for (let i = 0; i < n; i++) {
      insert.run(randomUUID(), user.id, i % 2 ? null : 'Top Mistakes', `Seeded topic ${i}`, `Seeded content number ${i}, older than the real one.`, 7, 'offline-writer', new Date(Date.UTC(2025, 0, 1, 0, 0, 59 - i)).toISOString());
    }
  } finally {
    db.close();
  }
}

/** Writes one history row, as the chat would have, with the given topic and content. */
function seedHistoryItem(dataDir: string, m: Member, topic: string, content: string) {
  const require = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.db'));
  try {
    const user = db.prepare('select id from users where email = ?').get(m.email) as { id: string };
    db.prepare(
      'insert into content_history (id, user_id, session_id, template_name, topic, content, word_count, additional_context, model, created_at) values (?, ?, null, null, ?, ?, ?, null, ?, ?)',
    ).run(randomUUID(), user.id, topic, content, content.split(/\s+/).length, 'offline-writer', new Date().toISOString());
  } finally {
    db.close();
  }
}

/** Makes a library post one the scheduler published (status published with its LinkedIn link), as the scheduler would. */
function markLiveOnLinkedIn(dataDir: string, postId: string) {
  const require = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.db'));
  try {
    db.prepare("update library_posts set status = 'published', linkedin_url = ? where id = ?").run('https://www.linkedin.com/feed/update/urn:li:share:7', postId);
  } finally {
    db.close();
  }
}
