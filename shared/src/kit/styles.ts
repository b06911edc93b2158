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

/** The kit's own classes (`pp-kit-*`): the Sandbox badge, the usage meter, the plain buttons, the icon and the loading line. */
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
/* antd's icon and button in the product theme (controls.tsx), for screens that paint without antd. */
.pp-kit-icon { display: inline-flex; align-items: center; color: inherit; font-style: normal; line-height: 0; text-align: center; text-transform: none;
  vertical-align: -0.125em; text-rendering: optimizeLegibility; -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; }
.pp-kit-icon > * { line-height: 1; }
.pp-kit-icon svg { display: inline-block; }
.pp-kit-icon--spin svg { animation: pp-kit-spin 1s infinite linear; }
@keyframes pp-kit-spin { 100% { transform: rotate(360deg); } }
.pp-kit-btn { position: relative; display: inline-flex; gap: 8px; align-items: center; justify-content: center; box-sizing: border-box; height: 32px;
  margin: 0; padding: 0 15px; font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  font-size: 14px; font-weight: 400; white-space: nowrap; text-align: center; color: rgba(0,0,0,.88); background: #fff; border: 1px solid #d9d9d9;
  border-radius: 8px; box-shadow: 0 2px 0 rgba(0,0,0,.02); outline: none; cursor: pointer; user-select: none; touch-action: manipulation;
  transition: all .2s cubic-bezier(.645,.045,.355,1); }
.pp-kit-btn__icon { display: inline-flex; align-items: center; }
.pp-kit-btn--sm { height: 24px; padding: 0 7px; border-radius: 6px; }
.pp-kit-btn--lg { height: 40px; font-size: 16px; border-radius: 10px; }
.pp-kit-btn--block { width: 100%; }
.pp-kit-btn--icon-only { width: 32px; padding: 0; }
.pp-kit-btn--sm.pp-kit-btn--icon-only { width: 24px; }
.pp-kit-btn--lg.pp-kit-btn--icon-only { width: 40px; }
.pp-kit-btn:not(:disabled):focus-visible { outline: 3px solid #7bbce8; outline-offset: 1px; transition: outline-offset 0s, outline 0s; }
.pp-kit-btn:not(:disabled):hover { color: #004182; border-color: #004182; }
.pp-kit-btn:not(:disabled):active { color: #00336a; border-color: #00336a; }
.pp-kit-btn--primary { color: #fff; background: #0a66c2; border-color: transparent; box-shadow: 0 2px 0 rgba(5,175,255,.1); }
.pp-kit-btn--primary:not(:disabled):hover { color: #fff; background: #004182; border-color: transparent; }
.pp-kit-btn--primary:not(:disabled):active { color: #fff; background: #00336a; border-color: transparent; }
.pp-kit-btn--primary.pp-kit-btn--ghost { color: #0a66c2; background: transparent; border-color: #0a66c2; box-shadow: none; }
.pp-kit-btn--primary.pp-kit-btn--ghost:not(:disabled):hover { color: #004182; background: transparent; border-color: #004182; }
.pp-kit-btn--primary.pp-kit-btn--ghost:not(:disabled):active { color: #00336a; background: transparent; border-color: #00336a; }
.pp-kit-btn--link { color: #0a66c2; background: transparent; border-color: transparent; box-shadow: none; }
.pp-kit-btn--link:not(:disabled):hover { color: #004182; border-color: transparent; }
.pp-kit-btn--link:not(:disabled):active { color: #00336a; border-color: transparent; }
.pp-kit-btn--loading { opacity: .65; cursor: default; }
.pp-kit-btn:disabled { cursor: not-allowed; color: rgba(0,0,0,.25); background: rgba(0,0,0,.04); border-color: #d9d9d9; box-shadow: none; }
.pp-kit-btn--link:disabled { background: transparent; border-color: transparent; }
.pp-kit-btn:disabled > * { pointer-events: none; }
@media (prefers-reduced-motion: reduce) { .pp-kit-btn { transition: none; } }
`;
