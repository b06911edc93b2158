/**
 * Build-time only (never in a browser bundle, never a federated module): the prerender extension point's helpers. An
 * area's `src/prerender.tsx` returns `prerenderAreaScreen(<Screen … />, { styles })` for a screen that uses the antd
 * kit, or `prerenderPlainScreen(…)` for one of plain CSS on shared/kit; shared/rspack's prerender step writes the string to `dist/prerender/<screen>.html` and
 * the server puts it in the page, so the screen paints from HTML and CSS before any script runs.
 */
import { type ReactNode, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { AreaProps } from '../kit/area';
import { KIT_CSS } from '../kit/styles';
import { UI_CSS } from '../ui/styles';
import { theme } from '../ui/theme';

/**
 * A screen as the mounted area first renders it, in the product theme, preceded by the stylesheets it needs: the
 * CSS antd generated while rendering it, its icons' included (antd makes its styles at run time; @ant-design/cssinjs
 * collects them here), then the kit's, shared/ui's (its rules that the screen uses) and the area's own (`styles`, what createAreaApp injects on mount), in the
 * order the page has them once the area has mounted. The same class names come out when the area mounts, so the
 * swap changes nothing on screen.
 */
export function prerenderAreaScreen(node: ReactNode, { styles = '' }: { styles?: string } = {}): string {
  const cache = createCache();
  // createElement, not JSX: the prerender step loads shared's sources outside the app's tsconfig (no JSX transform).
  const html = renderToStaticMarkup(createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme }, node)));
  const css = [usedRules(extractStyle(cache, { plain: true }), html), KIT_CSS, usedRules(UI_CSS, html), styles].filter(Boolean).join('\n');
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>${inertUntilMounted(html)}`;
}

/** The props a screen is mounted with on its own address, as the shell first gives them (no query, no state). */
export function screenProps(screen: string, path: string): AreaProps {
  return { screen, path, params: {}, query: {}, state: null, hash: '' };
}

/**
 * A screen of plain CSS (built on shared/kit, no antd) as the mounted area first renders it, preceded by the kit's
 * stylesheet and the area's own (`styles`, what createAreaApp injects on mount), and inert until the area mounts.
 */
export function prerenderPlainScreen(node: ReactNode, { styles = '' }: { styles?: string } = {}): string {
  const css = [KIT_CSS, styles].filter(Boolean).join('\n');
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>${inertUntilMounted(renderToStaticMarkup(node))}`;
}

/**
 * The prerendered copy looks and scrolls like the screen, and a visitor may type into it (the area carries that
 * over), but nothing in it acts before the area's script does: its submit buttons are plain buttons (a native
 * submission would reload the page and lose what was typed), and it is marked `aria-disabled` so assistive
 * technology, and automation that waits for enabled controls, know its controls do not work yet. `display: contents`
 * keeps the layout exactly the screen's.
 */
export function inertUntilMounted(html: string): string {
  return `<div aria-disabled="true" style="display:contents">${html.replace(/(<button\b[^>]*\btype=")submit(")/g, '$1button$2')}</div>`;
}

/**
 * antd's CSS for the components rendered, less the rules for classes the markup does not use (a form's grid alone
 * writes ~1,000 column rules, for every breakpoint): a rule stays when one of its selectors names only `ant-`
 * classes the HTML has. Rules without an `ant-` class, @keyframes and the like stay as they are. The mounted area
 * brings antd's full CSS anyway; this is what paints before it.
 */
export function usedRules(css: string, html: string): string {
  const used = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) used.add(c);
  const keepSelector = (selector: string) => [...selector.matchAll(/\.(ant-[\w-]+)/g)].every((m) => used.has(m[1]));
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const head = css.slice(i, open).trim();
    // The block's end: its matching brace.
    let depth = 1;
    let j = open + 1;
    for (; j < css.length && depth > 0; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
    }
    const body = css.slice(open + 1, j - 1);
    if (head.startsWith('@media') || head.startsWith('@supports') || head.startsWith('@layer')) {
      const inner = usedRules(body, html);
      if (inner.trim()) out += `${head}{${inner}}`;
    } else if (head === '.data-ant-cssinjs-cache-path') {
      // Left out: it tells antd in the browser that these styles are already in the page, so it would not insert
      // them, and the prerendered copy (with this <style>) leaves the page when the area mounts.
    } else if (head.startsWith('@') || head.split(',').some(keepSelector)) {
      out += `${head}{${body}}`;
    }
    i = j;
  }
  return out;
}
