import { composeOfflineReply } from './offline-writer';
import { PAYMENTS_PERSONA, PRODUCT_PERSONA } from './testing/post-rules';

/**
 * Issue 12, second pass: wording of the writer's own that a reader takes for the member's ("My takeaway from …"),
 * present-tense news told as a bare line, hiring posts that give hiring advice instead of the role, and "the bigger
 * point behind my first manager".
 */
const write = (userInput: string, seed: number, persona = PRODUCT_PERSONA) =>
  composeOfflineReply({ userInput, persona, framework: null, viralContext: null, previousDraft: null, seed });
const SEEDS = [1, 2, 3, 4, 5];

describe('offline writer: no takeaway the member did not give', () => {
  it.each(['we raised our prices', 'we launched our new app', 'my first manager taught me to ask for help early', 'we moved our standups to async updates', 'we migrated to postgres'])('%s', (prompt) => {
    for (const seed of SEEDS) {
      const { post } = write(prompt, seed);
      // "My takeaway from raising them: …" claims a lesson the member never drew.
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/\bmy takeaway from\b/i)]);
    }
  });
});

describe('offline writer: present-tense news is an announcement', () => {
  const CASES: [string, RegExp, RegExp][] = [
    // prompt, whom it is for, the post's fact
    ['our clinic now opens on Saturdays', /\bpatients\b/, /our clinic now opens on Saturdays/i],
    ['our app now supports dark mode', /\busers\b/, /our app now supports dark mode/i],
    ['my bakery now ships nationwide', /\bcustomers\b/, /my bakery now ships nationwide/i],
  ];
  it.each(CASES)('%s', (prompt, whom, fact) => {
    for (const seed of SEEDS) {
      const { post, note } = write(prompt, seed);
      const prose = post.replace(/#\S+/g, '');
      expect(prose).toMatch(fact);
      // For whom the change is, said as news to them.
      expect([seed, prose]).toEqual([seed, expect.stringMatching(whom)]);
      // Never the broken question ("a moment like this with your clinic now opens?") nor a fragment tag (#ShipsNationwide).
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/moment like this|now opens\?|#ShipsNationwide|#Saturdays/)]);
      // Nothing invented: no number, no story, no feeling.
      expect([seed, prose]).not.toEqual([seed, expect.stringMatching(/\d|\b(proud|excited|thrilled|finally|years?|months?)\b/i)]);
      // Something to do for the reader it is news to.
      expect([seed, prose]).toEqual([seed, expect.stringMatching(/\b(share|send me a message|tell me)\b/i)]);
      expect(note).toBeNull();
    }
  });
});

describe('offline writer: a hiring post is about the role', () => {
  it.each([
    ["we're hiring 3 backend engineers in Berlin", /3 backend engineers/, /Berlin/, /backend engineer/],
    ['We are hiring two product designers', /two product designers/, null, /product designer/],
  ] as const)('%s', (prompt, who, where, role) => {
    for (const seed of SEEDS) {
      const { post } = write(prompt, seed, PAYMENTS_PERSONA);
      expect(post).toMatch(who);
      if (where) expect(post).toMatch(where);
      // How to apply, with nothing invented: no link that does not exist, no salary or perk.
      expect([seed, post]).toEqual([seed, expect.stringMatching(/\b(send me a message|message me|apply)\b/i)]);
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/link in the comments|salary|perks?|equity|bonus|\bremote\b/i)]);
      // No general hiring advice: the post speaks of this role, not of how to hire.
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/What I hold to|What I keep in mind|bad hires|What I'd tell anyone|job post|impressive/)]);
      expect(post).toMatch(role);
    }
  });
});

describe('offline writer: a person is not an event', () => {
  it.each(['my first manager taught me to ask for help early', 'my mentor told me to write everything down'])('%s', (prompt) => {
    for (const seed of SEEDS) {
      const { post } = write(prompt, seed);
      // "The bigger point behind my first manager", "My takeaway from the manager": a person has no point behind them.
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/\b(behind|from) (my|our|the) (first )?(manager|mentor|CTO)\b/i)]);
    }
  });
});
