import { experienceQuestion, experienceSection } from './experience';
import { isPeople, peopleQuestion, peopleSection } from './people';
import type { ToneKey } from './request';
import { QUANTITY, type Subject, asOpening, goodFocus } from './subject';
import { type Pick, isPersonRef, lowerFirst, shorten, upperFirst } from './text';
import { beforeAfter, hardPart, resultNow, yourMethod } from './method';
import { type TopicNotes, notesAmong, notesFor } from './topics';

/**
 * Writes a post from a subject, in a framework's voice. Every paragraph longer than a few words carries
 * something of this subject (its focus, a fact the member gave, their audience or industry), so two posts on
 * different subjects never share a sentence of filler, and no fact is invented.
 */

export type Section =
  | 'hook' | 'why' | 'story' | 'turn' | 'lesson' | 'list' | 'mistakes' | 'myth' | 'truth' | 'prediction' | 'signals' | 'behind' | 'sides' | 'poll' | 'question' | 'claim' | 'nuance';

/** The framework's voice: what kind of post it makes. */
export type Voice = 'story' | 'opinion' | 'educational' | 'engagement';

export interface ComposeContext {
  subject: Subject;
  role: string | null;
  industry: string | null;
  audience: string | null;
  tone: ToneKey;
  voice: Voice;
  contrarian: boolean;
  pick: Pick;
  /** The closing question of a post in a genre of its own (news, thanks), to `to` when given; the usual one otherwise. */
  closing?: (to?: string) => string;
  /** The sections the post is written in, so the hook says what no other section says. */
  sections?: readonly Section[];
  /**
   * The member pasted a link (dropped from the post's text, tidy.ts): a call to action may point to it in the comments.
   * Without one, no call to action promises a link ('Try it (link in the comments)'): it invites a comment or a message.
   */
  link?: boolean;
  /** 1 when this draft opens on the topic's second truth rather than its first (drafts of one request differ). */
  lead?: 0 | 1;
}

/**
 * "code reviews are", "hiring is", and by the phrase's head rather than its last word: "burnout in startups is"
 * (the head comes before the preposition), "hiring junior engineers is" (an action: one thing), while "training
 * sessions are" (the -ing word only describes the noun).
 */
export function be(noun: string): string {
  const words = noun.trim().replace(/^(the|our|my|a|an|this|that)\s+/i, '').split(/\s+/);
  const cut = words.findIndex((w, i) => i >= 1 && /^(in|of|for|to|with|without|at|on|from|as|about|during|after|before|across|inside|among|by|versus|vs\.?)$/i.test(w));
  const head = cut > 0 ? words.slice(0, cut) : words;
  const first = head[0]?.toLowerCase() ?? '';
  if (head.length >= 2 && /^[a-z]{2,}ing$/.test(first) && !NOT_ACTIONS.has(first)) {
    const compound = head.length === 2 && (ADJUNCT_ING.test(first) || ADJUNCT_HEAD.test(head[1]));
    if (!compound) return 'is';
  }
  const last = head[head.length - 1] ?? '';
  // A name is one thing, whatever its last letter ("Postgres is", "Kubernetes is") (h2).
  if (head.length === 1 && (/^[A-Z][a-z]+s$/.test(last) || /^(postgres|kubernetes|redis|jenkins|analytics|news|ops|devops|finops|sales)$/i.test(last))) return 'is';
  return /[^su]s$/i.test(last) || /^(people|teams|data)$/i.test(last) ? 'are' : 'is';
}
/** -ing words that are things, not actions ("morning routines are"). */
const NOT_ACTIONS = new Set('nothing something everything anything morning evening spring string thing king ring sibling ceiling pudding wedding'.split(' '));
/** -ing words that usually describe the noun after them ("marketing emails", "pricing pages"). */
const ADJUNCT_ING = /^(marketing|training|pricing|meeting|engineering|accounting|banking|parking|shopping|operating|billing|housing|nursing|trending|gaming|sporting|working)$/;
/** Nouns that, after an -ing word, make a thing of the pair ("hiring managers", "onboarding programs"). */
const ADJUNCT_HEAD = /^(managers|teams|sessions|processes|decisions|meetings|tools|programs|plans|pages|emails|calls|notes|skills|habits|metrics|costs|budgets|rates|systems|pipelines|materials|partners|routines|patterns|practices|strategies|goals)$/i;

/** "code reviews matter", "hiring matters". */
function agree(noun: string, singular: string, plural: string): string {
  return be(noun) === 'are' ? plural : singular;
}

/** The focus as it reads mid-sentence, with "the" for a proper-looking thing ("the payouts API"). */
export function theFocus(c: ComposeContext): string {
  const f = c.subject.focus;
  if (c.subject.experience) return f;
  // "our clinic scheduling app", "my AWS certification": as the member said it.
  if (c.subject.owner) return `${c.subject.owner} ${f}`;
  if (c.subject.kind === 'statement' && !/^(the|a|an|our|my|this|that)\s/i.test(f) && !/^[A-Z][a-z]/.test(f) && !/^[a-z]{2,}ing\s/i.test(f)) return `the ${f}`;
  return f;
}

function situation(c: ComposeContext): string | null {
  // The method ("by switching off …") is said as what was done (the turn), never as a moment to go through.
  const how = c.subject.method?.how.toLowerCase();
  const s = c.subject.facts.find((f) => /^(after|before|while|without|by|from|during|despite|since)\s/.test(f) && !(how && how.includes(f.replace(/^\S+\s+/, '').toLowerCase())));
  // "without a single discount" is how it was done, never a moment ("What changed after without …"): "doing it without …".
  if (s && /^(without|despite|from)\s/.test(s)) return `doing it ${s}`;
  return s ? s.replace(/^(after|before|while|by|during|since)\s+/, '') : null;
}

/** A claim against its thing: it should go, it does harm, it is worth less than people think. */
const AGAINST = /\b(should(?:n't| not)? be (?:banned|scrapped|dropped|abolished|illegal|killed)|overrated|broken|dead|a waste|harmful|toxic|killing|ruin(?:s|ing)?|hurts?|must go|needs? to go|should (?:stop|go|end|die)|don't work|doesn't work|is a scam|are a scam|is a myth|are a myth)\b/i;

/**
 * A claim or a yes/no question about a thing the writer has no notes for (h2): what it can say of its own — the belief
 * the claim denies ("X, not Y") or the usual story of things of this kind failing, what it sees, and for a question
 * that both answers are out there. No mistakes, steps or signals it would have to invent (plan() keeps to these).
 */
function thingSection(section: Section, c: ComposeContext, F: string, first: boolean, fails: boolean): string {
  const s = c.subject;
  const are = be(F) === 'are';
  switch (section) {
    case 'myth':
      if (first) return `${upperFirst(F)}.`;
      return s.denied ? `The common belief: ${s.denied}.` : fails ? `The usual story is that ${are ? 'they fail' : 'it fails'} because of one big mistake.` : '';
    case 'truth':
      // Only a claim against the thing ("… should be banned", "… is overrated") has a comfortable answer to argue with:
      // never "Some will say first home is fine as it is" of "you need a 20% deposit to buy your first home".
      if (fails) return `The post-mortems on ${F} rarely name what actually did it.`;
      return AGAINST.test(s.text) ? `Some will say ${F} ${be(F)} fine as ${are ? 'they are' : 'it is'}. I think that's the comfortable answer, not the true one.` : '';
    case 'sides':
      return s.kind === 'question' && s.affirm ? `Ask ten ${c.audience ? lowerFirst(c.audience) : c.industry ? `people in ${c.industry}` : 'people'} whether ${s.affirm} and you'll hear both answers, each with a story behind it.` : '';
    default:
      return '';
  }
}

export function write(section: Section, c: ComposeContext, first: boolean): string {
  // The rest of a long run-on or of a long request, in the member's words: what happened, told (h2), whatever the subject.
  if (section === 'story' && c.subject.more?.length) return c.subject.more.join(' ');
  // A topic that is people ("junior developers") is written about as people, not as a practice.
  const aboutPeople = isPeople(c) ? peopleSection(section, c, first) : undefined;
  if (aboutPeople !== undefined) return aboutPeople;
  // Something the member lived through ("I got laid off", "my first marathon") is told as an experience.
  const lived = c.subject.experience ? experienceSection(section, c, first) : undefined;
  if (lived !== undefined) return lived;
  const { pick, subject: s } = c;
  const theF = theFocus(c);
  // The first paragraph names the whole topic ("user research with only five interviews"), the rest its focus.
  const F = s.kind === 'statement' ? theF : first && s.tail ? `${s.focus} ${s.tail}` : s.focus;
  const Upper = upperFirst(F);
  const sit = situation(c);
  const method = s.kind === 'statement' ? s.method ?? null : null;
  // What the writer knows of the topic (topics.ts): of a plain topic ("technical debt"), of what a claim or a question
  // is about ("cash flow forecasting is more important than profit"), of what happened ("we raised our prices":
  // pricing). A topic it does not know gets no sentences that would fit any subject (no angle from the kind of thing it
  // is, no "small steps, checked often"): the post is the member's own words, their facts and the question to their
  // audience.
  const notes = s.kind === 'noun' ? notesFor(s.tail ? `${s.focus} ${s.tail}` : s.focus) ?? notesFor(s.text) : method ? null : s.kind === 'statement' ? knownTopic(s) : notesAmong(s.focus, s.text);
  // Which of the topic's two truths opens and which comes later changes from draft to draft ('try again').
  const T = notes ? (c.lead ? [notes.truth[1], notes.truth[0]] : notes.truth) : [];
  // A claim about a thing ("why startups fail") with no notes: no advice written for an activity, only what such a
  // claim can say of its own: the belief it denies ("X, not Y"), or what post-mortems miss when things of this kind
  // fail, or the comfortable view it argues with (h2).
  const bareThing = (s.kind === 'claim' || s.kind === 'question') && isBareThing(s);
  const fails = bareThing ? /\b(fail|fails|die|dies|close|closes|shut down|struggle|struggles|stall|stalls|burns? out|flops?|backfires?)\b/i.test(s.text) : false;
  // A claim or a question is the member's; what the writer knows of its topic is said as the reasoning behind it, in
  // words a post on the plain topic never uses, so the two do not read alike.
  if ((s.kind === 'claim' || s.kind === 'question') && section !== 'hook' && section !== 'question' && section !== 'poll') {
    if (bareThing) return thingSection(section, c, F, first, fails);
    if (!notes) return '';
    const reasoning = labelled('My reasoning', firstSentence(T[0]));
    const missed = labelled('And the part people miss', firstSentence(T[1]));
    const later = (x: Section) => x === 'lesson' || x === 'nuance' || x === 'sides' || x === 'list' || x === 'mistakes';
    // The member's own answer ("Question Post") is the whole reasoning when no later beat says the rest.
    if (section === 'claim' && !c.sections?.some(later)) return `${reasoning}\n${missed}`;
    if (section === 'truth' || section === 'claim' || section === 'turn' || section === 'behind' || section === 'signals' || section === 'story') return reasoning;
    if (later(section)) return missed;
    if (section === 'myth' || section === 'why' || section === 'prediction') return `The usual view: ${notes.belief}.`;
    return '';
  }
  // Something that happened, on a topic the writer knows: said of what happened ("What launching our new app showed
  // me: …"), never the plain topic's sentences.
  const ref = s.event ?? theF;
  if (s.kind === 'statement' && !['hook', 'story', 'turn', 'lesson', 'behind', 'list', 'question'].includes(section)) return '';
  switch (section) {
    case 'hook': {
      // A result and its method: the result opens, the method is the body's turn (said once, never restated).
      if (method) return `${upperFirst(method.result)}.`;
      if (s.kind === 'statement' || s.kind === 'claim' || s.kind === 'question') {
        const open = asOpening(s);
        // The member's own sentence is the hook; a second line that would fit any subject ("There is more to X than that
        // one line", "I'm curious where you land on X") is not written.
        return c.contrarian && s.kind === 'claim' ? `Unpopular opinion: ${lowerFirst(open)}` : open;
      }
      // A topic the writer knows opens on what it has to say about it, named ("Code reviews: tests and types catch most
      // bugs."): the truth the rest of the post does not say. One it does not know is named, plainly; a frame that
      // would open a post on anything ("X taught me more than any course did", "Most teams get X backwards") is not.
      // In the member's own words, whole: 'The first customer who told us no.', never just 'First customer.'.
      const named = first && s.text.length <= 120 && s.text.length > F.length ? upperFirst(s.text.replace(/[.!?\s]+$/, '')) : Upper;
      // A count of lessons the member asked for opens plainly: the list says them.
      if (!notes || askedCount(s.text)) return c.contrarian ? `${named}: an unpopular opinion.` : `${named}.`;
      const said = new Set(c.sections ?? plan(null, c));
      const truth = firstSentence(said.has('turn') || said.has('nuance') || said.has('signals') ? T[0] : T[1]);
      // Named in the member's words when the focus alone would lose some ("what growing to a 50-person team cost me
      // personally" is never just "Growing").
      if (c.contrarian) return named === Upper ? `Unpopular opinion on ${F}.\n${firstSentence(T[1])}` : `Unpopular opinion: ${lowerFirst(named)}.\n${firstSentence(T[1])}`;
      // A truth with a colon of its own goes under the name, on its own line (never two colons in one line).
      // A truth that names the subject itself ("Remote work lives or dies on …") is the hook alone: never "Remote work:
      // remote work lives or dies …".
      if (truth.toLowerCase().startsWith(named.toLowerCase()) || truth.toLowerCase().startsWith(F.toLowerCase())) return truth;
      // A truth with a colon of its own opens on what comes before its colon ("Running better one-on-ones: the value of
      // one-on-ones is in their regularity."), the rest left to the body: never the bare name alone on the first line, nor
      // what follows the colon as a sentence of its own when it is none ("The results you delivered and …").
      const [lead, ...rest] = truth.split(': ');
      return rest.length ? `${named}: ${lowerFirst(lead)}.` : `${named}: ${lowerFirst(truth)}`;
    }
    case 'story': {
      if (s.kind === 'statement') {
        // The hook is the member's sentence, with every fact they gave; what came before a result and its method ("after
        // 9 months of pilots") is said once more as where it started. A way in that would fit any subject ("N things
        // sounds like a number on a slide", "the one-line version leaves out the weeks of second-guessing") is not written.
        // Or the before the method itself implies ("Before, idle staging environments stayed on at night.") (h2).
        if (method) return sit ? `It started ${/^doing it /.test(sit) ? sit.replace(/^doing it /, '') : `with ${sit}`}.` : beforeAfter(method)?.before ?? '';
        return '';
      }
      // The belief the topic's turn answers, said as the common view: the member never said they held it (issue 12).
      if (notes) return pick([`It's easy to start out believing ${notes.belief}. It makes sense at first: ${notes.why}`, `The common view is that ${notes.belief}. It's easy to see why: ${notes.why}`]);
      // A past the member did not tell ("the thing I kept putting off", "a box to tick") is not made up.
      return '';
    }
    case 'turn': {
      if (s.kind === 'statement') {
        // The member's own story is told as theirs: "I" for "I got my first dev job", "we" for a team's.
        const we = /\b(we|we're|our|us)\b/i.test(s.text) || !/\b(I|my|me)\b/.test(s.text) ? 'we' : 'I';
        // What was done, plainly, in the member's words.
        // What made it hard, when the member's words imply it ("with zero downtime after migrating from a monolith") (h2).
        const hard = method ? hardPart(method) : null;
        if (method) return `${method.after ? pick([`Here's what changed first: ${method.how}.`, `Here's what came first: ${method.how}.`]) : pick([`Here's what did it: ${method.how}.`, `Here's how ${we} did it: ${method.how}.`])}${hard ? `\n${hard}` : ''}`;
        // What the writer knows of the topic it is about ("we raised our prices": pricing), said plainly. A turning point
        // the member did not tell ("small steps, checked often", "aimed for reversible") would be the same sentence in
        // every post: nothing.
        return notes && !c.sections?.some((x) => x === 'behind' || x === 'truth') ? biggerPoint(ref, T[0]) : '';
      }
      // The topic's second truth, as what is true instead of the common view (the truth section says the first), never
      // as a change of the member's mind they did not tell (issue 12).
      if (notes) return labelled(pick(['What experience shows instead', 'What holds up instead']), T[1]);
      return '';
    }
    case 'lesson': {
      // Something that happened: the lesson of the topic it is about, said of what happened ("My takeaway from raising
      // our prices: …"); a result and its method only when the writer knows the thing it changed. A lesson that would
      // fit any subject ("the boring, repeatable work mattered more than the big moment") is not written.
      // A result and its method: the after it implies, and the result as where things stand now ("Now they stay off at
      // night, and our cloud bill is 40% lower.") (h2).
      const after = method ? beforeAfter(method)?.after : null;
      const now = method ? resultNow(method.result) : null;
      if (method && after) return `${after}${now ? `, and ${now}` : ''}.`;
      const known = method ? notesFor(s.focus) : s.kind === 'statement' ? notes : null;
      // One sentence: a lesson's second sentence would read the same in every post on the topic.
      const single = known ? known.lesson.filter((l) => firstSentence(l) === l) : [];
      // Said as worth remembering, never as the member's takeaway ("My takeaway from raising them: …"): what they drew
      // from it is theirs to say (issue 12, second pass).
      if (known) return `${isPersonRef(ref) ? 'Worth remembering' : `Worth remembering about ${ref}`}: ${lowerFirst(withoutLabel(single.length ? pick(single) : firstSentence(pick(known.lesson))))}`;
      return notes ? pick(notes.lesson) : '';
    }
    case 'claim':
      // The hook said the member's claim; the reasoning is the topic's, when the writer knows it.
      return notes ? `Here's my take: ${lowerFirst(T[0])}` : '';
    case 'nuance':
      // Where the claim stops is the topic's other truth; with nothing known of the topic, nothing.
      return notes ? `Where I'd stop: ${lowerFirst(T[1])}` : '';
    case 'list': {
      // Something that happened, told as lessons ("3 lessons from placing 100 engineers"): what it showed, said of it
      // (the topic's tips read the same in every post on the topic).
      if (s.kind === 'statement') return notes && !method && !c.sections?.includes('turn') ? biggerPoint(ref, T[0]) : '';
      // "ten years in B2B sales, seven lessons": the lessons the topic holds, numbered, as many as it has.
      const count = askedCount(s.text);
      if (notes && count) return lessonsOf(notes, count.n).map((l, i) => `${i + 1}. ${l}`).join('\n');
      // Advice is the topic's own; a list that would fit any subject ("Start smaller with X than feels impressive") is not written.
      return notes ? `${`What actually helps with ${notesFor(F) && !LESSONS_FROM.test(F) ? shorten(F, 50) : notes.name}:`}\n${bullets(pick, notes.tips)}` : '';
    }
    case 'mistakes':
      return notes ? `${`The most common mistakes with ${notesFor(F) && !LESSONS_FROM.test(F) ? shorten(F, 50) : notes.name}:`}\n${bullets(pick, notes.mistakes)}` : '';
    case 'myth':
      if (notes) return first ? `"${upperFirst(notes.belief)}."\nIt's a common view of ${F}, and I don't buy it.` : `The common belief: ${notes.belief}.`;
      // Nothing known to argue with: the subject is named, and the post goes on to what the member gave.
      return first ? `${Upper}.` : '';
    case 'why':
      if (!notes) return '';
      return c.sections && !c.sections.includes('myth') ? `The usual view is that ${notes.belief}: ${notes.why}` : `People believe it for a reason: ${notes.why}`;
    case 'truth':
      return notes ? T[0] : '';
    case 'prediction':
      // No trend is invented: the topic's second truth is where it is heading; a subject it knows nothing of is named.
      if (notes) return first ? `My prediction${c.industry ? ` for ${c.industry}` : ''} on ${F}.\n${firstSentence(T[1])}` : `My prediction${c.industry ? ` for ${c.industry}` : ''}: ${lowerFirst(T[1])}`;
      return first ? `${Upper}.` : '';
    case 'signals':
      // What already points that way: the topic's second truth (no invented trend or figure).
      // The prediction said the second truth already: the signals are the first (never the same sentence twice).
      return notes ? `What I already see with ${shorten(F, 50)}: ${lowerFirst(c.sections?.includes('prediction') ? T[0] : T[1])}` : '';
    case 'behind':
      if (method) return `What people see: ${lowerFirst(method.result)}.\nWhat it took: ${method.how}.`;
      // What it took, as the member said it ("after 9 months of pilots"); the drafts and second-guessing of any project
      // are not written.
      if (s.kind === 'statement' && sit) return `What it took: ${sit.replace(/^doing it /, '')}.`;
      if (s.kind === 'statement') return notes ? labelled(`What people don't see behind ${ref}`, firstSentence(T[0])) : '';
      return notes ? `What people don't see: ${lowerFirst(T[0])}` : '';
    case 'sides':
      return notes ? `One side says ${notes.belief}.\nThe other: ${lowerFirst(T[0])}` : '';
    case 'poll': {
      // A question that names its choices ("four-day week or fully remote: which would your team pick?") is polled on
      // them, each as the member wrote it; the usual four answers otherwise.
      const choices = choicesOf(s.text);
      if (choices) return `Reply with a number:\n${choices.map((x, i) => `${i + 1}. ${upperFirst(x)}`).join('\n')}\n${choices.length + 1}. Something else (tell me in the comments)`;
      return `Quick poll on ${shorten(F, 60)}, reply with a number:\n1. It's a priority right now\n2. It's on the list for later\n3. Not relevant for us\n4. Still figuring it out`;
    }
    case 'question':
      return closingQuestion(c);
  }
}

/**
 * A claim or a question about a thing (startups, LLMs) the writer has no notes for, by its focus or its whole text: what
 * plan() and write() both go by, so the sections planned are the ones written (h2).
 */
export function isBareThing(s: Subject): boolean {
  return Boolean(s.thing) && !notesAmong(s.focus, s.text);
}

/** The first sentence of a note ("Things never calm down. Debt gets paid …" → "Things never calm down."). */
export function firstSentence(text: string): string {
  return (/^.+?[.!?](?=\s|$)/.exec(text) ?? [text])[0];
}

/**
 * What the writer knows of a topic, said of something that happened on it ("The bigger point behind raising our prices:
 * customers rarely choose on price alone."): what holds for the topic, never what the event showed or taught the member
 * ("What raising our prices showed me: …"), which only they can say (issue 12).
 */
export function biggerPoint(ref: string, note: string): string {
  // A person has no point behind them ("The bigger point behind my first manager"): the point is said on its own.
  return labelled(isPersonRef(ref) ? 'The bigger point' : `The bigger point behind ${ref}`, firstSentence(note));
}


/**
 * A note said under a label ("My reasoning: …"); "… is that …" when the note has a colon of its own, so a line never
 * has two.
 */
export function labelled(label: string, note: string): string {
  return note.includes(':') ? `${label} is that ${lowerFirst(note)}` : `${label}: ${lowerFirst(note)}`;
}

/** What the writer knows of a subject, in any of the words it came in (its focus, the event, the whole text, what it taught). */
export function subjectNotes(s: Subject): TopicNotes | null {
  return notesAmong(s.tail ? `${s.focus} ${s.tail}` : s.focus, s.event, s.text) ?? (s.about ? notesFor(s.about) : null);
}

/** "seven lessons", "5 things I learned": how many the member asked for, or null. */
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export function askedCount(text: string): { n: number; said: string } | null {
  const m = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(lessons|takeaways|things I(?:'ve)? learned|truths|rules)\b/i.exec(text);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS.indexOf(m[1].toLowerCase());
  return n >= 2 && n <= 10 ? { n, said: m[0] } : null;
}

/**
 * The lessons a topic holds, one line each: its truths' first sentences, its advice and its lessons, as many as asked
 * for and no more than it has (a list of seven is never four with a seven on top).
 */
export function lessonsOf(notes: TopicNotes, n: number): string[] {
  // (The topic's own lessons come last, so the beat that names the one that matters most does not repeat one.)
  const all = [...notes.truth.map(firstSentence), ...notes.tips, ...notes.lesson.map((l) => upperFirst(withoutLabel(l)))];
  const out: string[] = [];
  for (const l of all) if (out.length < n && [...out, l].join('\n').length + 3 * (out.length + 1) < 400) out.push(l);
  return out;
}

/**
 * A template's post says what the writer knows of its subject in full: a LinkedIn post under about 500 characters reads
 * as a note, not a post, so when the beats left it short, the topic's own truths, advice, mistakes and lesson that no
 * paragraph has said yet go in before the closing question (never a sentence that would fit any subject, and nothing
 * the member did not give). With "Expectation vs. Reality" beats, the topic's belief and truth are said as those two.
 */
export function fillFromNotes(paragraphs: string[], c: ComposeContext, beats: readonly string[], light = false, advice = false, named: string | null = null, full: number | null = null): string[] {
  const notes = subjectNotes(c.subject);
  if (!notes || c.subject.method) return paragraphs;
  const out = [...paragraphs];
  const prose = () => out.join('\n\n').length;
  // Said already: the note's opening words, or its first sentence said under a label ("My reasoning: relevance beats volume.").
  const said = (x: string) => out.join('\n').toLowerCase().includes(firstSentence(x).slice(0, 30).toLowerCase());
  // Before the closing question, or a thank-you's closing call.
  const closing = out.length && (light || /\?\s*$/.test(out[out.length - 1])) ? out.length - 1 : out.length;
  let at = closing;
  const add = (p: string) => {
    out.splice(at, 0, p);
    at += 1;
  };
  // "Expectation vs. Reality": the two beats come right after the hook, in that order.
  const plain = c.subject.kind === 'noun' && !c.subject.experience;
  if (beats.some((b) => /\bexpect/i.test(b)) && !said(notes.belief) && !said(notes.truth[0])) {
    out.splice(1, 0, `The expectation: ${notes.belief}.`, labelled('The reality', plain ? notes.truth[0] : firstSentence(notes.truth[0])));
    at += 2;
  }
  // A plain topic's post says the notes as they are. A claim, a question or something that happened says them in its own
  // words (a truth's first sentence under a label, two pieces of advice in one line), so a post on "we raised our
  // prices" never reads like the post on pricing.
  const bare = (x: string) => lowerFirst(x).replace(/[.!?]+$/, '');
  const tips = notes.tips.filter((t) => !said(t));
  const mistakes = notes.mistakes.filter((m) => !said(m));
  const candidates: (() => string | null)[] = plain
    ? [
        () => (said(notes.truth[0]) ? null : notes.truth[0]),
        () => (said(notes.truth[1]) ? null : notes.truth[1]),
        () => (notes.tips.some(said) ? null : `What I'd do:\n${bullets(c.pick, notes.tips)}`),
        () => (notes.mistakes.some(said) ? null : `What I'd avoid:\n${bullets(c.pick, notes.mistakes)}`),
        () => {
          const lesson = notes.lesson.find((l) => !said(withoutLabel(l)));
          return lesson && !notes.lesson.some((l) => said(withoutLabel(l))) ? lesson : null;
        },
      ]
    : [
        () => (said(notes.truth[0]) ? null : labelled(`What's true of ${notes.name}`, firstSentence(notes.truth[0]))),
        () => (said(notes.truth[1]) ? null : labelled('What people miss', firstSentence(notes.truth[1]))),
        // The topic's advice, named as advice on the topic ("Two things worth doing with pricing: …"): never "If I had to
        // start again", which claims a start the member did not tell and read the same on any subject (issue 12).
        () => (tips.length >= 2 ? `Two things worth doing with ${notes.name}: ${bare(tips[0])}, and ${bare(tips[tips.length - 1])}.` : null),
        () => (mistakes.length >= 2 ? `And I'd stay away from ${bare(mistakes[0])}, and from ${bare(mistakes[1])}.` : null),
      ];
  // News that names its thing ("our Slack bot", "our newsletter"): what is true of the topic, said of this news, so two
  // launches never share a sentence of the topic's (issue 12).
  const news: (() => string | null)[] = named
    ? [
        () => (said(notes.truth[0]) ? null : labelled(`What I keep in mind with ${named}`, firstSentence(notes.truth[0]))),
        () => (said(notes.truth[1]) ? null : labelled(`And what's easy to miss with ${named}`, firstSentence(notes.truth[1]))),
        () => (tips.length >= 2 ? `What I'd tell anyone working on something like ${named}: ${bare(tips[0])}, and ${bare(tips[tips.length - 1])}.` : null),
      ]
    : candidates;
  // A thank-you says what is true of the topic whole, and its lesson, never advice (it would read wrong there).
  const thanks: (() => string | null)[] = [
    () => (said(notes.truth[0]) ? null : plain ? notes.truth[0] : labelled(`What's true of ${notes.name}`, notes.truth[0])),
    () => (said(notes.truth[1]) ? null : plain ? notes.truth[1] : labelled('What people miss', notes.truth[1])),
    () => {
      const lesson = notes.lesson.find((l) => !said(withoutLabel(l)));
      // Said plainly: "My takeaway" reads as a story's lesson in a post that gives credit.
      return lesson && !notes.lesson.some((l) => said(withoutLabel(l))) ? upperFirst(withoutLabel(lesson)) : null;
    },
  ];
  // News or thanks in their own voice (light): only what is true of the topic, and only when the post is short; advice
  // would read wrong in a thank-you, not in news (a hire, a launch, a talk), whose template lines say nothing the
  // member did not (issue 12).
  for (const next of light && !advice ? thanks : light ? news : candidates) {
    // (Up to `full` characters when asked for more: 'make it longer'.)
    if (prose() >= (full ?? (light ? 500 : 600))) break;
    const p = next();
    if (p) add(p);
  }
  return out;
}

/** The topic a statement is about, when the writer knows it ("we raised our prices": pricing). */
function knownTopic(s: Subject): ReturnType<typeof notesFor> {
  // "my first 90 days as a team lead": the frame says what the days were (a new role), never onboarding.
  return notesAmong(s.tail ? `${s.focus} ${s.tail}` : s.focus, s.event, s.text);
}

/** "The lesson: rest is part of the work" → "rest is part of the work". */
export function withoutLabel(lesson: string): string {
  return lesson.replace(/^(my takeaway|the lesson|to sum it up|in short)\s*:\s*/i, '');
}

/** A phrase as the reader's own: "our first on-call rotation" → "your first on-call rotation". */
export function yourOwn(phrase: string): string {
  return phrase.replace(/\b(my|our)\b/g, 'your').replace(/\b(My|Our)\b/g, 'Your');
}

/** "four-day week or fully remote: which …?" → ["four-day week", "fully remote"]: two to four short choices, or null. */
function choicesOf(text: string): string[] | null {
  const t = text.trim().replace(/[?!.]+$/, '');
  const head = t.split(/[:?]/)[0].trim();
  // "Which do you prefer: async updates or meetings?", "Do you prefer async updates or meetings?": the choices are
  // what is asked between, after the colon or after the verb of preferring.
  const after = /:\s*(.+)$/.exec(t)?.[1];
  const preferred = /^(?:do|would|will|are|which do|what do)\s+(?:you|your team|people|most people|teams)\s+(?:\w+\s+){0,2}?(?:prefer|rather|choose|pick|use|like|want|go with|trust|favou?r)\s+(.+)$/i.exec(t)?.[1];
  const candidates = [
    /\bor\b/i.test(head) && !/^(should|is|are|do|does|can|will|would|why|how|what|which|who)\b/i.test(head) ? head : null,
    after && /\bor\b/i.test(after) && /^(which|what|who)\b/i.test(head) ? after : null,
    preferred && /\bor\b/i.test(preferred) ? preferred : null,
  ];
  for (const choice of candidates) {
    if (!choice) continue;
    const parts = choice.split(/\s*,\s*(?:or\s+)?|\s+or\s+/i).map((x) => x.trim()).filter(Boolean);
    if (parts.length >= 2 && parts.length <= 4 && parts.every((x) => x.split(/\s+/).length <= 4)) return parts;
  }
  return null;
}

/** A focus that is a fragment of a sentence, not a thing to ask about. */
/** Whether the member's sentence goes on from the focus with a verb or a clause ("… companies make when …", "… who ask …"). */
function goesOn(focus: string, text: string): boolean {
  const at = text.toLowerCase().indexOf(focus.toLowerCase());
  if (at < 0 || !focus.trim()) return false;
  const next = text.slice(at + focus.length).trim().split(/\s+/)[0]?.toLowerCase().replace(/[^a-z']/g, '') ?? '';
  return /^(who|that|which|make|makes|made|do|does|did|get|gets|got|ask|asks|asked|want|wants|need|needs|say|says|said|think|thinks|is|are|was|were|has|have|had|can|will|should)$/.test(next) || (/^[a-z]{3,}ed$/.test(next) && !/^(based|focused|related)$/.test(next));
}

/** The frame of a lessons post ("lessons from …", "what I learned from …"), before what the member learned from. */
const LESSONS_FROM = /^(?:(?:my|our|the|some|a few|your)\s+)?(?:biggest\s+|key\s+)?(?:lessons|learnings|takeaways)\s+(?:(?:i|we)\s+(?:learned|learnt|took)\s+)?from\s+|^what\s+(?:i|we)\s+(?:learned|learnt)\s+from\s+/i;

// ("advice for new grad nurses …": the post's shape, never what the reader is asked about.)
const FRAGMENT = /^(?:the\s+)?(?:for|to|of|in|with|about|on|at|from|by|like|as)\s|^(?:my\s+|some\s+)?(?:advice|tips|guidance|a guide|a letter)\s+(?:for|to|on)\s|^(?:\w+\s)?(?:years?|months?|weeks?|days?)$|^(?:I|I'd|I'm|I've|I'll)\b/i;

/** "ten years in B2B sales", "three months of talking to churned customers": a span of time and what it was spent on. */
const SPAN = /^(?:\S+\s+){1,2}?(?:years?|months?|weeks?)\s+(in|at|as|with|of|on)\s+(.+)$/i;

/**
 * The subject as the closing question names it, the reader's own ("your first on-call rotation"): a whole phrase, or
 * null when the focus is not one a sentence can name (a span alone, a lone verb, a phrase ending on a small word), so
 * the question says "this" instead (h2).
 */
function askedAs(c: ComposeContext): string | null {
  const s = c.subject;
  let F = s.kind === 'statement' ? theFocus(c) : s.focus;
  // "first customer", "biggest mistake": a thing only one reader has is theirs ("your first customer").
  if (s.kind !== 'statement' && /^(first|last|next|biggest|best|worst|hardest|toughest|favou?rite|latest|only)\s/i.test(F)) F = `your ${F}`;
  const words = F.trim().split(/\s+/);
  // "moving from engineering into product management": a focus that is the object of the member's "from" is half a move.
  const at = s.text.toLowerCase().indexOf(s.focus.toLowerCase());
  if (at > 0 && /\bfrom\s+$/i.test(s.text.slice(0, at))) return null;
  // "too fast" of "I hired too fast": how it was done, never a thing to ask about ("What would you add about the too fast?").
  if (/^(too|so|very|really|quite)\s/i.test(s.focus.trim())) return null;
  if (F.length > 60 || QUANTITY.test(F.replace(/^(the|your|our|my)\s+/i, '')) || !goodFocus(F.replace(/^(the|your|our|my)\s+/i, '')) || (words.length === 1 && /^[a-z]+ing$/i.test(F) && s.text.trim().split(/\s+/).length > 3)) return null;
  return yourOwn(F);
}

/** The closing question, to the member's audience when there is one. */
export function closingQuestion(c: ComposeContext, to?: string, brief = false): string {
  if (c.closing) return c.closing(to);
  if (isPeople(c)) return peopleQuestion(c, to);
  if (c.subject.experience) return experienceQuestion(c, to);
  // The reader is asked about their own ("a moment like this with your first code blue", "what would you have done
  // differently with your first on-call rotation?"), never the member's, in every form of the question.
  const F0 = askedAs(c);
  // A focus that came out as a fragment of the member's sentence ("for a salary negotiation", "eight years", "like a
  // fraud", "I'd tell myself") is never asked about: the topic's own question, or the topic by its name.
  const notes = subjectNotes(c.subject);
  const fragment = !F0 || FRAGMENT.test(c.subject.focus) || (notes !== null && /^[a-z]+ing$/i.test(c.subject.focus) && !notesFor(c.subject.focus));
  // A focus the member's sentence goes on from with its verb ("the biggest mistake companies | make when firing someone",
  // "a patient's daughter | thanked me") is half a clause: asked about by the topic's name, or as "this" (no name).
  const cut = c.subject.kind === 'noun' && goesOn(c.subject.focus, c.subject.text);
  // "lessons from 12 years of night shifts": the reader is asked about their own years, never "how do you handle lessons
  // from …"; "getting quiet students | to speak up in class": about the whole practice, never its first half.
  const unframed = F0?.replace(LESSONS_FROM, '');
  const F = F0 && (fragment || cut) && notes ? notes.name : cut ? null : unframed && unframed !== F0 ? unframed : F0 && c.subject.tail && /^to\s/i.test(c.subject.tail) ? `${F0} ${c.subject.tail}` : F0;
  const who = to ?? c.audience;
  // A yes/no question is asked back as one (below), a result and its method about the method; otherwise a topic the
  // writer knows asks its own question, whatever words the subject came in ("ten years in B2B sales, seven lessons" is
  // never "how do you handle ten years?"). Something that happened is asked about as the reader's own ("have you been
  // through something like …"), unless its focus came out as a fragment ("for a salary negotiation", "eight years").
  const topical = (c.subject.kind === 'question' && c.subject.affirm) || (c.subject.kind === 'statement' && (c.subject.method || (c.subject.event && !fragment))) ? null : notes?.ask;
  if (topical) return who && who.length <= 60 ? c.pick([`${upperFirst(who)}: ${topical}`, `Question for ${lowerFirst(who)}: ${topical}`]) : upperFirst(topical);
  // The audience is the subject ("first-time buyers" asked of first-time buyers): asked as one of them, never "how do you
  // handle first-time buyers?".
  const bare = (x: string) => x.toLowerCase().replace(/^(your|the|our|my)\s+/, '').trim();
  if (F && who && c.subject.kind === 'noun' && bare(F) === bare(who) && /[^s]s$/i.test(F)) {
    const one = bare(F).replace(/s$/, '');
    const ask = `what would help you most as ${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}${c.subject.tail ? ` ${c.subject.tail}` : ''}?`;
    return who.length <= 60 ? `${upperFirst(who)}: ${ask}` : upperFirst(ask);
  }
  // A focus no sentence can name whole (a cut phrase, a lone verb): the post named its subject, so the question says
  // "this" (h2).
  if (!F) {
    const event = c.subject.event ? yourOwn(c.subject.event) : null;
    const ask = c.subject.kind === 'claim' ? 'does that match what you\'ve seen?' : c.subject.kind === 'statement' ? (eventQuestion(event, c.subject.text) ?? (isPractice(event, c.subject.text) ? 'what has your experience been?' : 'have you had a moment like this?')) : 'what has your experience been?';
    return who && who.length <= 60 ? `${upperFirst(who)}: ${ask}` : upperFirst(ask);
  }
  const Y = F;
  // "ten years in B2B sales", "five years as a solo founder": the reader is asked what their own time there taught them.
  const span = c.subject.kind === 'noun' ? SPAN.exec(c.subject.tail && F === F0 ? `${c.subject.focus} ${c.subject.tail}` : F) : null;
  if (span) {
    const ask = span[1].toLowerCase() === 'of' ? `what ${be(span[2]) === 'are' ? 'have' : 'has'} ${span[2]} taught you?` : `what has your time ${span[1].toLowerCase()} ${span[2]} taught you?`;
    return who && who.length <= 60 ? `${upperFirst(who)}: ${ask}` : upperFirst(ask);
  }
  const byTone: Record<ToneKey, string[]> = {
    authoritative: [`Where do you stand on ${F}?`, `What would you add about ${F}?`],
    friendly: [`What has ${Y} been like for you?`, `Have you been through something like this with ${Y}?`],
    inspiring: [`What's one small step you could take on ${F} this week?`, `What's the best advice you've had about ${F}?`],
    witty: [`Tell me I'm not the only one. What's your ${Y.replace(/^your\s+/i, '')} story?`, `What's the funniest thing ${F} ${agree(F, 'has', 'have')} taught you?`],
    analytical: [`What do you measure to know ${F} ${be(F)} working?`, `Which number would you look at first for ${F}?`],
    story: [`Have you had a moment like this with ${Y}?`, `What's a lesson about ${F} that took you too long to learn?`],
  };
  // A result and its method: the reader is asked about the method, the thing they could try.
  const method = c.subject.kind === 'statement' ? c.subject.method : null;
  if (method) {
    // A long method was just said: the reader is asked about their own of what changed ("your cloud bill"), not the
    // same words again (h2).
    const how = method.how.split(/\s+/).length <= 3 ? yourMethod(method) : null;
    const theirs = c.subject.focus && c.subject.focus.split(/\s+/).length <= 4 && !/^(being|my|our)\b|^[\d$£€]/i.test(c.subject.focus) ? `your ${c.subject.focus.replace(/^(the|our|my)\s+/i, '')}` : null;
    const asks = how ? [`have you tried ${how}?`, `would ${how} work for you?`] : theirs && !brief ? [`would it work for ${theirs}?`] : ['have you tried it?', 'would it work for you?'];
    return who && who.length <= 60 ? `${upperFirst(who)}: ${c.pick(asks)}` : upperFirst(c.pick(asks));
  }
  // A claim about a thing: the reader is asked for their reasons, or whether it matches what they have seen.
  if (c.subject.thing && c.subject.kind === 'question' && c.subject.affirm) {
    const ask = `which answer did you land on about ${F}, and why?`;
    return who && who.length <= 60 ? `${upperFirst(who)}: ${ask}` : upperFirst(ask);
  }
  if (c.subject.kind === 'claim') {
    const ask = c.subject.asksWhy ? `what's the reason you've seen most often with ${F}?` : `does that match what you've seen with ${F}?`;
    return who && who.length <= 60 ? `${upperFirst(who)}: ${ask}` : upperFirst(ask);
  }
  if (who && who.length <= 60) {
    // A statement tells what happened to the member: the reader is asked about theirs, not how they "handle" it.
    const yours = c.subject.event ? c.subject.event.replace(/\b(our|my)\b/g, 'your') : null;
    const asked = c.subject.kind === 'statement' ? eventQuestion(yours, c.subject.text) : null;
    // Something people do ("running better one-on-ones", "giving better feedback"), named by the post already: never
    // "how do you handle running better one-on-ones?": the reader is asked about their own way of doing it.
    const doing = c.subject.kind === 'noun' && /^[a-z]{3,}ing\s+\S/i.test(F);
    if (doing) return `${c.pick([`${upperFirst(who)}: `, `Question for ${lowerFirst(who)}: `])}${c.pick([`what's your approach to ${F}?`, `what has your experience with ${F} been?`])}`;
    const first =
      c.subject.kind !== 'statement'
        ? `${upperFirst(who)}: how do you handle ${F}?`
        : asked
          ? `${upperFirst(who)}: ${asked}`
          : isPractice(yours, c.subject.text)
            ? `${upperFirst(who)}: what has your experience been?`
            : `${upperFirst(who)}: have you had a moment like this with ${Y}?`;
    // ("what would you have done differently with sleep for founders / with Google?" asked nothing a reader could answer.)
    return c.subject.kind === 'statement' ? first : c.pick([first, `Question for ${lowerFirst(who)}: what has your experience with ${F} been?`]);
  }
  return c.pick(byTone[c.tone]);
}

export function bullets(pick: Pick, items: readonly string[]): string {
  const pool = [...items];
  const chosen: string[] = [];
  while (chosen.length < 3 && pool.length > 0) {
    const item = pick(pool);
    chosen.push(item);
    pool.splice(pool.indexOf(item), 1);
  }
  // Keep the items in their written order: they read as steps.
  return items.filter((i) => chosen.includes(i)).map((i) => `• ${i}`).join('\n');
}

/** Maps a framework step ("The turning point", "Top 3 mistakes", "Call to action") to a section. */
export function classify(step: string): Section {
  const s = step.toLowerCase();
  const opener = /^hook\s*[:\-–]\s*(?:the\s+)?(prediction|myth|question)\b/.exec(s);
  if (opener) return opener[1] === 'prediction' ? 'prediction' : opener[1] === 'myth' ? 'myth' : 'question';
  if (/bold claim|your claim|the claim/.test(s)) return 'hook';
  if (/nuance|where the claim stops|caveat/.test(s)) return 'nuance';
  if (/your reasoning|reasoning|your view|your own answer|my view/.test(s)) return 'claim';
  if (/what went wrong|what you tried|tried first|at first/.test(s)) return 'story';
  if (/hook|opening|headline|attention|first line/.test(s)) return 'hook';
  if (/question|cta|call to action|engage|invite|ask|discussion|comment/.test(s)) return /poll/.test(s) ? 'poll' : 'question';
  if (/poll|option|vote/.test(s)) return 'poll';
  if (/why (people|we|they|it|most)|where it comes from|root cause/.test(s)) return 'why';
  if (/myth|misconception|belief|people think|common (view|wisdom)|most people think/.test(s)) return 'myth';
  if (/truth|reality|actually|fact/.test(s)) return 'truth';
  if (/predict|future|trend|next (year|decade)/.test(s)) return 'prediction';
  if (/signal|evidence|sign|data|proof/.test(s)) return 'signals';
  if (/mistake|pitfall|wrong/.test(s)) return 'mistakes';
  if (/tip|step|list|how to|framework|action|instead|advice|prepare|what to do/.test(s)) return 'list';
  if (/behind|scene|what people see|reality check|process/.test(s)) return 'behind';
  if (/side|perspective|argument|both|debate|counter/.test(s)) return 'sides';
  if (/turn|change|shift|breakthrough|moment|comeback|solution|result|what worked|what you did|applied|outcome/.test(s)) return 'turn';
  if (/lesson|takeaway|insight|learn|moral|why it matters|reflection|conclusion|reason|means/.test(s)) return 'lesson';
  if (/story|journey|struggle|challenge|obstacle|problem|failure|setback|context|background|mentor|client|situation|before/.test(s)) return 'story';
  return 'lesson';
}

/** The framework's beats → the sections to write, each once, the closing question last. */
export function plan(beats: readonly string[] | null, c: ComposeContext): Section[] {
  const sections = planned(beats, c);
  // What the member said after the hook (`Subject.more`) is told right after it when no section would tell it.
  return c.subject.more?.length && !sections.includes('story') ? [sections[0], 'story', ...sections.slice(1)] : sections;
}

function planned(beats: readonly string[] | null, c: ComposeContext): Section[] {
  // A claim about a thing the writer has no notes for: what it can say of it (the belief it argues with, what it sees),
  // whatever the framework's beats, which would need mistakes, steps or signals it would have to invent (h2).
  if (c.subject.kind === 'claim' && isBareThing(c.subject)) return ['hook', 'myth', 'truth', 'question'];
  if (c.subject.kind === 'question' && c.subject.affirm && isBareThing(c.subject)) return ['hook', 'sides', 'question'];
  if (beats && beats.length > 0) {
    const sections = beats.map(classify);
    const opensAlone = sections[0] === 'hook' || sections[0] === 'question' || ((sections[0] === 'myth' || sections[0] === 'prediction') && c.subject.kind === 'noun');
    if (!opensAlone) sections.unshift('hook');
    let body = sections.filter((x, i) => x !== 'question' || i === 0);
    if (body[0] === 'question') body[0] = 'hook';
    body = body.filter((x, i) => body.indexOf(x) === i);
    const turn = body.indexOf('turn');
    const lesson = body.indexOf('lesson');
    if (turn > lesson && lesson >= 0) {
      body.splice(lesson, 1);
      body.splice(body.indexOf('turn') + 1, 0, 'lesson');
    }
    return [...body, 'question'];
  }
  if (c.contrarian) return ['hook', 'myth', 'why', 'truth', 'nuance', 'question'].filter((x) => !(x === 'myth' && c.subject.kind !== 'noun')) as Section[];
  if (c.voice === 'educational') return ['hook', 'story', 'list', 'lesson', 'question'];
  if (c.voice === 'opinion') return ['hook', 'myth', 'truth', 'list', 'question'];
  return ['hook', 'story', 'turn', 'lesson', 'question'];
}

/** A practice to get right, told without a word of the member's own ("running better one-on-ones"): no event of theirs. */
function isPractice(event: string | null | undefined, text: string): boolean {
  return !!event && /^[a-z]+ing\s+(better|good|great|effective|smarter)\b/i.test(event) && !/\b(I|I'm|I've|I'd|me|my|we|we're|we've|us|our)\b/i.test(text);
}

/**
 * The reader asked about their own of what happened to the member ("have you been through something like being laid
 * off?"), or null where that would not read: a practice told as no event of the member's ("Running better
 * one-on-ones."), a decision ("stopping giving homework": would you do the same?) or a milestone of their business
 * ("turning 5 years old": no reader has been through that).
 */
/** A milestone told with its number ("our bakery turned 5", "we hit 1,000 customers"). */
export const MILESTONE = /\b(?:turned|hit|reached|crossed|passed|celebrated)(?=\s+[\d$£€])/i;

function eventQuestion(event: string | null | undefined, text: string): string | null {
  // "our bakery turned 5 this week": a milestone told with the thing before the verb, so no event was made of it.
  if (!event && MILESTONE.test(text)) return 'what milestone are you working toward?';
  if (!event || event.length > 60 || isPractice(event, text)) return null;
  if (/^(stopping|starting|quitting|keeping)\s+[a-z]+ing\b/i.test(event)) return 'would you do the same?';
  if (/^(turning|hitting|reaching|crossing|passing)\s+(your\s+)?[\d$£€]/i.test(event)) return 'what milestone are you working toward?';
  return `have you been through something like ${event}?`;
}
