import { createAreaApp } from 'shared/ui';
import { UsageBox } from './screens/UsageBox';
import { Pricing } from './screens/pricing/Pricing';
import { STYLES } from './styles';

/** single-spa lifecycles of the billing area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'billing',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'pricing': { title: 'Pricing', component: Pricing },
    'billing': { title: 'Plan & Billing' },
    // Mounted by the host in the sidebar slot.
    'usage-box': { title: 'AI Credits', component: UsageBox },
  },
});
