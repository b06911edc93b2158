/**
 * Viral Library journeys (issue 8) in Chromium against the real server in local mode, on the sample corpus it
 * stores at its first start: trending chips, the filter panel, search, Load more, ?creator=, 'Use as
 * inspiration' into the generator, 'Save to library', the free plan's 20 posts per search and its upgrade through
 * the sandbox checkout, Refresh through the job, the outage banner, the phone layout.
 */
import { test, expect, type Page } from '@playwright/test';
import { createMember, savePersona, signInPage } from '../api';

/**
 * A page's first render on this shared machine can take 30 s (the browser starved of CPU by other sessions): the first
 * expectation after a load waits that long; everything after it keeps the default.
 */
const FIRST_LOAD = { timeout: 45_000 };
const cards = (page: Page) => page.locator('article.pp-vl-card');
const chips = (page: Page) => page.getByRole('navigation', { name: 'Trending topics' });

async function member(page: Page, request: Parameters<typeof createMember>[0], baseURL: string) {
  const m = await createMember(request, baseURL);
  await savePersona(request, baseURL, m);
  await signInPage(page, m);
  return m;
}

/** From the free plan's note in the library, through Plan & Billing's upgrade entry and the sandbox Checkout. */
/** The bodies of the generate calls the page makes, as sent. */
function generateCalls(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (/\/api\/linkedin-gpt\/generate$/.test(r.url())) sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  return sent;
}

/** The library's first post with its text unfolded ('…see more'): its card and its whole text. */
async function firstPostUnfolded(page: Page) {
  await page.goto('/app/viral-library');
  const card = cards(page).first();
  await expect(card).toBeVisible(FIRST_LOAD);
  await card.getByRole('button', { name: '…see more' }).click();
  return { card, content: (await card.locator('.pp-vl-card__text').textContent())! };
}

async function upgradeFromLimitNote(page: Page) {
  const note = page.getByTestId('viral-plan-limit');
  await expect(note).toContainText('The Free plan shows up to 20 viral posts per search. Upgrade to Creator ($19/month) for unlimited viral searches.');
  await note.getByRole('button', { name: 'Upgrade to Creator' }).click();
  await page.waitForURL(/\/sandbox\/stripe\/checkout\/cs_test_/);
  await expect(page.getByText('$19.00')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-exp').fill('12 / 34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('pay').click();
  await page.waitForURL(/\/app\/billing$/);
  await expect(page.getByTestId('billing-plan')).toContainText('Creator', FIRST_LOAD);
}

/**
 * Does `act` and waits until the cards on screen are those of the first page it asked for (`wanted` reads that
 * request's query): the address changes a render before the list does, so the previous list is still there a moment.
 */
async function listAfter(page: Page, act: () => Promise<unknown>, wanted: (query: URLSearchParams) => boolean): Promise<{ id: string }[]> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/authentic-viral/posts' && !url.searchParams.has('cursor') && wanted(url.searchParams);
    }),
    act(),
  ]);
  const posts = (await response.json()).posts as { id: string }[];
  await expect(cards(page)).toHaveCount(posts.length);
  if (posts.length) {
    await expect(cards(page).first()).toHaveAttribute('data-post-id', posts[0].id);
    await expect(cards(page).last()).toHaveAttribute('data-post-id', posts.at(-1)!.id);
  }
  return posts;
}

async function qualities(page: Page): Promise<number[]> {
  const texts = await page.locator('.pp-vl-quality').allTextContents();
  return texts.map((t) => Number(t.replace('Quality: ', '')));
}

test.describe('Authentic Viral Library', () => {
  test.describe.configure({ timeout: 180_000 });
  test('free plan: 20 posts and the upgrade; then trending chips, filters, search, Load more and a creator’s posts', async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    await member(page, request, baseURL!);
    await page.goto('/app/viral-library');
    await expect(page.getByRole('heading', { name: 'Authentic Viral Library', level: 1 })).toBeVisible(FIRST_LOAD);
    // The free plan: a search shows its first 20 posts, no Load more, and says how to see the rest.
    await expect(cards(page)).toHaveCount(20, FIRST_LOAD);
    await expect(page.getByText('Showing 20 posts · 20 per search on your plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    await upgradeFromLimitNote(page);
    await page.goto('/app/viral-library');
    await expect(cards(page)).toHaveCount(30, FIRST_LOAD);
    await expect(page.getByTestId('viral-plan-limit')).toBeHidden();
    const q = await qualities(page);
    expect([...q].sort((a, b) => b - a)).toEqual(q);

    // Top 10 trending chips and Clear.
    const topicChips = chips(page).getByRole('button').filter({ hasText: /^#/ });
    await expect(topicChips).toHaveCount(10);
    const topic = (await topicChips.first().textContent())!.slice(1);
    const ofTopic = await listAfter(page, () => topicChips.first().click(), (q) => q.get('trending_topic') === topic);
    expect(ofTopic.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`topic=${encodeURIComponent(topic).replace(/%20/g, '\\+')}`));
    await expect(topicChips.first()).toHaveAttribute('aria-pressed', 'true');
    for (const card of await cards(page).all()) await expect(card.locator('.pp-vl-tags')).toContainText(`#${topic}`);
    await chips(page).getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/app\/viral-library$/);

    // The filter panel refuses an out-of-range score, then applies a real one.
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Min quality score').fill('101');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(filters.getByRole('alert')).toHaveText('Quality score must be a number from 0 to 100.');
    await filters.getByLabel('Min quality score').fill('60');
    await filters.getByLabel('Media').selectOption('with');
    const filtered = await listAfter(page, () => filters.getByRole('button', { name: 'Apply filters' }).click(), (q) => q.get('min_quality_score') === '60' && q.get('has_media') === 'true');
    expect(filtered.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/quality=60/);
    await expect(page).toHaveURL(/media=with/);
    for (const s of await qualities(page)) expect(s).toBeGreaterThanOrEqual(60);
    for (const card of await cards(page).all()) await expect(card.locator('.pp-vl-media img').first()).toBeVisible();
    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/app\/viral-library$/);

    // Search: words in any order. The list read is the search's own (the address changes a render before the
    // list does: the unfiltered cards are still there for a moment).
    const found = await listAfter(page, () => page.getByRole('textbox', { name: 'Search posts' }).fill('customers first'), (q) => q.get('q') === 'customers first');
    expect(found.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/q=customers\+first/);
    // A long post is folded (its first lines only): opened, as a reader would, before its words are read.
    const folded = page.getByRole('button', { name: '…see more' });
    for (let n = await folded.count(); n > 0; n--) {
      await folded.first().click();
      await expect(folded).toHaveCount(n - 1);
    }
    for (const text of await page.locator('.pp-vl-card__text').allTextContents()) {
      expect(text.toLowerCase()).toContain('customers');
      expect(text.toLowerCase()).toContain('first');
    }
    const everything = await listAfter(page, () => page.getByRole('textbox', { name: 'Search posts' }).fill(''), (q) => !q.has('q'));
    await expect(page).toHaveURL(/\/app\/viral-library$/);

    // Load more follows the cursor: 30 more, none twice.
    expect(everything).toHaveLength(30);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(60);
    const names = await cards(page).evaluateAll((els) => els.map((e) => e.textContent));
    expect(new Set(names).size).toBe(60);

    // A creator's posts, from the address, with a chip to clear it.
    const handle = ((await page.locator('.pp-vl-card__meta span').first().textContent()) ?? '').slice(1);
    await page.goto(`/app/viral-library?creator=${handle}`);
    await expect(page.getByText('Showing posts by')).toBeVisible(FIRST_LOAD);
    await expect(cards(page).first()).toBeVisible();
    for (const meta of await page.locator('.pp-vl-card__meta span:first-child').allTextContents()) expect(meta).toBe(`@${handle}`);
    // All their posts, whatever their audience: the filter summary does not claim a follower cap.
    await expect(page.locator('.pp-vl-filterbox__now')).not.toContainText('followers');
    // …nor does the panel offer a follower cap it would not apply.
    const maxFollowers = page.getByRole('spinbutton', { name: 'Max followers' });
    await expect(maxFollowers).toBeDisabled();
    await expect(page.getByText('Not applied to one creator’s posts.')).toBeVisible();
    await page.getByRole('button', { name: `Clear creator @${handle}` }).click();
    await expect(page.locator('.pp-vl-filterbox__now')).toContainText('followers');
    await expect(maxFollowers).toBeEnabled();
    await expect(page).toHaveURL(/\/app\/viral-library$/);
  });

  test("'See more', images, 'Save to library' (toast with its link), and 'Use as inspiration' opens the generator with the post", async ({ page, request, baseURL }) => {
    await member(page, request, baseURL!);
    await page.goto('/app/viral-library?media=with');
    const card = cards(page).first();
    await expect(card).toBeVisible(FIRST_LOAD);
    const saved = (await card.locator('.pp-vl-card__text').textContent())!.trim();
    // The corpus made locally has no original links: the card says so in words, and offers no link.
    await expect(card.getByText('No link to the original')).toBeVisible();
    await expect(card.getByRole('link', { name: /View Original/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Save to library' }).click();
    // The toast lives 6 s and slides in: on a starved browser its animation may not settle before it leaves, so it
    // is read and its link followed first, without waiting for it to stand still.
    await expect(page.locator('.toaster').getByText('Saved to My Content Library as a draft.')).toBeVisible();
    await page.locator('.toaster').getByRole('link', { name: 'Open library' }).click({ force: true });
    // The link opens My Content Library (in the app, no reload), where the post waits as a draft.
    await expect(page).toHaveURL(/\/app\/library$/);
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('library-card')).toHaveCount(1);
    await expect(page.getByTestId('library-card')).toContainText(saved.slice(0, 60));
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/viral-library\?media=with$/, FIRST_LOAD);
    await expect(card).toBeVisible(FIRST_LOAD);
    await expect(card.getByRole('button', { name: 'Save to library' })).toBeVisible();
    // Saved before (the page forgot it): a second save says so and adds no second copy.
    await card.getByRole('button', { name: 'Save to library' }).click();
    await expect(page.locator('.toaster').getByText('Already in My Content Library.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Saved ✓' })).toBeVisible();
    const more = card.getByRole('button', { name: '…see more' });
    await more.click();
    await expect(card.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
    const img = card.locator('.pp-vl-media img').first();
    await expect(img).toBeVisible();
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const content = (await card.locator('.pp-vl-card__text').textContent())!;
    await card.getByRole('button', { name: 'Use as inspiration' }).click();
    // The post travels in navigation state (SPEC.md §2 `viral_context`), not in the address.
    await expect(page).toHaveURL(/\/app\/generate$/);
    await expect(page.getByTestId('chat-input')).toHaveValue('Write a post inspired by this viral post about ');
    await expect(page.getByText('Viral post loaded as inspiration.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (history.state as { usr?: { viral_context?: string } } | null)?.usr?.viral_context)).toBe(content);
  });

  test("a session that has ended: 'Use as inspiration' goes through the sign-in and the generator still has the post", async ({ page, request, baseURL }) => {
    const m = await member(page, request, baseURL!);
    const sent = generateCalls(page);
    const { card, content } = await firstPostUnfolded(page);
    // The page has made every call of its load: the sidebar's AI credits (the billing area's, mounted after the
    // screen's) came 60 ms after the logout below on a loaded machine, met the ended session first, and the shell went
    // to sign in from the library, before the click this test is about.
    await expect(page.getByTestId('usage-box')).toHaveAttribute('aria-busy', 'false');
    // The session ends on the server (it expired, or was signed out elsewhere); the page still holds its token.
    const out = await request.post(`${baseURL}/api/auth/logout`, { headers: { Authorization: `Bearer ${m.token}` } });
    expect(out.ok()).toBeTruthy();
    await card.getByRole('button', { name: 'Use as inspiration' }).click();
    // The first call with the ended session answers 401: the shell sends the member to sign in.
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.getByLabel('Email').fill(m.email);
    await page.getByLabel('Password', { exact: true }).fill(m.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Back on the generator with the post, as if the session had never ended.
    await expect(page).toHaveURL(/\/app\/generate$/);
    const input = page.getByTestId('chat-input');
    await expect(input).toHaveValue('Write a post inspired by this viral post about ', FIRST_LOAD);
    await expect(page.getByText('Viral post loaded as inspiration.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (history.state as { usr?: { viral_context?: string } } | null)?.usr?.viral_context)).toBe(content);
    // Given back once: nothing is left in the tab for another page.
    expect(await page.evaluate(() => sessionStorage.getItem('redirect_state_after_login'))).toBeNull();
    await input.pressSequentially('remote work');
    await input.press('Enter');
    await expect(page.locator('[data-testid=chat-message][data-role=assistant][data-kind=reply]')).toHaveCount(1);
    expect(sent.at(-1)).toMatchObject({ user_input: 'Write a post inspired by this viral post about remote work', viral_context: content });
  });

  test("a session that has ended: another member signing in in the same tab gets neither the page nor the post", async ({ page, request, baseURL }) => {
    const ann = await member(page, request, baseURL!);
    const bob = await createMember(request, baseURL!);
    await savePersona(request, baseURL!, bob);
    const sent = generateCalls(page);
    const { card, content } = await firstPostUnfolded(page);
    await card.getByRole('button', { name: 'Use as inspiration' }).click();
    const input = page.getByTestId('chat-input');
    await expect(input).toHaveValue('Write a post inspired by this viral post about ', FIRST_LOAD);
    // Ann's session ends on the server; the generator, reloaded with her post in its history entry, meets the 401.
    const out = await request.post(`${baseURL}/api/auth/logout`, { headers: { Authorization: `Bearer ${ann.token}` } });
    expect(out.ok()).toBeTruthy();
    await page.reload();
    await expect(page).toHaveURL(/\/app\/login$/, FIRST_LOAD);
    // Ann's page and post are kept for her; Bob signs in instead.
    expect(await page.evaluate(() => sessionStorage.getItem('redirect_state_after_login'))).toContain(JSON.stringify(content).slice(1, 40));
    await page.getByLabel('Email').fill(bob.email);
    await page.getByLabel('Password', { exact: true }).fill(bob.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/, FIRST_LOAD);
    await expect(input).toBeVisible(FIRST_LOAD);
    await expect(input).toHaveValue('');
    await expect(page.getByText('Viral post loaded as inspiration.', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => (history.state as { usr?: { viral_context?: string } } | null)?.usr?.viral_context ?? null)).toBeNull();
    // Nothing of Ann's is left in the tab for a later page either.
    expect(await page.evaluate(() => [sessionStorage.getItem('redirect_state_after_login'), sessionStorage.getItem('redirect_after_login')])).toEqual([null, null]);
    await page.goto('/app/generate');
    await expect(input).toBeVisible(FIRST_LOAD);
    await expect(input).toHaveValue('');
    expect(sent).toEqual([]);
  });

  test("a free member writes from a short post that names a premium template; the post survives a reload, not the send", async ({ page, request, baseURL }) => {
    await member(page, request, baseURL!);
    // The first post of the list made short and opening like the premium 'Unpopular Opinion' template.
    const short = 'Unpopular opinion: most status meetings should be a written update.';
    await page.route('**/api/authentic-viral/posts**', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.posts[0].content = short;
      await route.fulfill({ response: res, json: body });
    });
    const sent = generateCalls(page);
    await page.goto('/app/viral-library');
    const card = cards(page).first();
    await expect(card).toContainText(short, FIRST_LOAD);
    await card.getByRole('button', { name: 'Use as inspiration' }).click();
    await expect(page).toHaveURL(/\/app\/generate$/);
    await expect(page.getByText('Viral post loaded as inspiration.', { exact: false })).toBeVisible();
    await expect(page.locator('.pp-gen__context')).toContainText('Inspiration');
    // A reload before sending keeps the post (the history entry's state).
    await page.reload();
    const input = page.getByTestId('chat-input');
    await expect(input).toHaveValue('Write a post inspired by this viral post about ', FIRST_LOAD);
    await input.pressSequentially('remote work');
    await input.press('Enter');
    const reply = page.locator('[data-testid=chat-message][data-role=assistant][data-kind=reply]');
    await expect(reply).toHaveCount(1);
    await expect(reply.getByRole('button', { name: /Copy/ })).toBeVisible();
    await expect(page.getByText(/is a premium template/)).toHaveCount(0);
    expect(sent).toEqual([{ user_input: 'Write a post inspired by this viral post about remote work', template: null, viral_context: short, session_id: null }]);
    // Consumed by the send: a reload reopens the chat written, without preloading the post again.
    await page.reload();
    await expect(reply).toHaveCount(1, FIRST_LOAD);
    await expect(input).toHaveValue('');
    await expect(page.getByText('Viral post loaded as inspiration.', { exact: false })).toHaveCount(0);
  });

  test('Refresh runs the job and reloads; an outage shows the banner with sample posts', async ({ page, request, baseURL }) => {
    await member(page, request, baseURL!);
    await page.goto('/app/viral-library');
    await expect(cards(page)).toHaveCount(20, FIRST_LOAD);
    await page.locator('.pp-vl-tools').getByRole('button', { name: /Refresh/ }).click();
    await expect(page.getByText('Library refreshed')).toBeVisible({ timeout: 20_000 });
    await expect(cards(page)).toHaveCount(20);

    await page.route('**/api/authentic-viral/posts**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }));
    await page.reload();
    await expect(page.getByText('API Connection Issue – Showing sample data. Error: Failed to fetch posts: 503')).toBeVisible(FIRST_LOAD);
    await expect(cards(page)).toHaveCount(3);
    await page.unroute('**/api/authentic-viral/posts**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(20);

    await page.goto('/app/viral-library?q=qqzzxxnothing');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Refresh Posts' })).toBeVisible();
  });

  test('search typed with a pause between words keeps its space; a link with a topic the API refuses still shows posts', async ({ page, request, baseURL }) => {
    await member(page, request, baseURL!);
    await page.goto('/app/viral-library');
    await expect(cards(page)).toHaveCount(20, FIRST_LOAD);
    const box = page.getByRole('textbox', { name: 'Search posts' });
    await box.click();
    await page.keyboard.type('customers ');
    // The pause runs out after 'customers ': the search goes, the address reads 'customers'…
    await expect(page).toHaveURL(/q=customers$/);
    await expect(cards(page).first()).toBeVisible();
    // …and the box still holds the space the member typed, so the next word is a word of its own.
    await expect(box).toHaveValue('customers ');
    await page.keyboard.type('first');
    await expect(page).toHaveURL(/q=customers\+first$/);
    await expect(box).toHaveValue('customers first');

    // '!!!' names no topic: the screen leaves it out rather than showing the outage banner and sample posts.
    await page.goto('/app/viral-library?topic=!!!');
    await expect(cards(page)).toHaveCount(20, FIRST_LOAD);
    await expect(page.getByText(/API Connection Issue/)).toBeHidden();

    // A search of punctuation alone ('"', FTS syntax) finds nothing and says why: neither every post nor the banner.
    await page.goto('/app/viral-library?q=%22');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('Search for words: letters or digits.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(/API Connection Issue/)).toBeHidden();
    // Nine words: the search is refused whole (a word left out would show posts without it), and says so.
    await page.goto('/app/viral-library?q=one+two+three+four+five+six+seven+eight+nine');
    await expect(page.getByText('Search with at most 8 words.')).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(/API Connection Issue/)).toBeHidden();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(20);

    // A shared link names the topic in other letters ('?topic=product design'): its chip shows pressed, and
    // pressing it again clears the topic as it does for a chip pressed on the screen.
    const label = ((await chips(page).getByRole('button').filter({ hasText: /^#/ }).first().textContent()) ?? '').slice(1);
    await page.goto(`/app/viral-library?topic=${encodeURIComponent(label.toLowerCase())}`);
    const pressed = chips(page).getByRole('button', { name: `#${label}` });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);
    await pressed.click();
    await expect(page).toHaveURL(/\/app\/viral-library$/);
    await expect(pressed).toHaveAttribute('aria-pressed', 'false');
  });

  test('keyboard: a control that goes away once used leaves the focus on the screen, not at the top of the page', async ({ page, request, baseURL }) => {
    await member(page, request, baseURL!);
    const box = page.getByRole('textbox', { name: 'Search posts' });
    // Trending 'Clear': the chip stays focused (and says it has nothing left to clear).
    await page.goto('/app/viral-library');
    const firstTopic = chips(page).getByRole('button').filter({ hasText: /^#/ }).first();
    await expect(firstTopic).toBeVisible(FIRST_LOAD);
    await firstTopic.click();
    await expect(page).toHaveURL(/topic=/);
    const clear = chips(page).getByRole('button', { name: 'Clear' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/viral-library$/);
    await expect(clear).toBeFocused();
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    // A screen reader hears the count of a new list, not every post of it: the list is no live region.
    await expect(page.getByRole('status').filter({ hasText: 'Showing 20 posts' })).toBeVisible();
    await expect(page.locator('[aria-live]').filter({ has: cards(page) })).toHaveCount(0);

    // The creator chip, then 'Clear filters' of the empty state: both hand the focus to the search box.
    const handle = ((await page.locator('.pp-vl-card__meta span').first().textContent()) ?? '').slice(1);
    await page.goto(`/app/viral-library?creator=${handle}`);
    const chip = page.getByRole('button', { name: `Clear creator @${handle}` });
    await expect(chip).toBeVisible(FIRST_LOAD);
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/viral-library$/);
    await expect(box).toBeFocused();

    await page.goto('/app/viral-library?q=qqzzxxnothing&quality=10');
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page).first()).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test("keyboard: 'Load more' that brings the last page hands the focus to the first post it brought", async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const m = await member(page, request, baseURL!);
    await page.goto('/app/viral-library');
    await expect(cards(page)).toHaveCount(20, FIRST_LOAD);
    await upgradeFromLimitNote(page);
    // A topic with two pages at the screen's default filters: 30, then the rest.
    const headers = { Authorization: `Bearer ${m.token}` };
    const topics = (await (await request.get(`${baseURL}/api/authentic-viral/trending-topics`)).json()).trending_topics as { topic: string }[];
    let chosen: { topic: string; count: number } | null = null;
    for (const { topic } of topics) {
      const res = await request.get(`${baseURL}/api/authentic-viral/posts`, { headers, params: { limit: 100, min_quality_score: 0, max_followers: 50_000, trending_topic: topic } });
      const count = ((await res.json()).posts as unknown[]).length;
      if (count > 30 && count <= 60) {
        chosen = { topic, count };
        break;
      }
    }
    expect(chosen, 'a trending topic with 31 to 60 posts').not.toBeNull();
    await page.goto(`/app/viral-library?topic=${encodeURIComponent(chosen!.topic)}`);
    await expect(cards(page)).toHaveCount(30, FIRST_LOAD);
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(chosen!.count);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    await expect(cards(page).nth(30)).toBeFocused();

    // A page still on its way when a Refresh reloads the list is dropped, not appended to the new list.
    await page.reload();
    await expect(cards(page)).toHaveCount(30, FIRST_LOAD);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => url.pathname === '/api/authentic-viral/posts' && url.searchParams.has('cursor'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.locator('.pp-vl-tools').getByRole('button', { name: /Refresh/ }).click();
    await expect(page.getByText('Library refreshed')).toBeVisible({ timeout: 20_000 });
    await expect(cards(page)).toHaveCount(30);
    const late = page.waitForResponse((r) => new URL(r.url()).searchParams.has('cursor'));
    release();
    await late;
    // Nothing is waited for here but time: the old page would have been appended within it.
    await page.waitForTimeout(1_000);
    await expect(cards(page)).toHaveCount(30);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('phone: filters fold under their summary, cards fit the width', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await member(page, request, baseURL!);
    await page.goto('/app/viral-library');
    await expect(cards(page).first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
    await page.locator('.pp-vl-filterbox > summary').click();
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    const width = await cards(page).first().evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
