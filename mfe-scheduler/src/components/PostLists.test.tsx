import { renderToStaticMarkup } from 'react-dom/server';
import type { ScheduledPost } from 'shared/contracts';
import { PostLists } from './PostLists';

const actions = { onEdit: () => undefined, onDelete: () => undefined, onRetry: () => undefined, linkFor: () => null };
const post = (over: Partial<ScheduledPost>): ScheduledPost => ({
  id: 'p1',
  content: 'Out on LinkedIn',
  scheduledTime: '2027-11-07T14:00:00.000Z', // 23:00 in Tokyo, 09:00 in New York
  timezone: 'Asia/Tokyo',
  platform: 'linkedin',
  status: 'scheduled',
  linkedin_url: null,
  error: null,
  library_post_id: null,
  published_at: null,
  connection_expires_first: false,
  created_at: '2027-11-01T00:00:00.000Z',
  updated_at: '2027-11-01T00:00:00.000Z',
  ...over,
});
/** The time line of the only card: its time in the post's zone, and '(… your time)' when the screen's zone differs. */
const when = (p: ScheduledPost, zone: string) => {
  const html = renderToStaticMarkup(<PostLists posts={[p]} actions={actions} zone={zone} />);
  return (/<div class="pp-sch__post-head">(.*?)<\/div>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
};

describe('a post card’s times', () => {
  it("a published post's member's-time line is of the published instant, like the line it annotates", () => {
    // Published three and a half hours late (a retry): 02:30 the next day in Tokyo, 12:30 PM in New York.
    const line = when(post({ status: 'published', published_at: '2027-11-07T17:30:00.000Z' }), 'America/New_York');
    expect(line).toContain('Mon, Nov 8, 2:30 AM · Asia/Tokyo');
    expect(line).toContain('(Sun, Nov 7, 12:30 PM your time)');
    expect(line).not.toContain('9:00 AM');
  });

  it('an upcoming post shows its scheduled time in both zones; none when the zones agree', () => {
    const line = when(post({}), 'America/New_York');
    expect(line).toContain('Sun, Nov 7, 11:00 PM · Asia/Tokyo');
    expect(line).toContain('(Sun, Nov 7, 9:00 AM your time)');
    expect(when(post({}), 'Asia/Tokyo')).not.toContain('your time');
  });
});

describe("a post card's buttons", () => {
  /** The accessible names (aria-label) of the cards' buttons and links, in order. */
  const names = (posts: ScheduledPost[]) =>
    [...renderToStaticMarkup(<PostLists posts={posts} actions={{ ...actions, linkFor: () => 'https://example.test/p' }} zone="Asia/Tokyo" />).matchAll(/<(?:button|a)\b[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);

  it('name the post they act on (its first words and its time), not a bare "Delete post" repeated', () => {
    const list = names([
      post({ id: 'a', content: 'Shipping C# services in 2027 without the usual drama, a thread' }),
      post({ id: 'b', content: 'Hiring', scheduledTime: '2027-11-08T01:00:00.000Z' }),
    ]);
    expect(list).toEqual([
      'Edit post “Shipping C# services in 2027 without…”, Sun, Nov 7, 11:00 PM',
      'Delete post “Shipping C# services in 2027 without…”, Sun, Nov 7, 11:00 PM',
      'Edit post “Hiring”, Mon, Nov 8, 10:00 AM',
      'Delete post “Hiring”, Mon, Nov 8, 10:00 AM',
    ]);
  });

  it('a failed post’s Retry and a published post’s link say which post too', () => {
    const list = names([
      post({ id: 'f', status: 'failed', error: 'Token expired', content: 'Failed one' }),
      post({ id: 'p', status: 'published', published_at: '2027-11-07T14:00:00.000Z', content: 'Out on LinkedIn' }),
    ]);
    expect(list).toContain('Retry post “Failed one”, Sun, Nov 7, 11:00 PM');
    expect(list).toContain('View on LinkedIn: post “Out on LinkedIn”, Sun, Nov 7, 11:00 PM');
    expect(new Set(list).size).toBe(list.length);
  });
});

describe("'Published Posts (n)'", () => {
  const published = Array.from({ length: 3 }, (_, i) => post({ id: `p${i}`, status: 'published', published_at: `2027-11-0${i + 1}T10:00:00.000Z` }));
  const heading = (html: string) => /<h2[^>]*id="pp-sch-published"[^>]*>(.*?)<\/h2>/.exec(html)?.[1].replace(/<!-- -->/g, '');

  it('counts every published post, not only the most recent the list holds, and says how many are shown', () => {
    const html = renderToStaticMarkup(<PostLists posts={published} publishedTotal={80} actions={actions} zone="UTC" />);
    expect(heading(html)).toBe('Published Posts (80)');
    expect(html.replace(/<!-- -->/g, '')).toContain('Showing the 3 most recent.');
  });

  it('says nothing more when the list holds them all', () => {
    const html = renderToStaticMarkup(<PostLists posts={published} publishedTotal={3} actions={actions} zone="UTC" />);
    expect(heading(html)).toBe('Published Posts (3)');
    expect(html).not.toContain('most recent');
  });
});

describe("the plan's limit on posts waiting", () => {
  const html = (posts: ScheduledPost[], waitingLimit?: number) => renderToStaticMarkup(<PostLists posts={posts} waitingLimit={waitingLimit} actions={actions} zone="UTC" />);
  const note = /data-testid="waiting-limit">([^<]*)</;

  it('says so under Upcoming Posts once every place is taken, failed posts included', () => {
    const full = html([post({ id: 'a' }), post({ id: 'b', status: 'failed', error: 'LinkedIn refused it' })], 2);
    expect(note.exec(full)?.[1]).toBe('Your plan lets 2 posts wait at a time (failed ones included): delete one, or upgrade your plan, to schedule another.');
  });

  it('says nothing while there is room, published posts not counted', () => {
    expect(html([post({ id: 'a' }), post({ id: 'b', status: 'published', published_at: '2027-11-07T14:00:00.000Z' })], 2)).not.toMatch(note);
    expect(html([post({ id: 'a' })])).not.toMatch(note);
  });
});
