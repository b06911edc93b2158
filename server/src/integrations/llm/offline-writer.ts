/**
 * The offline writer: when no model is configured in local mode, it composes a real post from the member's
 * request, the chosen framework's structure and the persona, so the product can be tried at once. It follows
 * the same rules as the prompt asks of a model (a hook before the fold, short paragraphs, a closing question,
 * at most three hashtags, plain text, under 3000 characters) and streams in small chunks, so the browser takes
 * the same path as with a model. It invents no facts: no numbers, names or results the member did not give.
 */

export const OFFLINE_MODEL = 'offline-writer';

export interface OfflinePersona {
  job_title: string;
  industry: string;
  audience: string;
  tone: string;
  self_description: string;
}

export interface OfflineBrief {
  /** What the member typed. */
  userInput: string;
  persona: OfflinePersona | null;
  /** The framework to follow: its name and its steps in order. */
  framework: { name: string; structure: string[] } | null;
  /** A viral post given as inspiration: its shape is borrowed, never its words. */
  viralContext: string | null;
  /** The last reply of this chat when the member asks for a change to it. */
  previousDraft: string | null;
  /** The chat's first request: what a follow-up such as "make it funnier" is about. */
  topicHint?: string | null;
  /** Fixes the choices (tests); a new seed per call otherwise, so two drafts differ. */
  seed?: number;
}

type Section = 'hook' | 'why' | 'story' | 'turn' | 'lesson' | 'list' | 'mistakes' | 'myth' | 'truth' | 'prediction' | 'signals' | 'behind' | 'sides' | 'poll' | 'question';
type TopicKind = 'noun' | 'clause' | 'statement' | 'question';
type ToneKey = 'authoritative' | 'friendly' | 'inspiring' | 'witty' | 'analytical' | 'story';

interface Ctx {
  topic: string;
  /** The topic as it reads at the start of a sentence. */
  Topic: string;
  /** True when the topic reads as a noun phrase ("remote work"), false for a clause ("how I got hired"). */
  noun: boolean;
  /**
   * How the topic reads: a noun phrase ("remote work"), a clause ("how I got hired"), a statement or claim
   * ("We raised our seed round", "Cold outreach is not dead") or a question. Statements and questions open the
   * post as they are; only nouns and clauses fit into "Let me tell you about ...".
   */
  kind: TopicKind;
  /** How later paragraphs refer to the topic: itself when a noun phrase, else 'this'. */
  ref: string;
  role: string | null;
  industry: string | null;
  audience: string | null;
  about: string | null;
  tone: ToneKey;
  pick: <T>(items: readonly T[]) => T;
  listShape: boolean;
}

/** Composes the whole post. */
export function composeOfflinePost(brief: OfflineBrief): string {
  const rand = mulberry32(hash(brief.userInput) ^ (brief.seed ?? (Date.now() ^ Math.floor(Math.random() * 2 ** 31))));
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  // "Rewrite this post ...:\n\n<the post>" (a library post sent for rework) revises the quoted post.
  const rework = /^((?:rewrite|improve|polish|rework|edit|tighten)\b[^\n]*)\n\s*\n([\s\S]+)$/i.exec(brief.userInput.trim());
  if (rework && !brief.previousDraft) {
    const post = rework[2].trim();
    brief = { ...brief, userInput: rework[1], previousDraft: post, topicHint: post.split('\n')[0].replace(/[.!?]+$/, '') };
  }
  const previous = brief.previousDraft?.trim() || null;
  let toneOverride: ToneKey | null = null;
  if (previous) {
    const revised = revise(previous, brief.userInput, pick, brief);
    if (typeof revised === 'string') return finish(revised);
    if (revised) {
      toneOverride = revised.tone;
      brief = { ...brief, userInput: revised.topic };
    }
  }
  const ctx = context(brief, pick);
  if (toneOverride) ctx.tone = toneOverride;
  const sections = plan(brief.framework?.structure ?? null, ctx);
  const paragraphs: string[] = [];
  for (const section of sections) {
    const text = write(section, ctx, paragraphs.length === 0);
    if (text) paragraphs.push(text);
  }
  if (!sections.includes('question')) paragraphs.push(write('question', ctx, false));
  const tags = hashtags(ctx);
  return finish(`${paragraphs.join('\n\n')}${tags ? `\n\n${tags}` : ''}`);
}

/** Streams the post in small chunks (a few words each), pausing between them like a model would. */
export async function* streamOfflinePost(
  brief: OfflineBrief,
  { signal, chunkDelayMs = 12 }: { signal?: AbortSignal; chunkDelayMs?: number } = {},
): AsyncGenerator<string, void, undefined> {
  const text = composeOfflinePost(brief);
  const pieces = text.match(/\S+\s*|\s+/g) ?? [text];
  for (let i = 0; i < pieces.length; i += 3) {
    if (signal?.aborted) return;
    if (chunkDelayMs > 0) await sleep(chunkDelayMs, signal);
    if (signal?.aborted) return;
    yield pieces.slice(i, i + 3).join('');
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** Words that make weak hashtags on their own (#Today, #First, #Round). */
const WEAK_TAGS = new Set(
  'today yesterday tomorrow week weeks month months year years first last next new got get gets getting just after before since finally again still time times day days thing things lot lots hard good great best big small round part parts way ways people someone something everything nothing journey story lesson lessons'.split(' '),
);

const STOPWORDS = new Set(
  'a an the and or but of for to in on at by with about from into over under my our your their his her its this that these those is are was were be been being have has had do does did i we you they it me us them how what why when where which who whom than then just very really more most less least some any every each can could should would will shall may might must not no yes so if as up out off down post linkedin write create draft generate make compose help please short long quick story article update'.split(' '),
);

function context(brief: OfflineBrief, pick: Ctx['pick']): Ctx {
  const topic = extractTopic(brief.userInput);
  const persona = brief.persona;
  const clean = (v: string | undefined | null) => (v && v.trim() ? v.trim().replace(/[.!]+$/, '') : null);
  const viral = brief.viralContext ?? '';
  const kind = topicKind(topic, brief.userInput);
  const noun = kind === 'noun';
  return {
    topic: lowerFirst(topic),
    Topic: upperFirst(topic),
    noun,
    kind,
    ref: noun ? lowerFirst(topic) : 'this',
    role: clean(persona?.job_title),
    industry: clean(persona?.industry),
    audience: clean(persona?.audience),
    about: clean(persona?.self_description),
    tone: toneKey(persona?.tone ?? ''),
    pick,
    // A viral post made of short list lines lends its list shape, never its words.
    listShape: (viral.match(/^\s*(?:[-•*→✅]|\d+[.)])\s+/gm) ?? []).length >= 3,
  };
}

/** Strips the request wrapper ("write a post about ...") and keeps the subject, at most ~110 characters. */
export function extractTopic(input: string): string {
  const original = input.trim().replace(/\s+/g, ' ');
  let t = original
    .replace(/^(hey|hi|hello)[,!.\s]+/i, '')
    .replace(/^(please\s+)?((can|could|would) you\s+)?(please\s+)?(help me\s+)?(to\s+)?(write|create|draft|generate|make|compose|give me|craft)\s+(me\s+)?/i, '')
    .replace(/^(a|an|one|the)\s+/i, '')
    .replace(/^((short|long|quick|viral|engaging|catchy|punchy|professional|funny|new)\s+)*/i, '')
    .replace(/^(linkedin\s+)?(post|article|update|story|caption|piece)s?\s*/i, '')
    .replace(/^(using|with|in|following)\s+(the|a|an|this|my)?\s*[\w&' -]{1,40}?\s+(template|framework|format|structure)\s*/i, '')
    .replace(/^[\w&'-]+(?:\s+[\w&'-]+){0,3}\s+(post|article|update|story)\s+(about|on|regarding)\s+(?=\S)/i, '')
    .replace(/^(inspired by|based on)\s+(this|the|a)\s+(viral\s+)?post\s*/i, '')
    .replace(/^(about|on|for|regarding|around|covering|sharing|that explains|explaining|describing|on the topic of)\s+/i, '')
    .replace(/\s*(please|thanks|thank you)[.!]*$/i, '')
    .replace(/\s+(about|on|for|regarding)$/i, '')
    .replace(/[.!?:;,\s]+$/, '')
    .trim();
  if (t.length < 3) t = original.replace(/[.!?:;,\s]+$/, '');
  if (t.length > 110) {
    const cut = t.slice(0, 110);
    const space = cut.lastIndexOf(' ');
    t = (space > 60 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '');
  }
  return t || 'what I learned this week';
}

/** A short topic that does not start like a clause or a sentence. */
function isNounPhrase(topic: string): boolean {
  if (topic.split(/\s+/).length > 5) return false;
  return !/^(how|why|what|when|where|who|which|whether|if|i|i'm|i've|i'd|my|we|we're|our|you|your|lessons?|the (day|time|moment)|things|\d+|is|are|do|does|should|can|it|there|this|that)\b/i.test(topic);
}

/** Reads the topic as a noun phrase, a clause, a first-person statement or claim, or a question. */
export function topicKind(topic: string, input: string): TopicKind {
  const t = topic.trim();
  if (/\?\s*$/.test(input.trim()) || /^(should|can|could|is|are|was|were|do|does|did|will|would|has|have|am)\b/i.test(t)) return 'question';
  if (/^(i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|my|our|just|today|this (week|year|month))\b/i.test(t)) return 'statement';
  // A subject with a verb ("cold outreach is not dead") is a claim, not a thing to talk about.
  if (/\b(is|are|was|were|isn't|aren't|wasn't|has|have|had|will|won't|can't|don't|doesn't|didn't|got|became|made)\b/i.test(t) && !/^(how|why|what|when|where|who|which|whether)\b/i.test(t)) {
    return 'statement';
  }
  // "hiring my first employee" is about the member, not a topic most teams get backwards.
  if (isNounPhrase(t) && !/\b(i|me|my|we|us|our)\b/i.test(t)) return 'noun';
  return 'clause';
}

function toneKey(tone: string): ToneKey {
  const t = tone.toLowerCase();
  if (/witty|humou?r|funny|playful/.test(t)) return 'witty';
  if (/analytic|data/.test(t)) return 'analytical';
  if (/inspir|motivat/.test(t)) return 'inspiring';
  if (/story|personal/.test(t)) return 'story';
  if (/friendly|conversational|casual/.test(t)) return 'friendly';
  return 'authoritative';
}

/** The framework's steps → the sections to write; without a framework, a shape that suits the tone. */
function plan(structure: string[] | null, ctx: Ctx): Section[] {
  if (structure && structure.length > 0) {
    const sections = structure.map(classify);
    // A myth or a prediction opens the post only when the topic can be named in it; else a hook comes first.
    const opensAlone = sections[0] === 'hook' || sections[0] === 'question' || ((sections[0] === 'myth' || sections[0] === 'prediction') && ctx.noun);
    if (!opensAlone) sections.unshift('hook');
    // The closing question always comes last, once.
    let body = sections.filter((s, i) => s !== 'question' || i === 0);
    if (body[0] === 'question') body[0] = 'hook';
    // Each kind of paragraph once (two lessons read as the same point twice); the lesson follows the turn.
    body = body.filter((s, i) => body.indexOf(s) === i);
    const turn = body.indexOf('turn');
    const lesson = body.indexOf('lesson');
    if (turn > lesson && lesson >= 0) {
      body.splice(lesson, 1);
      body.splice(body.indexOf('turn') + 1, 0, 'lesson');
    }
    return dedupe([...body, 'question']);
  }
  if (ctx.listShape || ctx.tone === 'analytical') return ['hook', 'story', 'list', 'lesson', 'question'];
  if (ctx.tone === 'authoritative') return ctx.pick([['hook', 'myth', 'truth', 'list', 'question'], ['hook', 'story', 'list', 'lesson', 'question']] as Section[][]);
  return ['hook', 'story', 'turn', 'lesson', 'question'];
}

function dedupe(sections: Section[]): Section[] {
  return sections.filter((s, i) => i === 0 || s !== sections[i - 1]);
}

/** Maps a framework step ("The turning point", "Top 3 mistakes", "Call to action") to a section. */
export function classify(step: string): Section {
  const s = step.toLowerCase();
  // "Hook: the prediction" opens with the prediction itself; "Hook: the question" with the question.
  const opener = /^hook\s*[:\-–]\s*(?:the\s+)?(prediction|myth|question)\b/.exec(s);
  if (opener) return opener[1] === 'prediction' ? 'prediction' : opener[1] === 'myth' ? 'myth' : 'question';
  if (/what went wrong|what you tried|tried first|at first/.test(s)) return 'story';
  if (/hook|opening|headline|attention|bold (claim|statement)|first line/.test(s)) return 'hook';
  if (/question|cta|call to action|engage|invite|ask|discussion|comment/.test(s)) return /poll/.test(s) ? 'poll' : 'question';
  if (/poll|option|vote/.test(s)) return 'poll';
  if (/why (people|we|they|it|most)|where it comes from|root cause/.test(s)) return 'why';
  if (/myth|misconception|belief|people think|common (view|wisdom)/.test(s)) return 'myth';
  if (/truth|reality|actually|fact/.test(s)) return 'truth';
  if (/predict|future|trend|next (year|decade)/.test(s)) return 'prediction';
  if (/signal|evidence|sign|data|proof/.test(s)) return 'signals';
  if (/mistake|pitfall|wrong/.test(s)) return 'mistakes';
  if (/tip|step|list|how to|framework|action|instead|advice|prepare|what to do/.test(s)) return 'list';
  if (/behind|scene|what people see|reality check|process/.test(s)) return 'behind';
  if (/side|perspective|argument|both|debate|counter/.test(s)) return 'sides';
  if (/turn|change|shift|breakthrough|moment|comeback|solution|result|what worked|what you did|applied|outcome/.test(s)) return 'turn';
  if (/lesson|takeaway|insight|learn|moral|why it matters|reflection|conclusion|nuance|reason/.test(s)) return 'lesson';
  if (/story|journey|struggle|challenge|obstacle|problem|failure|setback|context|background|mentor|client|situation|before/.test(s)) return 'story';
  return 'lesson';
}

function write(section: Section, c: Ctx, first: boolean): string {
  const { pick, topic, Topic, ref } = c;
  const asRole = c.role ? `as ${withArticle(roleText(c.role))}` : 'in my work';
  const inIndustry = c.industry ? ` in ${c.industry}` : '';
  const forAudience = c.audience ? c.audience : 'the people I work with';
  switch (section) {
    case 'hook': {
      // The topic as a headline fits every kind of topic; "about ..." needs a noun or a clause; the last set a noun.
      const mark = c.kind === 'question' ? '?' : '.';
      const head = `${Topic}${mark}`;
      const headline: Record<ToneKey, string[]> = {
        authoritative: [`${head}\nMost of the advice about it skips the part that actually matters.`],
        friendly: [`${head}\nI used to overthink this. A lot.`],
        inspiring: [`${head}\nIt felt impossible until it didn't.`],
        witty: [`${head}\nOr: how I learned to stop pretending I had it figured out.`],
        analytical: [`${head}\nI looked at what actually moves the needle, and it isn't what I expected.`],
        story: [`${head}\nA short story about it, and what it taught me.`],
      };
      const about: Record<ToneKey, string[]> = {
        authoritative: [`I've changed my mind about ${topic}.\nHere is what changed it.`],
        friendly: [`Can I be honest about ${topic} for a minute?`, `A conversation this week about ${topic} stuck with me.`],
        inspiring: [`One of the best things I did for my career had to do with ${topic}.`],
        witty: [`I tried to be clever about ${topic}.\nReality had other plans.`],
        analytical: [`I spent a few weeks paying close attention to ${topic}.\nThe pattern was hard to miss.`],
        story: [`Let me tell you about ${topic}, and the lesson that came with it.`],
      };
      const statement: Record<ToneKey, string[]> = {
        authoritative: [`${head}\nHere is what it taught me, without the polished version.`],
        friendly: [`${head}\nThe honest version is messier than the headline, so here it is.`],
        inspiring: [`${head}\nIf you're in the middle of something similar, this one is for you.`],
        witty: [`${head}\nNobody warned me about the parts in between.`],
        analytical: [`${head}\nLooking back, the pattern behind it is clearer than it felt at the time.`],
        story: [`${head}\nThe story behind it is messier than the headline.`],
      };
      const question: Record<ToneKey, string[]> = {
        authoritative: [`${head}\nMy answer has changed over the years. Here is where I landed.`],
        friendly: [`${head}\nI've gone back and forth on this more than I'd like to admit.`],
        inspiring: [`${head}\nI used to think the answer was obvious. It wasn't.`],
        witty: [`${head}\nI asked three people and got four opinions.`],
        analytical: [`${head}\nThe honest answer: it depends, but less than people think.`],
        story: [`${head}\nA moment this year answered it for me.`],
      };
      const noun: Record<ToneKey, string[]> = {
        authoritative: [`Most teams${inIndustry} get ${topic} backwards.`, `${Topic} is not a talent problem. It's a habits problem.`],
        friendly: [`Real talk: ${topic} is harder than it looks from the outside.`],
        inspiring: [`You don't need permission to get better at ${topic}.`],
        witty: [`Nobody puts ${topic} on their vision board. Maybe they should.`],
        analytical: [`We measure a lot of things. ${Topic} is rarely one of them.`],
        story: [`I still remember the first time ${topic} really mattered to me.`, `A while ago I got ${topic} wrong.\nHere's what happened next.`],
      };
      const options: Record<TopicKind, string[]> = {
        noun: [...headline[c.tone], ...about[c.tone], ...noun[c.tone]],
        clause: [...headline[c.tone], ...about[c.tone]],
        statement: [...headline[c.tone], ...statement[c.tone]],
        question: [...question[c.tone], ...(c.tone === 'witty' || c.tone === 'story' ? [] : headline[c.tone])],
      };
      const hook = pick(options[c.kind]);
      return hook.length < 200 ? hook : head;
    }
    case 'story':
      if (c.kind === 'statement') {
        return pick([
          `It didn't happen overnight. There were months where it looked like it wouldn't happen at all.`,
          `From the outside it probably looks like one moment. From the inside it was a long run of small, unglamorous steps.`,
          `${upperFirst(asRole)}, I've learned that the headline is the least interesting part. The interesting part is everything before it.`,
        ]);
      }
      return pick([
        `A while back I was stuck. I was doing everything the playbook says about ${ref}, and the results just weren't there.`,
        `${upperFirst(asRole)}, I assumed I had this figured out.\nI didn't. Not even close.`,
        `For a long time I treated ${ref} as something to deal with later.\nLater kept getting more expensive.`,
        `I see the same situation again and again with ${forAudience}: plenty of effort, lots of motion, and very little to show for it.`,
      ]);
    case 'turn':
      return pick([
        `Then one small thing changed. I stopped trying to do everything at once and focused on ${pick(FOCUS)}.`,
        `The shift came from an unexpected place: ${pick(FOCUS)}.\nNot a new tool. Not a bigger budget.`,
        `What finally worked was almost boring: ${pick(FOCUS)}, every single week.`,
      ]);
    case 'lesson': {
      const lesson = pick([
        `What I took from it:\nThe people who do well with ${ref} aren't the ones with the best plan. They're the ones who keep going after the plan breaks.`,
        `The lesson for me:\nProgress on ${ref} rarely comes from one big move. It comes from small decisions you repeat until they compound.`,
        `If I had to sum it up:\nClarity beats intensity. Know what you're optimising for, and ${ref} gets a lot simpler.`,
      ]);
      const about = c.about && /^(i|we|my)\b/i.test(c.about) && pick([true, false]) ? `\n\n${c.about}. That's why this one matters to me.` : '';
      return lesson + about;
    }
    case 'list':
      return `${pick([`What I'd do differently${c.role ? ` ${asRole}` : ''}:`, `Three things that help:`, `What actually works:`])}\n${bullets(pick, TIPS)}`;
    case 'mistakes':
      return `${pick(['The mistakes I see most often:', 'Where it usually goes wrong:'])}\n${bullets(pick, MISTAKES)}`;
    case 'myth':
      return first
        ? `"You need more time, more budget and more people to get ${ref} right."\nI hear this all the time. I don't buy it.`
        : `The common belief: to get ${ref} right, you need more of everything. More time. More budget. More people.`;
    case 'why':
      return pick([
        `It's easy to see where this comes from. When something matters, adding more feels like the responsible thing to do.`,
        `I understand why people believe it. Visible effort is easy to point at. Focus is not.`,
      ]);
    case 'truth':
      return pick([
        `The truth is simpler.\nMost of the results come from a handful of habits done consistently, not from doing more.`,
        `In reality, the constraint is rarely resources. It's focus. Pick one thing, do it well, and measure it honestly.`,
      ]);
    case 'prediction':
      return `My prediction${inIndustry}: within a few years, the way we approach ${ref} will look very different from today.`;
    case 'signals':
      return `The signs are already here:\n${bullets(pick, SIGNALS)}`;
    case 'behind':
      return pick([
        `What people see: the finished result.\nWhat they don't see: the drafts, the second-guessing and the quiet weeks where nothing seems to work.`,
        `From the outside it looks smooth.\nBehind the scenes it's a lot of small fixes, honest feedback and starting over more often than I'd like to admit.`,
      ]);
    case 'sides':
      return `One side says speed matters most.\nThe other says quality is everything.\nMy view: you need both, but not at the same stage.`;
    case 'poll':
      return `Quick poll, reply with a number:\n1. It's a priority right now\n2. It's on the list for later\n3. Not relevant for us\n4. Still figuring it out`;
    case 'question': {
      const questions: Record<ToneKey, string[]> = {
        authoritative: [`Where do you stand on ${shorten(ref, 70)}?`, `What would you add to this list?`, `What has worked for you?`],
        friendly: [`What's been your experience with ${shorten(ref, 70)}?`, `Am I the only one, or have you seen this too?`, `What would you tell someone starting out?`],
        inspiring: [`What's one small step you could take this week?`, `What's the best advice you've received about ${shorten(ref, 60)}?`],
        witty: [`Tell me I'm not the only one. What's your version of this?`, `What's the funniest lesson ${c.noun ? shorten(topic, 60) : 'this'} has taught you?`],
        analytical: [`What do you measure to know it's working?`, `Which metric would you look at first?`],
        story: [`I'd love to hear yours: have you had a moment like this?`, `What's a lesson that took you too long to learn?`],
      };
      const callout = c.audience && c.audience.length <= 60 ? [`${upperFirst(lowerFirst(c.audience))}: what has worked for you?`] : [];
      return pick([...questions[c.tone], ...callout]);
    }
  }
}

const FOCUS = [
  'listening before talking',
  'asking better questions',
  'doing the basics consistently',
  'shipping before it felt ready',
  'writing down what I learned',
  'saying no to the things that only looked urgent',
];

const TIPS = [
  'Start smaller than feels impressive.',
  'Decide what success looks like before you begin.',
  'Ask the people you serve, not the people you admire.',
  'Review what happened every Friday, even for ten minutes.',
  'Protect time for the work that compounds.',
  'Say it in plain words. If it needs jargon, it isn\'t clear yet.',
];

const MISTAKES = [
  'Waiting for perfect conditions.',
  'Copying what worked for someone else without their context.',
  'Measuring activity instead of outcomes.',
  'Trying to fix everything at once.',
  'Going quiet when things get hard.',
];

const SIGNALS = [
  'The people who adapt early are pulling ahead.',
  'Old assumptions are being questioned in public.',
  'Expectations from customers keep rising.',
  'Small teams are doing what used to take big ones.',
];

function bullets(pick: Ctx['pick'], items: readonly string[]): string {
  const pool = [...items];
  const chosen: string[] = [];
  while (chosen.length < 3 && pool.length > 0) {
    const item = pick(pool);
    chosen.push(item);
    pool.splice(pool.indexOf(item), 1);
  }
  return chosen.map((i) => `• ${i}`).join('\n');
}

/** At most three hashtags: the industry, then the topic's short noun groups ("customer support"), then words. */
function hashtags(c: Ctx): string {
  const groups = c.topic
    .split(/\s+(?:in|of|for|with|on|at|to|about|and|from|by|vs|versus|the|a|an|after|before|since|during|when|while|is|are|was|were|got|get)\s+|[,;:!?.()"]+/i)
    .map((g) => g.trim().split(/\s+/).filter((w) => !STOPWORDS.has(w.toLowerCase())))
    // "raised seed round today" → "seed round": neither a leading past-tense verb nor a trailing 'today' is the subject.
    .map((words) => (words.length > 1 && /ed$/i.test(words[0]) ? words.slice(1) : words))
    .map((words) => (words.length > 1 && /^(today|yesterday|tomorrow|week|month|year)$/i.test(words[words.length - 1]) ? words.slice(0, -1) : words))
    .filter((words) => words.length > 0 && words.length <= 3 && words.join('').length <= 24 && !(words.length === 1 && (words[0].length < 4 || WEAK_TAGS.has(words[0].toLowerCase()))));
  const words = c.topic
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 3 && !STOPWORDS.has(w.toLowerCase()) && !WEAK_TAGS.has(w.toLowerCase()) && !/ed$/i.test(w))
    .sort((a, b) => b.length - a.length);
  const candidates = [...(c.industry ? [c.industry] : []), ...groups.map((g) => g.join(' ')), ...words];
  const tags: string[] = [];
  for (const w of candidates) {
    const tag = `#${w
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map(upperFirst)
      .join('')}`;
    const lower = tag.toLowerCase();
    if (tag.length > 3 && tag.length <= 30 && !tags.some((t) => t.toLowerCase().includes(lower.slice(1)) || lower.includes(t.toLowerCase().slice(1)))) tags.push(tag);
    if (tags.length === 3) break;
  }
  return tags.join(' ');
}

/**
 * A follow-up on the last draft. Edits it in place (shorter, longer, a new hook, no hashtags), or asks for a
 * fresh draft on the chat's subject (another tone, "try again"), or returns null: a new subject altogether.
 */
function revise(
  previous: string,
  request: string,
  pick: Ctx['pick'],
  brief: OfflineBrief,
): string | { topic: string; tone: ToneKey | null } | null {
  const r = request.toLowerCase();
  const subject = brief.topicHint?.trim() || request;
  const paragraphs = previous.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const tagIndex = paragraphs.findIndex((p) => /^(#\w+\s*)+$/.test(p));
  const tags = tagIndex >= 0 ? paragraphs.splice(tagIndex, 1)[0] : '';
  const withTags = (body: string[]) => body.join('\n\n') + (tags ? `\n\n${tags}` : '');
  if (/\b(no|remove|without|drop)\b.*hashtags?/.test(r)) return paragraphs.join('\n\n');
  if (/\b(short(er|en)?|concise|trim|cut|tighter|brief)\b/.test(r) && paragraphs.length > 3) {
    // Keep the hook and the question; drop the longest paragraphs in between.
    const middle = paragraphs.slice(1, -1);
    const keep = new Set([...middle].sort((a, b) => a.length - b.length).slice(0, Math.max(1, middle.length - 2)));
    return withTags([paragraphs[0], ...middle.filter((p) => keep.has(p)), paragraphs[paragraphs.length - 1]]);
  }
  const ctx = () => context({ ...brief, userInput: subject }, pick);
  if (/\b(hook|opening|first line)\b/.test(r) && paragraphs.length > 1) {
    let hook = write('hook', ctx(), true);
    for (let i = 0; i < 5 && hook === paragraphs[0]; i++) hook = write('hook', ctx(), true);
    return withTags([hook, ...paragraphs.slice(1)]);
  }
  if (/\b(longer|expand|more detail|elaborate)\b/.test(r) && paragraphs.length > 1) {
    const extra = write(pick(['list', 'behind', 'lesson'] as Section[]), ctx(), false);
    return withTags([...paragraphs.slice(0, -1), extra, paragraphs[paragraphs.length - 1]]);
  }
  const tones: [RegExp, ToneKey][] = [
    [/funn|witty|humou?r|playful|joke/, 'witty'],
    [/formal|professional|authoritative|serious/, 'authoritative'],
    [/casual|friendly|conversational|relaxed/, 'friendly'],
    [/story|personal/, 'story'],
    [/inspir|motivat|uplifting/, 'inspiring'],
    [/data|numbers|analytic/, 'analytical'],
  ];
  const tone = tones.find(([re]) => re.test(r))?.[1] ?? null;
  const instruction = /^(make|rewrite|try|redo|another|again|change|add|give|use|more|less|can you|could you|please)\b/.test(r.trim());
  if (tone || instruction) return { topic: subject, tone };
  return null;
}

/** Final tidy-up: no blank-line runs, no trailing spaces, never over 3000 characters. */
function finish(text: string): string {
  const tidy = text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return tidy.length <= 3000 ? tidy : tidy.slice(0, 3000).replace(/\s+\S*$/, '');
}

/** "Senior Product Manager at Acme" → "senior product manager at Acme" (acronyms and names after "at" kept). */
function roleText(role: string): string {
  const [title, ...rest] = role.split(/(\s+(?:at|@|for|with)\s+|\s*[,|(]\s*)/i);
  return [title.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase()), ...rest].join('');
}

/** "a product manager", "an engineer", "a CEO", "an SEO lead". */
function withArticle(noun: string): string {
  if (/^(a|an|the)\s/i.test(noun)) return noun;
  const vowelSound = /^[aeiou]/i.test(noun) && !/^(uni|use|usu|euro|one)/i.test(noun);
  const acronymVowel = /^[AEFHILMNORSX][A-Z0-9]/.test(noun);
  return `${vowelSound || acronymVowel ? 'an' : 'a'} ${noun}`;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 10)).replace(/[,;:\s]+$/, '');
}

function upperFirst(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** "Remote work" → "remote work", but "AI agents" and "I ..." keep their capitals. */
function lowerFirst(s: string): string {
  if (!s) return s;
  if (/^(I\b|[A-Z]{2}|[A-Z][a-z]+[A-Z])/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
