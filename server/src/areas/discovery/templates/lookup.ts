import { TEMPLATE_CATALOGUE, type CatalogueTemplate } from './catalogue/index';

/**
 * Finding a catalogue template from what the generator receives: the templates screen sends a template's text
 * (its name on the first line, then its description and structure), a member may type a name.
 */

/** Case, punctuation and hyphens do not count: "behind the scenes" is "Behind-the-Scenes". */
function normalise(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

const BY_NAME = new Map(TEMPLATE_CATALOGUE.map((t) => [normalise(t.name), t]));
// Longest names first, so "Controversial Question" wins over a shorter name it might contain.
const NAMES_LONGEST_FIRST = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

/** The template called exactly `name` (case and punctuation aside), or null. */
export function templateByName(name: string | null | undefined): CatalogueTemplate | null {
  return name ? (BY_NAME.get(normalise(name)) ?? null) : null;
}

/** The template with this id, or null. */
export function templateById(id: string | null | undefined): CatalogueTemplate | null {
  return (id && TEMPLATE_CATALOGUE.find((t) => t.id === id)) || null;
}

/** The template a short text names as whole words ("Use the Hot Take framework"); the longest name wins. */
export function findTemplate(text: string | null | undefined): CatalogueTemplate | null {
  if (!text) return null;
  const t = ` ${normalise(text)} `;
  const name = NAMES_LONGEST_FIRST.find((n) => t.includes(` ${n} `));
  return name ? BY_NAME.get(name)! : null;
}
