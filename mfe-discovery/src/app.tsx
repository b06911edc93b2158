import { createAreaApp } from 'shared/ui';
import { Creators } from './screens/Creators';
import { Templates } from './screens/Templates';
import { ViralLibrary } from './screens/ViralLibrary';
import { TEMPLATES_STYLES } from './templates/styles';

/** single-spa lifecycles of the discovery area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'discovery',
  buildLabel: __BUILD_LABEL__,
  styles: TEMPLATES_STYLES,
  screens: {
    'templates': { title: 'Viral Templates', component: Templates },
    'viral-library': { title: 'Authentic Viral Library', component: ViralLibrary },
    'creators': { title: 'Rising Creators', component: Creators },
  },
});
