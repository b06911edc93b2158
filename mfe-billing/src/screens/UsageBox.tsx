import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from 'shared/api';
import { authState, setUsage } from 'shared/auth';
import { navigate, subscribe, toast } from 'shared/bus';
import { BILLING_MESSAGES, TIER_NAMES, nextPlan, type Tier } from 'shared/constants';
import { UsageMeter, type AreaProps } from 'shared/kit';
import { OWED } from './billing/intent';
import { requestPortal } from './billing/payments';

/**
 * The sidebar usage box (the host mounts the 'usage-box' screen in its sidebar slot): this month's AI credits
 * from GET /api/user/usage, refreshed on `credits:changed`. Any failure shows the free fallback; a 401 has
 * already cleared the session through the shared client. A plan whose payment failed (past_due, unpaid, from
 * the usage's `subscription_status`) offers 'Fix payment method' (Stripe's portal) instead of an upgrade, on every screen
 * the sidebar shows, the profile's included (its Subscription card is the auth area's: see README, billing notes).
 * The status comes with the usage (`subscription_status`), so the box makes one call.
 */
export function UsageBox(_props: AreaProps) {
  // The figures live in the shared store, so whatever refreshes them (this box, the profile page) shows here.
  const { usage } = useSnapshot(authState);
  const [loaded, setLoaded] = useState(false);
  const [opening, setOpening] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setUsage(await api.usage());
    } catch {
      // A 401 has already cleared the session (and the usage) through the shared client; any failure shows the free fallback.
      setUsage(null);
    } finally {
      setLoaded(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const changed = subscribe('credits:changed', ({ usage: given }) => {
      if (given) setUsage(given);
      else void refresh();
    });
    const login = subscribe('auth:login', () => void refresh());
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      changed.unsubscribe();
      login.unsubscribe();
      window.removeEventListener('focus', onFocus);
    };
  }, [refresh]);

  const tier = (usage?.subscription_tier ?? 'free') as Tier;
  const owed = OWED.has(usage?.subscription_status ?? '');
  // The next plan's checkout (Plan & Billing starts it; a paying member changes plan there through the portal).
  const upgradeTo = `/app/billing?upgrade=${nextPlan(tier)?.tier ?? 'comet'}`;
  return (
    <section className="pp-usage" data-testid="usage-box" aria-label="AI credits" aria-busy={!loaded}>
      <div className="pp-usage__head">
        <span className="pp-usage__title">AI Credits</span>
        <span className={`pp-usage__tier pp-usage__tier--${tier}`}>{TIER_NAMES[tier] ?? TIER_NAMES.free}</span>
      </div>
      <UsageMeter usage={usage} compact />
      {owed ? (
        <a
          className="pp-usage__upgrade pp-usage__fix"
          href="/app/billing"
          data-testid="usage-fix-payment"
          aria-busy={opening}
          onClick={async (e) => {
            e.preventDefault();
            if (opening) return;
            setOpening(true);
            const r = await requestPortal();
            if (r.url) {
              window.location.assign(r.url);
              return;
            }
            setOpening(false);
            toast.error(r.error ?? BILLING_MESSAGES.checkoutFailed);
          }}
        >
          Fix payment method
        </a>
      ) : tier === 'nova' ? (
        // The top plan has nothing to upgrade to: it offers 'Manage Plan' (SPEC §4), on Plan & Billing.
        <a
          className="pp-usage__upgrade"
          href="/app/billing"
          onClick={(e) => {
            e.preventDefault();
            navigate('/app/billing');
          }}
        >
          Manage Plan
        </a>
      ) : (
        <a
          className="pp-usage__upgrade"
          href={upgradeTo}
          onClick={(e) => {
            e.preventDefault();
            navigate(upgradeTo);
          }}
        >
          ⚡ Upgrade plan
        </a>
      )}
    </section>
  );
}
