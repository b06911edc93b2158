/**
 * Stylesheets injected into <head> once per page, by id: an area's own CSS (passed to `createAreaApp`) and the
 * kit's (shared/kit, no antd; shared/ui adds UI_CSS for its antd subset and the LinkedIn preview). Kept in JS so a
 * remote needs no CSS pipeline.
 */
export function injectStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const el = document.createElement('style');
  el.id = id;
  el.textContent = css;
  document.head.appendChild(el);
}

/** The kit's own classes (`pp-kit-*`): the Sandbox badge, the usage meter, the plain button and the loading line. */
export const KIT_CSS = `
.pp-kit-sandbox { display: inline-block; margin-left: 8px; padding: 1px 7px; border-radius: 6px; background: #fef3c7; color: #92400e;
  font-size: 11px; font-weight: 700; letter-spacing: .03em; line-height: 18px; vertical-align: middle; white-space: nowrap; }
.pp-kit-meter__numbers { display: flex; align-items: baseline; justify-content: space-between; }
.pp-kit-meter__big { font-size: 20px; font-weight: 800; color: #0f172a; letter-spacing: -.01em; }
.pp-kit-meter__of { font-size: 12.5px; font-weight: 500; color: #475569; letter-spacing: 0; }
.pp-kit-meter__track { height: 7px; margin: 6px 0; border-radius: 999px; background: #e2e8f0; overflow: hidden; }
.pp-kit-meter__fill { height: 100%; border-radius: 999px; transition: width .35s ease, background .35s ease; }
.pp-kit-meter__sub { font-size: 12px; color: #475569; }
.pp-kit-meter__reset { font-size: 11px; color: #475569; margin-top: 1px; }
.pp-kit-meter__warn { font-size: 12px; font-weight: 600; color: #a16207; }
.pp-kit-meter__warn::before { content: '⚠ '; }
.pp-kit-meter__warn--out { color: #b91c1c; }
.pp-kit-meter__note { font-size: 12px; color: #475569; margin-top: 8px; }
.pp-kit-meter--wide .pp-kit-meter__track { height: 9px; margin: 8px 0; }
@media (prefers-reduced-motion: reduce) { .pp-kit-meter__fill { transition: none; } }
/* The kit's plain buttons and the loading line (no antd: a screen of plain CSS stays without it). */
.pp-kit-button { height: 36px; padding: 0 16px; border-radius: 8px; border: 0; background: #0a66c2; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.pp-kit-button:hover { background: #004182; }
.pp-kit-button:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-kit-loading { padding: 32px 0; text-align: center; color: #475569; font-size: 14px; }
`;
