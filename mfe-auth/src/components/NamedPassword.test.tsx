import { renderToStaticMarkup } from 'react-dom/server';
import { NamedPassword } from './NamedPassword';
import { PasswordInput } from './controls';

/** The accessible names of the eye toggles (role=button) in some markup, in order. */
const eyes = (html: string) => [...html.matchAll(/<span[^>]*role="button"[^>]*>/g)].map((m) => /aria-label="([^"]*)"/.exec(m[0])?.[1]);

describe("a password field's show/hide eye", () => {
  it('names its field, so the three on Account Settings are told apart (antd says only "Show")', () => {
    const html = renderToStaticMarkup(
      <>
        <NamedPassword field="current password" id="pw-current" value="" onChange={() => undefined} />
        <NamedPassword field="new password" id="pw-new" value="" onChange={() => undefined} />
        <NamedPassword field="confirmed password" id="pw-confirm" value="" onChange={() => undefined} />
      </>,
    );
    expect(eyes(html)).toEqual(['Show current password', 'Show new password', 'Show confirmed password']);
    // Still antd's password input (masked, its id for the label).
    expect(html).toMatch(/<input[^>]*id="pw-current"[^>]*type="password"|<input[^>]*type="password"[^>]*id="pw-current"/);
  });

  it('shown, says Hide with the field', () => {
    const html = renderToStaticMarkup(<NamedPassword field="new password" visibilityToggle={{ visible: true }} value="x" onChange={() => undefined} />);
    expect(eyes(html)).toEqual(['Hide new password']);
  });

  it('the sign-in and sign-up field (our own input) says "Show password"', () => {
    expect(eyes(renderToStaticMarkup(<PasswordInput id="password" value="" onChange={() => undefined} />))).toEqual(['Show password']);
  });
});
