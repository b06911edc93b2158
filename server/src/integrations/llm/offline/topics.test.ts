import { composeOfflinePost } from '../offline-writer';
import { FRAMEWORKS, forOfflineWriter } from '../../../areas/generator/frameworks';
import { KNOWN_TOPICS, notesFor } from './topics';

const persona = { job_title: 'Engineering Manager', industry: 'Fintech', audience: 'engineering leaders', tone: 'Friendly and conversational', self_description: 'I lead a payments team.' };
const post = (userInput: string, seed: number, f: (typeof FRAMEWORKS)[number] | null = null) =>
  composeOfflinePost({ userInput, persona, framework: f ? forOfflineWriter(f) : null, viralContext: null, previousDraft: null, seed });

/** The advice that fits any topic, which a topic the writer knows never gets. */
const ANY_TOPIC = /Start smaller with|went every Friday|one rule for .* you will not break|more time, more budget, more people|focus, not when|a box to tick|treating .* as a habit|with a fraction of the effort|expect more from/;

describe('what the built-in writer knows about common topics', () => {
  it('finds a topic in the way members write it, the more specific one first', () => {
    expect(notesFor('tech debt')?.name).toBe('technical debt');
    expect(notesFor('customer onboarding')?.name).toBe('customer onboarding');
    expect(notesFor('onboarding new hires')?.name).toBe('onboarding');
    expect(notesFor('hiring junior engineers')?.name).toBe('hiring');
    expect(notesFor('pricing for b2b saas')?.name).toBe('pricing');
    expect(notesFor('remote work')?.name).toBe('remote work');
    expect(notesFor('1:1s')?.name).toBe('one-on-ones');
    expect(notesFor('asking for a raise')?.name).toBe('asking for a raise');
    expect(notesFor('ai in marketing')?.name).toBe('AI at work');
    // Saying no to meetings is about meetings, not about clients.
    expect(notesFor('how i learned to say no to meetings')?.name).toBe('meetings');
    expect(notesFor('saying no to clients')?.name).toBe('saying no');
    // A word inside another is not the topic ("pricing" is not "price" in "priceless", "ai" in "email").
    expect(notesFor('email etiquette')).toBeNull();
    expect(notesFor('gardening')).toBeNull();
  });

  it('never opens on half of a note whose second sentence turns it ("A holiday fixes tiredness." alone says the opposite)', () => {
    for (const notes of KNOWN_TOPICS) for (const t of notes.truth) expect([notes.name, t]).not.toEqual([notes.name, expect.stringMatching(/^A holiday fixes tiredness\.\s/)]);
    for (const seed of [1, 2, 3, 4, 5, 6]) expect(post('Write a post on burnout in startups', seed).split('\n')[0]).not.toMatch(/holiday fixes tiredness\.?$/);
  });

  it("writes about a known topic with that topic's advice, never the advice that fits any topic, in every framework", () => {
    for (const [i, topic] of ['technical debt', 'code reviews', 'remote work', 'pricing', 'saying no', 'asking for a raise', 'meetings', 'mentorship'].entries()) {
      const notes = notesFor(topic)!;
      const own = [notes.belief, ...notes.truth, ...notes.tips, ...notes.mistakes, ...notes.lesson].map((x) => x.slice(0, 30));
      for (const [k, f] of [null, ...FRAMEWORKS].entries()) {
        const text = post(topic, 1 + i * 31 + k, f);
        expect([topic, f?.name, text]).not.toEqual([topic, f?.name, expect.stringMatching(ANY_TOPIC)]);
        expect(text.toLowerCase()).toContain(topic);
        if (f === null) expect(own.some((o) => text.includes(o) || text.includes(o.charAt(0).toUpperCase() + o.slice(1)))).toBe(true);
      }
    }
  });

  it('says the topic by name a few times, not in every sentence', () => {
    for (const topic of ['technical debt', 'code reviews', 'remote work', 'burnout']) {
      const counts = [1, 2, 3, 4, 5, 6].map((seed) => {
        const body = post(`Write a post about ${topic}`, seed).split('\n').filter((l) => !l.startsWith('#')).join('\n').toLowerCase();
        return body.split(topic).length - 1;
      });
      expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    }
  });

  it('keeps each topic\'s sentences its own (no sentence shared by two topics) and invents no figures', () => {
    const seen = new Map<string, string>();
    for (const n of KNOWN_TOPICS) {
      for (const s of [n.belief, n.why, ...n.truth, ...n.tips, ...n.mistakes, ...n.lesson]) {
        expect([n.name, s, seen.get(s)]).toEqual([n.name, s, undefined]);
        seen.set(s, n.name);
        expect(s).not.toMatch(/\d/);
      }
      expect(n.truth.length).toBeGreaterThanOrEqual(2);
      expect(n.tips.length).toBeGreaterThanOrEqual(4);
      expect(n.mistakes.length).toBeGreaterThanOrEqual(3);
    }
  });
});
