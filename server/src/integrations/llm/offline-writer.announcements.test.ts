import { TEMPLATE_CATALOGUE } from '../../areas/discovery/templates/catalogue';
import { FRAMEWORKS, forOfflineWriter } from '../../areas/generator/frameworks';
import { composeOfflinePost } from './offline-writer';
import { PRODUCT_PERSONA, expectGoodPost } from './testing/post-rules';

/**
 * The announcement and thank-you templates say nothing the member did not say (issue 12): no problem, step, reason,
 * job perk, lesson or history of theirs that the request did not give, and no sentence that would fit any product
 * ("Takes the busywork off your plate"). What is left is the member's news, their specifics, what is true of the topic
 * in general (topic notes) and the call to act.
 */

const PERSONA = PRODUCT_PERSONA;

/** The template's catalogue example, then two requests of our own. */
const REQUESTS: Record<string, string[]> = {
  'Client Success Story': ['How we helped a 12-person agency in Lisbon cut client onboarding from three weeks to five days by replacing their spreadsheets with our workflow builder', 'How we helped Northwind Logistics cut invoice disputes by 60%'],
  'Product Launch': ['Launching instant payouts for freelancers that arrive in seconds and cost nothing to set up', 'Launching our payouts API'],
  'Milestone Celebration': ['Our podcast reaching 100 episodes', 'Five years at Contoso'],
  "We're Hiring": ['We are hiring two product designers', 'Hiring our first data analyst to own reporting'],
  'New Role Announcement': ['Joining Stripe as a product manager', 'I got promoted to VP of Product'],
  'Event or Talk Announcement': ['Giving a workshop on user interviews at ProductCon on March 3', 'Hosting a webinar about onboarding emails next week'],
  'Thank You to a Customer': ['Thanking our first enterprise customer', 'A thank-you to the customer who sent us 40 bug reports'],
  'Colleague Shout-Out': ['Shout-out to my teammate Priya who rewrote our docs', 'My designer colleague who ran every user interview this quarter'],
  'Team Spotlight': ['Thanking my team for the launch', 'The three engineers who kept the lights on during the outage'],
  'The Person Who Gave Me a Chance': ['My first manager who hired me from customer support', 'The founder who gave me my first job'],
};

/** Sentences (by their stems) that state what the member never said, or that would fit any subject. */
const INVENTED = [
  // Client Success Story
  'the problem was plain',
  'nobody had time to fix',
  'we looked at every step',
  'the part of the work everyone worked around',
  'small changes, each one checked',
  // Product Launch
  'lose hours every week',
  'take off their hands',
  'Takes the busywork',
  'Fits into the tools',
  'Gets out of the way once',
  'told us where',
  // Milestone Celebration
  'smaller and slower than anyone would guess',
  'almost stopped short of',
  'nearly quit more than once',
  'showing up on the weeks nothing grew',
  'everyone who pushed back',
  'knowing far less than I thought',
  'I nearly walked away',
  'gave me hard problems and honest feedback',
  'every second chance',
  // We're Hiring
  'Why now: the work',
  'job really is',
  'not the usual job description',
  'not a queue someone else fills',
  'decisions, not tickets',
  'before "how"',
  'finished spec for every ticket',
  'finishing things as much as starting them',
  'every task written down',
  'people who answer questions quickly',
  'a say in the roadmap',
  "we're taking our time",
  'set habits the rest of the team copies',
  // New Role Announcement
  'puts me closest to the problems',
  'the work I kept coming back to',
  'What my last role taught me',
  'The last chapter taught me',
  'the managers who gave me room',
  'the colleagues who told me the truth',
  'before changing anything',
  // Event or Talk Announcement
  'One question drives the whole',
  'leave knowing what works',
  'the most confident guesses',
  'What worked for me with',
  "I'd skip next time",
  'A simple way to try',
  // Thanks
  'took a risk on',
  'early, unproven',
  'that others missed',
  'feedback changed what we built',
  'honest notes from',
  'when nobody is watching',
  'easy to miss from the outside',
  'I say yes to people in the spot I was in',
];

const framework = (name: string) => forOfflineWriter(FRAMEWORKS.find((f) => f.name === name)!);
const post = (userInput: string, seed: number, name: string) => composeOfflinePost({ userInput, persona: PERSONA, framework: framework(name), viralContext: null, previousDraft: null, seed });
const example = (name: string) => TEMPLATE_CATALOGUE.find((t) => t.name === name)!.example_topic;

const cases = Object.entries(REQUESTS).flatMap(([name, mine]) => [example(name), ...mine].map((request) => [name, request] as const));

describe('announcement and thank-you templates invent nothing about the member (issue 12)', () => {
  it.each(cases)('%s: %s', (name, request) => {
    for (const seed of [1, 2, 3]) {
      const text = post(request, seed, name);
      const invented = INVENTED.filter((stem) => text.toLowerCase().includes(stem.toLowerCase()));
      expect({ name, request, seed, invented, text }).toEqual({ name, request, seed, invented: [], text });
      // A thank-you or an announcement ends on its own call to act, as the news test allows.
      expectGoodPost(text, { closingQuestion: false });
      expect({ seed, text, long: text.length >= 200 }).toEqual({ seed, text, long: true });
    }
  });

  it('says how a client was helped when the member said how, and nothing about how when not', () => {
    const how = post(REQUESTS['Client Success Story'][0], 1, 'Client Success Story');
    expect(how).toMatch(/by replacing their spreadsheets with our workflow builder/);
    const bare = post(REQUESTS['Client Success Story'][1], 1, 'Client Success Story');
    expect(bare).not.toMatch(/What we did/);
  });

  it("says how a client was helped once: the outcome is the result, not the how again", () => {
    for (const seed of [1, 2, 3]) {
      const text = post(REQUESTS['Client Success Story'][0], seed, 'Client Success Story');
      expect(text).toMatch(/The outcome: a 12-person agency in Lisbon cut client onboarding from three weeks to five days\./);
      expect(text.match(/by replacing their spreadsheets/g)?.length).toBeLessThanOrEqual(2);
      expect(text.split('\n\n').filter((p) => /by replacing/.test(p)).every((p) => !/^The outcome/.test(p))).toBe(true);
    }
  });

  it('lower-cases a sentence-initial word moved mid-sentence ("Today marks five years at Contoso"), keeping names', () => {
    for (const seed of [1, 2, 3]) {
      const text = post('Five years at Contoso', seed, 'Milestone Celebration');
      expect(text.split('\n')[0]).toMatch(/^Today marks five years at Contoso\b/);
      expect(text).not.toMatch(/\S Five years/);
    }
  });

  it('says what is true of the topic of each announcement and thank-you from its notes, and names this news in it', () => {
    const role = post('Starting as Head of Growth at a climate-tech startup', 1, 'New Role Announcement');
    expect(role).toMatch(/first weeks in a new job are for listening/);
    expect(role).toMatch(/what people miss about the first months as a Head of Growth/);
    expect(post('Our newsletter reaching 10,000 subscribers', 1, 'Milestone Celebration')).toMatch(/What I keep in mind with our newsletter: newsletters grow largely by word of mouth\./);
    expect(post('Our first paying customer, three years on', 1, 'Thank You to a Customer')).toMatch(/first customer pays for a product with no track record/);
    expect(post('A support engineer who saved a client renewal over a weekend', 1, 'Colleague Shout-Out')).toMatch(/Support is part of every renewal/);
    expect(post(REQUESTS['Colleague Shout-Out'][0], 1, 'Colleague Shout-Out')).toMatch(/Documentation is how a team scales what it knows/);
    expect(post('The hiring manager who hired me without a degree', 1, 'The Person Who Gave Me a Chance')).toMatch(/A CV shows where someone has been/);
  });

  it("lists what a launched thing does from the member's own clauses, with verbs that agree with it", () => {
    for (const seed of [1, 2, 3]) {
      const plural = post(REQUESTS['Product Launch'][0], seed, 'Product Launch');
      const bullets = plural.split('\n').filter((l) => l.startsWith('• '));
      expect({ seed, bullets }).toEqual({ seed, bullets: ['• Arrive in seconds', '• Cost nothing to set up'] });
      const bot = post('Launching a Slack bot that writes weekly status reports and posts them to every channel', seed, 'Product Launch');
      expect(bot.split('\n').filter((l) => l.startsWith('• '))).toEqual(['• Writes weekly status reports', '• Posts them to every channel']);
      // One thing it does is said in one sentence, not as a list of one.
      expect(post(example('Product Launch'), seed, 'Product Launch')).not.toMatch(/^• /m);
    }
  });

  it('never restates the name alone as "what we built, in one sentence"', () => {
    for (const seed of [1, 2, 3]) expect(post('Launching our payouts API', seed, 'Product Launch')).not.toMatch(/in one sentence: (a|our) payouts API\./);
  });
});
