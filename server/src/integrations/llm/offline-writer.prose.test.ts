import { TEMPLATE_CATALOGUE } from '../../areas/discovery/index';
import { FRAMEWORKS, forOfflineWriter } from '../../areas/generator/frameworks';
import { type OfflinePersona, composeOfflinePost, composeOfflineReply, subjectOf } from './offline-writer';

/** Prose defects of the built-in writer that the testers of issue 12 found (h2). */

const PRODUCT: OfflinePersona = {
  job_title: 'Head of Product',
  industry: 'B2B software',
  audience: 'Product managers and founders',
  tone: 'Friendly and conversational',
  self_description: 'I build products people love and write about what I learn shipping them.',
};
const PAYMENTS: OfflinePersona = {
  job_title: 'Staff Engineer',
  industry: 'Fintech / B2B payments',
  audience: 'engineering managers',
  tone: 'Friendly and conversational',
  self_description: 'I build payment infrastructure and write about leading small engineering teams without burning them out.',
};
const seeds = [1, 2, 3, 4, 5, 6];
const frameworkNamed = (name: string) => forOfflineWriter(FRAMEWORKS.find((f) => f.name === name)!);
const post = (userInput: string, persona: OfflinePersona, seed: number, framework: string | null = null) =>
  composeOfflinePost({ userInput, persona, framework: framework ? frameworkNamed(framework) : null, viralContext: null, previousDraft: null, seed });
const words = (text: string) => (text.replace(/#\S+/g, '').match(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu) ?? []).length;

describe('offline writer: thank-yous say only what the member said', () => {
  it('never invents the situation the thanked person stepped into', () => {
    const prompts = ['Shout-out to my teammate Priya who fixed our flaky tests', 'Write a post thanking my team for the launch', 'thanks to my mentor who taught me to code'];
    for (const t of TEMPLATE_CATALOGUE.filter((x) => x.category === 'appreciation')) prompts.push(`Write a ${t.name} post about ${t.example_topic}`);
    const names = [null, ...TEMPLATE_CATALOGUE.filter((x) => x.category === 'appreciation').map((t) => t.name)];
    for (const prompt of prompts) {
      for (const name of names) {
        for (const seed of [1, 2]) {
          const p = post(prompt, PRODUCT, seed, name);
          expect([prompt, name, p]).not.toEqual([prompt, name, expect.stringMatching(/stepped into|not an easy one|didn't wait to be asked/i)]);
        }
      }
    }
  });
});

describe('offline writer: the topic a chat is kept under', () => {
  it('is readable when the request has no word in it ("🚀🚀🚀")', () => {
    for (const userInput of ['🚀🚀🚀', '??', '🎉 🎉']) {
      const topic = subjectOf({ userInput, previousDraft: null, topicHint: null });
      expect(topic).toBe('Untitled post');
    }
    expect(subjectOf({ userInput: 'Write a post about code reviews 🚀', previousDraft: null, topicHint: null })).toMatch(/^code reviews/);
  });
});
