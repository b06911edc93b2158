/**
 * LinkedIn's "little text" format, which the Posts API reads `commentary` in. Its reserved characters
 * `\ | { } @ [ ] ( ) < > # * _ ~` must be backslash-escaped: LinkedIn cuts a post at the first unescaped one
 * while still answering 201. A `#word` is written as the hashtag template `{hashtag|\#|word}`, so it shows as a
 * real hashtag. `toLittleText` is what we send; `fromLittleText` is what LinkedIn shows for it (the sandbox's
 * reading), so `fromLittleText(toLittleText(s)).text === s` for every string.
 */

const RESERVED = new Set(['\\', '|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '*', '_', '~']);

/** A hashtag: `#` not glued to a word before it, then letters, digits or underscores with at least one letter. */
const HASHTAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

const escapeChars = (text: string): string => {
  let out = '';
  for (const ch of text) out += RESERVED.has(ch) ? `\\${ch}` : ch;
  return out;
};

/** The member's text as LinkedIn's `commentary`: every reserved character escaped, `#word` as a hashtag. */
export function toLittleText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index ?? 0;
    out += escapeChars(text.slice(last, start));
    out += `{hashtag|\\#|${escapeChars(match[1])}}`;
    last = start + match[0].length;
  }
  return out + escapeChars(text.slice(last));
}

export interface LittleTextReading {
  /** What the feed shows. */
  text: string;
  /** True when an unescaped reserved character (or a broken template) cut the text short, as LinkedIn does. */
  truncated: boolean;
  /** Hashtags (without '#') in order. */
  hashtags: string[];
}

/** Reads `commentary` the way LinkedIn does: escapes resolved, hashtag templates shown as `#word`, cut at the first unescaped reserved character. */
export function fromLittleText(little: string): LittleTextReading {
  const chars = Array.from(little);
  let text = '';
  const hashtags: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i];
    if (ch === '\\') {
      if (i + 1 >= chars.length) return { text, truncated: true, hashtags };
      text += chars[i + 1];
      i += 2;
      continue;
    }
    if (ch === '{') {
      const tag = readHashtagTemplate(chars, i);
      if (!tag) return { text, truncated: true, hashtags };
      text += `#${tag.word}`;
      hashtags.push(tag.word);
      i = tag.end;
      continue;
    }
    if (RESERVED.has(ch)) return { text, truncated: true, hashtags };
    text += ch;
    i += 1;
  }
  return { text, truncated: false, hashtags };
}

/** `{hashtag|\#|word}` starting at `start`: the word (escapes resolved) and the index after `}`; null if malformed. */
function readHashtagTemplate(chars: string[], start: number): { word: string; end: number } | null {
  const head = '{hashtag|\\#|';
  if (chars.slice(start, start + head.length).join('') !== head) return null;
  let word = '';
  let i = start + head.length;
  while (i < chars.length) {
    const ch = chars[i];
    if (ch === '\\' && i + 1 < chars.length) {
      word += chars[i + 1];
      i += 2;
      continue;
    }
    if (ch === '}') return word ? { word, end: i + 1 } : null;
    if (RESERVED.has(ch)) return null;
    word += ch;
    i += 1;
  }
  return null;
}
