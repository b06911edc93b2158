import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from 'shared/api';
import { authState, setUsage, setUser } from 'shared/auth';
import { navigate, publish, toast } from 'shared/bus';
import { BILLING_MESSAGES, PLANS, REFUND_DAYS, TIER_NAMES, TRIAL_DAYS, TRIAL_TIER, planFor, type PaidTier } from 'shared/constants';
import type { BillingSubscription, CheckoutSessionStatus, Invoice } from 'shared/contracts';
import { Alert, Button, Card, CrownOutlined, SandboxBadge, Skeleton, Tag, UsageMeter, formatDate, useRemotesConfig } from 'shared/ui';
import { type BillingIntent, hasLivePlan, paymentFailed, paymentMissing, readIntent, renewalText, statusWord } from './intent';
import { type PaymentStart, requestCheckout, requestPortal } from './payments';

const PAID = PLANS.filter((p) => p.price > 0);
/** Back on the success URL of a checkout that was not paid (left open, expired). */
export const CHECKOUT_NOT_PAID = 'That checkout was not completed: nothing was charged.';
/** The query of a path such as '/app/account-settings?tab=billing', as the host hands it to the screen. */
const queryOf = (path: string): Record<string, string> => Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
const money = (cents: number, currency: string) => `${currency === 'usd' ? '$' : ''}${(cents / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency.toUpperCase()}`}`;

/**
 * Plan & Billing (the sidebar screen) and the Billing tab of Account Settings: the current plan and its status
 * ('active' green, anything else red), renewal or end date, this month's credits, the upgrade path free → comet →
 * star → nova through Stripe Checkout (or the trial), 'Manage Plan' (Stripe's billing portal) for paying members,
 * invoices and the refund policy. `query` carries what the page was opened for (intent.ts); `path` is where it
 * lives, so the query can be dropped once handled.
 */
export function BillingPanel({ query, path }: { query: Record<string, string>; path: string }) {
  const { usage } = useSnapshot(authState);
  const remotes = useRemotesConfig();
  const [sub, setSub] = useState<BillingSubscription | null>(null);
  // null while loading; 'failed' when they could not be read (never shown as 'No invoices yet.').
  const [invoices, setInvoices] = useState<Invoice[] | null | 'failed'>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [activating, setActivating] = useState(false);
  const [chosen, setChosen] = useState<PaidTier | null>(null);
  // The query last acted on: the same screen stays mounted when an upgrade button on it changes only the query.
  const handled = useRef<string | null>(null);

  const loadInvoices = useCallback(() => {
    api.invoices().then((r) => setInvoices(r.invoices), () => setInvoices('failed'));
  }, []);

  /**
   * Reads the plan, then invoices and usage. `afterPortal`: back from Stripe's portal, the server reads the plan from
   * Stripe first (a change made there shows at once); should that fail, the stored plan is shown.
   */
  const load = useCallback(async (afterPortal = false): Promise<BillingSubscription | null> => {
    try {
      const s = afterPortal ? await api.portalReturn().catch(() => api.subscription()) : await api.subscription();
      setSub(s);
      setLoadError(false);
      loadInvoices();
      api.usage().then(setUsage, () => undefined);
      return s;
    } catch {
      setLoadError(true);
      return null;
    }
  }, [loadInvoices]);

  /** Goes to Stripe (checkout or portal), or shows why not; the page's query is dropped first so Back does not repeat it. */
  const go = useCallback(
    async (what: string, start: () => Promise<PaymentStart>) => {
      setBusy(what);
      setProblem(null);
      const r = await start();
      if (r.url) {
        if (Object.keys(query).length > 0) navigate(path, { replace: true });
        window.location.assign(r.url);
        return;
      }
      const error = r.error ?? BILLING_MESSAGES.checkoutFailed;
      setBusy(null);
      setProblem(error);
      toast.error(error);
    },
    [path, query],
  );

  const checkout = useCallback((tier: PaidTier, trial = false) => go(trial ? 'trial' : tier, () => requestCheckout(tier, { trial })), [go]);
  const portal = useCallback(() => go('portal', requestPortal), [go]);

  // Back from Checkout: the server reads that checkout (the member's own only) and stores what it paid for. Only a
  // paid one says 'Payment received'; a success URL typed by hand, or a checkout left unpaid, says nothing was paid.
  const settle = useCallback(
    async (sessionId: string | null) => {
      let back: CheckoutSessionStatus | null = null;
      try {
        back = sessionId ? await api.checkoutSession(sessionId) : null;
      } catch {
        back = null;
      }
      if (!back || back.status !== 'complete') {
        await load();
        if (back) toast.info(CHECKOUT_NOT_PAID);
        return;
      }
      setActivating(true);
      let s: BillingSubscription | null = back.subscription;
      setSub(s);
      // Its plan is normally stored by now; a second checkout paid at once is left to the webhook: wait for it a while.
      for (let i = 0; i < 30 && !(s && s.subscription_status && (s.subscription_tier !== 'free' || s.subscription_status === 'canceled')); i++) {
        await new Promise((r) => setTimeout(r, 1000));
        s = await load();
      }
      setActivating(false);
      publish('credits:changed', {});
      api.me().then(setUser, () => undefined);
      if (s && s.subscription_tier !== 'free') toast.success(`You're on ${planFor(s.subscription_tier).name}.`);
    },
    [load],
  );

  useEffect(() => {
    const key = JSON.stringify(query);
    if (handled.current === key) return;
    handled.current = key;
    const intent: BillingIntent = readIntent(query);
    // Back from the portal: a plan changed or cancelled there is read from Stripe at once, not when its webhook lands.
    void load(intent.kind === 'portal-return').then((s) => {
      if (!s) return;
      if (intent.kind !== 'none') {
        // The query is a one-shot order (a checkout to start, a return from Stripe): acted on now, it leaves the
        // address, so a reload or Back does not act on it again (a refused trial asking again, a second 'cancelled'
        // toast). The page's own query stays (the Billing tab's ?tab=billing); the address it leaves is not reloaded.
        handled.current = JSON.stringify(queryOf(path));
        navigate(path, { replace: true });
      }
      switch (intent.kind) {
        case 'plan':
          setChosen(intent.tier);
          if (s.demo_mode) break;
          if (!hasLivePlan(s)) void checkout(intent.tier);
          // A member with a plan changes it in the portal (prorated), as 'Switch to …' does: an upgrade button
          // elsewhere (the profile's, the usage box's) opened this page and did nothing more.
          else if (s.subscription_tier === intent.tier && !paymentFailed(s)) toast.info(`You're already on ${planFor(intent.tier).name}.`);
          else void portal();
          break;
        case 'trial':
          // 'Start Free Trial' (pricing) for a member who cannot start one says why, rather than doing nothing: the
          // server's reason (trial already used, or a plan already had), as it is the one that decides.
          if (s.demo_mode) break;
          if (hasLivePlan(s)) toast.info('You already have a plan: use Manage Plan to change or cancel it.');
          else void checkout(TRIAL_TIER, true);
          break;
        case 'checkout-success':
          void settle(intent.sessionId);
          break;
        case 'checkout-cancelled':
          toast.info('Checkout cancelled: nothing was charged.');
          break;
        case 'portal-return':
          publish('credits:changed', {});
          api.me().then(setUser, () => undefined);
          break;
        default:
      }
    });
  }, [query, path, load, checkout, portal, settle]);

  if (loadError) {
    return (
      <Alert type="error" showIcon message="Failed to load your plan" action={<Button onClick={() => void load()}>Retry</Button>} />
    );
  }
  if (!sub) return <Skeleton active paragraph={{ rows: 6 }} />;

  const live = hasLivePlan(sub);
  const tier = sub.subscription_tier;
  const status = statusWord(sub);
  const failed = paymentFailed(sub);
  const sandbox = remotes?.sandbox.payments;
  const canTrial = tier === 'free' && !sub.trial_used && !sub.demo_mode && !live;

  return (
    <div className="pp-billing" data-testid="billing">
      {sub.demo_mode && <Alert type="warning" showIcon message={BILLING_MESSAGES.demoMode} />}
      {problem && !sub.demo_mode && <Alert type="error" showIcon role="alert" message={problem} data-testid="billing-error" />}
      {activating && <Alert type="info" showIcon message="Payment received. Activating your plan…" data-testid="billing-activating" />}
      {busy && busy !== 'portal' && <Alert type="info" showIcon message="Taking you to the secure checkout…" />}

      <div className="pp-billing__top">
        <Card
          title={
            <span className="pp-billing__title">
              <CrownOutlined style={{ color: '#d97706' }} /> Current plan {sandbox && <SandboxBadge service="payments" />}
            </span>
          }
        >
          <div className="pp-billing__plan" data-testid="billing-plan">
            <span className="pp-billing__plan-name">{sub.plan.name}</span>
            <Tag>{TIER_NAMES[tier]}</Tag>
            {sub.plan.price > 0 && <span className="pp-billing__price">${sub.plan.price}/month</span>}
          </div>
          <p className="pp-billing__line">
            Status:{' '}
            <strong data-testid="billing-status" className={status === 'active' ? 'pp-billing__ok' : 'pp-billing__bad'}>
              {status}
            </strong>
          </p>
          <p className={failed || paymentMissing(sub) ? 'pp-billing__line pp-billing__bad' : 'pp-billing__line'} data-testid="billing-renewal">
            {renewalText(sub, formatDate)}
          </p>
          <div className="pp-billing__actions">
            {sub.has_billing_account && !sub.demo_mode && (
              <Button type={failed ? 'primary' : 'default'} danger={failed} loading={busy === 'portal'} onClick={() => void portal()}>
                {failed ? 'Fix payment method' : 'Manage Plan'}
              </Button>
            )}
          </div>
        </Card>
        <Card title="AI credits this month">
          <UsageMeter usage={usage} />
        </Card>
      </div>

      {canTrial && (
        <Card className="pp-billing__trial">
          <div className="pp-billing__trial-row">
            <div>
              <strong>Try {planFor(TRIAL_TIER).name} free for {TRIAL_DAYS} days</strong>
              <p>{planFor(TRIAL_TIER).limits.ai_credits} AI credits and every template. No credit card needed; without one you simply return to the free plan.</p>
            </div>
            <Button type="primary" loading={busy === 'trial'} disabled={!!busy} onClick={() => void checkout(TRIAL_TIER, true)}>
              Start Free Trial
            </Button>
          </div>
        </Card>
      )}

      <section aria-labelledby="billing-plans">
        <h2 id="billing-plans" className="pp-billing__h2">{live ? 'Change plan' : 'Upgrade'}</h2>
        <div className="pp-billing__plans">
          {PAID.map((plan) => {
            const current = live && plan.tier === (sub.pending_tier ?? tier);
            const cls = ['pp-billing-plan', plan.popular ? 'pp-billing-plan--popular' : '', chosen === plan.tier ? 'pp-billing-plan--chosen' : ''].join(' ');
            return (
              <div key={plan.tier} className={cls} data-testid={`billing-plan-${plan.tier}`} aria-current={current ? 'true' : undefined}>
                {plan.popular && <span className="pp-billing-plan__badge">Most Popular</span>}
                <div className="pp-billing-plan__name">{plan.name}</div>
                <div className="pp-billing-plan__price">
                  ${plan.price}
                  <small>/month</small>
                </div>
                <div className="pp-billing-plan__credits">{plan.limits.ai_credits.toLocaleString('en-US')} AI credits / month</div>
                {current ? (
                  <Button block disabled>
                    {sub.pending_tier !== plan.tier ? 'Current plan' : sub.subscription_status === 'trialing' ? 'After your trial' : 'Payment owed'}
                  </Button>
                ) : live ? (
                  <Button block disabled={!!busy || sub.demo_mode} onClick={() => void portal()}>
                    Switch to {plan.name}
                  </Button>
                ) : (
                  <Button block type={plan.popular ? 'primary' : 'default'} loading={busy === plan.tier} disabled={(!!busy && busy !== plan.tier) || sub.demo_mode} onClick={() => void checkout(plan.tier as PaidTier)}>
                    Upgrade to {plan.name}
                  </Button>
                )}
              </div>
            );
          })}
        </div>
        <p className="pp-billing__note">
          Plan changes are prorated. Cancel anytime: you keep your plan until the end of the period you paid for. Your first payment is refundable for{' '}
          {REFUND_DAYS} days.
        </p>
      </section>

      <section aria-labelledby="billing-invoices">
        <h2 id="billing-invoices" className="pp-billing__h2">Invoices</h2>
        {invoices === null ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : invoices === 'failed' ? (
          <Alert
            type="warning"
            showIcon
            data-testid="billing-invoices-failed"
            message="Your invoices could not be loaded right now."
            action={
              <Button size="small" onClick={() => { setInvoices(null); loadInvoices(); }}>
                Retry
              </Button>
            }
          />
        ) : invoices.length === 0 ? (
          <p className="pp-billing__muted">No invoices yet.</p>
        ) : (
          // Scrolls sideways on a phone: a named region the keyboard can reach and scroll (axe: scrollable-region-focusable).
          <div className="pp-billing__table-wrap" role="region" aria-label="Invoices table" tabIndex={0}>
            <table className="pp-billing__table" data-testid="billing-invoices">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((i) => (
                  <tr key={i.id}>
                    <td>{formatDate(i.created)}</td>
                    <td>{i.hosted_invoice_url ? <a href={i.hosted_invoice_url}>{i.description ?? i.number}</a> : (i.description ?? i.number)}</td>
                    <td>{money(i.status === 'paid' ? i.amount_paid : i.amount_due, i.currency)}</td>
                    <td className={i.status === 'paid' ? 'pp-billing__ok' : 'pp-billing__bad'}>{i.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
