import { createAreaApp } from 'shared/ui';
import { UsageBox } from './screens/UsageBox';
import { BillingScreen, BillingTab } from './screens/billing/BillingScreen';
import { Pricing } from './screens/pricing/Pricing';
import { STYLES } from './styles';

/** single-spa lifecycles of the billing area, exposed as `./app`: its screens by the `screen` prop the host passes. */
export const { bootstrap, mount, unmount, update } = createAreaApp({
  area: 'billing',
  buildLabel: __BUILD_LABEL__,
  styles: STYLES,
  screens: {
    'pricing': { title: 'Pricing', component: Pricing },
    'billing': { title: 'Plan & Billing', component: BillingScreen },
    // Mounted by Account Settings (auth) as its Billing tab, through the kit's AreaSlot.
    'billing-tab': { title: 'Billing', component: BillingTab },
    // Mounted by the host in the sidebar slot.
    'usage-box': { title: 'AI Credits', component: UsageBox },
  },
});
