import { TEMPLATE_CATALOGUE } from '../../areas/discovery/index';
import { FRAMEWORKS, asFramework, forOfflineWriter } from '../../areas/generator/frameworks';
import { KNOWN_TAGS } from './offline/hashtags';
import { GENRE_TAGS } from './offline/news';
import { analyseSubject } from './offline/subject';
import { STOPWORDS } from './offline/text';
import { notesFor } from './offline/topics';
import { type OfflineBrief, type OfflinePersona, composeOfflinePost, composeOfflineReply, parseRequest } from './offline-writer';

/**
 * The offline writer read the way a LinkedIn reader would: a corpus of requests as members type them (with
 * the instructions around the subject) and follow-ups on the draft, each checked for what a reader notices.
 */

const PAYMENTS: OfflinePersona = {
  job_title: 'Staff Engineer',
  industry: 'Fintech / B2B payments',
  audience: 'engineering leaders',
  tone: 'Analytical and data-driven',
  self_description: 'I build payment infrastructure and write about leading small engineering teams without burning them out.',
};
const SALES: OfflinePersona = { job_title: 'Head of Sales', industry: 'B2B SaaS', audience: 'founders and sales leaders', tone: 'Friendly and conversational', self_description: 'I help early-stage founders build their first sales team.' };
const DESIGN: OfflinePersona = { job_title: 'Product Designer', industry: 'Healthcare', audience: 'designers', tone: 'Storytelling and personal', self_description: 'I design tools nurses actually want to use.' };
const COACH: OfflinePersona = { job_title: 'Career Coach', industry: 'Education', audience: 'career changers', tone: 'Inspirational and motivating', self_description: 'I help people move into tech after thirty.' };
const CFO: OfflinePersona = { job_title: 'CFO', industry: 'Retail', audience: 'finance teams', tone: 'Professional and authoritative', self_description: 'I run finance for a chain of 40 stores.' };
const MARKETER: OfflinePersona = { job_title: 'Growth Marketer', industry: 'Consumer apps', audience: 'marketers', tone: 'Witty and humorous', self_description: 'I make small budgets look big.' };
const NURSE: OfflinePersona = { job_title: 'ICU Nurse', industry: 'Healthcare', audience: 'nurses', tone: 'Storytelling and personal', self_description: 'Night shifts for twelve years.' };

const framework = (name: string) => forOfflineWriter(FRAMEWORKS.find((f) => f.name === name)!);

interface Case {
  prompt: string;
  persona: OfflinePersona;
  /** The specifics the member gave: each must be in the post. */
  facts: string[];
  framework?: string;
}

/** 43 first requests, worded as members word them. */
const FIRSTS: Case[] = [
  { prompt: 'topic: we shipped our payouts API to 200 merchants with zero downtime after migrating from a monolith. Write for a minute?', persona: PAYMENTS, facts: ['200 merchants', 'zero downtime', 'monolith'] },
  { prompt: 'Write a post about code reviews', persona: PAYMENTS, facts: ['code reviews'] },
  { prompt: 'Can you write a short LinkedIn post on hiring your first salesperson? Keep it casual.', persona: SALES, facts: ['first salesperson'] },
  { prompt: 'We closed our first enterprise deal after 9 months of pilots', persona: SALES, facts: ['first enterprise deal', '9 months'], framework: 'Client Success Story' },
  { prompt: 'Write a Myth Busting post about cold outreach', persona: SALES, facts: ['cold outreach'], framework: 'Myth Busting' },
  { prompt: 'I redesigned the medication chart nurses use at 3am, and errors dropped by 40%', persona: DESIGN, facts: ['medication chart', '3am', '40%'] },
  { prompt: 'Please draft a post about design systems in small teams, end with a question for designers', persona: DESIGN, facts: ['design systems'] },
  { prompt: 'Write about user research with only five interviews', persona: DESIGN, facts: ['user research', 'five interviews'], framework: 'Hot Take' },
  { prompt: 'I moved into tech at 34 after ten years as a teacher', persona: COACH, facts: ['34', 'ten years', 'teacher'], framework: 'Personal Journey' },
  { prompt: 'Help me write a post on networking for introverts. Make it inspiring!', persona: COACH, facts: ['networking for introverts'] },
  { prompt: 'Should career changers take a pay cut for their first tech job?', persona: COACH, facts: ['pay cut', 'first tech job'] },
  { prompt: 'Write a Top Mistakes post about remote onboarding', persona: SALES, facts: ['remote onboarding'], framework: 'Top Mistakes' },
  { prompt: 'Cash flow forecasting is more important than profit for a small retailer', persona: CFO, facts: ['cash flow forecasting', 'small retailer'] },
  { prompt: 'We cut our month-end close from 12 days to 4 days', persona: CFO, facts: ['12 days', '4 days'], framework: 'Behind-the-Scenes' },
  { prompt: 'Industry prediction: self-checkout in grocery stores', persona: CFO, facts: ['self-checkout'], framework: 'Industry Prediction' },
  { prompt: 'post idea - our referral campaign got 3x more signups with half the budget', persona: MARKETER, facts: ['3x', 'signups', 'half the budget'] },
  { prompt: 'Write something about A/B testing subject lines, with emoji please', persona: MARKETER, facts: ['subject lines'] },
  { prompt: 'Poll: which channel brings your best customers?', persona: MARKETER, facts: ['best customers'], framework: 'Poll Creation' },
  { prompt: 'my mentor told me to stop writing long emails to executives', persona: SALES, facts: ['long emails', 'executives'], framework: 'Mentor Story' },
  { prompt: 'I failed my first product launch because I skipped customer interviews', persona: DESIGN, facts: ['first product launch', 'customer interviews'], framework: 'Failure to Success' },
  { prompt: 'Write a LinkedIn post about technical debt in payments systems. No hashtags.', persona: PAYMENTS, facts: ['technical debt'] },
  { prompt: 'Overcoming impostor syndrome as a new engineering manager', persona: PAYMENTS, facts: ['impostor syndrome', 'engineering manager'], framework: 'Overcoming Obstacles' },
  { prompt: 'Is the four-day week realistic for customer support teams?', persona: SALES, facts: ['four-day week', 'customer support'], framework: 'Controversial Question' },
  { prompt: 'I got laid off on Monday and had two offers by Friday', persona: COACH, facts: ['laid off', 'Monday', 'two offers', 'Friday'] },
  // What most members type: 'a post about' an action, its specifics inside (the focus is not the whole phrase).
  { prompt: 'Write a post about migrating our invoicing API to 150 merchants with zero downtime', persona: PAYMENTS, facts: ['invoicing API', '150 merchants', 'zero downtime'] },
  { prompt: 'Our first on-call rotation for a 6-person team', persona: PAYMENTS, facts: ['on-call rotation', '6-person team'] },
  { prompt: 'Write about onboarding 3 junior engineers in one month', persona: SALES, facts: ['3 junior engineers', 'one month'] },
  { prompt: 'Lessons from running 50 customer interviews in a week', persona: DESIGN, facts: ['50 customer interviews', 'a week'] },
  { prompt: 'building in public as a solo founder', persona: MARKETER, facts: ['building in public', 'solo founder'] },
  { prompt: 'topic: I failed my AWS certification twice before passing. Keep it honest.', persona: PAYMENTS, facts: ['AWS certification', 'twice'] },
  { prompt: 'We raised our prices and nobody left', persona: SALES, facts: ['prices', 'nobody left'] },
  { prompt: 'I finally shipped the mobile app after two rewrites', persona: DESIGN, facts: ['mobile app', 'two rewrites'] },
  { prompt: 'We lost our biggest customer in March', persona: CFO, facts: ['biggest customer', 'March'] },
  // News, milestones, opinions and advice, asked for the way members ask.
  { prompt: 'LinkedIn post: why I stopped using Jira', persona: PAYMENTS, facts: ['Jira'] },
  { prompt: 'I want to share that I got promoted to senior engineer', persona: PAYMENTS, facts: ['senior engineer'] },
  { prompt: 'Announce that we are hiring 3 backend engineers in Berlin', persona: PAYMENTS, facts: ['3 backend engineers', 'Berlin'] },
  { prompt: 'Celebrate 5 years at Stripe', persona: SALES, facts: ['5 years at Stripe'] },
  { prompt: 'Talk about the importance of sleep for founders', persona: COACH, facts: ['sleep', 'founders'] },
  { prompt: 'Share 5 tips for first-time managers', persona: COACH, facts: ['first-time managers'] },
  { prompt: 'We just launched our new app on Product Hunt!', persona: MARKETER, facts: ['new app', 'Product Hunt'] },
  { prompt: 'My thoughts on the new EU AI Act', persona: CFO, facts: ['EU AI Act'] },
  { prompt: 'Write a post about why we stopped doing daily standups', persona: PAYMENTS, facts: ['daily standups'] },
  { prompt: 'The worst piece of career advice you were ever given', persona: COACH, facts: ['career advice'], framework: 'Question Post' },
];

const INSTRUCTION_TEXT = /\b(write (a|me|for|about|something)|topic:|post idea|make it|keep it|end with|start with|no hashtags|with emoji|linkedin post|please|can you|could you|help me|for a minute|industry prediction:|poll:|share that|announce that|talk about the importance|thoughts on|importance of|share \d+ tips|celebrate \d)|^[:\-–]/im;
const BAD_TAG_WORDS = /^(Topic|Post|Write|Minute|Doing|Today|First|Things|Honest|Please|Idea|Thing|Something|About|Worst|Piece|Given|Daily|Using)$/;

/** True when `text` is one to three whole words of `vocabulary`, run together ("monthendclose"). */
function madeOf(text: string, vocabulary: string[], parts = 3): boolean {
  if (vocabulary.includes(text)) return true;
  return parts > 1 && vocabulary.some((w) => text.startsWith(w) && madeOf(text.slice(w.length), vocabulary, parts - 1));
}

function words(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu) ?? []).length;
}

/** Sentences of four words or more that posts on two different subjects share (a poll's numbered options aside). */
class SharedSentences {
  private readonly seen = new Map<string, string>();
  readonly repeated = new Set<string>();
  add(subject: string, post: string): void {
    const lines = post.split('\n').filter((l) => !/^\d\.\s/.test(l) && !l.startsWith('#'));
    for (const s of lines.flatMap((l) => l.split(/(?<=[.!?])\s+/)).map((x) => x.replace(/^•\s*/, '').trim()).filter((x) => words(x) >= 4)) {
      const other = this.seen.get(s);
      if (other && other !== subject) this.repeated.add(s);
      this.seen.set(s, subject);
    }
  }
}

function brief(c: Case, over: Partial<OfflineBrief> = {}): OfflineBrief {
  return { userInput: c.prompt, persona: c.persona, framework: c.framework ? framework(c.framework) : null, viralContext: null, previousDraft: null, seed: 11, ...over };
}

/** What a reader checks on any post. */
function readerChecks(post: string, c: Case): void {
  const paragraphs = post.split('\n\n');
  // No instruction text leaked into the post.
  expect(post).not.toMatch(INSTRUCTION_TEXT);
  // Length within LinkedIn norms; the hook before the fold. A result and how it was got is said in a few lines, not padded;
  // so is a subject the writer has no notes for (the member's words, what they deny, the question), never filler. (A
  // result and its method, each said once with a question, is ~16 words: 'I halved my grading time. / What it took: using
  // rubrics. / Teachers: have you tried using rubrics?' — 20 was met only by the hook said again, 'What people see: …'.)
  const about = analyseSubject(parseRequest(c.prompt).subject);
  expect(words(post)).toBeGreaterThanOrEqual(about.method ? 15 : notesFor(about.focus) ?? notesFor(about.text) ? 40 : 30);
  expect(words(post)).toBeLessThanOrEqual(350);
  expect(post.length).toBeLessThanOrEqual(3000);
  expect(paragraphs[0].length).toBeLessThan(200);
  // Hashtags: at most three, on the last line, whole words from the subject or the industry.
  const tags = post.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  expect(tags.length).toBeLessThanOrEqual(3);
  const source = `${c.prompt} ${c.persona.industry}`.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2);
  for (const tag of tags) {
    expect(tag).toMatch(/^#[A-Z][A-Za-z0-9]+$/);
    // A filler word is never a tag of its own (#First, #Topic); inside a phrase it may be (#FirstTimeManagers).
    expect(tag.slice(1)).not.toMatch(BAD_TAG_WORDS);
    // The tag is one to three whole words of the subject or the industry, never a fragment or an invented word; or the
    // known tag an announcement or a thank-you leads with (#Hiring, #ProductLaunch, #Gratitude).
    const known = [...(Object.values(GENRE_TAGS) as string[]), ...KNOWN_TAGS].includes(tag);
    expect([tag, known || madeOf(tag.slice(1).toLowerCase(), source)]).toEqual([tag, true]);
  }
  // The persona shapes the post; its self-description is never pasted in.
  const self = c.persona.self_description.toLowerCase().split(/\s+/);
  for (let i = 0; i + 5 <= self.length; i++) expect(post.toLowerCase()).not.toContain(self.slice(i, i + 5).join(' '));
  // Plain text.
  expect(post).not.toMatch(/\*\*|__|^#{1,6}\s|`|\[[^\]]+\]\(/m);
}

function expectFacts(post: string, facts: string[]): void {
  for (const f of facts) expect(post.toLowerCase()).toContain(f.toLowerCase());
}

const sentencesOf = (post: string) =>
  post
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) => s.replace(/^(•|\d+\.)\s*/, '').trim())
    .filter((s) => words(s) >= 7);

describe('offline writer, read as a reader would', () => {
  const drafts = FIRSTS.map((c) => ({ c, post: composeOfflinePost(brief(c)) }));

  it.each(drafts.map((d, i) => [i + 1, d.c.prompt, d] as const))('%i. %s', (_n, _prompt, { c, post }) => {
    readerChecks(post, c);
    expectFacts(post, c.facts);
  });

  it('never pastes a long stretch of the request again and again, nor cuts a hyphenated word ("-call rotation")', () => {
    for (const { c, post } of FIRSTS.flatMap((c) => [1, 2, 3, 11].map((seed) => ({ c, post: composeOfflinePost(brief(c, { seed })) })))) {
      const w = post.toLowerCase().replace(/#\S+/g, '').split(/\s+/).filter(Boolean);
      const runs = new Map<string, number>();
      for (let i = 0; i + 6 <= w.length; i++) runs.set(w.slice(i, i + 6).join(' '), (runs.get(w.slice(i, i + 6).join(' ')) ?? 0) + 1);
      expect([c.prompt, [...runs].filter(([, n]) => n > 3).map(([run]) => run)]).toEqual([c.prompt, []]);
      expect([c.prompt, post.match(/(^|\s)-\w+/g)]).toEqual([c.prompt, null]);
    }
  });

  it('repeats no filler sentence across posts on different subjects', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { c, post } of drafts) {
      for (const s of sentencesOf(post)) {
        const other = seen.get(s);
        if (other && other !== c.prompt) repeated.push(s);
        seen.set(s, c.prompt);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('reads like grammar: a subject without when or how often, verbs that agree, "who" only for people, no tag of a filler word, a story asked about as one', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const c of FIRSTS.slice(29, 33)) {
        const body = composeOfflinePost(brief(c, { seed })).split('\n\n').slice(1).join('\n\n');
        expect([c.prompt, body]).not.toEqual([c.prompt, expect.stringMatching(/certification twice|customer in March|\bprices (looks|rewards|is)\b|rewrites who|#(Nobody|Twice|March|Left|Rebuilt)\b|how do you handle/)]);
      }
    }
  });

  it('shares no sentence of four words or more between posts on different topics, in any framework or tone (a poll\'s options aside)', () => {
    const topics = ['remote work', 'hiring junior engineers', 'pricing a SaaS product', 'burnout in startups', 'saying no to clients', 'onboarding new hires', 'technical debt', 'why most onboarding programs fail', 'should managers still code?', 'we raised our prices and nobody left'];
    const tones = ['Friendly and conversational', 'Analytical and data-driven', 'Witty and humorous', 'Storytelling and personal'];
    const shared = new SharedSentences();
    topics.forEach((topic, i) => {
      tones.forEach((tone, j) => {
        [null, ...FRAMEWORKS].forEach((f, k) => {
          shared.add(topic, composeOfflinePost({ userInput: topic, persona: { ...SALES, tone }, framework: f ? forOfflineWriter(f) : null, viralContext: null, previousDraft: null, seed: 1 + i * 7 + j * 13 + k }));
        });
      });
    });
    expect([...shared.repeated]).toEqual([]);
  });

  it('reads "from 12 days to 4 days" as a change of a number, not a situation or a moment ("The hard part came first: from 12 days", "Rewind 12 days")', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const post = composeOfflinePost({ userInput: 'We cut our month-end close from 12 days to 4 days', persona: CFO, framework: null, viralContext: null, previousDraft: null, seed });
      expect(post).not.toMatch(/from 12 days[.:]|after from|Rewind 12 days|came first: from/);
      expect(post).toContain('12 days to 4 days');
    }
  });

  it('takes the subject out of the ways members ask for a post like a viral one (the Viral Library\'s hand-off), and "inspired by" is not a tone', () => {
    const viral = 'We stopped publishing three posts a week.\n\nWe published one, and spent the rest of the time talking to customers.\n\nWhat I took from it:\n1. Clarity beats volume.\n2. Steal your customers’ words.\n\nWhat would you add?';
    const asks: [string, string][] = [
      ['Write a post inspired by this viral post about remote onboarding', 'remote onboarding'],
      ['Write something like this about code reviews', 'code reviews'],
      ['Use this as inspiration for a post about pricing pages', 'pricing pages'],
      ['same style, topic: cold outreach', 'cold outreach'],
      ['like this but about design systems', 'design systems'],
      ['Do the same for technical debt', 'technical debt'],
    ];
    for (const [ask, subject] of asks) {
      expect([ask, parseRequest(ask).subject, parseRequest(ask).instructions.tone]).toEqual([ask, subject, undefined]);
      const post = composeOfflinePost({ userInput: ask, persona: SALES, framework: null, viralContext: viral, previousDraft: null, seed: 4 });
      expect([ask, post]).not.toEqual([ask, expect.stringMatching(/like this|same style|the same for|inspiration|inspired|viral post|Clarity beats volume/i)]);
      expect(post.toLowerCase()).toContain(subject);
    }
    // The prefilled request sent as it is: a post on a fallback subject, not one about "about".
    expect(parseRequest('Write a post inspired by this viral post about ').subject).toBe('');
  });

  it('writes every template\'s "Create with AI" request (the generator\'s prefill) about its example topic, never about the template\'s name', () => {
    for (const t of TEMPLATE_CATALOGUE) {
      const topic = t.example_topic.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());
      const ask = `Write a ${t.name} post about ${topic}`;
      expect([t.name, parseRequest(ask).subject.toLowerCase()]).toEqual([t.name, topic.replace(/[.!]+$/, '').toLowerCase()]);
      const post = composeOfflinePost({ userInput: ask, persona: COACH, framework: forOfflineWriter(asFramework(t)), viralContext: null, previousDraft: null, seed: 2 });
      expect([t.name, post.toLowerCase().includes(`${t.name.toLowerCase()} post`)]).toEqual([t.name, false]);
      // The prefill of a template whose name is already a kind of post ('Question Post') says 'post' once.
      if (/\bpost$/i.test(t.name)) expect([t.name, parseRequest(`Write a ${t.name} about ${topic}`).subject.toLowerCase()]).toEqual([t.name, topic.replace(/[.!]+$/, '').toLowerCase()]);
    }
  });

  it('"more formal" changes a draft that has no contraction to undo', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const draft = composeOfflinePost({ userInput: 'we raised our prices and nobody left', persona: CFO, framework: null, viralContext: null, previousDraft: null, seed });
      const formalDraft = composeOfflinePost({ userInput: 'more formal', persona: CFO, framework: null, viralContext: null, previousDraft: draft, topicHint: 'we raised our prices and nobody left', seed });
      expect([seed, formalDraft === draft]).toEqual([seed, false]);
    }
  });

  it('makes the verb agree with the phrase\'s head, not its last word ("burnout in startups is", "hiring junior engineers is")', () => {
    const posts = ['burnout in startups', 'hiring junior engineers', 'saying no to clients', 'onboarding new hires'].flatMap((topic) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => composeOfflinePost({ userInput: topic, persona: SALES, framework: null, viralContext: null, previousDraft: null, seed })),
    );
    expect(posts.join('\n')).not.toMatch(/\b(startups|engineers|clients|hires) (were|are|reward|need|look|work|improve|matter|have)\b/);
    // A plural topic in a practice's sentence: "what good code reviews look like", "how busy code reviews keep you".
    const reviews = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => ['Top Mistakes', 'Myth Busting', null].map((name) => composeOfflinePost({ userInput: 'code reviews', persona: SALES, framework: name ? framework(name) : null, viralContext: null, previousDraft: null, seed })));
    expect(reviews.join('\n')).not.toMatch(/(?<!on )code reviews (looks|keeps|was|rewards|improves|matters)\b|good code reviews is/);
    expect(posts.join('\n')).not.toMatch(/#(Saying|Junior)\b/);
    // A yes/no question is about who or what it asks about, not the words after its auxiliary.
    const asked = [1, 2, 3, 4, 5, 6].map((seed) => composeOfflinePost({ userInput: 'Should managers still code?', persona: SALES, framework: null, viralContext: null, previousDraft: null, seed }));
    expect(asked.map((p) => p.split('\n\n').slice(1).join('\n\n')).join('\n')).not.toMatch(/managers still code/);
  });

  it('honours the instructions that come with a first request', () => {
    const noTags = drafts.find((d) => /No hashtags/.test(d.c.prompt))!.post;
    expect(noTags).not.toMatch(/#\w/);
    const emoji = drafts.find((d) => /with emoji/.test(d.c.prompt))!.post;
    expect(emoji).toMatch(/\p{Extended_Pictographic}/u);
    const designers = drafts.find((d) => /question for designers/.test(d.c.prompt))!.post;
    const closing = designers.split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
    expect(closing).toMatch(/designers/i);
    expect(closing.trim().endsWith('?')).toBe(true);
  });

  // --- follow-ups on the payments draft (the trial that filed the issue) -----------------------------------
  const trial = FIRSTS[0];
  const first = drafts[0].post;
  const follow = (say: string, previous = first) => composeOfflinePost(brief(trial, { userInput: say, previousDraft: previous, topicHint: trial.prompt }));
  const closingOf = (post: string) => post.split('\n\n').filter((p) => !/^#/.test(p)).pop()!;

  it('"make it shorter, end with a question for engineering managers, no hashtags" does all three', () => {
    const after = follow('make it shorter, end with a question for engineering managers, no hashtags');
    readerChecks(after, trial);
    expect(words(after)).toBeLessThanOrEqual(words(first) * 0.8);
    expect(after).not.toMatch(/#\w/);
    expect(closingOf(after)).toMatch(/engineering managers/i);
    expect(closingOf(after).endsWith('?')).toBe(true);
    expectFacts(after, ['200 merchants']);
  });

  it('"rewrite as a short story, start with the 3am page" retells it, opening on the 3am page', () => {
    const after = follow('rewrite as a short story, start with the 3am page');
    readerChecks(after, trial);
    expect(after.split('\n\n')[0]).toMatch(/3am page/);
    expect(after).not.toBe(first);
    expectFacts(after, ['200 merchants']);
  });

  it('"give me a contrarian take on code reviews" starts a new post on code reviews', () => {
    const after = follow('give me a contrarian take on code reviews');
    readerChecks(after, { ...trial, prompt: 'code reviews' });
    expect(after.split('\n\n')[0].toLowerCase()).toContain('code reviews');
    expect(after).not.toMatch(/merchants|payouts/i);
    expect(after).toMatch(/unpopular opinion|hot take|overrated|not the problem/i);
  });

  it('"make it longer" adds at least a fifth, on the same subject, or keeps the draft and says why', () => {
    // This draft already says all the writer knows of it: it once grew by the hook and the method said again
    // ('What people see: we shipped our payouts API …'), which is no longer; the draft comes back with the note.
    const reply = composeOfflineReply(brief(trial, { userInput: 'make it longer', previousDraft: first, topicHint: trial.prompt }));
    const after = reply.post;
    readerChecks(after, trial);
    if (after === first) expect(reply.note).toMatch(/no more points/);
    else expect(words(after)).toBeGreaterThanOrEqual(words(first) * 1.2);
    expect(after.split('\n\n')[0]).toBe(first.split('\n\n')[0]);
    // Longer on a subject it knows: at least a fifth more.
    const reviews = composeOfflinePost(brief(FIRSTS[1]));
    const longer = composeOfflinePost(brief(FIRSTS[1], { userInput: 'make it longer', previousDraft: reviews, topicHint: FIRSTS[1].prompt }));
    expect(words(longer)).toBeGreaterThanOrEqual(words(reviews) * 1.2);
  });

  it('"more casual" and "more formal" change the register', () => {
    const contractions = (t: string) => (t.match(/\b\w+['’](s|t|re|ve|d|ll|m)\b/g) ?? []).length;
    const formalDraft = follow('make it more formal');
    readerChecks(formalDraft, trial);
    expect(contractions(formalDraft)).toBe(0);
    const casualDraft = follow('more casual please', formalDraft);
    readerChecks(casualDraft, trial);
    expect(contractions(casualDraft)).toBeGreaterThan(0);
  });

  it('adds and removes hashtags, emoji and the closing question on request', () => {
    const noTags = follow('remove the hashtags');
    expect(noTags).not.toMatch(/#\w/);
    const tagsBack = follow('add hashtags', noTags);
    expect((tagsBack.match(/#\w+/g) ?? []).length).toBeGreaterThan(0);
    readerChecks(tagsBack, trial);
    const withEmoji = follow('add a couple of emoji');
    expect(withEmoji).toMatch(/\p{Extended_Pictographic}/u);
    const noEmoji = follow('no emoji', withEmoji);
    expect(noEmoji).not.toMatch(/\p{Extended_Pictographic}/u);
    const noQuestion = follow('end without a question');
    expect(closingOf(noQuestion).endsWith('?')).toBe(false);
  });

  it('gives a new hook or a new ending and keeps the rest', () => {
    const hook = follow('give it a stronger hook');
    expect(hook.split('\n\n')[0]).not.toBe(first.split('\n\n')[0]);
    expect(hook.split('\n\n').slice(1).join('\n\n')).toBe(first.split('\n\n').slice(1).join('\n\n'));
    const cta = follow('end with a call to action');
    expect(closingOf(cta)).not.toBe(closingOf(first));
    expect(closingOf(cta)).toMatch(/follow/i);
  });

  it('follows the other ways members ask for a change ("cut it in half", "too long", "under 40 words", "less salesy", "add #…", "more engaging", "add a statistic")', () => {
    const topic: Case = { prompt: 'Write a post about customer interviews', persona: SALES, facts: ['customer interviews'] };
    const draft = composeOfflinePost(brief(topic, { seed: 3 }));
    const ask = (say: string) => composeOfflinePost(brief(topic, { userInput: say, previousDraft: draft, topicHint: topic.prompt, seed: 5 }));
    for (const say of ['cut it in half', 'tl;dr version', 'half the length']) expect([say, words(ask(say)) <= words(draft) * 0.55]).toEqual([say, true]);
    expect(words(ask('too long'))).toBeLessThanOrEqual(words(draft) * 0.8);
    expect(words(ask('keep it under 40 words'))).toBeLessThanOrEqual(40);
    for (const say of ['less formal', 'less salesy', 'make it less stiff']) {
      const after = ask(say);
      expect([say, after !== draft, after.toLowerCase().includes('customer interviews')]).toEqual([say, true, true]);
    }
    const tagged = ask('add a hashtag for #ProductManagement');
    expect(tagged.split('\n').pop()).toMatch(/^#ProductManagement( #\w+){0,2}$/);
    const engaging = ask('make it more engaging');
    expect(engaging.split('\n\n')[0]).not.toBe(draft.split('\n\n')[0]);
    expect(closingOf(engaging).endsWith('?')).toBe(true);
    const statistic = ask('add a statistic');
    expect(statistic.toLowerCase()).toContain('customer interviews');
    expect(statistic.toLowerCase()).not.toContain('statistic');
  });

  it('turns the draft into a list', () => {
    const list = follow('turn it into a list');
    readerChecks(list, trial);
    expect(list).toMatch(/\n(1\.|•) .+\n(2\.|•) .+/);
  });

  it('says in a line what it cannot do offline ("make it funnier") and keeps the draft; a new subject is a new post', () => {
    const again = follow('make it funnier');
    expect(again).toBe(first);
    expect(composeOfflineReply(brief(trial, { userInput: 'make it funnier', previousDraft: first, topicHint: trial.prompt })).note).toMatch(/^[^\n]*jokes[^\n]*$/);
    const other = composeOfflinePost(brief(FIRSTS[1], { userInput: 'now a post about hiring juniors', previousDraft: drafts[1].post, topicHint: FIRSTS[1].prompt }));
    expect(other.toLowerCase()).toContain('hiring juniors');
    expect(other.toLowerCase()).not.toContain('code reviews');
  });
});

describe('offline writer: news and thanks', () => {
  const byName = (name: string) => forOfflineWriter(FRAMEWORKS.find((f) => f.name === name)!);
  const write = (userInput: string, name: string | null, seed = 1, persona: OfflinePersona = SALES) =>
    composeOfflinePost({ userInput, persona, framework: name ? byName(name) : null, viralContext: null, previousDraft: null, seed });
  /** What a story or a practice says, which reads wrong for news or thanks. */
  const STORY_FILLER = /I used to think I understood|really mattered to me|Review how|My takeaway|rewards the boring|Start smaller with|what good .* looks like|the drafts behind|how do you handle/;

  it("names a launched thing without when it launched, and says what it does without the member's pronoun", () => {
    for (const seed of [1, 2, 3, 4]) {
      const post = write('Write about launching our scheduling assistant after 8 months; it takes busywork off their hands', null, seed);
      // The member's two sentences stay two (a semicolon, not a comma splice).
      expect(post).toMatch(/^We're launching our scheduling assistant after 8 months; it takes busywork off their hands\./);
      // Not "a scheduling assistant after 8 months that it takes …", nor "work that it after 8 months can take …".
      expect(post.split('\n\n').slice(1).join('\n\n')).not.toMatch(/assistant after 8 months|that it (takes|after)|it after 8 months/);
    }
  });

  it('announces the news first, in the member\'s voice, and ends with the call that fits it (every announcement template\'s own example)', () => {
    const expected: Record<string, [RegExp, RegExp]> = {
      'Client Success Story': [/^We helped a 12-person agency cut client onboarding from three weeks to five days\./, /send me a message/],
      'New Role Announcement': [/I'm starting as Head of Growth at a climate-tech startup\./, /let's connect/],
      'Product Launch': [/^We're launching a Slack bot that writes weekly status reports\./, /^(Try|Want to try) our Slack bot/],
      'Milestone Celebration': [/^Our newsletter just reached 10,000 subscribers\./, /\?$/],
      "We're Hiring": [/^We're hiring our first senior backend engineer\./, /^If you know a senior backend engineer who should see this, send it their way\./],
      'Event or Talk Announcement': [/^I'm giving a talk on pricing experiments at a SaaS meetup next month\./, /^Save a seat/],
    };
    for (const t of TEMPLATE_CATALOGUE.filter((x) => x.category === 'announcement')) {
      const topic = t.example_topic.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());
      for (const seed of [1, 2, 3]) {
        const post = write(`Write a ${t.name} post about ${topic}`, t.name, seed);
        const paragraphs = post.split('\n\n').filter((p) => !p.startsWith('#'));
        const [hook, close] = expected[t.name];
        expect([t.name, paragraphs[0]]).toEqual([t.name, expect.stringMatching(hook)]);
        expect([t.name, paragraphs[paragraphs.length - 1]]).toEqual([t.name, expect.stringMatching(close)]);
        expect([t.name, post]).not.toEqual([t.name, expect.stringMatching(STORY_FILLER)]);
        // The number is whole ("10,000", not "10") and the tags are real ones, not the verbs (#Starting, #Writes).
        expect(post).not.toMatch(/\b10\b(?!,)|#(Starting|Head|Writes|Launching|Five|Saved|Hired)\b/);
      }
    }
  });

  it('gives credit by name and deed (every appreciation template\'s own example), and asks the reader to thank someone too', () => {
    const people: Record<string, RegExp> = {
      'Colleague Shout-Out': /support engineer saved a client renewal over a weekend|support engineer who saved a client renewal over a weekend/,
      'The Person Who Gave Me a Chance': /hiring manager (who )?hired me without a degree/,
      'Thank You to a Customer': /^Our first paying customer, three years on/,
      'Team Spotlight': /five people (who )?rebuilt our checkout in six weeks/,
      'People Worth Following': /five data engineers (who )?explain things better than any course/,
    };
    for (const t of TEMPLATE_CATALOGUE.filter((x) => x.category === 'appreciation')) {
      const topic = t.example_topic.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());
      for (const seed of [1, 2, 3]) {
        const post = write(`Write a ${t.name} post about ${topic}`, t.name, seed);
        expect([t.name, post.split('\n\n')[0]]).toEqual([t.name, expect.stringMatching(people[t.name])]);
        expect([t.name, post]).not.toEqual([t.name, expect.stringMatching(STORY_FILLER)]);
        expect([t.name, post]).toEqual([t.name, expect.stringMatching(/#Gratitude\b/)]);
      }
    }
  });

  it('hears news and thanks asked for without a template, and names the person rather than the request', () => {
    expect(write("We're hiring a product designer in Berlin", null).split('\n')[0]).toBe("We're hiring a product designer in Berlin.");
    expect(write("We're hiring a product designer in Berlin", null)).toMatch(/(know|tag) a product designer/);
    expect(write('Announce that we are hiring two SREs', null)).toMatch(/(know|tag) an SRE\b/);
    // The member's new role and company, named; no plan of theirs (whom they will listen to, what they will change) invented (issue 12).
    const joining = write("I'm joining Stripe as a staff engineer", null);
    expect(joining.split('\n')[0]).toMatch(/I'm joining Stripe as a staff engineer\./);
    expect(joining).toMatch(/the team at Stripe/);
    expect(joining).not.toMatch(/listen to the people at Stripe|before changing anything/);
    // Typed by the member without picking the template: still their news.
    expect(write("Write a We're Hiring post about hiring our first senior backend engineer", null).split('\n')[0]).toBe("We're hiring our first senior backend engineer.");
    expect(write('our newsletter reaching 10,000 subscribers', null).split('\n')[0]).toMatch(/^Our newsletter just reached 10,000 subscribers\./);
    expect(write('hiring junior engineers', null)).not.toMatch(/^We're hiring/);
    const shout = write('Shout-out to my teammate Priya who fixed our flaky tests', null);
    expect(shout.split('\n\n')[0]).toMatch(/my teammate Priya (who )?fixed our flaky tests/);
    expect(shout).toMatch(/What I learned from Priya|What Priya did/);
    expect(shout.toLowerCase()).not.toContain('shout-out to');
  });

  it('follows up on news in its voice: a question for whom the member names is about the news, "try again" writes it anew', () => {
    const ask = "Write a We're Hiring post about hiring our first senior backend engineer";
    for (const seed of [1, 2, 3, 4]) {
      const first = write(ask, "We're Hiring", seed);
      const asked = composeOfflinePost({ userInput: 'end with a question for backend engineers', persona: SALES, framework: byName("We're Hiring"), viralContext: null, previousDraft: first, topicHint: ask, seed: seed + 10 });
      const closing = asked.split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
      expect(closing).toMatch(/^Backend engineers: .*senior backend engineer\?$/);
      expect(closing).not.toMatch(/handle|hiring our first/);
    }
    // 'try again' writes it anew: never the draft it was asked about (this once passed on seeds that gave that same
    // draft back, as long as another seed did not).
    const previous = write(ask, "We're Hiring", 1);
    for (const seed of [1, 2, 3, 4]) {
      const again = composeOfflineReply({ userInput: 'try again', persona: SALES, framework: byName("We're Hiring"), viralContext: null, previousDraft: previous, topicHint: ask, seed });
      expect([seed, again.post === previous]).toEqual([seed, false]);
    }
  });

  it('writes a subject that is not news in the usual voice, whatever the template ("remote work" with We\'re Hiring)', () => {
    for (const [topic, name] of [['remote work', "We're Hiring"], ['hiring junior engineers', 'Team Spotlight'], ['technical debt', 'Colleague Shout-Out'], ['we raised our prices and nobody left', 'Product Launch']]) {
      const post = write(topic, name);
      expect([topic, post]).not.toEqual([topic, expect.stringMatching(/We're hiring remote|Credit where it's due|#Gratitude|Why we built|Try our/)]);
      expect(post.toLowerCase()).toContain(topic.replace(/^we raised our /, ''));
    }
  });

  it('shares no sentence of four words or more between two announcements or two thank-yous on different subjects', () => {
    const subjects: [string, string][] = [
      ['hiring our first senior backend engineer', "We're Hiring"], ['hiring two product designers for our Lisbon office', "We're Hiring"],
      ['starting as Head of Growth at a climate-tech startup', 'New Role Announcement'], ['joining Shopify as a staff engineer', 'New Role Announcement'],
      ['launching a Slack bot that writes weekly status reports', 'Product Launch'], ['launching Acme Pay, instant payouts for freelancers', 'Product Launch'],
      ['our newsletter reaching 10,000 subscribers', 'Milestone Celebration'], ['our podcast reaching 500 episodes', 'Milestone Celebration'],
      ['my talk on pricing experiments at a SaaS meetup next month', 'Event or Talk Announcement'], ['a webinar on SOC 2 for startups on March 3', 'Event or Talk Announcement'],
      ['a support engineer who saved a client renewal over a weekend', 'Colleague Shout-Out'], ['my teammate Priya who fixed our flaky tests', 'Colleague Shout-Out'],
      ['our first paying customer, three years on', 'Thank You to a Customer'], ['the agency that trusted us with their biggest client', 'Thank You to a Customer'],
      ['the five people who rebuilt our checkout in six weeks', 'Team Spotlight'], ['the three nurses who redesigned our night shift handover', 'Team Spotlight'],
    ];
    const shared = new SharedSentences();
    for (const [subject, name] of subjects) for (const seed of [1, 2, 3, 4]) shared.add(subject, write(subject, name, seed));
    expect([...shared.repeated]).toEqual([]);
  });
});

describe('offline writer: a topic that is people', () => {
  const topics = ['first-time managers', 'junior developers', 'new nurses', 'remote designers'];
  const tones = ['Friendly and conversational', 'Analytical and data-driven', 'Witty and humorous', 'Storytelling and personal'];

  it('writes about people as people in every framework and tone: never a practice to review, touch, treat as a habit or handle', () => {
    const shared = new SharedSentences();
    topics.forEach((topic, i) => {
      const practice = new RegExp(`review how ${topic}|touching ${topic}|treating ${topic} as|what ${topic} (is|are) for|${topic} keeps you|good ${topic} looks|handle ${topic}|doing ${topic}|${topic} (rewards?|improves?) `, 'i');
      tones.forEach((tone, j) => {
        [null, ...FRAMEWORKS].forEach((f, k) => {
          const post = composeOfflinePost({ userInput: topic, persona: { ...SALES, tone }, framework: f ? forOfflineWriter(f) : null, viralContext: null, previousDraft: null, seed: 3 + i * 5 + j * 11 + k });
          expect([topic, f?.name, post]).not.toEqual([topic, f?.name, expect.stringMatching(practice)]);
          expect(post.toLowerCase()).toContain(topic);
          shared.add(topic, post);
        });
      });
    });
    expect([...shared.repeated]).toEqual([]);
  });
});

describe('offline writer: how members word a subject', () => {
  const write = (userInput: string, seed: number) => composeOfflinePost({ userInput, persona: SALES, framework: null, viralContext: null, previousDraft: null, seed });
  it('reads "how to …", "tips for …", "N mistakes I made as …" and "N days as …" as what they are about', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const raise = write('How to ask for a raise', seed);
      expect(raise).toMatch(/asking for a raise/i);
      expect(raise).not.toMatch(/(with|for|treated|about|good|on) to ask for a raise|^To ask/im);
      const tips = write('Tips for remote onboarding', seed);
      expect(tips).toMatch(/remote onboarding/);
      expect(tips).not.toMatch(/tips for remote onboarding (is|are|was|were|rewards?)|(with|on|about|handle) tips for/i);
      const mistakes = write('5 mistakes I made as a first-time founder', seed);
      expect(mistakes).toMatch(/first-time founder/);
      expect(mistakes).not.toMatch(/(with|about|on) 5 mistakes|5 mistakes (were|reward)/i);
      expect(write('Write a post about my first 90 days as a product manager', seed)).not.toMatch(/days as\b(?! a product)/);
    }
    // The member's words stay the topic the history shows.
    expect(parseRequest('How to ask for a raise').subject).toBe('How to ask for a raise');
  });

  it('argues a claim rather than telling it as a story, and tags no verb of it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const post = write('AI will not replace designers', seed);
      expect(post).not.toMatch(/I kept putting off|A while back|#Replace|#Will\b/);
    }
  });
});

describe('offline writer: the focus, the tags and the follow-ups of the trial in issue 12 (a product manager in healthcare SaaS)', () => {
  const PM: OfflinePersona = { job_title: 'Product Manager', industry: 'Healthcare SaaS', audience: 'product leaders', tone: 'Friendly and conversational', self_description: 'I build scheduling software for clinics.' };
  /** Verbs, small words and describing words that a reader never accepts as the end of a named thing or as a tag alone. */
  const NOT_A_THING = /^(laid|share|want|learned|taught|hit|just|got|went|came|quit|started|moved|cut|burned|took|off|about|to|of|with|for|in|on|at|after|before|and|what|me|active|clinic|first|new|big|biggest|build)$/i;
  /** Life events and news, numbers, verbs inside the subject, the way members type them. */
  const CASES: { prompt: string; persona?: OfflinePersona; framework?: string; facts: string[]; lived?: boolean; named?: number }[] = [
    { prompt: 'I got laid off last week after 6 years at the company. Want to share what I learned', facts: ['laid off', '6 years at the company'], lived: true },
    { prompt: 'Write about being laid off two weeks before my wedding', persona: COACH, facts: ['laid off', 'wedding'], lived: true },
    { prompt: 'I got laid off after 8 years at a bank', persona: PAYMENTS, framework: 'Layoff or Career Setback', facts: ['laid off'], lived: true },
    { prompt: 'Announce that our clinic scheduling app just hit 10,000 active users', facts: ['clinic scheduling app', '10,000 active users'] },
    { prompt: 'Announce that our patient portal crossed 50,000 signups', facts: ['patient portal', '50,000 signups'] },
    { prompt: 'We just hit 1,000 paying customers!', persona: PAYMENTS, facts: ['1,000 paying customers'] },
    { prompt: 'post about my first marathon and what it taught me about product roadmaps', facts: ['my first marathon', 'product roadmaps'], lived: true },
    { prompt: 'What running taught me about patience', persona: COACH, facts: ['running', 'patience'], lived: true },
    { prompt: 'I started a new job at a hospital network last week', facts: ['new job', 'hospital network'], lived: true },
    { prompt: 'I got promoted to director of product after 4 years', framework: 'Personal Journey', facts: ['director of product'], lived: true },
    { prompt: 'I burned out in my second year as a manager and took three months off', persona: PAYMENTS, framework: 'Burnout and Recovery', facts: ['burned out', 'three months'], lived: true },
    { prompt: 'I came back from parental leave last month', facts: ['parental leave'], lived: true },
    { prompt: 'I quit my corporate job to build a health startup', persona: COACH, framework: 'Honest Confession', facts: ['corporate job', 'health startup'], lived: true },
    { prompt: 'Write a post about why we stopped doing quarterly OKRs', facts: ['quarterly OKRs'] },
    { prompt: 'We moved our standups to async updates and nobody missed them', persona: PAYMENTS, facts: ['standups', 'async updates'] },
    { prompt: 'We cut our patient no-show rate by 30% after adding SMS reminders', framework: 'Client Success Story', facts: ['no-show rate', '30%', 'SMS reminders'] },
  ];
  const write = (c: (typeof CASES)[number], seed: number) =>
    composeOfflinePost({ userInput: c.prompt, persona: c.persona ?? PM, framework: c.framework ? framework(c.framework) : null, viralContext: null, previousDraft: null, seed });
  const bodyOf = (post: string) => post.split('\n\n').filter((p) => !/^#/.test(p)).join('\n\n');
  const tagsOf = (post: string) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [];

  it.each(CASES.map((c) => [c.prompt, c] as const))('%s', (_p, c) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const post = write(c, seed);
      const body = bodyOf(post);
      // No instruction text: "Want to share what I learned", "Announce that", "write about" stay out of the post.
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(INSTRUCTION_TEXT)]);
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/want to share|share what i learned|announce/i)]);
      expectFacts(post, c.facts);
      // A lived subject the writer knows nothing of ('what running taught me about patience'): the member's sentence and
      // the question, with the note on how to get a fuller draft; the 40 words it once had were invented ('At the time,
      // it felt like a break from work …', 'The parallel … clicked later').
      const about = analyseSubject(parseRequest(c.prompt).subject);
      const unknown = c.lived && !notesFor(about.focus) && !notesFor(about.text) && !(about.about && notesFor(about.about));
      if (unknown) expect(composeOfflineReply({ userInput: c.prompt, persona: c.persona ?? PM, framework: c.framework ? framework(c.framework) : null, viralContext: null, previousDraft: null, seed }).note).toMatch(/short/);
      else expect(words(post)).toBeGreaterThanOrEqual(about.method ? 20 : 40);
      expect(words(post)).toBeLessThanOrEqual(350);
      // The focus is a thing: never "the" + a verb ("the laid off", "the taught me"), never a phrase ending on a verb
      // or a small word ("app just hit 10,000", "taught me about").
      expect([seed, body]).not.toEqual([seed, expect.stringMatching(/\b(the|a|our|my) (laid|taught|got|hit|just|want|share|quit|burned|came|started|moved|cut|went)\b/i)]);
      expect([seed, body]).not.toEqual([seed, expect.stringMatching(/\b(just hit|taught me about|laid off is|what the \w+ off)\b[^.]*\b(is|are) for\b|about the laid off|with the laid off/i)]);
      const focus = analyseSubject(parseRequest(c.prompt).subject).focus;
      const last = focus.split(/\s+/).pop()!;
      // (A gerund phrase of the writer's, "being laid off", "burning out", is a thing a sentence can name.)
      expect([c.prompt, focus, !/^[a-z]+ing\s/.test(focus) && (NOT_A_THING.test(last) || STOPWORDS.has(last.toLowerCase()))]).toEqual([c.prompt, focus, false]);
      // Named a few times, not in every paragraph.
      const named = body.toLowerCase().split(focus.toLowerCase()).length - 1;
      expect([seed, focus, named]).toEqual([seed, focus, expect.any(Number)]);
      expect(named).toBeLessThanOrEqual(c.named ?? 4);
      // Tags: at most three, each a known tag or whole words of the subject or the industry, never a verb, an
      // adjective or a describing word alone (#Laid, #Share, #Clinic, #Active, #Taught).
      const tags = tagsOf(post);
      expect(tags.length).toBeLessThanOrEqual(3);
      const source = `${c.prompt} ${(c.persona ?? PM).industry}`.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2);
      for (const tag of tags) {
        const known = [...(Object.values(GENRE_TAGS) as string[]), ...KNOWN_TAGS].includes(tag);
        expect([tag, known || madeOf(tag.slice(1).toLowerCase(), source)]).toEqual([tag, true]);
        expect([tag, NOT_A_THING.test(tag.slice(1))]).toEqual([tag, false]);
      }
      if (c.lived) {
        // An experience is told as one: no practice advice about it, a closing question about the reader's own.
        expect([seed, body]).not.toEqual([seed, expect.stringMatching(/be clear about what|(is|are) for, and|rewards? the boring|went every Friday|how do you handle|a box to tick|more time, more budget/i)]);
        expect(body.trim().endsWith('?')).toBe(true);
      }
    }
  });

  it('names a one-word thing the member did something with a few times, then says it by what they did ("the move to async updates", "raising them")', () => {
    const prompts = ['We moved our standups to async updates and nobody missed them', 'We raised our prices and nobody left', 'We banned meetings on Fridays', 'I quit coffee for a month', 'We replaced our wiki with Notion', 'I finally fixed my sleep', 'We automated our invoicing', 'We cancelled our offsite', 'We dropped Kubernetes'];
    const shared = new SharedSentences();
    for (const prompt of prompts) {
      const focus = analyseSubject(parseRequest(prompt).subject).focus;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const post = write({ prompt, persona: PAYMENTS, facts: [] }, seed);
        const body = bodyOf(post);
        expect([prompt, seed, body.toLowerCase().split(focus.toLowerCase()).length - 1 <= 4]).toEqual([prompt, seed, true]);
        // Said by what was done with it, and never as an idiom or a pronoun with nothing of the subject around it.
        expect([prompt, body]).not.toEqual([prompt, expect.stringMatching(/killing it|(about|with|of) (it|them)[:.]|^(The lesson|My takeaway): It\b/m)]);
        shared.add(prompt, post);
      }
    }
    expect([...shared.repeated]).toEqual([]);
    expect(bodyOf(write(CASES[14], 1))).toMatch(/the move to async updates/);
  });

  it('tags a life event and an industry with the known tags people search for (#Layoffs, #Running, #HealthTech)', () => {
    expect(tagsOf(write(CASES[0], 1))).toEqual(expect.arrayContaining(['#Layoffs', '#HealthTech']));
    expect(tagsOf(write(CASES[6], 1))).toEqual(expect.arrayContaining(['#Running']));
    expect(tagsOf(write(CASES[11], 1))).toEqual(expect.arrayContaining(['#ParentalLeave']));
  });

  it('says "the quarterly OKRs" a few times and refers back to them otherwise', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const body = bodyOf(write(CASES[13], seed)).toLowerCase();
      expect([seed, body.split('the quarterly okrs').length - 1]).toEqual([seed, expect.any(Number)]);
      expect(body.split('the quarterly okrs').length - 1).toBeLessThanOrEqual(2);
      expect(body.split('quarterly okrs').length - 1).toBeLessThanOrEqual(4);
    }
  });

  it('reads "now / also / next / great, now … write about" as a new subject, and none of it reaches the post', () => {
    const first = write(CASES[13], 3);
    const asks: [string, string][] = [
      ['now write about hiring a designer', 'hiring a designer'],
      ['Great, now write about onboarding new nurses', 'onboarding new nurses'],
      ['also write one about our new telehealth feature', 'telehealth feature'],
      ['ok next one: burnout in clinic teams', 'burnout in clinic teams'],
      ['and another one about my promotion', 'my promotion'],
      ['Next, do one on patient intake forms', 'patient intake forms'],
    ];
    for (const [ask, subject] of asks) {
      for (const seed of [1, 2, 3]) {
        const post = composeOfflinePost({ userInput: ask, persona: PM, framework: null, viralContext: null, previousDraft: first, topicHint: CASES[13].prompt, seed });
        expect([ask, post.toLowerCase().includes(subject)]).toEqual([ask, true]);
        expect([ask, post]).not.toEqual([ask, expect.stringMatching(/\b(now|also|next|another one|ok)\b[^.\n]*\b(write|one)\b|\bwrite about\b|okrs/i)]);
      }
    }
  });
});

describe('offline writer: personas the first corpus left out, and follow-ups it cannot make', () => {
  const RECRUITER: OfflinePersona = { job_title: 'Technical Recruiter', industry: 'Recruiting', audience: 'job seekers', tone: 'Friendly and conversational', self_description: 'I place engineers at startups.' };
  const TEACHER: OfflinePersona = { job_title: 'High School Teacher', industry: 'Education', audience: 'teachers and parents', tone: 'Inspirational and motivating', self_description: 'I teach maths to teenagers.' };
  const UX: OfflinePersona = { job_title: 'UX Designer', industry: 'Ecommerce', audience: 'product teams', tone: 'Analytical and data-driven', self_description: 'I make checkouts simpler.' };
  const SALES_LEAD: OfflinePersona = { job_title: 'Sales Lead', industry: 'Enterprise software', audience: 'account executives', tone: 'Professional and authoritative', self_description: 'I run a team of 12 AEs.' };
  const LAWYER: OfflinePersona = { job_title: 'Employment Lawyer', industry: 'Legal services', audience: 'HR leaders', tone: 'Professional and authoritative', self_description: 'I advise companies on employment law.' };
  const OWNER: OfflinePersona = { job_title: 'Restaurant Owner', industry: 'Hospitality', audience: 'small business owners', tone: 'Witty and humorous', self_description: 'I run a 40-seat bistro.' };
  const STUDENT: OfflinePersona = { job_title: 'Computer Science Student', industry: 'Technology', audience: 'recruiters', tone: 'Friendly and conversational', self_description: 'Final year of a computer science degree.' };
  /** `not`: what a reader would never accept in this post (the request's own wording cut into a fragment, broken grammar). */
  const TRIAL: (Case & { not?: RegExp })[] = [
    { prompt: 'What do you think about AI screening resumes?', persona: RECRUITER, facts: ['AI screening resumes'], not: /what do you think|#Think/i },
    { prompt: '3 lessons from placing 100 engineers this year', persona: RECRUITER, facts: ['100 engineers'], not: /\b3 lessons (is|are|were|was|as)\b|with 3 lessons|engineers this (taught|sounds|was)\b/ },
    { prompt: 'Write a post about ghosting candidates', persona: RECRUITER, facts: ['ghosting candidates'] },
    { prompt: 'I worked 12 night shifts in a row during flu season', persona: NURSE, facts: ['12 night shifts', 'flu season'], not: /the worked\b/ },
    { prompt: 'Write something short about nurse burnout', persona: NURSE, facts: ['nurse burnout'], not: /something short|#Something/i },
    { prompt: 'What do you think about phones in classrooms?', persona: TEACHER, facts: ['phones in classrooms'], not: /what do you think|#Think/i },
    { prompt: 'After 15 years of teaching I am leaving the classroom to become a UX researcher', persona: TEACHER, facts: ['15 years', 'UX researcher'], not: /they really starts|the 15 years|#Become/ },
    { prompt: 'We cut checkout abandonment by 18% by removing one form field', persona: UX, facts: ['checkout abandonment', '18%', 'one form field'] },
    { prompt: '3 lessons from redesigning our checkout', persona: UX, facts: ['redesigning our checkout'], not: /\b3 lessons\b/ },
    { prompt: 'Write a long post about dark patterns in e-commerce', persona: UX, facts: ['dark patterns'] },
    { prompt: 'My team closed $2M in Q3 without a single discount', persona: SALES_LEAD, facts: ['$2M', 'without a single discount'], not: /(after|first:) without\b/ },
    { prompt: 'How to run a pipeline review that people do not dread', persona: SALES_LEAD, facts: ['pipeline review'], not: /#Dread/ },
    { prompt: 'What do you think about cold calling in 2025?', persona: SALES_LEAD, facts: ['cold calling'], not: /what do you think|#Think/i },
    { prompt: 'Write a post about non-compete clauses for HR leaders', persona: LAWYER, facts: ['non-compete clauses'] },
    { prompt: '3 mistakes companies make when firing someone', persona: LAWYER, facts: ['firing someone'], not: /\b3 mistakes\b/ },
    { prompt: 'We survived our first year and served 20,000 meals', persona: OWNER, facts: ['first year', '20,000 meals'] },
    { prompt: 'Why I stopped offering discounts on Tuesdays', persona: OWNER, facts: ['discounts'] },
    { prompt: 'Write a funny post about online reviews', persona: OWNER, facts: ['online reviews'] },
    { prompt: 'I am a student looking for my first job in software engineering', persona: STUDENT, facts: ['first job'], not: /the student looking|the looking|the engineering\b/ },
    { prompt: 'I got rejected from 40 internships. Here is what I learned', persona: STUDENT, facts: ['40 internships'], not: /the rejected|here is what i learned/i },
    { prompt: 'Can you write a post asking for a referral for junior developer roles?', persona: STUDENT, facts: ['referral'] },
    { prompt: 'Write a post about remote work in French', persona: TEACHER, facts: ['remote work'], not: /in French:|with in French|#French/ },
  ];
  const write = (c: Case, seed: number, over: Partial<OfflineBrief> = {}) => composeOfflinePost(brief(c, { seed, ...over }));

  it.each(TRIAL.map((c) => [c.prompt, c] as const))('%s', (_p, c) => {
    for (const seed of [1, 2, 3, 7]) {
      // The built-in writer's note about a language it cannot write travels beside the post, never in it.
      const post = write(c, seed);
      readerChecks(post, c);
      expectFacts(post, c.facts);
      if (c.not) expect([seed, post]).not.toEqual([seed, expect.stringMatching(c.not)]);
      // "The lesson: It rewards …": no capital after a colon mid-sentence.
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/^[A-Z][\w' ]+: (It|They|Them)\b/m)]);
    }
  });

  it('asks a list for its subject and an opinion for the thing asked about, not for "3 lessons" or "what do you think"', () => {
    expect(analyseSubject(parseRequest('3 lessons from redesigning our checkout').subject).focus).toBe('redesigning our checkout');
    expect(analyseSubject(parseRequest('3 mistakes companies make when firing someone').subject).focus).toBe('firing someone');
    expect(parseRequest('3 lessons from redesigning our checkout').instructions.intent).toBe('tips');
    expect(parseRequest('What do you think about phones in classrooms?')).toEqual({ subject: 'phones in classrooms', instructions: { intent: 'opinion' } });
  });

  const first = TRIAL[7];
  const draft = write(first, 7);
  const follow = (userInput: string, previousDraft = draft) => write(first, 8, { userInput, previousDraft, topicHint: first.prompt });
  const closingOf = (post: string) => post.split('\n\n').filter((p) => !/^#/.test(p)).pop()!;

  it('follows "make it punchier", "add a call to action", "remove the emoji", "use bullet points" and "write it for founders instead"', () => {
    expect(words(follow('make it punchier'))).toBeLessThanOrEqual(words(draft) * 0.8);
    const cta = follow('add a call to action');
    expect(closingOf(cta)).not.toBe(closingOf(draft));
    expect(closingOf(cta)).toMatch(/follow|message|comment|share/i);
    const emoji = follow('add emoji');
    expect(emoji).toMatch(/\p{Extended_Pictographic}/u);
    expect(follow('remove the emoji', emoji)).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(follow('use bullet points')).toMatch(/\n(1\.|•) .+\n(2\.|•) .+/);
    const founders = follow('write it for founders instead');
    expect(closingOf(founders)).toMatch(/founders/i);
    readerChecks(founders, first);
  });

  it('says plainly that it writes English only when asked for another language, keeps the draft, and drops the note on the next edit', () => {
    for (const [say, language] of [['in French', 'French'], ['translate it to Spanish', 'Spanish'], ['can you translate this?', 'another language']]) {
      const { post: after, note } = composeOfflineReply(brief(first, { seed: 8, userInput: say, previousDraft: draft, topicHint: first.prompt }));
      expect([say, note]).toEqual([say, expect.stringMatching(new RegExp(`English only.*${language}`))]);
      // The same draft, never a post about "in French", and the note is not part of it.
      expect([say, after]).toEqual([say, draft]);
      expect(after).not.toMatch(/with in French|#French|#Spanish|English only/);
      // The next follow-up edits the draft, not the note.
      const shorter = follow('make it shorter', after);
      expect(shorter).not.toMatch(/Built-in writer|English only/);
      expectFacts(shorter, ['18%']);
    }
  });
});

describe('offline writer: follow-ups revise the draft, or say in a line why not', () => {
  const HEAD_OF_SALES: OfflinePersona = { job_title: 'Head of Sales', industry: 'B2B SaaS', audience: 'founders and sales leaders', tone: 'Friendly and conversational', self_description: 'I help early-stage founders build their first sales team.' };
  const NO_ROLE: OfflinePersona = { job_title: '', industry: '', audience: '', tone: 'Professional and authoritative', self_description: '' };
  const chats: { c: Case; role: RegExp | null }[] = [
    { c: FIRSTS[0], role: /staff engineer/i },
    { c: { prompt: 'Write a post about remote onboarding', persona: HEAD_OF_SALES, facts: ['remote onboarding'] }, role: /head of sales/i },
    { c: { prompt: 'We raised our prices and nobody left', persona: HEAD_OF_SALES, facts: ['prices', 'nobody left'] }, role: /head of sales/i },
    { c: { prompt: 'I redesigned the medication chart nurses use at 3am, and errors dropped by 40%', persona: DESIGN, facts: ['medication chart', '3am', '40%'] }, role: /product designer/i },
    { c: { prompt: 'code reviews', persona: NO_ROLE, facts: ['code reviews'] }, role: null },
  ];
  const firstPerson = (t: string) => (t.match(/\b(I|I'm|I've|I'd|I'll|me|my|myself)\b/g) ?? []).length;
  const tagsOf = (t: string) => (t.match(/#[\p{L}\p{N}_]+/gu) ?? []).join(' ');
  /** How much of the draft's text the revision kept: a revision keeps most of it, a fresh draft little. */
  const kept = (draft: string, after: string) => {
    const own = sentencesOf(draft);
    return own.filter((x) => after.includes(x)).length / Math.max(1, own.length);
  };
  const reply = (c: Case, draft: string, userInput: string, seed = 5) => composeOfflineReply(brief(c, { userInput, previousDraft: draft, topicHint: c.prompt, seed }));

  it.each(chats.map(({ c, role }) => [c.prompt, c, role] as const))('"make it more personal" and its other wordings revise the draft in the member\'s voice: %s', (_p, c, role) => {
    for (const seed of [1, 2, 3]) {
      const draft = composeOfflinePost(brief(c, { seed }));
      for (const say of ['make it more personal', 'more personal', 'add a personal story', 'make it about me', 'Can you make it sound more like me?']) {
        const { post, note } = reply(c, draft, say, seed + 10);
        readerChecks(post, c);
        expectFacts(post, c.facts);
        expect([say, note]).toEqual([say, null]);
        expect([say, post === draft]).toEqual([say, false]);
        // The same post: its hook, most of its sentences and its hashtags; told more in the first person.
        expect([say, post.split('\n\n')[0]]).toEqual([say, draft.split('\n\n')[0]]);
        expect([say, kept(draft, post)]).toEqual([say, expect.any(Number)]);
        expect(kept(draft, post)).toBeGreaterThanOrEqual(0.5);
        expect([say, tagsOf(post)]).toEqual([say, tagsOf(draft)]);
        expect(firstPerson(post)).toBeGreaterThanOrEqual(firstPerson(draft) + 2);
        // The member's angle from the persona (role), never its self-description (readerChecks), never a made-up figure.
        if (role) expect([say, post]).toEqual([say, expect.stringMatching(role)]);
        expect((post.match(/\b\d[\d,.]*\b/g) ?? []).sort()).toEqual((draft.match(/\b\d[\d,.]*\b/g) ?? []).sort());
        expect(post.split('\n\n').filter((p) => !p.startsWith('#')).pop()!.trim().endsWith('?')).toBe(true);
      }
    }
  });

  it('revises for the other common follow-ups, measurably and on the same draft', () => {
    for (const { c } of chats) {
      const draft = composeOfflinePost(brief(c, { seed: 4 }));
      const ask = (say: string) => {
        const r = reply(c, draft, say);
        expect([say, r.note]).toEqual([say, null]);
        expectFacts(r.post, c.facts);
        // (A change of register rewords most sentences; the other edits keep them.)
        if (!/professional|salesy/.test(say)) expect([say, kept(draft, r.post) >= 0.4]).toEqual([say, true]);
        return r.post;
      };
      for (const say of ['make it punchier', 'simplify it', 'make it simpler']) expect([say, words(ask(say)) < words(draft)]).toEqual([say, true]);
      for (const say of ['less salesy', 'more professional', 'make it more inspiring']) expect([say, ask(say) === draft]).toEqual([say, false]);
      expect(ask('add a hook').split('\n\n')[0]).not.toBe(draft.split('\n\n')[0]);
      const inspiring = ask('make it more inspiring').split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
      expect(inspiring).toMatch(/\?$/);
      const bare = reply(c, draft, 'remove the hashtags').post;
      expect(tagsOf(reply(c, bare, 'add tags').post)).not.toBe('');
      const point = ask('add that we now do it every Friday');
      expect(point).toContain('We now do it every Friday.');
    }
  });

  it('says in one line what it cannot do without inventing something, and keeps the draft as it was', () => {
    for (const { c } of chats) {
      const draft = composeOfflinePost(brief(c, { seed: 6 }));
      for (const [say, about] of [['make it funnier', /jokes/], ['add data', /invent numbers/], ['add a statistic', /invent numbers/], ['add some numbers', /invent numbers/], ['tag my cofounder', /@/], ['tag @Sarah Chen', /@/]] as const) {
        const { post, note } = reply(c, draft, say);
        expect([say, post]).toEqual([say, draft]);
        expect([say, note]).toEqual([say, expect.stringMatching(about)]);
        expect(note!.includes('\n')).toBe(false);
      }
    }
  });
});

describe('offline writer: hashtags from the subjects that gave weak ones (#Field, #Season, #Think)', () => {
  const FARM: OfflinePersona = { job_title: 'Farm Manager', industry: 'Agriculture', audience: 'growers', tone: 'Friendly and conversational', self_description: 'I run a family farm.' };
  const HR: OfflinePersona = { job_title: 'HR Director', industry: 'Human resources', audience: 'people leaders', tone: 'Professional and authoritative', self_description: 'I look after benefits.' };
  /** A subject, and the tag it must carry when a good term is in it (none expected: no tag is better than a weak one). */
  const cases: [string, OfflinePersona, string | null][] = [
    ['harvest season', FARM, '#HarvestSeason'],
    ['the busy season in retail', FARM, '#Retail'],
    ['working in the field', FARM, null],
    ['lessons from the field', FARM, null],
    ['what I think about hybrid work', HR, '#HybridWork'],
    ['I think we hire too fast', HR, null],
    ['think before you hire', HR, null],
    ['a season of change', FARM, null],
    ['our field day went well', FARM, null],
    ['field service technicians', FARM, '#FieldService'],
    ['open enrollment season', HR, '#OpenEnrollment'],
    ['time off between jobs', HR, null],
    ['my first harvest as a farm manager', FARM, '#Harvest'],
  ];
  const WEAK = /^#(Field|Fields|Season|Seasons|Think|Well|Hire|Change|Day|Life|Manager|Between\w*|\w+Between|EnrollmentSeason|ServiceTechnicians|BusySeason)$/;

  it.each(cases.map(([subject, persona, tag]) => [subject, persona, tag] as const))('%s', (subject, persona, tag) => {
    for (const seed of [1, 2, 3]) {
      for (const ask of [subject, `Write a post about ${subject}`]) {
        const post = composeOfflinePost({ userInput: ask, persona, framework: null, viralContext: null, previousDraft: null, seed });
        const tags = post.match(/#[\p{L}\p{N}_]+/gu) ?? [];
        expect(tags.length).toBeLessThanOrEqual(3);
        const source = `${subject} ${persona.industry}`.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2);
        for (const t of tags) {
          expect([ask, t, WEAK.test(t)]).toEqual([ask, t, false]);
          expect([ask, t, madeOf(t.slice(1).toLowerCase(), source)]).toEqual([ask, t, true]);
        }
        if (tag) expect([ask, tags]).toEqual([ask, expect.arrayContaining([tag])]);
      }
    }
  });
});

describe('offline writer: a bare subject with no notes gets a body about that subject', () => {
  const FARM: OfflinePersona = { job_title: 'Farm Manager', industry: 'Agriculture', audience: 'growers', tone: 'Friendly and conversational', self_description: 'I run a family farm.' };
  const CHEF: OfflinePersona = { job_title: 'Head Chef', industry: 'Hospitality', audience: 'restaurant owners', tone: 'Witty and humorous', self_description: 'I run a busy kitchen.' };
  const COUNSEL: OfflinePersona = { job_title: 'Privacy Counsel', industry: 'Legal services', audience: 'compliance teams', tone: 'Professional and authoritative', self_description: 'I advise on data law.' };
  const DEV: OfflinePersona = { job_title: 'Backend Engineer', industry: 'Fintech', audience: 'engineers', tone: 'Analytical and data-driven', self_description: 'I build ledgers.' };
  const subjects: [string, OfflinePersona | null][] = [
    ['harvest season', FARM], ['crop rotation', FARM], ['patient handovers', NURSE], ['night shifts', NURSE], ['food waste', CHEF], ['menu engineering', CHEF],
    ['GDPR compliance', COUNSEL], ['contract reviews', COUNSEL], ['microservices', DEV], ['database migrations', DEV], ['field sales', null], ['trade shows', null],
    ['year-end close', null], ['safety inspections', null], ['spreadsheets', null], ['supplier audits', FARM],
  ];
  /** The sentences that fitted any subject, which a bare subject used to get. */
  const ANY_SUBJECT = /tried the opposite of what I'd been doing|the plan matters less than being able to change it|a box to tick|the boring, repeatable work|I see the same pattern with|be clear about what .* (is|are) for|What changed was small|asked the people affected by|Start smaller with|Review how .* went every Friday|Write down one rule for|more time, more budget and more people|only as good as the trust behind it/;
  const posts = subjects.flatMap(([subject, persona]) =>
    [1, 2, 3].flatMap((seed) => [null, 'Myth Busting', 'Top Mistakes', 'Personal Journey'].map((f) => ({ subject, persona, post: composeOfflinePost({ userInput: `write a post about ${subject}`, persona, framework: f ? framework(f) : null, viralContext: null, previousDraft: null, seed }) }))),
  );

  it('never falls back on sentences that would fit any subject, and invents no figure', () => {
    for (const { subject, post } of posts) {
      expect([subject, post]).not.toEqual([subject, expect.stringMatching(ANY_SUBJECT)]);
      expect([subject, post.replace(/#\S+/g, '').match(/\b\d+/g)]).toEqual([subject, null]);
      expect(post.toLowerCase()).toContain(subject.toLowerCase());
    }
  });

  it('shares no sentence of four words or more between two subjects, and speaks to the persona\'s audience or industry', () => {
    const shared = new SharedSentences();
    for (const { subject, persona, post } of posts) {
      shared.add(subject, post);
      if (persona) expect([subject, new RegExp(`${persona.audience}|${persona.industry}`, 'i').test(post)]).toEqual([subject, true]);
    }
    expect([...shared.repeated]).toEqual([]);
  });

  it('reads as a reader expects: no capital after a colon mid-sentence, the verb agrees with a plural subject', () => {
    for (const { subject, post } of posts) {
      expect([subject, post]).not.toEqual([subject, expect.stringMatching(/: (In|It|They)\b|(^|[.:] |believed )([A-Za-z-]+ )?(handovers|shifts|migrations|audits|inspections|reviews|[Ss]preadsheets|shows) (is|was|works|starts|feels)\b/m)]);
    }
  });
});

describe('offline writer: hashtags name the subject\'s own terms before a broad industry (#Software)', () => {
  const DEV: OfflinePersona = { job_title: 'Platform Engineer', industry: 'Software', audience: 'engineers', tone: 'Analytical and data-driven', self_description: 'I keep the lights on.' };
  /** A subject, and the tags a reader expects to find (the tool, the practice, the role, the certification). */
  const cases: [string, string[]][] = [
    ['our Kubernetes migration cut cloud costs by 30%', ['#Kubernetes']],
    ['we rewrote our billing service in Rust', ['#BillingService', '#Rust']],
    ['pair programming with junior developers', ['#PairProgramming']],
    ['lessons from our first SOC 2 audit', ['#SOC2']],
    ['my first year as a data analyst', ['#DataAnalyst']],
    ['writing documentation nobody reads', ['#Documentation']],
    ['Write a post about observability for small teams', ['#Observability']],
  ];
  const tagsOf = (post: string) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [];

  it.each(cases)('%s', (subject, expected) => {
    for (const industry of ['Software', 'Technology', 'Information Technology']) {
      for (const seed of [1, 2, 3]) {
        const tags = tagsOf(composeOfflinePost({ userInput: subject, persona: { ...DEV, industry }, framework: null, viralContext: null, previousDraft: null, seed }));
        expect([subject, tags]).toEqual([subject, expect.arrayContaining(expected)]);
        // The broad industry is no tag beside the subject's own; a verb after "nobody" is no tag; nor a part of a term (#SOC, #Service).
        expect([subject, tags]).not.toEqual([subject, expect.arrayContaining([expect.stringMatching(/^#(Software|Technology|InformationTechnology|Reads|SOC|Service|Analyst)$/)])]);
      }
    }
  });

  it('tags no person the member names ("my mentor Sarah"), and keeps a broad industry only when the subject gives no tag', () => {
    const post = composeOfflinePost({ userInput: 'lunch with my mentor Sarah', persona: DEV, framework: null, viralContext: null, previousDraft: null, seed: 1 });
    expect(tagsOf(post)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Sarah/)]));
    expect(tagsOf(composeOfflinePost({ userInput: 'Write a post about enterprise deals', persona: { ...DEV, industry: 'Enterprise software' }, framework: null, viralContext: null, previousDraft: null, seed: 1 }))).not.toContain('#Software');
  });
});

describe('offline writer: hashtags are never a cut piece of a phrase (#CreationStep, #CallParents, #Practices)', () => {
  const as = (job_title: string, industry: string, audience: string): OfflinePersona => ({ job_title, industry, audience, tone: 'Friendly and conversational', self_description: '' });
  const ENG = as('Engineering Manager', 'Software', 'engineering leaders');
  /** A subject, its persona, a tag a reader expects (or null) and the tags a LinkedIn writer would never use. */
  const cases: [string, OfflinePersona, string | null, RegExp][] = [
    // A word that names a part or a way of doing something (a step, a stage, practices, tips, methods) is no tag alone,
    // and the word before it is no term with it ('account creation step' → never #CreationStep).
    ['we cut checkout drop-off by 30% by removing the account creation step', as('UX Designer', 'Design', 'product teams'), null, /^#(CreationStep|Step)$/],
    ['we removed the approval step from our release process', ENG, '#ReleaseProcess', /^#(ApprovalStep|Step)$/],
    ['best practices for code review', ENG, '#CodeReview', /^#(Practices|BestPractices)$/],
    ['best practices for incident response', ENG, '#IncidentResponse', /^#Practices$/],
    ['strategies for pricing a SaaS product', ENG, '#Pricing', /^#Strategies$/],
    ['methods for estimating work', ENG, null, /^#Methods$/],
    ['the onboarding stage of a new hire', as('HR Director', 'Human resources', 'people leaders'), '#Onboarding', /^#Stage$/],
    // A verb after 'to' is no noun describing the next one ('to call parents' → never #CallParents, #DeleteHalf).
    ['my mentor teacher taught me to call parents with good news first', as('Teacher', 'Education', 'parents'), null, /^#(CallParents|Call)$/],
    ['my manager told me to delete half the slides', ENG, '#Slides', /^#(DeleteHalf|Half|Delete)$/],
    ['how to get quiet students to speak up in class', as('Teacher', 'Education', 'teachers'), '#QuietStudents', /^#(Speak|Class)$/],
    // A time of day alone is no tag (#Night); a verb that names a known topic is tagged by the topic (#Ghosting, never #Ghost).
    // Nor a word and the one its owner names ("a patient's daughter" is no term: #PatientDaughter), nor 'shift' alone.
    ["the night a patient's daughter thanked me after a 14-hour shift", as('ICU Nurse', 'Healthcare', 'nurses'), null, /^#(Night|PatientDaughter|Shift|Daughter)$/],
    ['lessons from 12 years of night shifts', as('ICU Nurse', 'Healthcare', 'nurses'), '#NightShifts', /^#(Shifts|Night)$/],
    ['Why do candidates ghost recruiters after the final interview?', as('Recruiter', 'Recruiting', 'hiring managers'), '#Ghosting', /^#(Ghost|GhostRecruiters)$/],
    // 'worth' is no subject (#Worth); the word after people is what they do (#ParentsKnew, #Knew).
    ['Staging a home: worth it or not?', as('Realtor', 'Real estate', 'home sellers'), null, /^#Worth$/],
    ['Parent-teacher conferences: what I wish parents knew', as('Teacher', 'Education', 'parents'), null, /^#(ParentsKnew|Knew|Wish)$/],
  ];
  it.each(cases)('%s', (subject, persona, tag, never) => {
    for (const seed of [1, 2, 3]) {
      const tags = composeOfflinePost({ userInput: subject, persona, framework: null, viralContext: null, previousDraft: null, seed }).match(/#[\p{L}\p{N}_]+/gu) ?? [];
      expect(tags.length).toBeLessThanOrEqual(3);
      for (const t of tags) expect([subject, t, never.test(t)]).toEqual([subject, t, false]);
      if (tag) expect([subject, tags]).toEqual([subject, expect.arrayContaining([tag])]);
    }
  });
});

describe('offline writer: a launch of a particular thing is the member\'s news, with or without "our"', () => {
  const STORY = /The first time|really mattered to me|I used to think I understood|how do you handle|a habit|what .* is for/;
  it.each([
    ['launching a Slack bot that writes weekly status reports', /^We're launching a Slack bot that writes weekly status reports\./],
    ['Launching Acme Pay, instant payouts for freelancers', /^We're launching Acme Pay, instant payouts for freelancers\./],
    ['just launched a Slack bot that writes weekly status reports', /^We just launched a Slack bot that writes weekly status reports\./],
    ['Write a post about launching a Chrome extension that summarises meetings', /^We're launching a Chrome extension that summarises meetings\./],
  ])('%s', (ask, hook) => {
    for (const seed of [1, 2, 3]) {
      const post = composeOfflinePost({ userInput: ask, persona: SALES, framework: null, viralContext: null, previousDraft: null, seed });
      expect(post).toMatch(hook);
      expect(post).not.toMatch(STORY);
      expect(post).toMatch(/#ProductLaunch\b/);
    }
  });

  it('still writes "launching a product" or "launching a podcast" as a topic, not as news', () => {
    for (const ask of ['launching a product', 'launching a podcast', 'how to launch a product']) {
      expect(composeOfflinePost({ userInput: ask, persona: SALES, framework: null, viralContext: null, previousDraft: null, seed: 1 })).not.toMatch(/^We('re| just) launch/);
    }
  });
});

describe('offline writer: new members as they really type (links, asides, shouting, run-ons, lists of points) and what they ask next', () => {
  const ER: OfflinePersona = { job_title: 'Registered Nurse', industry: 'Healthcare', audience: 'new nurses', tone: 'Storytelling and personal', self_description: 'ER nurse for 8 years' };
  const DS: OfflinePersona = { job_title: 'Data Scientist', industry: 'E-commerce', audience: 'data people', tone: 'Analytical and data-driven', self_description: 'Recommender systems' };
  const BRAND: OfflinePersona = { job_title: 'Marketing Manager', industry: 'Consumer goods', audience: 'marketers', tone: 'Witty and humorous', self_description: 'Brand marketer' };
  const FOUNDER: OfflinePersona = { job_title: 'Founder & CEO', industry: 'Fintech', audience: 'founders', tone: 'Inspirational and motivating', self_description: 'Building the future of SME lending' };
  const OPS: OfflinePersona = { job_title: 'DevOps Engineer', industry: 'Cloud computing', audience: 'engineers', tone: 'Friendly and conversational', self_description: 'Terraform all the things' };
  const PM: OfflinePersona = { job_title: 'Product Manager', industry: 'Healthcare SaaS', audience: 'product leaders', tone: 'Friendly and conversational', self_description: 'PM for clinical workflows' };
  const HRBP: OfflinePersona = { job_title: 'HR Business Partner', industry: 'Human resources', audience: 'people managers', tone: 'Friendly and conversational', self_description: 'People partner for tech teams' };
  const CFO2: OfflinePersona = { job_title: 'Chief Financial Officer', industry: 'Logistics', audience: 'finance leaders', tone: 'Professional and authoritative', self_description: 'CFO, former auditor' };
  const PLANT: OfflinePersona = { job_title: 'Plant Manager', industry: 'Manufacturing', audience: 'operations leaders', tone: 'Professional and authoritative', self_description: 'Lean manufacturing, 300 people' };
  const TEACH: OfflinePersona = { job_title: 'Teacher', industry: 'Education', audience: 'teachers', tone: 'Inspirational and motivating', self_description: 'Primary teacher' };
  const RESEARCH: OfflinePersona = { job_title: 'UX Researcher', industry: 'Technology', audience: 'designers', tone: 'Storytelling and personal', self_description: 'Qual researcher' };
  const DEV2: OfflinePersona = { job_title: 'Senior Software Engineer', industry: 'Software', audience: 'developers', tone: 'Analytical and data-driven', self_description: 'Backend dev, distributed systems' };
  const write = (userInput: string, persona: OfflinePersona, seed = 1, over: Partial<OfflineBrief> = {}) =>
    composeOfflineReply({ userInput, persona, framework: null, viralContext: null, previousDraft: null, seed, ...over });
  const chat = (first: string, persona: OfflinePersona, seed = 1) => {
    const draft = write(first, persona, seed).post;
    return { draft, next: (say: string, previous = draft) => write(say, persona, seed + 7, { previousDraft: previous, topicHint: first }) };
  };
  const tagsOf = (post: string) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const closingOf = (post: string) => post.split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
  const SEEDS = [1, 2, 3, 4];

  it('drops a pasted link, an aside in brackets and a trailing "write a post", and keeps what the member said', () => {
    for (const seed of SEEDS) {
      const paper = write('https://arxiv.org/abs/2406.12345 this paper on recommender systems changed how i think about cold start, write a post', DS, seed).post;
      expect([seed, paper]).not.toEqual([seed, expect.stringMatching(/https?:|arxiv|write a post|\bi think\b/)]);
      expect(paper).toContain('cold start');
      const flop = write('Write a post about why our influencer campaign flopped (typo intended lol) and what we learnt', BRAND, seed).post;
      expect([seed, flop]).not.toEqual([seed, expect.stringMatching(/typo|lol|\(|what we learnt/i)]);
      expect(flop).toMatch(/^Our influencer campaign flopped\./);
      readerChecks(flop, { prompt: 'our influencer campaign flopped', persona: BRAND, facts: [] });
    }
  });

  it('writes a shouted request in sentence case, "!!!" as one "!", "i" as "I" and "couldnt" with its apostrophe', () => {
    for (const seed of SEEDS) {
      const launch = write('LAUNCHING OUR OPEN SOURCE TERRAFORM LINTER TODAY!!! it catches misconfigured s3 buckets before deploy', OPS, seed).post;
      expect(launch).toMatch(/^We're launching our open source terraform linter today! It catches misconfigured s3 buckets before deploy\./);
      expect([seed, launch]).not.toEqual([seed, expect.stringMatching(/LAUNCHING|TERRAFORM|!!|\bit it\b|it It|linter today\b(?!!)/)]);
      expect(launch).toMatch(/an open source terraform linter that catches misconfigured s3 buckets/);
      const round = write('We just closed our $4M seed round led by Atomico!!! so grateful to the team and our investors, couldnt have done it without them', FOUNDER, seed).post;
      expect(round).toMatch(/Atomico! So grateful/);
      expect(round).toContain("couldn't");
      expect(round).not.toMatch(/!!|couldnt/);
      const nurse = write('i want to write about my first code blue as a new grad nurse and how scared i was', ER, seed).post;
      expect(nurse).toContain('how scared I was');
      expect(nurse).not.toMatch(/\bi\b/);
      const feedback = write('how do you give feedback to a manager who doesnt take feedback?', HRBP, seed).post;
      expect(feedback).toContain("doesn't");
      expect(tagsOf(feedback)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^#Doesn/)]));
      // The persona's industry mid-sentence is not capitalised as a label ("in Human resources").
      expect(write('add a personal story', HRBP, seed, { previousDraft: feedback, topicHint: 'how do you give feedback to a manager who doesnt take feedback?' }).post).not.toMatch(/in Human resources/);
    }
  });

  it('cuts a run-on paragraph where a clause ends, never mid-phrase ("… talking to the CTO of the.")', () => {
    const runOn = 'So last week we had this huge outage during our biggest customer demo and the whole thing froze for like 10 minutes and I had to keep talking to the CTO of the hospital while engineering fixed it and honestly it was the most stressful 10 minutes of my career but the customer signed anyway';
    for (const seed of SEEDS) {
      const post = write(runOn, PM, seed).post;
      expect(post.split('\n')[0]).toBe('Last week we had this huge outage during our biggest customer demo and the whole thing froze for like 10 minutes.');
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/\b(the|of|a|to|and|about)[.?]$/m)]);
      expect(tagsOf(post)).not.toContain('#Froze');
    }
  });

  it('names "X and why Y matters" by X, never a phrase cut after "and", and tags a word of another alphabet whole', () => {
    for (const seed of SEEDS) {
      const post = write('write a post about teaching kids about "Gemütlichkeit" and why slowing down in class matters', TEACH, seed).post;
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/\b(and|why|the|of|about)[.?:]\s*$|and why slowing(?! down)|#Gemtlichkeit/m)]);
      expect(post).toContain('Gemütlichkeit');
    }
  });

  it('reads "a LinkedIn post announcing that I am joining …" as the member\'s news, without "announcing" or the month in the role', () => {
    for (const seed of SEEDS) {
      const post = write('Write a LinkedIn post announcing that I am joining Maersk as CFO in January.', CFO2, seed).post;
      expect(post.split('\n')[0]).toMatch(/I'm joining Maersk as CFO in January\.$/);
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/announcing|CFO in January (role|too)|as a CFO in January|#Announcing/i)]);
    }
  });

  it('asks the reader about their own ("your first code blue"), and never shortens a name to a colour ("the blue")', () => {
    for (const seed of SEEDS) {
      const post = write('i want to write about my first code blue as a new grad nurse and how scared i was', ER, seed).post;
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/\bthe blue\b|moment like this with my\b|through something like this with my\b/)]);
    }
  });

  it('follows "less negative", says in a line what it cannot do ("more humble", "less shouty"), and never takes either for a new subject', () => {
    const flop = chat('Write a post about why our influencer campaign flopped', BRAND);
    const upbeat = flop.next('less negative please');
    expect(upbeat.post).toContain('influencer campaign');
    expect(upbeat.post).not.toMatch(/less negative/i);
    expect(upbeat.post).not.toBe(flop.draft);
    const round = chat('We just closed our $4M seed round led by Atomico', FOUNDER);
    for (const say of ['make it more humble', 'make it less shouty', 'a bit more confident']) {
      const r = round.next(say);
      expect([say, r.post]).toEqual([say, round.draft]);
      expect([say, r.note]).toEqual([say, expect.stringMatching(/can't make a draft/)]);
    }
  });

  it('adds a thank-you, a list, a hiring call to action and a stronger hook when asked, and says it invents no statistic', () => {
    const job = chat('Write a LinkedIn post announcing that I am joining Maersk as CFO in January.', CFO2);
    const thanked = job.next('thank my old team at DHL').post;
    expect(thanked).toContain('Thank you to my old team at DHL.');
    expect(closingOf(thanked)).toBe(closingOf(job.draft));
    const feedback = chat('how do you give feedback to a manager who doesnt take feedback?', HRBP);
    expect(feedback.next('make it a list').post).toMatch(/\n(1\.|•) .+\n(2\.|•) .+/);
    const round = chat('We just closed our $4M seed round led by Atomico', FOUNDER);
    const hiring = round.next('add a call to action for hiring').post;
    expect(closingOf(hiring)).toMatch(/hiring.*apply/i);
    expect(hiring).not.toMatch(/If \$4M seed round/);
    expect(round.next('add a stat').note).toMatch(/invent numbers/);
    const flop = chat('Write a post about why our influencer campaign flopped', BRAND);
    expect(flop.next('give it a better hook').post.split('\n')[0]).not.toBe(flop.draft.split('\n')[0]);
    // "I mean …" corrects the subject; it is not part of the post.
    const intern = chat('internship', { ...ER, job_title: 'Student', audience: 'recruiters' });
    expect(intern.next('I mean my summer internship at Deloitte').post).not.toMatch(/I mean/);
  });

  it('writes a list of points as a post that lists them, and keeps them when asked for more than it can add', () => {
    const ask = '- reduced scrap rate 22%\n- zero lost-time injuries in 2024\n- trained 40 operators on TPM\nturn this into a post';
    for (const seed of SEEDS) {
      const plant = chat(ask, PLANT, seed);
      expect(plant.draft).toContain('• Reduced scrap rate 22%\n• Zero lost-time injuries in 2024\n• Trained 40 operators on TPM');
      expect(plant.draft).not.toMatch(/turn this|into a post|#Trained|#Zero/);
      readerChecks(plant.draft, { prompt: ask, persona: PLANT, facts: [] });
      for (const say of ['make it a story', 'longer']) {
        const r = plant.next(say);
        expect([say, r.post]).toEqual([say, plant.draft]);
        expect([say, r.note]).toEqual([say, expect.stringMatching(/points stay as you wrote them/)]);
      }
      expect(plant.next('no hashtags').post).toContain('• Trained 40 operators on TPM');
    }
  });

  it('spells and tags as a reader expects: "a UX researcher", "B2B SaaS", #ConsumerGoods, #MongoDB, no #Quarter', () => {
    const research = chat('Accessibility', RESEARCH);
    expect(research.next('more personal').post).not.toMatch(/\ban UX\b/);
    for (const seed of SEEDS) expect(write('launching a product', SALES, seed).post).not.toMatch(/b2B/);
    expect(tagsOf(write('Write a post about why our influencer campaign flopped', BRAND).post)).not.toContain('#Goods');
    const db = write('we migrated from mongodb to postgres last quarter and our p95 latency dropped from 800ms to 120ms', DEV2).post;
    expect(tagsOf(db)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^#(Quarter|Mongodb)$/)]));
  });
});

describe('offline writer: the second half of the persona pass (a dropped "I", a why-question, a list after a colon, content to make up)', () => {
  const JUNIOR: OfflinePersona = { job_title: 'Junior Developer', industry: 'Software', audience: 'junior developers', tone: 'Friendly and conversational', self_description: 'Bootcamp grad' };
  const BISTRO: OfflinePersona = { job_title: 'Restaurant Owner', industry: 'Hospitality', audience: 'small business owners', tone: 'Witty and humorous', self_description: 'Two bistros in Lyon' };
  const FOODBANK: OfflinePersona = { job_title: 'Executive Director', industry: 'Non-profit', audience: 'donors and volunteers', tone: 'Inspirational and motivating', self_description: 'Running a food bank' };
  const COUNSEL: OfflinePersona = { job_title: 'Lawyer', industry: 'Legal services', audience: 'founders', tone: 'Professional and authoritative', self_description: 'Startup lawyer' };
  const write = (userInput: string, persona: OfflinePersona, seed = 1, over: Partial<OfflineBrief> = {}) =>
    composeOfflineReply({ userInput, persona, framework: null, viralContext: null, previousDraft: null, seed, ...over });
  const tagsOf = (post: string) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const closingOf = (post: string) => post.split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
  const SEEDS = [1, 2, 3, 4, 5, 6];

  it('tells "got my first dev job after …" as the member\'s own story, in "I", never as an opinion about "first dev job"', () => {
    for (const seed of SEEDS) {
      const post = write('got my first dev job after 8 months of applying and 200 applications!!', JUNIOR, seed).post;
      expect(post).toMatch(/^I got my first dev job after 8 months of applying and 200 applications\./);
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/not everyone will agree|about first dev job|\bwe (stopped|started)\b|!!/)]);
    }
  });

  it('asks a why-question about what it asks about ("restaurant margins"), never "restaurant margins so thin" nor #Thin', () => {
    for (const seed of SEEDS) {
      const post = write('why are restaurant margins so thin?', BISTRO, seed).post;
      expect(post.split('\n\n').slice(1).join('\n\n')).not.toMatch(/margins so thin/);
      expect(post).toContain('restaurant margins');
      expect(tagsOf(post)).not.toContain('#Thin');
    }
  });

  it('thanks whom the member names (not "the volunteers more"), and ends on the call to donate when asked', () => {
    const first = 'Our food bank served 12,000 families this winter thanks to 300 volunteers';
    const draft = write(first, FOODBANK).post;
    const thanked = write('thank the volunteers more', FOODBANK, 2, { previousDraft: draft, topicHint: first }).post;
    expect(thanked).toContain('Thank you to the volunteers.');
    const donate = write('add a call to action to donate', FOODBANK, 3, { previousDraft: thanked, topicHint: first }).post;
    expect(closingOf(donate)).toMatch(/donate/);
    expect(donate).not.toMatch(/If food bank is on your plate/);
  });

  it('writes "3 clauses …: a, b, c" as the member\'s list under their own line, and takes a tag named by its words', () => {
    const ask = '3 clauses every founder should check in a term sheet: liquidation preference, pro rata rights, board seats';
    for (const seed of SEEDS) {
      const post = write(ask, COUNSEL, seed).post;
      expect(post).toMatch(/^3 clauses every founder should check in a term sheet:\n\n1\. Liquidation preference\n2\. Pro rata rights\n3\. Board seats\n/);
      expect([seed, post]).not.toEqual([seed, expect.stringMatching(/founder in a term|following the checklist/)]);
      readerChecks(post, { prompt: ask, persona: COUNSEL, facts: ['liquidation preference', 'pro rata rights', 'board seats'] });
      const tagged = write('add hashtags about startups', COUNSEL, seed + 1, { previousDraft: post, topicHint: ask }).post;
      expect(tagsOf(tagged)).toContain('#Startups');
      const hooked = write('add a hook', COUNSEL, seed + 1, { previousDraft: post, topicHint: ask });
      expect([hooked.post, hooked.note]).toEqual([post, expect.stringMatching(/points stay as you wrote them/)]);
    }
  });

  it('says in a line that it writes text posts only ("turn it into a carousel"), and keeps the draft with its edits', () => {
    const first = 'Accessibility';
    const draft = write('more personal', JUNIOR, 2, { previousDraft: write(first, JUNIOR).post, topicHint: first }).post;
    for (const say of ['turn it into a carousel', 'make it a video script', 'can you turn this into slides?']) {
      const r = write(say, JUNIOR, 3, { previousDraft: draft, topicHint: first });
      expect([say, r.post]).toEqual([say, draft]);
      expect([say, r.note]).toEqual([say, expect.stringMatching(/text posts only/)]);
    }
  });

  it('says in a line that it makes up no advice, tips or examples ("add advice for people still applying"), and keeps the draft', () => {
    const first = 'got my first dev job after 8 months of applying and 200 applications!!';
    const draft = write(first, JUNIOR).post;
    for (const say of ['add advice for people still applying', 'add some tips for beginners', 'include an example']) {
      const r = write(say, JUNIOR, 2, { previousDraft: draft, topicHint: first });
      expect([say, r.post]).toEqual([say, draft]);
      expect([say, r.note]).toEqual([say, expect.stringMatching(/doesn't make up .* 'add that …'/)]);
    }
  });
});

describe('offline writer: a result and how the member got it', () => {
  const who = (job_title: string, industry: string, audience: string): OfflinePersona => ({ job_title, industry, audience, tone: 'Professional and authoritative', self_description: 'I write about my work.' });
  const PLATFORM = who('Head of Platform Engineering', 'B2B SaaS', 'engineering managers and CTOs');
  /** [request, persona, the result (the hook), the method (the body, in the member's words), the number]. */
  const CASES: [string, OfflinePersona, string, string, string][] = [
    ['we cut our cloud bill by 40% by switching off idle staging environments at night', PLATFORM, 'We cut our cloud bill by 40%.', 'switching off idle staging environments at night', '40%'],
    ['I doubled my reply rate by sending shorter cold emails', who('Account Executive', 'B2B SaaS', 'sales reps'), 'I doubled my reply rate.', 'sending shorter cold emails', 'doubled'],
    ['our ward cut patient falls by half after moving to hourly rounding', who('Charge Nurse', 'Healthcare', 'nurses'), 'Our ward cut patient falls by half.', 'moving to hourly rounding', 'half'],
    ['I got my class reading scores up 15 points using ten minutes of paired reading every morning', who('Primary School Teacher', 'Education', 'teachers'), 'I got my class reading scores up 15 points.', 'ten minutes of paired reading every morning', '15 points'],
    ['we closed the books in 3 days instead of 10 with a month-end checklist', who('Finance Manager', 'Retail', 'finance teams'), 'We closed the books in 3 days instead of 10.', 'a month-end checklist', '3 days'],
    ['we reduced late deliveries by 30% by rerouting trucks around the morning rush', who('Logistics Manager', 'Logistics', 'operations leaders'), 'We reduced late deliveries by 30%.', 'rerouting trucks around the morning rush', '30%'],
    ['Write a post: we cut our deploy time from 40 minutes to 6 by caching dependencies', who('DevOps Engineer', 'Software', 'engineers'), 'We cut our deploy time from 40 minutes to 6.', 'caching dependencies', '40 minutes to 6'],
    ['our team booked 25 more demos a month after switching to video prospecting', who('Sales Manager', 'B2B SaaS', 'sales leaders'), 'Our team booked 25 more demos a month.', 'switching to video prospecting', '25 more demos'],
    ['we cut shift handover to 10 minutes with a one-page checklist', who('ICU Nurse', 'Healthcare', 'nurses'), 'We cut shift handover to 10 minutes.', 'a one-page checklist', '10 minutes'],
    ['I halved my grading time by using rubrics', who('High School Teacher', 'Education', 'teachers'), 'I halved my grading time.', 'using rubrics', 'halved'],
    ['we cut invoice errors by 80% by automating the three-way match', who('Controller', 'Manufacturing', 'CFOs'), 'We cut invoice errors by 80%.', 'automating the three-way match', '80%'],
    ['By consolidating five warehouses into three, we saved $2M a year', who('Supply Chain Director', 'Logistics', 'supply chain leaders'), 'We saved $2M a year.', 'consolidating five warehouses into three', '$2M'],
  ];
  /** What a padded post says of any subject: a reader sees it once and skips it in every post after. */
  const FILLER = /one[- ]line|that one line|second-guessing|aimed for reversible|less clever than it sounds|small steps, checked often|boring, repeatable|number on a slide|what "done" meant|nobody saw|change it halfway|nobody claps/i;

  it.each(CASES.map((c) => [c[0], c] as const))('%s', (_p, [prompt, persona, result, how, number]) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const name of [null, 'Client Success Story', 'Behind-the-Scenes']) {
        const post = composeOfflinePost({ userInput: prompt, persona, framework: name ? framework(name) : null, viralContext: null, previousDraft: null, seed });
        readerChecks(post, { prompt, persona, facts: [] });
        const [hook, ...body] = post.split('\n\n');
        // The hook is the result alone, on one line: no second line saying it again, the method kept for the body.
        expect([seed, name, hook]).toEqual([seed, name, result]);
        // What was done, plainly, in the member's words, and the number they gave.
        expect([seed, name, body.join('\n\n')]).toEqual([seed, name, expect.stringContaining(how)]);
        expect(post).toContain(number);
        expect([seed, name, post]).not.toEqual([seed, name, expect.stringMatching(FILLER)]);
        expect(post).not.toMatch(/#(Instead|Points|Three|Environments|Using)\b/);
      }
    }
  });

  it('tags the cloud bill as readers search for it (#CloudCosts, #FinOps), never #Environments', () => {
    const post = composeOfflinePost({ userInput: CASES[0][0], persona: PLATFORM, framework: null, viralContext: null, previousDraft: null, seed: 2 });
    expect(post.split('\n').pop()).toMatch(/^#CloudCosts #FinOps\b/);
  });

  it('reads "shorter cold emails" and "with a month-end checklist" as the subject, not as "make it shorter" or a list of tips', () => {
    expect(parseRequest('I doubled my reply rate by sending shorter cold emails').instructions).toEqual({});
    expect(parseRequest('we closed the books in 3 days instead of 10 with a month-end checklist').instructions).toEqual({});
    expect(parseRequest('write a short post about code reviews').instructions.length).toBe('shorter');
    expect(parseRequest('make it shorter and punchier').instructions.length).toBe('shorter');
  });

  it('shortens a result and its method into the member\'s own sentence, and lists them as two points', () => {
    const [prompt, persona] = CASES[0];
    const draft = composeOfflinePost({ userInput: prompt, persona, framework: null, viralContext: null, previousDraft: null, seed: 1 });
    const ask = (userInput: string) => composeOfflinePost({ userInput, persona, framework: null, viralContext: null, previousDraft: draft, topicHint: prompt, seed: 3 });
    const short = ask('make it shorter');
    expect(words(short)).toBeLessThanOrEqual(words(draft) * 0.8);
    expect(short).toContain('switching off idle staging environments at night');
    expect(ask('use bullet points')).toMatch(/\n• What we changed: switching off idle staging environments at night\.\n• What it did: cut our cloud bill by 40%\./);
  });
});

describe('offline writer corpus: a "why" followed by a claim in the present', () => {
  const PLATFORM: OfflinePersona = { job_title: 'Head of Platform Engineering', industry: 'B2B SaaS', audience: 'engineering managers and CTOs', tone: 'Friendly and conversational', self_description: 'I run the platform team at a 200-person SaaS company.' };
  const CASES: [prompt: string, claim: string, thing: string][] = [
    ['why on-call rotations burn out senior engineers', 'On-call rotations burn out senior engineers.', 'on-call rotations'],
    ['why startups fail', 'Startups fail.', 'startups'],
    ['Why most onboarding programs fail', 'Most onboarding programs fail.', 'onboarding programs'],
    ['why sales teams struggle with enterprise deals', 'Sales teams struggle with enterprise deals.', 'sales teams'],
  ];

  it.each(CASES)('%s: opens on the claim and talks about what it is about, never the clause as a thing', (prompt, claim, thing) => {
    for (const seed of [1, 2, 3]) {
      const post = composeOfflinePost({ userInput: prompt, persona: PLATFORM, framework: null, viralContext: null, previousDraft: null, seed });
      expect(post.split('\n')[0]).toBe(claim);
      expect(post).toContain(thing);
      // The clause read as a noun: "I used to think I understood on-call rotations burn out senior engineers".
      expect(post.split('\n').slice(1).join('\n')).not.toMatch(new RegExp(claim.replace(/^Most /, '').replace(/\.$/, ''), 'i'));
      expect(post).not.toMatch(/#\w*(Burn|Fail|Fails|Struggle)\b/);
    }
  });
});

describe('offline writer (h2): things, bare words, colons, run-ons, a point added, a result with its method', () => {
  const PLATFORM: OfflinePersona = { job_title: 'Head of Platform Engineering', industry: 'B2B SaaS', audience: 'engineering managers and CTOs', tone: 'Friendly and conversational', self_description: 'I run the platform team at a 200-person SaaS company.' };
  const write = (userInput: string, seed = 1, persona: OfflinePersona = SALES, framework: OfflineBrief['framework'] = null) =>
    composeOfflinePost({ userInput, persona, framework, viralContext: null, previousDraft: null, seed });
  const revise = (topic: string, draft: string, say: string, persona: OfflinePersona = SALES, seed = 3) =>
    composeOfflinePost({ userInput: say, persona, framework: null, viralContext: null, previousDraft: draft, topicHint: topic, seed });
  /** Sentences as a reader reads them: a line, split where a sentence ends. */
  const sentencesIn = (post: string) => post.split('\n').flatMap((l) => l.split(/(?<=[.!?])\s+/)).map((s) => s.trim()).filter(Boolean);

  it.each([
    ['why startups fail', 'Startups fail.', 'startups'],
    ['most startups die from indigestion not starvation', 'Most startups die from indigestion, not starvation.', 'startups'],
    ['why microservices fail', 'Microservices fail.', 'microservices'],
    ['remote teams fail without written goals', 'Remote teams fail without written goals.', 'remote teams'],
  ])('a claim about a thing (%s) gets no advice written for an activity', (prompt, claim, thing) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const persona of [SALES, PLATFORM, CFO]) {
        const post = write(prompt, seed, persona);
        readerChecks(post, { prompt, persona, facts: [thing] });
        expect(post.split('\n')[0]).toBe(claim);
        expect([seed, post]).not.toEqual([seed, expect.stringMatching(new RegExp(String.raw`Start smaller with|Review how .* went|what good ${thing} looks? like|(handle|treated|getting|differently with) ${thing}\b|${thing} (well|badly)\b|one rule for ${thing}`, 'i'))]);
      }
    }
    // What the claim denies is the belief it argues with.
    expect(write('most startups die from indigestion not starvation')).toContain('The common belief: most startups die from starvation.');
  });

  it('still gives an activity its advice ("why on-call rotations burn out senior engineers"), and "onboarding programs" are got right, not done "well"', () => {
    const posts = [1, 2, 3, 4].map((seed) => write('why most onboarding programs fail', seed, PLATFORM));
    expect(posts.join('\n')).not.toMatch(/onboarding programs (well|badly)\b/);
    expect(analyseSubject('on-call rotations burn out senior engineers').thing).toBe(false);
    expect(analyseSubject('startups fail').thing).toBe(true);
    // A negated verb is no contrast: "Cold outreach is not dead" keeps its words.
    expect(write('Cold outreach is not dead').split('\n')[0]).toBe('Cold outreach is not dead.');
  });

  it('gives a bare countable noun the article or plural English needs ("a mentor", "layoffs"), and keeps a word that reads bare', () => {
    for (const seed of [1, 2, 3, 4]) {
      const mentor = write('write about mentor', seed);
      expect([seed, mentor]).not.toEqual([seed, expect.stringMatching(/\b(time|with|about|handle|on|for) mentor\b|^Mentor\b/m)]);
      expect(mentor).toMatch(/\ba mentor\b/i);
      const layoff = write('post about layoff', seed);
      expect([seed, layoff]).not.toEqual([seed, expect.stringMatching(/\blayoff (really|taught)\b|\b(handle|with|on) layoff\b|^Layoff\b/m)]);
      expect(layoff.toLowerCase()).toContain('layoffs');
      expect(write('write about burnout', seed).toLowerCase()).not.toMatch(/\bburnouts\b|\ba burnout\b/);
    }
    // The content history keeps the member's word.
    expect(parseRequest('write about mentor').subject).toBe('mentor');
  });

  it('never puts two colons in a sentence, not even after "more casual" twice or "more formal"', () => {
    const doubled = (post: string) => sentencesIn(post).filter((s) => (s.match(/(?<!\d):(?!\d)/g) ?? []).length > 1);
    for (const c of FIRSTS) {
      for (const seed of [1, 2, 3]) {
        const draft = composeOfflinePost(brief(c, { seed }));
        expect([c.prompt, doubled(draft)]).toEqual([c.prompt, []]);
        const casual = composeOfflinePost(brief(c, { seed, userInput: 'more casual', previousDraft: draft, topicHint: c.prompt }));
        const again = composeOfflinePost(brief(c, { seed, userInput: 'more casual', previousDraft: casual, topicHint: c.prompt }));
        expect([c.prompt, doubled(again)]).toEqual([c.prompt, []]);
        expect([c.prompt, again]).not.toEqual([c.prompt, expect.stringMatching(/^Real talk: [^\n.!?]*:/)]);
      }
    }
    expect(doubled(write('write about mentor'))).toEqual([]);
  });

  it('keeps every clause of a run-on, in sentences a reader can follow', () => {
    const cases: [string, string[]][] = [
      ['we migrated to postgres and it took six months and the team was exhausted but we did it', ['migrated to postgres', 'six months', 'exhausted', 'we did it']],
      ['we migrated our billing system to postgres last spring and it took six months and the team was exhausted by the end but we did it and now deploys take ten minutes instead of two hours', ['billing system', 'postgres', 'six months', 'exhausted', 'ten minutes instead of two hours']],
      ['I quit my job and I started a bakery and it failed but I learned a lot', ['quit my job', 'bakery', 'failed', 'learned a lot']],
    ];
    for (const [prompt, facts] of cases) {
      for (const seed of [1, 2, 3, 4]) {
        const post = write(prompt, seed, PLATFORM);
        readerChecks(post, { prompt, persona: PLATFORM, facts });
        expectFacts(post, facts);
        // No sentence runs on: the member's clauses are sentences of their own (what the writer knows of the topic, a
        // labelled sentence of its own, is not the member's run-on).
        const theirs = (x: string) => facts.some((f) => x.toLowerCase().includes(f.toLowerCase()));
        expect([prompt, sentencesIn(post).filter((x) => theirs(x) && !/bigger point behind|takeaway from/.test(x) && words(x) > 25)]).toEqual([prompt, []]);
        expect(post).not.toMatch(/Rewind six months|what that one line leaves out|migrating postgres|after the end/i);
      }
    }
  });

  it('"add that …" puts the member\'s point where it belongs: the list\'s next item, the body beside what was done, before the closing', () => {
    const topic = 'code reviews';
    const draft = write(topic, 3, PAYMENTS);
    const list = revise(topic, draft, 'turn it into a list', PAYMENTS);
    const added = revise(topic, list, 'add that we did it with three engineers', PAYMENTS);
    const items = added.split('\n').filter((l) => /^(\d+\.|•)\s/.test(l));
    expect(items.pop()).toMatch(/^(\d+\.|•) We did it with three engineers\.$/);
    expect(added).not.toMatch(/\n\nWe did it with three engineers\./);
    // Prose: in the body, before the lesson and the closing question, never after it.
    const prose = revise(topic, revise(topic, draft, 'add a couple of emoji', PAYMENTS), 'add that we did it with three engineers', PAYMENTS);
    const ps = prose.split('\n\n').filter((p) => !p.startsWith('#'));
    const at = ps.findIndex((p) => p.includes('We did it with three engineers.'));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(ps.length - 1);
    expect(ps.slice(at + 1).some((p) => /^(The lesson|My takeaway)/.test(p) || p.endsWith('?') || p.endsWith('👇'))).toBe(true);
    // A result and its method: beside what was done.
    const cloud = 'we cut our cloud bill by 40% by switching off idle staging environments at night';
    const method = revise(cloud, write(cloud, 1, PLATFORM), 'add that we did it with three engineers', PLATFORM);
    expect(method).toMatch(/switching off idle staging environments at night\. We did it with three engineers\./);
  });

  it('gives a result and its method its before and after when the method implies them (40 words and more), and no padding when it does not', () => {
    const cases: [string, string, string][] = [
      ['we cut our cloud bill by 40% by switching off idle staging environments at night', 'Before, idle staging environments stayed on at night.', 'our cloud bill is 40% lower'],
      ['I doubled my reply rate by sending shorter cold emails', 'Before, my cold emails were longer.', 'my reply rate is twice what it was'],
      ['we cut invoice errors by 80% by automating the three-way match', 'Before, the three-way match was done by hand.', 'invoice errors are 80% lower'],
      ['we cut our meeting load by 30% by dropping weekly status meetings', 'Before, we had weekly status meetings.', 'our meeting load is 30% lower'],
    ];
    const shared = new SharedSentences();
    for (const [prompt, before, now] of cases) {
      for (const seed of [1, 2, 3]) {
        const post = write(prompt, seed, PLATFORM);
        readerChecks(post, { prompt, persona: PLATFORM, facts: [] });
        expect([prompt, words(post) >= 40]).toEqual([prompt, true]);
        expect(post).toContain(before);
        expect(post).toContain(now);
        // The method said once, in the member's words; the question about the reader's own.
        const how = analyseSubject(prompt).method!.how;
        expect(post.split(how).length - 1).toBe(1);
        expect(post).not.toMatch(/would it work for you\?|have you tried it\?/);
        shared.add(prompt, post);
      }
    }
    expect([...shared.repeated]).toEqual([]);
    // Nothing implied: the member's result and method, and no sentence that would fit any subject.
    const trucks = write('we reduced late deliveries by 30% by rerouting trucks around the morning rush', 1, PLATFORM);
    expect(trucks).not.toMatch(/^Before,|^Now /m);
    expect(words(trucks)).toBeLessThan(40);
  });

  // --- ten new members walked through the writer (h2): what a reader would have rejected ---------------------------
  const closingOf = (post: string) => post.split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
  const walkPersona = (job_title: string, industry: string, audience: string, tone: string): OfflinePersona => ({ job_title, industry, audience, tone, self_description: 'I write about my work every week.' });
  const chat = (persona: OfflinePersona, says: string[], seed = 7) => {
    const out: { say: string; post: string; note: string | null }[] = [];
    let previous: string | null = null;
    for (const say of says) {
      const r = composeOfflineReply({ userInput: say, persona, framework: null, viralContext: null, previousDraft: previous, topicHint: says[0], seed });
      out.push({ say, ...r });
      previous = r.post;
    }
    return out;
  };

  it('walk: a data scientist asks "why LLMs hallucinate", then shorter, then a question for CTOs', () => {
    const persona = walkPersona('Data Scientist', 'Retail analytics', 'data teams', 'Analytical and data-driven');
    const [first, short, ctos] = chat(persona, ['why LLMs hallucinate', 'shorter', 'end with a question for CTOs']);
    readerChecks(first.post, { prompt: 'why LLMs hallucinate', persona, facts: ['LLMs'] });
    expect(first.post.split('\n')[0]).toBe('LLMs hallucinate.');
    // The claim is never used as a thing ("about LLMs hallucinate", "#LLMsHallucinate").
    expect(first.post.split('\n').slice(1).join('\n')).not.toMatch(/LLMs hallucinate|#LLMsHallucinate/);
    expect(words(short.post)).toBeLessThan(words(first.post));
    expect(closingOf(ctos.post)).toMatch(/^CTOs: .*\?$/);
  });

  it('walk: a recruiter types "write abotu ghosting candidates", then more formal, no emoji, a story', () => {
    const persona = walkPersona('Recruiter', 'Tech recruiting', 'hiring managers', 'Friendly and conversational');
    expect(parseRequest('write abotu ghosting candidates').subject).toBe('ghosting candidates');
    expect(parseRequest('wirte a psot abotu cold calls').subject).toBe('cold calls');
    const steps = chat(persona, ['write abotu ghosting candidates', 'more formal', 'no emoji', 'make it a story']);
    for (const { post } of steps) {
      expect(post).not.toMatch(/abotu/i);
      expect(post.toLowerCase()).toContain('ghosting candidates');
      // Candidates being ghosted are no team of the member's ("I gave ghosting candidates on my team too little context").
      expect(post).not.toMatch(/ghosting candidates on my team/);
    }
  });

  it('walk: a bakery owner\'s run-on, then "add that we hired 4 locals", then shorter', () => {
    const persona = walkPersona('Bakery Owner', 'Food & hospitality', 'small business owners', 'Storytelling and personal');
    const prompt = 'we opened our second shop in march and it was chaos and my staff were amazing and sales doubled';
    const [first, added, short] = chat(persona, [prompt, 'add that we hired 4 locals', 'shorter']);
    readerChecks(first.post, { prompt, persona, facts: [] });
    expectFacts(first.post, ['second shop', 'chaos', 'amazing', 'sales doubled']);
    // A month is a name, even typed in lower case.
    expect(first.post).toContain('in March');
    const ps = added.post.split('\n\n');
    expect(ps.findIndex((p) => p.includes('We hired 4 locals.'))).toBeLessThan(ps.findIndex((p) => p.endsWith('?')));
    expectFacts(short.post, ['second shop', 'We hired 4 locals.']);
  });

  it('walk: a product manager types one word, "roadmap", then casual, then a question for CTOs', () => {
    const persona = walkPersona('Product Manager', 'Fintech', 'product managers', 'Professional and authoritative');
    const steps = chat(persona, ['roadmap', 'make it more casual', 'end with a question for CTOs']);
    for (const { post } of steps) expect(post).not.toMatch(/\b(get|with|for|about) roadmap\b/);
    expect(closingOf(steps[2].post)).toMatch(/^CTOs: .*roadmaps.*\?$/);
  });

  it('walk: a teacher halved her marking time with voice notes (a result, not "cut it in half"), then a story, then emoji', () => {
    const persona = walkPersona('Teacher', 'Education', 'teachers', 'Inspirational and motivating');
    const prompt = 'I cut my marking time in half by using voice notes for feedback';
    expect(parseRequest(prompt).instructions).toEqual({});
    const [first, story, emoji] = chat(persona, [prompt, 'make it a story', 'add emoji']);
    expect(first.post).toContain('using voice notes for feedback');
    expect(first.post.split('\n')[0]).toBe('I cut my marking time in half.');
    // The story opens on the result and says the method once.
    expect(story.post.split('using voice notes for feedback').length - 1).toBe(1);
    expect(emoji.post).toMatch(/\p{Extended_Pictographic}/u);
  });

  it('walk: a security engineer says "passwords are dead", asks for a list, then adds a fact of her own', () => {
    const persona = walkPersona('Security Engineer', 'Cybersecurity', 'CISOs', 'Analytical and data-driven');
    const [first, list, added] = chat(persona, ['passwords are dead', 'turn it into a list', 'add that we rolled out passkeys to 3000 staff']);
    readerChecks(first.post, { prompt: 'passwords are dead', persona, facts: ['passwords'] });
    expect(first.post).not.toMatch(/constraint on passwords|Start smaller|Review how/);
    // One point is no list: the draft is kept and the note says why, never a list of one.
    expect(list.post).toBe(first.post);
    expect(list.note).toMatch(/add that/);
    expect(added.post).toContain('We rolled out passkeys to 3000 staff.');
    expect(closingOf(added.post)).toMatch(/\?$/);
  });

  it('walk: a founder types "post about investor", then a new subject mid-chat, then shorter', () => {
    const persona = walkPersona('Founder', 'Climate tech', 'investors and founders', 'Inspirational and motivating');
    const [first, next, short] = chat(persona, ['post about investor', 'now write one about hiring our first engineer', 'shorter']);
    expect(first.post).toMatch(/\ban investor\b/i);
    expect(first.post).not.toMatch(/(^|[^a-z])investor taught|with investor\?/im);
    expect(next.post.toLowerCase()).toContain('first engineer');
    expect(next.post.toLowerCase()).not.toContain('investor taught');
    expect(words(short.post)).toBeLessThan(words(next.post));
  });

  it('walk: a sales director\'s "X, not Y" claim, "make it longer" (nothing to add without inventing: said so), founders', () => {
    const persona = walkPersona('Sales Director', 'B2B SaaS', 'sales leaders', 'Witty and humorous');
    const prompt = 'most sales teams die from too many tools not too few leads';
    const [first, longer, founders] = chat(persona, [prompt, 'make it longer', 'end with a question for founders']);
    expect(first.post.split('\n')[0]).toBe('Most sales teams die from too many tools, not too few leads.');
    expect(first.post).toContain('The common belief: most sales teams die from too few leads.');
    expect(longer.post).not.toMatch(/the finished sales teams|drafts behind sales teams/);
    expect(longer.note).toMatch(/doesn't invent/);
    expect(closingOf(founders.post)).toMatch(/^Founders: /);
  });

  it('walk: a DevOps lead cut deploy failures with a smoke test: "deploy failures" is the thing, the before is what was missing', () => {
    const persona = walkPersona('DevOps Lead', 'Software', 'engineers', 'Friendly and conversational');
    const prompt = 'we cut deploy failures by 60% by adding a staging smoke test';
    expect(analyseSubject(prompt).focus).toBe('deploy failures');
    const [first, , added] = chat(persona, [prompt, 'shorter', 'add that it took two sprints']);
    expect(first.post).toContain('Before, we had no staging smoke test.');
    expect(first.post).toMatch(/your deploy failures\?/);
    expect(added.post).toMatch(/adding a staging smoke test\. It took two sprints\./);
  });

  it('walk: a nurse manager\'s "night shifts", more formal, no hashtags', () => {
    const persona = walkPersona('Nurse Manager', 'Healthcare', 'nurse leaders', 'Storytelling and personal');
    const [first, formalDraft, bare] = chat(persona, ['night shifts', 'more formal', 'no hashtags']);
    readerChecks(first.post, { prompt: 'night shifts', persona, facts: ['night shifts'] });
    expect(formalDraft.post).not.toMatch(/\b\w+['’](s|t|re|ve|d|ll|m)\b/);
    expect(bare.post).not.toMatch(/#\w/);
    expect(bare.post.split(/(?<=[.!?])\s+|\n/).filter((x) => (x.match(/(?<!\d):(?!\d)/g) ?? []).length > 1)).toEqual([]);
  });

  it('walk: a chef asks "why restaurants close" (tagged by the thing, never #Close), then a story it cannot tell without inventing', () => {
    const persona = walkPersona('Chef', 'Restaurants', 'restaurant owners', 'Storytelling and personal');
    const [first, story] = chat(persona, ['why restaurants close', 'make it a story'], 5);
    readerChecks(first.post, { prompt: 'why restaurants close', persona, facts: ['restaurants'] });
    expect(first.post).not.toMatch(/#Close\b|Some will say restaurants are fine/);
    expect(story.post).toBe(first.post);
    expect(story.note).toMatch(/story without inventing/);
    const micro = chat(walkPersona('Engineering Manager', 'Software', 'engineering managers', 'Analytical and data-driven'), ['microservices are a mistake for small teams'])[0].post;
    expect(micro).not.toMatch(/#Mistake\b/);
  });

  it('walk: an HR director adds a result to an opinion post (not a tip in its advice list), then "write about exit interviews instead"', () => {
    const persona = walkPersona('HR Director', 'Manufacturing', 'HR leaders', 'Professional and authoritative');
    const [, , added, other] = chat(persona, ['Write a post about onboarding', 'make it more casual', 'add that we cut time-to-productivity from 8 weeks to 5', 'write about exit interviews instead'], 6);
    expect(added.post).toContain('We cut time-to-productivity from 8 weeks to 5.');
    expect(added.post).not.toMatch(/• We cut time-to-productivity/);
    expect(parseRequest('write about exit interviews instead').subject).toBe('exit interviews');
    expect(other.post).not.toMatch(/interviews instead/);
    expect(other.post.toLowerCase()).toContain('exit interviews');
  });

  it('walk: a UX researcher\'s run-on ("… so we deleted them and activation went up") keeps its clauses as sentences', () => {
    const persona = walkPersona('UX Researcher', 'SaaS', 'product teams', 'Friendly and conversational');
    const prompt = 'we interviewed 30 users and found out nobody reads our onboarding emails so we deleted them and activation went up';
    const [first] = chat(persona, [prompt]);
    readerChecks(first.post, { prompt, persona, facts: [] });
    expect(first.post.split('\n')[0]).toBe('We interviewed 30 users and found out nobody reads our onboarding emails. So we deleted them, and activation went up.');
  });

  it('writes a claim about a thing in every framework without the framework\'s activity sections (mistakes, signs, steps it would invent)', () => {
    for (const prompt of ['why startups fail', 'passwords are dead', 'most startups die from indigestion not starvation']) {
      for (const f of FRAMEWORKS) {
        const post = composeOfflinePost({ userInput: prompt, persona: SALES, framework: forOfflineWriter(f), viralContext: null, previousDraft: null, seed: 2 });
        readerChecks(post, { prompt, persona: SALES, facts: [] });
        expect([f.name, post]).not.toEqual([f.name, expect.stringMatching(/Small teams are doing|People believe it for a reason: when|as a one-off instead of a habit|I'll stand by it|approach to (startups|passwords) without|how busy (startups|passwords)/)]);
      }
    }
  });

  it('asks a yes/no question about a thing without a body written for an activity ("Should startups raise money?")', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const persona of [SALES, CFO]) {
        const post = write('Should startups raise money?', seed, persona);
        readerChecks(post, { prompt: 'Should startups raise money?', persona, facts: ['startups'] });
        expect(post.split('\n')[0]).toBe('Should startups raise money?');
        expect(post).toContain('whether startups should raise money');
        expect([seed, post]).not.toEqual([seed, expect.stringMatching(/box to tick|getting startups wrong|what startups are for|differently with startups|whether they should/)]);
      }
    }
  });
});

describe('offline writer: no sentence template shared by posts on different subjects (the subject swapped in)', () => {
  /**
   * What a reader sees after two of our posts: the same sentence with only the subject swapped ("Start smaller with
   * code reviews than feels impressive", "Start smaller with remote onboarding …"). Each sentence is masked: the
   * post's subject in every way the writer says it (with or without its article or owner, its head noun, the thing
   * acted on, the event, the member's named things and facts, "it"/"them" where the writer refers back) becomes <S>,
   * any number <N>; a masked sentence of five words or more that posts on two subjects share is a template.
   */
  const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  function namesOf(prompt: string): string[] {
    const s = analyseSubject(parseRequest(prompt).subject);
    const x = s.experience;
    const focusWords = s.focus.replace(/^(the|our|my|a|an)\s+/i, '').split(/\s+/);
    const head = focusWords[focusWords.length - 1];
    const names = [
      s.text.replace(/[.!?]+$/, ''), s.focus, s.tail ? `${s.focus} ${s.tail}` : '', s.tail ?? '', s.event ?? '', s.about ?? '', s.tagFocus ?? '',
      x?.name ?? '', x?.anyone ?? '', x?.again ?? '', s.method?.result ?? '', s.method?.how ?? '',
      ...s.facts, ...s.numbers,
      // The head noun ("the API", "the chart"), as the writer refers back to a thing the member named.
      head && head.length >= 3 && !STOPWORDS.has(head.toLowerCase()) ? head : '',
    ];
    return [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))].sort((a, b) => b.length - a.length);
  }
  function mask(sentence: string, names: string[]): string {
    let out = sentence;
    for (const n of names) out = out.replace(new RegExp(`(?<![\\w-])${escapeRe(n)}(?![\\w-])`, 'gi'), '<S>');
    return out
      .replace(/\b(the|a|an|our|my|your|this|that)\s+<S>/gi, '<S>')
      .replace(/\b(it|its|they|them|their)\b/gi, '<S>')
      .replace(/\$?\d[\d,.]*(%|x|k|m|am|pm)?/gi, '<N>')
      .replace(/<S>(\s*<S>)+/g, '<S>')
      .replace(/\s+/g, ' ')
      .trim();
  }
  /** The sentences of a post a reader reads as prose: hashtags and a poll's numbered options aside. */
  function sentencesIn(post: string): string[] {
    return post
      .split('\n')
      .filter((l) => !/^#/.test(l) && !/^\d\.\s/.test(l))
      .flatMap((l) => l.split(/(?<=[.!?])\s+/))
      .map((x) => x.replace(/^•\s*/, '').trim())
      .filter(Boolean);
  }
  /**
   * What may stay shared, each with its reason (hashtags and a poll's numbered options are not read as sentences).
   * Everything else a post says must carry something of its subject beyond the subject's name. Each entry must still
   * be used by the corpus, so the list stays as small as the writer needs.
   */
  const ALLOWED: [RegExp, string][] = [
    [/^(Question for )?[^:]{3,60}: (how do you handle|what has your experience with|what's your approach to|have you had a moment like this with|have you been through something like|what would you tell someone|what helped you most through|what do you wish someone had told you before|have you tried|would) .*\?$/i, 'the closing question: asked of the member\'s audience about this subject, in one of a few frames'],
    [/^(What actually helps with|The most common mistakes with) <S>:$/, "a list's label: names the subject, and the points under it are the topic's own"],
  ];
  const used = new Set<RegExp>();
  const allowed = (template: string) => {
    const hit = ALLOWED.find(([re]) => re.test(template));
    if (hit) used.add(hit[0]);
    return !!hit;
  };

  /**
   * The topic the writer knows a subject by (topics.ts), or the request itself. Two posts on one known topic (a failed
   * product launch, a new app's launch) may say the same thing about that topic: that is the topic's content, not a
   * sentence with the subject swapped in, and it is what a reader expects of two posts on one topic.
   */
  function topicOf(prompt: string): string {
    const s = analyseSubject(parseRequest(prompt).subject);
    return (notesFor(s.tail ? `${s.focus} ${s.tail}` : s.focus) ?? (s.event ? notesFor(s.event) : null) ?? notesFor(s.text))?.name ?? prompt;
  }

  it('over the first requests and six seeds, no masked sentence of five words or more is shared by two subjects', () => {
    const bySubject = new Map<string, Map<string, string>>();
    for (const c of FIRSTS) {
      const names = namesOf(c.prompt);
      const topic = topicOf(c.prompt);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const post = composeOfflinePost(brief(c, { seed }));
        for (const s of sentencesIn(post)) {
          const t = mask(s, names);
          if (words(t.replace(/<[SN]>/g, 'x')) < 5 || allowed(t)) continue;
          const seen = bySubject.get(t) ?? new Map<string, string>();
          seen.set(topic, s);
          bySubject.set(t, seen);
        }
      }
    }
    const shared = [...bySubject].filter(([, subjects]) => subjects.size > 1).sort((a, b) => b[1].size - a[1].size);
    const listing = shared.map(([t, subjects]) => `${subjects.size}× ${t}\n${[...subjects.values()].slice(0, 3).map((s) => `     e.g. ${s}`).join('\n')}`).join('\n');
    expect(`${shared.length} templates shared across subjects\n${listing}`).toBe('0 templates shared across subjects\n');
    expect(ALLOWED.filter(([re]) => !used.has(re)).map(([, why]) => why)).toEqual([]);
  });
});

describe('offline writer: prose defects the testers of issue 12 found (h6)', () => {
  const seeds = [1, 2, 3, 4, 5, 6];
  const frameworks = [null, ...FRAMEWORKS.map((f) => f.name)];
  const post = (prompt: string, persona: OfflinePersona, seed: number, name: string | null = null) =>
    composeOfflinePost({ userInput: prompt, persona, framework: name ? framework(name) : null, viralContext: null, previousDraft: null, seed });

  it('reads "how we cut our deploy time from 40 minutes to 6" as the member\'s result about their deploy time, never "time"', () => {
    const prompt = 'how we cut our deploy time from 40 minutes to 6';
    const s = analyseSubject(parseRequest(prompt).subject);
    expect([s.kind, s.focus, s.numbers]).toEqual(['statement', 'deploy time', ['40 minutes', '6']]);
    for (const seed of seeds) {
      const p = post(prompt, PAYMENTS, seed);
      expect(p.split('\n')[0]).toBe('We cut our deploy time from 40 minutes to 6.');
      expect(p).not.toMatch(/(^|[:.]\s+|with |like )(the |your )?time\b/im);
    }
  });

  it('never cuts a long subject inside a relative clause ("a payouts API that 200 merchants.")', () => {
    const prompt = 'we launched a payouts API that 200 merchants, most of them small online shops in Germany and Austria, now use every single day to pay their sellers within minutes instead of days';
    expect(parseRequest(prompt).subject).not.toMatch(/\bthat\s+200 merchants\b(?![^,]*\b(use|rely)\b)/);
    for (const name of [null, 'Product Launch']) {
      for (const seed of seeds) expect(post(prompt, PAYMENTS, seed, name)).not.toMatch(/\bthat 200 merchants[^.\n]*\.$/m);
    }
  });

  it('names "moving our whole company to remote work" with where it goes, never "moving our whole company" alone', () => {
    const prompt = 'moving our whole company to remote work';
    expect(analyseSubject(parseRequest(prompt).subject).focus).toBe('moving our whole company to remote work');
    for (const seed of seeds) {
      const p = post(prompt, PAYMENTS, seed);
      expect(p).not.toMatch(/whole company(?! to remote work)/);
      expect(p).toContain('#RemoteWork');
    }
  });

  it('writes a subject that is no announcement in the usual voice under an announcement template ("As our moving our whole company …")', () => {
    const genreTags = Object.values(GENRE_TAGS) as string[];
    for (const prompt of ['moving our whole company to remote work', 'opening our second office in Lisbon']) {
      for (const name of ['New Role Announcement', "We're Hiring", 'Product Launch', 'Milestone Celebration', 'Event or Talk Announcement']) {
        for (const seed of [1, 2]) {
          const p = post(prompt, PAYMENTS, seed, name);
          expect([name, p]).not.toEqual([name, expect.stringMatching(/\b(as our|try|a) (moving|our second office)|what we built|link in the comments/i)]);
          expect([name, (p.match(/#\w+/g) ?? []).filter((t) => genreTags.includes(t))]).toEqual([name, []]);
        }
      }
    }
  });

  it('writes the fallback for a request with no words ("🚀🚀🚀") or one absurdly long token, never a post about it', () => {
    const long = 'x'.repeat(8000);
    for (const prompt of ['🚀🚀🚀', long, `Write a post about ${long}`, `${'ab'.repeat(30)}`]) {
      for (const seed of [1, 2]) {
        const p = post(prompt, PAYMENTS, seed);
        expect(p).toMatch(/^Weekly reflection\b/);
        expect(p).not.toMatch(/xxxxx|abab|🚀/);
      }
    }
  });

  it('keeps what the member typed as plain text: markup tags go, "alert(1)" keeps its brackets', () => {
    for (const seed of seeds) {
      const p = post('<script>alert(1)</script> post', PAYMENTS, seed);
      expect(p).toContain('alert(1)');
      expect(p).not.toMatch(/[<>]|script/i);
    }
    // An aside in brackets after a space is still dropped.
    expect(parseRequest('a post about our launch (finally)').subject).toBe('our launch');
  });

  it("asks the reader about their own in every closing question ('your first on-call rotation', never 'our')", () => {
    const personas = [PAYMENTS, SALES, DESIGN, COACH, CFO, MARKETER, NURSE];
    const wrong: string[] = [];
    for (const c of FIRSTS) {
      for (const persona of personas) {
        for (const seed of seeds) {
          const lines = post(c.prompt, persona, seed).split('\n').filter((l) => l && !l.startsWith('#'));
          const closing = lines[lines.length - 1];
          // A thank-you names whom the member thanks ("the way I thank my mentor"): theirs, rightly.
          if (/\?$/.test(closing) && !/would you thank/.test(closing) && /\b(our|my)\b/i.test(closing)) wrong.push(closing);
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    expect(post('Our first on-call rotation for a 6-person team', PAYMENTS, 2)).toMatch(/your first on-call rotation\?/);
  });

  it('keeps the member\'s article in the event ("redesigning the medication chart nurses use")', () => {
    const prompt = 'I redesigned the medication chart nurses use at 3am, and errors dropped by 40%';
    expect(analyseSubject(parseRequest(prompt).subject).event).toBe('redesigning the medication chart nurses use');
    for (const name of frameworks) for (const seed of [1, 2]) expect(post(prompt, DESIGN, seed, name)).not.toMatch(/redesigning medication chart/i);
    // ", and errors dropped by 40%" keeps its "and", never a comma splice.
    expect(post(prompt, DESIGN, 1).split('\n')[0]).toBe('I redesigned the medication chart nurses use at 3am, and errors dropped by 40%.');
  });

  it('reads "thanks to my mentor who …" and "a post thanking my team for the launch" as thank-yous', () => {
    for (const seed of seeds) {
      const mentor = post('thanks to my mentor who taught me to code', COACH, seed);
      expect(mentor).toContain('#Gratitude');
      expect(mentor).toMatch(/my mentor (who )?taught me to code/);
      const team = post('Write a post thanking my team for the launch', SALES, seed);
      expect(team).toContain('#Gratitude');
      expect(team.split('\n')[0]).toBe('My team deserves the credit for the launch, and this post is for them.');
      expect(team).not.toMatch(/thanking my team|What actually helps/i);
    }
    // A thank-you to the writer is still small talk, or no part of the subject.
    expect(parseRequest('Thanks to you! Now write about remote work').subject).toBe('remote work');
    expect(composeOfflineReply({ userInput: 'thanks!', persona: SALES, framework: null, viralContext: null, previousDraft: 'A post.', seed: 1 }).post).toMatch(/^Glad it helps/);
  });

  it('says in the note when a draft is already too short to shorten, and keeps it', () => {
    const first = composeOfflinePost({ userInput: 'harvest season', persona: CFO, framework: null, viralContext: null, previousDraft: null, seed: 1 });
    for (const ask of ['make it shorter', 'cut it in half']) {
      const r = composeOfflineReply({ userInput: ask, persona: CFO, framework: null, viralContext: null, previousDraft: first, topicHint: 'harvest season', seed: 2 });
      expect(r.post).toBe(first);
      expect(r.note).toMatch(/already as short as the built-in writer can make it/);
    }
    // A draft it can shorten gets no such note.
    const long = composeOfflinePost({ userInput: 'Write a post about code reviews', persona: CFO, framework: null, viralContext: null, previousDraft: null, seed: 1 });
    expect(composeOfflineReply({ userInput: 'make it shorter', persona: CFO, framework: null, viralContext: null, previousDraft: long, topicHint: 'Write a post about code reviews', seed: 2 }).note).toBeNull();
  });
});
