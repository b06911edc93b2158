import { FREE_CREDIT_LIMIT, PLANS, type Plan, planFor } from 'shared/constants';
import { navigate } from 'shared/bus';
import { Button, Modal } from 'shared/ui';

const TITLE = "You've used all your AI credits";

/** What a plan's card offers a member on `tier`: an upgrade above their plan, else why not. */
export function offerOf(plan: Plan, tier: string | null | undefined): { upgrade: boolean; label: string } {
  const rank = PLANS.indexOf(plan) - PLANS.indexOf(planFor(tier));
  if (rank > 0) return { upgrade: true, label: `Upgrade to ${plan.name}` };
  return { upgrade: false, label: rank === 0 ? 'Your current plan' : 'Fewer credits than your plan' };
}

/**
 * The credits-exhausted modal (SPEC.md §2, §8): the three paid plans of the one catalogue in shared/constants,
 * 'Most Popular' on the plan flagged popular; each button starts that plan's checkout (Plan & Billing, billing area).
 * A paying member who runs out is offered only the plans above theirs: their own reads 'Your current plan' and
 * a smaller one 'Fewer credits than your plan', both disabled.
 */
export function CreditsModal({ open, limit, tier, onClose }: { open: boolean; limit: number | null; tier?: string | null; onClose: () => void }) {
  const paid = PLANS.filter((p) => p.tier !== 'free');

  const n = limit && limit > 0 ? limit : FREE_CREDIT_LIMIT;
  function choose(tier: string) {
    onClose();
    navigate(`/app/billing?upgrade=${tier}`);
  }
  return (
    // The title names the dialog for screen readers (its header is hidden: the heading below shows it).
    <Modal open={open} onCancel={onClose} footer={null} width={760} centered title={TITLE} classNames={{ header: 'pp-sr-only' }} destroyOnHidden>
      <div data-testid="credits-modal" style={{ padding: '4px 2px' }}>
        <div style={{ textAlign: 'center', marginBottom: 22 }}>
          <div style={{ fontSize: 34, lineHeight: 1 }} aria-hidden>
            ⚡
          </div>
          <h2 style={{ margin: '10px 0 6px', fontSize: 22 }}>{TITLE}</h2>
          <p style={{ margin: 0, color: '#475569' }}>
            You have used all {n.toLocaleString('en-US')} AI credits for this month. Upgrade your plan for more, or wait until your credits reset on the 1st.
          </p>
        </div>
        <div className="pp-plans">
          {paid.map((plan) => ({ plan, offer: offerOf(plan, tier) })).map(({ plan, offer }) => (
            <div key={plan.tier} className={plan.popular ? 'pp-plan-card pp-plan-card--popular' : 'pp-plan-card'} data-testid={`plan-${plan.tier}`}>
              {plan.popular && <span className="pp-plan-card__badge">Most Popular</span>}
              <div className="pp-plan-card__name">{plan.name}</div>
              <div className="pp-plan-card__price">
                ${plan.price}
                <small>/month</small>
              </div>
              <div className="pp-plan-card__credits">{plan.limits.ai_credits.toLocaleString('en-US')} AI credits / month</div>
              <ul>
                {plan.features.slice(1, 5).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Button type={plan.popular && offer.upgrade ? 'primary' : 'default'} block disabled={!offer.upgrade} onClick={() => choose(plan.tier)}>
                {offer.label}
              </Button>
            </div>
          ))}
        </div>
      </div>
    </Modal>
  );
}
