import { FEED_FONT_FAMILY, FEED_FONT_SIZE, FEED_LINE_HEIGHT } from './linkedin-fold';

/** What shared/ui adds to the kit's CSS: its antd subset's fixes and the LinkedIn preview (`pp-kit-preview*`). */
export const UI_CSS = `
/* antd's preset tag colours put 7th-shade text on a 1st-shade ground (about 3.5:1); the 9th shade reads at 4.5:1+. */
.ant-tag.ant-tag.ant-tag-green:not(.ant-tag-disabled) { color: #135200; }
.ant-tag.ant-tag.ant-tag-orange:not(.ant-tag-disabled) { color: #873800; }
.ant-tag.ant-tag.ant-tag-gold:not(.ant-tag-disabled) { color: #613400; }
.ant-tag.ant-tag.ant-tag-red:not(.ant-tag-disabled) { color: #820014; }
.ant-tag.ant-tag.ant-tag-blue:not(.ant-tag-disabled) { color: #002c8c; }
.ant-tag.ant-tag.ant-tag-purple:not(.ant-tag-disabled) { color: #22075e; }
.ant-tag.ant-tag.ant-tag-cyan:not(.ant-tag-disabled) { color: #00474f; }
.ant-tag.ant-tag.ant-tag-volcano:not(.ant-tag-disabled) { color: #871400; }

/* The LinkedIn preview: the text block uses exactly the font and width the fold is measured with. */
.pp-kit-preview { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.pp-kit-preview__bar { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.pp-kit-preview__devices { display: inline-flex; border: 1px solid #cbd5e1; border-radius: 8px; overflow: hidden; }
.pp-kit-preview__devices button { border: 0; background: #fff; color: #334155; font: inherit; font-size: 13px; padding: 4px 12px; cursor: pointer; }
.pp-kit-preview__devices button + button { border-left: 1px solid #cbd5e1; }
.pp-kit-preview__devices button[aria-pressed='true'] { background: #0a66c2; color: #fff; }
.pp-kit-preview__devices button:focus-visible, .pp-kit-preview__more:focus-visible { outline: 2px solid #0a66c2; outline-offset: 2px; }
.pp-kit-preview__count { font-size: 12.5px; color: #475569; font-variant-numeric: tabular-nums; }
.pp-kit-preview__count--over { color: #b91c1c; font-weight: 600; }
.pp-kit-preview__fit { width: 100%; overflow: hidden; }
.pp-kit-preview__card { box-sizing: border-box; background: #fff; border: 1px solid #e0dfdc; border-radius: 8px; color: rgba(0,0,0,.9);
  font-family: ${FEED_FONT_FAMILY}; text-align: left; }
.pp-kit-preview__head { display: flex; gap: 8px; align-items: flex-start; margin-bottom: 8px; }
.pp-kit-preview__avatar { flex: none; width: 48px; height: 48px; border-radius: 50%; background: #0a66c2; color: #fff; display: flex;
  align-items: center; justify-content: center; font-weight: 600; font-size: 17px; }
.pp-kit-preview__who { display: flex; flex-direction: column; min-width: 0; line-height: 16px; }
.pp-kit-preview__name { font-size: 14px; font-weight: 600; line-height: 20px; }
.pp-kit-preview__headline, .pp-kit-preview__meta { font-size: 12px; color: rgba(0,0,0,.6); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pp-kit-preview__text p { margin: 0; font-size: ${FEED_FONT_SIZE}px; line-height: ${FEED_LINE_HEIGHT}px; font-family: ${FEED_FONT_FAMILY};
  white-space: pre-wrap; overflow-wrap: break-word; letter-spacing: normal; word-spacing: normal; }
.pp-kit-preview__more { border: 0; padding: 0; margin: 0; background: none; font: inherit; color: rgba(0,0,0,.6); cursor: pointer; }
.pp-kit-preview__more:hover { color: #0a66c2; text-decoration: underline; }
.pp-kit-preview__fold { display: flex; align-items: center; gap: 8px; margin: 6px 0; color: #b45309; font-size: 12px; font-weight: 600; }
.pp-kit-preview__fold::before, .pp-kit-preview__fold::after { content: ''; flex: 1; border-top: 2px dashed #f59e0b; }
.pp-kit-preview__text p.pp-kit-preview__rest { color: rgba(0,0,0,.55); }
.pp-kit-preview__text p.pp-kit-preview__empty { color: rgba(0,0,0,.45); font-style: italic; }
.pp-kit-preview__note { margin: 0; font-size: 12.5px; color: #475569; }
.pp-kit-hook { margin: 0; white-space: pre-wrap; overflow-wrap: break-word; }
.pp-kit-hook__more { color: #475569; }
`;
