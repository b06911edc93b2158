import { createAreaApp } from 'shared/kit';
import { Chat } from './screens/Chat';
import { STYLES } from './styles';

/**
 * single-spa lifecycles of the generator area, exposed as `./app`. Both screens show the LinkedIn GPT chat
 * (SPEC.md §2: /app/dashboard and /app/generate); moving between them keeps the conversation. On shared/kit: the
 * chat's first screen is plain CSS, so a member's page neither loads nor preloads antd; its dialogs bring it.
 */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'generator',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'dashboard': { title: 'Dashboard', component: Chat },
    'generate': { title: 'LinkedIn GPT', component: Chat },
  },
});
