import { createAreaApp } from 'shared/ui';
import { Scheduler } from './screens/Scheduler';
import { STYLES } from './styles';

/** single-spa lifecycles of the scheduler area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'scheduler',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'scheduler': { title: 'Scheduler', component: Scheduler },
  },
});
