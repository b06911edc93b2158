/**
 * The rising creators screen's rules, free of React so they are tested alone: the domains and their labels, when a
 * search fires, what the Following filter shows, where 'View Posts' goes, the upsell.
 */
import { CREATOR_DOMAINS, LIMITS, SEARCH_MAX_WORDS, nextPlan } from 'shared/constants';
import type { Creator } from 'shared/contracts';

export type DomainId = (typeof CREATOR_DOMAINS)[number];

const DOMAIN_LABELS: Record<DomainId, string> = {
  all: 'All Domains',
  tech: 'Technology',
  marketing: 'Marketing',
  design: 'Design',
  finance: 'Finance',
  business: 'Business',
  leadership: 'Leadership',
  sales: 'Sales',
  hr: 'HR & People',
  healthcare: 'Healthcare',
  education: 'Education',
};

/** The 11 domains of SPEC.md §9, in their order, with the label the dropdown shows. */
export const DOMAINS: readonly { id: DomainId; label: string }[] = CREATOR_DOMAINS.map((id) => ({ id, label: DOMAIN_LABELS[id] }));

/** The quick chips under the search box: the first domains, one tap each. */
export const QUICK_DOMAINS: readonly DomainId[] = ['all', 'tech', 'marketing', 'design', 'finance', 'sales'];

export function domainLabel(id: string): string {
  return (DOMAIN_LABELS as Record<string, string>)[id] ?? id;
}

/** The domain a `?domain=` value names, else all. */
export function domainFrom(value: string | undefined): DomainId {
  return (CREATOR_DOMAINS as readonly string[]).includes(value ?? '') ? (value as DomainId) : 'all';
}

/** Words as the server counts them: split on spaces, a leading '@' dropped, empty ones gone. */
const wordCount = (text: string) => text.split(/\s+/).filter((w) => w.replace(/^@+/, '')).length;

/**
 * SPEC.md §5: a search fires only with 2 or more characters, or with none (which shows everyone again); and with
 * at most 8 words, one at least ('@@' alone names no one).
 */
export function searchable(text: string): boolean {
  const t = text.trim();
  const n = wordCount(t);
  return t.length === 0 || (t.length >= 2 && n >= 1 && n <= SEARCH_MAX_WORDS);
}

/** The hint under the search box: why the text is not searched yet, else what the box does. */
export function searchHint(text: string): string {
  const t = text.trim();
  if (t.length === 1) return 'Type at least 2 characters to search.';
  if (wordCount(t) > SEARCH_MAX_WORDS) return `Search with at most ${SEARCH_MAX_WORDS} words.`;
  // '@' alone names no one (the server refuses it): the search waits for the handle.
  if (t.length > 1 && wordCount(t) === 0) return 'Type a name or handle after @ to search.';
  return 'Searches names, handles and bios as you type.';
}

/** The pause after the last keystroke before a search fires (SPEC.md §9). */
export const SEARCH_PAUSE_MS = LIMITS.creatorSearchDebounceMs;

/** The Following filter: the followed creators in this domain that match the search (name, handle or bio). */
export function followingShown(creators: readonly Creator[], domain: DomainId, search: string): Creator[] {
  // As the server searches: every word, any case, a leading '@' dropped.
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^@+/, ''))
    .filter(Boolean);
  return creators.filter((c) => {
    if (domain !== 'all' && c.category !== domain) return false;
    const text = `${c.name} ${c.handle} ${c.bio}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** 'View Posts' (SPEC.md §2): the viral library showing this creator's posts. */
export function viewPostsPath(handle: string): string {
  return `/app/viral-library?creator=${encodeURIComponent(handle)}`;
}

/** '4.2%': engagement and growth rates with one decimal. */
export function percent(n: number): string {
  return `${n.toFixed(1)}%`;
}

/** The upsell for the member's plan: the next plan by its real price, or nothing on the top plan. */
export function upsellFor(tier: string | null | undefined): { title: string; text: string; button: string; to: string } | null {
  const plan = nextPlan(tier);
  if (!plan) return null;
  return {
    title: `Write like the creators you follow with ${plan.name}`,
    text: `${plan.limits.ai_credits} AI credits a month to turn their best posts into yours.`,
    button: `Upgrade Now - $${plan.price}/month`,
    to: `/app/billing?upgrade=${plan.tier}`,
  };
}

/** The info tiles of SPEC.md §2. */
export const INFO_TILES = [
  { value: '20+', label: 'creators per domain' },
  { value: String(CREATOR_DOMAINS.length), label: 'domains' },
  { value: 'Real-time', label: 'search' },
] as const;
