import { PREMIUM_TEMPLATE_MARK, type Tier, nextPlan, planFor } from 'shared/constants';
import type { Db } from '../../../platform/db';
import { forbidden } from '../../../platform/errors';
import { getMemberTier } from '../../auth/index';
import { TEMPLATE_CATALOGUE, type CatalogueTemplate } from './catalogue/index';

/**
 * Who may write with which template (DECISIONS.md): premium templates are locked on the free plan and open on
 * every paid plan, and the server is the one that checks it.
 */

/** The cheapest plan that opens premium templates: the first paid one. */
const PREMIUM_PLAN = nextPlan('free')!;

/** The tier that opens a template: null when every plan does. */
export function requiredTier(template: CatalogueTemplate): Tier | null {
  return template.premium ? PREMIUM_PLAN.tier : null;
}

/** Whether a member on `tier` may use the template (an unknown tier counts as free). */
export function tierOpens(tier: string | null | undefined, template: CatalogueTemplate): boolean {
  return !template.premium || planFor(tier).price > 0;
}

/** What a free member is told when a premium template is refused: which plan opens it, at what price. */
export function premiumRefusal(template: CatalogueTemplate): string {
  return `${template.name} ${PREMIUM_TEMPLATE_MARK}. Upgrade to the ${PREMIUM_PLAN.name} plan ($${PREMIUM_PLAN.price}/month) to write with it.`;
}

export interface ListedTemplate {
  template: CatalogueTemplate;
  /** Set for a signed-in member only. */
  locked?: boolean;
}

/** The catalogue as a member (or a visitor, `userId` null) sees it: for a member, each template locked or open. */
export async function listTemplates({ db, userId }: { db: Db; userId: string | null }): Promise<ListedTemplate[]> {
  if (!userId) return TEMPLATE_CATALOGUE.map((template) => ({ template }));
  const tier = await getMemberTier({ db, userId, recent: true });
  return TEMPLATE_CATALOGUE.map((template) => ({ template, locked: !tierOpens(tier, template) }));
}

/**
 * Refuses (403, naming the plan that opens it) a premium template to a member whose plan does not open it.
 * The generator calls it before any credit is held.
 */
export async function assertTemplateOpen({ db, userId, template }: { db: Db; userId: string; template: CatalogueTemplate | null }): Promise<void> {
  if (!template?.premium) return;
  const tier = await getMemberTier({ db, userId });
  if (!tierOpens(tier, template)) throw forbidden(premiumRefusal(template));
}
