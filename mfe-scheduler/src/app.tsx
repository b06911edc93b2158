import { createAreaApp } from 'shared/ui';

/** single-spa lifecycles of the scheduler area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'scheduler',
  buildLabel: __BUILD_LABEL__,
  screens: {
    'scheduler': { title: 'Scheduler' },
  },
});
