import { renderToStaticMarkup } from 'react-dom/server';
import { SandboxBadge, useRemotesConfig } from './sandbox';

describe('SandboxBadge', () => {
  test("reads 'Sandbox' and says which stand-in is in use", () => {
    const html = renderToStaticMarkup(<SandboxBadge service="linkedin" />);
    expect(html).toContain('>Sandbox</span>');
    expect(html).toContain('title="Local LinkedIn sandbox: no real LinkedIn account is used"');
    expect(renderToStaticMarkup(<SandboxBadge service="payments" />)).toContain('no real card is charged');
  });
});

describe('useRemotesConfig', () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete g.document;
  });

  test('a screen\'s first render has the document the page carries inline (it does not change once painted)', () => {
    const doc = { remotes: {}, sandbox: { linkedin: false, payments: false, mail: false, llm: true }, llm_model: null };
    g.document = { getElementById: (id: string) => (id === 'remotes-config' ? { textContent: JSON.stringify(doc) } : null) };
    function Writer() {
      const config = useRemotesConfig();
      return <p>{config ? (config.sandbox.llm ? 'offline writer' : 'model') : 'unknown'}</p>;
    }
    expect(renderToStaticMarkup(<Writer />)).toBe('<p>offline writer</p>');
  });
});
