import { TIER_NAMES, type Tier } from 'shared/constants';
import { prorationFor } from './account';
import type { StripeObject } from './store';

/**
 * The sandbox's hosted pages, plain HTML without script (the app's CSP allows none inline): Checkout and the billing
 * portal. Stable selectors for e2e tests: `[data-testid=card-number|card-exp|card-cvc|card-name|pay|checkout-error]`
 * on checkout; `[data-testid=portal-status|change-<tier>|cancel-plan|resume-plan|update-card|advance-period|return]`.
 */

const money = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (seconds: number | null) =>
  seconds ? new Date(seconds * 1000).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }) : '';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · Stripe Sandbox</title>
  <link rel="icon" href="data:,">
  <style>${STYLE}</style>
</head>
<body>
  <main class="card">
    <header><span class="logo" aria-hidden="true">S</span><h1>${escapeHtml(title)}</h1><span class="badge" title="Stripe sandbox: no real payment is made">Sandbox</span></header>
    ${body}
  </main>
</body>
</html>`;
}

export interface CheckoutView {
  session: StripeObject;
  price: StripeObject;
  email: string | null;
  error?: string;
  values?: Record<string, string>;
}

/** The hosted Checkout page of one session. */
export function checkoutPage({ session, price, email, error, values = {} }: CheckoutView): string {
  const trialDays: number = session._trial_period_days ?? 0;
  const cardOptional = trialDays > 0 && session.payment_method_collection === 'if_required';
  const plan = escapeHtml(price.nickname);
  if (session.status !== 'open') {
    return layout('Checkout', `<p class="lead">This checkout is ${escapeHtml(session.status)}.</p>
    <p><a class="btn" href="${escapeHtml(session.status === 'complete' || !session.cancel_url ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url)}">Back to PostPilot</a></p>`);
  }
  const summary = trialDays > 0
    ? `<p class="amount">${trialDays} days free</p><p class="muted">Then ${money(price.unit_amount)} per month for ${plan}. Cancel anytime.</p>`
    : `<p class="amount">${money(price.unit_amount)} <small>per month</small></p><p class="muted">${plan} plan, billed monthly.</p>`;
  const v = (k: string) => escapeHtml(values[k] ?? '');
  return layout(
    'Checkout',
    `<section class="summary" aria-label="Order summary">
      <p class="muted">Subscribe to PostPilot ${plan}</p>
      ${summary}
    </section>
    ${error ? `<p class="error" role="alert" data-testid="checkout-error">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${escapeHtml(session.id)}" novalidate>
      <label>Email<input name="email" type="email" value="${escapeHtml(email ?? '')}" readonly></label>
      <fieldset>
        <legend>Card information${cardOptional ? ' <span class="muted">(optional during the trial)</span>' : ''}</legend>
        <label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${v('number')}" data-testid="card-number"></label>
        <div class="row">
          <label>Expiry (MM / YY)<input name="exp" autocomplete="cc-exp" placeholder="MM / YY" value="${v('exp')}" data-testid="card-exp"></label>
          <label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" value="${v('cvc')}" data-testid="card-cvc"></label>
        </div>
        <label>Name on card<input name="name" autocomplete="cc-name" value="${v('name')}" data-testid="card-name"></label>
      </fieldset>
      ${cardOptional ? `<p class="muted small">No card needed: without one the trial simply ends after ${trialDays} days and you stay on the free plan.</p>` : ''}
      <button type="submit" class="btn primary" data-testid="pay">${trialDays > 0 ? 'Start trial' : 'Subscribe'}</button>
    </form>
    ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}" data-testid="checkout-cancel">← Back to PostPilot</a></p>` : ''}
    <details class="hint"><summary>Test cards</summary>
      <p><code>4242 4242 4242 4242</code> pays · <code>4000 0000 0000 0002</code> is declined · <code>4000 0000 0000 9995</code> has insufficient funds. Any future expiry and any CVC.</p>
    </details>`,
  );
}

export interface PortalView {
  session: StripeObject;
  customer: StripeObject;
  subscription: StripeObject | null;
  paymentMethod: StripeObject | null;
  invoices: StripeObject[];
  prices: StripeObject[];
  /** The sandbox clock's time (unix seconds): prorations are computed at it. */
  now: number;
  notice?: string;
  error?: string;
}

function statusLine(sub: StripeObject): string {
  const end = sub.items.data[0].current_period_end;
  if (sub.status === 'canceled') return `Ended on ${day(sub.ended_at)}`;
  if (sub.cancel_at_period_end) return `Cancels on ${day(sub.cancel_at ?? end)}`;
  if (sub.status === 'trialing') return `Trial ends on ${day(sub.trial_end)}`;
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 'Payment failed: update your card to keep your plan';
  return `Renews on ${day(end)}`;
}

/** The billing portal of one customer: the plan, change with proration, cancel at period end, resume, card, invoices. */
export function portalPage({ session, customer, subscription: sub, paymentMethod, invoices, prices, now, notice, error }: PortalView): string {
  const back = session.return_url ? `<p><a class="btn" href="${escapeHtml(session.return_url)}" data-testid="return">← Return to PostPilot</a></p>` : '';
  const messages = `${notice ? `<p class="notice" role="status" data-testid="portal-notice">${escapeHtml(notice)}</p>` : ''}${error ? `<p class="error" role="alert" data-testid="portal-error">${escapeHtml(error)}</p>` : ''}`;
  const action = (path: string) => `${escapeHtml(session.id)}/${path}`;
  if (!sub) {
    return layout('Billing', `${back}${messages}<p class="lead">${escapeHtml(customer.email ?? '')} has no active plan.</p>${invoiceTable(invoices)}`);
  }
  const price = sub.items.data[0].price;
  const tier = (price.metadata?.tier ?? 'free') as Tier;
  const card = paymentMethod ? `${escapeHtml(paymentMethod.card.brand)} •••• ${escapeHtml(paymentMethod.card.last4)}` : 'No card on file';
  const plans = prices
    .filter((p) => p.id !== price.id)
    .map((p) => {
      const amount = prorationFor(sub, p, now);
      const note = amount > 0 ? `${money(amount)} now (prorated)` : amount < 0 ? `${money(amount)} credit on your next invoice (prorated)` : 'no charge until your next invoice';
      return `<form method="post" action="${action('change')}" class="plan">
        <input type="hidden" name="price" value="${escapeHtml(p.id)}">
        <span><strong>${escapeHtml(p.nickname)}</strong> ${money(p.unit_amount)}/month<br><small class="muted">${note}</small></span>
        <button type="submit" class="btn" data-testid="change-${escapeHtml(p.metadata.tier)}">Switch to ${escapeHtml(p.nickname)}</button>
      </form>`;
    })
    .join('');
  const open = sub.status !== 'canceled';
  return layout(
    'Billing',
    `${back}${messages}
    <section aria-labelledby="current-plan">
      <h2 id="current-plan">Current plan</h2>
      <p class="amount">${escapeHtml(price.nickname)} <small>${money(price.unit_amount)} per month · ${escapeHtml(TIER_NAMES[tier] ?? tier)}</small></p>
      <p data-testid="portal-status"><span class="status status-${escapeHtml(sub.status)}">${escapeHtml(sub.status)}</span> ${escapeHtml(statusLine(sub))}</p>
      ${open && !sub.cancel_at_period_end ? `<form method="post" action="${action('cancel')}"><button class="btn danger" type="submit" data-testid="cancel-plan">Cancel plan</button> <small class="muted">You keep ${escapeHtml(price.nickname)} until ${escapeHtml(day(sub.items.data[0].current_period_end))}.</small></form>` : ''}
      ${open && sub.cancel_at_period_end ? `<form method="post" action="${action('resume')}"><button class="btn primary" type="submit" data-testid="resume-plan">Resume plan</button></form>` : ''}
    </section>
    ${open ? `<section aria-labelledby="change-plan"><h2 id="change-plan">Change plan</h2>${plans}</section>` : ''}
    <section aria-labelledby="payment-method">
      <h2 id="payment-method">Payment method</h2>
      <p>${card}</p>
      <form method="post" action="${action('payment-method')}" novalidate>
        <label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" data-testid="card-number"></label>
        <div class="row">
          <label>Expiry (MM / YY)<input name="exp" placeholder="MM / YY" data-testid="card-exp"></label>
          <label>CVC<input name="cvc" inputmode="numeric" placeholder="CVC" data-testid="card-cvc"></label>
        </div>
        <button class="btn" type="submit" data-testid="update-card">${paymentMethod ? 'Update card' : 'Add card'}</button>
      </form>
    </section>
    ${invoiceTable(invoices)}
    ${open ? `<section aria-labelledby="sandbox-tools" class="tools"><h2 id="sandbox-tools">Sandbox tools</h2>
      <p class="muted small">Stripe moves to the next period on its own; the sandbox does it when you ask.</p>
      <form method="post" action="${action('advance')}"><button class="btn" type="submit" data-testid="advance-period">Advance to the end of the period</button></form>
    </section>` : ''}`,
  );
}

function invoiceTable(invoices: StripeObject[]): string {
  if (invoices.length === 0) return '<section aria-labelledby="invoices"><h2 id="invoices">Invoices</h2><p class="muted">No invoices yet.</p></section>';
  const rows = invoices
    .map((i) => `<tr><td>${escapeHtml(day(i.created))}</td><td>${escapeHtml(i.description ?? '')}</td><td>${money(i.amount_due)}</td><td>${escapeHtml(i.status)}</td></tr>`)
    .join('');
  return `<section aria-labelledby="invoices"><h2 id="invoices">Invoices</h2>
    <table><thead><tr><th>Date</th><th>Description</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function notFoundPage(what: string): string {
  return layout('Not found', `<p class="lead">This ${escapeHtml(what)} does not exist or has expired.</p>`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f9fc;color:#1a1f36}
.card{max-width:560px;margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(50,50,93,.12);padding:24px}
@media (max-width:600px){.card{margin:0;border-radius:0;min-height:100vh;padding:18px}}
header{display:flex;align-items:center;gap:10px;margin-bottom:16px}h1{font-size:20px;margin:0;flex:1}h2{font-size:16px;margin:22px 0 8px}
.logo{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:8px;background:#635bff;color:#fff;font-weight:700}
.badge{background:#fff4e5;color:#a15c00;border:1px solid #f5c77e;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.amount{font-size:26px;font-weight:700;margin:4px 0}.amount small{font-size:14px;font-weight:400;color:#697386}
.muted{color:#697386}.small{font-size:13px}.lead{font-size:16px}
form{margin:0 0 10px}label{display:block;margin:10px 0 4px;font-size:13px;color:#3c4257;font-weight:500}
input{display:block;width:100%;margin-top:4px;padding:10px 12px;font-size:16px;border:1px solid #cfd7df;border-radius:6px}
input:focus{outline:3px solid rgba(99,91,255,.35);border-color:#635bff}
fieldset{border:0;padding:0;margin:12px 0 0}legend{font-weight:600;font-size:14px}
.row{display:flex;gap:12px}.row label{flex:1}
.btn{display:inline-block;margin-top:8px;padding:10px 16px;border-radius:6px;border:1px solid #cfd7df;background:#fff;color:#1a1f36;font-size:15px;font-weight:600;text-decoration:none;cursor:pointer}
.btn:focus-visible,a:focus-visible{outline:3px solid rgba(99,91,255,.5);outline-offset:2px}
.btn.primary{background:#635bff;border-color:#635bff;color:#fff;width:100%}.btn.danger{color:#cd3d64;border-color:#f3b9c7}
.error{background:#fdecef;color:#a41c4e;border-radius:6px;padding:10px 12px;font-weight:500}
.notice{background:#e8f5e9;color:#1b5e20;border-radius:6px;padding:10px 12px}
.plan{display:flex;align-items:center;justify-content:space-between;gap:12px;border:1px solid #e3e8ee;border-radius:8px;padding:10px 12px;margin-bottom:8px}
.plan .btn{margin:0;white-space:nowrap}
.status{display:inline-block;border-radius:4px;padding:0 8px;font-size:13px;font-weight:600;background:#fdecef;color:#a41c4e}
.status-active,.status-trialing{background:#e8f5e9;color:#1b5e20}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e8ee}
.tools{border-top:1px dashed #cfd7df;margin-top:18px}.hint{margin-top:14px;font-size:13px;color:#697386}
code{background:#f1f3f7;border-radius:4px;padding:1px 4px}
`;
