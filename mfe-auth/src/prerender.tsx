/**
 * The auth area's public screens as static HTML, made at build time (shared/rspack's prerender step) into
 * dist/prerender/<screen>.html; the server puts it into the page for /app/login and /app/signup, so the sign-in card
 * paints before any script runs. The names are the screen names of app.tsx; each renders exactly what a visitor's
 * first render shows, with the kit's and the area's CSS (both screens are plain CSS: no antd). What a visitor types
 * meanwhile is carried over when the area mounts (lib/prerendered.ts).
 */
import { prerenderPlainScreen, screenProps as visitor } from 'shared/prerender';
import { Login } from './screens/Login';
import { Signup } from './screens/Signup';
import { STYLES } from './styles';

export const prerender = {
  login: () => prerenderPlainScreen(<Login {...visitor('login', '/app/login')} />, { styles: STYLES }),
  signup: () => prerenderPlainScreen(<Signup {...visitor('signup', '/app/signup')} />, { styles: STYLES }),
};
