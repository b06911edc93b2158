/**
 * Where LinkedIn folds a post ('…see more'), measured in rendered lines rather than guessed in characters:
 * the feed shows three lines of text at its column width (two when the third is empty), and the last shown
 * line gives room for '…see more'. The line breaking follows the browser's (CSS `white-space: pre-wrap`,
 * `overflow-wrap: break-word`) with a measurement function passed in, so it is testable without a browser and,
 * in one, measures with the very font the preview renders in.
 */

/** Width in CSS px of a piece of text set in the feed's font. */
export type Measure = (text: string) => number;

/** LinkedIn's feed text column: about 552 px on desktop, 375 px on a phone. */
export const FEED_TEXT_WIDTH = { desktop: 552, mobile: 375 } as const;
export type PreviewDevice = keyof typeof FEED_TEXT_WIDTH;

/** The feed's text style: 14 px on a 20 px line in the system font stack LinkedIn uses. */
export const FEED_FONT_FAMILY =
  '-apple-system, system-ui, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", "Fira Sans", Ubuntu, Oxygen, "Oxygen Sans", Cantarell, "Droid Sans", "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Lucida Grande", Helvetica, Arial, sans-serif';
export const FEED_FONT_SIZE = 14;
export const FEED_LINE_HEIGHT = 20;
export const FEED_FONT = `${FEED_FONT_SIZE}px ${FEED_FONT_FAMILY}`;
export const FEED_MAX_LINES = 3;
export const SEE_MORE = '…see more';

/** One rendered line: `text.slice(start, end)` of the post (a hard line break is not part of it). */
export interface RenderedLine {
  start: number;
  end: number;
  text: string;
}

export interface Fold {
  /** The rendered lines computed (at most `maxLines + 1`: enough to know whether the post folds). */
  lines: RenderedLine[];
  /** True when the feed cuts the post and shows '…see more'. */
  folded: boolean;
  /** How many lines the reader sees before the fold (or the whole post's lines when it does not fold). */
  visibleLines: number;
  /** Index in the text where what the reader sees ends. */
  cut: number;
  /** The text before the fold (the hook), without trailing blanks. */
  hook: string;
  /** The text after the fold, without leading blanks ('' when the post does not fold). */
  rest: string;
}

const CJK = /[\u2E80-\u2FFF\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uAC00-\uD7AF]/;
const WORDISH = /[\p{L}\p{N}]/u;

let graphemes: Intl.Segmenter | null | undefined;
/** The text split into user-perceived characters, so a long word never breaks inside an emoji. */
function clusters(text: string): string[] {
  if (graphemes === undefined) graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  return graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * Splits one hard line into the pieces a line may break after: a word with the spaces that follow it, a
 * hyphenated part ('well-' of 'well-known'), a dash, an ellipsis, a CJK character. Trailing spaces hang at a
 * line's end.
 */
export function breakSegments(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  const chars = clusters(line);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const next = chars[i + 1] ?? '';
    const isSpace = /\s/.test(ch);
    if (!isSpace && cur && /\s$/.test(cur)) {
      out.push(cur);
      cur = '';
    }
    if (CJK.test(ch) && cur && !/\s$/.test(cur)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
    if (isSpace) continue;
    const prev = chars[i - 1] ?? '';
    // Chromium's opportunities (checked against its layout): after a dash, an ellipsis, a CJK character, a
    // hyphen between word characters, and a '?' run into a following word.
    const breakAfter =
      CJK.test(ch) ||
      ch === '—' ||
      ch === '–' ||
      ch === '…' ||
      (ch === '?' && /\p{L}/u.test(next)) ||
      (ch === '-' && WORDISH.test(prev) && WORDISH.test(next));
    if (breakAfter && next && !/\s/.test(next)) {
      out.push(cur);
      cur = '';
    }
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * The post's rendered lines at `width`, as the browser lays them out: hard line breaks kept, words wrapped
 * greedily, a word wider than the line broken between characters. Stops after `maxLines` lines.
 */
export function wrapText(text: string, width: number, measure: Measure, maxLines = Number.POSITIVE_INFINITY): RenderedLine[] {
  const lines: RenderedLine[] = [];
  const fits = (s: string) => measure(s.replace(/\s+$/, '')) <= width;
  const push = (start: number, end: number) => {
    lines.push({ start, end, text: text.slice(start, end) });
    return lines.length >= maxLines;
  };
  let offset = 0;
  for (const hard of text.split('\n')) {
    const hardStart = offset;
    offset += hard.length + 1;
    if (hard === '') {
      if (push(hardStart, hardStart)) return lines;
      continue;
    }
    let lineStart = hardStart;
    let lineEnd = hardStart;
    let pos = hardStart;
    for (const seg of breakSegments(hard)) {
      const segEnd = pos + seg.length;
      if (!fits(text.slice(lineStart, segEnd))) {
        if (lineEnd > lineStart) {
          if (push(lineStart, lineEnd)) return lines;
          lineStart = pos;
        }
        // A piece wider than a whole line breaks between characters (overflow-wrap: break-word).
        while (!fits(text.slice(lineStart, segEnd))) {
          let taken = 0;
          for (const c of clusters(text.slice(lineStart, segEnd))) {
            if (taken > 0 && !fits(text.slice(lineStart, lineStart + taken + c.length))) break;
            taken += c.length;
          }
          if (push(lineStart, lineStart + taken)) return lines;
          lineStart += taken;
        }
      }
      lineEnd = segEnd;
      pos = segEnd;
    }
    if (push(lineStart, lineEnd)) return lines;
  }
  return lines;
}

/**
 * Where the feed folds `text` at `width`: three lines (two when the third is empty, never ending on a blank
 * line), the last one cut back, at a word when it can, so that '…see more' fits after it.
 */
export function foldPost(
  text: string,
  { width, measure, maxLines = FEED_MAX_LINES, seeMore = SEE_MORE }: { width: number; measure: Measure; maxLines?: number; seeMore?: string },
): Fold {
  // LinkedIn drops trailing blanks, so they never make a post fold.
  const body = text.replace(/\s+$/, '');
  const lines = wrapText(body, width, measure, maxLines + 1);
  if (lines.length <= maxLines) {
    return { lines, folded: false, visibleLines: lines.length, cut: body.length, hook: body, rest: '' };
  }
  let visible = maxLines;
  while (visible > 1 && lines[visible - 1].text.trim() === '') visible--;
  const last = lines[visible - 1];
  const withSuffix = (end: number) => measure(text.slice(last.start, end).replace(/\s+$/, '') + seeMore) <= width;
  let cut = last.end;
  if (!withSuffix(cut)) {
    // Back off a piece at a time (whole words first); a single piece too wide gives way a character at a time.
    const pieces = breakSegments(last.text);
    let end = last.end;
    let found = false;
    for (let i = pieces.length - 1; i > 0; i--) {
      end -= pieces[i].length;
      if (withSuffix(end)) {
        found = true;
        break;
      }
    }
    if (!found) {
      end = last.start;
      for (const c of clusters(last.text)) {
        if (!withSuffix(end + c.length)) break;
        end += c.length;
      }
    }
    cut = end;
  }
  const hook = text.slice(0, cut).replace(/\s+$/, '');
  return { lines, folded: true, visibleLines: visible, cut, hook, rest: body.slice(cut).replace(/^\s+/, '') };
}

/**
 * A measurement function in the feed's font: the browser's canvas when there is one, else an estimate (an
 * average 14 px glyph is about 7.2 px wide) for server-side rendering and tests.
 */
export function createFeedMeasure(font: string = FEED_FONT): Measure {
  const canvas = typeof document !== 'undefined' && typeof document.createElement === 'function' ? document.createElement('canvas') : null;
  const ctx = canvas && typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  if (!ctx) return (s) => clusters(s).length * 7.2;
  ctx.font = font;
  const cache = new Map<string, number>();
  return (s) => {
    let w = cache.get(s);
    if (w === undefined) {
      w = ctx.measureText(s).width;
      if (cache.size > 5000) cache.clear();
      cache.set(s, w);
    }
    return w;
  };
}

/**
 * What a card's folded post shows: its first `lines` lines and at most `chars` characters, cut after a whole word,
 * without the punctuation or ellipsis it ended on, so the '…see more' after it is the only ellipsis. (A CSS line
 * clamp added its own '…' before the button's, at any letter.) Used by the viral library's and Content History's
 * cards, each with its own limits.
 */
export function foldedText(content: string, { lines, chars }: { lines: number; chars: number }): string {
  let text = content.split('\n').slice(0, lines).join('\n');
  if (text.length > chars) {
    // One character more: a word ending exactly at the limit is kept whole.
    const head = text.slice(0, chars + 1);
    const space = head.search(/\s\S*$/);
    text = space > 0 ? head.slice(0, space) : Array.from(text).slice(0, chars).join('');
  }
  return text.replace(/[\s.…,;:·–—-]+$/u, '');
}
