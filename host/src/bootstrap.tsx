import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { authState } from 'shared/auth';
import { App } from './App';
import { watchFrameFocus } from './prerendered';
import { hydratesPrerendered } from './routes';
import { bootstrapSession, followSessionAcrossTabs } from './session';
import { registerAreas } from './remotes';
import { registerAreaSlots } from './slots';

// Start both early: the session check and the remotes registry; neither blocks the first paint.
void bootstrapSession();
followSessionAcrossTabs();
void registerAreas().catch((e) => console.error('[host] remotes', e));
registerAreaSlots();

const container = document.getElementById('root')!;
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);
if (container.hasAttribute('data-prerendered') && hydratesPrerendered(window.location, !!authState.token)) {
  // A visitor's landing page is the App's own server markup (prerender.tsx): React adopts it as it is, nothing is
  // rebuilt or laid out again, and what the visitor did on it meanwhile (an FAQ answer opened, the focus) stays.
  // As a transition the hydration runs in short slices. The footer's year may differ (the build's against the
  // visitor's clock: React just updates it); any other difference would make React render the page again.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: (e) => console.warn('[host] hydration', e) });
  });
} else if (container.hasAttribute('data-prerendered')) {
  // Over other server-rendered HTML (the server marks #root) the page is already on screen, so the first render need
  // not block: as a transition it is rendered in short slices, and its commit still replaces the static markup with
  // the same markup in one step (no flash, no second LCP).
  // A control of the frame the visitor has put the focus on keeps it (App restores it in the same commit).
  watchFrameFocus(container);
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else createRoot(container).render(app);
