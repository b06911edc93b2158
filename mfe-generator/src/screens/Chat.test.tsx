import { renderToStaticMarkup } from 'react-dom/server';
import { authState } from 'shared/auth';
import { Chat } from './Chat';

const props = { screen: 'generate', params: {}, query: {}, state: null, path: '/app/generate', hash: '' };

describe("the chat's first screen", () => {
  beforeEach(() => {
    authState.user = { id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace', subscription_tier: 'free', email_confirmed_at: '2026-01-01T00:00:00Z' } as typeof authState.user;
    authState.persona = null;
    authState.personaLoaded = false;
  });

  it('renders the greeting, the header buttons and the composer without antd (no antd class, no antd style)', () => {
    const html = renderToStaticMarkup(<Chat {...props} />);
    expect(html).toContain("Hi Ada! I&#x27;m your LinkedIn GPT.");
    expect(html).toContain('aria-label="Earlier chats"');
    expect(html).toContain('aria-label="New chat"');
    expect(html).toMatch(/<textarea[^>]*aria-label="Message"/);
    // Nothing typed yet: Send is disabled.
    expect(html.match(/<button[^>]*aria-label="Send"[^>]*>/)?.[0]).toContain('disabled=""');
    // antd's components render `ant-*` classes (and their CSS-in-JS `css-*` hashes); the plain controls keep only
    // the icons' `anticon` names, which the area's CSS and antd's both read.
    expect(html.replace(/anticon(-[a-z-]+)?/g, '')).not.toMatch(/\bant-|\bcss-(var-)?[a-z0-9_]+/);
  });

  it("gives a message's text and the composer their own direction (dir=auto: Arabic, Hebrew read right to left), not the row", () => {
    const html = renderToStaticMarkup(<Chat {...props} />);
    expect(html).toMatch(/<div class="pp-gen__text" dir="auto">Hi Ada!/);
    expect(html).toMatch(/<textarea[^>]*aria-label="Message"[^>]*dir="auto"/);
    expect(html).not.toMatch(/data-testid="chat-message"[^>]*dir=/);
  });

  it('without a saved persona, shows the plain info alert asking for it, with its action', () => {
    authState.personaLoaded = true;
    const html = renderToStaticMarkup(<Chat {...props} />);
    expect(html).toMatch(/<div role="alert" class="pp-gen-alert pp-gen-alert--info pp-gen__banner">/);
    expect(html).toContain('Tell us about you first');
    // Below the greeting: appearing once the persona is known, it moves nothing already painted.
    expect(html.indexOf('data-kind="greeting"')).toBeGreaterThan(-1);
    expect(html.indexOf('Tell us about you first')).toBeGreaterThan(html.indexOf('data-kind="greeting"'));
    expect(html).toMatch(/<button[^>]*class="pp-kit-btn pp-kit-btn--primary pp-kit-btn--sm"[^>]*><span>Set up profile<\/span><\/button>/);
  });
});
