import { createAreaLifecycles } from 'shared/ui';
import { Root } from './Root';

/** single-spa lifecycles of the billing area, exposed as `./app`. */
export const { bootstrap, mount, unmount, update } = createAreaLifecycles('billing', Root);
