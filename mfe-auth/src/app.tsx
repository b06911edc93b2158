import { createAreaLifecycles } from 'shared/ui';
import { Root } from './Root';

/** single-spa lifecycles of the auth area, exposed as `./app`. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles('auth', Root);
