/**
 * The offline writer: when no model is configured in local mode, it writes a post from the member's request,
 * the chosen framework and the persona, so the product can be tried at once. It separates the member's
 * instructions from the subject ("write a short post about …", "topic: …", "… end with a question for CTOs"),
 * opens with the subject in the framework's voice, uses the specifics the member gave (numbers, names,
 * situations) and invents none, uses the persona for angle and audience without quoting it, and follows the
 * usual follow-ups on the last draft (shorter, longer, casual, formal, hashtags, emoji, a question, a new hook
 * or ending, a story, a list) or starts a new post when the member names a new subject. It follows the prompt's
 * rules (a hook before the fold, short paragraphs, at most three hashtags, plain text, under 3000 characters)
 * and streams in small chunks, so the browser takes the same path as with a model.
 *
 * Parts: `offline/request.ts` (subject vs instructions), `offline/subject.ts` (what the subject is and its
 * facts), `offline/compose.ts` (sections by framework beat), `offline/experience.ts` (life events told as
 * experiences), `offline/refer.ts` (the subject named a few times, referred back to otherwise), `offline/revise.ts`
 * (follow-ups), `offline/hashtags.ts`.
 */
import { type ComposeContext, type Voice, MILESTONE, NUMBER_WORDS, askedCount, be, fillFromNotes, plan, theFocus, write } from './offline/compose';
import { asLessonsPost, framedAsLessons } from './offline/framed';
import { hashtagsFor, tagsFor } from './offline/hashtags';
import { type Genre, type GenreWriter, GENRE_TAGS, asksToThank, plainNews, readGenre } from './offline/news';
import { type Instructions, type ToneKey, namesNewSubject, parseRequest } from './offline/request';
import { referBack, subjectWords } from './offline/refer';
import { applyInstructions } from './offline/revise';
import { analyseSubject, goodFocus, ingOfPast } from './offline/subject';
import { pointsPost } from './offline/points';
import { SMALL_TALK_REPLIES, asksOnlyForChange, isSmallTalkReply, smallTalkReply } from './offline/small-talk';
import { hash, lowerFirst, picker, upperFirst, withArticle, wordCount } from './offline/text';
import { oneColon } from './offline/tidy';

export { classify } from './offline/compose';
export { parseRequest } from './offline/request';
export { isSmallTalkReply } from './offline/small-talk';
export type { Voice } from './offline/compose';
export type { Genre } from './offline/news';

export const OFFLINE_MODEL = 'offline-writer';

export interface OfflinePersona {
  job_title: string;
  industry: string;
  audience: string;
  tone: string;
  self_description: string;
}

/**
 * All the offline writer needs of a writing framework. The template catalogue owns frameworks; this is the
 * narrow view the writer depends on, so the catalogue can move without the writer changing.
 */
export interface OfflineFramework {
  name: string;
  /** The post's beats, in order ("Hook: the failure", "What went wrong", …). */
  beats: readonly string[];
  /** What kind of post the framework makes; guessed from the beats when absent. */
  voice?: Voice;
  /** News or thanks rather than a story or an opinion: written in that voice when the subject reads as one. */
  genre?: Genre;
}

export interface OfflineBrief {
  /** What the member typed. */
  userInput: string;
  persona: OfflinePersona | null;
  framework: OfflineFramework | null;
  /** A viral post given as inspiration: its shape is borrowed, never its words. */
  viralContext: string | null;
  /** The last reply of this chat when the member asks for a change to it. */
  previousDraft: string | null;
  /** The chat's first request: what a follow-up such as "make it funnier" is about. */
  topicHint?: string | null;
  /** Fixes the choices (tests); a new seed per call otherwise, so two drafts differ. */
  seed?: number;
}

/** A request that names no subject is written as a weekly reflection (a topic the writer knows). */
const FALLBACK_SUBJECT = 'weekly reflection';

/** What the subject of a brief is read from. */
type SubjectBrief = Pick<OfflineBrief, 'userInput' | 'previousDraft' | 'topicHint'>;

/**
 * How the writer reads a brief: a library post sent for rework ("Rewrite this post …:\n\n<the post>") revises
 * the quoted post; a follow-up on a draft keeps the chat's subject unless it names a new one.
 */
function readBrief<B extends SubjectBrief>(input: B) {
  let brief = input;
  const rework = /^((?:rewrite|improve|polish|rework|edit|tighten)\b[^\n]*)\n\s*\n([\s\S]+)$/i.exec(brief.userInput.trim());
  if (rework && !brief.previousDraft) {
    const post = rework[2].trim();
    brief = { ...brief, userInput: rework[1], previousDraft: post, topicHint: post.split('\n')[0].replace(/[.!?]+$/, '') };
  }
  const request = parseRequest(brief.userInput);
  // The writer's own small-talk answer ('Glad it helps! …') is not a draft to revise.
  const previous = brief.previousDraft?.trim() && !isSmallTalkReply(brief.previousDraft) ? withoutNote(brief.previousDraft.trim()) : null;
  const revising = previous !== null && !namesNewSubject(brief.userInput, request);
  const parsed = revising ? parseRequest(brief.topicHint?.trim() || previous.split('\n')[0]) : request;
  // What a long request said after its subject was cut: told in the post's body (request.ts, `more`).
  return { brief, request, previous, revising, subject: parsed.subject || null, more: parsed.more ?? null };
}

/**
 * The request that began the post a chat is on now: the chat's first request, or the last one since that named a new
 * subject ("I mean my summer internship at Deloitte", "now write one about voice notes"), so a follow-up after it
 * ("add a question") is about that post's subject, not the chat's first. Small talk ('thanks!', 'hi') begins nothing.
 */
export function chatTopic(first: string | null, requests: readonly string[]): string | null {
  let topic = first;
  for (const request of requests) {
    if (!topic) {
      topic = request;
      continue;
    }
    if (request.trim() === topic.trim() || smallTalkReply(request, { afterDraft: true })) continue;
    if (namesNewSubject(request, parseRequest(request))) topic = request;
  }
  return topic;
}

/**
 * The subject the writer writes about: the member's words without the instructions ("write a post about remote
 * work, make it short" → "remote work"), the chat's subject for a follow-up ("make it shorter"), the reworked
 * post's first line for a rework. Null when the request names none. The content history keeps it as the topic.
 */
export function subjectOf(brief: SubjectBrief): string | null {
  const subject = readBrief(brief).subject;
  // A request with no word in it ('🚀🚀🚀') is kept under a readable name, never under its emoji (h2).
  return subject && !/[\p{L}\p{N}]/u.test(subject) ? UNTITLED : subject;
}

/** The topic a chat whose request has no word in it is kept under. */
const UNTITLED = 'Untitled post';

/**
 * A reply of the built-in writer: the post, and what the writer has to tell the member about it (a language it
 * cannot write), which the chat shows with the post and which is never part of it (not copied, not saved).
 */
export interface OfflineReply {
  post: string;
  note: string | null;
}

/** Composes the whole post (without the writer's note: `composeOfflineReply`). */
export function composeOfflinePost(input: OfflineBrief): string {
  return composeOfflineReply(input).post;
}

/** Composes the reply: the post and the writer's note about it, if any. */
export function composeOfflineReply(input: OfflineBrief): OfflineReply {
  const seed = hash(input.userInput) ^ (input.seed ?? (Date.now() ^ Math.floor(Math.random() * 2 ** 31)));
  const pick = picker(seed);
  const { brief, request, previous, revising, subject, more } = readBrief(input);
  // 'hi', 'thanks!', 'what can you do?': answered in a line, never a post about 'hi' or a rewrite of the last draft.
  const talk = smallTalkReply(brief.userInput, { afterDraft: previous !== null });
  if (talk) return { post: talk, note: null };
  // A change asked for before there is a post ('add a question' as a chat's first message): said so, in a line.
  if (!previous && asksOnlyForChange(brief.userInput, { subject: request.subject, changes: Object.keys(request.instructions).length })) {
    return { post: SMALL_TALK_REPLIES.noDraft, note: null };
  }
  // A request with no word in it ('??') has no subject: the fallback, never a post about '?'.
  const base = context(brief, subject && /[\p{L}\p{N}]/u.test(subject) ? subject : FALLBACK_SUBJECT, request.instructions, pick, more);
  const genre = genreWriter(brief, base);
  // A genre's own closing question, for the first draft and for follow-ups ("end with a question for CTOs").
  const c: ComposeContext = genre ? { ...base, closing: genre.closing } : base;
  // A chat begun with a list of points keeps them: a fresh draft lists them again, and what would add to them or
  // retell them ("longer", "as a story") would have to invent, so it is said in a line instead.
  const first = revising ? parseRequest(brief.topicHint ?? '').instructions : undefined;
  const listed = first?.points;
  const asked = request.instructions;
  const pointsNote = listed && (asked.shape === 'story' || asked.length === 'longer' || asked.newHook) ? POINTS_NOTE : null;
  const ins: Instructions = listed ? { ...asked, points: listed, pointsLead: first?.pointsLead, ...(pointsNote ? { shape: asked.shape === 'story' ? undefined : asked.shape, length: asked.length === 'longer' ? undefined : asked.length, newHook: undefined } : {}) } : asked;
  // A language it cannot write: the draft in English (the note saying so travels beside it), never pretended.
  if (ins.language) {
    return { post: finish(revising && previous ? previous : fresh(brief, c, { ...ins, language: undefined }, genre)), note: languageNote(ins.language) };
  }
  if (revising && previous) {
    // What it cannot do offline (jokes, figures, tagging people) is said in a line; the draft stays as it was.
    const cannot = [...cannotDo(ins, c), ...(pointsNote ? [pointsNote] : [])];
    const note = cannot.length ? cannot.join(' ') : null;
    const edits = editsOf(ins);
    if (edits.length === 0) {
      if (note) return { post: finish(previous), note };
      // Only "try again" or a change of tone to one the edits cannot make: a fresh draft on the same subject, another
      // than the last when the writer has one (other picks), else the same draft and a line saying so.
      const last = finish(previous);
      let again = finish(fresh(brief, c, ins, genre));
      for (let k = 1; k <= 8 && again === last; k++) again = finish(fresh(brief, { ...c, pick: picker(seed + k * 7919) }, ins, genre));
      return { post: again, note: again === last ? ONLY_DRAFT : null };
    }
    const edited = finish(applyInstructions(previous, ins, c));
    // Asked for a list or a longer post and nothing the writer could add without inventing it: said so, not pretended.
    const stuck = (ins.shape === 'list' && !/\n(•|\d+\.)\s/.test(edited)) || (ins.length === 'longer' && wordCount(edited) < wordCount(previous) * 1.1);
    const untold = ins.shape === 'story' && edited === finish(previous);
    // Asked for a shorter post when the draft has nothing left to drop (its subject and its question): said so too.
    const prose = (post: string) => wordCount(post.replace(/#\S+/g, ''));
    const short = (ins.length === 'shorter' || ins.half) && !ins.maxWords && prose(edited) >= prose(finish(previous));
    // Asked for a formal draft when nothing in it is casual (no contractions, no 'Real talk:'): said so, not pretended.
    const formalAlready = ins.tone === 'authoritative' && edited === finish(previous);
    const more = untold ? NO_STORY : stuck ? NOTHING_TO_ADD(noteFocus(c.subject)) : short ? ALREADY_SHORT : formalAlready ? ALREADY_FORMAL : edited === finish(previous) && !note ? alreadySo(ins, edited) : null;
    return { post: edited, note: [note, more].filter(Boolean).join(' ') || null };
  }
  const post = finish(fresh(brief, c, ins, genre));
  // A subject the writer knows nothing of and the member said nothing more about: a short post, never filler, and a
  // line on how to get a fuller one.
  // (A count the member asks for, "3 mistakes small businesses make", is no fact: the post cannot list them without it.)
  const counted = (n: string) => /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten)(?:\s+\w+)?\s+(?:mistakes|tips|ways|reasons|lessons|things|rules|habits|signs|steps|truths|myths|questions|tricks)\b/i.test(n);
  // (Nor is a number that only names the subject, "our first 90 days as a startup", or the milestone itself, "our bakery
  // turned 5": the hook says it and no more.)
  const milestone = (n: string) => new RegExp(String.raw`${MILESTONE.source}\s+${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(c.subject.text);
  const told = (n: string) => !counted(n) && !c.subject.focus.includes(n) && !milestone(n);
  const gaveNothing = !c.subject.facts.some(told) && !c.subject.numbers.some(told) && !c.subject.method;
  // The note names the subject as the member asked it ("why remote interviews fail", never "about remote interviews fail").
  // (News in its own voice is whole as it is: 'our clinic now opens on Saturdays' needs no more to be told.)
  const sentence = c.subject.kind === 'claim' || c.subject.kind === 'question' || MILESTONE.test(c.subject.text);
  return { post, note: gaveNothing && !genre && wordCount(post.replace(/#\S+/g, '')) < THIN_POST_WORDS ? THIN_NOTE(subject ?? c.subject.text, sentence) : null };
}

/** Below this many words (hashtags aside) a first draft says how to get a fuller one. */
const THIN_POST_WORDS = 30;

/** (A claim or a question is named as a sentence, in quotes, however it was typed: “Founders should learn to sell”.) */
const THIN_NOTE = (focus: string, sentence: boolean) =>
  `The built-in writer knows little ${named('about', sentence ? upperFirst(focus) : focus, 'about this')} and doesn't invent, so this draft is short. Tell it what happened, a number or what you think ('add that …'), or connect a model.`;

/**
 * The subject as a note names it: a thing the member told of with its article ('on the payouts API', 'on the bar
 * exam'), never bare ('on payouts API'); a topic as it is ('on code reviews').
 */
function noteFocus(s: ComposeContext['subject']): string {
  const f = s.focus;
  return s.kind === 'statement' && !/^(the|a|an|my|our|your|their|his|her|this|that)\s/i.test(f) && !/^[a-z]+ing\b/i.test(f) && !/s$/.test(f.split(/\s+/).pop() ?? '') ? `the ${f}` : f;
}

/** What the writer says when a list or a longer post would need points it does not have. */
const NOTHING_TO_ADD = (focus: string) =>
  `The built-in writer has no more points${named(' on', focus)} than the draft already makes, and it doesn't invent them. Send yours as 'add that …' and they go in, or connect a model.`;

/**
 * The subject as a note names it ("about code reviews"), when it is short enough to read in a line; `otherwise` when it
 * is not (one helper for every note, h2).
 */
/**
 * `prep focus` for a note's sentence, else `otherwise`. A focus that starts with a capital is the member's own
 * sentence or a name ('We shipped v2 of our app', 'Google cancelled my interview'): quoted, so its capital reads as
 * theirs, not as a sentence run into the note's.
 */
function named(prep: string, focus: string | null | undefined, otherwise = ''): string {
  if (!focus || focus.length > 60) return otherwise;
  return /^\p{Lu}/u.test(focus) && !/^I\b/.test(focus) ? `${prep} “${focus}”` : `${prep} ${focus}`;
}

const ALREADY_SHORT =
  "This draft is already as short as the built-in writer can make it without losing what it's about, so it is unchanged. Say which line to drop ('remove the line about …'), or connect a model.";

/**
 * What the member is told when the change they asked for leaves the draft as it was because it is so already: three
 * hashtags already (the most a post carries), no emoji or hashtag to remove, a question already at the end or none to
 * remove. Never a draft sent back as if it had changed.
 */
function alreadySo(ins: Instructions, draft: string): string {
  const tags = (draft.match(/#[\p{L}\p{N}_]+/gu) ?? []).length;
  const unchanged = 'so the draft is unchanged.';
  if (ins.hashtags === true && tags >= 3) return `The draft already has three hashtags, the most the writer puts on a post, ${unchanged}`;
  if (ins.hashtags === false && tags === 0) return `The draft has no hashtags to remove, ${unchanged}`;
  if (ins.emoji === false) return `The draft has no emoji to remove, ${unchanged}`;
  if (ins.question === true) return `The draft already ends with a question, ${unchanged} Say what to ask ('end with a question for CTOs') to change it.`;
  if (ins.question === false) return `The draft doesn't end with a question, ${unchanged}`;
  if (ins.openWith && /^(?:(?:the|a|my|our)\s+)?(?:number|numbers|figure|stat|stats|statistic)$/i.test(ins.openWith.trim()) && !/\d/.test(draft.replace(/#\S+/g, ''))) {
    return `The draft has no number to start with, ${unchanged} Send yours ('add that …'), and the writer opens on it when asked.`;
  }
  return `The draft already does what you asked, ${unchanged} Say which line to change, or connect a model.`;
}

const ONLY_DRAFT =
  "The built-in writer has no other way to write this draft without inventing something, so it is the same. Tell it what happened, a number or what you think ('add that …'), or connect a model.";

const ALREADY_FORMAL =
  "This draft already reads formally (no contractions or casual phrases left to change), so it is unchanged. Say which line to change, or connect a model.";

const NO_STORY = "The built-in writer can't tell this as a story without inventing what happened, so the draft is unchanged. Send what happened as 'add that …', or connect a model.";

const POINTS_NOTE = "Your points stay as you wrote them: the built-in writer doesn't lengthen them, retell them as a story or give them a new hook without inventing details. Add a point with 'add that …', or connect a model.";

/** The follow-ups the built-in writer cannot honour without inventing something: what it says instead. */
function cannotDo(ins: Instructions, c: ComposeContext): string[] {
  const out: string[] = [];
  if (ins.tone === 'witty') out.push("The built-in writer doesn't write jokes, so the humour is unchanged. Connect a model for a funnier version.");
  if (ins.data || ins.tone === 'analytical') {
    const about = named(' about', c.subject.focus);
    out.push(`The built-in writer doesn't invent numbers. Send a figure of your own${about} (how many, how long, what changed) as 'add that …' and it goes into the post.`);
  }
  if (ins.tagPeople) out.push('People are tagged on LinkedIn itself: type @ and their name in the post when you publish it.');
  if (ins.format) out.push(`The built-in writer writes text posts only, so the draft is unchanged: it can't make ${/s$/.test(ins.format) ? ins.format : withArticle(ins.format)}. 'Make it a list' gives you points to put on slides, or connect a model.`);
  if (ins.addition) out.push(`The built-in writer doesn't make up ${ins.addition.replace(/^(an?|some)\s+/i, '')} on its own, so the draft is unchanged. Send it in your words as 'add that …' and it goes into the post.`);
  if (ins.style) out.push(`The built-in writer can't make a draft ${ins.style} on its own, so the draft is unchanged. Say what to change ('remove the line about …', 'add that …', 'shorter'), or connect a model.`);
  return out;
}

/** The note beside a draft when the member asks for a language: what the built-in writer can do, and what can. */
function languageNote(language: string): string {
  return `The built-in writer writes in English only, so this draft is in English. Connect a model to get it in ${language}.`;
}

/** How replies written before the note travelled apart began: with the note, then a blank line, then the post. */
const NOTE_START = '(Built-in writer: ';

/** A draft as the member last saw it, without the note an older reply carried above it. */
function withoutNote(draft: string): string {
  return draft.startsWith(NOTE_START) ? draft.slice(draft.indexOf('\n\n') + 2) : draft;
}

/** The instructions that edit a draft in place (a tone such as 'witty' is said to be out of reach instead). */
function editsOf(ins: Instructions): string[] {
  return Object.entries(ins)
    .filter(([k, v]) => v !== undefined && !(k === 'tone' && v !== 'friendly' && v !== 'authoritative' && v !== 'inspiring') && !['contrarian', 'language', 'data', 'tagPeople', 'intent', 'style', 'points', 'pointsLead', 'addition', 'format'].includes(k))
    .map(([k]) => k);
}

function fresh(brief: OfflineBrief, c: ComposeContext, ins: Instructions, genre: GenreWriter | null): string {
  // News and thanks in their own voice when the subject reads as such; the usual sections otherwise.
  const special = genre ? genre.write(brief.framework?.beats ?? null) : null;
  const paragraphs: string[] = special ? [...special.paragraphs] : ins.points ? pointsPost(ins.points, c, ins.pointsLead) : [];
  if (!special && !ins.points) {
    const sections = plan(c.contrarian ? null : brief.framework?.beats ?? null, c);
    const draft: ComposeContext = { ...c, sections, lead: c.pick([0, 1] as const) };
    for (const section of sections) {
      const text = write(section, draft, paragraphs.length === 0);
      // Never the same sentence twice (a hook that opens on the truth a later beat says in full).
      const lead = (/^.+?[.!?](?=\s|$)/.exec(text) ?? [text])[0].toLowerCase();
      if (text && !paragraphs.some((p) => p === text || (lead.length >= 40 && p.toLowerCase().includes(lead)))) paragraphs.push(text);
    }
  }
  // A template's post says what the writer knows of its subject in full, not a two-line note (compose.ts).
  // So does news or a thank-you asked for without a template ("thanks to my mentor who taught me to code").
  const beats = brief.framework?.beats?.length ? brief.framework.beats : special ? [] : null;
  // A hiring post is about the role the member named: what is true of hiring in general is not added (issue 12).
  // Nor to a change told as news ('our hospital now offers free parking …'): notes on the topic would be said of it.
  if (beats && !ins.points && special?.lead !== GENRE_TAGS.hiring && special?.lead !== GENRE_TAGS.change) {
    paragraphs.splice(0, paragraphs.length, ...fillFromNotes(paragraphs, c, beats, Boolean(special), Boolean(special) && special?.lead !== '#Gratitude', special?.named ?? null));
    // "seven lessons" over a list of five: the hook says five, never the number the list does not hold.
    const count = askedCount(c.subject.text);
    const listed = paragraphs.find((p) => /^1\. /.test(p))?.split('\n').length ?? 0;
    if (count && listed && listed < count.n) paragraphs[0] = paragraphs[0].replace(count.said, count.said.replace(/^\S+/, (n) => (/^\d/.test(n) ? String(listed) : NUMBER_WORDS[listed])));
  }
  // Never the same sentence twice, whichever beats said it (a hook on a truth that a later beat or the notes repeat).
  paragraphs.splice(0, paragraphs.length, ...withoutRepeats(paragraphs));
  // Named a few times, referred back to otherwise (a thank-you names its person, which is the point of it).
  if (!(special && special.lead === '#Gratitude')) paragraphs.splice(0, paragraphs.length, ...nameAFewTimes(paragraphs, c));
  // Lessons the member did not give ("what I learned from organising our first hackathon"): their sentence, and the
  // questions a reader who has done the same can answer, never lessons made up for them (offline/framed.ts).
  const framed = !special && !ins.points && !c.subject.method ? framedAsLessons(parseRequest(brief.userInput).subject) : null;
  if (framed) paragraphs.splice(0, paragraphs.length, ...asLessonsPost(paragraphs, framed));
  const tags =
    ins.hashtags === false
      ? []
      : special
        ? [special.lead, ...hashtagsFor({ focus: special.tagFocus, subject: special.tagFocus, industry: c.industry }).filter((t) => t.toLowerCase() !== special.lead.toLowerCase())].slice(0, 3)
        : tagsFor(c.subject, c.industry);
  const post = [...paragraphs, ...(tags.length ? [tags.join(' ')] : [])].join('\n\n');
  // The request's own instructions ("a short post about …, with emoji") shape the first draft too; the edits that
  // only make sense of a draft (its own angle, a point added, plainer words) wait for one.
  return applyInstructions(post, { ...ins, tone: ins.tone === 'friendly' || ins.tone === 'authoritative' ? ins.tone : undefined, hashtags: undefined, contrarian: undefined, personal: undefined, mention: ins.mention?.startsWith('thank you to ') ? ins.mention : undefined, simpler: undefined }, c);
}

/**
 * The paragraphs without a sentence said earlier in the post (five words or more, compared without its label: "What
 * people don't see: the biggest cost of a review is the wait." repeats the hook "Code reviews: the biggest cost of a
 * review is the wait."). A line left with nothing but its label goes, and so does a paragraph left empty; a label keeps
 * what follows the repeated sentence ("What people don't see: a pull request that sits …").
 */
export function withoutRepeats(paragraphs: readonly string[]): string[] {
  const seen = new Set<string>();
  const key = (sentence: string) => sentence.toLowerCase().replace(/[.!?]+$/, '').replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    const lines: string[] = [];
    for (const line of paragraph.split('\n')) {
      const m = /^((?:•|\d+\.)\s+)?([^:.!?]{2,60}:\s+)?(.*)$/s.exec(line)!;
      const [, bullet = '', label = '', body] = m;
      const left = body.split(/(?<=[.!?])\s+/).filter((sentence) => {
        const k = key(sentence);
        if (k.split(' ').length < 5) return true;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
      if (!left.length || !left.join(' ').trim()) continue;
      const text = left.join(' ');
      lines.push(`${bullet}${label}${label && text !== body ? lowerFirst(text) : text}`);
    }
    if (lines.length) out.push(lines.join('\n'));
  }
  return out;
}

/**
 * The subject by name in the hook and once more (and in the closing question), then "it" / "them" or a shorter name
 * ("the OKRs") where the sentence keeps something of this subject without it.
 */
export function nameAFewTimes(paragraphs: string[], c: ComposeContext): string[] {
  const s = c.subject;
  // A yes/no question about a thing says its subject where a pronoun would point at the wrong people ("whether they …").
  if (!s.focus || s.focus.split(/\s+/).length > 6 || (s.kind === 'question' && s.affirm)) return paragraphs;
  const said = theFocus(c);
  const x = s.experience;
  const own = subjectWords(`${s.text} ${s.about ?? ''} ${s.tail ?? ''} ${x?.again ?? ''}`);
  const specific = (sentence: string) => sentence.toLowerCase().split(/[^a-z0-9'-]+/).some((w) => own.has(w)) || s.facts.some((f) => sentence.toLowerCase().includes(f.toLowerCase()));
  // The head of the noun phrase, before what qualifies it: "new office in Lisbon" is "the office", never "the Lisbon".
  const words = s.focus.replace(/^(the|our|my)\s+/i, '').replace(/\s+(in|at|on|for|of|from|with|near|across)\s.*$/i, '').split(/\s+/);
  const head = words[words.length - 1];
  // "the quarterly OKRs" → "the OKRs", "our clinic scheduling app" → "the app": a thing the member did something with.
  const short = s.kind === 'statement' && !s.experience && words.length >= 2 && /^[A-Za-z][\w-]{2,}$/.test(head) && !/^[a-z]{3,}ing$/.test(words[0]) && !NOT_A_NAME.test(head) ? `the ${head}` : null;
  // A life event is said in a few ways ("being laid off", "a layoff", "the layoff").
  if (x) return referBack(paragraphs, { names: [x.name, x.anyone], plural: false, keep: 2, specific, short: x.again ?? null, shortAnywhere: true });
  const plural = be(said) === 'are';
  // A one-word thing the member did something with ("our standups", "our roadmap") has no shorter name: it is said
  // by what they did with it instead ("the move to async updates", "killing it"), so the sentence keeps its subject.
  const others = s.kind === 'statement' ? otherNames(s, plural) : [];
  const alternates = short ? [] : others;
  const ownAlso = new Set([...own, ...others.flatMap((a) => [...subjectWords(a.text)].filter((w) => !/^(them|they|it)$/.test(w)))]);
  const specificAlso = (sentence: string) => specific(sentence) || sentence.toLowerCase().split(/[^a-z0-9'-]+/).some((w) => ownAlso.has(w));
  const check = others.length ? specificAlso : specific;
  // The action itself ("moving our standups") is said once, then by the change it made ("the move to async updates")
  // or shorter ("raising them").
  const told = s.event && others.length ? referBack(paragraphs, { names: [s.event], plural: false, keep: 1, specific: check, alternates: others }) : paragraphs;
  return referBack(told, { names: [said, s.focus], plural, keep: 2, specific: check, short, alternates });
}

/** Words that finish a compound but name nothing alone ("code blue" is not "the blue", "cold start" not "the start"). */
const NOT_A_NAME = /^(blue|red|green|black|white|yellow|orange|purple|pink|gr[ae]y|gold|silver|cold|hot|warm|live|dead|open|closed|start|end|up|out|off|down|in|over|back)$/i;

/** Verbs of a change from one thing to another ("moved our standups to async updates"). */
const CHANGE = /\b(moved|switched|migrated|changed|converted|shifted|replaced|swapped|traded)\b/i;

/**
 * Other names for a statement's focus: the change it went through ("the move to async updates", "the switch to
 * Notion") and the action on it ("moving them", "killing it", after a preposition only).
 */
function otherNames(s: ComposeContext['subject'], plural: boolean): { text: string; plural: boolean; object?: boolean }[] {
  const out: { text: string; plural: boolean; object?: boolean }[] = [];
  const verb = s.verb?.toLowerCase() ?? '';
  const at = s.text.toLowerCase().indexOf(s.focus.toLowerCase());
  if (CHANGE.test(verb) && at >= 0) {
    const rest = s.text.slice(at + s.focus.length);
    const to = /^\s+(?:to|with|for|into)\s+((?:[\w'-]+\s?){1,4}?)(?=\s+(?:and|but|after|before|in|on|at|for|because|so|last|this|when|without)\b|\s*[,.;!?]|\s*$)/i.exec(rest);
    const target = to?.[1].trim().replace(/^(the|a|an)\s+/i, '').replace(/\s+(?:last|this|next)\s+(?:week|month|quarter|year|spring|summer|autumn|fall|winter)$/i, '');
    if (target && goodFocus(target) && !target.toLowerCase().includes(s.focus.toLowerCase())) out.push({ text: `the ${/^moved$/i.test(verb) ? 'move' : 'switch'} to ${target}`, plural: false });
  }
  const ing = s.verb ? ingOfPast(s.verb) : null;
  // Never an idiom ("killing it", "nailing it") nor a verb that says nothing of its own ("getting them").
  // A phrasal verb's particle goes after the pronoun: "turning it down", never "turning it".
  const particle = s.event ? /^\S+\s+(down|up|out|back|over|around)\s/i.exec(s.event)?.[1].toLowerCase() : undefined;
  // And only when what the verb was done to is a thing: "hired too fast" is never "hiring it".
  const done = !/^(too|so|very|really|quite|much|more|less|fast|slowly|quickly|early|late|hard|well|badly|again|twice|once)\b/i.test(s.focus);
  if (ing && done && ing !== s.verb && !/^(getting|making|having|doing|being|going|spending|killing|nailing|crushing|smashing)$/.test(ing)) out.push({ text: `${ing} ${plural ? 'them' : 'it'}${particle ? ` ${particle}` : ''}`, plural: false, object: true });
  return out;
}

/** News or thanks, read once: the template's genre, or a request with no template that is plainly one. */
function genreWriter(brief: OfflineBrief, c: ComposeContext): GenreWriter | null {
  const { framework } = brief;
  if (framework) return framework.genre ? readGenre(framework.genre, framework.name, c) : null;
  if (plainNews(c.subject.text)) return readGenre('announcement', '', c);
  return asksToThank(c.subject.text) ? readGenre('appreciation', '', c) : null;
}

function context(brief: OfflineBrief, topic: string, ins: Instructions, pick: ComposeContext['pick'], more: readonly string[] | null = null): ComposeContext {
  const clean = (v: string | undefined | null) => (v && v.trim() ? v.trim().replace(/[.!]+$/, '') : null);
  const persona = brief.persona;
  const subject = analyseSubject(topic, more);
  const viral = brief.viralContext ?? '';
  const listShape = (viral.match(/^\s*(?:[-•*→✅]|\d+[.)])\s+/gm) ?? []).length >= 3;
  const tone: ToneKey = ins.tone ?? toneKey(persona?.tone ?? '');
  const asked: Voice | null = ins.intent === 'opinion' ? 'opinion' : ins.intent === 'tips' ? 'educational' : null;
  const voice: Voice = brief.framework?.voice ?? (brief.framework ? voiceOf(brief.framework.beats) : asked ?? (listShape ? 'educational' : subject.kind === 'statement' ? 'story' : subject.kind === 'question' ? 'engagement' : subject.kind === 'claim' ? 'opinion' : tone === 'analytical' ? 'educational' : tone === 'story' || tone === 'friendly' || tone === 'inspiring' ? 'story' : 'opinion'));
  return {
    subject,
    role: clean(persona?.job_title),
    industry: clean(persona?.industry),
    audience: clean(ins.audience ?? persona?.audience),
    tone,
    voice: listShape && voice === 'story' ? 'educational' : voice,
    contrarian: Boolean(ins.contrarian),
    pick,
    link: LINK.test(`${brief.userInput}\n${brief.topicHint ?? ''}`),
  };
}

/** A link the member pasted (the chat's first request or this one). */
const LINK = /(?:\bhttps?:\/\/|\bwww\.)\S/i;

function voiceOf(beats: readonly string[]): Voice {
  const all = beats.join(' ').toLowerCase();
  if (/poll|question to the audience.*$|invite answers/.test(all) && /poll|the question/.test(all)) return 'engagement';
  if (/mistake|tips|how to|what to do instead/.test(all)) return 'educational';
  if (/claim|myth|prediction|both sides|hot take|debate/.test(all)) return 'opinion';
  return 'story';
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

/** Final tidy-up: no blank-line runs, no trailing spaces, never over 3000 characters. */
function finish(text: string): string {
  const tidy = oneColon(text).replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return tidy.length <= 3000 ? tidy : tidy.slice(0, 3000).replace(/\s+\S*$/, '');
}

/**
 * Streams the reply: the writer's note first when there is one (`{ note }`, never part of the post), then the post
 * in small chunks (a few words each), pausing between them like a model would.
 */
export async function* streamOfflinePost(
  brief: OfflineBrief,
  { signal, chunkDelayMs = 12 }: { signal?: AbortSignal; chunkDelayMs?: number } = {},
): AsyncGenerator<string | { note: string }, void, undefined> {
  const { post: text, note } = composeOfflineReply(brief);
  if (note && !signal?.aborted) yield { note };
  const pieces = text.match(/\S+\s*|\s+/g) ?? [text];
  for (let i = 0; i < pieces.length; i += 3) {
    if (signal?.aborted) return;
    if (chunkDelayMs > 0) await sleep(chunkDelayMs, signal);
    if (signal?.aborted) return;
    yield pieces.slice(i, i + 3).join('');
  }
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
