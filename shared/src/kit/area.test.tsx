import path from 'node:path';
import { lazy } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { antdImports, staticImports } from '../testing';
import { AreaErrorCard, ScreenSwitch, createAreaApp, type AreaProps } from './area';
import { injectStyles } from './styles';

const props = (screen: string): AreaProps => ({ screen, params: {}, query: {}, state: null, path: `/app/${screen}`, hash: '' });

describe('area helpers', () => {
  test('ScreenSwitch renders the named screen component with the host props', () => {
    const html = renderToStaticMarkup(
      <ScreenSwitch props={props('history')} screens={{ history: { title: 'Content History', component: (p) => <p>screen {p.path}</p> } }} />,
    );
    expect(html).toBe('<p>screen /app/history</p>');
  });

  test('a screen without a component shows its titled frame; the build label appears only when set', () => {
    const plain = renderToStaticMarkup(<ScreenSwitch props={props('library')} screens={{ library: { title: 'My Content Library' } }} />);
    expect(plain).toContain('<h1');
    expect(plain).toContain('My Content Library');
    expect(plain).not.toContain('build ');
    expect(plain).toContain('My Content Library is not available yet');
    const labelled = renderToStaticMarkup(<ScreenSwitch props={props('library')} screens={{ library: { title: 'My Content Library' } }} buildLabel="v42" />);
    expect(labelled).toContain('build v42');
  });

  test('an unknown screen says so instead of rendering nothing', () => {
    expect(renderToStaticMarkup(<ScreenSwitch props={props('nope')} screens={{}} />)).toContain('This area has no screen called nope');
  });

  test('the error card names the area and the error, never a stack', () => {
    const err = new Error('boom');
    const html = renderToStaticMarkup(<AreaErrorCard area="generator" error={err} />);
    expect(html).toContain('The generator area ran into a problem');
    expect(html).toContain('boom');
    expect(html).not.toContain('at ');
  });

  test('createAreaApp gives the four single-spa lifecycles', () => {
    const lc = createAreaApp({ area: 'test', buildLabel: '', screens: { one: { title: 'One' } } });
    for (const k of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(typeof lc[k]).toBe('function');
  });

  test('a screen name inherited from Object is not a screen', () => {
    expect(renderToStaticMarkup(<ScreenSwitch props={props('constructor')} screens={{}} />)).toContain('no screen called constructor');
  });
});

describe('injectStyles', () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete g.document;
  });

  test('adds a stylesheet once per id, however often an area mounts', () => {
    const head: { id: string; textContent: string }[] = [];
    g.document = {
      getElementById: (id: string) => head.find((el) => el.id === id) ?? null,
      createElement: () => ({ id: '', textContent: '' }),
      head: { appendChild: (el: { id: string; textContent: string }) => head.push(el) },
    };
    injectStyles('pp-auth-styles', '.a{}');
    injectStyles('pp-auth-styles', '.a{}');
    injectStyles('pp-kit-styles', '.k{}');
    expect(head.map((el) => [el.id, el.textContent])).toEqual([
      ['pp-auth-styles', '.a{}'],
      ['pp-kit-styles', '.k{}'],
    ]);
  });

  test('does nothing without a document (server rendering, tests)', () => {
    expect(() => injectStyles('x', '.x{}')).not.toThrow();
  });
});

describe('shared/kit without antd', () => {
  test('a lazy screen shows its loading line until its code arrives', () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const html = renderToStaticMarkup(<ScreenSwitch props={props('billing')} screens={{ billing: { title: 'Plan & Billing', component: Never } }} />);
    expect(html).toContain('Loading Plan &amp; Billing…');
    expect(html).toContain('role="status"');
  });

  test('a lazy screen mounted outside the content (an overlay, a banner slot) may show nothing while its code loads', () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const html = renderToStaticMarkup(<ScreenSwitch props={props('email-banner')} screens={{ 'email-banner': { title: 'Confirm your email', component: Never, fallback: null } }} />);
    expect(html).toBe('');
  });

  test('a screen not built yet offers the generator with the kit\'s own button, not antd\'s', () => {
    const html = renderToStaticMarkup(<ScreenSwitch props={props('library')} screens={{ library: { title: 'My Content Library' } }} />);
    expect(html).toContain('class="pp-kit-button"');
    expect(html).not.toContain('ant-btn');
  });

  test('imports no antd, directly or through its own files', () => {
    const packages = staticImports(path.join(__dirname, 'index.ts'));
    expect(packages.has('shared/bus')).toBe(true);
    expect(antdImports(packages)).toEqual([]);
    // The guard itself sees antd where it is: shared/ui.
    expect(staticImports(path.join(__dirname, '..', 'ui', 'index.ts')).has('antd')).toBe(true);
  });
});
