import { createAreaLifecycles } from 'shared/ui';
import { Root } from './Root';

/** single-spa lifecycles of the generator area, exposed as `./app`. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles('generator', Root);
