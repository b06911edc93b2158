/**
 * The creators screen's stylesheet (`pp-cr-*` classes), rendered by the screen itself as a hoisted, de-duplicated
 * React 19 `<style>`. Desktop: a three-column grid; tablet two; phone one, with the tools stacked.
 */
export const CREATORS_STYLES = `
.pp-cr-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.pp-cr-icon { color: #475569; }
.pp-cr-tools { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; }
.pp-cr-search { flex: 1 1 280px; min-width: 0; }
.pp-cr-search label { display: block; }
.pp-cr-search .ant-input-affix-wrapper { border-radius: 10px; padding: 7px 11px; }
.pp-cr-domain { display: inline-flex; min-height: 38px; align-items: center; gap: 8px; color: #334155; font-size: 14px; }
.pp-cr-domain__label { font-weight: 600; }
.pp-cr-domain select { height: 38px; padding: 0 32px 0 12px; border: 1px solid #d9d9d9; border-radius: 10px; background: #fff; color: #0f172a; font: inherit;
  appearance: none; background-image: linear-gradient(45deg, transparent 50%, #475569 50%), linear-gradient(135deg, #475569 50%, transparent 50%);
  background-position: calc(100% - 16px) 16px, calc(100% - 11px) 16px; background-size: 5px 5px; background-repeat: no-repeat; cursor: pointer; }
.pp-cr-domain select:hover { border-color: #0a66c2; }
.pp-cr-domain select:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-cr-view { display: inline-flex; padding: 3px; border: 1px solid #e2e8f0; border-radius: 10px; background: #f8fafc; }
.pp-cr-view__btn { padding: 6px 12px; border: 0; border-radius: 7px; background: transparent; color: #475569; font: inherit; font-size: 14px; cursor: pointer; white-space: nowrap; }
.pp-cr-view__btn[aria-pressed="true"] { background: #fff; color: #0a66c2; font-weight: 600; box-shadow: 0 1px 2px rgba(15,23,42,.08); }
.pp-cr-view__btn:focus-visible, .pp-cr-chip:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-cr-hint { margin: 5px 2px 0; color: #475569; font-size: 12.5px; }
.pp-cr-chips { display: flex; gap: 8px; margin: 12px 0 0; overflow-x: auto; padding: 2px 2px 6px; scrollbar-width: thin; }
.pp-cr-chip { flex: none; padding: 5px 13px; border: 1px solid #e2e8f0; border-radius: 999px; background: #fff; color: #334155; font: inherit; font-size: 13.5px;
  cursor: pointer; white-space: nowrap; }
.pp-cr-chip:hover { border-color: #94a3b8; }
.pp-cr-chip[aria-pressed="true"] { border-color: #0a66c2; background: #e8f1fb; color: #0a66c2; font-weight: 600; }
.pp-cr-tiles { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; margin: 14px 0 18px; padding: 0; list-style: none; }
.pp-cr-tile { padding: 12px 14px; border: 1px solid #e2e8f0; border-radius: 12px; background: linear-gradient(180deg, #fff, #f8fafc); color: #475569; font-size: 13.5px; }
.pp-cr-tile strong { display: block; color: #0a66c2; font-size: 20px; line-height: 1.2; }
.pp-cr-status { margin: 0 0 10px; color: #475569; font-size: 13px; }
.pp-cr-banner { margin-bottom: 14px; }
.pp-cr-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; }
.pp-cr-card { display: flex; flex-direction: column; gap: 12px; min-width: 0; padding: 18px; background: #fff; border: 1px solid #e2e8f0; border-radius: 14px;
  box-shadow: 0 1px 2px rgba(15,23,42,.04); }
.pp-cr-card:hover { border-color: #cbd5e1; box-shadow: 0 6px 20px rgba(15,23,42,.07); }
.pp-cr-card__head { display: flex; gap: 12px; align-items: flex-start; min-width: 0; }
.pp-cr-card__avatar { flex: none; width: 56px; height: 56px; border-radius: 50%; object-fit: cover; background: #e2e8f0; }
.pp-cr-card__avatar--initials { display: inline-flex; align-items: center; justify-content: center; background: linear-gradient(135deg, #bfdbfe, #93c5fd);
  color: #1e3a8a; font-weight: 700; font-size: 18px; }
.pp-cr-card__who { min-width: 0; display: flex; flex-direction: column; align-items: flex-start; gap: 2px; }
.pp-cr-card__name { display: flex; align-items: center; gap: 5px; max-width: 100%; margin: 0; font-size: 16.5px; line-height: 1.3; color: #0f172a; }
.pp-cr-card__name > span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pp-cr-card__tick { display: inline-flex; flex: none; }
.pp-cr-card__handle { max-width: 100%; margin: 0; overflow: hidden; color: #475569; font-size: 13px; text-overflow: ellipsis; white-space: nowrap; }
.pp-cr-card__category { margin-top: 4px; padding: 1px 9px; border-radius: 999px; background: #eef5fc; color: #0a66c2; font-size: 12px; font-weight: 600; }
.pp-cr-card__bio { margin: 0; color: #334155; font-size: 13.5px; line-height: 1.5; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.pp-cr-card__stats { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 10px 0 0; border-top: 1px solid #f1f5f9; }
.pp-cr-card__stats div { min-width: 0; }
.pp-cr-card__stats dt { color: #475569; font-size: 11.5px; }
.pp-cr-card__stats dd { margin: 0; color: #0f172a; font-size: 15px; font-weight: 700; }
.pp-cr-card__up { color: #15803d !important; }
.pp-cr-card__actions { display: flex; gap: 8px; margin-top: auto; }
.pp-cr-card__actions .ant-btn { flex: 1; }
.pp-cr-empty { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 32px; border: 1px dashed #cbd5e1; border-radius: 12px;
  background: #fff; color: #475569; text-align: center; }
.pp-cr-empty p { margin: 0; font-size: 15px; color: #334155; }
.pp-cr-upsell { display: flex; align-items: center; gap: 14px; flex-wrap: wrap; margin: 24px 0 0; padding: 16px 18px; border: 1px solid #f5e3b5; border-radius: 14px;
  background: #fffbeb; color: #713f12; }
.pp-cr-upsell__icon { color: #b7791f; font-size: 22px; }
.pp-cr-upsell__text { flex: 1; min-width: 200px; display: flex; flex-direction: column; gap: 2px; font-size: 14px; }
.pp-cr-upsell__text strong { color: #422006; font-size: 15px; }
@media (max-width: 1024px) { .pp-cr-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (max-width: 640px) {
  .pp-cr-grid { grid-template-columns: minmax(0, 1fr); }
  .pp-cr-search { flex-basis: 100%; }
  .pp-cr-domain, .pp-cr-view { flex: 1 1 100%; }
  .pp-cr-domain select { flex: 1; width: 100%; }
  .pp-cr-view__btn { flex: 1; }
  .pp-cr-tiles { gap: 8px; }
  .pp-cr-tile { padding: 10px; font-size: 12px; }
  .pp-cr-tile strong { font-size: 16px; }
  .pp-cr-upsell .ant-btn { width: 100%; }
}
`;
