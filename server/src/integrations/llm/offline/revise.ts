import { type ComposeContext, be, bullets, closingQuestion, fillFromNotes, theFocus, write } from './compose';
import { tagsFor } from './hashtags';
import type { Instructions } from './request';
import { beforeAfter } from './method';
import { asOpening } from './subject';
import { lowerFirst, roleText, sentence, shorten, upperFirst, withArticle, wordCount } from './text';

/**
 * Follow-up instructions applied to a draft: shorter or longer (by at least a quarter), more casual or more
 * formal, hashtags / emoji / a closing question added or removed, a new hook or ending, "start with …",
 * "end with a question for …", turned into a story or a list. Several at once apply together.
 */

interface Draft {
  paragraphs: string[];
  tags: string[];
}

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;
const HAS_EMOJI = /\p{Extended_Pictographic}/u;

function parse(post: string): Draft {
  const paragraphs = post.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  const tags = /^(#[\p{L}\p{N}_]+\s*)+$/u.test(last) ? (paragraphs.pop() as string).split(/\s+/) : [];
  return { paragraphs, tags };
}

function render(d: Draft): string {
  return [...d.paragraphs, ...(d.tags.length ? [d.tags.join(' ')] : [])].join('\n\n');
}

const words = (d: Draft) => wordCount(d.paragraphs.join('\n'));
const isQuestion = (p: string) => /\?\s*(\p{Extended_Pictographic}\uFE0F?\s*)*$/u.test(p.trim()) && p.split('\n').length <= 2;

export function applyInstructions(post: string, ins: Instructions, c: ComposeContext): string {
  let d = parse(post);
  const original = words(d);

  if (ins.shape === 'story') d = asStory(d, ins, c);
  else if (ins.shape === 'list') d = asList(d, c);

  if (ins.openWith && ins.shape !== 'story' && NUMBER_ASKED.test(ins.openWith.trim())) {
    // "start with the number": the member's own number opens the post, on a line of its own, and the hook stays whole
    // (never "It started with the number."). A draft with no number is kept as it is.
    const n = FIGURE.exec(d.paragraphs[0]) ?? FIGURE.exec(d.paragraphs.join('\n'));
    if (n && !d.paragraphs[0].startsWith(n[0])) d.paragraphs[0] = `${n[0].trim()}.\n${d.paragraphs[0].replace(/^(Real talk|Honestly\?)\s*:?\s*/, '')}`;
  } else if (ins.openWith && ins.shape !== 'story') {
    d.paragraphs[0] = opening(ins.openWith);
  } else if (ins.newHook && d.paragraphs.length > 1) {
    let hook = write('hook', c, true);
    for (let i = 0; i < 6 && hook === d.paragraphs[0]; i++) hook = write('hook', { ...c, voice: i % 2 ? 'opinion' : 'story' }, true);
    // A statement opens on the member's own sentence, whatever the voice: a new hook frames it instead of repeating it.
    const [line, ...rest] = d.paragraphs[0].split('\n');
    const bare = (t: string) => t.replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, '').trim();
    if (bare(hook.split('\n')[0]) === bare(line) && !/^(The short version|Headline first|One sentence I didn't expect to write):/.test(line)) {
      hook = [c.pick([`The short version: ${lowerFirst(line)}`, `Headline first: ${lowerFirst(line)}`, `One sentence I didn't expect to write: ${lowerFirst(line)}`]), ...rest].join('\n');
    }
    d.paragraphs[0] = hook;
  }

  if (ins.mention) d = withPoint(d, ins.mention);
  if (ins.personal) d = personal(d, c);

  // What the member did (a result's method) stays with their other specifics.
  const kept = c.subject.kind === 'statement' && c.subject.method ? [...c.subject.facts, c.subject.method.how] : c.subject.facts;
  if (ins.length === 'shorter') d = shorter(d, original, kept, { ...ins, newEnding: ins.newEnding || !!ins.audience || !!ins.endWith || ins.question === true }, c);
  else if (ins.length === 'longer') d = longer(d, original, c);
  if (ins.simpler) d = simpler(d, c);

  if (ins.tone === 'friendly') {
    const before = d.paragraphs.join('\n\n');
    d.paragraphs = d.paragraphs.map(casual);
    // Already in contractions: it still has to read more relaxed than before.
    // A first line that already has a colon ("Code reviews: what I wish …") takes no second label with one.
    if (d.paragraphs.join('\n\n') === before && !/^(Honestly\?|Real talk:|Okay,)/.test(d.paragraphs[0])) d.paragraphs[0] = /:/.test(d.paragraphs[0].split(/(?<=[.!?])\s/)[0]) ? `Honestly? ${d.paragraphs[0]}` : c.pick([`Real talk: ${lowerFirst(d.paragraphs[0])}`, `Honestly? ${d.paragraphs[0]}`]);
  }
  else if (ins.tone === 'authoritative') {
    const before = d.paragraphs.join('\n\n');
    d.paragraphs = d.paragraphs.map(formal);
    // Already formal: the closing question is put as a professional would put it.
    const last = d.paragraphs.length - 1;
    if (d.paragraphs.join('\n\n') === before && last > 0 && isQuestion(d.paragraphs[last]) && !ins.audience && !ins.endWith) {
      for (let i = 0; i < 6 && d.paragraphs.join('\n\n') === before; i++) d.paragraphs[last] = closingQuestion({ ...c, tone: 'authoritative', audience: null }, i % 2 && c.audience ? c.audience : undefined);
    }
  }

  // The ending: a question to someone, another ending, or none.
  const closing = d.paragraphs.length - 1;
  const hasQuestion = closing > 0 && isQuestion(d.paragraphs[closing]);
  if (ins.question === false) {
    if (hasQuestion) d.paragraphs[closing] = `That's where I've landed on ${c.subject.kind === 'statement' && !/^(the|our|my)\s/i.test(c.subject.focus) ? `the ${c.subject.focus}` : c.subject.focus}, for now.`;
  } else if (ins.tone === 'inspiring' && !ins.audience && !ins.endWith) {
    // "more inspiring": an ending that asks for a step forward rather than an opinion.
    const next = closingQuestion({ ...c, tone: 'inspiring', audience: null });
    if (hasQuestion) d.paragraphs[closing] = next === d.paragraphs[closing] ? closingQuestion({ ...c, tone: 'inspiring', audience: null }) : next;
    else d.paragraphs.push(next);
    const lesson = d.paragraphs.findIndex((p) => /^(The lesson|My takeaway|Worth remembering(?: about [^:\n]+)?|To sum it up|What I took from it|What I'd want you to take from it):/.test(p));
    if (lesson > 0) d.paragraphs[lesson] = d.paragraphs[lesson].replace(/^(The lesson|My takeaway|Worth remembering(?: about [^:\n]+)?|To sum it up|What I took from it|What I'd want you to take from it):\s*/, 'What I hope you take from this: ');
  } else if (ins.audience || ins.question === true || ins.newEnding || ins.endWith) {
    // A post made shorter gets the short form of its question ("have you tried it?" of a result and its method).
    const brief = ins.length === 'shorter';
    const end = ins.endWith && !/\bquestion\b/i.test(ins.endWith) ? ending(ins.endWith, c) : closingQuestion(c, ins.audience, brief);
    let next = end;
    for (let i = 0; i < 6 && next === d.paragraphs[closing]; i++) next = ins.endWith ? end : closingQuestion(c, ins.audience, brief);
    // "change the ending" when the subject has one question only: the same question put another way, never the same line.
    if (ins.newEnding && !ins.endWith && next === d.paragraphs[closing]) next = otherEnding(next, c);
    // A new ending replaces the closing line, never a paragraph of the member's (a story ends on what happened).
    if (hasQuestion || ins.endWith || (ins.newEnding && CLOSING_LINE.test(d.paragraphs[closing]))) d.paragraphs[closing] = next;
    else d.paragraphs.push(next);
  }

  if (ins.emoji === true && !HAS_EMOJI.test(render(d))) {
    d.paragraphs[0] = d.paragraphs[0].replace(/^([^\n]*?)([.!?]?)(\n|$)/, (_m, line: string, p: string, nl: string) => `${line}${p} ${c.pick(['🚀', '💡', '🔥'])}${nl}`);
    const last = d.paragraphs.length - 1;
    if (last > 0 && isQuestion(d.paragraphs[last])) d.paragraphs[last] = `${d.paragraphs[last]} 👇`;
  } else if (ins.emoji === false) {
    d.paragraphs = d.paragraphs.map((p) => p.replace(EMOJI, '').replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ').trim());
  }

  if (ins.hashtags === false) d.tags = [];
  else if (ins.hashtags === true) {
    // "add hashtags" to a draft that has some: more of them, up to three.
    const all = [...d.tags, ...tagsFor(c.subject, c.industry)];
    d.tags = all.filter((t, i) => all.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i).slice(0, 3);
  }
  // The member's own hashtags come first; at most three in all.
  if (ins.tags?.length && ins.hashtags !== false) {
    const all = [...ins.tags, ...d.tags];
    d.tags = all.filter((t, i) => all.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i).slice(0, 3);
  }
  // "What holds up instead: …" only after the view it answers: a shorter draft that dropped that view loses the label.
  if (!d.paragraphs.some((p) => /\b(common view|common belief|usual view|easy to start out believing|view I'd push back on)\b/i.test(p))) {
    d.paragraphs = d.paragraphs.map((p) => p.replace(/^(?:What holds up instead|What experience shows instead)(?::\s*| is that\s+)(.)/, (_m, ch: string) => ch.toUpperCase()));
  }
  return render(d);
}

/**
 * Another ending than `same` when the subject's question has one form only: the reader asked for theirs in other words
 * ("What would you add?"), or, after a question, where the post lands and an open question. Nothing invented.
 */
function otherEnding(same: string, c: ComposeContext): string {
  const who = /^([^:?]{2,60}):\s/.exec(same)?.[1] ?? (c.audience && c.audience.length <= 60 ? upperFirst(c.audience) : null);
  const options = [
    who ? `${who}: what would you add?` : 'What would you add?',
    who ? `${who}: what's your experience been?` : "What's your experience been?",
    'Agree, or would you push back? Tell me in the comments.',
  ];
  return options.find((o) => o !== same) ?? options[0];
}

/** The writer's closing lines that are not questions: a call to act, or where the post lands. */
const CLOSING_LINE = /^(If .*\b(follow along|link in the comments|send me a message|let's connect|repost)\b|We're hiring\.|That's where I've landed|That's my side of it|Try it for yourself|Want to try it for yourself\?|We always need more hands)/;

/** A list paragraph's items: "• …" or "1. …" lines. */
const ITEM = /^(•|\d+\.)\s/;

/**
 * A point of the member's own ("add that we cut ramp time from 6 weeks to 3"), as they said it, where it belongs: in a
 * post that is a list, the list's next item; in prose, the body, after the paragraph that says what was done (or
 * before the lesson), never after the closing.
 */
function withPoint(d: Draft, point: string): Draft {
  const ps = [...d.paragraphs];
  const text = sentence(upperFirst(point.replace(/^(that|how)\s+/i, '')));
  if (ps.some((p) => p === text || p.split('\n').some((l) => l.replace(ITEM, '') === text))) return d;
  // A post that is a list (its points are the body, or 'The short version:') takes it as the list's next item,
  // numbered or bulleted as the others are; a list of advice inside a prose post is not where a fact goes.
  const list = ps.findIndex((p, i) => {
    const lines = p.split('\n');
    if (i === 0 || lines.filter((l) => ITEM.test(l)).length < 2) return false;
    const lead = lines.filter((l) => !ITEM.test(l));
    return lead.length === 0 || lead.every((l) => /^The short version:$/.test(l));
  });
  if (list > 0) {
    const lines = ps[list].split('\n');
    const items = lines.filter((l) => ITEM.test(l));
    const last = items[items.length - 1];
    const numbered = /^(\d+)\./.exec(last);
    const item = numbered ? `${Number(numbered[1]) + 1}. ${text}` : `• ${text}`;
    lines.splice(lines.lastIndexOf(last) + 1, 0, item);
    ps[list] = lines.join('\n');
    return { ...d, paragraphs: ps };
  }
  // The closing (a question, a call to act, where the post lands) stays last.
  const closes = (p: string) => isQuestion(p) || CLOSING_LINE.test(p) || /\?\s*(\p{Extended_Pictographic}\uFE0F?\s*)*$/u.test(p);
  let end = ps.length;
  while (end > 1 && closes(ps[end - 1])) end--;
  // What was done ("Here's what did it: …") takes the point beside it; otherwise it goes before the lesson.
  const did = ps.findIndex((p, i) => i > 0 && i < end && /^(Here's (what|how)\b|What (did it|changed)\b|What it took:)/.test(p) && !p.includes('\n'));
  if (did > 0) {
    ps[did] = `${ps[did]} ${text}`;
    return { ...d, paragraphs: ps };
  }
  const lesson = ps.findIndex((p, i) => i > 0 && i < end && /^(The lesson|My takeaway|Worth remembering(?: about [^:\n]+)?|To sum it up|What I took from it|What I'd want you to take from it|The key lesson|My conclusion|In summary|Where I've landed)\b/.test(p));
  const at = lesson > 0 ? lesson : Math.max(1, end);
  ps.splice(at, 0, text);
  return { ...d, paragraphs: ps };
}

/**
 * The writer's labels, said in the member's own voice: their view now, what they would tell the reader, never a belief
 * they held or an experience they had that they did not state ("What I used to believe:", "What actually helped me",
 * "The mistakes I've made") (issue 12).
 */
const FIRST_PERSON: [RegExp, string][] = [
  [/^The lesson:\s*/, "What I'd want you to take from it: "],
  [/^The key lesson:\s*/, "What I'd want you to take from it: "],
  [/^To sum it up:\s*/, "Where I've landed: "],
  [/^In summary:\s*/, "Where I've landed: "],
  [/^The truth:\s*/, 'Where I stand: '],
  [/^In reality,\s*/, 'Where I stand: '],
  [/^The common belief:\s*/, "The view I'd push back on: "],
  [/^People believe it for a reason:\s*/, 'I understand why people believe it: '],
  [/^What actually helps with\b/, "What I'd suggest with"],
  [/^What I'd tell anyone starting on\b/, "What I'd tell you if you're starting on"],
  [/^Three things that work for\b/, "Three things I'd suggest for"],
  [/^The most common mistakes with\b/, "The mistakes I'd steer you away from with"],
  [/^Where (.+) usually goes wrong:/, "Where I'd expect $1 to go wrong:"],
];

/** Sentences the member has already been given their own angle by ("This one is personal …"). */
const PERSONAL_LINE = /^(This one is personal|Why this one is personal|I'll say where I'm coming from|Where I'm coming from)\b/;

/**
 * "make it more personal": the same post, told by the member. The writer's labels become the member's ("What I took
 * from it:"), a line after the hook says where the member stands on the subject (their role and industry from the
 * persona, never its self-description, and no event or figure of theirs invented), and the closing question is
 * asked as one person to another. The subject, the specifics, the hook and the hashtags stay.
 */
function personal(d: Draft, c: ComposeContext): Draft {
  const s = c.subject;
  const ps = d.paragraphs.map((p) =>
    FIRST_PERSON.reduce((t, [re, to]) => t.replace(re, (...m: string[]) => to.replace('$1', m[1] ?? '')), p).replace(/^(Where I stand|The view I'd push back on|I understand why people believe it|What I'd want you to take from it|Where I've landed): ([A-Z])(?=[a-z])/, (_m, label: string, ch: string) => `${label}: ${ch.toLowerCase()}`),
  );
  const F = shorten(s.kind === 'statement' && !s.experience ? theFocus(c) : s.focus, 60);
  const role = c.role ? roleText(c.role) : null;
  const inIndustry = c.industry && !(role ?? '').toLowerCase().includes(c.industry.toLowerCase()) ? ` in ${lowerFirst(c.industry)}` : '';
  const where = role ? `as ${withArticle(role)}${inIndustry}` : c.industry ? `working in ${c.industry}` : null;
  const told = s.kind === 'statement' || !!s.experience;
  // Where the member stands, from what they told (the event) and the persona (role, industry): never a feeling, a
  // practice or a history of theirs the writer would have to make up ("I deal with X myself", "how it felt").
  const line = told
    ? c.pick(
        where
          ? [`This one is personal. I'm telling it ${where}, from my own seat, not as a case study.`, `Where I'm coming from: this happened to me ${where}, and I'd rather tell it to you straight than as a case study.`]
          : [`This one is personal. I'm telling it from my own seat, not as a case study.`, `Where I'm coming from: this happened to me, and I'd rather tell it to you straight than as a case study.`],
      )
    : c.pick(
        where
          ? [`Why this one is personal: it's my own view of ${F}, ${where}, not a summary of best practice.`, `I'll say where I'm coming from: I'm writing ${where}, and this is how I see ${F}.`]
          : [`Why this one is personal: it's my own view of ${F}, not a summary of best practice.`, `I'll say where I'm coming from: this is how I see ${F}, in my own words.`],
      );
  const at = ps.findIndex((p) => PERSONAL_LINE.test(p));
  if (at >= 0) ps[at] = line;
  else ps.splice(ps.length > 1 ? 1 : ps.length, 0, line);
  // The ending: one person asking another.
  const last = ps.length - 1;
  const own = c.audience && !ps[last].toLowerCase().includes(c.audience.toLowerCase()) ? `${upperFirst(lowerFirst(c.audience))}, that's my side of it.` : "That's my side of it.";
  if (last > 1 && isQuestion(ps[last]) && !/my side of it\./.test(ps[last])) ps[last] = `${own} ${ps[last]}`;
  else if (last <= 1 || !isQuestion(ps[last])) ps.push(`${own} What's yours?`);
  return { ...d, paragraphs: ps };
}

/** Plainer words for the writer's own longer ones. */
const PLAIN: [RegExp, string][] = [
  [/\butili[sz]e\b/g, 'use'], [/\bconsiderably\b/g, 'much'], [/\bapproximately\b/g, 'about'], [/\btherefore\b/gi, 'so'], [/\bHowever,\s*/g, 'But '],
  [/\bin order to\b/g, 'to'], [/\ba formality\b/g, 'a box to tick'], [/\brarely receives recognition\b/g, 'gets no applause'], [/\bIt made sense at the time:\s*/g, 'Why: '],
];

/**
 * "simplify it": the same post in fewer sentences and plainer words. The hook keeps its first line, a middle
 * paragraph of several sentences keeps the first; lists, the member's specifics and the ending stay.
 */
function simpler(d: Draft, c: ComposeContext): Draft {
  const keeps = (p: string) => c.subject.facts.some((f) => p.toLowerCase().includes(f.toLowerCase()));
  const ps = d.paragraphs.map((p, i) => {
    // "Here's what did it: …" → "What did it: …".
    let t = PLAIN.reduce((x, [re, to]) => x.replace(re, to), p).replace(/^Here's (what|how)\b/, (_m, w: string) => upperFirst(w));
    if (i === 0) return t.split('\n')[0];
    if (i === d.paragraphs.length - 1 || /\n(•|\d+\.)\s/.test(t)) return t;
    const sentences = t.match(/[^.!?]+[.!?]+/g) ?? [t];
    if (sentences.length > 1 && !keeps(sentences.slice(1).join(' '))) t = sentences[0].trim();
    return t;
  });
  // Nothing to cut inside the paragraphs: the longest middle one without the member's specifics goes.
  if (ps.join('\n\n') === d.paragraphs.join('\n\n') && ps.length > 3) {
    const middle = ps.slice(1, -1).filter((p) => !keeps(p));
    if (middle.length) ps.splice(ps.indexOf(middle.reduce((a, b) => (wordCount(b) > wordCount(a) ? b : a))), 1);
  }
  return { ...d, paragraphs: ps };
}

/** "start with the number", "lead with the stat": the member's own figure, not words to open on. */
const NUMBER_ASKED = /^(?:(?:the|a|my|our|that)\s+)?(?:number|numbers|figure|figures|stat|stats|statistic|metric|amount|\$|money)$/i;
/** A figure the member gave: "$2M", "30%", "10,000", "9 months". */
const FIGURE = /[$£€]\d[\d,.]*\s?(?:[kKmMbB]\b|million|billion)?|\b\d[\d,.]*(?:%|\s?(?:[kKmMbB]\b|million|billion))?(?:\s+(?!(?:at|in|on|for|with|after|before|from|to|and|by|of)\b)[a-z]+)?/;

function opening(text: string): string {
  const t = text.trim().replace(/[.!]+$/, '');
  return /^(the|a|an|my|our|that|this)\s/i.test(t) ? `It started with ${t}.` : sentence(upperFirst(t));
}

/** What a call to action asks the reader to do, by what the member named ("for hiring", "to donate"). */
const CALLS: [RegExp, string, string?][] = [
  [/\b(hir(e|ing)|apply|applicants?|candidates?|jobs?|roles?|join (us|the team))\b/i, "We're hiring. To apply, or to ask about the role first, send me a message."],
  // (A link only when the member gave one; otherwise the reader is asked to send a message: the third entry.)
  [/\b(donat\w*|give|giving|fundrais\w*|support us)\b/i, 'If this matters to you too, you can donate through the link in the comments. Every bit goes straight to the work.', "If this matters to you too, send me a message and I'll tell you how to donate. Every bit goes straight to the work."],
  [/\b(volunteer\w*)\b/i, 'We always need more hands: if you can give a few hours, send me a message and I’ll tell you how to join.'],
  [/\b(sign[ -]?ups?|register\w*|book\w*|demo|try|trial|download)\b/i, 'Try it for yourself (link in the comments), and tell me what you think.', "Want to try it for yourself? Send me a message, and tell me what you think."],
  [/\b(connect\w*|network\w*|reach out|dm|message)\b/i, "If this is your world too, let's connect: send me a message and tell me what you're working on."],
  [/\b(comment\w*|share\w*|repost\w*)\b/i, 'If this was useful, repost it for someone who needs it, and add what I missed in the comments.'],
];

function ending(text: string, c: ComposeContext): string {
  const call = /\b(cta|call to action)\b/i.test(text) ? CALLS.find(([re]) => re.test(text.replace(/^.*\b(cta|call to action)\b/i, ''))) : undefined;
  if (call) return c.link || !call[2] ? call[1] : call[2];
  if (/\b(cta|call to action|follow|subscribe)\b/i.test(text)) {
    // The member's own story: the reader who faces the same; a topic: the reader it is on the plate of.
    // (Never "I'll share what worked and what didn't": a story of what worked the member has not told.)
    if (c.subject.kind === 'statement') return "If you're facing something like this, follow along, or send me a message and let's compare notes.";
    const F = c.subject.focus;
    return `If ${F} ${be(F)} on your plate this year, follow along and I'll share what works and what doesn't.`;
  }
  return sentence(upperFirst(text.replace(/^(a|an|the)\s+(note|line|reminder)\s+(that|to|about)\s+/i, '')));
}

/**
 * Keeps the hook, the paragraphs with the member's specifics, and the ending, until a quarter shorter (half as
 * long for "cut it in half", at most the words the member named for "under 100 words").
 */
function shorter(d: Draft, original: number, facts: string[], ins: Pick<Instructions, 'half' | 'maxWords' | 'newEnding'> = {}, c?: ComposeContext): Draft {
  // A quarter shorter, but still a post (LinkedIn's short posts run 50 words and up).
  let target = Math.max(Math.floor(original * 0.72), Math.min(original - 10, 50));
  if (ins.half) target = Math.floor(original * 0.5);
  if (ins.maxWords) target = Math.min(target, ins.maxWords);
  const ps = [...d.paragraphs];
  // The hook loses its second line first.
  if (ps[0].includes('\n') && ps.length > 2) ps[0] = ps[0].split('\n')[0];
  // Lists keep two items.
  for (let i = 0; i < ps.length; i++) {
    const lines = ps[i].split('\n');
    const items = lines.filter((l) => /^(•|\d+\.)\s/.test(l));
    if (items.length > 2) ps[i] = [...lines.filter((l) => !/^(•|\d+\.)\s/.test(l)), ...items.slice(0, 2)].join('\n');
  }
  // Then whole middle paragraphs go, longest first.
  // (Half of a short post may be only its hook and its closing.)
  while (wordCount(ps.join('\n')) > target && ps.length > (ins.half ? 2 : 3)) {
    const middle = ps.slice(1, -1);
    // The member's specifics stay: a paragraph carrying one goes last.
    const weight = (p: string) => wordCount(p) - 1000 * facts.filter((f) => p.toLowerCase().includes(f.toLowerCase())).length;
    const longest = middle.reduce((a, b) => (weight(b) > weight(a) ? b : a));
    ps.splice(ps.indexOf(longest), 1);
  }
  // Last resort: each middle paragraph keeps its first sentence.
  if (wordCount(ps.join('\n')) > target) {
    for (let i = 1; i < ps.length - 1; i++) ps[i] = (ps[i].match(/^[^.!?\n]+[.!?]/) ?? [ps[i]])[0];
  }
  // A post of a result and its method is short already: what goes is the closing question, never the method.
  const method = c?.subject.kind === 'statement' ? c.subject.method : null;
  if (method && c && wordCount(ps.join('\n')) > target && ps.length === 3 && isQuestion(ps[2])) {
    // When a new ending is asked for as well, the member's own sentence says the result and the method in one.
    if (ins.newEnding) ps.splice(0, 2, asOpening(c.subject));
    else ps.pop();
  }
  // A number of words the member named is a limit, hashtags included: the middle goes, then the hook's second
  // sentence, then the closing.
  if (ins.maxWords) {
    const limit = ins.maxWords - d.tags.length;
    while (wordCount(ps.join('\n')) > limit && ps.length > 2) ps.splice(ps.length - 2, 1);
    if (wordCount(ps.join('\n')) > limit) ps[0] = (ps[0].match(/^[^.!?\n]+[.!?]/) ?? [ps[0]])[0];
    if (wordCount(ps.join('\n')) > limit && ps.length > 1) ps.pop();
  }
  return { ...d, paragraphs: ps };
}

/**
 * True when a section would say again a sentence the draft already says under another label ("What people don't see
 * behind passing the bar exam: a certification proves …" after "The bigger point behind passing the bar exam: a
 * certification proves …"): 'longer' adds what is new, never a repeat.
 */
function saysAgain(extra: string, paragraphs: readonly string[]): boolean {
  const sentences = (text: string) =>
    text
      .split('\n')
      .map((line) => line.replace(/^(?:•|\d+\.)\s+/, '').replace(/^[^:.!?]{2,80}:\s+/, ''))
      .flatMap((line) => line.split(/(?<=[.!?])\s+/))
      .map((x) => x.toLowerCase().replace(/[.!?]+$/, '').replace(/\s+/g, ' ').trim())
      .filter((x) => x.split(' ').length >= 5);
  const said = new Set(paragraphs.flatMap(sentences));
  return sentences(extra).some((x) => said.has(x));
}

function longer(d: Draft, original: number, c: ComposeContext): Draft {
  const ps = [...d.paragraphs];
  const closing = ps.length > 1 && isQuestion(ps[ps.length - 1]) ? ps.pop()! : null;
  for (const section of ['behind', 'list', 'lesson', 'turn', 'story'] as const) {
    if (wordCount(ps.join('\n')) >= original * 1.3) break;
    const extra = write(section, c, false);
    if (!ps.some((p) => p === extra || p.split('\n')[0] === extra.split('\n')[0]) && !saysAgain(extra, ps)) ps.push(extra);
  }
  if (closing) ps.push(closing);
  // A question or a claim says its topic's reasoning in those sections already: what else the writer knows of the topic
  // (its advice, its usual mistakes) goes in before the closing question, never a sentence said twice.
  if (wordCount(ps.join('\n')) < original * 1.2 && (c.subject.kind === 'question' || c.subject.kind === 'claim')) {
    const filled = fillFromNotes(ps, c, [], false, false, null, Math.round(ps.join('\n\n').length * 1.4));
    return { ...d, paragraphs: filled };
  }
  return { ...d, paragraphs: ps };
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bI am\b/g, "I'm"], [/\bdo not\b/g, "don't"], [/\bdoes not\b/g, "doesn't"], [/\bdid not\b/g, "didn't"], [/\bis not\b/g, "isn't"], [/\bare not\b/g, "aren't"],
  [/\bwas not\b/g, "wasn't"], [/\bcannot\b/g, "can't"], [/\bwill not\b/g, "won't"], [/\bit is\b/g, "it's"], [/\bIt is\b/g, "It's"], [/\bthat is\b/g, "that's"],
  [/\bThat is\b/g, "That's"], [/\bI would\b/g, "I'd"], [/\bI have\b/g, "I've"], [/\bwe are\b/g, "we're"], [/\bWe are\b/g, "We're"], [/\bthere is\b/g, "there's"],
  [/\bHere is\b/g, "Here's"], [/\bwhat is\b/g, "what's"], [/\bWhat is\b/g, "What's"], [/\bI will\b/g, "I'll"],
];

/** Text that ends on a preposition, so the 'it' after it is its object ("behind it is that"). */
const AFTER_PREPOSITION = /\b(?:behind|about|with|of|for|on|in|to|from|at|by|into|without|like)\s+$/i;

export function casual(p: string): string {
  let t = p;
  // "behind it is that …": 'it' is the preposition's object, and "behind it's that" is no English.
  for (const [re, short] of CONTRACTIONS) t = t.replace(re, (m: string, at: number, all: string) => (/^it is$/i.test(m) && AFTER_PREPOSITION.test(all.slice(0, at)) ? m : short));
  return t.replace(/\bHowever,\s*/g, 'But ').replace(/\bTherefore,\s*/g, 'So ').replace(/\bIn addition,\s*/g, 'Also, ');
}

export function formal(p: string): string {
  let t = p;
  for (const [re, short] of CONTRACTIONS) {
    const long = re.source.replace(/\\b/g, '');
    t = t.replace(new RegExp(`\\b${short.replace(/'/g, "['’]")}\\b`, 'g'), long);
  }
  return t
    .replace(/\bdon['’]t\b/gi, 'do not')
    .replace(/\bcan['’]t\b/gi, 'cannot')
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/\b(isn|aren|wasn|weren|doesn|didn|haven|hasn|wouldn|shouldn|couldn)['’]t\b/gi, (_m, w: string) => `${w} not`)
    .replace(/\b(I|you|we|they)['’]ve\b/g, '$1 have')
    .replace(/\b(I|you|we|they)['’]d\b/g, '$1 would')
    .replace(/\b(I|you|we|they)['’]ll\b/g, '$1 will')
    .replace(/\b(you|we|they)['’]re\b/g, '$1 are')
    .replace(/\b(it|that|there|here|what|who)['’]s\b/gi, '$1 is')
    .replace(/\bBut\b/g, 'However,')
    .replace(/^(Honestly\?|Real talk:|Okay,)\s*/gm, '')
    // The writer's own casual turns of phrase, in a register for a board memo.
    .replace(/\bgot it wrong\b/g, 'made the wrong call')
    .replace(/\ba box to tick\b/g, 'a formality')
    .replace(/\bkept putting off\b/g, 'kept postponing')
    .replace(/\bNobody claps for that part\./g, 'It rarely receives recognition.')
    .replace(/^Hot take:/gm, 'My position:')
    .replace(/^Unpopular opinion:/gm, 'A less popular view:')
    .replace(/^Let['’]s settle this:/gm, 'A question worth settling:')
    .replace(/\bThe one-line version of\b/g, 'The short summary of')
    .replace(/\bless clever than it sounds\b/g, 'simpler than it sounds')
    .replace(/^To sum it up:/gm, 'In summary:')
    .replace(/^My takeaway:/gm, 'My conclusion:')
    .replace(/^The lesson:/gm, 'The key lesson:')
    .replace(/^Question for\b/gm, 'A question for')
    .replace(/^There is more to\b/gm, 'There is considerably more to')
    .replace(EMOJI, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .trim();
}

/** The draft retold as a story: a moment, what happened, what changed, what it taught. */
function asStory(d: Draft, ins: Instructions, c: ComposeContext): Draft {
  const s = c.subject;
  // A result and its method opens on the result: the method is told once, in the body.
  const told = s.kind === 'statement' && s.method ? upperFirst(s.method.result) : s.kind === 'statement' ? asOpening(s).replace(/\.$/, '') : '';
  const open = ins.openWith ? opening(ins.openWith) : s.kind === 'statement' ? `${told}, and here's how it really went.` : `The first time ${s.focus} mattered to me, I wasn't ready.`;
  const closing = d.paragraphs.length > 1 && isQuestion(d.paragraphs[d.paragraphs.length - 1]) ? d.paragraphs[d.paragraphs.length - 1] : closingQuestion({ ...c, tone: 'story' });
  const middle = [write('story', c, false), write('turn', c, false), write('lesson', c, false)];
  const keepHook = s.kind === 'statement' && ins.openWith ? [asOpening(s)] : [];
  // Nothing of a story to tell without inventing it (a claim about a thing): the draft stays (the note says why).
  if (middle.every((m) => !m)) return d;
  return { ...d, paragraphs: [open, ...keepHook, ...middle.filter((m, i) => middle.indexOf(m) === i), closing] };
}

/** The writer's own labels before a point ("The lesson:", "What people miss is that", "The bigger point behind X:"). */
const POINT_LABEL = /^(?:the lesson|my takeaway|the takeaway|to sum it up|in short|what people miss|and the part people miss|my reasoning|the usual view|the common belief|where I'd stop|here's my take|what experience shows instead|what holds up instead|worth remembering(?: about [^:]{1,60})?|the bigger point(?: behind [^:]{1,60})?|what's true of [^:]{1,60})(?:\s+is that\s+|\s*:\s+)/i;

/** The draft as a list: the hook, the points as bullets, the ending. */
function asList(d: Draft, c: ComposeContext): Draft {
  const [hook, ...rest] = d.paragraphs;
  const closing = rest.length && isQuestion(rest[rest.length - 1]) ? rest.pop()! : closingQuestion(c);
  const points = rest
    .flatMap((p) => p.split('\n'))
    .map((l) => l.replace(/^(•|\d+\.)\s*/, '').trim())
    .filter((l) => l && !/:$/.test(l))
    // A paragraph's label is no part of a point ("4. The lesson: a rota is …" → "4. A rota is …").
    .map((l) => upperFirst(l.replace(POINT_LABEL, '')))
    .map((l) => (l.match(/^[^.!?]+[.!?]/) ?? [l])[0]);
  // A result and its method: what was changed and what it did, one point each.
  const method = c.subject.kind === 'statement' ? c.subject.method : null;
  // (The before it implies first, when there is one: "Before, idle staging environments stayed on at night.")
  const before = method ? beforeAfter(method)?.before : null;
  const items = method ? [...(before ? [before] : []), `What ${/\bI\b|\bmy\b/.test(method.result) && !/\b(we|our)\b/i.test(method.result) ? 'I' : 'we'} changed: ${method.how}.`, `What it did: ${method.result.replace(/^(we|I)\s+/i, '')}.`] : points.slice(0, 5);
  // One point is no list: the draft stays as it was (the writer says why: offline-writer.ts).
  if (items.length < 2 && !method) return d;
  const list = items.length >= 3 && !method ? items.map((i, n) => `${n + 1}. ${i}`).join('\n') : bullets(c.pick, items.length ? items : [write('list', c, false)]);
  return { ...d, paragraphs: [hook.split('\n')[0], `The short version:\n${list}`, closing] };
}
