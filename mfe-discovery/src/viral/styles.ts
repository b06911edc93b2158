/**
 * The viral library's stylesheet (`pp-vl-*` classes), rendered by the screen as a hoisted React 19 `<style>`.
 * Desktop: cards in one readable column beside nothing else (LinkedIn's feed width); phone: full width, tools stacked.
 */
export const VIRAL_STYLES = `
.pp-vl-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.pp-vl-chips { display: flex; align-items: center; gap: 8px; overflow-x: auto; padding: 2px 2px 8px; scrollbar-width: thin; }
.pp-vl-chips__label { flex: none; color: #475569; font-size: 13px; font-weight: 600; margin-right: 2px; }
.pp-vl-chip { flex: none; padding: 5px 13px; border: 1px solid #e2e8f0; border-radius: 999px; background: #fff; color: #334155; font: inherit; font-size: 13.5px; cursor: pointer; white-space: nowrap; }
.pp-vl-chip:hover:not(:disabled):not([aria-disabled="true"]) { border-color: #94a3b8; }
.pp-vl-chip[aria-pressed="true"] { border-color: #0a66c2; background: #e8f1fb; color: #0a66c2; font-weight: 600; }
.pp-vl-chip:disabled, .pp-vl-chip[aria-disabled="true"] { color: #94a3b8; cursor: default; }
.pp-vl-chip--ghost { width: 84px; height: 31px; background: #f1f5f9; border-color: #f1f5f9; }
.pp-vl-chip--creator { margin-left: 8px; border-color: #0a66c2; background: #e8f1fb; color: #0a66c2; font-weight: 600; }
.pp-vl-chip:focus-visible, .pp-vl-tag:focus-visible, .pp-vl-more:focus-visible, .pp-vl-link:focus-visible,
.pp-vl-field input:focus-visible, .pp-vl-field select:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-vl-card:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-vl-tools { display: flex; gap: 10px; align-items: center; margin: 8px 0 10px; }
.pp-vl-search { flex: 1 1 auto; min-width: 0; display: block; }
.pp-vl-search .ant-input-affix-wrapper { border-radius: 10px; padding: 7px 11px; }
.pp-vl-filterbox { border: 1px solid #e2e8f0; border-radius: 12px; background: #f8fafc; }
.pp-vl-filterbox > summary { padding: 10px 14px; color: #334155; font-weight: 600; font-size: 14px; cursor: pointer; }
.pp-vl-filterbox > summary:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; border-radius: 12px; }
.pp-vl-filterbox[open] > summary { padding-bottom: 0; }
.pp-vl-filterbox__now { color: #475569; font-weight: 400; font-size: 13px; }
.pp-vl-filters { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)) auto; gap: 10px 12px; align-items: end; padding: 10px 14px 14px; }
.pp-vl-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; color: #334155; font-size: 13px; font-weight: 600; }
.pp-vl-field input, .pp-vl-field select { height: 36px; padding: 0 10px; border: 1px solid #cbd5e1; border-radius: 8px; background: #fff; color: #0f172a; font: inherit; font-weight: 400; font-size: 14px; min-width: 0; }
.pp-vl-field input[aria-invalid="true"] { border-color: #dc2626; }
.pp-vl-field input:disabled { background: #f1f5f9; color: #64748b; }
.pp-vl-field__note { color: #475569; font-size: 12px; font-weight: 400; }
.pp-vl-filters__actions { display: flex; gap: 8px; }
.pp-vl-filters__error { grid-column: 1 / -1; margin: 0; color: #b91c1c; font-size: 13px; }
.pp-vl-creator { display: flex; align-items: center; margin: 12px 0 0; color: #334155; font-size: 14px; }
.pp-vl-banner { margin-top: 12px; }
.pp-vl-count { margin: 14px 0 8px; color: #475569; font-size: 13px; }
.pp-vl-list { display: flex; flex-direction: column; gap: 14px; max-width: 760px; }
.pp-vl-card { padding: 16px 18px; border: 1px solid #e2e8f0; border-radius: 14px; background: #fff; box-shadow: 0 1px 2px rgba(15,23,42,.04); min-width: 0; }
.pp-vl-card__head { display: flex; gap: 12px; align-items: flex-start; }
.pp-vl-avatar { position: relative; flex: none; width: 48px; height: 48px; border-radius: 50%; background: #0a66c2; color: #fff; display: inline-flex; align-items: center; justify-content: center; font-weight: 600; }
.pp-vl-avatar img { width: 48px; height: 48px; border-radius: 50%; display: block; }
.pp-vl-avatar__badge { position: absolute; right: -3px; bottom: -3px; width: 18px; height: 18px; border-radius: 50%; background: #057642; color: #fff; border: 2px solid #fff; display: inline-flex; align-items: center; justify-content: center; }
.pp-vl-card__who { flex: 1 1 auto; min-width: 0; }
.pp-vl-card__name { margin: 0; display: flex; align-items: center; gap: 5px; color: #0f172a; font-weight: 600; font-size: 15px; }
.pp-vl-card__meta { margin: 1px 0 0; color: #475569; font-size: 12.5px; }
.pp-vl-card__bio { margin: 2px 0 0; color: #475569; font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pp-vl-quality { flex: none; padding: 3px 9px; border-radius: 999px; background: #e6f4ec; color: #03502c; font-size: 12.5px; font-weight: 700; white-space: nowrap; }
.pp-vl-card__text { margin-top: 12px; color: #1e293b; font-size: 14px; line-height: 20px; white-space: pre-wrap; overflow-wrap: anywhere; }
.pp-vl-more { padding: 2px 0; border: 0; background: none; color: #475569; font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; }
.pp-vl-more:hover { color: #0a66c2; text-decoration: underline; }
.pp-vl-media { display: grid; gap: 4px; margin-top: 12px; border-radius: 10px; overflow: hidden; }
.pp-vl-media--2, .pp-vl-media--4 { grid-template-columns: 1fr 1fr; }
.pp-vl-media--3 { grid-template-columns: 2fr 1fr; grid-template-rows: 1fr 1fr; }
.pp-vl-media--3 .pp-vl-media__item:first-child { grid-row: 1 / 3; }
.pp-vl-media__item { position: relative; display: block; background: #f1f5f9; }
.pp-vl-media__item img { display: block; width: 100%; height: 100%; aspect-ratio: 3 / 2; object-fit: cover; }
.pp-vl-media--1 .pp-vl-media__item img { aspect-ratio: 2 / 1; }
.pp-vl-media__more { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; background: rgba(15,23,42,.55); color: #fff; font-size: 26px; font-weight: 700; }
.pp-vl-tags { display: flex; flex-wrap: wrap; gap: 6px; margin: 12px 0 0; padding: 0; list-style: none; }
.pp-vl-tag { padding: 2px 9px; border: 0; border-radius: 6px; background: #eef2ff; color: #3730a3; font: inherit; font-size: 12.5px; cursor: pointer; }
.pp-vl-tag:hover { background: #e0e7ff; }
.pp-vl-card__foot { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 10px; margin-top: 14px; padding-top: 12px; border-top: 1px solid #f1f5f9; }
.pp-vl-stats { display: flex; gap: 12px; color: #475569; font-size: 12.5px; }
.pp-vl-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.pp-vl-link { color: #0a66c2; font-size: 13.5px; font-weight: 600; }
.pp-vl-nolink { color: #64748b; font-size: 13px; font-style: italic; }
.pp-vl-limit { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; max-width: 760px; margin: 18px 0 8px; padding: 14px 16px; border: 1px solid #bfdbfe; border-radius: 14px; background: #eff6ff; color: #1e3a8a; }
.pp-vl-limit p { margin: 0; flex: 1 1 320px; }
.pp-vl-more-row { display: flex; justify-content: center; max-width: 760px; margin: 18px 0 8px; }
.pp-vl-empty { max-width: 760px; margin-top: 16px; padding: 36px 20px; border: 1px dashed #cbd5e1; border-radius: 14px; text-align: center; color: #475569; }
.pp-vl-empty h2 { margin: 0 0 6px; color: #0f172a; font-size: 18px; }
.pp-vl-empty__actions { display: flex; justify-content: center; gap: 10px; margin-top: 14px; }
@media (max-width: 900px) {
  .pp-vl-filters { grid-template-columns: 1fr 1fr; }
  .pp-vl-filters__actions { grid-column: 1 / -1; }
}
@media (max-width: 560px) {
  .pp-vl-card { padding: 14px; }
  .pp-vl-card__head { gap: 10px; }
  .pp-vl-avatar, .pp-vl-avatar img { width: 40px; height: 40px; }
  .pp-vl-quality { padding: 2px 7px; font-size: 12px; }
  .pp-vl-stats { width: 100%; }
  .pp-vl-actions { width: 100%; justify-content: space-between; }
}
`;
