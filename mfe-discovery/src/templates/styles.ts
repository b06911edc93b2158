/**
 * The templates screen's stylesheet (`pp-tpl*` classes; createAreaApp injects the area's CSS once per page).
 * Desktop: category sidebar beside a two-column grid. Phone: the sidebar becomes one scrolling row of chips.
 */
export const TEMPLATES_STYLES = `
.pp-tpl-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.pp-tpl { display: grid; grid-template-columns: 236px minmax(0, 1fr); gap: 24px; align-items: start; }
.pp-tpl-nav { position: sticky; top: 76px; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 8px; }
.pp-tpl-nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.pp-tpl-nav__item { position: relative; display: flex; align-items: center; gap: 6px; width: 100%; padding: 8px 10px; border: 0; border-radius: 8px; background: transparent;
  color: #334155; font: inherit; font-size: 14px; text-align: left; cursor: pointer; }
.pp-tpl-nav__item:hover { background: #f1f5f9; }
.pp-tpl-nav__item:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-tpl-nav__item[aria-pressed="true"] { background: #e8f1fb; color: #0a66c2; font-weight: 600; }
.pp-tpl-nav__label { flex: 1; }
.pp-tpl-nav__premium { color: #b7791f; font-size: 13px; }
.pp-tpl-nav__count { min-width: 22px; padding: 0 6px; border-radius: 999px; background: #f1f5f9; color: #475569; font-size: 12px; line-height: 20px; text-align: center; }
.pp-tpl-nav__item[aria-pressed="true"] .pp-tpl-nav__count { background: #fff; color: #0a66c2; }
.pp-tpl-upsell { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; margin: 0 0 18px; padding: 10px 14px; border: 1px solid #f5e3b5;
  border-radius: 12px; background: #fffbeb; color: #713f12; font-size: 14px; }
.pp-tpl-upsell__text { flex: 1; min-width: 200px; }
.pp-tpl-upsell__icon { color: #b7791f; font-size: 16px; }
.pp-tpl__grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
.pp-tpl__footer { margin: 18px 0 0; color: #475569; font-size: 13px; text-align: center; }
.pp-tpl__empty { padding: 32px; border: 1px dashed #cbd5e1; border-radius: 12px; background: #fff; color: #475569; text-align: center; }
.pp-tpl-card { display: flex; flex-direction: column; gap: 10px; min-width: 0; padding: 18px; background: #fff; border: 1px solid #e2e8f0; border-radius: 14px;
  box-shadow: 0 1px 2px rgba(15,23,42,.04); }
.pp-tpl-card:hover { border-color: #cbd5e1; box-shadow: 0 6px 20px rgba(15,23,42,.07); }
.pp-tpl-card__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.pp-tpl-card__category { padding: 1px 9px; border-radius: 999px; background: #eef5fc; color: #0a66c2; font-size: 12px; font-weight: 600; }
.pp-tpl-card__premium { display: inline-flex; align-items: center; gap: 4px; padding: 1px 9px; border-radius: 999px; background: #fef3c7; color: #92400e;
  font-size: 12px; font-weight: 600; }
.pp-tpl-card__name { margin: 0; font-size: 17px; line-height: 1.3; color: #0f172a; }
.pp-tpl-card__desc { margin: 0; color: #475569; font-size: 13.5px; line-height: 1.5; }
.pp-tpl-card__preview { margin: 2px 0 0; padding: 12px 14px; border: 1px solid #e2e8f0; border-radius: 10px; background: #f8fafc; }
.pp-tpl-card__preview p { margin: 0 0 3px; color: #1e293b; font-size: 13.5px; line-height: 1.45; overflow-wrap: anywhere; }
.pp-tpl-card__author { display: flex; align-items: center; gap: 8px; margin-bottom: 9px; }
.pp-tpl-card__avatar { width: 26px; height: 26px; border-radius: 50%; background: linear-gradient(135deg, #bfdbfe, #93c5fd); flex: none; }
.pp-tpl-card__lines { display: flex; flex-direction: column; gap: 4px; }
.pp-tpl-card__lines span { display: block; width: 92px; height: 7px; border-radius: 4px; background: #e2e8f0; }
.pp-tpl-card__lines span + span { width: 60px; }
.pp-tpl-card__structure { font-size: 13px; color: #334155; }
.pp-tpl-card__structure summary { cursor: pointer; color: #0a66c2; font-weight: 600; width: fit-content; border-radius: 4px; }
.pp-tpl-card__structure summary:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-tpl-card__structure ol { margin: 6px 0 0; padding-left: 20px; line-height: 1.6; }
.pp-tpl-card__example { margin: 0; color: #475569; font-size: 13px; }
.pp-tpl-card__example span { color: #475569; font-weight: 600; }
.pp-tpl-card__foot { margin-top: auto; padding-top: 6px; }
.pp-tpl-card__actions { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.pp-tpl-card__lock { margin: 0 0 8px; color: #92400e; font-size: 12.5px; }
.pp-tpl-card--locked .pp-tpl-card__preview { background: #fafaf9; }
@media (max-width: 900px) {
  .pp-tpl { grid-template-columns: minmax(0, 1fr); gap: 14px; }
  .pp-tpl-nav { position: static; padding: 0; border: 0; background: transparent; }
  .pp-tpl-nav ul { flex-direction: row; gap: 8px; overflow-x: auto; padding: 2px 2px 8px; scrollbar-width: thin; }
  .pp-tpl-nav__item { width: auto; white-space: nowrap; padding: 6px 12px; border: 1px solid #e2e8f0; border-radius: 999px; background: #fff; }
  .pp-tpl-nav__item[aria-pressed="true"] { border-color: #0a66c2; }
}
@media (max-width: 720px) {
  .pp-tpl__grid { grid-template-columns: minmax(0, 1fr); }
}
`;
