import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { bootstrapSession } from './session';
import { loadRemotesConfig } from './remotes';
import './styles.css';

// Start both early: the session check and the remotes registry; neither blocks the first paint.
void bootstrapSession();
void loadRemotesConfig().catch((e) => console.error('[host] remotes.json', e));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
