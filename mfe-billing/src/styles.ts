/**
 * The billing area's stylesheet (createAreaApp injects it once per page): the sidebar usage box, under
 * `pp-usage`. The meter inside it is the kit's (shared/ui UsageMeter).
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
`;
