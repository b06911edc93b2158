import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { bootstrapSession } from './session';
import { registerAreas } from './remotes';
import './styles.css';

// Start both early: the session check and the remotes registry; neither blocks the first paint.
void bootstrapSession();
void registerAreas().catch((e) => console.error('[host] remotes', e));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
