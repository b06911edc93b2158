import { type Method, methodOf, unfront } from './method';
import { asTopic } from './request';
import { STOPWORDS, isPersonRef, lowerFirst, upperFirst } from './text';
import { runOnSentences } from './tidy';

/**
 * How a subject reads, and the specifics in it. "we shipped our payouts API to 200 merchants with zero
 * downtime after migrating from a monolith" is a statement about the member; its focus is "payouts API"; its
 * facts are "200 merchants", "zero downtime" and "migrating from a monolith". "code reviews" is a noun phrase
 * to hold an opinion about; "should managers still code?" a question.
 */
export type SubjectKind = 'statement' | 'claim' | 'question' | 'noun';

export interface Subject {
  /** As the member wrote it, instruction text removed. */
  text: string;
  kind: SubjectKind;
  /** The thing the post is about, as a noun phrase ("payouts API", "code reviews"). */
  focus: string;
  /** Specifics the member gave, in their words: numbers with what they count, names, "after/from" situations. */
  facts: string[];
  /** The number-bearing facts only ("200 merchants", "zero downtime", "3am"). */
  numbers: string[];
  /** The main verb of a statement ("shipped"), for sentences about what happened. */
  verb: string | null;
  /**
   * What a long topic says after its focus ("as a new engineering manager" of "overcoming impostor syndrome as a
   * new engineering manager"): the post's first paragraph names the whole topic, the rest says the focus alone.
   */
  tail: string | null;
  /** The member's own words to tag when the focus is worded for them ("senior engineer" of "promotion to senior engineer"). */
  tagFocus?: string;
  /** "our" or "my" when the member wrote it before the focus ("our clinic scheduling app"): said that way, not "the …". */
  owner?: string | null;
  /** A statement as an action the reader can be asked about ("raising our prices", "stopping quarterly OKRs"). */
  event?: string | null;
  /** Something the member lived through (being laid off, a first marathon, parental leave): told as an experience. */
  experience?: Experience | null;
  /** What the experience taught the member about ("product roadmaps" of "my first marathon and what it taught me about product roadmaps"). */
  about?: string | null;
  /** A result and how the member got it ("we cut our cloud bill by 40%" by "switching off idle staging environments at night"). */
  method?: Method | null;
  /**
   * A claim or question about a thing (startups, microservices, LLMs), not something done (hiring, code reviews, on-call):
   * advice written for an activity ("Review how startups went every Friday") never fits it.
   */
  thing?: boolean;
  /** The sentences of a long run-on after its first, in the member's words: told in the body. */
  more?: string[] | null;
  /** A yes/no question as the statement a yes would make ("startups should raise money"). */
  affirm?: string | null;
  /** A claim the member asked to explain ("why startups fail"): the reader is asked for their reasons. */
  asksWhy?: boolean;
  /** What a claim says is not so ("most startups die from starvation" of "… from indigestion, not starvation"): the common belief. */
  denied?: string | null;
}

/** A life event: what happened to the member, not a practice to get right. */
export interface Experience {
  /** As the post names it: "being laid off", "my first marathon", "my parental leave". */
  name: string;
  /** As anyone's: "a layoff", "a first marathon", "parental leave" (what the reader is asked about). */
  anyone: string;
  /** The known hashtag a post about it leads with, when there is one. */
  tag: string | null;
  /** A setback (a layoff, burnout) rather than a step forward (a promotion, a marathon). */
  setback: boolean;
  /** Where someone stands before it ("facing a layoff", "about to go on parental leave"), after "anyone". */
  ahead: string;
  /** How the post says it again ("the layoff", "my leave"), when there is a short way. */
  again?: string | null;
}

interface EventKind {
  re: RegExp;
  /** The name when the member gave no noun phrase of their own ("I got laid off" → "being laid off"). */
  name: string;
  anyone: string;
  tag: string;
  setback: boolean;
  ahead: string;
  again?: string;
  /** The member's own noun phrase for it ("my first marathon", "my parental leave"), kept when they wrote one. */
  own?: RegExp;
}

/** The known hashtags a post about a life event leads with (#Layoffs, #Running): real tags, not words of the request. */
export const LIFE_EVENT_TAGS = {
  layoff: '#Layoffs', careerChange: '#CareerChange', burnout: '#Burnout', leave: '#ParentalLeave', parenting: '#Parenting', running: '#Running', promotion: '#CareerGrowth', newJob: '#NewJob', careerBreak: '#CareerBreak',
} as const;
const T = LIFE_EVENT_TAGS;

/** Life events members write about, by what they say. */
const EVENTS: readonly EventKind[] = [
  { re: /\b(laid off|made redundant|let go|lost my job|lay-?offs?)\b/i, name: 'being laid off', anyone: 'a layoff', tag: T.layoff, setback: true, ahead: 'facing a layoff', again: 'the layoff', own: /\bmy\s+(lay-?off)\b/i },
  { re: /\b(got|was|been|being)\s+fired\b/i, name: 'being fired', anyone: 'losing a job', tag: T.careerChange, setback: true, ahead: 'who just lost a job' },
  { re: /\bburn(?:ed|t|ing)?[- ]?out\b/i, name: 'burning out', anyone: 'burnout', tag: T.burnout, setback: true, ahead: 'running close to empty', own: /\bmy\s+(burn-?out)\b/i },
  { re: /\b(parental|maternity|paternity|family)\s+leave\b/i, name: 'parental leave', anyone: 'parental leave', tag: T.leave, setback: false, ahead: 'about to go on parental leave', again: 'my leave', own: /\bmy\s+((?:parental|maternity|paternity|family)\s+leave)\b/i },
  { re: /\b(bec(?:a|o)me|becoming)\s+(?:a\s+)?(mom|mum|mother|dad|father|parent)\b|\bhad\s+(?:a|our first|my first)\s+(baby|child|son|daughter)\b/i, name: 'becoming a parent', anyone: 'becoming a parent', tag: T.parenting, setback: false, ahead: 'about to become a parent' },
  { re: /\b(half[- ])?(marathon|ultramarathon|triathlon|ironman)\b/i, name: 'running a marathon', anyone: 'a marathon', tag: T.running, setback: false, ahead: 'training for their first race', again: 'the race', own: /\bmy\s+((?:first\s+|last\s+|second\s+)?(?:half[- ])?(?:marathon|ultramarathon|triathlon|ironman))\b/i },
  { re: /\b(got\s+promoted|been\s+promoted|was\s+promoted|my\s+promotion)\b/i, name: 'my promotion', anyone: 'a promotion', tag: T.promotion, setback: false, ahead: 'stepping into a bigger role', again: 'the promotion' },
  { re: /\b(new\s+(?:job|role|position)|started\s+(?:a|my)\s+new\s+(?:job|role|position))\b/i, name: 'starting a new job', anyone: 'a new job', tag: T.newJob, setback: false, ahead: 'starting a new job', again: 'the new job', own: /\bmy\s+(new\s+(?:job|role|position))\b/i },
  // "quit my job at Google to become a teacher" is a career change before it is a job left.
  { re: /\b(career change|changed careers|switched careers|career switch|moved into tech|(?:leaving|left|quitting|quit)\s+(?:the classroom|teaching|nursing|the law|law|medicine|academia|the military|finance|consulting)|(?:leaving|left|quit)\b.*\bto become (?:a|an)\b)/i, name: 'changing careers', anyone: 'a career change', tag: T.careerChange, setback: false, ahead: 'considering a career change', again: 'the switch' },
  { re: /\b(quit|left|resigned from|walked away from)\s+(?:my|a)\s+(?:\w+\s+)?(job|role|position)\b/i, name: 'quitting my job', anyone: 'leaving a job', tag: T.careerChange, setback: false, ahead: 'thinking about quitting their job' },
  { re: /\b(sabbatical|career break)\b/i, name: 'a career break', anyone: 'a career break', tag: T.careerBreak, setback: false, ahead: 'planning a career break', again: 'the break', own: /\bmy\s+(sabbatical|career break)\b/i },
];

/** Whether a subject is the member's own ("I …", "my …", "me"), not a topic ("burnout in startups"). */
const PERSONAL = /(^|\s)(i|i'm|i've|i'd)\b|\b(my|me|myself)\b/i;

function experienceOf(t: string, focus: string): Experience | null {
  if (!PERSONAL.test(t)) return null;
  const e = EVENTS.find((x) => x.re.test(t));
  if (!e) return null;
  const own = e.own?.exec(t);
  // "got promoted to senior engineer": the focus already says what the promotion was.
  const name = own ? `my ${own[1].toLowerCase()}` : e.tag === T.promotion && /^promotion to /.test(focus) ? `my ${focus}` : e.name;
  return { name, anyone: e.anyone, tag: e.tag, setback: e.setback, ahead: e.ahead, again: e.again ?? null };
}

/**
 * "my first marathon and what it taught me about product roadmaps", "what running taught me about patience": the
 * experience and what it taught.
 */
const TAUGHT = /^(?:what|how)?\s*(.+?)\s+(?:and\s+(?:what|how)\s+(?:it|this|that|they)\s+)?(?:(?:taught|teaches|has taught|showed|shows)\s+(?:me|us)(?:\s+about)?|changed\s+(?:how|the way)\s+(?:i|we)\s+(?:think|thought|see|feel|work)\s+(?:about|on))\s+(?!to\b|how\b|that\b|what\b|why\b)(.+)$/i;
/** Someone who taught the member (a mentor story or a thank-you), not something they lived through. */
const TEACHER = /\b(mentor|boss|manager|dad|father|mom|mother|mum|colleague|teacher|coach|friend|team|customer|client|grandmother|grandfather|parents?|kids?|son|daughter|[A-Z][a-z]+)$/;

/** Irregular past forms and their -ing forms ("lost" → "losing"). */
const IRREGULAR_ING: Record<string, string> = {
  lost: 'losing', cut: 'cutting', got: 'getting', made: 'making', took: 'taking', built: 'building', rebuilt: 'rebuilding', ran: 'running', quit: 'quitting', left: 'leaving',
  won: 'winning', sold: 'selling', grew: 'growing', went: 'going', gave: 'giving', wrote: 'writing', rewrote: 'rewriting', broke: 'breaking', hit: 'hitting', began: 'beginning',
  became: 'becoming', spent: 'spending', paid: 'paying', led: 'leading', found: 'finding', kept: 'keeping', taught: 'teaching', bought: 'buying', set: 'setting', shut: 'shutting',
  put: 'putting', let: 'letting', felt: 'feeling', told: 'telling', held: 'holding', brought: 'bringing', chose: 'choosing', drove: 'driving', fell: 'falling', met: 'meeting', sent: 'sending',
};

/** "stopped" → "stopping", "raised" → "raising", "lost" → "losing"; null for a word that is not a past form. */
export function ingOfPast(verb: string): string | null {
  const v = verb.toLowerCase();
  if (IRREGULAR_ING[v]) return IRREGULAR_ING[v];
  if (/ing$/.test(v)) return v;
  if (!/ed$/.test(v) || v.length < 5) return null;
  if (/ied$/.test(v)) return `${v.slice(0, -3)}ying`;
  if (/eed$/.test(v)) return `${v.slice(0, -1)}ing`;
  return `${v.slice(0, -2)}ing`;
}

const PRONOUN_START = /^(i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|my|our|just|today|yesterday|this (week|year|month|morning)|last (week|year|month|night)|after|finally)\b/i;
const VERB_WORD = /\b(is|are|was|were|isn't|aren't|wasn't|has|have|had|will|won't|can't|don't|doesn't|didn't|got|became|made|kills?|beats?|matters?|works|needs?|wins?|loses?|die|dies)\b/i;
/**
 * A claim made with a modal ("you need to post every day", "most companies should stop doing annual performance
 * reviews", "we should stop estimating in story points"): what it says to do is its subject, never the word before the
 * modal ("you", "companies") nor the modal itself ("need") (h2).
 */
const MODAL_CLAIM = /^((?!(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|why|how|what|when|where|who|which)\b)[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:should(?:n't)?|must(?:n't)?|need(?:s)? to|(?:do|does)(?:n't| not) need to|ha(?:ve|s) to|ought to)\s+(?:(?:not|never|always|all|still|really|just|also|probably|definitely)\s+)*(.+)$/i;
/** Verbs a modal claim takes a stance on a thing with ("stop doing annual performance reviews"): the thing is the subject. */
const STANCE = /^(?:stop|start|quit|ditch|drop|kill|ban|scrap|abandon|avoid|embrace|adopt|use|keep|rethink|replace|get rid of|say no to|care about|invest in)\s+(?:(?:doing|using|running|holding|having|writing)\s+(?=\S))?(.+)$/i;
/** A team or a role a claim can say what it should do ("HR", "CEOs", "the finance team", "Marketing"). */
const isTeam = (w: string) => /^[A-Z]{2,5}s?$/.test(w) || /^(?:the\s+)?(?:finance|marketing|sales|legal|engineering|product|design|ops|operations|security|support|recruiting|procurement|leadership)(?:\s+teams?)?$/i.test(w);
/** Verbs a general claim is made with in the present ("startups fail", "on-call rotations burn out engineers"). */
const CLAIM_VERB = String.raw`(?:fails?|die|dies|burns?\s+out|quits?|struggles?|stalls?|churns?|leaves?|ignores?|underestimates?|overthinks?|hates?|plateaus?|succeeds?|gets?\s+wrong|miss(?:es)?|don't\s+scale|doesn't\s+scale|backfires?|flops?)`;
/** A thing said to fail or succeed in general, after a short noun phrase ("remote teams fail …"). */
const FAILS = /^(?:(?:most|many|all|some|so many)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}\s+(?:fail|fails|die|dies|close|closes|shut\s+down|burns?\s+out|struggles?|stalls?|backfires?|flops?|succeeds?|don't\s+scale|doesn't\s+scale)\b/i;
/** A claim about what everyone or nobody does, with the thing it is done to ("nobody reads | a deck of forty slides"). */
const EVERYONE_DOES = /^(?:nobody|no one|everyone|everybody)\s+(?:really\s+|actually\s+|ever\s+|still\s+)?([a-z]{3,}s)\s+((?:the|a|an|your|their|our)\s+)?(\S.*)$/i;
const QUESTION_START = /^(should|can|could|is|are|was|were|do|does|did|will|would|has|have|am|why|how|what|when|where|who|which)\b/i;
const COMMON_VERBS =
  'hit reached crossed taught showed told finished completed survived resigned retired graduated returned burned burnt welcomed celebrated shipped built launched raised hired fired lost got made moved migrated switched closed signed quit joined started left failed grew cut learned turned went took gave ran wrote rewrote finished won broke fixed scaled onboarded replaced deleted killed cancelled doubled tripled halved reduced increased dropped stopped spent saved sold bought founded opened paid passed missed landed earned became turned promoted automated deployed released open-sourced refactored rebuilt'.split(
    ' ',
  );
const NUMBER = String.raw`(?:\d[\d,.]*(?:%|\s?(?:x|k|m|bn|ms|s|am|pm|h|hrs?|hours?|days?|weeks?|months?|years?|minutes?|mins?)\b)?|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|a hundred|hundreds of|thousands of|a million|millions of|half)\b)`;
// ("one-on-ones", "one-to-one", "one-off": a number word joined into a term counts nothing.)
const FACT_NUMBER = new RegExp(String.raw`\b${NUMBER}(?![-‑](?:on|to|off|stop|liners?|way)\b)(?:\s+(?!and\b|to\b|of\b|using\b|instead\b|in\b|with\b|after\b|for\b|from\b|the\b|a\b|an\b|as\b|at\b|on\b|by\b|per\b|into\b|than\b|before\b|while\b|when\b|i\b|we\b|this\b|that\b|these\b|last\b|next\b|every\b|each\b|so\b|but\b|or\b)[a-z][\w-]*){0,2}`, 'gi');
/** A word a number labels rather than counts with ("year one", "week 3", "day 1"): the text before the number ends on it. */
const LABELLED = /\b(year|week|day|month|quarter|season|phase|round|level|chapter|step|version)\s+$/i;
// ("led by Lowercarbon", "backed by two angels": who did it, never a situation of the member's.)
const SITUATION = /\b(after|before|while|without|(?<!\b(?:led|backed|funded|run|owned|written|built|made|founded|hosted|sponsored|organi[sz]ed|supported|acquired|bought|used|trusted|chosen|picked|joined|followed|inspired|recommended)\s)by|from|during|despite|since)\s+((?:[\w'-]+\s+){0,5}?[\w'-]+)(?=[,.;]|\s+(?:and|with|to|after|before|while|but)\b|$)/gi;

const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';
const TRAILING_WHEN = new RegExp(
  String.raw`(?:\s+(?:twice|again|once|too|already|finally|anyway|today|yesterday|recently|(?:\w+\s+)?times|(?:this|last|next)\s+(?:week|month|quarter|year|spring|summer|autumn|fall|winter)|in\s+(?:${MONTH}|\d{4})))+$`,
  'i',
);

/** Reads a subject; `after` is what a long request said after the subject was cut (`ParsedRequest.more`), told in the body. */
export function analyseSubject(asked0: string, after?: readonly string[] | null): Subject {
  // "how I keep students engaged in online lessons": a practice the member has, named as one ("keeping students
  // engaged in online lessons"), never "your experience with I keep students engaged". A past ("how we cut …", "how I
  // learned …") is the member's story, read below.
  const practice = /^how\s+(?:i|we)\s+([a-z]{2,})\s+(\S.*)$/i.exec(asked0.trim());
  const asked = practice && !/ed$/i.test(practice[1]) && !PAST_IRREGULAR.test(practice[1]) && !/^(am|are|is|was|were|have|has|had|do|does|did|can|could|will|would|should|got|get|went|go)$/i.test(practice[1])
    ? `${gerundOfBare(practice[1])} ${practice[2]}`
    : asked0;
  // "By consolidating five warehouses into three, we saved $2M a year": the result first, as members mostly say it.
  const told = runOnSentences(unfront(asTopic(asked)));
  // A run-on ("we migrated to Postgres and it took six months and the team was exhausted but we did it") is read by its
  // first sentence; the facts of every clause are kept, and the rest is said in the member's words (`more`).
  const whole = told.join(' ');
  const text = told.length > 1 ? told[0].replace(/\.$/, '') : told[0];
  // "why most onboarding programs fail": the claim is what follows 'why' (with its quantifier), not a topic.
  // So is "why startups fail", "why on-call rotations burn out senior engineers": a claim made with a present verb.
  const why =
    /^why\s+((?:most|many|so many|all|half of all)\s+\S+(?:\s+\S+)+)$/i.exec(text.trim()) ??
    new RegExp(String.raw`^why\s+((?!(?:i|we|our|my|you|is|are|was|were|do|does|did|has|have|should|can|could|would|will)\b)\S+(?:\s+\S+){0,5}?\s+${CLAIM_VERB}\b.*)$`, 'i').exec(text.trim()) ??
    // "why LLMs hallucinate", "why product teams ship late": a plural and a verb in the present (h2).
    /^why\s+((?:(?:most|many|so many)\s+)?(?!(?:i|we|you|they|is|are|was|were|do|does|did|has|have|should|can|could|would|will)\b)(?:[\w'-]+\s+){0,2}[\w'-]*[a-z0-9]s\s+(?!(?:and|or|of|in|for|to|at|on|with|the|a|an|is|are)\b)[a-z]{3,}(?<!ing|ly|ed|s)\b.*)$/i.exec(text.trim());
  // "why I stopped using Jira", and "how we cut our deploy time from 40 minutes to 6" (a how with a result in numbers):
  // the member's own story, told as what happened (never a topic named by its last noun, "time").
  const howResult = /^how\s+(?:i|we)\s/i.test(text.trim()) && new RegExp(FACT_NUMBER.source, 'i').test(text);
  // "how I spent a year coaching our newest engineer": the member's story too.
  const ownWhy = (howResult || /^why\s/i.test(text.trim()) || /^how\s+(?:i|we)\s+spent\s/i.test(text.trim())) ? /^(?:why|how)\s+((?:i|we)\s+\S+.*|(?:our|my)\s+\S+(?:\s+\S+){0,4}?\s+(?:failed|flopped|worked|stalled|died|broke|crashed|succeeded|took off|went viral|backfired)\b.*)$/i.exec(text.trim()) : null;
  // "celebrate 5 years at Stripe": a milestone, told as one.
  // "celebrating my team for shipping …" thanks people (news.ts, a credit), never "I just reached my team".
  const milestone = /^celebrat(?:e|ing)\s+(?!(?:my|our|the|a|an|all|every)\s+(?:[\w'-]+\s+){0,2}?(?:team|teams|colleagues?|people|staff|crew|engineers?|designers?|mentors?|manager|boss|co-?founders?|interns?|friends?|customers?|clients?|volunteers?|nurses?|students?|partners?|teammates?|reports?|family)\b)(.+)$/i.exec(text.trim());
  const dropped = /^(got|landed|finished|passed|completed|started|joined|left|quit|launched|shipped|hit|reached|won|lost|failed|survived|ran|wrote|built|moved|signed|closed|became|turned|earned|graduated|finally|opened|hired|raised|published|released|sold|crossed|hosted|organised|organized|welcomed)\b/i.test(text.trim()) && /\b(my|me|our|us)\b/i.test(text);
  // "opened our second restaurant …": the member's own news, told as theirs, 'we' when it is the team's.
  const doer = /\b(our|us)\b/i.test(text) && !/\b(my|me)\b/i.test(text) ? 'We' : 'I';
  const t = dropped ? `${doer} ${lowerFirst(text.trim())}` : why ? why[1].replace(/^so many\b/i, 'so many') : ownWhy ? upperFirst(ownWhy[1].replace(/^i\b/, 'I')) : milestone ? `I just reached ${milestone[1]}` : text.trim();
  const kind = why ? 'claim' : subjectKind(t);
  const all = told.length > 1 ? whole : t;
  // "year one versus year five", "week 3": a number that labels a year or a week counts nothing; the label is the fact.
  const numbers = uniq([...all.matchAll(FACT_NUMBER)].map((m) => (LABELLED.exec(all.slice(0, m.index)) ? `${LABELLED.exec(all.slice(0, m.index))![1].toLowerCase()} ${m[0].trim().split(/\s+/)[0]}` : m[0].trim())).filter((n) => !/^(one|a|half)$/i.test(n)));
  // "from 12 days to 4 days" is a change of a number, told by the numbers, not a situation to go through.
  // ("after we moved | to regional endpoints": a clause of the member's cut before its object is no situation.)
  const situations = [...all.matchAll(SITUATION)].filter((m) => !(/^(?:we|i|they|you|he|she)\s/i.test(m[2]) && /^\s+to\b/i.test(all.slice((m.index ?? 0) + m[0].length)))).map((m) => `${m[1].toLowerCase()} ${m[2]}`).filter((s) => s.split(' ').length >= 3 && !/^(by|after|before|from|since) the (end|start|beginning|way|time|day)$/.test(s) && !new RegExp(String.raw`^from\s+${NUMBER}\b`, 'i').test(s));
  const names = uniq((all.slice(1).match(/(?<![.!?]\s)\b[A-Z][a-zA-Z0-9]+(?:\s[A-Z][a-zA-Z0-9]+)*\b/g) ?? []).filter((n) => !/^(I|I'm|I've)$/.test(n)));
  const taughtBy = PERSONAL.test(t) || /^(what|how)\s/i.test(t) ? TAUGHT.exec(t.replace(/[.!?]+$/, '')) : null;
  const taught = taughtBy && !TEACHER.test(taughtBy[1].trim()) ? taughtBy : null;
  const verb = kind === 'statement' && !taught ? mainVerb(t) : null;
  const phrase = taught ? taught[1] : focusOf(t, kind, verb);
  // "my freelance business in year one versus year five", "my first 90 days as a team lead": no verb, the member's own
  // thing and the frame it is seen in; the thing is the focus, the frame its tail (never "year one versus year five").
  const owned0 = kind === 'statement' && !verb && !taught && /^(?:my|our)\s/i.test(t) && !/\b(i|we)\b/i.test(t);
  let { head: focus, tail } = kind === 'noun' ? splitTopic(phrase) : owned0 ? splitTopic(t.replace(/[?!.]+$/, '')) : { head: phrase, tail: null };
  // A focus has to be a thing a sentence can name: never "laid off", "clinic scheduling app just hit 10,000".
  if (!goodFocus(focus)) focus = nounChunk(focus) ?? nounChunk(t) ?? focus;
  // "my mentor teacher taught me to call parents …": the story is about the person who did it, never "good news first".
  const actor = verb && t.toLowerCase().indexOf(verb) > 0 ? t.slice(0, t.toLowerCase().indexOf(verb)).trim() : '';
  const byOther = kind === 'statement' && !taught && isPersonRef(actor) && /^(?:my|our)\s/i.test(actor) && actor.split(/\s+/).length <= 5;
  if (byOther) [focus, tail] = [actor, null];
  // "what running taught me about patience": something lived, even when it is no life event the writer knows.
  const lived = kind === 'statement' || taught || (kind === 'noun' && /^being\s/i.test(t));
  const experience = lived ? experienceOf(t, focus) ?? (taught ? { name: focus, anyone: focus.replace(/^(my|our)\s+/i, 'your '), tag: null, setback: false, ahead: `starting out with ${focus.replace(/^(my|our)\s+/i, '')}` } : null) : null;
  const owned = new RegExp(String.raw`\b(our|my)\s+${escape(focus.replace(/^(?:our|my|the)\s+/i, ''))}`, 'i').exec(t);
  if (owned) focus = focus.replace(/^(?:our|my|the)\s+/i, '');
  const owner = kind === 'statement' && owned ? owned[1].toLowerCase() : null;
  // "stopped doing quarterly OKRs" → "stopping quarterly OKRs": the statement as an action, when the focus is what was acted on.
  const ing = verb ? ingOfPast(verb) : null;
  // "migrated to Postgres" → "migrating to Postgres": the verb's own preposition stays with it.
  const gap = verb ? t.slice(t.toLowerCase().indexOf(verb) + verb.length, t.toLowerCase().indexOf(focus.toLowerCase())).trim().replace(/\s*\b(?:our|my|the|a|an|this|that|their|his|her)$/i, '').trim() : '';
  // "turned down a promotion" → "turning down a promotion": a phrasal verb keeps its particle (never "turning a promotion").
  const prep = /^(to|into|from|off|onto|away from|out of|down|up|out|back|over|around)$/i.test(gap) ? `${gap.toLowerCase()} ` : '';
  // "redesigned the medication chart nurses use" → "redesigning the medication chart nurses use": the member's article
  // stays with the thing (never "redesigning medication chart nurses use").
  // So does "a"/"an": "launching a reconciliation tool", "spending a year coaching …", never "launching reconciliation tool".
  const article = owner ? null : new RegExp(String.raw`\b(the|this|that|their|his|her|a|an)\s+${escape(focus)}`, 'i').exec(t)?.[1].toLowerCase();
  // "turned 5 years old" → "turning 5 years old": a number between the verb and the thing stays (never "turning years old").
  const counted = /^(?:[$£€]?\d[\d,.]*%?|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|a hundred)$/i.test(gap) ? `${gap} ` : '';
  const det = owner ? `${owner} ` : article ? `${article} ` : counted;
  // "spent a year coaching our newest engineer": the action is the focus's own ("coaching our newest engineer").
  // "my mentor teacher taught me to call parents …": someone else did it, so no action of the member's is made of it
  // (never "teaching good news first").
  const event = experience ? experience.name : byOther ? null : ing && /^(?:spent|spending)$/i.test(verb ?? '') && /^[a-z]{3,}ing\s/i.test(focus) ? focus : ing && verb && t.toLowerCase().indexOf(focus.toLowerCase()) > t.toLowerCase().indexOf(verb) && goodFocus(focus) ? `${ing} ${prep}${det}${focus}` : null;
  const about = taught ? lowerFirst(trimPhrase(taught[2].replace(/[?!.]+$/, ''), 6)) : null;
  return {
    // "… from indigestion not starvation": the contrast gets its comma.
    // A short run-on opens the post whole, as its sentences; a long one opens on its first, the rest told after.
    ...(told.length > 1 ? { more: whole.length <= 170 ? null : told.slice(1) } : {}),
    ...(after?.length ? { more: [...(told.length > 1 && whole.length > 170 ? told.slice(1) : []), ...after] } : {}),
    text: told.length > 1 && whole.length <= 170 ? whole.replace(/\.$/, '') : kind === 'claim' && deniedOf(t) ? t.replace(/(\w)\s+(not|rather than|instead of)\s+(?=[\w'-]+(?:\s+[\w'-]+){0,2}[.!]*$)/i, '$1, $2 ') : t,
    kind: taught || experience ? 'statement' : kind,
    focus: experience ? experience.name : focus,
    tail,
    owner: experience ? null : owner,
    event,
    experience,
    about,
    method: kind === 'statement' && !taught && !experience ? methodOf(t) : null,
    ...(kind === 'claim' && !taught && !experience ? { thing: isThing(focus), denied: deniedOf(t), asksWhy: Boolean(why) } : {}),
    // "Should startups raise money?": a yes/no question about a thing, and what a yes would say ("startups should raise money").
    // ("Is it worth getting an MBA?" weighs the thing it names, a gerund or not: both answers are out there.)
    ...(kind === 'question' && !taught && !experience && affirmed(t, focus) ? { thing: isThing(focus) || /^is\s+it\s+(?:\w+\s+)?worth\s/i.test(t), affirm: affirmed(t, focus) } : {}),
    ...(/^promotion to /.test(focus) ? { tagFocus: focus.replace(/^promotion to /, '') } : {}),
    // A name inside the focus ("API" in "payouts API") is not a fact of its own.
    facts: uniq([...numbers, ...situations, ...names.filter((n) => !numbers.some((x) => x.includes(n)) && !focus.includes(n))]).slice(0, 5),
    numbers,
    verb,
  };
}

export function subjectKind(t: string): SubjectKind {
  if (/\?\s*$/.test(t) || /^(should|can|could|is|are|was|were|do|does|did|will|would|has|have|am)\b/i.test(t)) return 'question';
  // "we should stop estimating in story points", "I think founders must …": a claim, not something that happened.
  if (MODAL_CLAIM.test(t.replace(/^(?:i|we)\s+(?:think|believe)\s+(?:that\s+)?/i, ''))) return 'claim';
  if (PRONOUN_START.test(t)) return 'statement';
  // "migrating our payouts API to 200 merchants with zero downtime": something the member did, told with its
  // specifics, reads as a statement (its facts go in the body); "building in public" stays a topic.
  if (gerundOf(t) && hasSpecifics(t)) return 'statement';
  if (/^(why|how|what|when|where|who|which)\b/i.test(t) && QUESTION_START.test(t) && t.split(/\s+/).length <= 4) return 'noun';
  if (VERB_WORD.test(t) && !/^(why|how|what|when|where|who|which|lessons?|tips?)\b/i.test(t)) return 'claim';
  // "remote teams fail without written goals", "most startups burn out by year two": a general claim in the present.
  if (FAILS.test(t) && !/^(why|how|what|when|where|who|which|lessons?|tips?|the|a|an)\b/i.test(t)) return 'claim';
  // "Nobody reads a deck of forty slides", "everyone skips the onboarding email": a claim about everyone's habit.
  if (EVERYONE_DOES.test(t)) return 'claim';
  // "Remote teams can build culture", "AI can't replace designers": what a thing can or cannot do.
  if (/^(?!(?:why|how|what|when|where|who|which|i|we)\b)[\w'-]+(?:\s+[\w'-]+){0,3}\s+(?:can|can't|cannot)\s+(?:not\s+|never\s+|still\s+|really\s+)?[a-z]{2,}/i.test(t)) return 'claim';
  return 'noun';
}

/** The -ing word an action subject opens with ("migrating …", "lessons from running …"), or null. */
function gerundOf(t: string): string | null {
  const m = /^(?:(?:lessons?|notes|takeaways|what i learned|what we learned)\s+(?:learned\s+)?(?:from|while|after)\s+)?([a-z]{3,}ing)\s+\S+\s+\S+/i.exec(t);
  return m && !NOT_GERUNDS.has(m[1].toLowerCase()) ? m[1].toLowerCase() : null;
}
const NOT_GERUNDS = new Set('nothing something everything anything morning evening during spring string thing king ring sibling ceiling pudding wedding'.split(' '));

/** A number or a situation ("after …", "without …") the member gave. */
function hasSpecifics(t: string): boolean {
  return new RegExp(FACT_NUMBER.source, 'i').test(t) || new RegExp(SITUATION.source, 'i').test(t);
}

function mainVerb(t: string): string | null {
  const gerund = gerundOf(t);
  if (gerund) return gerund;
  // "I am leaving Google", "we're opening an office in Lisbon": the verb is the one after "am", never "am" itself.
  const progressive = /^(?:i|we|they|he|she)(?:'m|'re|'s|\s+am|\s+are|\s+is)\s+(?:(?:just|finally|officially|now|also)\s+)?([a-z]{3,}ing)\b/i.exec(t.trim());
  if (progressive && !NOT_GERUNDS.has(progressive[1].toLowerCase())) return progressive[1].toLowerCase();
  const words = t.toLowerCase().split(/\s+/);
  for (const w of words.slice(0, 6)) {
    const bare = w.replace(/[^a-z'-]/g, '');
    if (COMMON_VERBS.includes(bare) || (/ed$/.test(bare) && bare.length > 4 && !STOPWORDS.has(bare))) return bare;
  }
  return null;
}

/** The noun phrase a subject is about. */
function focusOf(t: string, kind: SubjectKind, verb: string | null): string {
  const cleaned = t.replace(/[?!.]+$/, '');
  if (kind === 'noun') {
    // "what growing to a 50-person team cost me personally": what it cost is the post; the subject is what did (h2).
    // "mistakes first-time founders make when hiring": the mistakes are made at hiring; the founders say whose they are.
    const mistakes = /^(?:the\s+)?(?:\w+\s+)?(?:mistakes|errors)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:make|makes|made)\s+(?:when|while|with|in|during|at)\s+(.+)$/i.exec(cleaned);
    if (mistakes && goodFocus(trimPhrase(mistakes[2], 6))) return `${lowerFirst(trimPhrase(mistakes[2], 6))} for ${mistakes[1]}`;
    // "the one sentence from my first manager that changed how I give feedback": what changed is the subject ("giving feedback").
    const changedHow = /\bthat\s+(?:changed|shaped|transformed|reshaped)\s+(?:how|the way)\s+(?:i|we)\s+([a-z]{2,})\s+(.+)$/i.exec(cleaned);
    if (changedHow && !STOPWORDS.has(changedHow[1].toLowerCase())) {
      const phrase = trimPhrase(`${gerundOfBare(changedHow[1])} ${changedHow[2]}`, 6);
      if (goodFocus(phrase)) return phrase;
    }
    const cost = /^what\s+(.+?)\s+(?:cost|gave|took from|meant|did to|did for|changed for)\s+(?:me|us|my\s+\S+|our\s+\S+)\b/i.exec(cleaned);
    if (cost && goodFocus(cost[1])) return lowerFirst(trimPhrase(cost[1], 9));
    const m = /^(?:why|how|what|when)\s+(?:most\s+|many\s+|some\s+)?(.+)$/i.exec(cleaned);
    // A whole phrase, never one cut inside ("… in three" of "… in three years").
    return lowerFirst(trimPhrase(m ? m[1] : cleaned, 12));
  }
  // "I am a student looking for my first job in software engineering": what the member is looking for.
  const looking = kind === 'statement' ? /\b(?:looking|searching|hunting|hoping)\s+for\s+(?:a|an|my|our|the)?\s*(.+)$/i.exec(cleaned) : null;
  if (looking && !verb) {
    const np = looking[1].split(/\s+(?:and|but|because|after|before|since|so|in|at|with|as)\s+|[,;:]/i)[0];
    if (goodFocus(trimPhrase(np, 6))) return trimPhrase(np, 6);
  }
  if (kind === 'statement' && verb) {
    let after = cleaned.slice(cleaned.toLowerCase().indexOf(verb) + verb.length).trim();
    // "got promoted to senior engineer": the promotion is the thing, not "promoted".
    const promoted = /^promoted\s+(?:to\s+)?(.+)$/i.exec(after);
    // "got rejected from 40 internships", "was let go": what happened to the member, as a thing ("being rejected").
    const passive = /^(rejected|ghosted|fired|hired|hacked|sued|scammed|burned|audited|acquired|headhunted|poached|passed over)\b/i.exec(after);
    if ((verb === 'got' || verb === 'was' || verb === 'were') && passive) return `being ${passive[1].toLowerCase()}`;
    if (verb === 'got' && promoted) return `promotion to ${trimPhrase(promoted[1].split(/[,;:.]|\s+(?:after|before|at|in|with|last|this|when|because|and)\s+/i)[0], 5)}`;  // tagged by its role (analyseSubject)
    // "5 years at Stripe": a span of time and where it was spent.
    const span = new RegExp(String.raw`^((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+(?:years?|months?)\s+(?:at|with|in|as)\s+[\w'&.-]+(?:\s+[A-Z][\w'&.-]*)*)`, 'i').exec(after);
    if (span) return span[1];
    after = after.replace(/^just\s+/i, '');
    // "spent a year coaching our newest engineer": what the time went on is the thing, never "year coaching …".
    const spent = /^(?:spent|spending)$/i.test(verb) ? /^(?:a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|the (?:last|past|first)(?: \w+)?)\s+(?:\w+\s+)?(?:years?|months?|weeks?|days?|hours?|evenings?|weekends?)\s+([a-z]{3,}ing)\s+(.+)$/i.exec(after) : null;
    if (spent) {
      const what = trimPhrase(spent[2].split(/\s+(?:through|to|with|after|before|while|for|in|at|from|by|and|but|because|since|during|on|as)\s+|[,;:.]/i)[0], 5);
      const phrase = `${spent[1].toLowerCase()} ${what}`;
      if (goodFocus(phrase)) return phrase;
    }
    // "stopped telling founders to raise money early": the view changed is about what was advised, never "telling founders".
    const advised = /^(?:telling|advising|recommending|encouraging|pushing|urging|asking|teaching|coaching|saying)\s+(?:[\w'-]+\s+){1,3}?to\s+([a-z]{2,})\b(.*)$/i.exec(after);
    if (advised && !STOPWORDS.has(advised[1].toLowerCase())) {
      const phrase = trimPhrase(`${gerundOfBare(advised[1])}${advised[2]}`.split(/[,;:.]|\s+(?:because|but|and|when|since)\s+/i)[0], 6);
      if (goodFocus(phrase)) return phrase;
    }
    const phrase = after
      .replace(/^(to|up|out|off|on|in|into|down|from)\s+/i, '')
      .split(/\s+(?:to|with|after|before|while|for|in|at|from|by|and|but|because|since|without|over|on|as|that|which|who|when|during)\s+|[,;:.]/i)[0];
    // "my AWS certification twice", "Jira last month": when and how often is not part of the thing.
    const np = phrase
      // "stopped using Jira", "started doing daily standups": the thing is Jira, the standups.
      .replace(/^(using|doing|having|holding|running|making|taking|writing)\s+(?=\S)/i, '')
      .replace(/^(our|my|the|a|an|their|his|her|its|this|that)\s+/i, '')
      .replace(TRAILING_WHEN, '')
      .trim();
    if (np && np.split(/\s+/).length <= 5 && !/^\d/.test(np)) return np;
    // "onboarding 3 junior engineers": the action on the things counted ("onboarding junior engineers").
    const counted = /^(?:\d[\d,.]*\w*|zero|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\s+((?:[\w'-]+\s?){1,3})$/i.exec(np);
    // "writing 200 words every morning": a number inside the member's phrase stays in it (never "writing words every morning").
    if (counted && verb.endsWith('ing') && verb === gerundOf(cleaned)) return `${verb} ${np}`;
    // "I worked 12 night shifts in a row": the things counted ("night shifts"); the number stays a fact.
    if (counted && !verb.endsWith('ing') && goodFocus(counted[1].trim())) return counted[1].trim();
    // "our referral campaign got 3x more signups": what comes after the verb is a number, so the thing is before it.
    const before = cleaned.slice(0, cleaned.toLowerCase().indexOf(verb)).trim().replace(/^(?:[\w'-]+,\s+)?(our|my|the|their|his|her|its|this|that)\s+/i, '').replace(/\s+(just|finally|officially|already|now|recently|quietly)$/i, '');
    const lastWord = before.split(/\s+/).pop()?.toLowerCase() ?? '';
    if (before && before !== cleaned && before.split(/\s+/).length <= 4 && !PRONOUN_START.test(before) && !STOPWORDS.has(lastWord)) return before;
  }
  if (kind === 'claim') {
    // "You (don't) need a degree to work in tech": the thing needed, not "need".
    const needed = /^(?:you|we|they|i|people|[\w'-]+s)\s+(?:(?:don't|do not|doesn't|does not|really|still|actually)\s+)*need\s+(?!to\b)((?:a|an|the|your)\s+)?(.+?)(?:\s+(?:to|in order to|for|if you want to)\s+.+)?$/i.exec(cleaned);
    if (needed && goodFocus(trimPhrase(needed[2], 4))) return lowerFirst(`${needed[1] ?? ''}${trimPhrase(needed[2], 4)}`);
    // "Nobody reads a deck of forty slides": the thing nobody reads ("decks of forty slides" would be a guess at a plural).
    const habit = EVERYONE_DOES.exec(cleaned);
    if (habit && !/^(?:is|has|was|does)$/i.test(habit[1])) {
      // Its article stays ("a deck of forty slides", "the terms and conditions"); a clause after it does not.
      const thing = trimPhrase(habit[3].split(/\s+(?:because|but|when|since|unless|if|anymore|any more)\b|\s+and\s+(?=(?:it|they|we|i|you|that|this|nobody|everyone|no one)\b)|[,;:]/i)[0], 6);
      if (goodFocus(thing)) return lowerFirst(`${habit[2] ?? ''}${thing}`);
    }
    const modal = MODAL_CLAIM.exec(cleaned);
    if (modal) {
      const action = modalAction(modal[2]);
      // "HR should report to the CEO": what a team should do is about that team doing it ("HR reporting to the
      // CEO"), not the doing alone; a stance ("HR should stop annual reviews") is about what it is taken on.
      if (action && isTeam(modal[1]) && !STANCE.test(modal[2])) return `${modal[1].replace(/^The\b/, 'the')} ${action}`;
      if (action) return action;
    }
    // "most onboarding programs fail": the thing the claim is about, without its quantifier.
    const claim = cleaned.replace(/^(most|many|so many|all|some|half of all)\s+/i, '');
    // A word that can be a verb ("work", "needs") followed by the copula is the thing's own noun: "remote work is …"
    // is about remote work, never "remote" (which the post would then call "it": "it work lives or dies …").
    const copula = String.raw`(?:is|are|was|were|isn't|aren't|has|have|will|won't|can|can't|cannot|don't|doesn't)\b`;
    const m = new RegExp(String.raw`^(.+?)\s+(?:${copula}|(?:kills?|beats?|matters?|works?|needs?|wins?|loses?|break|breaks|${CLAIM_VERB})\b(?!\s+${copula}))`, 'i').exec(claim);
    if (m) return lowerFirst(splitTopic(trimPhrase(m[1], 9)).head);
    // "LLMs hallucinate", "product teams ship late": the plural before the verb (h2).
    const plural = /^((?:[\w'-]+\s+){0,2}[\w'-]*[a-z0-9]s)\s+[a-z]{3,}\b/i.exec(claim);
    if (plural && !STOPWORDS.has(plural[1].toLowerCase())) return lowerFirst(plural[1]);
  }
  if (kind === 'question') {
    // "Is it worth getting an MBA in 2026?": what would be worth it ("getting an MBA"), never "worth getting".
    const worth = /^is\s+it\s+(?:still\s+|really\s+|ever\s+)?worth\s+(.+?)(?:\s+(?:in|by|this|next)\s+(?:\d{4}|year|anymore))?$/i.exec(cleaned);
    if (worth) return lowerFirst(trimPhrase(worth[1]));
    const m = /\b(?:about|on|with|for)\s+((?:[\w'-]+\s?){1,4})$/i.exec(cleaned);
    if (m) return lowerFirst(trimPhrase(m[1]));
    // "Should managers still code?": who or what the question is about ("managers"), not the three words after
    // the auxiliary ("managers still code", which no sentence can use as a noun).
    // "Why are restaurant margins so thin?": what the why asks about ("restaurant margins").
    const aux = /^(?:(?:why|how come)\s+(?:is|are|do|does|did|was|were|has|have|isn't|aren't|don't|doesn't)\s+|should\s+|can\s+|could\s+|will\s+|would\s+|do\s+|does\s+|did\s+|is\s+|are\s+)(.+)$/i.exec(cleaned);
    if (aux) return lowerFirst(questionSubject(aux[1]));
  }
  // The longest run of content words.
  // A hyphenated word ("on-call", "in-house") is one word: it is never cut at its small word.
  // "10,000 subscribers" is one number, not a place to cut.
  const runs = cleaned.split(/(?<![\w'-])(?:the|a|an|to|of|for|with|and|or|but|in|on|at|by|from|after|before|is|are|was|were|we|i|our|my|it)(?![\w'-])|,(?!\d{3})|[;:]/i).map((s) => s.trim()).filter(Boolean);
  const best = runs.sort((a, b) => b.split(' ').length - a.split(' ').length)[0] ?? cleaned;
  return lowerFirst(trimPhrase(best));
}

/**
 * A topic of more than five words, cut before its first preposition after the second word: "user research" and
 * "with only five interviews", "building in public" and "as a solo founder". A post that names the whole phrase in
 * every paragraph reads like a form letter.
 */
function splitTopic(phrase: string): { head: string; tail: string | null } {
  // "teaching kids about Gemütlichkeit and why slowing down matters": the thing, then the claim about it.
  const why = /^(.{3,}?)\s+and\s+(why|how|what)\s+(.+)$/i.exec(phrase.trim());
  if (why) return { head: why[1], tail: `and ${why[2]} ${why[3]}` };
  // "ten years in B2B sales, seven lessons": what comes after the comma is a second thing, not part of the head (h2).
  const comma = /^([^,]{3,}?),\s+(?!\d{3}\b)(.+)$/.exec(phrase.trim());
  if (comma && comma[1].split(/\s+/).length >= 2) return { head: splitTopic(comma[1]).head, tail: null };
  const words = phrase.trim().split(/\s+/);
  if (words.length <= 5) return { head: phrase.trim(), tail: null };
  // "moving our whole company to remote work": a move is named with where it goes, never cut before it ("moving our
  // whole company", "whole company to remote").
  const move = /^(moving|switching|migrating|shifting|transitioning|converting|changing)$/i.test(words[0]) && words.length <= 8;
  // "going from customer support to product manager": a from keeps its to. "ten years in B2B sales": a span of time is
  // named with what it was spent on, never alone ("ten years") (h2).
  const from = words.findIndex((w) => /^from$/i.test(w));
  const cut = words.findIndex((w, i) => i >= 2 && /^(with|without|to|for|as|at|after|before|while|since|during|by|from|in|on|over|across|among|inside)$/i.test(w) && !(move && /^(to|into|from)$/i.test(w)) && !(from >= 0 && from < i && /^(to|into)$/i.test(w)) && !QUANTITY.test(words.slice(0, i).join(' ')));
  return cut > 0 ? { head: words.slice(0, cut).join(' '), tail: words.slice(cut).join(' ') } : { head: phrase.trim(), tail: null };
}

/** A span or an amount alone ("ten years", "3 months"): never a subject of its own. */
export const QUANTITY = new RegExp(String.raw`^(?:${NUMBER}|a few|several|many)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|times?|lessons?|things?|ways?|mistakes?)$`, 'i');

/** A bare verb as its -ing form ("post" → "posting", "stop" → "stopping", "write" → "writing"). */
/** Past forms without '-ed' ("spent", "took"): a past is a story, never a practice to name. */
const PAST_IRREGULAR = /^(spent|took|made|built|ran|lost|won|cut|grew|left|became|began|wrote|sold|found|brought|kept|gave|led|paid|quit|hit|saw|taught|thought|felt|told|said|set|put|let|met|fought|bought|caught|drove|broke|chose|flew|forgot|held|knew|rode|rose|shook|sang|stood|swam|threw|understood|woke|wore)$/i;

export function gerundOfBare(verb: string): string {
  const v = verb.toLowerCase();
  if (/ing$/.test(v)) return v;
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^aeio]e$/.test(v) && v.length > 2) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprtv]$/.test(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

/**
 * What a modal claim says to do, as a subject: the thing it takes a stance on ("stop doing annual performance reviews"
 * → "annual performance reviews") or the action ("post every day to grow on LinkedIn" → "posting every day", "learn to
 * sell before they hire" → "learning to sell"). Null when it is not an action a sentence can name.
 */
function modalAction(vp: string): string | null {
  const rest = vp.split(/\s+(?:because|so that|so|if|when|until|unless|before|or else|otherwise)\s+|[,;:]/i)[0].trim();
  const stance = STANCE.exec(rest);
  if (stance) {
    const thing = trimPhrase(stance[1].replace(/^(the|a|an|our|your|their)\s+/i, ''), 6);
    if (thing && goodFocus(thing)) return lowerFirst(thing);
  }
  const words = rest.split(/\s+/);
  if (!/^[a-z]{2,}$/i.test(words[0] ?? '') || STOPWORDS.has(words[0].toLowerCase())) return null;
  // "post every day to grow": the purpose ("to grow") is not part of the action; "learn to sell" keeps its "to".
  const purpose = words.findIndex((w, i) => i >= 2 && /^(to|in order)$/i.test(w));
  const action = [gerundOfBare(words[0]), ...words.slice(1, purpose > 0 ? purpose : undefined)].join(' ');
  const phrase = trimPhrase(action.replace(/\b(your|their)\b/gi, 'your'), 6);
  return phrase.split(/\s+/).length >= 1 && goodFocus(phrase) ? phrase : null;
}

/**
 * The subject of a question's clause, after its auxiliary: one noun, or two when the first only describes the
 * second ("junior developers", "remote work", "product managers"); a determiner is dropped ("the four-day week").
 */
function questionSubject(clause: string): string {
  const words = clause.replace(/^(the|a|an|our|my|your|their|most|all|more)\s+/i, '').split(/\s+/);
  const [first = '', second = ''] = words;
  const describes = /^(junior|senior|new|remote|hybrid|small|large|early|young|first|product|sales|engineering|design|tech|startup|customer|team|open|public|private|personal|internal|four-day|b2b|b2c)$/i.test(first) || /(al|ive|ic|ous|ful|less)$/i.test(first);
  const filler = !second || /^(still|really|ever|always|never|just|actually|even|ly)$/i.test(second) || /ly$/i.test(second) || STOPWORDS.has(second.toLowerCase());
  // "cover letters", "sales calls": a plural after a singular is the noun the first word describes.
  const compound = !/s$/i.test(first) && /[^s]s$/i.test(second);
  return !filler && (describes || compound) ? `${first} ${second}` : first;
}

/** At most `max` words, never ending on a word that needs another ("as a new"). */
function trimPhrase(s: string, max = 6): string {
  const words = s.trim().split(/\s+/).filter(Boolean).slice(0, max);
  // "saying no" keeps its "no": it is what is said, not a word left hanging; so does "writing things down" its "down".
  const said = () => (/^(no|yes)$/i.test(words[words.length - 1]) && /^(say|saying|said)$/i.test(words[words.length - 2] ?? '')) || (/^(down|up|out|off)$/i.test(words[words.length - 1]) && /^[a-z]{3,}ing$/i.test(words[0]) && words.length >= 3);
  while (words.length > 1 && STOPWORDS.has(words[words.length - 1].toLowerCase().replace(/[^a-z']/g, '')) && !said()) words.pop();
  return words.join(' ').replace(/[,;:]+$/, '');
}

function uniq(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.toLowerCase();
    if (!i || seen.has(k) || [...seen].some((s) => s.includes(k))) return false;
    seen.add(k);
    return true;
  });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words that make a phrase a clause rather than a thing ("app just hit", "taught me", "laid off"). */
const VERBISH = new Set([...COMMON_VERBS, ...Object.keys(IRREGULAR_ING), 'become', 'becoming', 'think', 'dread', 'laid', 'said', 'build', 'start', 'make', 'get', 'go', 'take', 'give', 'write', 'run', 'lead', 'grow', 'learn', 'teach', 'join', 'leave', 'want', 'wants', 'share', 'learned', 'learnt', 'taught', 'froze', 'freeze', 'deploy', 'thank', 'announcing', 'just', 'what', 'me', 'us', 'him', 'them', 'felt', 'thought', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'could', 'should', 'can', 'did', 'does', 'do', 'fail', 'fails', 'burn', 'burns', 'quit', 'quits', 'struggle', 'struggles', 'stall', 'stalls', 'backfire', 'backfires', 'succeed', 'succeeds']);

/** A verb or a word that only works inside a clause ("taught", "laid", "just", "want"): never a hashtag or a focus. */
export function isVerbish(word: string): boolean {
  return VERBISH.has(word.toLowerCase());
}

/** What a process is measured by: after a verb's bare form it names a thing ("deploy time", "build cost", "review speed"). */
const MEASURE = /^(time|speed|cost|rate|volume|latency|frequency|cadence|cycle|budget|queue|pipeline|window|size)$/;

/** A noun phrase a sentence can name: no verb in it, not ending on a small word. */
export function goodFocus(phrase: string): boolean {
  const words = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  const last = words[words.length - 1].replace(/[^a-z0-9'-]/g, '');
  // "writing things down": a phrasal verb keeps its particle (h2).
  const particle = /^(down|up|out|off)$/.test(last) && /^[a-z]{3,}ing$/.test(words[0]) && words.length >= 3;
  if (STOPWORDS.has(last) && !(last === 'no' && /^say/.test(words[words.length - 2] ?? '')) && !particle) return false;
  // "promotion to senior engineer", "being laid off": the writer's own wording.
  if (/^(promotion to|being)\s/.test(phrase)) return true;
  // "deploy failures", "build times": a verb's bare form before a plural names a thing (h2).
  // So does one before what it is measured by ("deploy time", "build cost"): "time" alone names nothing of the subject.
  const compound = words.length === 2 && /^[a-z]+$/.test(words[0]) && !/(ed|ing)$/.test(words[0]) && (/[^s]s$/.test(words[1]) || MEASURE.test(words[1])) && !VERBISH.has(words[1]) && !/^(just|what|me|us|him|them|is|are|was|were|has|have|had|will|would|could|should|can|did|does|do)$/.test(words[0]);
  // "a failed launch": a past form right after an article describes the thing (h2).
  if (!compound && words.some((w, i) => VERBISH.has(w.replace(/[^a-z'-]/g, '')) && !(i === 1 && /^(a|an|the)$/.test(words[0]) && /ed$/.test(w) && words.length >= 3))) return false;
  // A past form at the end ("our prices raised") or alone is an action, not a thing.
  if (/ed$/.test(last) && last.length > 4 && !/(eed|ied)$/.test(last) && words.length === 1) return false;
  return true;
}

/**
 * The first longest run of words with no verb or small word in it: "our clinic scheduling app just hit 10,000 active
 * users" → "clinic scheduling app". Null when there is none worth naming.
 */
function nounChunk(text: string): string | null {
  const words = text.replace(/[?!.:;]+/g, ' ').split(/\s+/).filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  for (const w of words) {
    const bare = w.toLowerCase().replace(/[^a-z0-9'-]/g, '');
    const breaks = !bare || STOPWORDS.has(bare) || VERBISH.has(bare) || /,$/.test(w) || (/ed$/.test(bare) && bare.length > 4 && !/(eed|ied)$/.test(bare));
    if (breaks) {
      if (/,$/.test(w) && bare && !STOPWORDS.has(bare) && !VERBISH.has(bare)) run.push(w.replace(/,$/, ''));
      if (run.length) runs.push(run);
      run = [];
    } else run.push(w);
  }
  if (run.length) runs.push(run);
  const named = runs.filter((r) => !/^\d/.test(r[0]) && r.join(' ').length >= 4);
  const best = named.sort((a, b) => Math.min(b.length, 4) - Math.min(a.length, 4))[0];
  return best ? lowerFirst(best.slice(0, 4).join(' ')) : null;
}

/** The subject as an opening sentence: a statement or claim as written, a question with its mark. */
export function asOpening(s: Subject): string {
  const text = upperFirst(s.text.replace(/[.!]+$/, ''));
  if (s.kind === 'question') return /\?$/.test(text) ? text : `${text}?`;
  // The member's news as a noun phrase ("our new office in Lisbon") is said as the sentence it stands for ("We have a
  // new office in Lisbon."), never left bare as the hook (issue 12).
  const news = !s.verb && /^(our|my)\s+new\s+(\S.*)$/i.exec(s.text.replace(/[.!]+$/, ''));
  if (news && !HAS_VERB.test(news[2])) return `${/^our$/i.test(news[1]) ? 'We' : 'I'} have a new ${news[2]}.`;
  // A span of the member's own time ("my first year as a manager") is what it taught, never a bare phrase.
  const span = !s.verb && /^(my|our)\s+(?:first|last|past)\s+(?:\d+\s+|few\s+|two\s+|three\s+|six\s+)?(?:years?|months?|weeks?|days?|decade)\b/i.exec(s.text);
  if (span && !HAS_VERB.test(s.text)) return `What ${lowerFirst(text)} taught ${/^our$/i.test(span[1]) ? 'us' : 'me'}.`;
  return `${text}.`;
}

/** A verb in what follows "our new …" ("our new office opens in May"): the member's own sentence, kept as it is. */
const HAS_VERB = /\b(is|are|was|were|has|have|had|will|opens?|opened|launch(es|ed)?|went|goes|got|just|hit|reached|starts?|started)\b/i;

/** Nouns of something done rather than a thing: "code reviews", "on-call rotations", "onboarding programs". */
const PRACTICE = /^(reviews?|rotations?|on-call|standups?|stand-ups?|meetings?|interviews?|onboarding|hiring|planning|retros?|retrospectives?|process(es)?|programs?|programmes?|outreach|research|testing|management|leadership|mentoring|mentorship|coaching|training|feedback|handovers?|handoffs?|launch(es)?|pricing|sales|marketing|recruiting|recruitment|networking|negotiations?|one-on-ones|1:1s|delegation|documentation|estimates?|estimation|deadlines?|sprints?|work|culture|communication|collaboration|strategy|design|support|reporting|budgeting|forecasting|onboarding programs?)$/i;

/**
 * Whether a claim's or a question's focus names a thing (startups, microservices, remote teams, LLMs) rather than
 * something people do (hiring, code reviews, on-call rotations, remote work): an activity is done well or badly and
 * gets advice on doing it; a thing does not.
 */
export function isThing(focus: string): boolean {
  const words = focus.trim().toLowerCase().replace(/^(the|a|an|our|my|most|many|all)\s+/, '').split(/\s+/).filter(Boolean);
  if (!words.length) return false;
  if (/^[a-z]{3,}ing$/.test(words[0]) && !NOT_GERUNDS.has(words[0])) return false;
  return !PRACTICE.test(words[words.length - 1]);
}

/**
 * What a claim says is not so: "most startups die from indigestion not starvation" denies "most startups die from
 * starvation", "X beats Y" nothing (no "not"). The claim's own words with the denied one in place of the asserted.
 */
const AUXILIARY = /^(is|are|was|were|be|been|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must|it's|that's|just|really|simply|still|certainly|definitely|absolutely|probably|always|often)$/i;

function deniedOf(text: string): string | null {
  const t = text.trim().replace(/[.!]+$/, '');
  // "from indigestion, not starvation", "by shipping fast rather than by planning": the same number of words either side.
  for (const n of [3, 2, 1]) {
    const w = String.raw`[\w'-]+`.concat(String.raw`\s+[\w'-]+`.repeat(n - 1));
    const m = new RegExp(String.raw`^(.{6,}?)\s+(${w}),?\s+(?:not|rather than|instead of)\s+(${w})$`, 'i').exec(t);
    // "is not dead", "do not scale": a negated verb, not a contrast of two things.
    if (m && !AUXILIARY.test(m[2].split(/\s+/).pop() ?? '')) return `${m[1]} ${m[3]}`;
  }
  return null;
}

/**
 * A yes/no question about a thing as the statement a yes would make: "Should startups raise money?" → "startups should
 * raise money", "Are microservices worth it for small teams?" → "microservices are worth it for small teams". Null when
 * the question does not open on its auxiliary and its focus ("Does …", "Why …").
 */
function affirmed(question: string, focus: string): string | null {
  // "Is it worth getting an MBA in 2026?" → "getting an MBA is worth it in 2026".
  const worth = /^is\s+it\s+(?:still\s+|really\s+|ever\s+)?worth\s+(.+?)[?!.]*$/i.exec(question.trim());
  if (worth && focus && worth[1].toLowerCase().startsWith(focus.toLowerCase())) return `${focus} is worth it${worth[1].slice(focus.length)}`;
  const m = /^(should|can|could|will|would|must|is|are)\s+(?:the\s+|most\s+|all\s+)?(.+?)[?!.]*$/i.exec(question.trim());
  if (!m || !focus) return null;
  const rest = m[2];
  if (!rest.toLowerCase().startsWith(`${focus.toLowerCase()} `)) return null;
  return `${focus} ${m[1].toLowerCase()} ${rest.slice(focus.length + 1)}`;
}
