import { createElement } from 'react';
import { Button, Form, Input } from 'antd';
import { KIT_CSS } from '../kit/styles';
import { inertUntilMounted, prerenderAreaScreen, prerenderPlainScreen, usedRules } from './index';

describe('prerenderAreaScreen', () => {
  const page = prerenderAreaScreen(
    createElement(Form, { layout: 'vertical' }, createElement(Form.Item, { label: 'Email' }, createElement(Input, { id: 'e' })), createElement(Button, { type: 'primary' }, 'Go')),
    { styles: '.pp-area-own { color: red; }' },
  );
  const css = page.slice('<style>'.length, page.indexOf('</style>'));
  const html = page.slice(page.indexOf('</style>') + '</style>'.length);

  it('gives the markup with antd\'s CSS for it, then the kit\'s and the area\'s stylesheets', () => {
    expect(html).toContain('id="e"');
    expect(html).toContain('class="ant-btn');
    expect(css).toMatch(/\.ant-btn[^{]*\{/);
    expect(css).toMatch(/\.ant-input[^{]*\{/);
    // Kit and area last, as on the page once mounted, so their rules win over antd's.
    expect(css.indexOf(KIT_CSS.trim().slice(0, 40))).toBeGreaterThan(css.search(/\.ant-btn/));
    expect(css.trim().endsWith('.pp-area-own { color: red; }')).toBe(true);
  });

  it('leaves out the grid columns the form does not use and antd\'s "already in the page" marker', () => {
    // A vertical form item uses a row and a full-width column, not the 24 × 5 breakpoints of column rules.
    expect(css).not.toMatch(/\.ant-col-xl-17\b/);
    expect(css).not.toMatch(/\.ant-col-offset-3\b/);
    // With the marker, antd in the browser would skip inserting these styles, which leave with the prerendered copy.
    expect(css).not.toContain('data-ant-cssinjs-cache-path');
  });
});

describe('prerenderPlainScreen', () => {
  it('gives the markup, inert, after the kit\'s and the area\'s stylesheets, and no antd CSS', () => {
    const page = prerenderPlainScreen(
      createElement('form', null, createElement('input', { id: 'e' }), createElement('button', { type: 'submit', className: 'pp-go' }, 'Go')),
      { styles: '.pp-area-own { color: red; }' },
    );
    const css = page.slice('<style>'.length, page.indexOf('</style>'));
    const html = page.slice(page.indexOf('</style>') + '</style>'.length);
    expect(css.startsWith(KIT_CSS)).toBe(true);
    expect(css.trim().endsWith('.pp-area-own { color: red; }')).toBe(true);
    expect(css).not.toMatch(/\.ant-/);
    expect(html).toContain('id="e"');
    // Nothing submits before the area's script runs.
    expect(html).toContain('<button type="button" class="pp-go">Go</button>');
    expect(html.startsWith('<div aria-disabled="true" style="display:contents">')).toBe(true);
  });
});

describe('usedRules', () => {
  const html = '<div class="ant-btn ant-btn-primary"><span class="anticon"></span></div>';

  it('keeps a rule when one of its selectors names only classes of the markup, inside @media too', () => {
    const css = '.ant-btn{a:1}.ant-card{b:2}.ant-btn-primary:hover,.ant-tag{c:3}.anticon svg{d:4}@media (max-width:575px){.ant-col-xs-1{e:5}.ant-btn{f:6}}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(usedRules(css, html)).toBe('.ant-btn{a:1}.ant-btn-primary:hover,.ant-tag{c:3}.anticon svg{d:4}@media (max-width:575px){.ant-btn{f:6}}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('drops a selector that also names a class the markup lacks', () => {
    expect(usedRules('.ant-btn.ant-btn-loading{x:1}', html)).toBe('');
  });
});

describe('inertUntilMounted', () => {
  it('turns submit buttons into plain buttons and marks the copy disabled, without a box of its own', () => {
    const out = inertUntilMounted('<form><input id="a"><button type="submit" class="ant-btn">Go</button></form>');
    expect(out).toBe('<div aria-disabled="true" style="display:contents"><form><input id="a"><button type="button" class="ant-btn">Go</button></form></div>');
  });
});
