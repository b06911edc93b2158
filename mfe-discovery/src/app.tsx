import { createAreaLifecycles } from 'shared/ui';
import { Root } from './Root';

/** single-spa lifecycles of the discovery area, exposed as `./app`. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles('discovery', Root);
