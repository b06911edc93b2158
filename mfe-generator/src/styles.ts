/**
 * The area's stylesheet (createAreaApp injects it once per page; no CSS pipeline in the remote). Class names live
 * under `pp-gen` and follow the host's look: blue #0a66c2, white cards, soft shadows.
 */
export const STYLES = `
.pp-gen { display: flex; flex-direction: column; height: calc(100vh - 60px - 72px); min-height: 520px; max-width: 920px; margin: 0 auto;
  background: #fff; border: 1px solid #e2e8f0; border-radius: 16px; box-shadow: 0 1px 2px rgba(15,23,42,.05), 0 10px 32px rgba(15,23,42,.06); overflow: hidden; }
.pp-gen__head { display: flex; align-items: center; gap: 12px; padding: 14px 20px; border-bottom: 1px solid #e2e8f0; }
.pp-gen__logo { display: grid; place-items: center; width: 38px; height: 38px; border-radius: 10px; background: linear-gradient(135deg, #0a66c2, #3b82f6);
  color: #fff; font-size: 18px; flex: none; }
.pp-gen__title { margin: 0; font-size: 18px; font-weight: 700; line-height: 1.2; }
.pp-gen__subtitle { margin: 2px 0 0; color: #475569; font-size: 13px; }
.pp-gen__ready { display: inline-flex; align-items: center; gap: 6px; margin-left: 8px; padding: 2px 9px; border-radius: 999px; background: #dcfce7;
  color: #166534; font-size: 12px; font-weight: 600; vertical-align: 2px; }
.pp-gen__ready::before { content: ''; width: 7px; height: 7px; border-radius: 50%; background: #16a34a; }
.pp-gen__ready--offline { background: #fef3c7; color: #92400e; }
.pp-gen__ready--offline::before { background: #d97706; }
.pp-gen__spacer { flex: 1; }
.pp-gen__list { flex: 1; overflow-y: auto; padding: 20px; display: flex; flex-direction: column; gap: 14px; background: #f8fafc; }
.pp-gen__row { display: flex; gap: 10px; align-items: flex-end; }
.pp-gen__row--user { justify-content: flex-end; }
.pp-gen__avatar { display: grid; place-items: center; width: 30px; height: 30px; border-radius: 50%; background: #dbeafe; color: #0a66c2; font-size: 15px; flex: none; }
.pp-gen__bubble { max-width: min(640px, 82%); padding: 11px 14px; border-radius: 14px; font-size: 14.5px; line-height: 1.55; white-space: pre-wrap;
  overflow-wrap: anywhere; color: #0f172a; }
.pp-gen__row--assistant .pp-gen__bubble { background: #fff; border: 1px solid #e2e8f0; border-bottom-left-radius: 4px; box-shadow: 0 1px 2px rgba(15,23,42,.04); }
.pp-gen__row--user .pp-gen__bubble { background: #0a66c2; color: #fff; border-bottom-right-radius: 4px; }
.pp-gen__bubble--note { background: #eef5fc !important; border-color: #cfe0f3 !important; color: #1e3a5f !important; }
.pp-gen__reply-note { display: flex; gap: 6px; align-items: baseline; margin: 0 0 10px; padding: 6px 10px; border-radius: 6px; background: #eef5fc;
  border: 1px solid #cfe0f3; color: #1e3a5f; font-size: 12.5px; line-height: 1.45; white-space: normal; user-select: none; }
.pp-gen__bubble--error { background: #fef2f2 !important; border-color: #fecaca !important; color: #7f1d1d !important; }
.pp-gen__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; margin-top: 10px; padding-top: 8px; border-top: 1px solid #f1f5f9;
  color: #475569; font-size: 12px; white-space: normal; }
.pp-gen__meta .pp-kit-btn { font-size: 12.5px; }
.pp-gen__time { display: block; margin-top: 4px; font-size: 11px; color: #475569; }
.pp-gen__row--user .pp-gen__time { color: #e0edff; text-align: right; }
.pp-gen__caret { display: inline-block; width: 7px; height: 15px; margin-left: 2px; background: #0a66c2; vertical-align: -2px; animation: pp-gen-blink 1s steps(2) infinite; }
@keyframes pp-gen-blink { 50% { opacity: 0; } }
.pp-gen__typing { display: inline-flex; align-items: center; gap: 8px; color: #475569; font-size: 13px; }
.pp-gen__dots { display: inline-flex; gap: 3px; }
.pp-gen__dots i { width: 6px; height: 6px; border-radius: 50%; background: #94a3b8; animation: pp-gen-dot 1.2s infinite ease-in-out; }
.pp-gen__dots i:nth-child(2) { animation-delay: .15s; } .pp-gen__dots i:nth-child(3) { animation-delay: .3s; }
@keyframes pp-gen-dot { 0%, 80%, 100% { transform: translateY(0); opacity: .5; } 40% { transform: translateY(-4px); opacity: 1; } }
.pp-gen__composer { border-top: 1px solid #e2e8f0; padding: 12px 16px 10px; background: #fff; }
.pp-gen__inputrow { display: flex; gap: 10px; align-items: flex-end; }
.pp-gen__input { flex: 1; resize: none; border: 1px solid #cbd5e1; border-radius: 12px; padding: 10px 14px; font: inherit; font-size: 14.5px; line-height: 1.45;
  min-height: 44px; max-height: 120px; overflow-y: auto; outline: none; color: #0f172a; background: #fff; }
.pp-gen__input:focus { border-color: #0a66c2; box-shadow: 0 0 0 3px rgba(10,102,194,.12); }
.pp-gen__input:disabled { background: #f8fafc; }
.pp-gen__send.pp-kit-btn { height: 44px; width: 44px; border-radius: 12px; flex: none; }
.pp-gen__foot { margin: 8px 2px 0; color: #475569; font-size: 12px; line-height: 1.45; }
.pp-gen__foot--offline { color: #92400e; }
.pp-gen__foot code { font-size: 11.5px; background: #f1f5f9; padding: 0 4px; border-radius: 4px; color: #334155; }
.pp-gen__banner { margin: 0 0 12px; }
.pp-gen__context { display: flex; align-items: center; gap: 8px; margin-bottom: 8px; font-size: 12.5px; color: #1e3a5f; }
.pp-plans { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 14px; margin-top: 8px; }
.pp-plan-card { position: relative; display: flex; flex-direction: column; border: 1px solid #e2e8f0; border-radius: 14px; padding: 18px 16px 16px; background: #fff; }
.pp-plan-card--popular { border: 2px solid #0a66c2; box-shadow: 0 10px 28px rgba(10,102,194,.14); }
.pp-plan-card__badge { position: absolute; top: -11px; left: 50%; transform: translateX(-50%); background: #0a66c2; color: #fff; font-size: 11px; font-weight: 700;
  padding: 2px 10px; border-radius: 999px; white-space: nowrap; }
.pp-plan-card__name { font-weight: 700; font-size: 16px; }
.pp-plan-card__price { margin: 6px 0 2px; font-size: 28px; font-weight: 800; letter-spacing: -.02em; }
.pp-plan-card__price small { font-size: 13px; font-weight: 500; color: #475569; }
.pp-plan-card__credits { color: #0a66c2; font-weight: 600; font-size: 13px; margin-bottom: 10px; }
.pp-plan-card ul { list-style: none; padding: 0; margin: 0 0 14px; display: flex; flex-direction: column; gap: 5px; font-size: 12.5px; color: #334155; flex: 1; }
.pp-plan-card li::before { content: '✓'; color: #16a34a; font-weight: 700; margin-right: 6px; }
.pp-gen__chats { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; max-height: 60vh; overflow-y: auto; }
.pp-gen__chat { display: flex; flex-direction: column; gap: 2px; width: 100%; padding: 10px 12px; border: 1px solid #e2e8f0; border-radius: 10px; background: #fff;
  font: inherit; text-align: left; cursor: pointer; }
.pp-gen__chat:hover:not(:disabled) { border-color: #0a66c2; background: #f8fbff; }
.pp-gen__chat:focus-visible { outline: 2px solid #0a66c2; outline-offset: 1px; }
.pp-gen__list:focus-visible { outline: 2px solid #0a66c2; outline-offset: -2px; }
.pp-gen__chat:disabled { cursor: not-allowed; opacity: .6; }
.pp-gen__chat[aria-current="true"] { border-color: #0a66c2; }
.pp-gen__chat-row { display: flex; gap: 6px; align-items: stretch; }
.pp-gen__chat-row > .pp-gen__chat { flex: 1; min-width: 0; }
.pp-gen__chat-delete.ant-btn { height: auto; align-self: stretch; }
.pp-gen__chat-topic { color: #0f172a; font-weight: 600; overflow-wrap: anywhere; }
.pp-gen__chat-meta { color: #475569; font-size: 12.5px; }
.pp-gen__chats-note { margin: 0 0 10px; color: #475569; }
/* The plain controls of the chat (components/controls.tsx): antd's tag, alert and tooltip in the product
   theme (shared/ui theme.tsx), without antd, so the chat's first screen paints before antd would have loaded. */
.pp-gen-tag { display: inline-block; box-sizing: border-box; height: auto; margin: 0; padding: 0 7px; font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  font-size: 12px; line-height: 20px; white-space: nowrap; color: rgba(0,0,0,.88); background: rgba(0,0,0,.04); border: 1px solid transparent; border-radius: 6px; }
.pp-gen-tag--blue { color: #002c8c; background: #e6f4ff; }
.pp-gen-tag--orange { color: #873800; background: #fff7e6; }
.pp-gen-alert { position: relative; display: flex; align-items: flex-start; box-sizing: border-box; padding: 20px 24px; overflow-wrap: break-word;
  font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 14px; line-height: 22px;
  color: rgba(0,0,0,.88); border: 1px solid; border-radius: 10px; }
.pp-gen-alert--info { background: #e6f7ff; border-color: #7bbce8; }
.pp-gen-alert--warning { background: #fff7e6; border-color: #ffd182; }
.pp-gen-alert__icon { flex: none; margin-inline-end: 12px; font-size: 24px; line-height: 0; }
.pp-gen-alert--info .pp-gen-alert__icon { color: #0a66c2; }
.pp-gen-alert--warning .pp-gen-alert__icon { color: #d97706; }
.pp-gen-alert__section { flex: 1; min-width: 0; }
.pp-gen-alert__title { margin-bottom: 8px; font-size: 16px; line-height: 1.5714285714285714; }
.pp-gen-alert__actions { margin-inline-start: 8px; }
.pp-gen-alert__close { margin-inline-start: 8px; padding: 0; overflow: hidden; font-size: 12px; line-height: 12px; background: transparent; border: none;
  outline: none; cursor: pointer; color: #475569; transition: color .2s; }
.pp-gen-alert__close:hover { color: rgba(0,0,0,.88); }
.pp-gen-alert__close:focus-visible { outline: 3px solid #7bbce8; outline-offset: 1px; }
.pp-gen-tip { position: fixed; z-index: 1070; box-sizing: border-box; max-width: 250px; transform: translateX(-50%); pointer-events: none;
  font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; font-size: 14px; line-height: 22px; }
.pp-gen-tip__box { min-width: 32px; min-height: 32px; box-sizing: border-box; padding: 6px 8px; color: #fff; text-align: start; text-decoration: none;
  overflow-wrap: break-word; background: rgba(0,0,0,.85); border-radius: 8px; white-space: nowrap; }
.pp-gen-tip__arrow { position: absolute; top: 100%; left: 50%; width: 16px; height: 8px; transform: translateX(-50%); background: rgba(0,0,0,.85);
  clip-path: path("M 0 0 A 4 4 0 0 1 2.82843 1.17157 L 6.58579 4.92893 A 2 2 0 0 0 9.41421 4.92893 L 13.1716 1.17157 A 4 4 0 0 1 16 0 Z"); }
.pp-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* The delete confirmation opens under its button, right-aligned: narrow enough to stay on a phone's screen. */
.pp-gen__chat-confirm { max-width: min(320px, calc(100vw - 48px)); }
@media (max-width: 720px) { .pp-plans { grid-template-columns: 1fr; } }
/* Narrow screens: the shell's top bar takes two rows (about 97 px) and the page 16 px more; the chat fits the rest. */
@media (max-width: 900px) {
  .pp-gen { height: calc(100vh - 97px - 28px); height: calc(100dvh - 97px - 28px); min-height: 420px; border-radius: 14px; }
  .pp-gen__head { padding: 12px 14px; gap: 10px; }
  .pp-gen__list { padding: 14px 12px; }
  .pp-gen__composer { padding: 10px 12px 8px; }
  .pp-gen__bubble { max-width: 88%; }
}
@media (max-width: 520px) {
  .pp-gen__title { white-space: nowrap; font-size: 17px; }
  .pp-gen__subtitle { display: none; }
  .pp-gen__new.pp-kit-btn { width: 36px; padding: 0; }
  .pp-gen__new.pp-kit-btn > span:not(.pp-kit-btn__icon) { display: none; }
  .pp-gen__avatar { display: none; }
  .pp-gen__bubble { max-width: 92%; }
  .pp-gen__foot { font-size: 11.5px; }
  /* Two icon buttons beside the title and its badge: tighter, so the badge is never cut. */
  .pp-gen__head { gap: 6px; }
  .pp-gen__head > .pp-gen__spacer { display: none; }
  .pp-gen__logo { width: 32px; height: 32px; font-size: 16px; }
  .pp-gen__new.pp-kit-btn { width: 32px; }
  /* A notice's button goes on a line of its own under the text (after the close button's line), so the text keeps
     the card's width instead of a column squeezed beside the button. 36 px: the icon and its margin. */
  .pp-gen-alert { flex-wrap: wrap; }
  .pp-gen-alert__actions { order: 2; flex: none; width: calc(100% - 36px); margin: 12px 0 0 36px; }
}
/* The narrowest phones (400 px and under): a little tighter, so title and badge share the line at 390 px; narrower
   still (360 px), the badge goes under the title rather than being cut at the card's edge. */
@media (max-width: 400px) {
  .pp-gen__head { padding: 10px 10px; }
  .pp-gen__title { white-space: normal; font-size: 16px; line-height: 1.2; }
}
`;
