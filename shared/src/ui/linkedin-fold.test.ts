import { FEED_TEXT_WIDTH, SEE_MORE, breakSegments, foldPost, wrapText } from './linkedin-fold';

// A monospace font 10 px a character (emoji included): 55 characters fit the 552 px desktop column, 37 the
// 375 px phone column, 10 a 100 px test column; '…see more' takes 90 px.
const mono = (s: string) => Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)).length * 10;
const texts = (text: string, width: number) => wrapText(text, width, mono).map((l) => l.text);
const desktop = (text: string) => foldPost(text, { width: FEED_TEXT_WIDTH.desktop, measure: mono });
const phone = (text: string) => foldPost(text, { width: FEED_TEXT_WIDTH.mobile, measure: mono });

describe('line breaking', () => {
  it('wraps words greedily, the space that breaks a line hanging at its end', () => {
    expect(texts('the quick brown fox jumps over', 100)).toEqual(['the quick ', 'brown fox ', 'jumps over']);
  });

  it('keeps hard line breaks and blank lines', () => {
    expect(texts('one\n\ntwo three four five', 100)).toEqual(['one', '', 'two three ', 'four five']);
  });

  it('breaks a word wider than the line between characters', () => {
    expect(texts('abcdefghijklmnopqrstuvwxy', 100)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxy']);
  });

  it('may break after a hyphen inside a word, as browsers do', () => {
    expect(breakSegments('state-of-the-art design')).toEqual(['state-', 'of-', 'the-', 'art ', 'design']);
    expect(texts('state-of-the-art design', 100)).toEqual(['state-of-', 'the-art ', 'design']);
    // Not after a leading minus; Chromium does break 'COVID-|19'.
    expect(breakSegments('-5 COVID-19')).toEqual(['-5 ', 'COVID-', '19']);
    expect(breakSegments('really?Yes…so then—now')).toEqual(['really?', 'Yes…', 'so ', 'then—', 'now']);
  });

  it('never splits an emoji with its skin tone', () => {
    const lines = texts('👍🏽'.repeat(12), 100);
    expect(lines).toEqual(['👍🏽'.repeat(10), '👍🏽'.repeat(2)]);
  });

  it('reports where each line sits in the text', () => {
    const text = 'alpha beta\ngamma delta epsilon';
    for (const line of wrapText(text, 100, mono)) expect(text.slice(line.start, line.end)).toBe(line.text);
  });

  it('stops once it has the lines it was asked for', () => {
    expect(wrapText('a\nb\nc\nd\ne', 100, mono, 2)).toHaveLength(2);
  });
});

describe('the see-more fold', () => {
  it('does not fold a post of three lines or fewer', () => {
    const fold = desktop('Short and sweet.\nSecond line.\nThird line.');
    expect(fold).toMatchObject({ folded: false, visibleLines: 3, rest: '' });
    expect(fold.hook).toBe('Short and sweet.\nSecond line.\nThird line.');
  });

  it('shows three lines and cuts the third at a word so that …see more fits', () => {
    // 40 four-letter words: 11 fill a 55-character desktop line.
    const words = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(3, '0')}`);
    const fold = desktop(words.join(' '));
    expect(fold.folded).toBe(true);
    expect(fold.visibleLines).toBe(3);
    // Lines 1 and 2 hold w000–w021; line 3 keeps the words that leave 90 px for '…see more' (46 characters).
    const lastShown = fold.hook.slice(fold.lines[2].start);
    expect(mono(lastShown + SEE_MORE)).toBeLessThanOrEqual(FEED_TEXT_WIDTH.desktop);
    expect(lastShown).toBe(words.slice(22, 31).join(' '));
    expect(fold.hook.endsWith('w030')).toBe(true);
    expect(fold.rest.startsWith('w031')).toBe(true);
  });

  it('folds after two lines when the third is empty', () => {
    const fold = desktop('I almost quit last year.\nHere is what kept me going.\n\nIt started with a note from a customer.');
    expect(fold).toMatchObject({ folded: true, visibleLines: 2 });
    expect(fold.hook).toBe('I almost quit last year.\nHere is what kept me going.');
    expect(fold.rest).toBe('It started with a note from a customer.');
  });

  it('never ends the shown part on a blank line', () => {
    const fold = desktop('Hook.\n\n\nBody starts here.');
    expect(fold).toMatchObject({ folded: true, visibleLines: 1, hook: 'Hook.', rest: 'Body starts here.' });
  });

  it('ignores trailing blank lines', () => {
    expect(desktop('one\ntwo\nthree\n\n\n  ')).toMatchObject({ folded: false, visibleLines: 3 });
  });

  it('folds the same text later on desktop than on a phone', () => {
    // 150 characters: three 55-character lines on desktop, five 37-character lines on a phone.
    const text = 'Every great post starts with one honest sentence that makes a stranger stop scrolling, and then earns the next line by keeping the promise it just made.';
    expect(desktop(text)).toMatchObject({ folded: false, visibleLines: 3 });
    const onPhone = phone(text);
    expect(onPhone).toMatchObject({ folded: true, visibleLines: 3 });
    // 'stop scrolling, and then earns the' fills line 3; with '…see more' only 'stop scrolling, and then' fits.
    expect(onPhone.hook).toBe('Every great post starts with one honest sentence that makes a stranger stop scrolling, and then');
    expect(onPhone.hook.length + onPhone.rest.length + 1).toBe(text.length);
  });

  it('cuts a long unbroken line between characters when no word fits', () => {
    const fold = desktop('x'.repeat(400));
    expect(fold).toMatchObject({ folded: true, visibleLines: 3 });
    // Two full lines of 55, then 46 characters before '…see more'.
    expect(fold.hook).toHaveLength(55 + 55 + 46);
  });
});
