import { renderToStaticMarkup } from 'react-dom/server';
import { CreatorCard } from './CreatorCard';
import { SAMPLE_CREATORS } from './samples';

describe("a creator's card with a bio in a right-to-left script", () => {
  it('gives the bio its own direction (dir=auto), not the card', () => {
    const creator = { ...SAMPLE_CREATORS[0], bio: 'مرحبا بالعالم (16).' };
    const html = renderToStaticMarkup(<CreatorCard creator={creator} busy={false} onToggleFollow={() => undefined} onViewPosts={() => undefined} />);
    expect(html).toContain('<p class="pp-cr-card__bio" dir="auto">مرحبا بالعالم (16).</p>');
    expect(html).toMatch(/^<article class="pp-cr-card"(?![^>]*\bdir=)[^>]*>/);
  });

  it("gives the creator's name its own direction (dir=auto), beside the verified tick", () => {
    const creator = { ...SAMPLE_CREATORS[0], name: 'ليلى حداد', is_verified: true };
    const html = renderToStaticMarkup(<CreatorCard creator={creator} busy={false} onToggleFollow={() => undefined} onViewPosts={() => undefined} />);
    expect(html).toMatch(/<h2 class="pp-cr-card__name"(?![^>]*\bdir=)[^>]*><span dir="auto">ليلى حداد<\/span>/);
  });
});
