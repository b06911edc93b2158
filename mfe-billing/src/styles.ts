/**
 * The billing area's stylesheet (createAreaApp injects it once per page): the sidebar usage box, under
 * `pp-usage` (the meter inside it is the kit's UsageMeter), and Plan & Billing under `pp-billing`.
 */
export const STYLES = `
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
.pp-usage__fix { color: #b91c1c; border-color: #fecaca; }
.pp-usage__fix:hover { background: #b91c1c; color: #fff; border-color: #b91c1c; }

.pp-billing { display: flex; flex-direction: column; gap: 16px; }
.pp-billing__top { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); gap: 16px; }
@media (max-width: 860px) { .pp-billing__top { grid-template-columns: 1fr; } }
.pp-billing__title { display: inline-flex; align-items: center; gap: 8px; }
.pp-billing__plan { display: flex; align-items: baseline; flex-wrap: wrap; gap: 10px; }
.pp-billing__plan-name { font-size: 22px; font-weight: 700; color: #0f172a; }
.pp-billing__price { color: #475569; font-weight: 600; }
.pp-billing__line { margin: 8px 0 0; color: #334155; }
.pp-billing__ok { color: #15803d; font-weight: 600; }
.pp-billing__bad { color: #dc2626; font-weight: 600; }
.pp-billing__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 14px; }
.pp-billing__actions:empty { display: none; }
.pp-billing__trial { background: linear-gradient(90deg, #eff6ff, #f5f3ff); border-color: #c7d2fe; }
.pp-billing__trial-row { display: flex; align-items: center; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
.pp-billing__trial-row p { margin: 4px 0 0; color: #475569; }
.pp-billing__h2 { font-size: 17px; margin: 4px 0 10px; color: #0f172a; }
.pp-billing__plans { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 14px; }
@media (max-width: 860px) { .pp-billing__plans { grid-template-columns: 1fr; } }
.pp-billing-plan { position: relative; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 18px 16px 16px; display: flex; flex-direction: column; gap: 8px; }
.pp-billing-plan--popular { border: 2px solid #0a66c2; }
.pp-billing-plan--chosen { border: 2px solid #16a34a; box-shadow: 0 6px 24px rgba(22,163,74,.18); }
.pp-billing-plan[aria-current='true'] { background: #f8fafc; }
.pp-billing-plan__badge { position: absolute; top: -11px; left: 16px; background: #0a66c2; color: #fff; font-size: 11.5px; font-weight: 700; padding: 2px 10px; border-radius: 999px; }
.pp-billing-plan__name { font-weight: 700; font-size: 16px; color: #0f172a; }
.pp-billing-plan__price { font-size: 26px; font-weight: 800; color: #0f172a; }
.pp-billing-plan__price small { font-size: 13px; font-weight: 500; color: #475569; }
.pp-billing-plan__credits { color: #475569; font-size: 13.5px; margin-bottom: 4px; }
.pp-billing__note { margin: 12px 0 0; color: #475569; font-size: 13.5px; }
.pp-billing__muted { color: #475569; margin: 0; }
.pp-billing__table-wrap { overflow-x: auto; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; }
.pp-billing__table-wrap:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-billing__table { width: 100%; border-collapse: collapse; font-size: 14px; }
.pp-billing__table th, .pp-billing__table td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #eef2f7; white-space: nowrap; }
.pp-billing__table tr:last-child td { border-bottom: 0; }
.pp-billing__table th { color: #475569; font-weight: 600; font-size: 12.5px; }
/* The description wraps, so the four columns fit a phone's width instead of cutting the status at the edge. */
.pp-billing__table td:nth-child(2) { white-space: normal; overflow-wrap: anywhere; }
@media (max-width: 520px) { .pp-billing__table th, .pp-billing__table td { padding: 10px 8px; } }
`;
