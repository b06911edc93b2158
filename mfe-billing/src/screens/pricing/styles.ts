/**
 * The pricing screen's CSS, rendered by the screen itself in a <style> element, so the prerendered HTML carries it
 * and the page paints styled before any script runs. Plain CSS (no antd): the page is public and must stay light.
 * Class names live under `pp-pricing`.
 */
export const PRICING_CSS = `
.pp-pricing { --pp-blue: #0a66c2; --pp-blue-dark: #004182; --pp-ink: #0f172a; --pp-ink-2: #334155; --pp-muted: #5b6b80; --pp-line: #e2e8f0;
  color: var(--pp-ink); max-width: 1120px; margin: 0 auto; padding: 56px 24px 0; }
.pp-pricing__head { text-align: center; max-width: 720px; margin: 0 auto 40px; }
.pp-pricing__head h1 { font-size: 42px; line-height: 1.15; letter-spacing: -.02em; margin: 0 0 14px; }
.pp-pricing__head p { font-size: 18px; color: var(--pp-ink-2); margin: 0; }
.pp-pricing__plans { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 24px; align-items: stretch; }
.pp-plan { position: relative; display: flex; flex-direction: column; background: #fff; border: 1px solid var(--pp-line); border-radius: 16px;
  padding: 28px 24px 24px; box-shadow: 0 1px 2px rgba(15,23,42,.06), 0 4px 16px rgba(15,23,42,.06); }
.pp-plan--popular { border: 2px solid var(--pp-blue); box-shadow: 0 8px 32px rgba(10,102,194,.18); }
.pp-plan__badge { position: absolute; top: -13px; left: 50%; transform: translateX(-50%); background: var(--pp-blue); color: #fff; font-size: 12px;
  font-weight: 700; letter-spacing: .04em; text-transform: uppercase; padding: 4px 12px; border-radius: 999px; white-space: nowrap; }
.pp-plan--chosen { border: 2px solid #16a34a; box-shadow: 0 8px 32px rgba(22,163,74,.2); }
.pp-plan__badge--chosen { background: #16a34a; }
.pp-plan h2 { font-size: 20px; margin: 0 0 4px; }
.pp-plan__desc { color: var(--pp-muted); margin: 0 0 18px; font-size: 14px; min-height: 40px; }
.pp-plan__price { display: flex; align-items: baseline; gap: 4px; margin-bottom: 4px; }
.pp-plan__amount { font-size: 44px; font-weight: 800; letter-spacing: -.02em; line-height: 1; }
.pp-plan__period { color: var(--pp-muted); font-size: 15px; }
.pp-plan__credits { font-weight: 600; color: var(--pp-blue-dark); margin: 8px 0 18px; font-size: 15px; }
.pp-plan__features { list-style: none; margin: 0 0 24px; padding: 0; display: grid; gap: 10px; flex: 1; align-content: start; font-size: 14.5px; color: var(--pp-ink-2); }
.pp-plan__features li { display: flex; gap: 10px; align-items: flex-start; }
.pp-plan__features li::before { content: ''; flex: none; width: 18px; height: 18px; margin-top: 1px; border-radius: 50%; background: #dcfce7
  url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 8.5l2.5 2.5L12 5.5' fill='none' stroke='%23166534' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 14px no-repeat; }
.pp-btn { display: inline-flex; align-items: center; justify-content: center; height: 46px; padding: 0 22px; border-radius: 10px; font: inherit;
  font-size: 16px; font-weight: 600; text-decoration: none; cursor: pointer; border: 1px solid transparent; white-space: nowrap; }
.pp-btn:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
.pp-btn--primary { background: var(--pp-blue); color: #fff; }
.pp-btn--primary:hover { background: var(--pp-blue-dark); }
.pp-btn--outline { background: #fff; color: var(--pp-blue-dark); border-color: #b6cde6; }
.pp-btn--outline:hover { background: #eef5fc; }
.pp-btn--light { background: #fff; color: var(--pp-blue-dark); }
.pp-btn--ghost-light { background: transparent; color: #fff; border-color: rgba(255,255,255,.7); }
.pp-btn--ghost-light:hover { background: rgba(255,255,255,.12); }
.pp-plan .pp-btn { width: 100%; }
.pp-pricing__note { text-align: center; color: var(--pp-muted); font-size: 14px; margin: 20px 0 0; }
.pp-faq { max-width: 760px; margin: 72px auto 0; }
.pp-faq h2, .pp-cta h2 { font-size: 30px; text-align: center; letter-spacing: -.01em; margin: 0 0 24px; }
.pp-faq__item { border: 1px solid var(--pp-line); border-radius: 10px; background: #fff; margin-bottom: 10px; }
.pp-faq__item summary { list-style: none; cursor: pointer; display: flex; justify-content: space-between; align-items: center; gap: 16px;
  padding: 16px 18px; font-weight: 600; font-size: 16px; border-radius: 10px; }
.pp-faq__item summary::-webkit-details-marker { display: none; }
.pp-faq__item summary::after { content: '+'; font-size: 20px; line-height: 1; color: var(--pp-muted); }
.pp-faq__item[open] summary::after { content: '\\2212'; }
.pp-faq__item summary:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
.pp-faq__item p { margin: 0; padding: 0 18px 16px; color: var(--pp-ink-2); line-height: 1.55; }
.pp-cta { margin: 72px 0 56px; padding: 56px 24px; border-radius: 20px; text-align: center; color: #fff; background: linear-gradient(135deg, #0a66c2, #004182); }
.pp-cta h2 { color: #fff; margin-bottom: 10px; }
.pp-cta p { margin: 0 auto 28px; max-width: 560px; font-size: 17px; color: #e0edfa; }
.pp-cta__actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
@media (max-width: 900px) {
  .pp-pricing__plans { grid-template-columns: minmax(0, 1fr); max-width: 460px; margin: 0 auto; gap: 28px; }
  .pp-plan__desc { min-height: 0; }
}
@media (max-width: 560px) {
  .pp-pricing { padding: 32px 16px 0; }
  .pp-pricing__head h1 { font-size: 30px; }
  .pp-pricing__head p { font-size: 16px; }
  .pp-cta { margin: 56px 0 40px; padding: 40px 16px; border-radius: 16px; }
  .pp-faq { margin-top: 56px; }
  .pp-faq h2, .pp-cta h2 { font-size: 24px; }
}
`;
