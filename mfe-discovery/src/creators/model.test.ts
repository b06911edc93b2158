import { CREATOR_DOMAINS, PLANS } from 'shared/constants';
import type { Creator } from 'shared/contracts';
import { DOMAINS, INFO_TILES, domainFrom, domainLabel, followingShown, percent, searchable, searchHint, upsellFor, viewPostsPath } from './model';

const make = (over: Partial<Creator>): Creator => ({
  id: 'va_1',
  name: 'Nia Hart',
  handle: 'niahart',
  platform: 'linkedin',
  profile_image_url: null,
  follower_count: 1200,
  bio: 'Growth marketer. Pricing pages and honest funnels.',
  category: 'marketing',
  engagement_rate: 4.2,
  growth_rate: 12,
  is_verified: false,
  is_following: true,
  ...over,
});

describe('rising creators screen rules', () => {
  test('the 11 domains of SPEC.md §9, in order, each with a label; unknown values fall back to all', () => {
    expect(DOMAINS.map((d) => d.id)).toEqual([...CREATOR_DOMAINS]);
    expect(DOMAINS).toHaveLength(11);
    expect(new Set(DOMAINS.map((d) => d.label)).size).toBe(11);
    expect(domainFrom('tech')).toBe('tech');
    expect(domainFrom('nope')).toBe('all');
    expect(domainFrom(undefined)).toBe('all');
    expect(domainLabel('hr')).toBe('HR & People');
  });

  test('a search fires with 2+ characters or none, never with one', () => {
    expect(searchable('')).toBe(true);
    expect(searchable('   ')).toBe(true);
    expect(searchable('a')).toBe(false);
    expect(searchable(' a ')).toBe(false);
    expect(searchable('ab')).toBe(true);
    // At most 8 words, counted as the server does ('@' alone is no word).
    expect(searchable('one two three four five six seven eight')).toBe(true);
    expect(searchable('one two three four five six seven eight @')).toBe(true);
    expect(searchable('one two three four five six seven eight nine')).toBe(false);
    expect(searchHint('one two three four five six seven eight nine')).toBe('Search with at most 8 words.');
    expect(searchHint('a')).toBe('Type at least 2 characters to search.');
    // '@' alone is no word: not sent (the server refuses it), and the hint says what is missing.
    expect(searchable('@@')).toBe(false);
    expect(searchable('@ @')).toBe(false);
    expect(searchable('@n')).toBe(true);
    expect(searchHint('@@')).toBe('Type a name or handle after @ to search.');
    expect(searchHint('ab')).toBe('Searches names, handles and bios as you type.');
  });

  // Followers in K/M: formatFollowers of shared/ui (tested there); rates with one decimal here.
  test('rates with one decimal', () => {
    expect(percent(4.25)).toBe('4.3%');
    expect(percent(12)).toBe('12.0%');
  });

  test('the Following filter keeps the followed creators of the domain matching every word', () => {
    const list = [make({ id: 'a' }), make({ id: 'b', name: 'Omar Diaz', handle: 'omarships', category: 'tech', bio: 'Shipping small.' })];
    expect(followingShown(list, 'all', '').map((c) => c.id)).toEqual(['a', 'b']);
    expect(followingShown(list, 'tech', '').map((c) => c.id)).toEqual(['b']);
    expect(followingShown(list, 'all', 'FUNNELS honest').map((c) => c.id)).toEqual(['a']);
    expect(followingShown(list, 'all', 'omarsh').map((c) => c.id)).toEqual(['b']);
    expect(followingShown(list, 'all', '@omarships').map((c) => c.id)).toEqual(['b']);
    expect(followingShown(list, 'marketing', 'omar')).toEqual([]);
  });

  test("'View Posts' opens the viral library on the creator", () => {
    expect(viewPostsPath('niahart')).toBe('/app/viral-library?creator=niahart');
    expect(viewPostsPath('a b&c')).toBe('/app/viral-library?creator=a%20b%26c');
  });

  test('the upsell names the next plan at its catalogue price; none on the top plan', () => {
    const [free, creator, professional] = PLANS;
    expect(upsellFor('free')?.button).toBe(`Upgrade Now - $${creator.price}/month`);
    expect(upsellFor(undefined)?.to).toBe(`/app/billing?upgrade=${creator.tier}`);
    expect(upsellFor(creator.tier)?.button).toBe(`Upgrade Now - $${professional.price}/month`);
    expect(upsellFor(PLANS[PLANS.length - 1].tier)).toBeNull();
    expect(free.price).toBe(0);
  });

  test("the info tiles: '20+ creators per domain', 11 domains, real-time search", () => {
    expect(INFO_TILES.map((t) => `${t.value} ${t.label}`)).toEqual(['20+ creators per domain', '11 domains', 'Real-time search']);
  });
});
