import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { bootstrapSession } from './session';
import { loadRemotesConfig } from './remotes';
import { detachPrerendered } from './prerendered';

// Start both early: the session check and the remotes registry; neither blocks the first paint.
void bootstrapSession();
void loadRemotesConfig().catch((e) => console.error('[host] remotes.json', e));

const container = document.getElementById('root')!;
// The server marks #root when it put static HTML in it (prerendered page).
const prerendered = container.hasAttribute('data-prerendered');
detachPrerendered(container);
const root = createRoot(container);
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);
// Over server-rendered HTML, the first render commits synchronously in this task: the static markup is replaced
// by the same markup in one frame (no flash, no second LCP).
if (prerendered) flushSync(() => root.render(app));
else root.render(app);
