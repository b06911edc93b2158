/**
 * The templates screen's rules, free of React so they are tested alone: the category sidebar with its counts,
 * which cards a category shows, what 'Create with AI' hands the generator, where a locked card sends the member.
 */
import { TEMPLATE_CATEGORIES, planFor } from 'shared/constants';
import type { Template } from 'shared/contracts';

export type CategoryId = (typeof TEMPLATE_CATEGORIES)[number]['id'];

export interface CategoryEntry {
  id: CategoryId;
  label: string;
  premium: boolean;
  count: number;
}

/** The sidebar of SPEC.md §2, in its order and with its labels, each with how many templates it holds. */
export function categoryEntries(templates: readonly Template[]): CategoryEntry[] {
  return TEMPLATE_CATEGORIES.map((c) => ({
    id: c.id,
    label: c.label,
    premium: c.premium,
    count: c.id === 'all' ? templates.length : templates.filter((t) => t.category === c.id).length,
  }));
}

/** The category a `?category=` value names, else All. */
export function categoryFrom(value: string | undefined): CategoryId {
  return TEMPLATE_CATEGORIES.find((c) => c.id === value)?.id ?? 'all';
}

export function templatesIn(templates: readonly Template[], category: CategoryId): Template[] {
  return category === 'all' ? [...templates] : templates.filter((t) => t.category === category);
}

export function categoryLabel(id: string): string {
  return TEMPLATE_CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

/** Locked for this member; a visitor (no `locked` from the server) cannot use a premium one either. */
export function isLocked(t: Template): boolean {
  return t.locked ?? t.premium;
}

/** SPEC.md §2 footer. */
export function footerText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} template${total === 1 ? '' : 's'}`;
}

/**
 * What 'Create with AI' sends to the generator (SPEC.md §2: /linkedin-gpt with the template and source
 * 'templates'); the generator reads `selectedTemplate` and sends the name on the first line, which the server
 * recognises.
 */
export function createWithAiNavigation(t: Template) {
  return {
    to: '/linkedin-gpt',
    state: {
      selectedTemplate: { id: t.id, name: t.name, description: t.description, structure: [...t.structure], example_topic: t.example_topic },
      source: 'templates' as const,
    },
  };
}

/** Where a locked card sends the member: the billing area starts the checkout for the plan that opens it. */
export function upgradePath(t: Template): string {
  return `/app/billing?upgrade=${t.required_tier ?? 'comet'}`;
}

/** 'Creator ($19/month)': the plan that opens a template, with its real price. */
export function planLabel(tier: string | null): string {
  const plan = planFor(tier ?? 'comet');
  return `${plan.name} ($${plan.price}/month)`;
}

/** The upsell over the grid for a member with locked templates; null when nothing is locked. */
export function upsellText(templates: readonly Template[]): { text: string; tier: string } | null {
  const locked = templates.filter(isLocked);
  if (locked.length === 0) return null;
  const tier = locked[0].required_tier ?? 'comet';
  return {
    text: `${locked.length} premium templates are locked on your plan. ${planLabel(tier)} opens all ${templates.length}.`,
    tier,
  };
}
