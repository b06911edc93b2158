import { PREMIUM_TEMPLATES, TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_MAP, TEMPLATE_COUNTS } from 'shared/constants';
import { Template } from 'shared/contracts';
import { premiumRefusal, requiredTier, tierOpens } from './access-service';
import { TEMPLATE_CATALOGUE } from './catalogue/index';
import { findTemplate, templateById, templateByName } from './lookup';
import { presentTemplate } from './presenters';

const CATEGORIES = TEMPLATE_CATEGORIES.filter((c) => c.id !== 'all');

describe('template catalogue', () => {
  it('holds at least 40 templates, every category of the sidebar filled', () => {
    expect(TEMPLATE_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    for (const c of CATEGORIES) {
      expect([c.id, TEMPLATE_CATALOGUE.filter((t) => t.category === c.id).length >= 4]).toEqual([c.id, true]);
    }
    expect(new Set(TEMPLATE_CATALOGUE.map((t) => t.category))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
  });

  it('has every framework of SPEC.md §9 in the category the spec maps it to', () => {
    const byLabel = new Map(CATEGORIES.map((c) => [c.label as string, c.id as string]));
    for (const [name, label] of Object.entries(TEMPLATE_CATEGORY_MAP)) {
      const t = TEMPLATE_CATALOGUE.find((x) => x.name === name);
      expect([name, t?.category]).toEqual([name, byLabel.get(label)]);
    }
  });

  it('ids are unique kebab-case, names unique even ignoring case and punctuation', () => {
    const ids = TEMPLATE_CATALOGUE.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = TEMPLATE_CATALOGUE.map((t) => t.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim());
    expect(new Set(names).size).toBe(names.length);
  });

  it('every template is complete: a description, 4-7 beats, an example topic, 3-4 preview lines', () => {
    for (const t of TEMPLATE_CATALOGUE) {
      const problems = [
        t.description.length < 60 && 'short description',
        (t.structure.length < 4 || t.structure.length > 7) && `${t.structure.length} beats`,
        t.structure.some((b) => b.trim().length < 4) && 'empty beat',
        new Set(t.structure).size !== t.structure.length && 'repeated beat',
        t.example_topic.length < 15 && 'short example topic',
        (t.preview.length < 3 || t.preview.length > 4) && `${t.preview.length} preview lines`,
        t.preview.some((l) => !l.trim() || l.length > 90) && 'preview line empty or too long for a card',
      ].filter(Boolean);
      expect([t.id, problems]).toEqual([t.id, []]);
    }
  });

  it('premium: the four templates SPEC.md §6 names, and only templates of the categories marked premium', () => {
    for (const name of PREMIUM_TEMPLATES) expect(TEMPLATE_CATALOGUE.find((t) => t.name === name)?.premium).toBe(true);
    const premiumCategories = new Set<string>(CATEGORIES.filter((c) => c.premium).map((c) => c.id));
    for (const t of TEMPLATE_CATALOGUE) if (t.premium) expect([t.id, premiumCategories.has(t.category)]).toEqual([t.id, true]);
    // A category marked premium is mostly premium (Top Mistakes stays a free taste of Advice).
    for (const id of premiumCategories) {
      const inCat = TEMPLATE_CATALOGUE.filter((t) => t.category === id);
      expect(inCat.filter((t) => t.premium).length).toBeGreaterThanOrEqual(inCat.length - 1);
    }
    expect(TEMPLATE_CATALOGUE.find((t) => t.name === 'Top Mistakes')?.premium).toBe(false);
  });

  it('the counts the plans and upsells state (shared/constants TEMPLATE_COUNTS) are this catalogue', () => {
    expect({ free: TEMPLATE_CATALOGUE.filter((t) => !t.premium).length, all: TEMPLATE_CATALOGUE.length }).toEqual(TEMPLATE_COUNTS);
  });

  it('presents every template in the API shape, with the plan that opens it', () => {
    for (const t of TEMPLATE_CATALOGUE) {
      const shown = Template.parse(presentTemplate({ template: t }));
      expect(shown.required_tier).toBe(t.premium ? 'comet' : null);
      expect(shown).not.toHaveProperty('voice');
      expect(shown).not.toHaveProperty('locked');
    }
    expect(presentTemplate({ template: TEMPLATE_CATALOGUE[0], locked: false }).locked).toBe(false);
  });
});

describe('template lookup', () => {
  it('finds each template by its exact name, its id, and its name inside a sentence', () => {
    for (const t of TEMPLATE_CATALOGUE) {
      expect(templateByName(t.name)).toBe(t);
      expect(templateByName(t.name.toUpperCase())).toBe(t);
      expect(templateById(t.id)).toBe(t);
      expect(findTemplate(`Please use the ${t.name} template for this`)).toBe(t);
    }
  });

  it('ignores case, hyphens and punctuation; prefers the longest name; whole words only', () => {
    expect(findTemplate('behind the scenes of our launch')?.name).toBe('Behind-the-Scenes');
    expect(findTemplate('an overrated underrated list')?.name).toBe('Overrated / Underrated');
    expect(findTemplate('A controversial question for you')?.name).toBe('Controversial Question');
    expect(findTemplate('hot takes are fun')).toBeNull();
    expect(findTemplate('something else entirely')).toBeNull();
    expect(templateByName('Hot Take about remote work')).toBeNull();
    expect(templateByName('')).toBeNull();
    expect(templateById('nope')).toBeNull();
  });
});

describe('template access', () => {
  const hotTake = templateByName('Hot Take')!;
  const question = templateByName('Question Post')!;

  it('free tier: premium locked; paid tiers and their pricing-page aliases: everything open', () => {
    expect(tierOpens('free', hotTake)).toBe(false);
    expect(tierOpens('free', question)).toBe(true);
    expect(tierOpens(null, hotTake)).toBe(false);
    expect(tierOpens('bogus', hotTake)).toBe(false);
    for (const tier of ['comet', 'star', 'nova', 'creator', 'agency']) expect(tierOpens(tier, hotTake)).toBe(true);
    expect(requiredTier(question)).toBeNull();
  });

  it('the refusal names the template and the plan that opens it, and is not the credits message', () => {
    expect(premiumRefusal(hotTake)).toBe('Hot Take is a premium template. Upgrade to the Creator plan ($19/month) to write with it.');
    expect(premiumRefusal(hotTake)).not.toContain('Monthly limit exceeded');
  });
});
