/**
 * The area's stylesheet (createAreaApp injects it once per page). Kept in JS so the remote needs no CSS pipeline;
 * the host's look (blue #0a66c2, rounded cards, soft shadows) is matched with plain class names under `pp-`.
 */
export const STYLES = `
.pp-auth-wrap { display: flex; justify-content: center; padding: 8px 0 48px; }
.pp-auth-card { width: 100%; max-width: 440px; background: #fff; border: 1px solid #e2e8f0; border-radius: 16px;
  box-shadow: 0 1px 2px rgba(15,23,42,.05), 0 12px 40px rgba(15,23,42,.08); padding: 36px 36px 28px; }
.pp-auth-card--wide { max-width: 500px; }
.pp-auth-brand { display: flex; justify-content: center; margin-bottom: 18px; }
.pp-auth-mark { display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 12px; background: #0a66c2;
  color: #fff; font-weight: 800; font-size: 20px; box-shadow: 0 6px 18px rgba(10,102,194,.3); }
.pp-auth-mark--ok { background: #16a34a; box-shadow: 0 6px 18px rgba(22,163,74,.25); }
.pp-auth-mark--warn { background: #d97706; box-shadow: 0 6px 18px rgba(217,119,6,.25); }
.pp-auth-mark--err { background: #dc2626; box-shadow: 0 6px 18px rgba(220,38,38,.25); }
.pp-auth-card h1 { font-size: 24px; text-align: center; margin: 0 0 6px; letter-spacing: -.01em; }
.pp-auth-sub { text-align: center; color: #475569; margin: 0 0 24px; line-height: 1.5; overflow-wrap: anywhere; }
.pp-auth-foot { text-align: center; color: #475569; margin-top: 18px; font-size: 14px; }
.pp-auth-foot a { text-decoration: underline; text-underline-offset: 2px; }
.pp-auth-or { display: flex; align-items: center; gap: 12px; color: #475569; font-size: 13px; margin: 18px 0; }
.pp-auth-or::before, .pp-auth-or::after { content: ''; flex: 1; height: 1px; background: #e2e8f0; }
.pp-auth-row { display: flex; align-items: center; justify-content: space-between; margin: -4px 0 18px; }
/* The plain controls of the public screens (components/controls.tsx): antd's large vertical form item, outlined input,
   password eye and checkbox in the product theme (shared/ui theme.tsx), without antd; the icons and buttons are the kit's. */
.pp-auth-form { box-sizing: border-box; margin: 0; padding: 0; color: rgba(0,0,0,.88); font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 14px;
  line-height: 1.5714285714285714; list-style: none; }
.pp-auth-item { margin: 0 0 16px; padding: 0; color: rgba(0,0,0,.88); font-size: 14px; line-height: 1.5714285714285714; vertical-align: top; }
/* With a message under it, the item's margin goes (antd's margin offset), and with it the next element's top margin
   (collapsed into the two); the message takes at least 34px. */
.pp-auth-item--with-help { margin-bottom: 34px; }
.pp-auth-item--with-help::after { content: ""; display: block; margin-bottom: -34px; }
.pp-auth-item__label { padding: 0 0 8px; line-height: 1.5714285714285714; white-space: initial; text-align: start; overflow: hidden; }
.pp-auth-item__label > label { position: relative; display: inline-flex; align-items: center; max-width: 100%; margin: 0; color: rgba(0,0,0,.88);
  font-size: 14px; font-weight: 500; }
.pp-auth-item__label > label::after { content: ":"; position: relative; margin-block: 0; margin-inline: 2px 8px; visibility: hidden; }
.pp-auth-item__control { display: flex; align-items: center; min-height: 32px; }
.pp-auth-item__explain { min-height: 34px; clear: both; color: #475569; font-size: 14px; line-height: 1.5714285714285714; width: 100%; }
.pp-auth-item__explain-error { color: #dc2626; }
.pp-auth-input { position: relative; display: inline-flex; box-sizing: border-box; width: 100%; min-width: 0; padding: 7px 11px; color: rgba(0,0,0,.88);
  font-size: 16px; line-height: 1.5; background: #fff; border: 1px solid #d9d9d9; border-radius: 10px; transition: all .2s; }
.pp-auth-input::before { display: inline-block; width: 0; visibility: hidden; content: "\\a0"; }
.pp-auth-input:hover { border-color: #004182; }
.pp-auth-input:focus-within { z-index: 1; border-color: #0a66c2; box-shadow: 0 0 0 2px rgba(5,175,255,.1); outline: 0; }
.pp-auth-input--error, .pp-auth-input--error:focus-within { border-color: #dc2626; }
.pp-auth-input--error:hover { border-color: #f58078; }
.pp-auth-input--error:focus-within { box-shadow: 0 0 0 2px rgba(255,38,5,.06); }
.pp-auth-input > input { display: block; box-sizing: border-box; width: 100%; min-width: 0; margin: 0; padding: 0; font: inherit; color: inherit;
  line-height: 1.5; background: transparent; border: none; border-radius: 0; outline: none; box-shadow: none; text-overflow: ellipsis; }
.pp-auth-input > input::placeholder { color: rgba(0,0,0,.25); user-select: none; }
.pp-auth-input > input::-ms-reveal { display: none; }
.pp-auth-input__prefix, .pp-auth-input__suffix { display: flex; flex: none; align-items: center; }
.pp-auth-input__prefix { margin-inline-end: 4px; }
.pp-auth-input__suffix { margin-inline-start: 4px; }
.pp-auth-input__eye { display: inline-flex; color: #475569; cursor: pointer; transition: all .3s; }
.pp-auth-input__eye:hover { color: rgba(0,0,0,.88); }
.pp-auth-check { display: inline-flex; align-items: baseline; margin: 0; padding: 0; color: rgba(0,0,0,.88); font-size: 14px;
  line-height: 1.5714285714285714; cursor: pointer; }
.pp-auth-check::after { display: inline-block; width: 0; overflow: hidden; content: "\\a0"; }
.pp-auth-check__box { position: relative; flex: none; align-self: center; display: block; box-sizing: border-box; width: 16px; height: 16px;
  line-height: 1; white-space: nowrap; background: #fff; border: 1px solid #d9d9d9; border-radius: 6px; transition: all .3s; }
.pp-auth-check__box::after { box-sizing: border-box; position: absolute; top: 7px; inset-inline-start: 3px; display: table; width: 5.7142857px;
  height: 9.1428571px; border: 2px solid #fff; border-top: 0; border-inline-start: 0; transform: rotate(45deg) scale(0) translate(-50%,-50%);
  opacity: 0; content: ""; transition: all .1s cubic-bezier(.71,-.46,.88,.6), opacity .1s; }
.pp-auth-check__box > input { position: absolute; inset: -1px; z-index: 1; margin: 0; cursor: pointer; opacity: 0; }
.pp-auth-check__box:has(> input:focus-visible) { outline: 3px solid #7bbce8; outline-offset: 1px; transition: outline-offset 0s, outline 0s; }
.pp-auth-check:hover .pp-auth-check__box { border-color: #0a66c2; }
.pp-auth-check__box:has(> input:checked) { background: #0a66c2; border-color: #0a66c2; }
.pp-auth-check:hover .pp-auth-check__box:has(> input:checked) { background: #004182; border-color: transparent; }
.pp-auth-check__box:has(> input:checked)::after { opacity: 1; transform: rotate(45deg) scale(1) translate(-50%,-50%);
  transition: all .2s cubic-bezier(.12,.4,.29,1.46) .1s; }
.pp-auth-check__label { padding-inline: 8px; }
@media (prefers-reduced-motion: reduce) { .pp-auth-input, .pp-auth-check__box, .pp-auth-check__box::after { transition: none; } }
.pp-auth-card .ant-form-item { margin-bottom: 16px; }
.pp-auth-card .ant-form-item-with-help, .pp-settings .ant-form-item-with-help { margin-bottom: 34px; }
.pp-auth-card .ant-form-item-label > label { font-weight: 500; }
.pp-li-btn.pp-kit-btn { background: #fff; border-color: #cbd5e1; font-weight: 600; }
.pp-li-btn .anticon { color: #0a66c2; font-size: 18px; }
.pp-plan { background: #eef5fc; border: 1px solid #cfe0f3; border-radius: 12px; padding: 14px 16px; margin-bottom: 22px; }
.pp-plan__title { font-weight: 700; color: #0a66c2; margin-bottom: 8px; display: flex; justify-content: space-between; }
.pp-plan ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 6px 12px; }
.pp-plan li { font-size: 13px; color: #334155; display: flex; gap: 6px; align-items: baseline; }
.pp-plan li .anticon { color: #16a34a; }
.pp-steps { list-style: none; counter-reset: s; margin: 0 0 22px; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.pp-steps li { counter-increment: s; display: flex; gap: 12px; align-items: flex-start; color: #334155; line-height: 1.45; }
.pp-steps li::before { content: counter(s); flex: none; width: 24px; height: 24px; border-radius: 50%; background: #eef5fc; color: #0a66c2;
  display: grid; place-items: center; font-weight: 700; font-size: 13px; }
.pp-email-chip { display: block; text-align: center; font-weight: 600; background: #f1f5f9; border-radius: 8px; padding: 8px 12px;
  margin: -8px 0 22px; word-break: break-all; }
.pp-errbox { background: #fef2f2; border: 1px solid #fecaca; border-radius: 10px; padding: 12px 14px; font-size: 13px; color: #7f1d1d;
  margin-bottom: 20px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-word; }
.pp-errbox div + div { margin-top: 4px; }
.pp-panel { background: #fffbeb; border: 1px solid #fde68a; border-radius: 10px; padding: 14px 16px; margin-bottom: 18px; }
.pp-panel p { margin: 0 0 10px; color: #78350f; font-size: 14px; }
.pp-inline-msg { margin-top: 8px; font-size: 13px; }
.pp-inline-msg--ok { color: #15803d; } .pp-inline-msg--err { color: #b91c1c; }
.pp-banner { display: flex; align-items: center; gap: 12px; padding: 10px 14px; margin-bottom: 16px; border-radius: 10px;
  background: #fffbeb; border: 1px solid #fde68a; color: #78350f; font-size: 14px; }
.pp-banner .anticon { color: #d97706; font-size: 16px; }
.pp-banner__text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.pp-settings { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 20px; align-items: start; }
.pp-settings .ant-card { border-radius: 12px; box-shadow: 0 1px 2px rgba(15,23,42,.05), 0 4px 16px rgba(15,23,42,.05); }
.pp-settings .ant-card-head-title { font-weight: 700; }
.pp-col { display: flex; flex-direction: column; gap: 20px; min-width: 0; }
.pp-field { margin-bottom: 16px; }
.pp-field__label { font-size: 13px; color: #475569; margin-bottom: 4px; }
.pp-field__value { font-size: 15px; font-weight: 500; word-break: break-word; }
.pp-field__hint { font-size: 12px; color: #475569; margin-top: 4px; }
.pp-native-select { width: 100%; max-width: 100%; min-height: 36px; padding: 4px 8px; border: 1px solid #cbd5e1; border-radius: 6px; background: #fff; font: inherit; color: #0f172a; }
.pp-native-select:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-stat-grid { display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; margin-top: 14px; }
.pp-stat { background: #f8fafc; border-radius: 10px; padding: 10px 12px; }
.pp-stat__v { font-size: 20px; font-weight: 700; }
.pp-stat__l { font-size: 12px; color: #475569; }
.pp-switch-row { display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 10px 0; border-bottom: 1px solid #f1f5f9; }
.pp-switch-row:last-child { border-bottom: 0; }
.pp-switch-row strong { display: block; font-weight: 600; }
.pp-switch-row span { color: #475569; font-size: 13px; }
.pp-conn { display: flex; align-items: center; gap: 14px; margin-bottom: 14px; }
.pp-conn__logo { width: 44px; height: 44px; border-radius: 10px; background: #0a66c2; color: #fff; display: grid; place-items: center; font-size: 24px; flex: none; }
.pp-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.pp-danger-zone { border-color: #fecaca !important; }
.pp-tone-list { display: flex; flex-direction: column; gap: 8px; }
.pp-tone-list .ant-radio-wrapper { padding: 8px 12px; border: 1px solid #e2e8f0; border-radius: 8px; margin: 0; }
.pp-tone-list .ant-radio-wrapper-checked { border-color: #0a66c2; background: #eef5fc; }
.pp-modal-step { min-height: 200px; }
.pp-modal-step h3 { font-size: 17px; margin: 4px 0 4px; }
.pp-modal-step p.pp-muted { color: #475569; margin: 0 0 14px; }
@media (max-width: 900px) { .pp-settings { grid-template-columns: 1fr; } }
@media (max-width: 520px) { .pp-auth-card { padding: 28px 20px 22px; } .pp-plan ul { grid-template-columns: 1fr; }
  .pp-li-btn.pp-kit-btn { font-size: 15px; padding-inline: 10px; } .pp-li-btn .pp-kit-sandbox { margin-left: 4px; } }
`;
