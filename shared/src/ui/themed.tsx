import { type ComponentType, type ReactNode, useEffect, useInsertionEffect } from 'react';
import { type AreaDefinition, createAreaApp as createPlainAreaApp, injectStyles } from 'shared/kit';
import { installModalTabWrap } from './modal-tab-wrap';
import { UI_CSS } from './styles';
import { AppProvider } from './theme';

function Themed({ children }: { children: ReactNode }) {
  // Once per page (by id), before the first antd screen paints; not on every render.
  useInsertionEffect(() => injectStyles('pp-ui-styles', UI_CSS), []);
  // Tab stays inside an open modal (modal-tab-wrap.ts); once per page.
  useEffect(() => installModalTabWrap(), []);
  return <AppProvider>{children}</AppProvider>;
}

/** shared/kit's createAreaApp with every screen inside the product's antd theme (and shared/ui's CSS). */
export function createAreaApp(definition: Omit<AreaDefinition, 'wrap'>) {
  return createPlainAreaApp({ ...definition, wrap: Themed });
}

/**
 * One antd screen of an area built with shared/kit's createAreaApp: inside the product theme. Load it lazily
 * (`lazy(() => import('./themed-screens'))`) so that the area's plain screens never load antd.
 */
export function withUi<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function UiScreen(props: P) {
    return (
      <Themed>
        <Screen {...props} />
      </Themed>
    );
  }
  UiScreen.displayName = `withUi(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return UiScreen;
}
