import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { keepPrerenderedFaq } from './pages/Landing';
import { watchFrameFocus } from './prerendered';
import { bootstrapSession } from './session';
import { registerAreas } from './remotes';
import { registerAreaSlots } from './slots';

// Start both early: the session check and the remotes registry; neither blocks the first paint.
void bootstrapSession();
void registerAreas().catch((e) => console.error('[host] remotes', e));
registerAreaSlots();

const container = document.getElementById('root')!;
const root = createRoot(container);
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);
// Over server-rendered HTML (the server marks #root) the page is already on screen, so the first render need not
// block: as a transition it is rendered in short slices, and its commit still replaces the static markup with the
// same markup in one step (no flash, no second LCP).
if (container.hasAttribute('data-prerendered')) {
  // What the visitor opens in the prerendered FAQ (native <details>) before the commit is kept by the Landing.
  keepPrerenderedFaq(container);
  // And a control of the frame the visitor has put the focus on keeps it (App restores it in the same commit).
  watchFrameFocus(container);
  startTransition(() => root.render(app));
}
else root.render(app);
