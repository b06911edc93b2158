/**
 * The chat's first screen as static HTML, made at build time (shared/rspack's prerender step) into
 * dist/prerender/<screen>.html; the server puts it into a member's page for /app/generate and /app/dashboard, in the
 * shell's member frame, so the chat's header and greeting paint before any script runs. It is what every member sees
 * before their own data arrives (Chat's `firstScreen`: no name, no time, no writer's badge, no composer); the
 * mounted chat adds those without moving what is already there.
 */
import { prerenderPlainScreen, screenProps as member } from 'shared/prerender';
import { Chat } from './screens/Chat';
import { STYLES } from './styles';

export const prerender = {
  generate: () => prerenderPlainScreen(<Chat {...member('generate', '/app/generate')} firstScreen />, { styles: STYLES }),
  dashboard: () => prerenderPlainScreen(<Chat {...member('dashboard', '/app/dashboard')} firstScreen />, { styles: STYLES }),
};
