/** The scheduler's stylesheet (createAreaApp injects it once per page). Class names under `pp-sch`. */
export const STYLES = `
.pp-sch__more { padding: 0; border: 0; background: none; color: #0a66c2; font: inherit; font-weight: 600; cursor: pointer; text-decoration: underline; }
.pp-sch__more:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-sch { display: flex; flex-direction: column; gap: 16px; max-width: 1200px; margin: 0 auto; }
.pp-sch__head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 12px; }
.pp-sch__title { margin: 0 0 6px; font-size: 24px; font-weight: 700; display: flex; align-items: center; gap: 10px; }
.pp-sch__status { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
/* A long LinkedIn name wraps inside its tag (antd's tags never wrap) instead of widening the page on a phone. */
.pp-sch__head > div { min-width: 0; }
.pp-sch__status .ant-tag { max-width: 100%; white-space: normal; overflow-wrap: anywhere; }
.pp-sch__zone { color: #334155; font-size: 13px; display: inline-flex; align-items: center; gap: 6px; }
.pp-sch__next { margin: 0; font-size: 15px; font-weight: 600; color: #0a66c2; display: flex; align-items: center; gap: 8px; }
.pp-sch__card { background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; padding: 18px; box-shadow: 0 1px 2px rgba(15,23,42,.05); min-width: 0; }
.pp-sch__h2 { margin: 0 0 12px; font-size: 17px; font-weight: 700; }
.pp-sch__muted { color: #475569; }
.pp-sch__warn { color: #92400e; margin: 6px 0 0; font-size: 13px; }
.pp-sch__error { color: #991b1b; background: #fef2f2; border: 1px solid #fecaca; border-radius: 8px; padding: 8px 10px; margin: 8px 0 0; font-size: 13px; }
.pp-sch__form-grid { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; }
.pp-sch__field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.pp-sch__field > label, .pp-sch__field > legend { font-weight: 600; font-size: 14px; }
.pp-sch__field--content { grid-column: 1; }
.pp-sch__preview { grid-column: 2; grid-row: 1 / span 2; min-width: 0; overflow: hidden; }
/* Date and zone side by side only where each gets the date-time field's whole width (about 262 px in Chromium, 290 with seconds:
   '11/28/2026, 08:45 PM' and its picker button); narrower, one under the other, never a clipped date. */
.pp-sch__row3 { grid-column: 1; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 19rem), 1fr)); gap: 12px; }
.pp-sch__platforms { grid-column: 1 / -1; border: 0; padding: 0; margin: 0; }
.pp-sch__platforms .ant-radio-wrapper { margin: 4px 12px 4px 0; }
.pp-sch__native { height: 36px; padding: 4px 10px; border: 1px solid #cbd5e1; border-radius: 8px; font: inherit; background: #fff; color: #0f172a; width: 100%; min-width: 0; }
.pp-sch__native:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; border-color: #0a66c2; }
.pp-sch__counter { font-size: 12.5px; color: #475569; text-align: right; }
.pp-sch__counter--over { color: #b91c1c; font-weight: 600; }
.pp-sch__actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
.pp-sch__alert { margin-top: 16px; }
.pp-sch__columns { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 16px; align-items: start; }
.pp-sch__col { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pp-sch__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.pp-sch__post { border: 1px solid #e2e8f0; border-radius: 10px; padding: 12px; }
.pp-sch__post--failed { border-color: #fecaca; }
.pp-sch__post-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; font-size: 13px; }
.pp-sch__when { font-weight: 600; }
.pp-sch__alt { font-size: 12px; }
.pp-sch__post-text { margin: 8px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.pp-sch__post-text--clamped { display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; }
.pp-sch__post-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 10px; }
.pp-sch__link { font-weight: 600; color: #0a66c2; }
.pp-sch__link:focus-visible, .pp-sch__chip:focus-visible, .pp-sch__cal:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-sch__empty { text-align: center; padding: 40px 18px; }
.pp-sch__empty-icon { font-size: 36px; color: #0a66c2; margin-bottom: 8px; }
.pp-sch__cal-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
.pp-sch__cal-head .pp-sch__h2 { margin: 0; }
.pp-sch__cal-nav { display: flex; align-items: center; gap: 6px; }
.pp-sch__cal-title { font-weight: 600; margin-left: 4px; }
.pp-sch__cal-help { font-size: 12.5px; margin: 0 0 10px; }
.pp-sch__week { max-height: 520px; overflow: auto; border: 1px solid #e2e8f0; border-radius: 10px; position: relative; }
.pp-sch__week:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
/* A week wider than its card (a phone) scrolls sideways under a fixed hour column; where it is cut it fades out
   under a round arrow that scrolls it (Calendar.tsx, week-scroll.ts), as the top bar's link row does. */
.pp-sch__weekwrap { position: relative; }
.pp-sch__weekwrap--left::before, .pp-sch__weekwrap--right::after { content: ''; position: absolute; top: 1px; bottom: 1px; width: 28px; z-index: 2; pointer-events: none; }
.pp-sch__weekwrap--left::before { left: 49px; background: linear-gradient(to left, rgba(255,255,255,0), #fff); }
.pp-sch__weekwrap--right::after { right: 1px; border-radius: 0 10px 10px 0; background: linear-gradient(to right, rgba(255,255,255,0), #fff); }
.pp-sch__week-more { position: absolute; top: 50%; transform: translateY(-50%); z-index: 3; display: grid; place-items: center; width: 30px; height: 30px;
  padding: 0 0 2px; border-radius: 999px; border: 1px solid #cbd5e1; background: #fff; box-shadow: 0 1px 4px rgba(15,23,42,.18); color: #0f172a;
  font-size: 20px; line-height: 1; cursor: pointer; }
.pp-sch__week-more--left { left: 54px; }
.pp-sch__week-more--right { right: 6px; }
/* position: relative above makes the week the containing block of its chips' screen-reader text (absolutely
   positioned), which its overflow then clips: otherwise the text of a post on a day scrolled out of view stretched
   the page sideways on a phone. */
.pp-sch__week-grid { display: grid; grid-template-columns: 48px repeat(7, minmax(58px, 1fr)); min-width: 454px; }
.pp-sch__week-row { display: contents; }
.pp-sch__week-corner, .pp-sch__week-day { position: sticky; top: 0; z-index: 1; background: #f8fafc; border-bottom: 1px solid #e2e8f0; }
.pp-sch__week-corner { left: 0; z-index: 2; }
.pp-sch__week-day { padding: 6px 4px; font-size: 12px; text-align: center; font-weight: 600; color: #334155; }
.pp-sch__week-day span { display: block; font-size: 16px; }
.pp-sch__week-hour { font-size: 11px; color: #475569; text-align: right; padding: 2px 6px 0 0; border-top: 1px solid #f1f5f9; min-height: 36px;
  position: sticky; left: 0; z-index: 1; background: #fff; }
.pp-sch__slot { border-top: 1px solid #f1f5f9; border-left: 1px solid #f1f5f9; min-height: 36px; padding: 2px; display: flex; flex-direction: column; gap: 2px; }
.pp-sch__slot--past { background: #fafafa; }
.pp-sch__slot--over { background: #dbeafe !important; box-shadow: inset 0 0 0 2px #0a66c2; }
.pp-sch__today { color: #0a66c2 !important; }
.pp-sch__chip { display: block; width: 100%; text-align: left; border: 0; border-radius: 6px; background: #0a66c2; color: #fff; font: inherit; font-size: 11.5px;
  line-height: 1.25; padding: 2px 5px; cursor: grab; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
  overflow-wrap: anywhere; }
.pp-sch__chip--moving { background: #f59e0b; color: #1f2937; }
.pp-sch__chip--locked { background: #64748b; cursor: default; }
.pp-sch__month { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); border: 1px solid #e2e8f0; border-radius: 10px; overflow: hidden; }
.pp-sch__month-row { display: contents; }
.pp-sch__month-head { background: #f8fafc; font-size: 12px; font-weight: 600; text-align: center; padding: 6px 0; color: #334155; }
.pp-sch__day { min-height: 86px; border-top: 1px solid #f1f5f9; border-left: 1px solid #f1f5f9; padding: 4px; display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.pp-sch__day--outside { background: #fafafa; color: #475569; }
.pp-sch__day-num { font-size: 12px; font-weight: 600; }
.pp-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* Lists beside the calendar only where its whole week fits (about 1,200 px of window with the sidebar): below
   that the calendar goes under the lists at full width instead of hiding its weekend behind a scroll bar. */
@media (max-width: 1180px) {
  .pp-sch__columns { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 960px) {
  .pp-sch__form-grid { grid-template-columns: minmax(0, 1fr); }
  .pp-sch__preview { grid-column: 1; grid-row: auto; }
}
@media (max-width: 560px) {
  .pp-sch__card { padding: 14px; }
  .pp-sch__head > .ant-btn { width: 100%; }
  .pp-sch__day { min-height: 64px; padding: 2px; }
  .pp-sch__chip { font-size: 10.5px; padding: 2px 4px; }
}
`;
