import { STORAGE_KEYS } from 'shared/auth';
import { subscribe } from 'shared/bus';
import { LOGIN_TO_SUBSCRIBE, addressWithout, billingPath, choosePlan } from './choose-plan';
import { PAID_PLANS } from './Pricing';

function record() {
  const navigations: string[] = [];
  const toasts: string[] = [];
  const a = subscribe('navigate', ({ to }) => navigations.push(to));
  const b = subscribe('toast', ({ message }) => toasts.push(message));
  return { navigations, toasts, stop: () => (a.unsubscribe(), b.unsubscribe()) };
}

describe('choosing a plan on the pricing screen', () => {
  it('sends a member to Plan & Billing with the plan, keeping nothing in the session', () => {
    const r = record();
    const session = new Map<string, string>();
    choosePlan('star', { signedIn: true, session: { setItem: (k, v) => session.set(k, v) } });
    r.stop();
    expect(r.navigations).toEqual(['/app/billing?plan=star']);
    expect(r.toasts).toEqual([]);
    expect(session.size).toBe(0);
  });

  it('keeps a visitor\'s plan for the session under the key the auth area reads, asks them to log in, and goes to login', () => {
    const r = record();
    const session = new Map<string, string>();
    choosePlan('nova', { signedIn: false, session: { setItem: (k, v) => session.set(k, v) } });
    r.stop();
    expect(session.get(STORAGE_KEYS.selectedPlan)).toBe('nova');
    expect(r.toasts).toEqual([LOGIN_TO_SUBSCRIBE]);
    expect(r.navigations).toEqual(['/app/login']);
  });

  it('offers the three paid plans of the catalogue, in upgrade order', () => {
    expect(PAID_PLANS.map((p) => [p.tier, p.price, p.popular])).toEqual([
      ['comet', 19, false],
      ['star', 39, true],
      ['nova', 59, false],
    ]);
    expect(billingPath('comet')).toBe('/app/billing?plan=comet');
  });
});

describe('the address a one-shot query leaves', () => {
  it('drops the key, keeps the rest of the query and the fragment', () => {
    expect(addressWithout('/pricing', { plan: 'star' }, 'plan')).toBe('/pricing');
    expect(addressWithout('/pricing', { plan: 'star', ref: 'mail' }, 'plan', '#faq')).toBe('/pricing?ref=mail#faq');
    expect(addressWithout('/pricing', { ref: 'a b' }, 'plan')).toBe('/pricing?ref=a+b');
  });
});
