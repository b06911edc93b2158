import { fromLittleText, toLittleText } from './little-text';

const roundTrip = (text: string) => fromLittleText(toLittleText(text));

describe('little text', () => {
  it.each([
    'Plain words, nothing special.',
    'Brackets [like this] (and this) {and this} <and this>',
    'C# and F# are languages; a_b and snake_case_names stay; ~tilde~ *bold* _italic_',
    'Email me @ ada@example.com | pipes | back\\slash \\n literally',
    'URL https://example.com/path_(x)?q=a_b&r=[1]#frag and https://x.test/#/route',
    'Emoji 🚀👩‍💻🇺🇸 and accents: café, naïve, 日本語 #日本',
    '# heading\n\n- item *one*\n- item _two_\n\n```js\nconst a = b[0] || {};\n```',
    '#hashtag at start, #MidSentence, ##double, #123 numbers, #a_b, trailing #',
    'Ends with a backslash \\',
    '',
  ])('keeps every character of %j', (text) => {
    const reading = roundTrip(text);
    expect(reading.truncated).toBe(false);
    expect(reading.text).toBe(text);
  });

  it('keeps 3,000 characters of hostile text', () => {
    const unit = '(a_b) [C#] {x|y} <z> @m #tag *~\\ 🚀 ';
    const text = unit.repeat(Math.ceil(3000 / unit.length)).slice(0, 3000);
    expect(roundTrip(text)).toEqual(expect.objectContaining({ text, truncated: false }));
  });

  it('escapes every reserved character and turns #word into a hashtag template', () => {
    expect(toLittleText('Hi (all) #Launch day, C# rocks_')).toBe('Hi \\(all\\) {hashtag|\\#|Launch} day, C\\# rocks\\_');
    expect(fromLittleText('{hashtag|\\#|Launch} now').hashtags).toEqual(['Launch']);
    expect(roundTrip('#one #two C#').hashtags).toEqual(['one', 'two']);
  });

  it('reads unescaped text the way LinkedIn does: cut at the first reserved character', () => {
    expect(fromLittleText('Before the bracket (after')).toEqual({ text: 'Before the bracket ', truncated: true, hashtags: [] });
    expect(fromLittleText('a_b').text).toBe('a');
    expect(fromLittleText('{notatemplate}').truncated).toBe(true);
  });
});
