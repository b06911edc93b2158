import type { UsageView } from '../lib/usage';
import { BAR_COLORS, resetLabel } from '../lib/usage';

/**
 * The AI-credit meter (SPEC.md §4): used of limit, a bar green under 70 %, yellow from 70 %, red from 90 %,
 * and 'Credits exhausted' / 'Low credits remaining'. Compact enough for the 248 px sidebar; reusable on the
 * billing and profile screens.
 */
export function UsageMeter({ view, compact = false }: { view: UsageView; compact?: boolean }) {
  const reset = resetLabel(view.resetsAt);
  return (
    <div className="pp-meter" data-testid="usage-meter" data-color={view.color} data-used={view.used} data-limit={view.limit}>
      <div className="pp-meter__numbers">
        {view.unlimited ? (
          <span className="pp-meter__big" title="Unlimited">
            ∞ <span className="pp-meter__of">Unlimited</span>
          </span>
        ) : (
          <span className="pp-meter__big">
            {view.used}
            <span className="pp-meter__of"> / {view.limit} used</span>
          </span>
        )}
      </div>
      {!view.unlimited && (
        <div
          className="pp-meter__track"
          role="progressbar"
          aria-label="AI credits used"
          aria-valuemin={0}
          aria-valuemax={view.limit}
          aria-valuenow={view.used}
        >
          <div className="pp-meter__fill" style={{ width: `${view.percent}%`, background: BAR_COLORS[view.color] }} />
        </div>
      )}
      {view.warning ? (
        <div className={view.remaining === 0 ? 'pp-meter__warn pp-meter__warn--out' : 'pp-meter__warn'} role="status">
          {view.warning}
        </div>
      ) : (
        <div className="pp-meter__sub">
          {view.unlimited ? 'No monthly limit' : `${view.remaining} ${view.remaining === 1 ? 'credit' : 'credits'} left`}
          {!compact && reset ? ` · ${reset}` : ''}
        </div>
      )}
      {compact && reset && !view.fallback && <div className="pp-meter__reset">{reset}</div>}
    </div>
  );
}
