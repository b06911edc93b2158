import { type ComposeContext, type Section, type Voice, bullets } from './compose';
import { lowerFirst, shorten, upperFirst } from './text';
import { notesFor } from './topics';

/**
 * A topic that is people ("first-time managers", "junior developers", "new nurses") is not a practice: nobody
 * reviews how junior developers "went every Friday", treats them "as a habit" or waits before "touching" them.
 * These sentences speak of people: what they need, how they grow, what the member expects of them and gives
 * them. Each carries the topic, so two posts on different subjects never share one.
 */

/** Plural nouns for people that a topic can be about ("junior developers", "first-time managers"). */
const PEOPLE_TOPIC = /\b(people|users|customers|clients|members|engineers|developers|designers|nurses|doctors|teachers|students|employees|hires|candidates|founders|managers|leaders|interns|graduates|juniors|seniors|freelancers|consultants|recruiters|marketers|salespeople|reps|analysts|writers|creators|volunteers|parents|mentors|mentees|colleagues|introverts|extroverts|executives|ceos|ctos|cfos|coaches|researchers|scientists|teams)$/i;

/** Whether the subject is a group of people rather than an activity or a thing ("hiring junior engineers" is an activity). */
export function isPeople(c: ComposeContext): boolean {
  // The phrase's head, before a preposition: "remote onboarding for interns" is onboarding, not interns.
  const f = c.subject.focus.trim().split(/\s+(?:for|of|with|in|at|on|from|to|about|by|without)\s+/i)[0];
  // People the writer has notes for ("new managers") are written from those notes, which speak to them: "tips for new
  // managers" is advice for the new manager, never for "anyone working with new managers".
  return c.subject.kind === 'noun' && PEOPLE_TOPIC.test(f) && !/^[a-z]{3,}ing\s/i.test(f) && f.split(/\s+/).length <= 4 && !notesFor(c.subject.focus);
}

/** The section about people, or undefined to let the usual one be written (a poll, a claim about a clause). */
export function peopleSection(section: Section, c: ComposeContext, first: boolean): string | undefined {
  const { pick } = c;
  const P = c.subject.focus;
  const Up = upperFirst(P);
  const short = shorten(P, 50);
  const aud = c.audience ? lowerFirst(c.audience) : c.industry ? `people in ${c.industry}` : 'most teams';
  switch (section) {
    case 'hook': {
      const contrarian = [`Unpopular opinion: most advice about ${P} holds them back.`, `${Up} are not the problem. The way we set ${P} up is.`];
      const byVoice: Record<Voice, string[]> = {
        // Never an experience the member did not tell ("I used to think …", "I learned the hard way"): what is true of them.
        story: [`What ${P} need is rarely what we assume they need.`, `${Up} are easy to underestimate and easy to overload.`],
        opinion: c.contrarian ? contrarian : [`Most teams get ${P} wrong: they expect too much too soon and explain too little.`, `We talk about ${P} a lot. We rarely ask ${P} what they need.`, contrarian[1]],
        educational: [`${Up}: what is worth knowing before you work with them.`, `If you manage, hire or mentor ${P}, read this first.`],
        engagement: [`One question about ${P} is worth asking more often.`, `Let's settle this: what do ${P} need most?`],
      };
      return pick(byVoice[c.contrarian ? 'opinion' : c.voice]);
    }
    case 'story':
      return pick([
        // What usually happens, never a story of the member's they did not tell (issue 12).
        `It's common to give ${P} too little context and too much rope.`,
        `It's common to judge ${P} by how fast they move, not by what they learn.`,
        `The usual pattern with ${aud}: high hopes for ${P}, and very little support for them.`,
      ]);
    case 'turn':
      return pick([
        `What usually changes things is small: meeting ${P} every week, before problems get big.`,
        `The shift usually comes from asking ${P} what they actually need.`,
        `One clear goal for ${P} instead of five vague ones tends to work better.`,
      ]);
    case 'lesson':
      return pick([
        `My takeaway: ${P} grow fastest when someone checks in before things break, not after.`,
        `The lesson: ${P} do their best work when what you expect of them is written down.`,
        `To sum it up: be clear about what you expect from ${P}, and most hard conversations get easier.`,
      ]);
    case 'claim':
      return `Here's my take: ${P} are only as good as the support around them.`;
    case 'nuance':
      return pick([`Where I'd stop: some ${P} need far less hand-holding than we assume.`, `To be fair, there are teams where ${P} thrive with little support, though they're rarer than we think.`]);
    case 'list':
      return `${pick([`What I'd tell anyone working with ${short}:`, `What actually helps ${short}:`, `Three things that work for ${short}:`])}\n${bullets(pick, [
        `Meet ${P} weekly, even for fifteen minutes.`,
        `Ask ${P} what good looks like to them.`,
        `Write down what you expect from ${P} in their first 90 days.`,
        `Give ${P} one real problem to own, not only tickets.`,
      ])}`;
    case 'mistakes':
      return `${pick([`The most common mistakes with ${short}:`, `Where teams usually go wrong with ${short}:`])}\n${bullets(pick, [
        `Expecting ${P} to ask for help before they know what to ask.`,
        `Judging ${P} by speed instead of by what they learn.`,
        `Giving ${P} feedback only at review time.`,
        `Copying someone else's playbook for ${P} without their context.`,
      ])}`;
    case 'myth':
      return first
        ? `"${Up} need more time before they can own anything real."\nIt's a common view of ${P}, and I don't buy it.`
        : `The common belief: ${P} need more time before they can own anything real.`;
    case 'why':
      return `People believe it for a reason: when ${P} stumble, holding them back feels like the responsible thing to do.`;
    case 'truth':
      return pick([
        `The truth: ${P} grow when they get ownership and support, not when they wait. One real problem teaches ${P} more than five shadowing sessions.`,
        `In reality, what holds ${P} back is rarely talent. It's unclear expectations from the people around ${P}.`,
      ]);
    case 'prediction':
      return `My prediction${c.industry ? ` for ${c.industry}` : ''}: within a few years, what we expect from ${P} will look very different from today.`;
    case 'signals':
      return `The signs for ${short} are already here:\n${bullets(pick, [`Teams are giving ${P} real ownership earlier than they used to.`, `${upperFirst(aud)} expect more from ${P} every year.`, `The old assumptions about ${P} are being questioned in public.`])}`;
    case 'behind':
      return `What people see: ${P} who seem to have it all figured out.\nWhat they don't see: the questions ${P} were afraid to ask, the second-guessing, the weeks where nothing clicked.`;
    case 'sides':
      return `One side says ${P} need structure above all.\nThe other says ${P} need room to figure things out.\nMy view: ${P} need both, just not at the same stage.`;
    case 'question':
      return peopleQuestion(c);
    default:
      return undefined;
  }
}

/** The closing question about people: how the reader works with them, not "how do you handle" them. */
export function peopleQuestion(c: ComposeContext, to?: string): string {
  const P = shorten(c.subject.focus, 60);
  const who = to ?? c.audience;
  if (who && who.length <= 60) return c.pick([`${upperFirst(who)}: what do you wish someone had done for you as one of the ${P}?`, `Question for ${lowerFirst(who)}: what has worked for you with ${P}?`]);
  return c.pick([`What has worked for you with ${P}?`, `What do ${P} on your team need most right now?`, `What's the best thing anyone did for you when you were one of the ${P}?`]);
}
