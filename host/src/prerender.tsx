/**
 * Static HTML of the shell, made at build time by shared/rspack's prerender step (Node.js, react-dom/server; no
 * browser). The server inlines `dist/prerender/<route key>.html` into index.html for that route, so the top bar and
 * the landing page paint from HTML and CSS before any script runs. On the client the first render (bootstrap.tsx)
 * hydrates the landing page (it is the App's own markup) and replaces the other frames in one commit with the same
 * markup, so nothing flashes.
 *
 * Public routes get a visitor's frame; a member's routes (the sidebar layout) get the frame every member sees before
 * their own data arrives: the top bar with its links and Logout but no name, the sidebar's links without the usage
 * box and the user menu. The server serves it only to a request with the session cookie.
 *
 * An area route's frame holds the area's loading placeholder between `<!--area-slot-->` markers: the server puts the
 * area's own prerendered screen there when the area ships one (mfe-<area>/dist/prerender/<screen>.html).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { authState } from 'shared/auth';
import { App } from './App';
import { SidebarFrame } from './components/SidebarFrame';
import { Spinner } from './components/Spinner';
import { TopBar } from './components/TopBar';
import { ROUTES, type RouteDef } from './routes';

/** The file name the server looks for: `/` → index, `/app/login` → app-login. */
export function routeKey(path: string): string {
  return path === '/' ? 'index' : path.slice(1).replaceAll('/', '-');
}

/** What a visitor's first render shows (the session check of a visitor ends before the first render). */
authState.loading = false;

function Frame({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <StaticRouter location={route.path}>
      <TopBar />
      <main className={route.layout === 'plain' ? 'page page--plain' : 'page'}>{children}</main>
    </StaticRouter>
  );
}

/** AreaMount's loading markup, with the slot the server may fill with the area's prerendered screen. */
function AreaSlot({ route }: { route: RouteDef }) {
  const placeholder = renderToStaticMarkup(<Spinner label={`Loading ${route.area}…`} />);
  return (
    <div
      className={`area area-${route.area} `}
      data-area={route.area}
      data-status="loading"
      dangerouslySetInnerHTML={{ __html: `<!--area-slot-->${placeholder}<!--/area-slot--><div></div>` }}
    />
  );
}

/**
 * App's sidebar layout as a member's first render shows it before the lazy Sidebar and the member's data arrive
 * (signed in, nobody named yet: TopBar leaves the profile link out until the user is known).
 */
function memberFrame(route: RouteDef): string {
  authState.token = 'prerender';
  try {
    return renderToStaticMarkup(
      <StaticRouter location={route.path}>
        <TopBar onMenu={() => undefined} />
        <div className="app-layout">
          <SidebarFrame />
          <main className="app-main">
            <AreaSlot route={route} />
          </main>
        </div>
      </StaticRouter>,
    );
  } finally {
    authState.token = null;
  }
}

const pages: Record<string, () => ReactNode> = {};
for (const route of ROUTES) {
  if (route.access === 'protected' && route.layout === 'sidebar' && route.area) {
    pages[routeKey(route.path)] = () => memberFrame(route);
    continue;
  }
  if (route.access !== 'public' || route.layout === 'sidebar') continue;
  if (route.page === 'landing') {
    // The landing page is the App itself as a visitor's first render makes it, with React's markers: the client
    // hydrates it (bootstrap.tsx) instead of replacing it, so the first commit neither rebuilds nor lays out the page.
    pages[routeKey(route.path)] = () =>
      renderToString(
        <StaticRouter location={route.path}>
          <App />
        </StaticRouter>,
      );
  } else if (route.area) {
    pages[routeKey(route.path)] = () => (
      <Frame route={route}>
        <AreaSlot route={route} />
      </Frame>
    );
  }
}

export const prerender = pages;
