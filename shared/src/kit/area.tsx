import React, { Component, Fragment, Suspense, startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { navigate } from 'shared/bus';
import { KIT_CSS, injectStyles } from './styles';

/** Props the host passes to every area and updates on navigation (ARCHITECTURE.md: area contract). */
export interface AreaProps {
  screen: string;
  params: Record<string, string>;
  query: Record<string, string>;
  state: unknown;
  path: string;
  hash: string;
}

/** One screen of an area: its title, and its component once the area has built it. */
export interface AreaScreen {
  title: string;
  /** Left out for a screen not built yet: the titled frame says so honestly and offers LinkedIn GPT instead. */
  component?: ComponentType<AreaProps>;
  /**
   * What a lazy screen shows while its code loads: by default a 'Loading <title>…' line; `null` for a screen the
   * host mounts outside the page's content (an overlay, a banner slot), where that line would flash.
   */
  fallback?: ReactNode;
}

export interface AreaDefinition {
  /** The area's name in shared/areas.json. */
  area: string;
  /** Every screen the host may ask for, by the `screen` prop (routes, overlays, slots such as the sidebar). */
  screens: Record<string, AreaScreen>;
  /** The remote's `__BUILD_LABEL__` (the redeploy proof shows it); empty in ordinary builds. */
  buildLabel: string;
  /** The area's own stylesheet, injected once per page before its first screen renders. */
  styles?: string;
  /**
   * What every screen renders inside (a theme provider). shared/ui's createAreaApp passes antd's, with the product
   * theme; an area whose first screens are plain CSS uses shared/kit's and wraps only its antd screens (`withUi`).
   */
  wrap?: ComponentType<{ children: ReactNode }>;
}

/**
 * The one way a remote becomes an area: its single-spa lifecycles (bootstrap, mount, unmount, update), to export
 * from the module it exposes as `./app`. Each screen renders inside `wrap` (none here: shared/ui's createAreaApp
 * gives the antd theme) and an error boundary; the kit's and the area's styles are injected on mount.
 */
export function createAreaApp({ area, screens, buildLabel, styles, wrap: Wrap = Fragment }: AreaDefinition) {
  function Root(props: AreaProps) {
    return (
      <Wrap>
        <Boundary area={area}>
          <ScreenSwitch props={props} screens={screens} buildLabel={buildLabel} />
        </Boundary>
      </Wrap>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (err: Error) => <AreaErrorCard area={area} error={err} />,
  });
  const mount: typeof lifecycles.mount = (props: Parameters<typeof lifecycles.mount>[0]) => {
    injectStyles('pp-kit-styles', KIT_CSS);
    if (styles) injectStyles(`pp-${area}-styles`, styles);
    // The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in
    // between them, instead of one long task (an antd screen's first render is hundreds of milliseconds of script on
    // a phone). Nothing waits on it: the host keeps the placeholder (the prerendered screen or a spinner) in place
    // until the mount has resolved, then swaps the area in (host AreaMount). single-spa-react renders synchronously
    // inside mount(), so the render is inside the transition.
    let mounted!: ReturnType<typeof lifecycles.mount>;
    startTransition(() => {
      mounted = lifecycles.mount(props);
    });
    return mounted;
  };
  return { bootstrap: lifecycles.bootstrap, mount, unmount: lifecycles.unmount, update: lifecycles.update };
}

/**
 * Renders an area screen by name: its component, or (for screens not built yet) the titled frame. `buildLabel` is
 * passed in by the remote because each build defines its own label (shared code is one copy for all remotes).
 */
export function ScreenSwitch({ props, screens, buildLabel = '' }: { props: AreaProps; screens: Record<string, AreaScreen>; buildLabel?: string }) {
  const screen = Object.hasOwn(screens, props.screen) ? screens[props.screen] : undefined;
  if (!screen) return <ScreenFrame title="Not found">This area has no screen called {props.screen}.</ScreenFrame>;
  const label = buildLabel ? <p className="build-label-area">build {buildLabel}</p> : null;
  if (screen.component) {
    const Screen = screen.component;
    // A screen may be React.lazy (its chunk, and the shared modules it needs, load when it is first shown).
    return (
      <>
        <Suspense fallback={screen.fallback !== undefined ? screen.fallback : <ScreenLoading title={screen.title} />}>
          <Screen {...props} />
        </Suspense>
        {label}
      </>
    );
  }
  return (
    <ScreenFrame title={screen.title}>
      <NotYetAvailable title={screen.title} />
      {label}
    </ScreenFrame>
  );
}

/** Error card shown in place of an area whose render throws; the rest of the page keeps working. */
export function AreaErrorCard({ area, error, onRetry }: { area: string; error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error ?? 'Unknown error');
  return (
    <div role="alert" className="area-error-card" style={{ maxWidth: 520, margin: '48px auto', padding: 28, background: '#fff', border: '1px solid #fecaca', borderRadius: 12, textAlign: 'center' }}>
      <h2 style={{ fontSize: 18 }}>This section could not be loaded</h2>
      <p style={{ color: '#334155' }}>The {area} area ran into a problem. The rest of the app keeps working.</p>
      <code style={{ display: 'block', margin: '12px 0 16px', fontSize: 12, color: '#475569' }}>{message}</code>
      {onRetry && (
        <button type="button" onClick={onRetry} style={{ height: 36, padding: '0 16px', borderRadius: 8, border: 0, background: '#0a66c2', color: '#fff', fontWeight: 600, cursor: 'pointer' }}>
          Retry
        </button>
      )}
    </div>
  );
}

class Boundary extends Component<{ area: string; children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.error(`[${this.props.area}]`, error);
  }
  render() {
    if (this.state.error) return <AreaErrorCard area={this.props.area} error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** The frame of an area screen: title, optional subtitle and actions, content. */
export function ScreenFrame({ title, subtitle, actions, children, width = 'wide' }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode; width?: 'wide' | 'narrow' | 'form' }) {
  const max = width === 'form' ? 460 : width === 'narrow' ? 860 : 1200;
  return (
    <section className="screen" style={{ maxWidth: max, margin: '0 auto', width: '100%' }} data-screen-title={typeof title === 'string' ? title : undefined}>
      <header style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 16, marginBottom: 20, flexWrap: 'wrap' }}>
        <div>
          <h1 style={{ fontSize: 26, margin: 0, lineHeight: 1.25 }}>{title}</h1>
          {subtitle && <p style={{ margin: '6px 0 0', color: '#475569' }}>{subtitle}</p>}
        </div>
        {actions && <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** What a lazy screen shows while its code loads. */
function ScreenLoading({ title }: { title: string }) {
  return (
    <p role="status" className="pp-kit-loading">
      Loading {title}…
    </p>
  );
}

/** The honest body of a screen whose area has not shipped it yet: what to do meanwhile, never an empty page. */
function NotYetAvailable({ title }: { title: string }) {
  return (
    <div role="status" style={{ padding: '40px 24px', background: '#fff', border: '1px dashed #cbd5e1', borderRadius: 12, textAlign: 'center' }}>
      <p style={{ margin: '0 0 6px', fontSize: 16, fontWeight: 600, color: '#0f172a' }}>{title} is not available yet</p>
      <p style={{ margin: '0 0 18px', color: '#475569' }}>It arrives in an upcoming release. Meanwhile, LinkedIn GPT writes your next post in your voice.</p>
      <button type="button" className="pp-kit-button" onClick={() => navigate('/app/generate')}>
        Write a post
      </button>
    </div>
  );
}
