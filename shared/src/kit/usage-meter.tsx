import type { Usage } from 'shared/contracts';
import { USAGE_BAR_COLORS, formatCredits, resetLabel, usageView } from './usage';

/**
 * The AI-credit meter (SPEC.md §4), the one every screen shows: used of limit, a bar green under 70 %, yellow from
 * 70 %, red from 90 %, and 'Credits exhausted' / 'Low credits remaining'. `usage` null shows the free-plan
 * fallback (and, when not compact, says so). Compact fits the 248 px sidebar; wide is for a page card.
 */
export function UsageMeter({ usage, compact = false }: { usage: Usage | null; compact?: boolean }) {
  const view = usageView(usage);
  const reset = resetLabel(view.resetsAt);
  return (
    <div
      className={compact ? 'pp-kit-meter' : 'pp-kit-meter pp-kit-meter--wide'}
      data-testid="usage-meter"
      data-color={view.color}
      data-used={view.used}
      data-limit={view.limit}
    >
      <div className="pp-kit-meter__numbers">
        {view.unlimited ? (
          <span className="pp-kit-meter__big" title="Unlimited">
            ∞ <span className="pp-kit-meter__of">Unlimited</span>
          </span>
        ) : (
          <span className="pp-kit-meter__big">
            {formatCredits(view.used)}
            <span className="pp-kit-meter__of">{` / ${formatCredits(view.limit)} used`}</span>
          </span>
        )}
      </div>
      {!view.unlimited && (
        <div
          className="pp-kit-meter__track"
          role="progressbar"
          aria-label="AI credits used"
          aria-valuemin={0}
          aria-valuemax={view.limit}
          aria-valuenow={view.used}
        >
          <div className="pp-kit-meter__fill" style={{ width: `${view.percent}%`, background: USAGE_BAR_COLORS[view.color] }} />
        </div>
      )}
      {view.warning ? (
        <div className={view.remaining === 0 ? 'pp-kit-meter__warn pp-kit-meter__warn--out' : 'pp-kit-meter__warn'} role="status">
          {view.warning}
        </div>
      ) : (
        <div className="pp-kit-meter__sub">
          {view.unlimited ? 'No monthly limit' : `${formatCredits(view.remaining)} ${view.remaining === 1 ? 'credit' : 'credits'} left`}
          {!compact && reset ? ` · ${reset}` : ''}
        </div>
      )}
      {compact && reset && <div className="pp-kit-meter__reset">{reset}</div>}
      {!compact && view.fallback && (
        <div className="pp-kit-meter__note">Live usage figures are unavailable right now; showing the free-plan allowance.</div>
      )}
    </div>
  );
}
