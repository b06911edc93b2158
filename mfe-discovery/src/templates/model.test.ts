import { TEMPLATE_CATEGORIES } from 'shared/constants';
import type { Template } from 'shared/contracts';
import {
  categoryEntries,
  categoryFrom,
  createWithAiNavigation,
  footerText,
  isLocked,
  planLabel,
  templatesIn,
  upgradePath,
  upsellText,
} from './model';

const make = (over: Partial<Template>): Template => ({
  id: 'x',
  name: 'X',
  description: 'd',
  structure: ['Hook', 'Body'],
  example_topic: 'topic',
  category: 'funny',
  premium: false,
  preview: ['a', 'b', 'c'],
  required_tier: null,
  ...over,
});
const free = make({ id: 'question-post', name: 'Question Post', category: 'funny', locked: false });
const hot = make({ id: 'hot-take', name: 'Hot Take', category: 'controversial', premium: true, required_tier: 'comet', locked: true });
const myth = make({ id: 'myth-busting', name: 'Myth Busting', category: 'misconceptions', premium: true, required_tier: 'comet', locked: true });

describe('templates screen model', () => {
  it('lists the ten categories of SPEC.md §2 in order, premium ones marked, with counts', () => {
    const entries = categoryEntries([free, hot, myth]);
    expect(entries.map((e) => e.label)).toEqual([
      'All', 'Funny', 'Announcement Stories', 'Struggle stories', 'Motivational Stories', 'Honest Confessions',
      'Misconceptions', 'Controversial', 'Appreciating Others', 'Advice',
    ]);
    expect(entries.filter((e) => e.premium).map((e) => e.label)).toEqual(['Misconceptions', 'Controversial', 'Appreciating Others', 'Advice']);
    expect(entries.find((e) => e.id === 'all')?.count).toBe(3);
    expect(entries.find((e) => e.id === 'controversial')?.count).toBe(1);
    expect(entries.find((e) => e.id === 'advice')?.count).toBe(0);
    expect(entries).toHaveLength(TEMPLATE_CATEGORIES.length);
  });

  it('reads the category from the query, anything unknown is All', () => {
    expect(categoryFrom('advice')).toBe('advice');
    expect(categoryFrom('nope')).toBe('all');
    expect(categoryFrom(undefined)).toBe('all');
  });

  it('filters by category and counts for the footer', () => {
    expect(templatesIn([free, hot, myth], 'all')).toHaveLength(3);
    expect(templatesIn([free, hot, myth], 'controversial')).toEqual([hot]);
    expect(footerText(1, 50)).toBe('Showing 1 of 50 templates');
    expect(footerText(1, 1)).toBe('Showing 1 of 1 template');
  });

  it('a premium template is locked for a visitor too; the server says for a member', () => {
    expect(isLocked({ ...hot, locked: undefined })).toBe(true);
    expect(isLocked({ ...hot, locked: false })).toBe(false);
    expect(isLocked({ ...free, locked: undefined })).toBe(false);
  });

  it("'Create with AI' goes to /linkedin-gpt with selectedTemplate and source 'templates'", () => {
    expect(createWithAiNavigation(free)).toEqual({
      to: '/linkedin-gpt',
      state: {
        selectedTemplate: { id: 'question-post', name: 'Question Post', description: 'd', structure: ['Hook', 'Body'], example_topic: 'topic' },
        source: 'templates',
      },
    });
  });

  it('a locked card upgrades to the plan that opens it, named with its real price', () => {
    expect(upgradePath(hot)).toBe('/app/billing?upgrade=comet');
    expect(planLabel('comet')).toBe('Creator ($19/month)');
    expect(upsellText([free, hot, myth])).toEqual({ text: '2 premium templates are locked on your plan. Creator ($19/month) opens all 3.', tier: 'comet' });
    expect(upsellText([free, { ...hot, locked: false }])).toBeNull();
  });
});
