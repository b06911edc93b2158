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
