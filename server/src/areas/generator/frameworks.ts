/**
 * Writing frameworks the generator knows by name (the template catalogue of SPEC.md §9): the structure a post
 * following each one takes. The templates screen sends a framework's text (its name, usually with its
 * structure); the generator recognises the name and uses these steps to brief the model or the offline writer.
 */
import type { OfflineFramework, Voice } from '../../integrations/llm/index';

export interface Framework {
  name: string;
  /** The post's beats, in order. */
  structure: string[];
  /** What kind of post it makes (the catalogue's category, as the offline writer needs it). */
  voice?: Voice;
}

export const FRAMEWORKS: readonly Framework[] = [
  { name: 'Personal Journey', structure: ['Hook: where you started', 'The struggle', 'The turning point', 'What changed', 'Lesson for the reader', 'Question to the audience'], voice: 'story' },
  { name: 'Mentor Story', structure: ['Hook', 'Who the mentor was and the situation', 'The advice they gave', 'How you applied it', 'Lesson learned', 'Question to the audience'], voice: 'story' },
  { name: 'Overcoming Obstacles', structure: ['Hook', 'The obstacle', 'What you tried first', 'What worked', 'Lesson learned', 'Question to the audience'], voice: 'story' },
  { name: 'Failure to Success', structure: ['Hook: the failure', 'What went wrong', 'What you learned', 'The comeback', 'Takeaway', 'Question to the audience'], voice: 'story' },
  { name: 'Client Success Story', structure: ['Hook: the result', "The client's problem", 'What you did', 'The outcome', 'Lesson for others', 'Call to action'], voice: 'story' },
  { name: 'Behind-the-Scenes', structure: ['Hook', 'What people see', 'What happens behind the scenes', 'Why it matters', 'Question to the audience'], voice: 'story' },
  { name: 'Hot Take', structure: ['Bold claim as the hook', 'What most people think', 'Your reasoning', 'Nuance: where the claim stops', 'Question inviting disagreement'], voice: 'opinion' },
  { name: 'Controversial Question', structure: ['Hook: the question', 'Both sides of the argument', 'Your view', 'Invite debate'], voice: 'opinion' },
  { name: 'Industry Prediction', structure: ['Hook: the prediction', 'Signals you see today', 'What it means', 'How to prepare', 'Question to the audience'], voice: 'opinion' },
  { name: 'Top Mistakes', structure: ['Hook', 'The mistakes, as a short list', 'What to do instead', 'Question to the audience'], voice: 'educational' },
  { name: 'Myth Busting', structure: ['The myth', 'Why people believe it', 'The truth', 'What to do instead', 'Question to the audience'], voice: 'opinion' },
  { name: 'Question Post', structure: ['Hook: context in one line', 'The question', 'Your own answer', 'Invite answers'], voice: 'engagement' },
  { name: 'Poll Creation', structure: ['Hook: context', 'The poll question', 'The options', 'Why you ask', 'Invite votes and comments'], voice: 'engagement' },
];

/** The framework a template text names (case-insensitive; "Behind the scenes" matches "Behind-the-Scenes"). */
export function findFramework(text: string | null | undefined): Framework | null {
  if (!text) return null;
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, ' ').trim();
  const t = ` ${norm(text)} `;
  let best: Framework | null = null;
  for (const f of FRAMEWORKS) {
    const n = norm(f.name);
    if (t.includes(` ${n} `) && (!best || n.length > norm(best.name).length)) best = f;
  }
  return best;
}

/**
 * The steps a template text spells out itself ("Structure: Hook → Story → Lesson", one per line, or a list),
 * for templates the catalogue above does not know.
 */
export function structureFromText(text: string): string[] {
  const m = /structure\s*[:\-]\s*([\s\S]+?)(?:\n\s*\n|example|$)/i.exec(text);
  const body = m ? m[1] : text;
  const parts = body
    .split(/\s*(?:→|->|=>|\||\n|;|,\s*then\s+)\s*/)
    .map((p) => p.replace(/^\s*(?:[-•*]|\d+[.)])\s*/, '').trim())
    .filter((p) => p.length > 1 && p.length < 120);
  return parts.length >= 2 ? parts.slice(0, 10) : [];
}

/** The narrow view of a framework the offline writer takes (name, beats, voice). */
export function forOfflineWriter(f: Framework | null): OfflineFramework | null {
  return f ? { name: f.name, beats: f.structure, voice: f.voice } : null;
}
