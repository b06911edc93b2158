import { createAreaApp } from 'shared/ui';

/** single-spa lifecycles of the library area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'library',
  buildLabel: __BUILD_LABEL__,
  screens: {
    'library': { title: 'My Content Library' },
    'content-history': { title: 'Content History' },
  },
});
