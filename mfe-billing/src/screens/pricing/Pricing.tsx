import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from 'shared/auth';
import { navigate } from 'shared/bus';
import { PLANS, TRIAL_DAYS, type Plan, type Tier } from 'shared/constants';
import type { AreaProps } from 'shared/kit';
import { addressWithout, billingPath, choosePlan } from './choose-plan';
import { PRICING_FAQ } from './content';
import { PRICING_CSS } from './styles';

/** The paid plans of the one catalogue (DECISIONS.md), in upgrade order. */
export const PAID_PLANS = PLANS.filter((p) => p.price > 0);

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A same-app link that works without JavaScript (prerendered page) and navigates through the shell with it. */
function AppLink({ to, className, children }: { to: string; className: string; children: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

function PlanCard({ plan, signedIn, chosen }: { plan: Plan; signedIn: boolean; chosen: boolean }) {
  const credits = plan.limits.ai_credits < 0 ? 'Unlimited AI credits' : `${plan.limits.ai_credits.toLocaleString('en-US')} AI credits / month`;
  const onChoose = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    choosePlan(plan.tier, { signedIn, session: sessionStore() });
  };
  return (
    <article
      className={['pp-plan', plan.popular ? 'pp-plan--popular' : '', chosen ? 'pp-plan--chosen' : ''].join(' ').trim()}
      aria-labelledby={`plan-${plan.tier}`}
      data-tier={plan.tier}
      data-chosen={chosen ? 'true' : undefined}
    >
      {chosen ? <span className="pp-plan__badge pp-plan__badge--chosen">Your choice</span> : plan.popular && <span className="pp-plan__badge">Most Popular</span>}
      <h2 id={`plan-${plan.tier}`}>{plan.name}</h2>
      <p className="pp-plan__desc">{plan.description}</p>
      <div className="pp-plan__price">
        <span className="pp-plan__amount">${plan.price}</span>
        <span className="pp-plan__period">/month</span>
      </div>
      <p className="pp-plan__credits">{credits}</p>
      <ul className="pp-plan__features">
        {/* The catalogue's first feature is the credits line, stated above (as in the credits dialog). */}
        {plan.features.slice(1).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {/* A link, so the choice works before the area's script has loaded (a visitor then signs in first). */}
      <a href={billingPath(plan.tier)} className={plan.popular ? 'pp-btn pp-btn--primary' : 'pp-btn pp-btn--outline'} onClick={onChoose}>
        Choose {plan.name}
      </a>
    </article>
  );
}

/**
 * The pricing screen (SPEC.md §2 "Pricing", /pricing): three plan cards from the one catalogue, the FAQ (one item
 * open at a time), and the final call to action. Plain React + CSS, no antd: it is prerendered at build time
 * (src/prerender.tsx) and the server puts that HTML in the page, so it paints before any script runs.
 */
export function Pricing({ query, path, hash }: Partial<AreaProps> = {}) {
  const { token } = useSnapshot(authState);
  const faq = useRef<HTMLDivElement>(null);
  // A visitor's plan choice survives login: the auth area brings them back here with ?plan=<tier>. The query is a
  // one-shot order, like Plan & Billing's: the card is marked, and the query leaves the address (a reload or a
  // shared link does not mark it again).
  const asked = query?.plan;
  const [chosen, setChosen] = useState<Tier | null>(() => PAID_PLANS.find((p) => p.tier === asked)?.tier ?? null);
  useEffect(() => {
    if (asked === undefined) return;
    const tier = PAID_PLANS.find((p) => p.tier === asked)?.tier;
    if (tier) setChosen(tier);
    navigate(addressWithout(path ?? '/pricing', query ?? {}, 'plan', hash), { replace: true });
  }, [asked]); // eslint-disable-line react-hooks/exhaustive-deps
  const plans = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!chosen) return;
    const card = plans.current?.querySelector<HTMLElement>(`[data-tier="${chosen}"]`);
    if (!card) return;
    // The shell mounts an area out of the document and focuses what it asked for once it is in (without the
    // preventScroll asked here): scrolling then would do nothing, and that later focus would scroll only as far as
    // the button, leaving the card's name under the sticky top bar on a phone. So wait until the card is in the
    // page, let that focus happen, then centre the card.
    let frame = 0;
    let tries = 0;
    const show = () => {
      if (!card.isConnected && tries++ < 120) {
        frame = requestAnimationFrame(show);
        return;
      }
      card.querySelector<HTMLElement>('a.pp-btn')?.focus({ preventScroll: true });
      card.scrollIntoView({ block: 'center' });
    };
    frame = requestAnimationFrame(show);
    return () => cancelAnimationFrame(frame);
  }, [chosen]);
  // Signed in, 'Start Free Trial' starts it (Plan & Billing); a visitor signs up first.
  const trialHref = token ? '/app/billing?trial=1' : '/signup';
  // One item open at a time. Not `<details name>`: the prerendered copy of the FAQ is still in the document (hidden)
  // while this one first renders, and a shared name would close this one's open item at insertion.
  const onToggle = (opened: HTMLDetailsElement) => {
    if (!opened.open) return;
    faq.current?.querySelectorAll('details[open]').forEach((d) => {
      if (d !== opened) (d as HTMLDetailsElement).open = false;
    });
  };
  return (
    <div className="pp-pricing" data-testid="pricing">
      <style>{PRICING_CSS}</style>
      <header className="pp-pricing__head">
        <h1>Plans that pay for themselves in posts</h1>
        <p>Every plan includes the AI writer in your voice, the viral library and scheduling. Start with a {TRIAL_DAYS}-day free trial.</p>
      </header>
      <section className="pp-pricing__plans" aria-label="Plans" ref={plans}>
        {PAID_PLANS.map((plan) => (
          <PlanCard key={plan.tier} plan={plan} signedIn={!!token} chosen={plan.tier === chosen} />
        ))}
      </section>
      <p className="pp-pricing__note">Prices in US dollars, billed monthly. Cancel anytime.</p>

      <section className="pp-faq" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Frequently asked questions</h2>
        <div ref={faq}>
          {PRICING_FAQ.map((item, i) => (
            <details key={item.q} className="pp-faq__item" open={i === 0} onToggle={(e) => onToggle(e.currentTarget)}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="pp-cta" aria-labelledby="pricing-cta">
        <h2 id="pricing-cta">Your next post is one sentence away</h2>
        <p>Try Creator free for {TRIAL_DAYS} days. No credit card needed.</p>
        <div className="pp-cta__actions">
          <AppLink to={trialHref} className="pp-btn pp-btn--light">Start Free Trial</AppLink>
          <AppLink to="/" className="pp-btn pp-btn--ghost-light">Learn more</AppLink>
        </div>
      </section>
    </div>
  );
}
