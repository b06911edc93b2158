import { renderToStaticMarkup } from 'react-dom/server';
import { AreaErrorCard, ScreenSwitch, createAreaLifecycles, type AreaProps } from './area';

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

  test('createAreaLifecycles gives the four single-spa lifecycles', () => {
    const lc = createAreaLifecycles('test', () => null);
    for (const k of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(typeof lc[k]).toBe('function');
  });
});
