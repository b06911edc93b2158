/**
 * Styles of the billing area's embedded pieces (usage box, usage meter), injected once into <head>.
 * Class names live under `pp-usage` / `pp-meter`.
 */
const CSS = `
.pp-usage { background: linear-gradient(180deg, #f8fbff, #eef5fc); border: 1px solid #dbe7f5; border-radius: 12px; padding: 12px 12px 10px; }
.pp-usage__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
.pp-usage__title { font-size: 13px; font-weight: 700; color: #0f172a; }
.pp-usage__tier { font-size: 11px; font-weight: 600; padding: 1px 8px; border-radius: 999px; background: #e2e8f0; color: #334155; white-space: nowrap; }
.pp-usage__tier--comet { background: #dbeafe; color: #1e40af; }
.pp-usage__tier--star { background: #ede9fe; color: #5b21b6; }
.pp-usage__tier--nova { background: #fef3c7; color: #92400e; }
.pp-usage__upgrade { display: block; margin-top: 8px; text-align: center; font-size: 12.5px; font-weight: 600; color: #0a66c2; padding: 6px 8px;
  border-radius: 8px; background: #fff; border: 1px solid #cfe0f3; text-decoration: none; }
.pp-usage__upgrade:hover { background: #0a66c2; color: #fff; border-color: #0a66c2; }
.pp-meter__numbers { display: flex; align-items: baseline; justify-content: space-between; }
.pp-meter__big { font-size: 20px; font-weight: 800; color: #0f172a; letter-spacing: -.01em; }
.pp-meter__of { font-size: 12.5px; font-weight: 500; color: #64748b; letter-spacing: 0; }
.pp-meter__track { height: 7px; margin: 6px 0 6px; border-radius: 999px; background: #e2e8f0; overflow: hidden; }
.pp-meter__fill { height: 100%; border-radius: 999px; transition: width .35s ease, background .35s ease; }
.pp-meter__sub { font-size: 12px; color: #475569; }
.pp-meter__reset { font-size: 11px; color: #94a3b8; margin-top: 1px; }
.pp-meter__warn { font-size: 12px; font-weight: 600; color: #a16207; }
.pp-meter__warn::before { content: '⚠ '; }
.pp-meter__warn--out { color: #b91c1c; }
`;

let injected = false;

/** Adds the stylesheet once per page. */
export function ensureStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const el = document.createElement('style');
  el.dataset.area = 'billing-usage';
  el.textContent = CSS;
  document.head.appendChild(el);
}
