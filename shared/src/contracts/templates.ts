import { z } from 'zod';
import { TEMPLATE_CATEGORIES, TIERS, type TemplateCategoryId } from 'shared/constants';

const CATEGORY_IDS = TEMPLATE_CATEGORIES.map((c) => c.id).filter((id): id is TemplateCategoryId => id !== 'all') as [TemplateCategoryId, ...TemplateCategoryId[]];

/** A post template (SPEC.md §3): the catalogue entry, plus for a signed-in member whether their plan opens it. */
export const Template = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The post's beats, in order. */
  structure: z.array(z.string()),
  example_topic: z.string(),
  /** One of TEMPLATE_CATEGORIES' ids (never 'all'). */
  category: z.enum(CATEGORY_IDS),
  premium: z.boolean(),
  /** The opening lines of a post written with it, placeholders in [brackets]. */
  preview: z.array(z.string()),
  /** The cheapest plan that opens it: null for a free template. */
  required_tier: z.enum(TIERS).nullable(),
  /** Signed-in members only: true when their plan does not open it. */
  locked: z.boolean().optional(),
});
export type Template = z.infer<typeof Template>;

/** GET /api/templates/frameworks (and GET /api/content/templates, the same list). */
export const TemplatesResponse = z.object({ templates: z.array(Template) });
export type TemplatesResponse = z.infer<typeof TemplatesResponse>;
