import { ADVICE } from './advice';
import { ANNOUNCEMENT } from './announcement';
import { APPRECIATION } from './appreciation';
import { CONFESSIONS } from './confessions';
import { CONTROVERSIAL } from './controversial';
import { FUNNY } from './funny';
import { MISCONCEPTIONS } from './misconceptions';
import { MOTIVATIONAL } from './motivational';
import { STRUGGLE } from './struggle';
import type { CatalogueTemplate } from './types';

export type { CatalogueTemplate, TemplateVoice } from './types';

/**
 * The one template catalogue: the templates screen lists it and the generator prompts with it. Written by us,
 * one file per category, in the order of the screen's category sidebar (SPEC.md §2).
 */
export const TEMPLATE_CATALOGUE: readonly CatalogueTemplate[] = Object.freeze([
  ...FUNNY,
  ...ANNOUNCEMENT,
  ...STRUGGLE,
  ...MOTIVATIONAL,
  ...CONFESSIONS,
  ...MISCONCEPTIONS,
  ...CONTROVERSIAL,
  ...APPRECIATION,
  ...ADVICE,
]);
