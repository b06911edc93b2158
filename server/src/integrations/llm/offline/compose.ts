import { experienceQuestion, experienceSection } from './experience';
import { isPeople, peopleQuestion, peopleSection } from './people';
import type { ToneKey } from './request';
import { type Subject, asOpening } from './subject';
import { type Pick, lowerFirst, roleText, shorten, upperFirst, withArticle } from './text';
import { anglesFor } from './angles';
import { beforeAfter, resultNow, yourMethod } from './method';
import { notesFor } from './topics';

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

/** An activity ("running a retro"), which is done well or badly rather than got right or wrong. */
const ACTIVITY = /^[a-z]{3,}ing\s/i;
/** "onboarding programs" is a thing made by an activity, not one: "getting onboarding programs right" (h2). */
const doing = (F: string) => ACTIVITY.test(F) && be(F) === 'is';
function doneBadly(F: string): string {
  return doing(F) ? `${F} badly` : `getting ${F} wrong`;
}
function doneWell(F: string): string {
  return doing(F) ? `${F} well` : `getting ${F} right`;
}

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

function audienceOf(c: ComposeContext): string {
  // Mid-sentence ("Ask engineering managers …"); upperFirst gives it back its capital at the start of one.
  return c.audience ? lowerFirst(c.audience) : c.industry ? `people in ${c.industry}` : 'anyone doing this work';
}

function asRole(c: ComposeContext): string {
  return c.role ? `as ${withArticle(roleText(c.role))}` : 'in my work';
}

function situation(c: ComposeContext): string | null {
  // The method ("by switching off …") is said as what was done (the turn), never as a moment to go through.
  const how = c.subject.method?.how.toLowerCase();
  const s = c.subject.facts.find((f) => /^(after|before|while|without|by|from|during|despite|since)\s/.test(f) && !(how && how.includes(f.replace(/^\S+\s+/, '').toLowerCase())));
  // "without a single discount" is how it was done, never a moment ("What changed after without …"): "doing it without …".
  if (s && /^(without|despite|from)\s/.test(s)) return `doing it ${s}`;
  return s ? s.replace(/^(after|before|while|by|during|since)\s+/, '') : null;
}

function countFact(c: ComposeContext): { n: string; what: string } | null {
  for (const f of c.subject.numbers) {
    const m = /^(\d[\d,.]*|a hundred|hundreds of|thousands of|twenty|thirty|fifty|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+([a-z][\w-]*(?:\s[a-z][\w-]*)?)$/i.exec(f);
    if (m && !/^(years?|months?|weeks?|days?|hours?|minutes?|percent)$/i.test(m[2])) return { n: m[1], what: m[2] };
  }
  return null;
}

function zeroFact(c: ComposeContext): string | null {
  return c.subject.numbers.find((f) => /^zero\s+\w/i.test(f)) ?? null;
}

function timeFact(c: ComposeContext): string | null {
  // "5 years at Stripe" is a span spent somewhere, not a moment to rewind to.
  // "it took six months" is how long, not a moment to rewind to (h2).
  return c.subject.numbers.find((f) => /^\d+\s?(am|pm)\b|\b(years?|months?|weeks?|days?|hours?)\b/i.test(f) && !/\s(at|with|as|in)\s/i.test(f) && !new RegExp(String.raw`\b(from|to|took|takes|take|spent|lasted|for)\s+${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(c.subject.text)) ?? null;
}

export function write(section: Section, c: ComposeContext, first: boolean): string {
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
  const aud = audienceOf(c);
  const count = countFact(c);
  const zero = zeroFact(c);
  const when = timeFact(c);
  const sit = situation(c);
  const method = s.kind === 'statement' ? s.method ?? null : null;
  // A plain topic the writer knows ("technical debt") gets its belief, truth, advice, mistakes and lesson (topics.ts).
  // A plain topic it does not know gets an angle from the kind of thing it is and the member's industry and audience
  // (angles.ts), never sentences that would fit any subject.
  const notes = s.kind === 'noun' ? notesFor(s.tail ? `${s.focus} ${s.tail}` : s.focus) ?? (s.focus.split(/\s+/).length <= 4 ? anglesFor({ subject: s.focus, plural: be(s.focus) === 'are', industry: c.industry, audience: c.audience }) : null) : s.thing ? notesFor(s.focus) : null;
  // A claim about a thing ("why startups fail") with no notes: no advice written for an activity (h2).
  const bareThing = Boolean(s.thing) && !notes;
  // What such a claim can say of its own: what post-mortems miss when things of this kind fail, or the comfortable view
  // it argues with.
  const fails = bareThing ? /\b(fail|fails|die|dies|close|closes|shut down|struggle|struggles|stall|stalls|burns? out|flops?|backfires?)\b/i.test(s.text) : false;
  const thingLine = !bareThing
    ? ''
    : fails
      ? `The post-mortems on ${F} rarely name what actually did it.`
      : `Some will say ${F} ${be(F)} fine as ${be(F) === 'are' ? 'they are' : 'it is'}. I think that's the comfortable answer, not the true one.`;
  switch (section) {
    case 'hook': {
      // A result and its method: the result opens, the method is the body's turn (said once, never restated).
      if (method) return `${upperFirst(method.result)}.`;
      if (s.kind === 'statement' || s.kind === 'claim' || s.kind === 'question') {
        const open = asOpening(s);
        const short = shorten(F, 40);
        const lead = c.contrarian && s.kind === 'claim' ? `Unpopular opinion: ${lowerFirst(open)}` : open;
        const second: Record<Voice, string[]> = {
          story: s.kind === 'statement' ? [`Here's what that one line leaves out about ${short}.`, `There is more to ${short} than that one line.`] : [`I learned this about ${short} the slow way.`, `I believed the opposite about ${short} for years.`],
          opinion: s.kind === 'question' ? [`My answer on ${short} surprised me.`, `I changed my mind on ${short}.`] : [`And I'd say it again about ${short}.`, `I know not everyone will agree about ${short}.`],
          educational: [count ? `Here's what ${count.n} ${count.what} taught me.` : `Here is what ${short} taught me.`, `What I'd tell my past self about ${short}:`],
          engagement: [`On ${short}, I want your side.`, `I'm curious where you land on ${short}.`],
        };
        // The member's own sentences (a run-on said as sentences) need no line about "that one line" (h2).
        return lead.length > 170 || /[.!?]\s+\S/.test(lead) || s.more?.length ? lead : `${lead}\n${pick(second[c.voice])}`;
      }
      // Named whole once; said again by its head ("code reviews", not the whole "code reviews for distributed teams…").
      const again = s.kind === 'noun' && s.tail ? s.focus : F;
      const contrarian = [`Unpopular opinion: most advice about ${F} makes it worse.`, `${Upper} ${be(F)} overrated. At least the way most teams do ${again}.`, `Hot take: ${F} ${be(F)} not the problem. How we treat ${again} is.`];
      const byVoice: Record<Voice, string[]> = {
        story: [`The first time ${F} really mattered to me, I got it wrong.`, `I used to think I understood ${F}, until it got real.`, `${Upper} taught me more than any course did.`],
        opinion: c.contrarian ? contrarian : [`Most ${ACTIVITY.test(F) ? 'people' : 'teams'} get ${F} backwards.`, `We talk about ${F} a lot. We rarely talk about what makes ${s.tail ? 'it' : F} work.`, ...contrarian.slice(1, 2)],
        educational: [`${Upper}: what I wish someone had told me earlier.`, `If you're working on ${F}, read this before you start.`, `${Upper} ${be(F)} simpler than ${agree(F, 'it looks', 'they look')}, and harder to do well.`],
        engagement: [`One question about ${F} keeps coming back to me.`, `Let's settle this: ${F}.`],
      };
      return pick(byVoice[c.contrarian ? 'opinion' : c.voice]);
    }
    case 'story': {
      if (bareThing) return '';
      // The rest of a long run-on, in the member's words: what happened, told (h2).
      if (s.more?.length) return s.more.join(' ');
      if (s.kind === 'statement') {
        const options = preferSpecific([
          sit ? `The hard part came first: ${sit}. Nobody claps for that part.` : null,
          count
            ? PEOPLE.test(count.what)
              ? `${upperFirst(count.n)} ${count.what} sounds like a number on a slide. Up close it is ${count.n} ${count.what} who would notice if anything broke.`
              : `${upperFirst(count.n)} ${count.what} sounds like a number on a slide. Up close, every one of those ${count.what} was its own set of decisions.`
            : null,
          when ? `Rewind ${/\d\s?(am|pm)$/i.test(when) ? 'to ' : ''}${when}: that's where ${theF} really ${agree(theF, 'starts', 'start')}.` : null,
          null,
        ]);
        // The member said what they did: the post says that, not a way in that would fit any subject ("N things sounds
        // like a number on a slide"), unless they said what came before it ("after 9 months of pilots").
        // Or the before the method itself implies ("Before, idle staging environments stayed on at night.") (h2).
        if (method) return sit ? `It started ${/^doing it /.test(sit) ? sit.replace(/^doing it /, '') : `with ${sit}`}.` : beforeAfter(method)?.before ?? '';
        // Nothing specific given: one of several ways in, each about this subject, so two posts do not open alike.
        return pick(options.length ? options : [
          // What looks like one step is the action ("moving our standups"), not the thing acted on.
          `From the outside, ${s.event ? `${s.event} looked` : `${theF} ${agree(theF, 'looks', 'look')}`} like one clean step. From the inside it was a long list of small decisions about ${theF}.`,
          `I'll be honest about ${theF}: it took longer, and felt messier, than the one-line version suggests.`,
          `The one-line version of ${theF} leaves out the weeks of second-guessing behind it.`,
        ]);
      }
      // The belief the topic's turn ("What changed my mind: …") answers.
      if (notes) return `Early on, I believed ${notes.belief}. It made sense at the time: ${notes.why}`;
      return pick([
        `A while back, ${F} ${agree(F, 'was', 'were')} the thing I kept putting off, telling myself ${agree(F, 'it', 'they')} could wait.`,
        `Early on, I treated ${F} as a box to tick. ${upperFirst(asRole(c))}, ${doneBadly(F)} cost me more than I'd like to admit.`,
        `I see the same pattern with ${aud}: plenty of effort on ${F}, and very little to show for it.`,
      ]);
    }
    case 'turn': {
      if (bareThing) return '';
      if (s.kind === 'statement') {
        // The member's own story is told as theirs: "I" for "I got my first dev job", "we" for a team's.
        const we = /\b(we|we're|our|us)\b/i.test(s.text) || !/\b(I|my|me)\b/.test(s.text) ? 'we' : 'I';
        // What was done, plainly, in the member's words.
        if (method) return method.after ? pick([`Here's what changed first: ${method.how}.`, `Here's what came first: ${method.how}.`]) : pick([`Here's what did it: ${method.how}.`, `Here's how ${we} did it: ${method.how}.`]);
        return pick(
          preferSpecific([
            zero ? `${upperFirst(zero)} was not luck. Every step of ${theF} had a way back.` : null,
            sit && !/^doing it /.test(sit) ? `What changed after ${sit}: every step got smaller, and every step could be undone.` : null,
            count ? `So ${we} stopped thinking about ${count.what} as a total and started thinking about them one at a time.` : null,
            null,
          ]).concat(
            zero || sit || count
              ? []
              : [
                  `The turning point with ${theF} was deciding what "done" meant before ${we} started.`,
                  `What made the difference with ${theF} was less clever than it sounds: small steps, checked often.`,
                  `The shift with ${theF} came when ${we} stopped aiming for perfect and aimed for reversible.`,
                ],
          ),
        );
      }
      // The topic's second truth, as what changed the member's mind (the truth section says the first).
      if (notes) return `What changed my mind: ${lowerFirst(notes.truth[1])}`;
      return pick([
        `What changed was small: I stopped treating ${F} as a project and started treating ${agree(F, 'it', 'them')} as a habit.`,
        `The shift came when I asked the people affected by ${F} what they actually needed.`,
        `Then I tried the opposite of what I'd been doing with ${F}, and it worked better than I expected.`,
      ]);
    }
    case 'lesson': {
      if (bareThing) return '';
      if (notes) return pick(notes.lesson);
      if (s.kind === 'statement') {
        // Something that happened: what it taught, never advice on what the thing "is for".
        const known = notesFor(s.focus);
        const ref = s.event ?? theF;
        // A lesson that would fit any result is left out: the result and what did it are the post.
        // The after it implies, and the result as where things stand now ("Now they stay off at night, and our cloud bill is 40% lower.") (h2).
        const after = method ? beforeAfter(method)?.after : null;
        const now = method ? resultNow(method.result) : null;
        if (method && after) return `${after}${now ? `, and ${now}` : ''}.`;
        if (method) return known ? `My takeaway from ${ref}: ${lowerFirst(withoutLabel(pick(known.lesson)))}` : '';
        return pick([
          // The topic's lesson, said of what happened (a post on the topic itself says it plainly).
          ...(known ? known.lesson.map((l) => `My takeaway from ${ref}: ${lowerFirst(withoutLabel(l))}`) : []),
          `My takeaway from ${ref}: the plan mattered less than being able to change it halfway.`,
          `The lesson from ${ref}: the boring, repeatable work mattered more than the big moment.`,
          `Looking back at ${ref}, the part I'd keep is the one nobody saw: small checks, made often.`,
        ]);
      }
      return pick([
        `My takeaway: with ${F}, the plan matters less than being able to change it halfway.`,
        `The lesson: ${F} ${agree(F, 'rewards', 'reward')} the boring, repeatable work more than the big moments.`,
        `To sum it up: be clear about what ${F} ${be(F)} for, and most of the hard decisions get easier.`,
      ]);
    }
    case 'claim':
      if (bareThing) return '';
      return s.kind === 'noun' ? `Here's my take: ${F} ${be(F)} only as good as the trust behind it.` : `I'll stand by it: ${lowerFirst(asOpening(s))}`;
    case 'nuance':
      if (bareThing) return '';
      return pick([`Where I'd stop: ${F} still matters, it just isn't the whole answer.`, `To be fair, there are teams where ${F} ${agree(F, 'works', 'work')} exactly as advertised, though they're rarer than we think.`]);
    case 'list': {
      if (bareThing) return '';
      const items = s.kind === 'statement'
        ? [`Decide what "done" means for ${theF} before you start.`, count ? `Treat ${count.n} ${count.what} as ${count.n} separate cases, not one.` : `Make every step of ${theF} reversible.`, sit ? `Write down what ${sit} taught you while it's fresh.` : `Tell people what ${theF} will change before it changes.`, `Measure what ${aud} actually notice about ${theF}.`]
        : notes
          ? notes.tips
          : [`Start smaller with ${F} than feels impressive.`, `Ask ${aud} what good ${F} ${agree(F, 'looks', 'look')} like to them.`, `Review how ${F} went every Friday, even for ten minutes.`, `Write down one rule for ${F} you will not break.`];
      return `${pick([`What I'd tell anyone starting on ${shorten(F, 50)}:`, `What actually helps with ${shorten(F, 50)}:`, `Three things that work for ${shorten(F, 50)}:`])}\n${bullets(pick, items)}`;
    }
    case 'mistakes':
      if (bareThing) return '';
      return `${pick([`The mistakes I see most with ${shorten(F, 50)}:`, `Where ${shorten(F, 50)} usually goes wrong:`])}\n${bullets(pick, notes ? notes.mistakes : [
        `Treating ${F} as a one-off instead of a habit.`,
        `Copying someone else's approach to ${F} without their context.`,
        `Measuring how busy ${F} ${agree(F, 'keeps', 'keep')} you instead of what ${agree(F, 'it changes', 'they change')}.`,
        `Waiting for perfect conditions before ${ACTIVITY.test(F) ? F : `touching ${F}`}.`,
      ])}`;
    case 'myth':
      if (bareThing && !first) return s.denied ? `The common belief: ${s.denied}.` : fails ? `The usual story is that ${F} ${be(F) === 'are' ? 'fail' : 'fails'} because of one big mistake.` : '';
      if (notes) return first ? `"${upperFirst(notes.belief)}."\nI hear this about ${F} all the time, and I don't buy it.` : `The common belief: ${notes.belief}.`;
      return first
        ? `"You need more time, more budget and more people ${ACTIVITY.test(F) ? `for ${F}` : `to get ${F} right`}."\nI hear this about ${F} all the time, and I don't buy it.`
        : `The common belief: ${doneWell(F)} takes more of everything: more time, more budget, more people.`;
    case 'why':
      if (bareThing) return '';
      if (notes) return `People believe it for a reason: ${notes.why}`;
      return `People believe it for a reason: when ${F} ${agree(F, 'matters', 'matter')}, adding more feels like the responsible thing to do.`;
    case 'truth':
      if (notes) return notes.truth[0];
      if (bareThing) return thingLine;
      return pick([`The truth: ${F} ${agree(F, 'improves', 'improve')} when ${agree(F, 'it gets', 'they get')} focus, not when ${agree(F, 'it gets', 'they get')} more. One goal for ${F} beats five intentions.`, `In reality, the constraint on ${F} is rarely resources. It's deciding what matters about ${F} and saying no to the rest.`]);
    case 'prediction':
      return `My prediction${c.industry ? ` for ${c.industry}` : ''}: within a few years, the way we approach ${F} will look very different from today.`;
    case 'signals':
      if (bareThing) return '';
      // What already points that way: the topic's second truth (no invented trend or figure).
      if (notes) return `What I already see with ${shorten(F, 50)}: ${lowerFirst(notes.truth[1])}`;
      return `The signs for ${shorten(F, 50)} are already here:\n${bullets(pick, [`Small teams are doing ${F} with a fraction of the effort it used to take.`, `${aud.charAt(0).toUpperCase() + aud.slice(1)} expect more from ${F} every year.`, `The old assumptions about ${F} are being questioned in public.`])}`;
    case 'behind':
      if (bareThing) return '';
      if (method) return `What people see: ${lowerFirst(method.result)}.\nWhat it took: ${method.how}.`;
      return pick([
        `What people see: ${s.kind === 'statement' ? lowerFirst(asOpening(s)).replace(/\.$/, '') : `the finished ${F}`}.\nWhat they don't see: the drafts behind ${theF}, the second-guessing, the weeks where nothing moved.`,
        `From the outside, ${theF} ${agree(theF, 'looks', 'look')} smooth.\nBehind it: small fixes, honest feedback, and more patience with ${F} than anyone sees.`,
      ]);
    case 'sides':
      // A yes/no question about a thing: both answers are out there; which one the member holds is theirs to say (h2).
      if (bareThing) return s.kind === 'question' && s.affirm ? `Ask ten ${aud} whether ${s.affirm} and you'll hear both answers, each with a story behind it.` : '';
      return `One side says ${F} needs speed above all.\nThe other says quality is what ${F} lives or dies by.\nMy view: ${F} ${agree(F, 'needs', 'need')} both, just not at the same stage.`;
    case 'poll':
      return `Quick poll on ${shorten(F, 60)}, reply with a number:\n1. It's a priority right now\n2. It's on the list for later\n3. Not relevant for us\n4. Still figuring it out`;
    case 'question':
      return closingQuestion(c);
  }
}

/** "The lesson: rest is part of the work" → "rest is part of the work". */
export function withoutLabel(lesson: string): string {
  return lesson.replace(/^(my takeaway|the lesson|to sum it up|in short)\s*:\s*/i, '');
}

/** The closing question, to the member's audience when there is one. */
export function closingQuestion(c: ComposeContext, to?: string, brief = false): string {
  if (c.closing) return c.closing(to);
  if (isPeople(c)) return peopleQuestion(c, to);
  if (c.subject.experience) return experienceQuestion(c, to);
  const F = shorten(c.subject.kind === 'statement' ? theFocus(c) : c.subject.focus, 60);
  // The reader is asked about their own ("a moment like this with your first code blue"), not the member's.
  const Y = F.replace(/\b(my|our)\b/gi, 'your');
  const who = to ?? c.audience;
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
  if (c.subject.thing && c.subject.kind === 'claim') {
    const ask = c.subject.asksWhy ? `what's the reason you've seen most often with ${F}?` : `does that match what you've seen with ${F}?`;
    return who && who.length <= 60 ? `${upperFirst(who)}: ${ask}` : upperFirst(ask);
  }
  if (who && who.length <= 60) {
    // A statement tells what happened to the member: the reader is asked about theirs, not how they "handle" it.
    const yours = c.subject.event ? c.subject.event.replace(/\b(our|my)\b/g, 'your') : null;
    const first = c.subject.kind === 'statement' ? (yours ? `${upperFirst(who)}: have you been through something like ${yours}?` : `${upperFirst(who)}: have you had a moment like this with ${Y}?`) : `${upperFirst(who)}: how do you handle ${F}?`;
    return c.pick([first, `Question for ${lowerFirst(who)}: what would you have done differently with ${F}?`]);
  }
  return c.pick(byTone[c.tone]);
}

/** The options that use the member's specifics when there are any, else the rest. */
function preferSpecific(options: (string | null)[]): string[] {
  const specific = options.slice(0, -1).filter((o): o is string => !!o);
  return specific.length ? specific : options.filter((o): o is string => !!o);
}

/** Things counted that are people ("200 merchants … who would notice"), not things ("two rewrites"). */
const PEOPLE = /\b(people|users|customers|clients|merchants|members|engineers|developers|designers|nurses|doctors|patients|students|teachers|employees|hires|candidates|founders|managers|readers|subscribers|followers|buyers|sellers|partners|colleagues|interns|reps|volunteers|parents|kids)$/i;

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
  // A claim about a thing the writer has no notes for: what it can say of it (the belief it argues with, what it sees),
  // whatever the framework's beats, which would need mistakes, steps or signals it would have to invent (h2).
  if (c.subject.kind === 'claim' && c.subject.thing && !notesFor(c.subject.focus)) return ['hook', 'myth', 'truth', 'question'];
  if (c.subject.kind === 'question' && c.subject.thing && c.subject.affirm && !notesFor(c.subject.focus)) return ['hook', 'sides', 'question'];
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
