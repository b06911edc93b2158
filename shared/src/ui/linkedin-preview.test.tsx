import { renderToStaticMarkup } from 'react-dom/server';
import { LinkedInPreview, PostHook } from './linkedin-preview';

// Outside a browser the preview measures with its estimate (7.2 px a character): 76 characters fit the
// 552 px desktop column, 52 the 375 px phone column.
const author = { name: 'Ada Lovelace', headline: 'Analyst' };
const long = 'I almost quit last year.\nHere is what kept me going.\n\nIt started with a note from a customer who said our product saved her team a week.';

describe('LinkedInPreview', () => {
  it('cuts the post at the fold and offers …see more, with the author and the count', () => {
    const html = renderToStaticMarkup(<LinkedInPreview text={long} author={author} />);
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('>AL<');
    expect(html).toContain('Analyst');
    expect(html).toContain('data-folded="true"');
    // The third line is empty, so the fold comes after two.
    expect(html).toContain('data-visible-lines="2"');
    expect(html).toContain('I almost quit last year.\nHere is what kept me going.<button');
    expect(html).toContain('…see more</button>');
    expect(html).not.toContain('It started with');
    expect(html).toContain(`${long.length} / 3,000 characters`);
    expect(html).toContain('Readers on desktop see 2 lines (52 characters) before');
  });

  it('marks the fold inside the whole text while the member edits', () => {
    const html = renderToStaticMarkup(<LinkedInPreview text={long} author={author} mode="edit" />);
    expect(html).toContain('role="separator"');
    expect(html).toContain('It started with a note');
    expect(html).not.toContain('<button type="button" class="pp-kit-preview__more"');
  });

  it('shows a short post whole, and warns when the count passes the limit', () => {
    const html = renderToStaticMarkup(<LinkedInPreview text={'x'.repeat(50)} author={author} limit={40} />);
    expect(html).toContain('data-folded="false"');
    expect(html).toContain('The whole post shows on desktop');
    expect(html).toContain('pp-kit-preview__count--over');
    expect(html).toContain('50 / 40 characters');
  });

  it('measures at the phone width when asked', () => {
    const text = 'word '.repeat(40).trim();
    const onDesktop = renderToStaticMarkup(<LinkedInPreview text={text} author={author} />);
    const onPhone = renderToStaticMarkup(<LinkedInPreview text={text} author={author} device="mobile" />);
    expect(onDesktop).toContain('data-folded="false"');
    expect(onPhone).toContain('data-folded="true"');
    expect(onPhone).toContain('data-device="mobile"');
  });

  it('has a hook-only form for small cards', () => {
    expect(renderToStaticMarkup(<PostHook text={long} />)).toContain('Here is what kept me going.<span class="pp-kit-hook__more">…see more</span>');
    expect(renderToStaticMarkup(<PostHook text="Short." />)).not.toContain('see more');
  });
});
