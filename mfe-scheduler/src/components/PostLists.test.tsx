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
