import { renderToStaticMarkup } from 'react-dom/server';
import { PostCard } from './PostCard';
import { SAMPLE_POSTS } from './samples';

describe('a viral post card in a right-to-left script', () => {
  it("gives the post's text and the author's bio their own direction (dir=auto), not the card", () => {
    const post = { ...SAMPLE_POSTS[0], content: 'مرحبا بالعالم (16).', author: { ...SAMPLE_POSTS[0].author, bio: 'שלום עולם (16).' } };
    const html = renderToStaticMarkup(<PostCard post={post} onTopic={() => undefined} onInspire={() => undefined} />);
    expect(html).toMatch(/<div id="[^"]+" class="pp-vl-card__text" dir="auto">مرحبا بالعالم \(16\)\.<\/div>/);
    expect(html).toMatch(/<p class="pp-vl-card__bio" title="שלום עולם \(16\)\." dir="auto">שלום עולם \(16\)\.<\/p>/);
    // The card's layout (avatar, name, buttons) stays left to right.
    expect(html).toMatch(/^<article class="pp-vl-card"(?![^>]*\bdir=)[^>]*>/);
  });

  it("gives the author's name its own direction (dir=auto), not the line with the verified tick", () => {
    const post = { ...SAMPLE_POSTS[0], author: { ...SAMPLE_POSTS[0].author, name: 'דנה לוי', is_verified: true } };
    const html = renderToStaticMarkup(<PostCard post={post} onTopic={() => undefined} onInspire={() => undefined} />);
    expect(html).toMatch(/<p class="pp-vl-card__name"(?![^>]*\bdir=)[^>]*><span dir="auto">דנה לוי<\/span>/);
  });
});

describe("a long post's see-more fold", () => {
  const text = (html: string) => /<div id="[^"]+" class="pp-vl-card__text" dir="auto">([^<]*)<\/div>/.exec(html)?.[1] ?? '';
  it("shows one ellipsis, the button's, the text cut after a whole word", () => {
    const sentence = 'Most founders get distribution wrong because they start with the product and not the thinking. ';
    const post = { ...SAMPLE_POSTS[0], content: sentence.repeat(6).trim() };
    const html = renderToStaticMarkup(<PostCard post={post} onTopic={() => undefined} onInspire={() => undefined} />);
    const shown = text(html);
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.length).toBeLessThan(post.content.length);
    // The cut falls at a word's end: the post goes on with a space there.
    expect(post.content.startsWith(shown)).toBe(true);
    expect(post.content[shown.length]).toMatch(/[\s.]/);
    expect(shown).not.toMatch(/[….]$/);
    // No CSS line clamp (it drew its own '…' before the button's).
    expect(html).not.toContain('pp-vl-card__text--folded');
    expect(html).toContain('>…see more</button>');
  });

  it('a word longer than the fold is cut at the fold, whole characters', () => {
    const post = { ...SAMPLE_POSTS[0], content: '🚀'.repeat(400) };
    const shown = text(renderToStaticMarkup(<PostCard post={post} onTopic={() => undefined} onInspire={() => undefined} />));
    expect(Array.from(shown)).toHaveLength(280);
    expect(shown).toBe('🚀'.repeat(280));
  });
});

describe("a post without a link to its original", () => {
  it("says so in plain words to everyone, and offers no link that goes nowhere", () => {
    const post = { ...SAMPLE_POSTS[0], post_url: null } as typeof SAMPLE_POSTS[0];
    const html = renderToStaticMarkup(<PostCard post={post} onTopic={() => undefined} onInspire={() => undefined} />);
    expect(html).toMatch(/<span class="pp-vl-nolink" title="This post came without a link to its original">No link to the original<\/span>/);
    expect(html).not.toContain('role="link"');
    expect(html).not.toContain('View Original');
    const sample = renderToStaticMarkup(<PostCard post={post} sample onTopic={() => undefined} onInspire={() => undefined} />);
    expect(sample).toContain('>Sample post: no original</span>');
  });

  it('with a link, View Original is a real link to it', () => {
    const post = { ...SAMPLE_POSTS[0], post_url: 'https://www.linkedin.com/posts/x' };
    const html = renderToStaticMarkup(<PostCard post={post} onTopic={() => undefined} onInspire={() => undefined} />);
    expect(html).toContain('<a class="pp-vl-link" href="https://www.linkedin.com/posts/x" target="_blank" rel="noopener noreferrer">View Original</a>');
  });
});
