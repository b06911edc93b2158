import { createAreaApp } from 'shared/ui';

/** single-spa lifecycles of the discovery area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'discovery',
  buildLabel: __BUILD_LABEL__,
  screens: {
    'templates': { title: 'Viral Templates' },
    'viral-library': { title: 'Authentic Viral Library' },
    'creators': { title: 'Rising Creators' },
  },
});
