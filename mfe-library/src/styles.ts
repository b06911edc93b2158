/**
 * The library area's stylesheet (createAreaApp injects it once per page). `pp-lib*`: My Content Library (toolbar,
 * grid, board); `pp-hist*`: Content History. Desktop grids become one column on a phone; the board's columns sit
 * side by side on a desktop and stack on a phone.
 */
export const STYLES = `
.pp-lib-views { display: inline-flex; gap: 0; }
.pp-lib-views .ant-btn:first-child { border-start-end-radius: 0; border-end-end-radius: 0; }
.pp-lib-views .ant-btn:last-child { border-start-start-radius: 0; border-end-start-radius: 0; margin-inline-start: -1px; }
.pp-lib-toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 10px 12px; margin: 0 0 18px; padding: 12px; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; }
.pp-lib-toolbar__search { flex: 1 1 240px; min-width: 0; max-width: 420px; }
.pp-lib-field { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: #475569; }
.pp-lib-field select { height: 32px; min-width: 140px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 8px; background: #fff; color: #0f172a; font: inherit; font-size: 14px; }
.pp-lib-field select:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-lib-count { margin: 0 0 10px; color: #475569; font-size: 13px; }
.pp-lib-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
.pp-lib-card { display: flex; flex-direction: column; gap: 8px; min-width: 0; padding: 16px; background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; box-shadow: 0 1px 2px rgba(15,23,42,.04); }
.pp-lib-card:hover { border-color: #cbd5e1; box-shadow: 0 6px 20px rgba(15,23,42,.07); }
.pp-lib-card__tags { display: flex; gap: 6px; flex-wrap: wrap; }
.pp-lib-card__title { margin: 0; font-size: 16px; line-height: 1.35; color: #0f172a; overflow-wrap: anywhere; }
.pp-lib-card__hook { flex: 1; font-size: 14px; line-height: 1.45; color: #1e293b; }
.pp-lib-card__meta { margin: 0; color: #475569; font-size: 12.5px; }
.pp-lib-card__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding-top: 8px; border-top: 1px solid #f1f5f9; }
.pp-lib-card__main, .pp-lib-card__tools { display: flex; align-items: center; gap: 6px; }
.pp-lib-card__tools { margin-inline-start: auto; }
.pp-lib-card__actions .ant-btn:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-lib-failed { margin: 0; padding: 6px 10px; border-radius: 8px; background: #fef3f2; border: 1px solid #fecdca; color: #7a271a; font-size: 12.5px; line-height: 1.45; overflow-wrap: anywhere; }
.pp-lib-failed a { color: #b42318; text-decoration: underline; }
.pp-lib-failed a:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-lib-more { display: flex; justify-content: center; margin: 20px 0 4px; }
.pp-lib-empty { padding: 40px 24px; border: 1px dashed #cbd5e1; border-radius: 12px; background: #fff; color: #475569; text-align: center; }
.pp-lib-empty__title { margin: 0 0 6px; color: #0f172a; font-size: 16px; font-weight: 600; }
.pp-lib-modal__title { display: block; padding-inline-end: 32px; overflow-wrap: anywhere; }
.pp-lib-modal__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0 0 12px; color: #475569; font-size: 13px; }
.pp-lib-rename { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; margin-bottom: 12px; }
.pp-lib-rename__field { display: flex; flex-direction: column; gap: 4px; flex: 1 1 220px; font-weight: 600; font-size: 13px; }
.pp-lib-rename__field input { font: inherit; font-weight: 400; font-size: 14px; padding: 6px 10px; border: 1px solid #d0d5dd; border-radius: 6px; min-height: 32px; }
.pp-lib-modal__foot { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
.pp-lib-board { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 14px; align-items: start; }
.pp-lib-col { display: flex; flex-direction: column; min-width: 0; min-height: 220px; padding: 10px; background: #f1f5f9; border: 2px solid transparent; border-radius: 14px; transition: border-color .15s, background .15s; }
.pp-lib-col--over { border-color: #0a66c2; background: #e8f1fb; }
.pp-lib-col__title { display: flex; align-items: center; gap: 8px; margin: 2px 4px 10px; font-size: 14px; font-weight: 700; color: #0f172a; }
.pp-lib-col__dot { width: 9px; height: 9px; border-radius: 50%; background: #94a3b8; }
.pp-lib-col__dot--scheduled { background: #0a66c2; }
.pp-lib-col__dot--published { background: #16a34a; }
.pp-lib-col__count { margin-left: auto; min-width: 24px; padding: 0 7px; border-radius: 999px; background: #fff; color: #475569; font-size: 12px; line-height: 20px; text-align: center; }
.pp-lib-col__cards { display: flex; flex-direction: column; gap: 10px; }
.pp-lib-col__empty { margin: 0; padding: 18px 10px; border: 1px dashed #cbd5e1; border-radius: 10px; color: #475569; font-size: 13px; text-align: center; }
.pp-lib-bcard { display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; background: #fff; border: 1px solid #e2e8f0; border-radius: 10px; box-shadow: 0 1px 2px rgba(15,23,42,.05); cursor: grab; touch-action: manipulation; }
.pp-lib-bcard--dragging { opacity: .4; }
.pp-lib-bcard--overlay { box-shadow: 0 12px 32px rgba(15,23,42,.18); cursor: grabbing; max-width: 360px; }
.pp-lib-bcard__head { display: flex; align-items: flex-start; gap: 6px; }
.pp-lib-bcard__handle { display: grid; place-items: center; flex: none; width: 22px; height: 24px; margin: -1px 0 0 -4px; padding: 0; border: 0; border-radius: 6px; background: transparent; color: #94a3b8; cursor: grab; }
.pp-lib-bcard__handle svg { fill: currentColor; }
.pp-lib-bcard__handle:hover { background: #f1f5f9; color: #475569; }
.pp-lib-bcard__handle:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; color: #0a66c2; }
.pp-lib-bcard__title { flex: 1; min-width: 0; margin: 0; font-size: 14px; line-height: 1.35; overflow-wrap: anywhere; }
.pp-lib-bcard__when { margin: 0; color: #0a66c2; font-size: 12px; font-weight: 600; }
.pp-lib-bcard__hook { font-size: 13px; line-height: 1.45; color: #334155; max-height: 7.5em; overflow: hidden; }
.pp-lib-bcard .pp-lib-card__actions { padding-top: 6px; }
.pp-lib-bcard__foot { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 6px; border-top: 1px solid #f1f5f9; }
.pp-lib-bcard__foot .pp-lib-card__actions { border-top: 0; }
.pp-lib-move select { height: 24px; max-width: 120px; padding: 0 4px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: #0f172a; font: inherit; font-size: 12.5px; cursor: pointer; }
.pp-lib-move select:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-lib-col__more { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-top: 10px; padding: 0 4px; color: #475569; font-size: 12.5px; }
.pp-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.pp-hist-stats { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; margin: 0 0 16px; }
.pp-hist-stat { display: flex; flex-direction: column; gap: 2px; padding: 14px 16px; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; }
.pp-hist-stat__value { font-size: 24px; font-weight: 700; color: #0f172a; line-height: 1.2; }
.pp-hist-stat__label { color: #475569; font-size: 13px; }
.pp-hist-list { display: flex; flex-direction: column; gap: 14px; }
.pp-hist-card { display: flex; flex-direction: column; gap: 8px; padding: 16px; background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; }
.pp-hist-card__head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.pp-hist-card__meta { color: #475569; font-size: 12.5px; }
.pp-hist-card__topic { margin: 0; font-size: 15px; line-height: 1.4; color: #0f172a; overflow-wrap: anywhere; }
.pp-hist-card__content { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; color: #1e293b; font-size: 14px; line-height: 1.5; }
.pp-hist-more { align-self: flex-start; padding: 2px 0; border: 0; background: none; color: #475569; font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; }
.pp-hist-more:hover { color: #0a66c2; text-decoration: underline; }
.pp-hist-more:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; border-radius: 4px; }
.pp-hist-card__context { color: #475569; font-size: 13px; }
.pp-hist-card__context summary { cursor: pointer; font-weight: 600; }
.pp-hist-card__context p { margin: 6px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
@media (max-width: 760px) {
  .pp-lib-board { grid-template-columns: minmax(0, 1fr); }
  .pp-lib-col { min-height: 0; }
  .pp-lib-grid { grid-template-columns: minmax(0, 1fr); }
  .pp-lib-toolbar__search { flex-basis: 100%; max-width: none; }
  .pp-lib-field { flex: 1 1 40%; }
  .pp-lib-field select { min-width: 0; width: 100%; }
  .pp-hist-stats { gap: 8px; }
  .pp-hist-stat { padding: 10px; }
  .pp-hist-stat__value { font-size: 20px; }
  .pp-hist-stat__label { font-size: 12px; }
}
`;
