import type { TopicNotes } from './topics';
import { lowerFirst, upperFirst } from './text';

/**
 * An angle on a plain subject the writer has no notes for ("harvest season", "patient handovers", "GDPR
 * compliance"): what kind of thing the subject is, read from its words (a time of year or a shift, a practice, a rule,
 * a cost, a tool, a channel), gives the belief it argues with, the truth, the advice, the mistakes and the lesson, each
 * said of this subject and aimed at the member's industry and audience. Observations and questions only: nothing
 * here is a number or an event of the member's.
 */

type Kind = 'time' | 'rule' | 'cost' | 'tool' | 'channel' | 'practice';

const KINDS: [Kind, RegExp][] = [
  ['rule', /\b(compliance|regulations?|law|laws|act|policy|policies|rules|gdpr|hipaa|sox|licen[cs]ing|clauses?|contracts?|certification|accreditation)$/],
  ['time', /\b(seasons?|shifts?|weeks?|weekends?|quarters?|months?|holidays?|deadlines?|peaks?|rush|close|year-end|nights?|mornings?|summers?|winters?|launch day)$/],
  ['cost', /\b(waste|costs?|spend|spending|margins?|budgets?|churn|turnover|overtime|overheads?|prices|losses|shrink|downtime|delays?|no-shows)$/],
  ['tool', /\b(software|tools?|systems?|microservices|platforms?|apps?|automation|cloud|apis?|databases?|crm|erp|spreadsheets?|dashboards?|robots?|drones?|sensors?|ai|chatbots?|kubernetes|machines?|equipment)$/i],
  ['channel', /\b(sales|outreach|referrals?|events?|partnerships?|newsletters?|webinars?|trade shows?|cold calling|advertising|ads|word of mouth|social media|seo|content)$/],
];

export interface AngleContext {
  /** The subject as the post names it ("patient handovers"). */
  subject: string;
  plural: boolean;
  industry: string | null;
  audience: string | null;
}

/** Notes for a subject the writer does not know, by the kind of thing it is. */
export function anglesFor(a: AngleContext): TopicNotes {
  const S = a.subject;
  const t = S.toLowerCase().trim();
  const kind = KINDS.find(([, re]) => re.test(t))?.[0] ?? 'practice';
  const Up = upperFirst(S);
  const p = a.plural;
  const is = p ? 'are' : 'is';
  const it = p ? 'they' : 'it';
  const them = p ? 'them' : 'it';
  const v = (singular: string, plural: string) => (p ? plural : singular);
  const aud = a.audience ? lowerFirst(a.audience) : 'the people who do the work';
  // Mid-sentence, after "It made sense at the time:" or "People believe it for a reason:".
  const inIndustry = a.industry ? `in ${/^[A-Z]{2}/.test(a.industry) ? a.industry : lowerFirst(a.industry)}, ` : '';
  const why = (text: string) => `${inIndustry}${text}`;
  const notes: Record<Kind, Omit<TopicNotes, 'name' | 'match'>> = {
    time: {
      belief: `${S} ${is} something you get through, then recover from`,
      why: why(`when ${S} ${is} on you, there is no time to think about running ${them} better.`),
      truth: [
        `${Up} ${is} won or lost in the weeks before ${it} ${v('starts', 'start')}: the preparation, the staffing, the handovers.`,
        `The hardest part of ${S} is rarely the workload. It's the decisions about ${S} that nobody wrote down the last time round.`,
      ],
      tips: [
        `Write down what went wrong during ${S} while it's fresh, not once it's over.`,
        `Plan ${S} with ${aud}, not for them.`,
        `Decide before ${S} what will wait until ${it} ${v('is', 'are')} over.`,
        `Treat rest after ${S} as part of the plan, not a reward.`,
      ],
      mistakes: [`Treating ${S} as a surprise when ${it} ${v('comes', 'come')} round every time.`, `Planning ${S} around the best case.`, `Forgetting what ${S} cost people once ${it} ${v('is', 'are')} over.`],
      lesson: [`My takeaway: ${S} ${is} decided before ${it} ${v('starts', 'start')}.`, `The lesson: the notes you take during ${S} are worth more than the plan you made before ${them}.`],
    },
    practice: {
      belief: `${S} ${is} mostly about following the checklist`,
      why: why(`a checklist for ${S} is easy to hand over, and easy to check afterwards.`),
      truth: [
        `${Up} ${v('works', 'work')} when the people doing ${them} know why each step is there, not just what it is.`,
        `The weak point of ${S} is the moment between two people: what one knows and the other assumes.`,
      ],
      tips: [
        `Write down in one line why each step of ${S} exists.`,
        `Watch someone new do ${S} and note where they hesitate.`,
        `Ask ${aud} which part of ${S} they would cut, and why.`,
        `Look at ${S} after a bad day, not only after a good one.`,
      ],
      mistakes: [`Adding a step to ${S} after every incident and never taking one away.`, `Running ${S} from memory instead of from something written down.`, `Judging ${S} by whether ${it} ${v('was', 'were')} done rather than by what ${it} caught.`],
      lesson: [`My takeaway: ${S} ${is} only as good as the reasons behind ${v('its', 'their')} steps.`, `The lesson: the best version of ${S} is the one a tired person can still get right.`],
    },
    rule: {
      belief: `${S} ${is} a legal problem for the legal team to solve`,
      why: why(`the rules behind ${S} are written by lawyers, so ${it} ${v('feels', 'feel')} like theirs to handle.`),
      truth: [
        `${Up} ${is} decided in everyday choices: what gets collected, who gets access, what gets written down.`,
        `Most trouble with ${S} starts with a shortcut someone took to get a job done, not with bad intent.`,
      ],
      tips: [
        `Turn ${S} into three or four plain questions people can answer at their desk.`,
        `Name someone who owns ${S} in each team, not only for the company.`,
        `Check ${S} whenever a process changes, not once a year.`,
        `Explain the reason behind ${S} to ${aud}: people follow rules they understand.`,
      ],
      mistakes: [`Treating ${S} as a document instead of a habit.`, `Leaving ${S} to the last week before an audit.`, `Writing guidance on ${S} that nobody outside legal can read.`],
      lesson: [`My takeaway: ${S} ${v('works', 'work')} when ${it} ${v('is', 'are')} part of the work, not a layer on top of it.`, `The lesson: the people closest to the work decide ${S} long before anyone audits ${them}.`],
    },
    cost: {
      belief: `${S} ${is} a number to push down at the end of the month`,
      why: why(`${S} ${v('shows', 'show')} up in the report, and the report arrives after the decisions behind ${them}.`),
      truth: [
        `${Up} ${is} the sum of small daily decisions, and the people making them rarely see the total.`,
        `You cannot fix ${S} from a spreadsheet. You fix ${them} where ${it} ${v('happens', 'happen')}, with the people who see ${it} happen.`,
      ],
      tips: [
        `Show the people behind ${S} what ${it} ${v('adds', 'add')} up to, every week.`,
        `Find the single biggest source of ${S} before chasing the rest.`,
        `Ask ${aud} where ${S} ${v('starts', 'start')}: they usually know.`,
        `Track ${S} where ${it} ${v('happens', 'happen')}, not only in the month-end report.`,
      ],
      mistakes: [`Cutting ${S} with one big rule that makes the work harder.`, `Measuring ${S} once a month and acting on ${them} once a year.`, `Blaming the people closest to ${S} instead of the process around them.`],
      lesson: [`My takeaway: ${S} ${is} a habit problem long before ${it} ${is} a money problem.`, `The lesson: make ${S} visible to the people who cause ${them}, and the fixes follow.`],
    },
    tool: {
      belief: `${S} will fix a problem the team has not named yet`,
      why: why(`the demo of ${S} always looks like progress, and progress is easier to buy than to make.`),
      truth: [
        `${Up} ${v('amplifies', 'amplify')} whatever habits a team already has, good or bad.`,
        `The real cost of ${S} is rarely the price. It's the months spent learning to do old work with ${S}.`,
      ],
      tips: [
        `Name the one problem ${S} should solve before you adopt ${them}.`,
        `Try ${S} with a small group for a month before everyone moves.`,
        `Decide who owns ${S} once the excitement fades.`,
        `Write down what you will stop doing once ${S} ${is} in place.`,
      ],
      mistakes: [`Adopting ${S} because a competitor did.`, `Rolling out ${S} to everyone at once.`, `Keeping the old way running next to ${S} for good.`],
      lesson: [`My takeaway: ${S} ${is} worth ${them} when ${it} ${v('removes', 'remove')} work, not when ${it} ${v('moves', 'move')} it around.`, `The lesson: adopt ${S} for a problem you can name, and stop there.`],
    },
    channel: {
      belief: `${S} ${is} a numbers game: more activity, more results`,
      why: why(`activity on ${S} is easy to count, and results take longer to show.`),
      truth: [
        `${Up} ${v('works', 'work')} when ${it} ${v('is', 'are')} aimed at a few people who need what you offer, not at everyone.`,
        `The best signal from ${S} is what people say back, not how often you reached out.`,
      ],
      tips: [
        `Decide who ${S} ${is} for before deciding how much of ${them} to do.`,
        `Keep notes on every conversation ${S} ${v('starts', 'start')} and read them monthly.`,
        `Ask ${aud} how they would want ${S} to reach them.`,
        `Drop the part of ${S} that never leads to a second conversation.`,
      ],
      mistakes: [`Measuring ${S} by volume instead of by replies.`, `Copying someone else's playbook for ${S} without their audience.`, `Giving up on ${S} before the first month's lessons are in.`],
      lesson: [`My takeaway: ${S} ${v('rewards', 'reward')} focus far more than volume.`, `The lesson: fewer, better conversations are what make ${S} work.`],
    },
  };
  return { name: S, match: /$^/, ...notes[kind] };
}
