import { renderToStaticMarkup } from 'react-dom/server';
import { authState } from 'shared/auth';
import type { LibraryPost, User } from 'shared/contracts';
import { CardActions, PostCard } from './PostCard';
import { HistoryCard } from '../screens/ContentHistory';

const member = (timezone: string | null): User => ({
  id: 'u1',
  email: 'kay@example.com',
  full_name: 'Kay',
  subscription_tier: 'free',
  subscription_status: null,
  email_confirmed_at: '2030-01-01T00:00:00.000Z',
  linkedin_connected: true,
  has_password: true,
  timezone,
  created_at: '2030-01-01T00:00:00.000Z',
});

const scheduled: LibraryPost = {
  id: 'p1',
  title: 'Launch day',
  content: 'Launch day is here.',
  status: 'scheduled',
  content_type: 'linkedin_post',
  source: 'manual',
  scheduled_post_id: 's1',
  scheduled_time: '2030-01-07T15:00:00.000Z',
  publish_error: null,
  published_at: null,
  linkedin_url: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};
const actions = { onView: () => undefined, onEdit: () => undefined, onCopy: () => undefined, onDelete: () => undefined };
/** The card's date line ('Scheduled for … · 19 characters'). */
const meta = (post: LibraryPost) => /<p class="pp-lib-card__meta">(.*?)<\/p>/.exec(renderToStaticMarkup(<PostCard post={post} actions={actions} />))?.[1];

describe('a scheduled library card', () => {
  afterEach(() => {
    authState.user = null;
  });

  it("says when in the member's saved zone, and names it (not the browser's zone)", () => {
    authState.user = member('Asia/Kolkata');
    expect(meta(scheduled)).toContain('Scheduled for Mon, Jan 7, 8:30 PM (Asia/Kolkata)');
    authState.user = member('America/Chicago');
    expect(meta(scheduled)).toContain('Scheduled for Mon, Jan 7, 9:00 AM (America/Chicago)');
  });

  it("falls back to the browser's zone, named, when the member has none saved", () => {
    authState.user = member(null);
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    expect(meta(scheduled)).toContain(`(${browser})`);
  });
});

describe("a library card's and a history card's dates", () => {
  afterEach(() => {
    authState.user = null;
  });
  // 03:30 UTC on Jan 8 is still Jan 7 in Los Angeles and already 09:00 on Jan 8 in Kolkata.
  const late = '2030-01-08T03:30:00.000Z';
  const draft: LibraryPost = { ...scheduled, status: 'draft', scheduled_post_id: null, scheduled_time: null, created_at: late, updated_at: '2030-01-09T03:30:00.000Z' };

  it("are the days of the member's saved zone, as the Scheduler's are (not the browser's)", () => {
    authState.user = member('America/Los_Angeles');
    expect(meta(draft)).toContain('Created Jan 7, 2030 · Edited Jan 8, 2030');
    authState.user = member('Asia/Kolkata');
    expect(meta(draft)).toContain('Created Jan 8, 2030 · Edited Jan 9, 2030');
  });

  it('in Content History too', () => {
    const item = { id: 'h1', template_name: null, topic: 'remote onboarding', content: 'A post.', word_count: 2, additional_context: null, created_at: late };
    const card = (zone: string) => {
      authState.user = member(zone);
      return /<span class="pp-hist-card__meta">(.*?)<\/span>/.exec(renderToStaticMarkup(<HistoryCard item={item} saving={false} onSave={() => undefined} onDelete={() => undefined} />))?.[1];
    };
    expect(card('America/Los_Angeles')).toContain('Jan 7, 2030');
    expect(card('Asia/Kolkata')).toContain('Jan 8, 2030');
  });
});

describe('counts on the cards', () => {
  it("a library card says '1 character', '3,000 characters'", () => {
    expect(meta({ ...scheduled, content: 'x' })).toMatch(/ · 1 character$/);
    expect(meta({ ...scheduled, content: 'x'.repeat(3000) })).toMatch(/ · 3,000 characters$/);
  });

  it("a history card says '1 word', '2 words'", () => {
    const item = { id: 'h1', template_name: null, topic: 'hello', content: 'Hello.', word_count: 1, additional_context: null, created_at: '2030-01-08T03:30:00.000Z' };
    const card = (words: number) =>
      /<span class="pp-hist-card__meta">(.*?)<\/span>/.exec(renderToStaticMarkup(<HistoryCard item={{ ...item, word_count: words }} saving={false} onSave={() => undefined} onDelete={() => undefined} />))?.[1];
    expect(card(1)).toMatch(/ · 1 word$/);
    expect(card(2)).toMatch(/ · 2 words$/);
  });
});

describe("a card whose post the scheduler could not publish", () => {
  const failed = (publish_error: string) => renderToStaticMarkup(<PostCard post={{ ...scheduled, status: 'draft', scheduled_time: null, publish_error }} actions={actions} />);

  it('reads the reason as one sentence, whether or not it ends with a full stop', () => {
    expect(failed('LinkedIn refused the post as a duplicate of one already on your profile.')).toContain('already on your profile. <a');
    expect(failed('not confirmed: check LinkedIn before retrying')).toContain('before retrying. <a');
    expect(failed('Rate limited!')).toContain('Rate limited! <a');
  });
});

describe("the cards' buttons say which post they act on", () => {
  /** The accessible names (aria-label) of a card's buttons, in order. */
  const names = (html: string) => [...html.matchAll(/<button\b[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
  afterEach(() => {
    authState.user = null;
  });

  it('a history card: Copy, Save to library and Delete name the topic and its day (a topic can be written about twice)', () => {
    authState.user = member('UTC');
    const item = { id: 'h1', template_name: null, topic: 'remote onboarding', content: 'A post.', word_count: 2, additional_context: null, created_at: '2030-01-08T03:30:00.000Z' };
    expect(names(renderToStaticMarkup(<HistoryCard item={item} saving={false} onSave={() => undefined} onDelete={() => undefined} />))).toEqual([
      'Copy “remote onboarding”, Jan 8, 2030',
      'Save to library: “remote onboarding”, Jan 8, 2030',
      'Delete “remote onboarding”, Jan 8, 2030',
    ]);
  });

  it('a library card names its post by its title, or untitled by its first words', () => {
    expect(names(renderToStaticMarkup(<PostCard post={scheduled} actions={actions} />))).toEqual(['View Launch day', 'Edit Launch day', 'Copy Launch day', 'Delete Launch day']);
    const untitled = { ...scheduled, title: ' ', content: 'Seven lessons from a year of shipping weekly to customers' };
    expect(names(renderToStaticMarkup(<PostCard post={untitled} actions={actions} />))).toContain('Delete “Seven lessons from a year of…”');
  });

  it('a post the scheduler put on LinkedIn offers Duplicate (named “as a new draft”) in place of Edit (its text is LinkedIn’s); one marked published by hand keeps Edit', () => {
    const live: LibraryPost = { ...scheduled, status: 'published', scheduled_time: null, published_at: '2030-01-07T15:00:00.000Z', linkedin_url: 'https://www.linkedin.com/feed/update/urn:li:share:1' };
    const html = renderToStaticMarkup(<PostCard post={live} actions={{ ...actions, onDuplicate: () => undefined }} />);
    expect(names(html)).toEqual(['View Launch day', 'Duplicate “Launch day” as a new draft', 'Copy Launch day', 'Delete Launch day']);
    expect(html).toContain('>Duplicate<');
    // On the board the card's foot already offers it: the compact actions just leave Edit out.
    expect(names(renderToStaticMarkup(<CardActions post={live} actions={actions} compact />))).toEqual(['View Launch day', 'Copy Launch day', 'Delete Launch day']);
    const byHand = { ...live, linkedin_url: null };
    expect(names(renderToStaticMarkup(<PostCard post={byHand} actions={actions} />))).toContain('Edit Launch day');
  });
});

describe("a long post on a history card", () => {
  const item = { id: 'h1', template_name: null, topic: 'code reviews', content: '', word_count: 2, additional_context: null, created_at: '2030-01-08T03:30:00.000Z' };
  const card = (content: string) => renderToStaticMarkup(<HistoryCard item={{ ...item, content }} saving={false} onSave={() => undefined} onDelete={() => undefined} />);
  const text = (html: string) => /<p id="([^"]+)" class="pp-hist-card__content" dir="auto">([^<]*)<\/p>/.exec(html);

  it("folds behind a named '…see more' button that says it is collapsed and names the text it opens", () => {
    const sentence = 'Ten years of code reviews taught me that the kindest review is the one that explains why. ';
    const content = Array.from({ length: 12 }, () => sentence.trim()).join('\n\n');
    const html = card(content);
    const [, id, shown] = text(html) ?? [];
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.length).toBeLessThan(content.length);
    expect(content.startsWith(shown)).toBe(true);
    expect(shown).not.toMatch(/[….\s]$/);
    expect(html).toMatch(new RegExp(`<button type="button" class="pp-hist-more" aria-expanded="false" aria-controls="${id}"[^>]*>…see more</button>`));
    // No box that scrolls without a hint (a focusable region of its own).
    expect(html).not.toContain('role="region"');
  });

  it('a short post is shown whole, with no button', () => {
    const html = card('A short post.\n\nTwo lines.');
    expect(text(html)?.[2]).toBe('A short post.\n\nTwo lines.');
    expect(html).not.toContain('see more');
  });
});
