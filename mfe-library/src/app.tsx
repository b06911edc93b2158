import { createAreaApp } from 'shared/ui';
import { ContentHistory } from './screens/ContentHistory';
import { Library } from './screens/Library';
import { STYLES } from './styles';

/** single-spa lifecycles of the library area, exposed as `./app`: My Content Library (grid and board) and Content History. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'library',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'library': { title: 'My Content Library', component: Library },
    'content-history': { title: 'Content History', component: ContentHistory },
  },
});
