import { lazy } from 'react';
import { createAreaApp } from 'shared/kit';
import { UsageBox } from './screens/UsageBox';
import { Pricing } from './screens/pricing/Pricing';
import { STYLES } from './styles';

// Pricing (a visitor's first page) and the sidebar's usage box are plain CSS and come from shared/kit, so /pricing
// loads no antd; Plan & Billing, which uses antd, is its own chunk, loaded with shared/ui when it is first shown.
const themed = () => import('./screens/billing/themed');
const BillingScreen = lazy(() => themed().then((m) => ({ default: m.BillingScreen })));
const BillingTab = lazy(() => themed().then((m) => ({ default: m.BillingTab })));

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
