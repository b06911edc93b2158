import type { ComposeContext } from './compose';
import { firstSentence, labelled } from './compose';
import { LIFE_EVENT_TAGS } from './subject';
import { notesFor } from './topics';
import { lowerFirst, shorten, upperFirst, withArticle } from './text';

/**
 * Announcements and thanks. A post that shares news ("starting as Head of Growth at a climate-tech startup", "hiring
 * our first senior backend engineer", "our newsletter reaching 10,000 subscribers") says the news first, in the
 * member's voice, then what it means, who helped and what the reader can do (apply, refer, try it, save a seat).
 * A post that gives credit ("a support engineer who saved a client renewal over a weekend") names the person and
 * what they did, then why it mattered. Story sentences ("The first time hiring our first senior backend engineer
 * really mattered to me, I got it wrong") read wrong for both; so does a practice's advice ("Review how a support
 * engineer who saved a client renewal went every Friday").
 *
 * Every sentence carries something of this subject (the role, the product, the number, the person), so two posts
 * never share a sentence of filler; nothing is invented beyond the framing (no names, no figures).
 */

/** What kind of post a template makes when it is not a story: its catalogue category, as the writer needs it. */
export type Genre = 'announcement' | 'appreciation';

type NewsKind = 'role' | 'hiring' | 'launch' | 'milestone' | 'event' | 'result' | 'change';

interface News {
  kind: NewsKind;
  /** "We" (a team's news) or "I". */
  we: boolean;
  /** The news as one first-person sentence, without its full stop ("I'm starting as Head of Growth at …"). */
  line: string;
  /** The role, the product, the number, the talk: what the news is about, short ("Head of Growth", "Slack bot"). */
  thing: string;
  /** Where ("a climate-tech startup", "a SaaS meetup next month"), when the member said. */
  where: string | null;
  /** What a product does or a talk is about ("writes weekly status reports", "pricing experiments"). */
  about: string | null;
}

interface Credit {
  /** Who is thanked, as the member named them ("a support engineer", "the five people", "our first paying customer"). */
  person: string;
  /** The same, with "the" for a second mention ("the support engineer"), or their name ("Priya"). */
  again: string;
  /** Who they are without a name ("teammate" of "my teammate Priya"): what the hashtags are made from. */
  role: string;
  plural: boolean;
  /** What they did, in the member's words ("saved a client renewal over a weekend"), or null. */
  did: string | null;
  /** What follows a name without a clause ("three years on"). */
  extra: string | null;
  /** What they are thanked for ("the launch" of "thanking my team for the launch"), or null. */
  reason?: string | null;
}

type Part = 'hook' | 'why' | 'detail' | 'outcome' | 'thanks' | 'cta';

/**
 * The post in the genre's voice, or null when the subject does not read as news or as someone to thank ("remote
 * work" with the We're Hiring template): the writer's usual voice writes that one.
 */
/** A subject read as news or thanks: how its post ends, and the post itself. */
export interface GenreWriter {
  /** The closing question, to `to` when given (a follow-up such as "end with a question for CTOs" names whom). */
  closing: (to?: string) => string;
  /** The post for the framework's beats (a default order without them), with what its hashtags are made from. */
  write: (beats: readonly string[] | null) => GenrePost;
}

/**
 * The subject read once in the genre's voice, or null when it does not read as news or as someone to thank ("remote
 * work" with the We're Hiring template): the writer's usual voice writes that one.
 */
export function readGenre(genre: Genre, template: string, c: ComposeContext): GenreWriter | null {
  if (c.contrarian) return null;
  if (genre === 'announcement') {
    const news = readNews(c.subject.text, template);
    if (!news) return null;
    const closing = (to?: string) => newsQuestion(news, c, to);
    // Tags are the member's words as written ("backend engineers"), an acronym's plural aside ("SREs" → #SRE).
    const focus = news.kind === 'event' || news.kind === 'milestone' ? news.about ?? news.thing : news.thing.replace(/\b([A-Z]{2,})s$/, '$1');
    // (Each draft chooses its wording anew: 'try again' writes another.)
    return { closing, write: (beats) => (CHOSEN.delete(news), { paragraphs: told(lay(beats, (part, beat) => newsPart(part, beat, news, c), closing()), c), lead: GENRE_TAGS[news.kind], tagFocus: tagWords(focus), named: nameOf(news) }) };
  }
  const credit = readCredit(c.subject.text);
  if (!credit) return null;
  const closing = (to?: string) => creditQuestion(credit, c, to);
  return { closing, write: (beats) => ({ paragraphs: told(lay(beats, (part, beat) => creditPart(part, beat, credit, c), closing()), c), lead: GENRE_TAGS.credit, tagFocus: tagWords(credit.role) }) };
}

/** "a Slack bot" → "our Slack bot", "Acme Pay", "our newsletter" (of "our newsletter reaching …"), "the Head of Growth role". */
function nameOf(n: News): string | null {
  const our = n.we ? 'our' : 'my';
  if (n.kind === 'launch') return /^(our|my|the|an?|new)\s/i.test(n.thing) ? `${our} ${n.thing.replace(/^(our|my|the|an?)\s+(new\s+)?/i, '')}` : n.thing;
  if (n.kind === 'milestone') return n.about ?? n.thing;
  if (n.kind === 'role') return `the ${n.thing.replace(/^(an?|the)\s+/i, '')} role`;
  // An event's notes are its topic's (public speaking, churn), said under the topic's own name: never "What I keep in
  // mind with talk:", nor with "our webinar" what is true of churn.
  if (n.kind === 'event') return null;
  return n.thing;
}

/** What a long request said after its subject (`Subject.more`), told right after the hook: no fact of the member's is lost. */
function told(paragraphs: string[], c: ComposeContext): string[] {
  const more = c.subject.more?.join(' ');
  return more && !paragraphs.some((p) => p.includes(more)) ? [paragraphs[0], more, ...paragraphs.slice(1)] : paragraphs;
}

/** The hashtag each kind of post leads with (news, thanks, a life event): known LinkedIn tags, not words of the subject. */
export const GENRE_TAGS = { change: '#Announcement', role: '#NewJob', hiring: '#Hiring', launch: '#ProductLaunch', milestone: '#Milestone', event: '#PublicSpeaking', result: '#CaseStudy', credit: '#Gratitude', ...LIFE_EVENT_TAGS } as const;

export interface GenrePost {
  paragraphs: string[];
  /** The hashtag a post of its kind carries (#Hiring, #ProductLaunch, #Gratitude), first of at most three. */
  lead: string;
  /** What the other hashtags are made from: the role, the product, the person ("backend engineer", "Slack bot"). */
  tagFocus: string;
  /** The news's own thing as the post says it again ("our Slack bot", "our newsletter"): what the topic's notes are said of. */
  named?: string | null;
}

/** "our first senior backend engineer" → "backend engineer"; "Head of Growth" → "Growth"; "the five people" → "people". */
function tagWords(phrase: string): string {
  let rest = phrase.replace(/^.*\bof\s+/i, '');
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/^(?:the|our|my|a|an|first|new|next|\d+|two|three|four|five|six|seven|eight|nine|ten)\s+/i, '')];
  const words = rest.split(/\s+/).filter(Boolean);
  return words.slice(-2).join(' ');
}

/** A request with no template that is plainly news ("We're hiring a product designer", "I'm joining Stripe as …"). */
export function plainNews(text: string): boolean {
  const t = text.trim();
  return (
    /^(?:i'm|i am|we're|we are)\s+(?:starting|joining|hiring|launching|opening|moving|leaving|speaking|hosting|releasing)\b/i.test(t) ||
    /^(?:starting|joining)\s+\S+(?:\s+\S+)*\s+as\s+/i.test(t) ||
    // "hiring our first senior backend engineer", "launching my new course": the member's own news ("hiring junior
    // engineers" alone is a topic).
    /^(?:hiring|launching|opening|releasing|welcoming)\s+(?:our|my)\s/i.test(t) ||
    launchOfAThing(t) ||
    /^(?:our|my)\s+\S+(?:\s+\S+){0,3}\s+(?:reaching|hitting|crossing|passing)\s+\d/i.test(t) ||
    // "our clinic scheduling app just hit 10,000 active users", "we just crossed 1,000 customers": a milestone told as done.
    /^(?:our|my)\s+\S+(?:\s+\S+){0,3}\s+(?:just\s+)?(?:hit|reached|crossed|passed|surpassed)\s+\d/i.test(t) ||
    /^(?:we|i)\s+(?:just\s+)?(?:hit|reached|crossed|surpassed)\s+[$£€]?\d/i.test(t) ||
    // "(how) we helped Northwind Logistics cut invoice disputes by 60%": a client's result, told as one.
    HELPED.test(t.replace(/^how\s+(?=(?:we|i)\s)/i, '')) ||
    CHANGE.test(t)
  );
}

/**
 * "our clinic now opens on Saturdays", "our app now supports dark mode", "my bakery now ships nationwide": a change
 * told in the present, news to the people the thing serves (issue 12, second pass).
 */
const CHANGE = /^(our|my)\s+((?:[\p{L}\d'-]+\s+){0,3}?[\p{L}\d'-]+)\s+(?:also\s+)?now\s+([a-z]+s\s+.+|[a-z]+s)$/iu;

/** Whom a thing's change is news to, by what the thing is ("clinic" → patients); its users otherwise. */
const SERVED: [RegExp, string][] = [
  [/\b(clinic|practice|hospital|surgery|pharmacy|ward)$/i, 'patients'],
  [/\b(bakery|shop|store|boutique|brand|business|company|agency|firm|studio|salon|florist|brewery|winery|farm|cafe|café|deli|butcher)$/i, 'customers'],
  [/\b(restaurant|bistro|bar|pub|hotel|kitchen)$/i, 'guests'],
  [/\b(school|class|classroom|course|bootcamp|academy|university|college|program|programme)$/i, 'students'],
  [/\b(gym|club|community|association|coworking|co-working|space)$/i, 'members'],
  [/\b(newsletter|blog|magazine)$/i, 'readers'],
  [/\b(podcast|show)$/i, 'listeners'],
  [/\b(library)$/i, 'visitors'],
];
function servedBy(thing: string, change: string): string | null {
  // Whom the change names ("offers free parking for night shift staff", "pricing for startups") comes first.
  const named = /\sfor\s+((?:(?:our|my|all|new|every)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})$/i.exec(change)?.[1];
  if (named && /(s|staff|people|team|everyone|anyone)$/i.test(named)) return named.replace(/^(?:our|my)\s+/i, '');
  // A team or a department's own way of working is news from it, not for its users ("our design team now runs weekly critiques").
  if (/\b(team|squad|department|dept|office|group|crew|staff|org)$/i.test(thing)) return null;
  return SERVED.find(([re]) => re.test(thing))?.[1] ?? 'users';
}

/**
 * "launching a Slack bot that writes weekly status reports", "releasing Acme Pay, instant payouts for freelancers",
 * "just launched a new app for …": a launch of one particular thing (it has a name, or the member says what it
 * does), which is the member's news even without "our"; "launching a product" or "launching a podcast" alone is a
 * topic to write about.
 */
function launchOfAThing(t: string): boolean {
  const m = /^(?:just\s+)?(?:launching|launched|releasing|released|shipping|shipped|relaunching|relaunched)\s+(?:(?:a|an|the)\s+)?(?:new\s+)?(.+)$/i.exec(t);
  if (!m) return false;
  const rest = m[1];
  // A name the member capitalised in the first words ("Slack bot", "Acme Pay", "v2"), or what the thing does.
  const named = /^(?:[\w-]+\s+){0,2}(?:[A-Z][\w-]*|v\d[\w.]*)\b/.test(rest);
  const does = /^(?:[\w-]+\s+){1,4}?(?:that|which)\s+\w+|^[^,;]+[,;]\s+\w+/i.test(rest);
  return named || does;
}

/** A choice made once for a post's news (a part asked for by two beats reads the same both times). */
const CHOSEN = new WeakMap<News, Map<string, string>>();
function once(n: News, key: string, choose: () => string): string {
  const chosen = CHOSEN.get(n) ?? new Map<string, string>();
  CHOSEN.set(n, chosen);
  if (!chosen.has(key)) chosen.set(key, choose());
  return chosen.get(key)!;
}

function lay(beats: readonly string[] | null, part: (p: Part, beat: string) => string | null, question: string): string[] {
  const steps: [Part, string][] = (beats?.length ? beats : ['Hook', 'Why', 'Details', 'Outcome', 'Thanks', 'Call to action']).map((b, i) => [i === 0 ? 'hook' : partOf(b), b]);
  if (steps[0][0] !== 'hook') steps.unshift(['hook', 'Hook']);
  const out: string[] = [];
  for (const [p, beat] of steps) {
    const text = p === 'cta' && /question to the audience|ask (the )?(audience|readers)/i.test(beat) ? question : part(p, beat);
    // A part of more than one paragraph (a hiring post's how to apply, then whom to pass it to) is laid as such.
    for (const t of text ? text.split('\n\n') : []) if (!out.includes(t)) out.push(t);
  }
  // Every post ends by asking something of the reader: a closing question when the beats gave no call to act.
  if (!steps.some(([p]) => p === 'cta')) out.push(question);
  return out;
}

function partOf(beat: string): Part {
  const s = beat.toLowerCase();
  if (/thank/.test(s)) return 'thanks';
  if (/call to action|invite|apply|refer|save a seat|where to try|tag someone|add theirs|question to the audience/.test(s)) return 'cta';
  if (/^why|why (you|this|they|it)|problem|who has|where it started|where you were|situation|at the time/.test(s)) return 'why';
  if (/proof|outcome|result|next|possible|difference|pay it forward|in common|what made|learned/.test(s)) return 'outcome';
  return 'detail';
}

// ---- news ----------------------------------------------------------------------------------------------------

const NEWS_GERUND = /^(starting|joining|launching|hiring|opening|moving|leaving|speaking|hosting|releasing|shipping|welcoming|returning|relaunching|publishing|giving|running|becoming)\s+(.+)$/i;
const TEAM_GERUND = /^(launching|hiring|opening|releasing|shipping|welcoming|relaunching)$/i;
const PAST: Record<string, string> = { reaching: 'reached', hitting: 'hit', crossing: 'crossed', passing: 'passed', turning: 'turned', celebrating: 'celebrated' };
const EVENT_VERB: Record<string, string> = { talk: 'giving', keynote: 'giving', workshop: 'running', webinar: 'hosting', panel: 'speaking on', session: 'running', meetup: 'hosting', podcast: 'recording' };

/** A time said after a new role ("as CFO in January", "… from Monday", "… next month"). */
const ROLE_WHEN = /\s+(?:(?:in|from|on|starting|this|next)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|spring|summer|autumn|fall|winter|the new year|\d{4})|(?:this|next)\s+(?:week|month|quarter|year)|today|tomorrow)$/i;

/** A time said after a launched thing's name: "after 8 months", "this week", "at last". */
const LAUNCH_WHEN =
  /\s+(?:(?:after|in|within|over)\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|several|many|a few)\s+(?:days?|weeks?|months?|years?)(?:\s+of\s+\w+)?|today|this (?:week|month|year|morning)|next (?:week|month)|at last|finally)$/i;

function readNews(text: string, template: string): News | null {
  const t = text.trim().replace(/[.!]+$/, '');
  const change = CHANGE.exec(t);
  if (change) {
    const we = change[1].toLowerCase() === 'our';
    return { kind: 'change', we, line: `${upperFirst(change[1].toLowerCase())} ${t.slice(change[1].length + 1)}`, thing: change[2], where: servedBy(change[2], change[3]), about: change[3] };
  }
  const ours = /\b(our|we|us)\b/i.test(t) ? true : /\b(my|me)\b/i.test(t) || /\bI\b/.test(t) ? false : null;
  let line: string | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^how\s+(we|i)\s+(.+)$/i.exec(t))) line = `${m[1].toLowerCase() === 'we' ? 'We' : 'I'} ${m[2]}`;
  else if ((m = /^(?:i'm|i am|we're|we are)\s+(\w+ing\s+.+)$/i.exec(t))) line = `${/^we/i.test(t) ? "We're" : "I'm"} ${m[1]}`;
  // "hiring your first salesperson" speaks to the reader: advice on it, not the member's news.
  else if ((m = NEWS_GERUND.exec(t)) && !/^your\b/i.test(m[2]) && (!/^(running|giving|hosting)$/i.test(m[1]) || /\b(talk|keynote|workshop|webinar|panel|session|meetup|conference|event|course|podcast)\b/i.test(m[2]))) line = `${ours ?? TEAM_GERUND.test(m[1]) ? "We're" : "I'm"} ${m[1].toLowerCase()} ${m[2]}`;
  // "just launched a Slack bot that …": told as done, in the team's voice unless the member said "my".
  else if ((m = /^(?:just\s+)?(launched|released|shipped|relaunched)\s+(.+)$/i.exec(t))) line = `${ours === false ? 'I' : 'We'} just ${m[1].toLowerCase()} ${m[2]}`;
  else if ((m = /^(our|my)\s+(.+?)\s+(reaching|hitting|crossing|passing|turning|celebrating)\s+(.+)$/i.exec(t))) line = `${upperFirst(m[1].toLowerCase())} ${m[2]} just ${PAST[m[3].toLowerCase()]} ${m[4]}`;
  else if ((m = /^(our|my)\s+(.+?)\s+(?:just\s+)?(hit|reached|crossed|passed|surpassed)\s+(\d.+)$/i.exec(t))) line = `${upperFirst(m[1].toLowerCase())} ${m[2]} just ${m[3].toLowerCase()} ${m[4]}`;
  else if ((m = /^(reaching|hitting|crossing|passing|celebrating)\s+(.+)$/i.exec(t))) line = `${ours ?? /\b(customers|users|clients|subscribers|members|downloads|signups|orders|ARR|MRR|revenue)\b/i.test(t) ? 'We' : 'I'} just ${PAST[m[1].toLowerCase()]} ${m[2]}`;
  else if ((m = /^((?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+years?\s+(?:at|with|in|as)\s+.+)$/i.exec(t))) line = `Today marks ${lowerFirst(m[1])}`;
  else if ((m = /^(?:a|an|the)\s+(talk|keynote|workshop|webinar|panel|session|meetup|podcast)\s+((?:on|about)\s+.+)$/i.exec(t))) line = `${ours ? "We're" : "I'm"} ${EVENT_VERB[m[1].toLowerCase()]} ${withArticle(m[1].toLowerCase())} ${m[2]}`;
  else if ((m = /^(my|our)\s+(talk|keynote|workshop|webinar|panel|session|meetup|podcast)\s+(.+)$/i.exec(t))) line = `${m[1].toLowerCase() === 'our' ? "We're" : "I'm"} ${EVENT_VERB[m[2].toLowerCase()]} ${withArticle(m[2].toLowerCase())} ${m[3]}`;
  // "we helped a 12-person agency cut …" (said "how we helped …" by the member): a client's result, as the template tells it.
  else if (/^(i|we)\s+(just\s+)?(got|joined|started|launched|shipped|hit|reached|hired|opened|raised|signed|closed|won|passed|became|turned|released|moved|left|published|helped)\b/i.test(t)) line = t.replace(/^i\b/, 'I').replace(/^we\b/, 'We');
  if (!line) return null;
  const we = /^(We|Our)\b/.test(line);
  // A plain statement ("we raised our prices and nobody left") is news only when it says what kind; the template's
  // name decides only for a subject written as news ("starting as …", "how we helped …").
  let kind = kindOf(line, /^(I|We)\s/.test(line) && !/^(I'm|We're)\s/.test(line) && !/^(I|We) helped\b/.test(line) ? '' : template);
  if (kind === 'result' && !/^(I|We) helped\b/.test(line)) return null;
  // News of a kind the line itself does not say ("We're moving our whole company to remote work" with New Role, We're
  // Hiring or Product Launch) is not that news: never "As our moving our whole company …" or "Try moving our whole
  // company … (link in the comments)"; it is written in the usual voice instead.
  // (A client's result, "We helped Northwind cut …", is told as one whatever the template: it is plainly news.)
  if (kind !== 'result' && kindOf(line, '') === 'result') {
    if (!/^(I|We) helped\b/.test(line)) return null;
    kind = 'result';
  }
  const base = { kind, we, line };
  const body = line.replace(/^(?:I'm|We're|I|We|Our|My|Today marks)\s+(?:just\s+)?/, '');
  switch (kind) {
    case 'role': {
      const r = /\bas\s+(?:an?\s+|the\s+|our\s+)?(.+?)(?:\s+(?:at|with|for)\s+(.+))?$/i.exec(body) ?? /promot\w*\s+(?:to\s+)?(?:an?\s+)?(.+?)(?:\s+at\s+(.+))?$/i.exec(body);
      const joining = /^(?:joining|joined)\s+(.+?)(?:\s+as\b|$)/i.exec(body);
      // "as CFO in January": when is said in the news line, not part of the role.
      const thing = (r ? r[1] : joining ? joining[1] : shorten(body, 40)).replace(ROLE_WHEN, '');
      return { ...base, thing, where: r?.[2] ?? (joining && r ? joining[1] : null), about: null };
    }
    case 'hiring': {
      const role = /hir(?:ing|ed)\s+(?:our\s+|my\s+)?(?:first\s+|next\s+|new\s+)?(?:an?\s+|two\s+|three\s+|four\s+|five\s+|\d+\s+)?(.+?)(?:\s+(to|for|in|at|who|that|with)\s+(.+))?$/i.exec(body);
      // "in Berlin", "at Acme": where the job is (a name), never what the role will work on ("What our engineer will work on: Berlin").
      const place = role?.[3] && /^(in|at)$/i.test(role[2]) && /^(?:our\s+|the\s+)?[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)*(?:\s+office)?$/u.test(role[3]) ? role[3] : null;
      return { ...base, thing: role ? role[1] : shorten(body, 40), where: place, about: place ? null : role?.[3] ?? null };
    }
    case 'launch': {
      // "to" says what the thing does only before a verb ("a bot to write status reports"): "shipped our payouts API to
      // 200 merchants" says whom it went to, never "an API that 200 merchants …".
      const p = /(?:launching|launched|releasing|released|shipping|shipped|opening|opened|relaunching|publishing|published)\s+((?:our\s+|my\s+|the\s+|an?\s+)?(?:new\s+)?)(.+?)(?:[,;.!]\s+(.+)|\s+(?:that|which|to(?!\s+(?:\d|a|an|the|our|my|their|all|every|[A-Z])))\s+(.+))?$/i.exec(body);
      // "Acme Pay, instant payouts for freelancers": a name and what it is; "a Slack bot that writes …": a thing and what it does.
      // When it happens is not part of the name ("our assistant after 8 months", "… this week"), and "it takes busywork
      // off their hands" says what the thing does without the pronoun ("an assistant that takes busywork …").
      const said = p ? p[2].replace(LAUNCH_WHEN, '') : null;
      // The thing is its noun phrase, said again and again in the post ("instant payouts", "onboarding checklist");
      // whom it is for ("for 2,000 freelancers on our marketplace …") is said once, with it, and where it went ("to 200
      // merchants …") is the news line's: a long name repeated (or cut to "they for 2,000 freelancers") reads wrong.
      const tail = said && /^[a-z]/.test(said) ? /^((?:\S+\s+){0,3}?\S+?)\s+((?:for|to|on|across|in|at|with|after|from)\s+.+)$/.exec(said) : null;
      const name = tail ? tail[1] : said;
      const forWhom = tail && /^for\s/.test(tail[2]) ? tail[2] : null;
      const does = p ? (p[3] ?? p[4] ?? null)?.replace(/^(?:it|this|which)\s+(?=\w)/i, '') ?? null : null;
      return { ...base, thing: p && name ? (p[1] ? `${p[1].trim().toLowerCase()} ${name}` : name) : shorten(body, 40), where: forWhom, about: does };
    }
    case 'milestone': {
      // The number with the words that say what it counts, up to a small word ("10,000 weekly active users", "5,000
      // subscribers", never "10,000 weekly active").
      const n = /((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+(?:years?|months?)\s+(?:at|with|in|as)\s+.+|[$£€]?\d[\d,.]*\s*(?:%|k|m)?(?:\s+(?!(?:at|in|on|for|with|after|before|from|to|and|by|of|across|since|this|last|in)\b)[a-z-]+){1,3})/i.exec(body);
      const what = /^((?:Our|My)\s+.+?)\s+just\b/.exec(line)?.[1];
      return { ...base, thing: n ? n[1] : shorten(body, 40), where: null, about: what ? lowerFirst(what) : null };
    }
    case 'event': {
      const e = /(talk|keynote|workshop|webinar|panel|session|meetup|podcast)\s+(?:on|about)\s+(.+?)(?:\s+((?:at|on|this|next)\s+.+))?$/i.exec(body);
      // "… at a SaaS meetup next month", "… on March 3": where and when, said in the details.
      const place = e?.[3] && !/^on\s+(?![A-Z0-9])/.test(e[3]) ? e[3].replace(/^(at|on)\s+/i, '') : null;
      return { ...base, thing: e ? e[1].toLowerCase() : 'talk', about: e ? (place ? e[2] : `${e[2]}${e[3] ? ` ${e[3]}` : ''}`) : shorten(body, 40), where: place };
    }
    default: {
      const helped = HELPED_BODY.exec(body);
      return { ...base, thing: helped ? helped[1] : shorten(body, 50), where: null, about: helped ? helped[2] : null };
    }
  }
}

/** "helped a 12-person agency cut client onboarding …": whom the member helped, and what they did. */
const HELPED_BODY = /^helped\s+(.+?)\s+((?:cut|reduce|grow|double|triple|save|ship|launch|get|go|move|win|close|hire|build|fix|turn)\w*\s+.+)$/i;
const HELPED = new RegExp(String.raw`^(?:we|i)\s+${HELPED_BODY.source.slice(1)}`, 'i');

function kindOf(line: string, template: string): NewsKind {
  const l = line.toLowerCase();
  if (/\bhir(ing|ed)\b/.test(l) && !/hiring manager/.test(l)) return 'hiring';
  if (/\b(launch|releas|ship|relaunch|publish)/.test(l)) return 'launch';
  if (/just (reached|hit|crossed|passed|surpassed|turned|celebrated)\b|^today marks\b|^(?:we|i|our\s+\S+(?:\s+\S+){0,3})\s+(?:hit|reached|crossed|passed|surpassed)\s+[$£€]?\d/.test(l)) return 'milestone';
  if (/\b(talk|keynote|workshop|webinar|panel|meetup|conference|podcast)\b/.test(l)) return 'event';
  if (/\b(promot|new role|joining|joined|starting as|started as|becoming|stepping)/.test(l) || /\bas\s+(?:an?\s+|the\s+)?[A-Z]/.test(line)) return 'role';
  if (/just (reached|hit|crossed|passed|turned|celebrated)|\b(subscribers|customers|followers|members|users|anniversary|milestone)\b|\b(years?|months?) (at|with)\b/.test(l)) return 'milestone';
  const n = template.toLowerCase();
  if (/role/.test(n)) return 'role';
  if (/hiring/.test(n)) return 'hiring';
  if (/launch/.test(n)) return 'launch';
  if (/milestone/.test(n)) return 'milestone';
  if (/event|talk/.test(n)) return 'event';
  return 'result';
}

function newsPart(part: Part, beat: string, n: News, c: ComposeContext): string | null {
  const { pick } = c;
  const T = n.thing;
  const at = n.where ? ` at ${n.where}` : '';
  const our = n.we ? 'our' : 'my';
  const aud = c.audience ? lowerFirst(c.audience) : null;
  const b = beat.toLowerCase();
  switch (n.kind) {
    // Only the member's news, their own words and what is true of this kind of news (topic notes): never a reason, a
    // lesson, a perk or a history of theirs they did not give (issue 12).
    case 'role': {
      const job = notesFor(c.subject.text);
      return {
        hook: `${pick(['Some personal news:', 'A new chapter:', 'Personal news, and a big one for me:'])} ${lowerFirst(n.line)}.`,
        why: null,
        detail: job ? labelled('What I keep in mind for the first weeks as ' + withArticle(T), firstSentence(job.truth[0])) : null,
        outcome: job ? labelled(`And what people miss about the first months as ${withArticle(T)}`, firstSentence(job.truth[1])) : null,
        thanks: `Thank you to ${n.where ? `the team at ${n.where}` : 'everyone who made this possible'} for the trust that comes with ${withArticle(T)} role.`,
        cta: `If you're ${withArticle(T)} too${aud ? `, or one of the ${aud} I write for` : ''}, let's connect and compare notes.`,
      }[part];
    }
    case 'hiring': {
      const role = T.replace(/s$/, '');
      const roles = role === T ? 'role' : 'roles';
      const near = n.where ? ` in or near ${n.where.replace(/^(?:our|the)\s+/i, '')}` : '';
      // The post is about the role(s) the member named, never advice on hiring: who, where, and how to apply (issue 12,
      // second pass). How to apply is a message to the member: a link, a salary or a perk they did not give is not
      // written, nor who will thrive (every sentence names the role, so two hiring posts never share one).
      const owns = n.about ? (/^own\s/.test(n.about) ? `What our ${role} will own: ${n.about.replace(/^own\s+/, '')}.` : `What our ${role} will work on: ${n.about}.`) : null;
      // Picked once a post: two beats that ask for the details say them in one wording, never twice in two.
      const who = once(n, 'who', () => pick([`If you're ${withArticle(role)}${near} and this could be your next role, I'd like to hear from you.`, `If this could be your next role and you're ${withArticle(role)}${near}, I'd like to hear from you.`]));
      return {
        hook: `${n.line}.`,
        why: null,
        detail: [owns, who].filter(Boolean).join('\n\n'),
        outcome: null,
        thanks: null,
        cta: [
          `To apply, or to ask about the ${role} ${roles} first, send me a message with your CV or a link to your work.`,
          `${upperFirst(role)}s: if there's something you'd want to know about the ${roles} before you apply, ask it in the comments.`,
          `If you know ${withArticle(role)}${near} who should see this, send it their way.`,
        ].join('\n\n'),
      }[part];
    }
    case 'change': {
      // What changed, said to whom it is news ("News for our patients: …"), and what they can do about it: no reason, no
      // date and no number the member did not give.
      // Whom the member named ("for night shift staff") as they said it; the people the thing serves as "our patients".
      const whom = n.where && n.about && new RegExp(`\\sfor\\s+(?:our\\s+|my\\s+)?${n.where}$`, 'i').test(n.about) ? n.where : n.where ? `${our} ${n.where}` : null;
      return {
        // Said once: "Good news for night shift staff: our hospital now offers free parking.", never "… for night shift staff" twice.
        hook: whom ? `${pick(['News for', 'Good news for'])} ${whom}: ${lowerFirst(whom === n.where ? n.line.replace(new RegExp(`\\s+for\\s+(?:our\\s+|my\\s+)?${n.where}$`, 'i'), '') : n.line)}.` : `${pick(['Some news:', 'A change worth sharing:'])} ${lowerFirst(n.line)}.`,
        why: null,
        detail: null,
        outcome: null,
        thanks: null,
        cta: `${pick(['Questions about it? Send me a message.', 'If you have questions, send me a message.'])} And if you know someone who'd want to hear this, please share it with them.`,
      }[part];
    }
    case 'launch': {
      // "a Slack bot" → "our Slack bot" after its first mention; a name ("Acme Pay") stays as it is.
      const named = !/^(our|my|the|an?|new)\s/i.test(T);
      const T0 = T.replace(/^(our|my|the|an?)\s+(new\s+)?/i, '');
      const ref = named ? T0 : `${our} ${T0}`;
      // "instant payouts do", "our payouts API does": the verb agrees with the thing's last word.
      const many = /^[a-z]+[^su's]s$/.test(T0.split(/\s+/).pop() ?? '');
      const v = (one: string, more: string) => (many ? more : one);
      // What it is whole: the noun phrase, whom it is for, and what it does ("a reconciliation tool that matches …").
      const whole = n.where ? `${T0} ${n.where}` : T0;
      const what = n.about ? (named ? `${whole}, ${n.about}` : withArticle(`${whole} that ${n.about.replace(/^that\s+/, '')}`)) : null;
      // What it does, in the member's own clauses ("arrive in seconds and cost nothing to set up"): a list only when
      // they said more than one thing; nothing when they said nothing (a bullet that fits any product is filler).
      const does = n.about ? clausesOf(n.about) : [];
      return {
        hook: `${n.line}.`,
        why: null,
        detail:
          does.length >= 2
            ? `What ${ref} ${v('does', 'do')}, in short:\n${does.map((d) => `• ${upperFirst(d)}`).join('\n')}`
            : what && what.length > T0.length + 12
              ? `What we built, in one sentence: ${what}.`
              : null,
        // (What is true of launches in general comes from the topic notes after the beats: compose.ts fillFromNotes.)
        outcome: null,
        thanks: null,
        // (A link only when the member gave one: never promised.)
        cta: c.link
          ? `Try ${ref} (link in the comments) and tell me what ${v('it gets', 'they get')} wrong: for ${ref}, that's the feedback I want most.`
          : `Want to try ${ref}? Send me a message, and tell me what ${v('it gets', 'they get')} wrong: for ${ref}, that's the feedback I want most.`,
      }[part];
    }
    case 'milestone': {
      const what = n.about ?? `${our} work`;
      const span = /^(.+?)\s+(?:years?|months?)\s+(?:at|with|in|as)\s+(.+)$/i.exec(T);
      if (span) {
        const place = span[2];
        return {
          hook: `${n.line}. Thank you.`,
          why: null,
          detail: null,
          outcome: null,
          thanks: `To everyone at ${place} who was part of ${T}: thank you.`,
          cta: newsQuestion(n, c),
        }[part];
      }
      // "10,000 subscribers": people who each chose it, which is true of any count of people and says nothing else.
      const people = /\b(subscribers|readers|listeners|users|customers|members|followers|clients|students|downloads)\b/i.test(T);
      return {
        hook: `${n.line}. Thank you.`,
        why: null,
        detail: people ? `Behind ${T} are people who each chose ${what}, one at a time.` : null,
        outcome: null,
        thanks: people ? `Thank you to every one of the ${T}, and to everyone who told a friend about ${what}.` : `Thank you to everyone who was part of ${what} on the way to ${T}.`,
        cta: newsQuestion(n, c),
      }[part];
    }
    case 'event': {
      const topic = n.about ?? T;
      return {
        hook: `${n.line}.`,
        why: null,
        // (The way to join is a link only when the member gave one; otherwise a message to the member.)
        detail: c.link
          ? `The details${n.where ? `: ${n.where}` : ''}. The link to join the ${n.thing} on ${shorten(topic, 40)} is in the comments.`
          : n.where && !n.line.toLowerCase().includes(n.where.toLowerCase()) ? `The details: ${n.where}.` : null,
        outcome: null,
        thanks: null,
        cta: c.link
          ? `Save a seat (link in the comments), or send me your question about ${shorten(topic, 50)} for the Q&A.`
          : `Save a seat by sending me a message, or leave your question about ${shorten(topic, 50)} in the comments for the Q&A.`,
      }[part];
    }
    default: {
      const client = n.about ? n.thing : null;
      // How, when the member said it ("by replacing their spreadsheets with our workflow builder"); nothing when not.
      const how = n.about ? /\b(by\s+\w+ing\b.+)$/i.exec(n.about)?.[1] ?? null : null;
      return {
        hook: `${n.line}.`,
        why: null,
        detail: client && how ? `How we did it with ${client}: ${how}.` : null,
        // The outcome without the how, which "How we did it" says already.
        outcome: client && n.about ? `The outcome: ${client} ${pastOf(how ? n.about.slice(0, n.about.length - how.length).trim() : n.about)}.` : null,
        thanks: null,
        cta: client ? `If your team is where ${client} was, send me a message.` : `If you're facing something like ${shorten(T, 50)}, send me a message.`,
      }[part];
    }
  }
}

/**
 * "arrive in seconds and cost nothing to set up" → its clauses, split where each starts on a verb of the same form as
 * the first ("writes …, posts …"); one clause when the "and" joins two things ("our builder and weekly check-ins").
 */
function clausesOf(about: string): string[] {
  const parts = about.split(/,\s+(?:and\s+)?|\s+and\s+/).map((x) => x.trim()).filter(Boolean);
  if (parts.length < 2) return [about];
  const first = (x: string) => x.split(/\s+/)[0];
  const third = (w: string) => /[^s]s$/.test(w);
  const NOT_VERB = /^(?:the|a|an|our|my|their|your|its|this|that|these|those|weekly|daily|monthly|every|each|all|some|more|less|new|\d[\d,.]*|in|on|at|for|with|to|from|by|of)$/i;
  const ok = parts.every((x) => x.split(/\s+/).length >= 2 && /^[a-z]/.test(x) && !NOT_VERB.test(first(x)) && third(first(x)) === third(first(parts[0])));
  return ok ? parts : [about];
}

/** "cut client onboarding from three weeks to five days" → "cut …" (already a past form for most verbs after "helped"). */
function pastOf(clause: string): string {
  const [verb, ...rest] = clause.split(/\s+/);
  const v = verb.toLowerCase();
  const irregular: Record<string, string> = { cut: 'cut', get: 'got', go: 'went', win: 'won', build: 'built', grow: 'grew' };
  const past = irregular[v] ?? (/e$/.test(v) ? `${v}d` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ied` : /ed$/.test(v) ? v : `${v}ed`);
  return [past, ...rest].join(' ');
}

// ---- credit -----------------------------------------------------------------------------------------------------

const PERSON = /\b(agency|company|firm|studio|brand|startup|school|people|person|engineers?|developers?|designers?|managers?|customers?|clients?|mentors?|colleagues?|teammates?|team|boss|founders?|teachers?|coaches?|leads?|interns?|nurses?|doctors?|reps?|analysts?|writers?|creators?|friends?|partners?|users?|volunteers?|parents?|mom|dad|someone|everyone|CEO|CTO|CFO|recruiters?|hires?|members?)$/i;

/** "Shout-out to …", "a thank-you to …", "credit to …", "thank …": the ask, not who is thanked. */
const CREDIT_WRAPPER = /^(?:(?:a|an|my|our)\s+)?(?:shout[- ]?out|thank[- ]you(?: note)?|thanks|credit|kudos|appreciation)\s+(?:post\s+)?(?:to|for)\s+|^(?:thank|thanking|appreciate|appreciating|celebrate|celebrating|credit|crediting)\s+(?=(?:my|our|the|a|an)\s)/i;

/** A request with no template that asks to thank someone ("Shout-out to my teammate Priya who …"). */
export function asksToThank(text: string): boolean {
  return CREDIT_WRAPPER.test(text.trim());
}

function readCredit(text: string): Credit | null {
  const t = text.trim().replace(/[.!]+$/, '').replace(CREDIT_WRAPPER, '');
  const clause = /^(.+?)\s+(?:who|that)\s+(.+)$/i.exec(t);
  const comma = clause ? null : /^(.+?),\s+(.+)$/.exec(t);
  // "my team for the launch": who, and what they are thanked for.
  const forWhat = clause || comma ? null : /^(.+?)\s+for\s+(.+)$/i.exec(t);
  const person = lowerFirst((clause?.[1] ?? comma?.[1] ?? forWhat?.[1] ?? t).trim());
  // "my teammate Priya", "my mentor Sam": a role and a name; the name is how the post says them again.
  const named = /^(.+?\S)\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)$/.exec(person);
  // Someone, not an activity: "a support engineer", "our first customer", "five data engineers", not "hiring junior engineers".
  const someone = /^(?:a|an|the|my|our|one|two|three|four|five|six|seven|eight|nine|ten|\d+|every|some)\s/i.test(person);
  if (!someone || !PERSON.test(named ? named[1] : person) || person.split(/\s+/).length > 6) return null;
  const head = (named ? named[1] : person).split(/\s+/).pop() ?? '';
  return {
    person,
    role: named ? named[1] : person,
    again: named ? named[2] : person.replace(/^(?:a|an|one)\s+/i, 'the ').replace(/^(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+/i, 'the '),
    plural: /^people$/i.test(head) || (/[^s]s$/i.test(head) && !/^(boss)$/i.test(head)),
    did: clause?.[2] ?? null,
    extra: comma?.[2] ?? null,
    reason: forWhat?.[2] ?? null,
  };
}

/** A clause in the past ("saved a client renewal"), not a habit ("explain things better than any course"). */
const PAST_CLAUSE = /^(?:\w+ed|took|gave|made|built|rebuilt|saw|ran|wrote|kept|taught|told|held|found|brought|won|got|stood|stepped|came|went|spent|put|led|let|bet|said|left|sent|did)\b/i;

function newsQuestion(n: News, c: ComposeContext, asked?: string): string {
  const who = asked ?? c.audience;
  const to = who && who.length <= 60 ? `${upperFirst(lowerFirst(who))}: ` : '';
  const T = shorten(n.thing, 50);
  // The reader is asked about their own: "your payouts API", never "our payouts API".
  const yours = (x: string) => x.replace(/\b(my|our)\b/g, 'your');
  const q: Record<NewsKind, string> = {
    role: `what would you focus on first as ${withArticle(T.replace(/^(an?|the)\s+/i, ''))}?`,
    change: `what else would you like to see from ${n.we ? 'us' : 'me'}?`,
    hiring: `what do you look for first in ${withArticle(T.replace(/s$/, '').replace(/^(an?|the)\s+/i, ''))}?`,
    // "a Slack bot", "an onboarding checklist", "instant payouts" (a plural takes no article), "Acme Pay" (a name).
    launch: `what would you want ${/^[A-Z][a-z]+[A-Z]|^[A-Z][\w-]*$/.test(T) ? T : ((bare) => (/^[a-z]+[^su's]s$/.test(bare.split(/\s+/).pop() ?? '') ? bare : withArticle(bare)))(T.replace(/^(an?|the|our|my)\s+/i, ''))} to do for you?`,
    milestone: `what almost stopped you before a milestone like ${T}?`,
    event: `what's the one question about ${yours(shorten(n.about ?? T, 50))} you'd want answered?`,
    result: `what would you have tried first with ${yours(shorten(n.kind === 'result' && n.about ? n.thing : c.subject.focus, 50))}?`,
  };
  return upperFirst(`${to}${q[n.kind]}`);
}

function creditQuestion(p: Credit, c: ComposeContext, asked?: string): string {
  const who = asked ?? c.audience;
  const to = who && who.length <= 60 ? `${upperFirst(lowerFirst(who))}: who` : 'Who';
  return `${to} would you thank the way I thank ${p.again} here?`;
}

function creditPart(part: Part, beat: string, p: Credit, c: ComposeContext): string | null {
  const { pick } = c;
  const whoDid = p.did ? `${p.person} who ${p.did}` : p.extra ? `${p.person}, ${p.extra}` : p.person;
  const Again = upperFirst(p.again);
  const b = beat.toLowerCase();
  return {
    hook: p.did
      ? pick([`Credit where it's due: ${p.person} ${p.did}.`, `I want to give credit to ${whoDid}.`])
      : p.reason
        ? `${upperFirst(p.person)} ${p.plural ? 'deserve' : 'deserves'} the credit for ${p.reason}, and this post is for them.`
        : `${upperFirst(whoDid)}: this post is for ${p.plural ? 'them' : 'you'}.`,
    // Only what the member said of them: never a risk they took, where the member was, what they "missed" or what the
    // member learned, unless the member said it (issue 12).
    why: null,
    // A team thanked "for shipping the new app in 10 weeks": the work itself, said as theirs (never "what my team did for
    // shipping …").
    // So is one person's ("covering my classes while I was sick was Maria's doing", never "What Maria did for covering …").
    detail: p.did ? null : p.reason ? (/^[a-z]{3,}ing\s/i.test(p.reason) ? `${upperFirst(p.reason)} was ${p.plural || /\bteam\b/i.test(p.person) ? 'their work' : `${p.again}'s doing`}, and it deserves to be said in public, by name.` : `What ${p.again} did for ${p.reason} deserves to be said in public, by name.`) : null,
    outcome: null,
    // A name says what they did by name ("What Priya did deserves …"); a role says it of them.
    thanks: p.again !== p.person && /^[A-Z]/.test(p.again) ? `What ${p.again} did deserves more than a quick thank-you in a meeting, so here it is in public. Thank you, ${p.again}.` : `Thank you to ${p.again}: what they did deserves more than a quick thank-you in a meeting, so here it is in public.`,
    cta: /tag/.test(b)
      ? `Tag the ${p.role.replace(/^(?:the|our|my|a|an)\s+/i, '')} on your own team who deserves the same credit, and tell them why.`
      : /add|follow/.test(b)
        ? `Who would you add to a list like ${p.again}? Share the names below.`
        : creditQuestion(p, c),
  }[part];
}

