import { createAreaLifecycles } from 'shared/ui';
import { Root } from './Root';

/** single-spa lifecycles of the library area, exposed as `./app`. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles('library', Root);
