import { FRAMEWORKS, forOfflineWriter } from '../../areas/generator/frameworks';
import { composeOfflinePost } from './offline-writer';
import { notesFor } from './offline/topics';
import { PRODUCT_PERSONA } from './testing/post-rules';

/**
 * Subjects the built-in writer misread (issue 12): the post's own phrases have to name what the member wrote about
 * ("freelance business", "raising money early", "200 words"), never a piece of the sentence read as the subject ("the
 * year one versus year five", "stopping telling founders", "writing words every morning"), and the closing question
 * never ends on a fragment ("as one of the mistakes first-time founders?", "with the one sentence?").
 */

const persona = PRODUCT_PERSONA;

function post(userInput: string, template: string | null, seed: number): string {
  const f = template ? FRAMEWORKS.find((x) => x.name === template) ?? null : null;
  if (template && !f) throw new Error(`no template ${template}`);
  return composeOfflinePost({ userInput, persona, framework: forOfflineWriter(f), viralContext: null, previousDraft: null, seed });
}

/** Everything after the opening paragraph (which repeats the member's words): the writer's own phrases. */
function phrases(p: string): string {
  return p.split('\n\n').slice(1).join('\n\n');
}

function closingOf(p: string): string {
  const paragraphs = p.split('\n\n');
  const last = paragraphs[paragraphs.length - 1];
  return /^(#\w+\s*)+$/.test(last) ? paragraphs[paragraphs.length - 2] : last;
}

interface Reading {
  template: string;
  topics: string[];
  /** The writer's phrases name the real subject. */
  names: RegExp;
  /** Readings that are not the subject. */
  broken: RegExp;
}

const READINGS: Reading[] = [
  {
    template: 'Then vs. Now',
    topics: ['my freelance business in year one versus year five', 'my freelance business in year one vs year five', 'my freelance business in year 1 versus year 5'],
    names: /freelance business/i,
    broken: /\bthe year (one|1) (versus|vs)|from the (five|5)\b|what (the )?year (one|1)\b/i,
  },
  {
    template: 'I Changed My Mind',
    topics: ['why I stopped telling founders to raise money early', 'why I stopped advising founders to raise money early', 'why I stopped telling founders to raise money too early'],
    names: /rais(e|ing) money (too )?early/i,
    broken: /stopping (telling|advising) founders\b(?! to)|like stopping\b/i,
  },
  {
    template: 'Small Habit, Big Result',
    topics: ['writing 200 words every morning for a year', 'writing 500 words every day for six months', 'running 5 km every morning for a year'],
    names: /\b(200 words|500 words|5 km)\b/,
    broken: /\bwriting words\b|\brunning km\b/i,
  },
];

/** Fragments a closing question must never end on. */
const DANGLING = /\b(one of the mistakes first-time founders|with the one sentence|with the year coaching|(with|like) (the )?(year|one|five|days)\b[^?]*)\?/i;

describe('the built-in writer reads these subjects right (issue 12)', () => {
  const cases = READINGS.flatMap((r) => r.topics.flatMap((topic) => [
    [`${r.template}: ${topic}`, `Write a ${r.template.replace(/\.$/, '')} post about ${topic}`, r.template, r] as const,
    [`no template: ${topic}`, `Write a post about ${topic}`, null, r] as const,
  ]));

  it.each(cases)('%s', (_name, input, template, r) => {
    for (const seed of [1, 7, 23]) {
      const p = post(input, template, seed);
      const where = `seed ${seed}:\n${p}`;
      expect([where, r.names.test(phrases(p))]).toEqual([where, true]);
      expect([where, phrases(p).match(r.broken)?.[0] ?? null]).toEqual([where, null]);
      expect([where, closingOf(p).match(DANGLING)?.[0] ?? null]).toEqual([where, null]);
    }
  });

  it.each([
    ['my first 90 days as a team lead'],
    ['my first 90 days as an engineering manager'],
    ['my first 30 days as a new manager'],
    ['the first 100 days as a team lead'],
    ['my first month as a people manager'],
  ])('%s is about becoming a manager, not onboarding', (topic) => {
    expect(notesFor(topic)?.name).toBe('new managers');
    for (const seed of [1, 7, 23]) {
      const p = post(`Write a post about ${topic}`, null, seed);
      expect([p, /onboarding|new hires?\b|new people need/i.test(p)]).toEqual([p, false]);
    }
  });

  it.each([
    ['Top Mistakes', 'mistakes first-time founders make when hiring', /first-time founders/i],
    ['Mentor Story', 'the one sentence from my first manager that changed how I give feedback', /feedback|manager/i],
    [null, 'I spent a year coaching our newest engineer', /coach|engineer/i],
  ])('%s %s: a closing question with no dangling fragment', (template, topic, about) => {
    for (const seed of [1, 7, 23]) {
      for (const t of template ? [template, null] : [null]) {
        const p = post(t ? `Write a ${t} post about ${topic}` : `Write a post about ${topic}`, t, seed);
        const q = closingOf(p);
        expect([p, q.match(DANGLING)?.[0] ?? null]).toEqual([p, null]);
        expect([p, about.test(phrases(p))]).toEqual([p, true]);
      }
    }
  });

  it('a coaching story that mentions a migration in passing is about coaching, not migrations', () => {
    for (const seed of [1, 7, 23]) {
      const p = post('Write a post about how I spent a year coaching our newest engineer through our database migration', null, seed);
      expect([p, /migrations? that go well|best migration|side by side|rolled back/i.test(p)]).toEqual([p, false]);
      expect([p, /spending (our|your) newest engineer through/i.test(p)]).toEqual([p, false]);
    }
  });
});

describe('offline writer: news said as a noun phrase, after a greeting (issue 12)', () => {
  it.each(['Hi! Write a post about our new office in Lisbon', 'our new office in Lisbon', 'Hello, write a post about my new podcast on climate tech'])('%s opens on a real sentence, and names the thing by its head', (userInput) => {
    for (const seed of [1, 2, 3, 4]) {
      const p = post(userInput, null, seed);
      const hook = p.split('\n\n')[0];
      // A sentence with a verb about the news, not the bare noun phrase; no greeting left over.
      expect([seed, hook]).toEqual([seed, expect.stringMatching(/^(We|I) have a new (office in Lisbon|podcast on climate tech)\b/)]);
      expect(p).not.toMatch(/\b(Hi|Hello)\b/);
      // "the office", never "the Lisbon" (the last word of "new office in Lisbon").
      expect([seed, p]).not.toEqual([seed, expect.stringMatching(/\bthe (Lisbon|tech)\b/)]);
    }
  });
});

describe('offline writer: a phrasal verb keeps its particle (issue 12)', () => {
  it('"I turned down a promotion" is "turning down a promotion" and "turning it down", never "turning a promotion"', () => {
    for (const seed of [1, 2, 3, 4]) {
      const p = post('why I turned down a promotion', null, seed);
      expect([seed, p]).not.toEqual([seed, expect.stringMatching(/\bturning (a|the|it|them)\b(?! down)/)]);
      expect([seed, p]).toEqual([seed, expect.stringMatching(/turning down a promotion|turning it down/)]);
    }
  });
});
