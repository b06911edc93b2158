/**
 * The auth area's public screens as static HTML, made at build time (shared/rspack's prerender step) into
 * dist/prerender/<screen>.html; the server puts it into the page for /app/login and /app/signup, so the sign-in card
 * paints before any script runs. The names are the screen names of app.tsx; each renders exactly what a visitor's
 * first render shows, antd's CSS included (shared/prerender). What a visitor types meanwhile is carried over when
 * the area mounts (lib/prerendered.ts).
 */
import { prerenderAreaScreen } from 'shared/prerender';
import type { AreaProps } from 'shared/ui';
import { Login } from './screens/Login';
import { Signup } from './screens/Signup';
import { STYLES } from './styles';

const visitor = (screen: string, path: string): AreaProps => ({ screen, path, params: {}, query: {}, state: null, hash: '' });

export const prerender = {
  login: () => prerenderAreaScreen(<Login {...visitor('login', '/app/login')} />, { styles: STYLES }),
  signup: () => prerenderAreaScreen(<Signup {...visitor('signup', '/app/signup')} />, { styles: STYLES }),
};
