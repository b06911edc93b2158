import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, Icon, type SvgIcon } from './controls';

const SEND: SvgIcon = { name: 'send', viewBox: '64 64 896 896', paths: ['M1 1z'] };

describe('kit controls (antd look, no antd)', () => {
  test('a button names its type and size in its classes, its text in a span, and a submit button submits', () => {
    expect(renderToStaticMarkup(<Button type="primary" size="small">Set up profile</Button>)).toBe(
      '<button type="button" class="pp-kit-btn pp-kit-btn--primary pp-kit-btn--sm"><span>Set up profile</span></button>',
    );
    expect(renderToStaticMarkup(<Button size="large" block submit>Sign In</Button>)).toBe(
      '<button type="submit" class="pp-kit-btn pp-kit-btn--default pp-kit-btn--lg pp-kit-btn--block"><span>Sign In</span></button>',
    );
    const iconOnly = renderToStaticMarkup(<Button aria-label="Send" icon={<Icon icon={SEND} />} />);
    expect(iconOnly).toContain('class="pp-kit-btn pp-kit-btn--default pp-kit-btn--icon-only"');
    expect(iconOnly).toContain('<span class="pp-kit-btn__icon"><span role="img" aria-label="send" class="anticon anticon-send pp-kit-icon">');
  });

  test('a loading button shows the spinner instead of its icon, stays enabled, and ignores clicks', () => {
    const clicks: unknown[] = [];
    const html = renderToStaticMarkup(<Button loading icon={<Icon icon={SEND} />} onClick={(e) => clicks.push(e)}>Save</Button>);
    expect(html).toContain('pp-kit-btn--loading');
    expect(html).toContain('anticon-loading pp-kit-icon pp-kit-icon--spin');
    expect(html).not.toContain('anticon-send');
    expect(html).not.toContain('disabled');
    const element = Button({ loading: true, onClick: (e) => clicks.push(e), children: 'Save' }) as ReactElement<{ onClick: (e: { preventDefault(): void }) => void }>;
    let prevented = false;
    element.props.onClick({ preventDefault: () => (prevented = true) });
    expect([clicks.length, prevented]).toEqual([0, true]);
    const idle = Button({ onClick: (e) => clicks.push(e), children: 'Save' }) as ReactElement<{ onClick: (e: { preventDefault(): void }) => void }>;
    idle.props.onClick({ preventDefault: () => undefined });
    expect(clicks).toHaveLength(1);
  });
});
