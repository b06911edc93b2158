/**
 * Writing frameworks the generator knows by name: the template catalogue of the discovery area (one catalogue for
 * the templates screen and the prompts), seen as name, beats and voice. The templates screen sends a template's
 * text (its name on the first line, then its description and structure); the generator recognises the name and
 * uses these beats to brief the model or the offline writer.
 */
import { type CatalogueTemplate, TEMPLATE_CATALOGUE, findTemplate, templateById, templateByName } from '../discovery/index';
import type { Genre, OfflineFramework, Voice } from '../../integrations/llm/index';

export interface Framework {
  name: string;
  /** The post's beats, in order. */
  structure: string[];
  /** What kind of post it makes (the catalogue's category, as the offline writer needs it). */
  voice?: Voice;
  /** An announcement or a thank-you (the catalogue's category), which the offline writer writes as such. */
  genre?: Genre;
}

/** The generator's view of a catalogue template. */
export function asFramework(t: CatalogueTemplate): Framework {
  const genre = t.category === 'announcement' || t.category === 'appreciation' ? t.category : undefined;
  return { name: t.name, structure: [...t.structure], voice: t.voice, ...(genre ? { genre } : {}) };
}

export const FRAMEWORKS: readonly Framework[] = TEMPLATE_CATALOGUE.map(asFramework);

/** The framework a template text names (case-insensitive; "Behind the scenes" matches "Behind-the-Scenes"). */
export function findFramework(text: string | null | undefined): Framework | null {
  const t = findTemplate(text);
  return t ? asFramework(t) : null;
}

/**
 * The catalogue template a chat is written with: one named alone on the first line of the template text (by its name,
 * or by its id: `?template=customer-thank-you`), or the
 * templates screen's own text for a template sent as viral_context (SPEC.md §7 sends a text of 200 characters or
 * more that way: the name on the first line, its description on the second), else one a short template text names
 * ("Use the Hot Take framework"). A viral post is not a template, even one that mentions a name ("my hot take
 * on…") or opens with a bare 'Hot Take' line: a free member may write from it ('Use as inspiration').
 */
export function templateOfContext(templateText: string | null, viral: string | null): CatalogueTemplate | null {
  const lines = (text: string | null) => (text ? text.split('\n').map((l) => l.trim()) : []);
  const [name, description] = lines(viral);
  const screenText = templateByName(name);
  const fromViral = screenText && description === screenText.description.trim() ? screenText : null;
  const first = lines(templateText)[0];
  return templateByName(first) ?? templateById(first) ?? fromViral ?? findTemplate(templateText);
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
  return f ? { name: f.name, beats: f.structure, voice: f.voice, ...(f.genre ? { genre: f.genre } : {}) } : null;
}
