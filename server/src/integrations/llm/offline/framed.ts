import { yourOwn } from './compose';
import { lowerFirst, upperFirst } from './text';

/**
 * A subject framed as the member's lessons ("what I learned from organising our first hackathon", "my lessons from
 * moving our support team to a four-day week") says that they learned from it, and nothing of what: the writer cannot
 * say the lessons without inventing them. What it can say honestly is what the member did say (that they learned from
 * it, in their words) and what a reader who has done the same can answer, so the post opens on that and, when the
 * topic's notes left it short, asks the reader the questions a lessons post is built on (issue 12).
 */

/** "what I learned from …", "(my) lessons from …", "takeaways from …": the frame, then what the member did. */
const FRAME = /^(?:(?:here are\s+)?(?:my|our|the|some|a few)\s+)?(?:biggest\s+|key\s+)?(?:lessons|learnings|takeaways)\s+(?:(?:i|we)\s+(?:learned|learnt|took)\s+)?from\s+(.+)$|^what\s+(i|we)\s+(?:learned|learnt)\s+from\s+(.+)$/i;

export interface Framed {
  /** What the member learned from, in their words ("organising our first hackathon"). */
  what: string;
  /** Whose lessons: "I" or "We". */
  who: 'I' | 'We';
}

/** The frame of a request's subject, or null. */
export function framedAsLessons(subject: string): Framed | null {
  const m = FRAME.exec(subject.trim().replace(/[.!]+$/, ''));
  if (!m) return null;
  const what = (m[1] ?? m[3]).trim();
  // A count of lessons ("3 lessons from …") is a list the topic's notes fill (compose.ts), not this shape.
  if (!what || what.split(/\s+/).length > 14) return null;
  const we = /^we$/i.test(m[2] ?? '') || /^our\s/i.test(subject.trim());
  return { what, who: we ? 'We' : 'I' };
}

/** Below this many characters of prose the post asks the reader the questions a lessons post is built on. */
const FULL = 500;

/**
 * The post's paragraphs with the hook said as the member's own sentence ("I learned a few things from organising our
 * first hackathon.") and, when it is short, the questions for readers who have done the same, before the closing
 * question.
 */
export function asLessonsPost(paragraphs: string[], f: Framed): string[] {
  const out = [...paragraphs];
  const hook = `${f.who} learned a few things from ${f.what}.`;
  // The request's frame or the bare subject as the opening line is replaced; a hook of the topic's own is kept under it.
  const [first, ...rest] = (out[0] ?? '').split('\n');
  // A topic's truth said after the frame ("Lessons from …: safe nights depend on the rota.\nHow many in a row, …", the
  // hook's two sentences of a truth with a colon) is kept whole under the hook, as the one sentence it was.
  const framed = /^(what (i|we) learned from|(my |our )?(lessons|learnings|takeaways) from)\b/i.test(first);
  const truth = framed ? /^[^:]+:\s+(.+)\.$/.exec(first)?.[1] : undefined;
  if (truth) out[0] = [hook, rest.length ? `${upperFirst(truth)}: ${lowerFirst(rest[0])}` : `${upperFirst(truth)}.`, ...rest.slice(1)].join('\n');
  else if (framed || first.replace(/[.!]+$/, '').toLowerCase() === f.what.toLowerCase()) out[0] = [hook, ...rest].join('\n');
  else out.unshift(hook);
  if (out.join('\n\n').length >= FULL) return out;
  const yours = yourOwn(f.what);
  const closing = out.length > 1 && /\?\s*$/.test(out[out.length - 1]) ? out.length - 1 : out.length;
  out.splice(
    closing,
    0,
    // "anyone who has been through shutting down their first startup": "anyone" is not "you" (never "… your first startup").
    `The questions I'd put to anyone who has been through ${f.what.replace(/\b(my|our)\b/gi, 'their')}:\n1. What worked from the start?\n2. What would you skip next time?\n3. What took longest to get right?\n4. Who helped most, and how?\n5. What do you wish you'd known?`,
    `And if ${yours} is still ahead of you, the answers in the comments are for you too.`,
  );
  return out;
}
