/**
 * Rising Creators journeys (issue 8) in Chromium against the real server in local mode, on the sample corpus it
 * seeds on first start: search after the pause (never with one character), domains, follow with its toast, the
 * follow surviving a reload, the Following filter, 'View Posts' into the viral library, the 390 px phone.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { createMember, signInPage, type Member } from '../api';

const cards = (page: Page) => page.locator('article.pp-cr-card');
const card = (page: Page, handle: string) => page.locator(`article.pp-cr-card[data-creator-handle="${handle}"]`);
const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text, { exact: true });
const search = (page: Page) => page.getByRole('textbox', { name: 'Search creators' });
/** How long the search waits after the last key (LIMITS.creatorSearchDebounceMs in shared/constants). */
const SEARCH_PAUSE_MS = 500;

interface ApiCreator {
  id: string;
  name: string;
  handle: string;
  category: string;
}

async function signedIn(page: Page, request: Parameters<typeof createMember>[0], baseURL: string): Promise<Member> {
  const member = await createMember(request, baseURL);
  await signInPage(page, member);
  return member;
}

/** What the server ranks for a domain, to compare the screen with. */
async function rising(request: Parameters<typeof createMember>[0], baseURL: string, query: string): Promise<ApiCreator[]> {
  const r = await request.get(`${baseURL}/api/creators/rising?${query}`);
  expect(r.ok()).toBe(true);
  return (await r.json()).creators;
}

/** Requests to /api/creators/rising made from now on, with their query. */
function watchSearches(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/creators/rising') seen.push(url.searchParams);
  });
  return seen;
}

test.describe('Rising Creators', () => {
  test('ranked cards, domains, and a search that waits for the pause and for 2 characters', async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    const expected = await rising(request, baseURL!, 'domain=all&limit=20');
    expect(expected).toHaveLength(20);
    // The page's timers on a clock the test can hold (it runs as the real one until then): the search's pause is
    // measured on it, not on how fast a loaded machine types.
    await page.clock.install();
    await page.goto('/app/creators');
    await expect(page.getByRole('heading', { name: 'Rising Creators', level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).first()).toHaveAttribute('data-creator-handle', expected[0].handle);
    await expect(page.getByRole('listitem').filter({ hasText: '20+ creators per domain' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '11 domains' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upgrade Now - \$19\/month$/ })).toBeVisible();
    await expect(cards(page).first().locator('dd').first()).toHaveText(/^\d+(\.\d)?[KM]?$|^\d{1,3}$/);

    // The dropdown: every card of the chosen domain, and the domain in the address.
    await page.getByRole('combobox', { name: 'Domain' }).selectOption('finance');
    await expect(page).toHaveURL(/\/app\/creators\?domain=finance$/);
    const finance = await rising(request, baseURL!, 'domain=finance');
    expect(finance.length).toBeGreaterThanOrEqual(20);
    await expect(cards(page).first()).toHaveAttribute('data-creator-handle', finance[0].handle);
    await expect(cards(page).locator('.pp-cr-card__category')).toHaveText(Array(20).fill('Finance'));
    // A quick chip, by keyboard.
    await page.getByRole('group', { name: 'Quick domains' }).getByRole('button', { name: 'Technology' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/creators\?domain=tech$/);
    await expect(cards(page).locator('.pp-cr-card__category').first()).toHaveText('Technology');
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/creators/rising' && r.url().includes('domain=all')),
      page.getByRole('combobox', { name: 'Domain' }).selectOption('all'),
    ]);
    await expect(cards(page).first()).toHaveAttribute('data-creator-handle', expected[0].handle);

    const target = expected[7];
    const searches = watchSearches(page);
    await search(page).fill(target.name.slice(0, 1));
    await page.waitForTimeout(900);
    expect(searches).toHaveLength(0);
    await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
    // Typing on, the clock held: however long the keys take to arrive, nothing goes out while typing…
    await page.clock.pauseAt(Date.now() + 1_000);
    await search(page).pressSequentially(target.name.slice(1), { delay: 40 });
    await expect(search(page)).toHaveValue(target.name);
    expect(searches).toHaveLength(0);
    // …nor a moment before the pause has passed; then one request, with the whole text.
    await page.clock.runFor(SEARCH_PAUSE_MS - 50);
    await page.waitForTimeout(300); // real time, the page's clock held: a request sent early would be seen by now
    expect(searches).toHaveLength(0);
    await page.clock.runFor(50);
    await page.clock.resume();
    await expect(card(page, target.handle)).toBeVisible();
    await expect(cards(page).first()).toContainText(target.name);
    expect(searches.map((s) => s.get('search'))).toEqual([target.name]);
    // Clearing the box shows everyone again.
    await search(page).fill('');
    await expect(cards(page)).toHaveCount(20);
    expect(searches.at(-1)?.get('search')).toBe('');
    // No match: 'Clear search', by keyboard, empties the box and leaves the focus in it.
    await search(page).fill('qqzzxx');
    const clearSearch = page.getByRole('button', { name: 'Clear search' });
    await expect(clearSearch).toBeVisible();
    await clearSearch.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(20);
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('');
    // Nine words: not sent (the API refuses more than 8 rather than dropping one), and the hint says why.
    const before = searches.length;
    await search(page).fill('one two three four five six seven eight nine');
    await page.waitForTimeout(900);
    expect(searches).toHaveLength(before);
    await expect(page.getByText('Search with at most 8 words.')).toBeVisible();
    await expect(page.getByText(/API Connection Issue/)).toBeHidden();
  });

  test('follow, the toast, a reload keeps it, the Following filter, unfollow', async ({ page, request, baseURL }) => {
    const member = await signedIn(page, request, baseURL!);
    const [first, second] = await rising(request, baseURL!, 'domain=marketing&limit=2');
    await page.goto('/app/creators?domain=marketing');
    const follow = card(page, second.handle).getByRole('button', { name: `Follow ${second.name}` });
    await follow.click();
    await expect(toast(page, 'Following creator')).toBeVisible();
    await expect(card(page, second.handle).getByRole('button', { name: `Following ${second.name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Following (1)' })).toBeVisible();

    await page.reload();
    await expect(card(page, second.handle).getByRole('button', { name: `Following ${second.name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, first.handle).getByRole('button', { name: `Follow ${first.name}` })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Following (1)' }).click();
    await expect(page).toHaveURL(/view=following/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-creator-handle', second.handle);
    // Another member does not see it.
    const other = await createMember(request, baseURL!, 'Grace Hopper');
    const theirs = await request.get(`${baseURL}/api/creators/following`, { headers: { Authorization: `Bearer ${other.token}` } });
    expect((await theirs.json()).creators).toEqual([]);
    const mine = await request.get(`${baseURL}/api/creators/following`, { headers: { Authorization: `Bearer ${member.token}` } });
    expect((await mine.json()).creators.map((c: ApiCreator) => c.handle)).toEqual([second.handle]);

    // Unfollow by keyboard, from the filter.
    await card(page, second.handle).getByRole('button', { name: `Following ${second.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Unfollowed creator')).toBeVisible();
    await expect(page.getByText('You do not follow anyone in Marketing yet.')).toBeVisible();
    // The card went with the follow: the focus goes to what took its place, not to the top of the page.
    await expect(page.getByRole('button', { name: 'Browse all creators' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Following (0)' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('You do not follow anyone in Marketing yet.')).toBeVisible();
  });

  test("'View Posts' opens the viral library on the creator", async ({ page, request, baseURL }) => {
    await signedIn(page, request, baseURL!);
    const [top] = await rising(request, baseURL!, 'domain=design&limit=1');
    await page.goto('/app/creators?domain=design');
    await card(page, top.handle).getByRole('button', { name: `View posts by ${top.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/viral-library\\?creator=${top.handle.replace(/[.]/g, '\\.')}$`));
    await expect(page.getByRole('heading', { name: 'Authentic Viral Library', level: 1 })).toBeVisible();
    // The library shows the creator's posts, and only theirs, under a chip that clears it.
    const chip = page.getByRole('button', { name: `Clear creator @${top.handle}` });
    await expect(chip).toBeVisible();
    const posts = page.getByRole('article', { name: /^Post by / });
    await expect(posts.first()).toBeVisible();
    for (const label of await posts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) expect(label).toBe(`Post by ${top.name}`);
    await chip.click();
    await expect(page).not.toHaveURL(/creator=/);
  });

  test('fits a 390 px phone: tools stacked, one card per row, nothing wider than the screen', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request, baseURL!);
    await page.goto('/app/creators');
    await expect(cards(page)).toHaveCount(20);
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('combobox', { name: 'Domain' })).toBeVisible();
  });
});
