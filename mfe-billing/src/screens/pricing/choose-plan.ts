import { STORAGE_KEYS } from 'shared/auth';
import { navigate, toast } from 'shared/bus';
import type { Tier } from 'shared/constants';

export const LOGIN_TO_SUBSCRIBE = 'Please login to subscribe to this plan';

/** Where choosing a plan leads a member (the billing screen, which starts the checkout). */
export const billingPath = (tier: Tier) => `/app/billing?plan=${tier}`;

/** The address `path` with its `query` less `key` (and its fragment): where a one-shot query leaves the page. */
export function addressWithout(path: string, query: Record<string, string>, key: string, hash = ''): string {
  const rest = new URLSearchParams(Object.entries(query).filter(([k]) => k !== key)).toString();
  return `${path}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * 'Choose plan' (SPEC.md §5): a member goes to Plan & Billing with the plan; a visitor's choice is kept for the
 * session (the auth area reads it after login and brings them back here), they are told to log in, and go to login.
 */
export function choosePlan(tier: Tier, { signedIn, session }: { signedIn: boolean; session: Pick<Storage, 'setItem'> | null }): void {
  if (signedIn) {
    navigate(billingPath(tier));
    return;
  }
  session?.setItem(STORAGE_KEYS.selectedPlan, tier);
  toast.info(LOGIN_TO_SUBSCRIBE);
  navigate('/app/login');
}
