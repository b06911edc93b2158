import path from 'node:path';
import type { RemotesConfig } from 'shared/contracts';
import { CachedFiles } from './cached-file';
import { RemoteFiles } from './remote-files';

/**
 * The index.html a page navigation gets (README: how the first load works). The host's built index.html is the
 * template; for the requested route the server adds:
 *  - the remotes document inline (`<script id="remotes-config" type="application/json">`), so the host never waits
 *    for /remotes.json;
 *  - `<link rel="preload">` for what the route's area loads first (its manifest, remoteEntry.js, the `./app` chunks,
 *    the shared chunks only an area provides such as the antd subset) and the shell's own boot chunks, so they are
 *    fetched in parallel with the host instead of one after another;
 *  - prerendered HTML: the shell's frame (host/dist/prerender/<route key>.html) for a visitor's public routes and for a
 *    member's protected ones, with, in its area slot, the area's own prerendered screen when the area ships one
 *    (<remote>/prerender/<screen>.html);
 *  - the shell's small stylesheets inline, so prerendered HTML paints without another round trip.
 * Every input is re-read when its file changes; nothing of the host's source is imported here.
 */

export interface RouteEntry {
  path: string;
  access: 'public' | 'protected';
  layout: string;
  area?: string;
  page?: string;
  screen: string;
}
interface RouteTable {
  routes: RouteEntry[];
  redirects: Record<string, string>;
}
interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: Assets }[];
  exposes: { name: string; path: string; assets: Assets }[];
}
/** `preload.json` beside each app's manifest (shared/rspack/preload-manifest.mjs). */
interface PreloadManifest {
  boot?: string[];
  shared: Record<string, string[]>;
  /** Exposed module → the share keys it needs before it runs (its static imports; a lazy screen's are not). */
  needs?: Record<string, string[]>;
}

export interface PageRequest {
  pathname: string;
  /** The request carries the session cookie: public pages are prerendered only without it, protected ones only with it. */
  member: boolean;
}

export interface Page {
  html: string;
  /** What the page was made of, for tests and logs. */
  route: RouteEntry | null;
  /** The route table names neither this path nor a redirect for it: the shell shows 'Page not found' (HTTP 404). */
  unknown: boolean;
  preloads: string[];
  prerendered: boolean;
}

/** Stylesheets of the shell up to this size are put into the page instead of linked. */
const INLINE_CSS_MAX = 32 * 1024;
const ROOT_ELEMENT = /<div id="root">(?:<div class="boot-spinner"[^>]*><\/div>)?<\/div>/;
const AREA_SLOT = /<!--area-slot-->[\s\S]*?<!--\/area-slot-->/;

/** `/` → index, `/app/login` → app-login (the host's prerender names its files the same way). */
export function routeKey(routePath: string): string {
  return routePath === '/' ? 'index' : routePath.slice(1).replaceAll('/', '-');
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export class PageBuilder {
  private readonly files = new CachedFiles();
  private readonly remoteFiles: RemoteFiles;
  private readonly hostDist: string;

  constructor(
    staticRoot: string,
    private readonly remotes: () => RemotesConfig,
  ) {
    this.hostDist = path.join(staticRoot, 'host', 'dist');
    this.remoteFiles = new RemoteFiles(staticRoot, this.files);
  }

  /** The page for a navigation, or null when the host is not built. */
  async build({ pathname, member }: PageRequest): Promise<Page | null> {
    const template = await this.files.text(path.join(this.hostDist, 'index.html'));
    if (template === null) return null;
    const { route, unknown } = await this.routeFor(pathname);
    const doc = this.remotes();

    // A visitor's public pages and a member's own pages (by the session cookie) paint from HTML; the frame a member
    // gets names nobody and the area screen in it is what every member first sees (README: how the first load works).
    let body: string | null = null;
    if (route && route.access === (member ? 'protected' : 'public') && route.path === normalise(pathname)) {
      body = await this.prerendered(route, doc);
    }
    const preloads = route?.area ? await this.preloadsFor(route.area, doc) : [];

    const head = [
      `<script id="remotes-config" type="application/json">${scriptJson(doc)}</script>`,
      ...preloads,
    ].join('');
    let html = await this.inlineStylesheets(template);
    html = html.replace('</head>', `${head}</head>`);
    if (body !== null) html = html.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="">${body}</div>`);
    return { html, route, unknown, preloads, prerendered: body !== null };
  }

  /**
   * The route a pathname renders; a legacy path counts as its redirect target. `unknown` when the table has no
   * entry for it (without a table, nothing is known to be missing).
   */
  private async routeFor(pathname: string): Promise<{ route: RouteEntry | null; unknown: boolean }> {
    const table = await this.files.json<RouteTable>(path.join(this.hostDist, 'routes.json'));
    if (!table) return { route: null, unknown: false };
    const p = normalise(pathname);
    const target = table.redirects[p] ?? p;
    const route = table.routes.find((r) => r.path === target) ?? null;
    return { route, unknown: route === null };
  }

  /** The shell's frame for a route with the area's prerendered screen in its slot, or null. */
  private async prerendered(route: RouteEntry, doc: RemotesConfig): Promise<string | null> {
    const frame = await this.files.text(path.join(this.hostDist, 'prerender', `${routeKey(route.path)}.html`));
    if (frame === null || !route.area) return frame;
    const manifestUrl = doc.remotes[route.area as keyof RemotesConfig['remotes']];
    if (!manifestUrl || !/^[a-z0-9-]+$/.test(route.screen)) return frame;
    const screen = await this.remoteFiles.text(new URL(`prerender/${route.screen}.html`, base(manifestUrl)).href.replace(LOCAL_ORIGIN, ''));
    if (screen === null) return frame;
    const wrapped = `<div data-prerendered-area="${escapeAttr(route.area)}" data-screen="${escapeAttr(route.screen)}">${screen}</div>`;
    return frame.replace(AREA_SLOT, () => wrapped);
  }

  /** Preload links for an area route: the shell's boot chunks, then the area's manifest, entry and first chunks. */
  private async preloadsFor(area: string, doc: RemotesConfig): Promise<string[]> {
    const manifestUrl = doc.remotes[area as keyof RemotesConfig['remotes']];
    const hostManifest = await this.files.json<Manifest>(path.join(this.hostDist, 'mf-manifest.json'));
    const hostPreload = await this.files.json<PreloadManifest>(path.join(this.hostDist, 'preload.json'));
    const links: string[] = [];
    const seen = new Set<string>();
    let owner = '';
    const add = (href: string, as: 'script' | 'style' | 'fetch') => {
      if (seen.has(href)) return;
      seen.add(href);
      const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
      // data-area names the area a file belongs to: the shell's Retry needs to know (AreaMount).
      links.push(`<link rel="preload" as="${as}" href="${escapeAttr(href)}"${cors}${owner ? ` data-area="${escapeAttr(owner)}"` : ''}>`);
    };
    const asFor = (f: string) => (f.endsWith('.css') ? 'style' : 'script');
    const hostBase = hostManifest?.metaData.publicPath && hostManifest.metaData.publicPath !== 'auto' ? hostManifest.metaData.publicPath : '/';
    for (const f of hostPreload?.boot ?? []) add(hostBase + f, asFor(f));
    // Every singleton the shell provides is used on an area page (react… for the shell, api/axios/single-spa for
    // the area), and the shell's copy is the one the federation runtime picks (it registers first).
    const hostShared = sharedFiles(hostManifest, hostPreload);
    for (const files of hostShared.values()) for (const f of files) add(hostBase + f, asFor(f));
    if (!manifestUrl) return links;

    owner = area;
    const manifest = await this.remoteFiles.json<Manifest>(manifestUrl);
    add(manifestUrl, 'fetch');
    if (!manifest) return links;
    const publicPath = manifest.metaData.publicPath;
    const remoteBase = publicPath && publicPath !== 'auto' ? new URL(publicPath, base(manifestUrl)).href : base(manifestUrl);
    const url = (f: string) => new URL(f, remoteBase).href.replace(LOCAL_ORIGIN, '');
    const entry = manifest.metaData.remoteEntry;
    add(url(entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name), 'script');
    const app = manifest.exposes.find((e) => e.path === './app' || e.name === 'app');
    for (const f of app?.assets.css.sync ?? []) add(url(f), 'style');
    for (const f of app?.assets.js.sync ?? []) add(url(f), 'script');
    // Shared modules the shell does not provide come from the area itself (shared/kit, the antd subset of
    // shared/ui): those its ./app needs before it runs, when the build says which (a lazy screen's are left to it).
    const remotePreload = await this.remoteFiles.json<PreloadManifest>(url('preload.json'));
    const needed = remotePreload?.needs?.['./app'];
    for (const [key, files] of sharedFiles(manifest, remotePreload)) {
      if (hostShared.has(key) || (needed && !needed.includes(key))) continue;
      for (const f of files) add(url(f), asFor(f));
    }
    return links;
  }

  /** `<link rel="stylesheet">` of small same-origin stylesheets → `<style>`, so the first paint needs no CSS request. */
  private async inlineStylesheets(template: string): Promise<string> {
    const links = [...template.matchAll(/<link href="(\/[^"]+\.css)" rel="stylesheet">/g)];
    let html = template;
    for (const [tag, href] of links) {
      const file = this.remoteFiles.localPath(href);
      const css = file ? await this.files.text(file) : null;
      if (css === null || css.length > INLINE_CSS_MAX) continue;
      html = html.replace(tag, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
    }
    return html;
  }
}

/**
 * Share key → the files that provide it: from preload.json when the build wrote one (only the provider's chunks),
 * else from mf-manifest.json (which also lists consumer fallbacks the runtime does not load).
 */
function sharedFiles(manifest: Manifest | null, preload: PreloadManifest | null): Map<string, string[]> {
  if (preload) return new Map(Object.entries(preload.shared));
  return new Map((manifest?.shared ?? []).map((s) => [s.name, [...s.assets.js.sync, ...s.assets.css.sync]]));
}

/** Relative remote URLs are resolved against a placeholder origin and stripped back to paths. */
const LOCAL_ORIGIN = 'http://local.invalid';

function base(manifestUrl: string): string {
  return new URL('.', new URL(manifestUrl, `${LOCAL_ORIGIN}/`)).href;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
