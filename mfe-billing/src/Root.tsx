import { ScreenSwitch, type AreaProps } from 'shared/ui';
import { ensureStyles } from './components/styles';
import { UsageBox } from './screens/UsageBox';
import { Pricing } from './screens/pricing/Pricing';

const SCREENS = {
  'pricing': { title: 'Pricing', component: Pricing },
  'billing': { title: 'Plan & Billing' },
  // Mounted by the host in the sidebar slot.
  'usage-box': { title: 'AI Credits', component: UsageBox },
};

/** Routes the host's props to this area's screens. */
export function Root(props: AreaProps) {
  ensureStyles();
  return <ScreenSwitch props={props} screens={SCREENS} buildLabel={__BUILD_LABEL__} />;
}
