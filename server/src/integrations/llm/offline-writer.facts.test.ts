import { FRAMEWORKS, forOfflineWriter } from '../../areas/generator/frameworks';
import { composeOfflinePost } from './offline-writer';
import { PAYMENTS_PERSONA, expectGoodPost } from './testing/post-rules';

/**
 * A long request (over 160 characters) opens the post on its first clause; what the member said after it is told in
 * the body, in sentences of its own, never dropped (issue 12).
 */

const PAYMENTS = PAYMENTS_PERSONA;

const LONG_REQUESTS = [
  // A relative clause with 'which'.
  'We shipped our payouts API to 200 merchants with zero downtime after migrating from a monolith, which let us cut payout times from 3 days to 4 hours for merchants in Germany and Austria and made our on-call rotation at Stripe much quieter',
  // A relative clause with 'that', before its verb.
  'Write a post about how I built a reconciliation tool for our finance team that our accountants in Dublin, our auditors at KPMG and 3 partner banks now use every day to match 2 million payouts against Adyen settlement files',
  // A relative clause with 'who'.
  'I spent 6 months mentoring our newest engineer after she joined from a bootcamp in Lagos with no payments background, who went on to lead the migration of our 14 card-issuing services to Kubernetes at Monzo in under a year',
  // A long 'and' chain.
  'We moved our ledger from MySQL to Postgres over 18 months with a team of 5 engineers and cut our reconciliation time from 9 hours to 40 minutes and dropped our AWS bill by 35% and onboarded 300 new merchants in Spain and Portugal without a single incident',
  // Facts separated by commas, one of them quoted.
  'Our payments team grew ARR from 1.2 million to 4.8 million euros in 14 months with only 9 people, our "boring billing" rewrite cut failed renewals by 41%, churn fell to 1.9%, NPS rose to 71, we opened an office in Berlin',
  // News ("just launched"), its 'which' clause and an 'and' that joins two things, not two clauses.
  'Excited to announce that we just launched instant payouts for 2,000 freelancers on our marketplace across Spain and Italy, which took our team of 6 engineers nine months and a lot of late nights with the folks at Adyen',
  // A 'because' clause.
  'We stopped accepting card payments under 5 euros at our partner cafés across Lisbon and Porto last spring because the fees from Visa and Mastercard were eating 11% of those sales and 84% of customers happily switched to MB Way',
];

/** What the member gave: every number, every capitalised name (not the first word of a sentence) and every quoted phrase. */
function givenFacts(request: string): string[] {
  const numbers = request.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const names = [...request.matchAll(/(?<!^|[.!?]\s)\b[A-Z][\w-]*/g)].map((m) => m[0]).filter((w) => w !== 'I');
  const quoted = [...request.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...numbers, ...names, ...quoted])];
}

// No template, three of the writer's usual voice, and one of news (its own call to act instead of a closing question).
const FRAMEWORK_NAMES = [null, 'Personal Journey', 'Project Post-Mortem', 'Hot Take', 'Client Success Story'];
const NEWS = new Set(['Client Success Story']);
const framework = (name: string | null) => (name ? forOfflineWriter(FRAMEWORKS.find((f) => f.name === name)!) : null);
const post = (userInput: string, seed: number, name: string | null) => composeOfflinePost({ userInput, persona: PAYMENTS, framework: framework(name), viralContext: null, previousDraft: null, seed });

describe('offline writer: a long request keeps every fact the member gave', () => {
  it.each(LONG_REQUESTS)('%s', (request) => {
    expect(request.length).toBeGreaterThan(160);
    const facts = givenFacts(request);
    expect(facts.length).toBeGreaterThanOrEqual(4);
    for (const name of FRAMEWORK_NAMES) {
      for (const seed of [1, 2, 3]) {
        const text = post(request, seed, name);
        const missing = facts.filter((f) => !text.includes(f));
        expect({ framework: name, seed, missing, text }).toEqual({ framework: name, seed, missing: [], text });
        expectGoodPost(text, { closingQuestion: !NEWS.has(name ?? '') });
        expect(text.split('\n\n')[0].length).toBeLessThan(200);
      }
    }
  });

  it('tells the cut-off part once, as sentences of its own', () => {
    const text = post(LONG_REQUESTS[0], 1, null);
    expect(text).toContain('That let us cut payout times from 3 days to 4 hours for merchants in Germany and Austria');
    expect(text.match(/3 days to 4 hours/g)).toHaveLength(1);
    expect(text).not.toMatch(/\bwhich let us\b/);
  });
});
