import { renderToStaticMarkup } from 'react-dom/server';
import { SandboxBadge } from './sandbox';

describe('SandboxBadge', () => {
  test("reads 'Sandbox' and says which stand-in is in use", () => {
    const html = renderToStaticMarkup(<SandboxBadge service="linkedin" />);
    expect(html).toContain('>Sandbox</span>');
    expect(html).toContain('title="Local LinkedIn sandbox: no real LinkedIn account is used"');
    expect(renderToStaticMarkup(<SandboxBadge service="payments" />)).toContain('no real card is charged');
  });
});
